import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { timeStep, totpAt } from '../../api/src/services/auth/totp.ts';
import admin from '../src/i18n/locales/en/admin.json' with { type: 'json' };
import adminAr from '../src/i18n/locales/ar/admin.json' with { type: 'json' };
import { createStaff, login } from './api.ts';
import { launchBrowser, newContext, screenshot } from './browser.ts';
import { adminPassword } from './globalSetup.ts';

// Two-step sign-in in the browser (docs/security.md#two-factor-sign-in): a staff member sets up an
// authenticator app from their profile with a code computed here from the key on the screen, then
// signs in with a password and a code. Each case sets up in one language and viewport and signs in
// in the other, so Arabic on a phone is one side of each.

const texts = { en: admin, ar: adminAr };
const password = 'a long editor passphrase 42';

let browser: Browser;
let adminToken: string;
beforeAll(async () => {
  browser = await launchBrowser();
  adminToken = await login('admin', adminPassword);
});
afterAll(() => browser?.close());

/** The code of the step after `last`, and never one used before (a code is good once). */
function codeMaker(secret: string) {
  let last = 0;
  return () => {
    last = Math.max(timeStep(Date.now()), last + 1);
    return totpAt(secret, last);
  };
}

async function signInWithPassword(page: Page, language: 'en' | 'ar', username: string) {
  const t = texts[language].login;
  await page.goto('/admin');
  await page.getByPlaceholder(t.usernamePlaceholder).fill(username);
  await page.getByPlaceholder(t.passwordPlaceholder).fill(password);
  await page.getByRole('button', { name: t.submit, exact: true }).click();
}

const cases = [
  { setup: { language: 'en', viewport: 'desktop' }, signIn: { language: 'ar', viewport: 'phone' } },
  { setup: { language: 'ar', viewport: 'phone' }, signIn: { language: 'en', viewport: 'desktop' } },
] as const;

describe('two-step sign-in with an authenticator app', () => {
  for (const { setup, signIn } of cases) {
    it(`is set up in ${setup.language} on a ${setup.viewport}, then asks for a code at sign-in in ${signIn.language} on a ${signIn.viewport}`, async () => {
      const username = `twostep-${setup.language}-${Date.now().toString(36)}`;
      await createStaff(adminToken, { username, displayName: 'Two Step', password }, 'EDITOR');

      // Setting it up on the profile.
      const s = texts[setup.language].twoStep;
      const first = await newContext(browser, { language: setup.language, viewport: setup.viewport });
      const page = await first.newPage();
      await signInWithPassword(page, setup.language, username);
      await page.waitForFunction(() => localStorage.getItem('admin_auth_token'));
      await page.goto('/admin/profile');
      await page.getByRole('heading', { name: s.title }).waitFor();
      expect(await page.getAttribute('html', 'dir')).toBe(setup.language === 'ar' ? 'rtl' : 'ltr');
      await page.getByRole('button', { name: s.setUp, exact: true }).click();
      const key = page.getByTestId('totp-key');
      await key.waitFor();
      await expect(page.getByRole('img', { name: s.qrAlt.replace('{{brand}}', 'Sovra') }).isVisible()).resolves.toBe(true);
      const secret = (await key.textContent())!.replace(/\s/g, '');
      expect(secret).toMatch(/^[A-Z2-7]{32}$/);
      await page.getByRole('heading', { name: s.title }).scrollIntoViewIfNeeded();
      await screenshot(page, `two-step-setup-${setup.language}-${setup.viewport}`);
      const nextCode = codeMaker(secret);

      // A wrong code first: said in the reader's language, nothing turned on.
      const codeField = page.getByLabel(s.code);
      await codeField.fill(totpAt(secret, timeStep(Date.now())) === '000000' ? '111111' : '000000');
      await codeField.press('Enter');
      await page.getByText(s.errors.incorrect).waitFor();
      await codeField.fill(nextCode());
      await page.getByRole('button', { name: s.turnOn, exact: true }).click();
      const codes = page.getByTestId('recovery-codes').locator('li');
      await page.getByRole('heading', { name: s.codesTitle }).waitFor();
      expect(await codes.count()).toBe(10);
      await page.getByRole('button', { name: s.saved, exact: true }).click();
      await page.getByText(s.statusOn).waitFor();
      await first.close();

      // Signing in: the password, then the code step, by keyboard.
      const c = texts[signIn.language].secondFactor;
      const second = await newContext(browser, { language: signIn.language, viewport: signIn.viewport });
      const step = await second.newPage();
      await signInWithPassword(step, signIn.language, username);
      await step.getByRole('heading', { name: c.title }).waitFor();
      expect(await step.getAttribute('html', 'dir')).toBe(signIn.language === 'ar' ? 'rtl' : 'ltr');
      const code = step.getByLabel(c.code);
      expect(await code.evaluate((input) => input === document.activeElement)).toBe(true);
      expect(await step.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      await screenshot(step, `two-step-code-${signIn.language}-${signIn.viewport}`);
      await code.fill('abcdef');
      await code.press('Enter');
      await step.getByText(c.errors.invalid).waitFor();
      await code.fill(nextCode());
      await code.press('Enter');
      await step.waitForFunction(() => localStorage.getItem('admin_auth_token'));
      await step.getByRole('heading', { name: c.title }).waitFor({ state: 'detached' });
      await second.close();
    });
  }
});
