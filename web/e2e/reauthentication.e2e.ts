import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSiteServer, stopProcess, type SiteServer } from '../../api/scripts/siteServer.ts';
import ar from '../src/i18n/locales/ar/admin.json' with { type: 'json' };
import en from '../src/i18n/locales/en/admin.json' with { type: 'json' };
import { accessibilityProblems, launchBrowser, screenshot, viewports } from './browser.ts';

// "Confirm it's you" (issue 25, docs/security.md#re-authentication) as staff meet it: a session
// signed in more than five minutes ago (aged in its own site's database) removes a passkey; the
// server asks for a confirmation, the dialog refuses a wrong password in words, then takes the
// passkey itself (Chromium's virtual authenticator), and the removal goes through.

const password = 'reauthentication e2e admin password';
let dir: string;
let site: SiteServer;
let browser: Browser;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'sovra-reauth-'));
  site = await startSiteServer({ databaseFile: join(dir, 'site.db'), env: { ADMIN_PASSWORD: password, PUBLIC_MISS_MS_PER_SECOND: '0' } });
  browser = await launchBrowser();
}, 120_000);

afterAll(async () => {
  await browser?.close();
  if (site) await stopProcess(site.process);
  rmSync(dir, { recursive: true, force: true });
});

/** Every session of the site as if it signed in six minutes ago. */
function ageSessions() {
  const db = new Database(join(dir, 'site.db'));
  db.prepare('UPDATE "Session" SET "authenticatedAt" = ?').run(new Date(Date.now() - 6 * 60_000).toISOString().replace('Z', '+00:00'));
  db.close();
}

