import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ar from '../src/i18n/locales/ar/admin.json' with { type: 'json' };
import admin from '../src/i18n/locales/en/admin.json' with { type: 'json' };
import { createStaff, login } from './api.ts';
import { launchBrowser, newContext, screenshot } from './browser.ts';
import { adminPassword } from './globalSetup.ts';

// Staff sessions in the browser (issue 25): one editor signed in from two browsers sees both on the
// profile, this one marked, and signing out the other signs that browser out.

const password = 'a long editor passphrase 42';

let browser: Browser;
let adminToken: string;
beforeAll(async () => {
  browser = await launchBrowser();
  adminToken = await login('admin', adminPassword);
});
afterAll(() => browser?.close());

async function signIn(page: Page, username: string, texts: typeof admin = admin) {
  const t = texts.login;
  await page.goto('/admin');
  await page.getByPlaceholder(t.usernamePlaceholder).fill(username);
  await page.getByPlaceholder(t.passwordPlaceholder).fill(password);
  await page.getByRole('button', { name: t.submit, exact: true }).click();
  await page.waitForFunction(() => localStorage.getItem('admin_auth_token'));
}

describe('sessions on the profile', () => {
  it('lists both sessions of an editor, and signing out the other signs that browser out', async () => {
    const username = `sessions-${Date.now().toString(36)}`;
    await createStaff(adminToken, { username, displayName: 'Two Browsers', password }, 'EDITOR');
    const other = await (await newContext(browser, { language: 'ar', viewport: 'phone' })).newPage();
    await signIn(other, username, ar);
    const page = await (await newContext(browser, { language: 'en', viewport: 'desktop' })).newPage();
    await signIn(page, username);

    const s = admin.sessions;
    await page.goto('/admin/profile');
    const panel = page.getByRole('region', { name: s.title });
    await panel.waitFor();
    await expect(panel.getByRole('listitem').count()).resolves.toBe(2);
    await panel.getByText(s.thisDevice).waitFor();
    await panel.scrollIntoViewIfNeeded();
    await screenshot(page, 'sessions-en-desktop');
    // The same panel in Arabic on the phone.
    await other.goto('/admin/profile');
    const arabic = other.getByRole('region', { name: ar.sessions.title });
    await arabic.getByText(ar.sessions.thisDevice).waitFor();
    await arabic.scrollIntoViewIfNeeded();
    await screenshot(other, 'sessions-ar-phone');

    await panel.getByRole('button', { name: s.signOut, exact: false }).first().click();
    await page.getByText(s.ended).waitFor();
    await expect(panel.getByRole('listitem').count()).resolves.toBe(1);
    await panel.getByText(s.noOthers).waitFor();

    // The other browser is signed out at its next request.
    await other.goto('/admin/profile');
    await other.getByPlaceholder(ar.login.usernamePlaceholder).waitFor();

    // Notices of sign-ins from new browsers: on by default, off by a switch the server keeps.
    const notices = panel.getByRole('switch', { name: s.notices });
    expect(await notices.isChecked()).toBe(true);
    await notices.click();
    await page.getByText(s.noticesOff).waitFor();
    await page.reload();
    expect(await page.getByRole('region', { name: s.title }).getByRole('switch', { name: s.notices }).isChecked()).toBe(false);
  });
});
