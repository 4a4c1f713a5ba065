import { join, resolve } from 'node:path';
import type { Browser, Route } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newContext } from './browser.ts';

// The login screen's error catalogue (spec section 8), word for word in English and Arabic, for
// every way a sign-in can fail. The real server refuses a wrong password with a 401 (admin.e2e.ts);
// the answers it never gives are made here by intercepting POST /api/auth/login.

const root = resolve(import.meta.dirname, '../..');

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const words = {
  en: {
    title: 'Admin Login',
    username: 'Enter your username',
    password: 'Enter your password',
    submit: 'Sign In',
    invalid: 'Invalid username or password. Please check your credentials and try again.',
    network: 'Unable to connect to the server. Please check your internet connection and try again.',
    failed: 'Login failed. Please try again.',
    unexpected: 'An unexpected error occurred. Please try again.',
  },
  ar: {
    title: 'تسجيل دخول المسؤول',
    username: 'أدخل اسم المستخدم',
    password: 'أدخل كلمة المرور',
    submit: 'تسجيل الدخول',
    invalid: 'اسم المستخدم أو كلمة المرور غير صحيحة. يُرجى التحقق من بياناتك والمحاولة مرة أخرى.',
    network: 'تعذّر الاتصال بالخادم. يُرجى التحقق من اتصالك بالإنترنت والمحاولة مرة أخرى.',
    failed: 'تعذّر تسجيل الدخول. يُرجى المحاولة مرة أخرى.',
    unexpected: 'حدث خطأ غير متوقع. يُرجى المحاولة مرة أخرى.',
  },
};

const json = (status: number, body: unknown) => (route: Route) => route.fulfill({ status, contentType: 'application/json', body: JSON.stringify(body) });
const busyMessage = 'The service is busy. Please try again in a moment.';

interface Failure {
  name: string;
  answer: ((route: Route) => Promise<void>) | 'not an Error';
  says: keyof (typeof words)['en'] | { message: string };
}

/**
 * Each failure: how the login call fails, and what the screen must say (a catalogue entry, or the
 * server's own words). Neighbours say different things, so a message left from the attempt before
 * is never taken for the next one's.
 */
const failures: Failure[] = [
  // "Login returns false": an answer that is no success, though its status is 200.
  { name: 'no-success', answer: json(200, { success: false }), says: 'invalid' },
  { name: 'failed-fetch', answer: (route) => route.abort('connectionrefused'), says: 'network' },
  { name: 'message-401', answer: json(502, { success: false, message: 'The identity service answered 401' }), says: 'invalid' },
  // Failures that carry no message: the screen's own words, never "HTTP error! status: 500".
  { name: 'empty-message', answer: json(500, { success: false, message: '', error: 'INTERNAL_SERVER_ERROR' }), says: 'failed' },
  { name: 'server-message', answer: json(503, { success: false, message: busyMessage, error: 'SERVICE_UNAVAILABLE' }), says: { message: busyMessage } },
  { name: 'blank-message', answer: json(500, { success: false, message: '   ' }), says: 'failed' },
  // A throw that is not an Error: no answer can cause it, so the page's fetch rejects with a string.
  { name: 'non-error', answer: 'not an Error', says: 'unexpected' },
  { name: 'not-json', answer: (route) => route.fulfill({ status: 502, contentType: 'text/html', body: '<h1>Bad Gateway</h1>' }), says: 'failed' },
];

/**
 * The login screen, its endpoint answering as `answer()` says. Intercepted from the start: a route
 * added just before a request may not catch it (see contact.e2e.ts).
 */
async function openLogin(language: 'en' | 'ar', answer: () => Failure['answer']) {
  const context = await newContext(browser, { language });
  // For the non-Error throw only (window.loginRejectsWith set): fetch of the login endpoint rejects with a string.
  await context.addInitScript(() => {
    const fetch = window.fetch.bind(window);
    window.fetch = (input, init) => {
      const reason = (window as { loginRejectsWith?: string }).loginRejectsWith;
      return reason && String(input).endsWith('/api/auth/login') ? Promise.reject(reason) : fetch(input, init);
    };
  });
  const page = await context.newPage();
  const attempts = { answered: 0 };
  await page.route('**/api/auth/login', (route) => {
    attempts.answered += 1;
    const how = answer();
    return how === 'not an Error' ? route.continue() : how(route);
  });
  await page.goto('/admin');
  await page.getByRole('heading', { name: words[language].title }).waitFor();
  await page.getByPlaceholder(words[language].username).fill('admin');
  await page.getByPlaceholder(words[language].password).fill('a password');
  return { page, attempts };
}

describe('the login screen says why a sign-in failed', () => {
  for (const language of ['en', 'ar'] as const) {
    it(`in ${language === 'en' ? 'English' : 'Arabic'}, word for word`, async () => {
      const say = words[language];
      let current = failures[0];
      const { page, attempts } = await openLogin(language, () => current.answer);
      const alert = page.getByRole('alert');
      for (const failure of failures) {
        current = failure;
        await page.evaluate((reason) => Object.assign(window, { loginRejectsWith: reason }), failure.answer === 'not an Error' ? failure.answer : '');
        await page.getByRole('button', { name: say.submit, exact: true }).click();
        const expected = typeof failure.says === 'string' ? say[failure.says] : failure.says.message;
        await expect.poll(() => alert.textContent(), { message: failure.name }).toBe(expected);
        // Read in its own direction: the server's English words run left to right on the Arabic screen too.
        const direction = language === 'ar' && typeof failure.says === 'string' ? 'rtl' : 'ltr';
        expect(await alert.evaluate((element) => getComputedStyle(element).direction), failure.name).toBe(direction);
        // Ready for the next attempt: the button is back, the fields kept.
        await page.getByRole('button', { name: say.submit, exact: true }).and(page.locator(':not([disabled])')).waitFor();
        expect(await page.getByPlaceholder(say.username).inputValue()).toBe('admin');
        await page.locator('form').screenshot({ path: join(root, 'test-results/screenshots', `login-error-${failure.name}-${language}.png`) });
      }
      // Every attempt but the one whose fetch threw reached the (intercepted) endpoint.
      expect(attempts.answered).toBe(failures.length - 1);
      await page.context().close();
    });
  }
});