describe('confirming it is you', () => {
  it('asks before a passkey is removed from a session signed in long ago, refuses a wrong password, takes the passkey', async () => {
    // WebAuthn wants a name, not an address: the site is reached at localhost.
    const origin = site.origin.replace('127.0.0.1', 'localhost');
    const context = await browser.newContext({ viewport: viewports.desktop, locale: 'en-US', baseURL: origin, bypassCSP: true });
    await context.addInitScript(() => localStorage.setItem('i18nextLng', 'en'));
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('WebAuthn.enable');
    await cdp.send('WebAuthn.addVirtualAuthenticator', {
      options: { protocol: 'ctap2', transport: 'internal', hasResidentKey: true, hasUserVerification: true, isUserVerified: true },
    });

    await page.goto('/admin');
    await page.getByPlaceholder(en.login.usernamePlaceholder).fill('admin');
    await page.getByPlaceholder(en.login.passwordPlaceholder).fill(password);
    await page.getByRole('button', { name: en.login.submit, exact: true }).click();
    await page.getByRole('heading', { name: en.nav.dashboard }).waitFor();
    await page.goto('/admin/profile');
    await page.getByRole('button', { name: en.passkeys.add }).click();
    await page.getByLabel(en.passkeys.name).fill('Desk key');
    await page.getByRole('button', { name: en.passkeys.create }).click();
    await page.getByText(en.passkeys.added.replace('{{name}}', 'Desk key')).waitFor();

    ageSessions();
    await page.getByRole('button', { name: en.passkeys.removeNamed.replace('{{name}}', 'Desk key') }).click();
    const dialog = page.getByRole('dialog', { name: en.confirmIdentity.title });
    await dialog.waitFor();
    expect(await accessibilityProblems(page)).toEqual([]);
    await screenshot(page, 'confirm-identity-en-desktop');
    await dialog.getByLabel(en.confirmIdentity.password).fill('not the password at all');
    await dialog.getByRole('button', { name: en.confirmIdentity.confirm }).click();
    await dialog.getByRole('alert').getByText(en.confirmIdentity.wrong).waitFor();

    await dialog.getByRole('button', { name: en.confirmIdentity.usePasskey }).click();
    await dialog.waitFor({ state: 'hidden' });
    await page.getByText(en.passkeys.removed.replace('{{name}}', 'Desk key')).waitFor();
    await page.getByText(en.passkeys.empty).waitFor();
    await context.close();
  }, 60_000);
  it('asks an admin whose sign-in is old before resetting another user’s password, over the reset dialog, in Arabic on a phone', async () => {
    const login = await fetch(`${site.origin}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'admin', password }),
    });
    const token = ((await login.json()) as { data: { token: string } }).data.token;
    const made = await fetch(`${site.origin}/api/users`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({
        username: 'reauth-editor',
        email: 'reauth-editor@example.ae',
        password: 'the editor’s own passphrase',
        displayName: 'Reem',
        role: 'EDITOR',
      }),
    });
    expect(made.status).toBe(201);

    const context = await browser.newContext({ viewport: viewports.phone, locale: 'en-US', baseURL: site.origin, bypassCSP: true });
    await context.addInitScript(() => localStorage.setItem('i18nextLng', 'ar'));
    const page = await context.newPage();
    await page.goto('/admin');
    await page.getByPlaceholder(ar.login.usernamePlaceholder).fill('admin');
    await page.getByPlaceholder(ar.login.passwordPlaceholder).fill(password);
    await page.getByRole('button', { name: ar.login.submit, exact: true }).click();
    await page.getByRole('heading', { name: ar.nav.dashboard }).waitFor();
    ageSessions();

    await page.goto('/admin/users');
    await page
      .getByRole('row', { name: /reauth-editor/ })
      .getByRole('button', { name: ar.users.resetPassword })
      .click();
    const reset = page.getByRole('dialog', { name: ar.users.resetTitle.replace('{{name}}', 'Reem') });
    await reset.getByLabel(ar.users.newPassword).fill('a brand new passphrase for Reem');
    await reset.getByRole('button', { name: ar.users.resetPassword }).click();
    const confirm = page.getByRole('dialog', { name: ar.confirmIdentity.title });
    await confirm.waitFor();
    await screenshot(page, 'confirm-identity-over-reset-ar-phone');
    await confirm.getByLabel(ar.confirmIdentity.password).fill(password);
    await confirm.getByRole('button', { name: ar.confirmIdentity.confirm }).click();
    await page.getByText(ar.users.passwordReset.replace('{{name}}', 'Reem')).waitFor();
    await reset.waitFor({ state: 'hidden' });
    const signIn = await fetch(`${site.origin}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'reauth-editor', password: 'a brand new passphrase for Reem' }),
    });
    expect(signIn.status).toBe(200);
    await context.close();
  }, 60_000);

  it('asks before signing out everywhere else from a session signed in long ago, and signs the other device out once confirmed', async () => {
    const other = await fetch(`${site.origin}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'admin', password }),
    });
    const otherToken = ((await other.json()) as { data: { token: string } }).data.token;
    const context = await browser.newContext({ viewport: viewports.desktop, locale: 'en-US', baseURL: site.origin, bypassCSP: true });
    await context.addInitScript(() => localStorage.setItem('i18nextLng', 'en'));
    const page = await context.newPage();
    await page.goto('/admin');
    await page.getByPlaceholder(en.login.usernamePlaceholder).fill('admin');
    await page.getByPlaceholder(en.login.passwordPlaceholder).fill(password);
    await page.getByRole('button', { name: en.login.submit, exact: true }).click();
    await page.getByRole('heading', { name: en.nav.dashboard }).waitFor();
    ageSessions();

    await page.goto('/admin/profile');
    const panel = page.getByRole('region', { name: en.sessions.title });
    await panel.getByRole('button', { name: en.sessions.signOutOthers }).click();
    const confirm = page.getByRole('dialog', { name: en.confirmIdentity.title });
    await confirm.waitFor();
    // Closed instead of confirmed: nothing ends, and the button is there to press again.
    await confirm.getByRole('button', { name: en.common.cancel, exact: true }).click();
    await confirm.waitFor({ state: 'hidden' });
    const stillIn = await fetch(`${site.origin}/api/auth/verify`, { headers: { authorization: `Bearer ${otherToken}` } });
    expect(stillIn.status).toBe(200);
    await panel.getByRole('button', { name: en.sessions.signOutOthers }).click();
    await confirm.getByLabel(en.confirmIdentity.password).fill(password);
    await confirm.getByRole('button', { name: en.confirmIdentity.confirm }).click();
    await panel.getByText(en.sessions.noOthers).waitFor();
    const signedOut = await fetch(`${site.origin}/api/auth/verify`, { headers: { authorization: `Bearer ${otherToken}` } });
    expect(signedOut.status).toBe(401);
    await context.close();
  }, 60_000);
});
