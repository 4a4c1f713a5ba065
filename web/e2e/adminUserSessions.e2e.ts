import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import adminAr from '../src/i18n/locales/ar/admin.json' with { type: 'json' };
import adminEn from '../src/i18n/locales/en/admin.json' with { type: 'json' };
import { createStaff, login } from './api.ts';
import { accessibilityProblems, baseUrl, launchBrowser, newContext, screenshot } from './browser.ts';
import { adminPassword } from './globalSetup.ts';

// Another user's sessions on the Users screen (issue 25): an admin sees an editor's two sign-ins,
// ends one, then all, and the editor's tokens are refused after.

const password = 'a long editor passphrase 42';
const texts = { en: adminEn, ar: adminAr };
const chrome = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const iphone = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';

let browser: Browser;
let adminToken: string;
beforeAll(async () => {
  browser = await launchBrowser();
  adminToken = await login('admin', adminPassword);
});
afterAll(() => browser?.close());

/** Signs the editor in through the API, as that browser from that address would; returns the token. */
async function signInFrom(username: string, userAgent: string, address: string): Promise<string> {
  const response = await fetch(`${baseUrl()}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'user-agent': userAgent, 'x-forwarded-for': address },
    body: JSON.stringify({ username, password }),
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { data: { token: string } }).data.token;
}

const profileStatus = async (token: string) => (await fetch(`${baseUrl()}/api/auth/profile`, { headers: { authorization: `Bearer ${token}` } })).status;

async function signInAsAdmin(page: Page, t: typeof adminEn) {
  await page.goto('/admin');
  await page.getByPlaceholder(t.login.usernamePlaceholder).fill('admin');
  await page.getByPlaceholder(t.login.passwordPlaceholder).fill(adminPassword);
  await page.getByRole('button', { name: t.login.submit, exact: true }).click();
  await page.waitForFunction(() => localStorage.getItem('admin_auth_token'));
}

describe('another user’s sessions on the Users screen', () => {
  for (const [language, viewport] of [
    ['en', 'desktop'],
    ['ar', 'phone'],
  ] as const) {
    it(`an admin ends one session of an editor, then all (${language}, ${viewport})`, async () => {
      const t = texts[language] as typeof adminEn;
      const username = `user-sessions-${language}-${Date.now().toString(36)}`;
      const name = language === 'ar' ? 'نور الهاشمي' : 'Noor Hashemi';
      await createStaff(adminToken, { username, displayName: name, password }, 'EDITOR');
      const laptop = await signInFrom(username, chrome, '198.51.100.21');
      const phone = await signInFrom(username, iphone, '198.51.100.22');

      const page = await (await newContext(browser, { language, viewport, bypassCSP: true })).newPage();
      await signInAsAdmin(page, t);
      await page.goto('/admin/users');
      await page.getByPlaceholder(t.users.searchPlaceholder).fill(username);
      const row = page.locator('tr', { hasText: `@${username}` });
      await row.waitFor();
      // The search applies a moment after typing: the list holds that one user.
      await page.waitForFunction(() => document.querySelectorAll('tbody tr').length === 1);
      await screenshot(page, `admin-user-sessions-row-${language}-${viewport}`);

      // Opened from the keyboard: the row's button, then Enter.
      await row.getByRole('button', { name: t.sessions.title, exact: true }).focus();
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog', { name: t.users.sessionsTitle.replace('{{name}}', name) });
      await dialog.waitFor();
      const sessions = dialog.getByRole('listitem');
      await sessions.nth(1).waitFor();
      await expect(sessions.count()).resolves.toBe(2);
      const device = (browser: string, system: string) => t.sessions.device.replace('{{browser}}', browser).replace('{{system}}', system);
      await dialog.getByText(device('Chrome', 'macOS')).waitFor();
      await dialog.getByText(device('Safari', 'iOS')).waitFor();
      await dialog.getByText('198.51.100.21').waitFor();
      await screenshot(page, `admin-user-sessions-${language}-${viewport}`);
      expect(await accessibilityProblems(page)).toEqual([]);

      // End the laptop's session: the list, asked for again, holds the phone's alone.
      await dialog.getByRole('button', { name: t.sessions.endOne.replace('{{device}}', device('Chrome', 'macOS')) }).click();
      await page.getByText(t.sessions.ended).waitFor();
      await dialog.getByText(device('Chrome', 'macOS')).waitFor({ state: 'detached' });
      await expect(sessions.count()).resolves.toBe(1);
      // Its button is gone: focus stays in the dialog, on Close.
      await expect(page.evaluate(() => document.activeElement?.closest('dialog') !== null)).resolves.toBe(true);
      expect(await profileStatus(laptop)).toBe(401);
      expect(await profileStatus(phone)).toBe(200);

      // End all: asked first, then done; the dialog says none are left.
      await dialog.getByRole('button', { name: t.sessions.endAll }).click();
      await dialog.getByText(t.users.sessionsEndAllConfirm.replace('{{name}}', name)).waitFor();
      await screenshot(page, `admin-user-sessions-confirm-${language}-${viewport}`);
      await dialog.getByRole('button', { name: t.sessions.endAll }).click();
      await dialog.getByText(t.sessions.none).waitFor();
      await page.getByText(t.users.sessionsAllEnded.replace('{{name}}', name)).waitFor();
      await expect(sessions.count()).resolves.toBe(0);
      await expect(dialog.getByRole('button', { name: t.sessions.endAll }).count()).resolves.toBe(0);
      await screenshot(page, `admin-user-sessions-empty-${language}-${viewport}`);
      expect(await profileStatus(phone)).toBe(401);
      // The admin's own session is untouched.
      expect(await profileStatus(adminToken)).toBe(200);

      // Closed with Escape, focus back on the row's button.
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
      expect(await row.getByRole('button', { name: t.sessions.title, exact: true }).evaluate((button) => button === document.activeElement)).toBe(true);
      await page.context().close();
    });
  }
});
