import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSiteServer, stopProcess, type SiteServer } from '../../api/scripts/siteServer.ts';
import { timeStep, totpAt } from '../../api/src/services/auth/totp.ts';
import ar from '../src/i18n/locales/ar/admin.json' with { type: 'json' };
import en from '../src/i18n/locales/en/admin.json' with { type: 'json' };
import { accessibilityProblems, launchBrowser, screenshot, viewports } from './browser.ts';

// The second-factor policy as staff meet it (issue 25, docs/security.md#second-factor-policy), on a
// site of its own, since the policy holds everyone on it: an admin without a factor cannot require
// one of others; once they have one they can. A contributor already in the panel meets the setup
// screen at their next step and signs out; an editor signing in (Arabic, on a phone) sets up an
// authenticator app there and the panel opens.

const password = 'second factor policy e2e admin password';
let dir: string;
let site: SiteServer;
let browser: Browser;
/** The admin's API session, from before they had a factor (it stays good after). */
let adminToken: string;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'sovra-policy-'));
  site = await startSiteServer({ databaseFile: join(dir, 'site.db'), env: { ADMIN_PASSWORD: password, PUBLIC_MISS_MS_PER_SECOND: '0' } });
  browser = await launchBrowser();
  adminToken = await signInByApi('admin', password);
}, 120_000);

afterAll(async () => {
  await browser?.close();
  if (site) await stopProcess(site.process);
  rmSync(dir, { recursive: true, force: true });
});

async function api(path: string, init: { method?: string; token?: string; json?: unknown } = {}) {
  const response = await fetch(`${site.origin}${path}`, {
    method: init.method ?? 'GET',
    headers: { 'content-type': 'application/json', ...(init.token ? { authorization: `Bearer ${init.token}` } : {}) },
    body: init.json === undefined ? undefined : JSON.stringify(init.json),
  });
  return { status: response.status, body: await response.json() };
}

async function graphql(token: string, query: string, variables: Record<string, unknown> = {}) {
  return (await api('/graphql', { method: 'POST', token, json: { query, variables } })).body;
}

async function signInByApi(username: string, secret: string) {
  const answer = await api('/api/auth/login', { method: 'POST', json: { username, password: secret } });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.data.token as string;
}

async function createStaff(adminToken: string, username: string, role: 'EDITOR' | 'CONTRIBUTOR') {
  const secret = `${username} passphrase for the policy`;
  const made = await api('/api/users', {
    method: 'POST',
    token: adminToken,
    json: { username, email: `${username}@example.ae`, password: secret, displayName: username, role },
  });
  expect(made.status, JSON.stringify(made.body)).toBe(201);
  return secret;
}

async function panelContext(language: 'en' | 'ar', viewport: keyof typeof viewports): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport: viewports[viewport], locale: 'en-US', baseURL: site.origin, bypassCSP: true });
  await context.addInitScript((lang) => localStorage.setItem('i18nextLng', lang), language);
  return context;
}

async function signInByPanel(page: Page, texts: typeof en, username: string, secret: string) {
  await page.goto('/admin');
  await page.getByPlaceholder(texts.login.usernamePlaceholder).fill(username);
  await page.getByPlaceholder(texts.login.passwordPlaceholder).fill(secret);
  await page.getByRole('button', { name: texts.login.submit, exact: true }).click();
}

describe('the second-factor policy in the panel', () => {
  it('is set in Settings once the admin has a factor, and holds a contributor already signed in at the setup screen', async () => {
    const writerPassword = await createStaff(adminToken, 'policy-writer', 'CONTRIBUTOR');

    const writerContext = await panelContext('en', 'desktop');
    const writer = await writerContext.newPage();
    await signInByPanel(writer, en, 'policy-writer', writerPassword);
    await writer.getByRole('heading', { name: en.nav.dashboard }).waitFor();

    const adminContext = await panelContext('en', 'desktop');
    const admin = await adminContext.newPage();
    await signInByPanel(admin, en, 'admin', password);
    await admin.getByRole('heading', { name: en.nav.dashboard }).waitFor();
    await admin.goto('/admin/settings');
    const policy = admin.getByLabel(en.settings.fields.secondFactorPolicy);
    await policy.selectOption('ALL_STAFF');
    await admin.getByRole('button', { name: en.settings.save }).click();
    // Not yet: the admin has no factor of their own, and the screen says what to do, at the field.
    await admin.getByText(en.settings.errors.fields.secondFactorPolicy.own_factor_required).waitFor();

    const { secret } = (await graphql(adminToken, 'mutation { startTotpSetup { secret } }')).data.startTotpSetup;
    const confirmed = await graphql(adminToken, 'mutation ($code: String!) { confirmTotpSetup(input: { code: $code }) { recoveryCodes } }', {
      code: totpAt(secret, timeStep(Date.now())),
    });
    expect(confirmed.errors).toBeUndefined();
    await admin.getByRole('button', { name: en.settings.save }).click();
    await admin.getByText(en.settings.saved).waitFor();
    await screenshot(admin, 'second-factor-policy-settings-en-desktop');
    await admin.reload();
    await expect.poll(() => admin.getByLabel(en.settings.fields.secondFactorPolicy).inputValue()).toBe('ALL_STAFF');

    // The contributor's next step in the panel is refused: the setup screen takes its place.
    await writer.getByRole('link', { name: en.nav.blog }).click();
    await writer.getByRole('heading', { name: en.secondFactorSetup.title }).waitFor();
    expect(await writer.getByRole('navigation', { name: en.nav.label }).count()).toBe(0);
    await writer.getByRole('button', { name: en.twoStep.setUp }).waitFor();
    await screenshot(writer, 'second-factor-setup-en-desktop');
    await writer.getByRole('button', { name: en.nav.signOut }).click();
    await writer.getByPlaceholder(en.login.usernamePlaceholder).waitFor();
    await writerContext.close();
    await adminContext.close();
  }, 90_000);

  it('leads an editor signing in to set up an authenticator app, in Arabic on a phone, then opens the panel', async () => {
    const editorPassword = await createStaff(adminToken, 'policy-editor', 'EDITOR');
    const context = await panelContext('ar', 'phone');
    const page = await context.newPage();
    await signInByPanel(page, ar, 'policy-editor', editorPassword);
    await page.getByRole('heading', { name: ar.secondFactorSetup.title }).waitFor();
    await page.getByRole('button', { name: ar.twoStep.setUp }).waitFor();
    expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
    expect(await accessibilityProblems(page)).toEqual([]);
    await screenshot(page, 'second-factor-setup-ar-phone');

    await page.getByRole('button', { name: ar.twoStep.setUp }).click();
    const key = (await page.getByTestId('totp-key').innerText()).replace(/\s/g, '');
    await page.getByLabel(ar.twoStep.code).fill(totpAt(key, timeStep(Date.now())));
    await page.getByRole('button', { name: ar.twoStep.turnOn }).click();
    await page.getByTestId('recovery-codes').waitFor();
    await page.getByRole('button', { name: ar.twoStep.saved }).click();
    await page.getByText(ar.secondFactorSetup.done).waitFor();
    await page.getByRole('heading', { name: ar.nav.dashboard }).waitFor();
    await screenshot(page, 'second-factor-setup-done-ar-phone');
    await context.close();
  }, 90_000);
});
