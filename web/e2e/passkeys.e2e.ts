import type { Browser, BrowserContext, CDPSession, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import admin from '../src/i18n/locales/en/admin.json' with { type: 'json' };
import adminAr from '../src/i18n/locales/ar/admin.json' with { type: 'json' };
import { createStaff, login } from './api.ts';
import { baseUrl, launchBrowser, viewports } from './browser.ts';
import { adminPassword } from './globalSetup.ts';

// Passkeys in the browser (docs/security.md#passkeys) with Chromium's virtual authenticator: one is
// added on the profile, signs in alone, a copy of it with a lower counter is refused, and once
// removed it signs in no more. WebAuthn refuses an IP address as the relying party: the pages are
// opened on localhost (the server takes the relying party from the address it is reached at).

const texts = { en: admin, ar: adminAr };
const password = 'a long passkey passphrase 42';
const origin = () => baseUrl().replace('127.0.0.1', 'localhost');

let browser: Browser;
let adminToken: string;
beforeAll(async () => {
  browser = await launchBrowser();
  adminToken = await login('admin', adminPassword);
});
afterAll(() => browser?.close());

async function openWithAuthenticator(language: 'en' | 'ar', viewport: keyof typeof viewports) {
  const context: BrowserContext = await browser.newContext({ viewport: viewports[viewport], locale: 'en-US', baseURL: origin() });
  await context.addInitScript((lang) => localStorage.setItem('i18nextLng', lang), language);
  await context.addCookies([{ name: 'lang', value: language, url: origin() }]);
  const page = await context.newPage();
  const cdp: CDPSession = await context.newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: { protocol: 'ctap2', transport: 'internal', hasResidentKey: true, hasUserVerification: true, isUserVerified: true },
  });
  return { context, page, cdp, authenticatorId };
}

async function signInWithPassword(page: Page, language: 'en' | 'ar', username: string) {
  const t = texts[language].login;
  await page.goto('/admin');
  await page.getByPlaceholder(t.usernamePlaceholder).fill(username);
  await page.getByPlaceholder(t.passwordPlaceholder).fill(password);
  await page.getByRole('button', { name: t.submit, exact: true }).click();
  await page.waitForFunction(() => localStorage.getItem('admin_auth_token'));
}

async function signOut(page: Page) {
  await page.evaluate(() => localStorage.removeItem('admin_auth_token'));
  await page.goto('/admin');
}

async function signInWithPasskey(page: Page, language: 'en' | 'ar') {
  await page.getByRole('button', { name: texts[language].passkeySignIn.button, exact: true }).click();
}

describe('passkeys', () => {
  it('are added on the profile, sign in alone, refuse a copy with a lower counter, and sign in no more once removed', async () => {
    const username = `passkey-${Date.now().toString(36)}`;
    await createStaff(adminToken, { username, displayName: 'Pass Key', password }, 'EDITOR');

    // Added on the profile, in English on a desktop.
    const first = await openWithAuthenticator('en', 'desktop');
    const t = texts.en.passkeys;
    await signInWithPassword(first.page, 'en', username);
    await first.page.goto('/admin/profile');
    await first.page.getByText(t.empty).waitFor();
    await first.page.getByRole('button', { name: t.add }).click();
    await first.page.getByLabel(t.name).fill('Work laptop');
    await first.page.getByRole('button', { name: t.create }).click();
    await first.page.getByRole('list', { name: t.title }).getByText('Work laptop').waitFor();
    await first.page.getByText(t.neverUsed).waitFor();
    await first.page.locator('#passkeys-heading').scrollIntoViewIfNeeded();
    await first.page.screenshot({ path: '/tmp/shots/passkeys-en-desktop.png' });

    // Signed out, it signs in alone (no username, no password).
    await signOut(first.page);
    await signInWithPasskey(first.page, 'en');
    await first.page.waitForFunction(() => localStorage.getItem('admin_auth_token'));
    await first.page.goto('/admin/profile');
    await first.page.getByText(texts.en.passkeys.lastUsed.split(' {{')[0]).waitFor();

    // A copy of it on another authenticator, with a lower counter: refused, and said so (in Arabic on a phone).
    const { credentials } = await first.cdp.send('WebAuthn.getCredentials', { authenticatorId: first.authenticatorId });
    expect(credentials).toHaveLength(1);
    expect(credentials[0].signCount).toBeGreaterThan(0);
    const second = await openWithAuthenticator('ar', 'phone');
    await second.cdp.send('WebAuthn.addCredential', { authenticatorId: second.authenticatorId, credential: { ...credentials[0], signCount: 0 } });
    await second.page.goto('/admin');
    await signInWithPasskey(second.page, 'ar');
    await second.page.getByRole('alert').getByText(texts.ar.passkeySignIn.errors.cloned).waitFor();
    expect(await second.page.evaluate(() => localStorage.getItem('admin_auth_token'))).toBeNull();
    await second.page.screenshot({ path: '/tmp/shots/passkeys-login-ar-phone.png' });

    // The profile in Arabic on a phone, then the passkey removed.
    await signInWithPassword(second.page, 'ar', username);
    await second.page.goto('/admin/profile');
    const ta = texts.ar.passkeys;
    await second.page.getByRole('list', { name: ta.title }).getByText('Work laptop').waitFor();
    await second.page.locator('#passkeys-heading').scrollIntoViewIfNeeded();
    await second.page.screenshot({ path: '/tmp/shots/passkeys-ar-phone.png' });
    // A name that would read backwards ("\u202Egpj.exe" shows as "exe.jpg") is refused at the field, by keyboard.
    await second.page.getByRole('button', { name: ta.renameNamed.replace('{{name}}', 'Work laptop') }).click();
    const renameField = second.page.getByLabel(ta.name);
    await renameField.fill('\u202Egpj.exe');
    await renameField.press('Enter');
    await second.page.getByText(ta.nameBidi).waitFor();
    await second.page.getByRole('button', { name: texts.ar.common.cancel }).click();
    await second.page.getByRole('button', { name: ta.removeNamed.replace('{{name}}', 'Work laptop') }).click();
    const confirm = second.page.getByRole('dialog', { name: texts.ar.confirmIdentity.title });
    // A session signed in moments ago needs no confirmation; an older one is asked for the password.
    const empty = second.page.getByText(ta.empty);
    await empty.or(confirm).first().waitFor();
    if (await confirm.isVisible()) {
      await confirm.getByLabel(texts.ar.confirmIdentity.password).fill(password);
      await confirm.getByRole('button', { name: texts.ar.confirmIdentity.confirm }).click();
    }
    await second.page.getByText(ta.empty).waitFor();

    // Removed, the original passkey signs in no more.
    await signOut(first.page);
    await signInWithPasskey(first.page, 'en');
    await first.page.getByRole('alert').getByText(texts.en.passkeySignIn.errors.unknown).waitFor();
    expect(await first.page.evaluate(() => localStorage.getItem('admin_auth_token'))).toBeNull();

    await first.context.close();
    await second.context.close();
  }, 120_000);
});
