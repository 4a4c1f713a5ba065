import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, islandReady, launchBrowser, pageReady } from './browser.ts';

// The spec's language detection order: the `lang` query parameter, the stored preference, the
// browser's language, the page's. The server negotiates from what it sees (the query, the `lang`
// cookie that mirrors the stored choice, Accept-Language); the browser also sees local storage, so
// a choice the server did not know (no cookie yet) still wins, on public pages and in the admin panel.

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const hero = { en: 'Your own AI, on your own ground', ar: 'ذكاؤك الاصطناعي الخاص، على أرضك' };
const loginTitle = { en: 'Admin Login', ar: 'تسجيل دخول المسؤول' };

/** A visitor whose browser speaks `locale`, with what they stored earlier: in local storage only, or in the cookie only. */
async function visitor(options: { locale: string; stored?: 'en' | 'ar'; cookie?: 'en' | 'ar' }) {
  // Stored on an earlier visit, without the cookie the server reads (cleared, or never written).
  const localStorage = options.stored ? [{ name: 'i18nextLng', value: options.stored }] : [];
  const context = await browser.newContext({
    locale: options.locale,
    baseURL: baseUrl(),
    storageState: { cookies: [], origins: [{ origin: baseUrl(), localStorage }] },
  });
  if (options.cookie) await context.addCookies([{ name: 'lang', value: options.cookie, url: baseUrl() }]);
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  return { context, page, problems };
}

async function expectLanguage(page: Page, language: 'en' | 'ar') {
  await expect.poll(() => page.getAttribute('html', 'lang')).toBe(language);
  expect(await page.getAttribute('html', 'dir')).toBe(language === 'ar' ? 'rtl' : 'ltr');
}

/** What the server renders now for this visitor (the cookies the app has written included). */
async function serverLanguage(context: BrowserContext, path: string): Promise<string | undefined> {
  const html = await (await context.request.get(path)).text();
  return /<html lang="(\w+)"/.exec(html)?.[1];
}

describe('the language', () => {
  it('stored as Arabic beats an English browser: the page ends in Arabic, and so does the next server render', async () => {
    const { context, page, problems } = await visitor({ locale: 'en-US', stored: 'ar' });
    expect(await serverLanguage(context, '/')).toBe('en'); // the server cannot know yet
    await page.goto('/');
    await expectLanguage(page, 'ar');
    await expect.poll(() => page.locator('#hero-title').textContent()).toBe(hero.ar);
    expect(await page.evaluate(() => localStorage.getItem('i18nextLng'))).toBe('ar');
    // The choice is mirrored in the cookie: the server renders in it from now on, and the page is hydrated as it came.
    expect(await serverLanguage(context, '/blog')).toBe('ar');
    await page.goto('/');
    await pageReady(page);
    await expectLanguage(page, 'ar');
    expect(await page.locator('#hero-title').textContent()).toBe(hero.ar);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('stored as Arabic, the contact form is drawn in Arabic and works at once', async () => {
    const { context, page, problems } = await visitor({ locale: 'en-US', stored: 'ar' });
    await page.goto('/');
    await expectLanguage(page, 'ar');
    await page.locator('#contact-form h3', { hasText: 'أرسل لنا رسالة' }).waitFor();
    await islandReady(page, 'ContactForm');
    await page.locator('#contact-form button[type="submit"]:not([disabled])').click();
    await page.getByText('يُرجى إدخال اسمك الكامل.').waitFor();
    expect(problems).toEqual([]);
    await context.close();
  });

  it('?lang=en still beats the stored Arabic', async () => {
    const { context, page, problems } = await visitor({ locale: 'en-US', stored: 'ar' });
    await page.goto('/?lang=en');
    await pageReady(page);
    await expectLanguage(page, 'en');
    expect(await page.locator('#hero-title').textContent()).toBe(hero.en);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('stored as English beats an Arabic browser; with nothing stored, the Arabic browser wins', async () => {
    const stored = await visitor({ locale: 'ar-AE', stored: 'en' });
    await stored.page.goto('/');
    await expectLanguage(stored.page, 'en');
    await expect.poll(() => stored.page.locator('#hero-title').textContent()).toBe(hero.en);
    expect(stored.problems).toEqual([]);
    await stored.context.close();

    const fresh = await visitor({ locale: 'ar-AE' });
    await fresh.page.goto('/');
    await expectLanguage(fresh.page, 'ar');
    expect(await fresh.page.locator('#hero-title').textContent()).toBe(hero.ar);
    expect(fresh.problems).toEqual([]);
    await fresh.context.close();
  });

  it('kept in the cookie alone (storage cleared), the choice still beats the browser', async () => {
    const { context, page, problems } = await visitor({ locale: 'en-US', cookie: 'ar' });
    await page.goto('/');
    await pageReady(page);
    await expectLanguage(page, 'ar');
    expect(await page.locator('#hero-title').textContent()).toBe(hero.ar);
    expect(await page.evaluate(() => localStorage.getItem('i18nextLng'))).toBe('ar');
    expect(problems).toEqual([]);
    await context.close();
  });

  it('in the admin panel too: stored Arabic beats an English browser, and ?lang=en beats both', async () => {
    const { context, page, problems } = await visitor({ locale: 'en-US', stored: 'ar' });
    await page.goto('/admin');
    await page.getByRole('heading', { name: loginTitle.ar }).waitFor();
    await expectLanguage(page, 'ar');
    await page.goto('/admin?lang=en');
    await page.getByRole('heading', { name: loginTitle.en }).waitFor();
    await expectLanguage(page, 'en');
    expect(problems).toEqual([]);
    await context.close();
  });
});
