import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Provider from 'oidc-provider';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSiteServer, stopProcess, type SiteServer } from '../../api/scripts/siteServer.ts';
import { accessibilityProblems, launchBrowser, screenshot, viewports } from './browser.ts';

// Single sign-on (issue 25, docs/security.md#single-sign-on) as staff meet it: a site of its own set
// up with the company's OpenID provider (oidc-provider, on loopback), whose login card offers
// "Sign in with Sovra ID" under the spec's form; the browser goes to the provider and back, and the
// panel opens for a new editor made from their group, in English and in Arabic on a phone.

let dir: string;
let site: SiteServer;
let providerServer: Server;
let browser: Browser;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'sovra-sso-'));
  providerServer = createServer();
  await new Promise<void>((done) => providerServer.listen(0, '127.0.0.1', done));
  const issuer = `http://127.0.0.1:${(providerServer.address() as AddressInfo).port}`;
  site = await startSiteServer({
    databaseFile: join(dir, 'site.db'),
    env: {
      PUBLIC_MISS_MS_PER_SECOND: '0',
      OIDC_ISSUER: issuer,
      OIDC_CLIENT_ID: 'sovra-site',
      OIDC_CLIENT_SECRET: 'a client secret only the site knows',
      OIDC_ALLOWED_DOMAINS: 'sovra.example',
      OIDC_ROLES: 'sovra-editors=EDITOR',
      OIDC_NAME: 'Sovra ID',
    },
  });
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: 'sovra-site',
        client_secret: 'a client secret only the site knows',
        redirect_uris: [`${site.origin}/auth/oidc/callback`],
        response_types: ['code'],
        grant_types: ['authorization_code'],
      },
    ],
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name', 'groups'] },
    findAccount: (_ctx, id) => ({
      accountId: id,
      claims: () => ({ sub: id, email: `${id}@sovra.example`, email_verified: true, name: 'Huda Rahman', groups: ['sovra-editors'] }),
    }),
    features: { devInteractions: { enabled: false } },
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    cookies: { keys: ['provider cookie key'] },
  });
  // The provider's own screens are not ours to test: the person signs in and consents at once.
  provider.use(async (ctx, next) => {
    if (!ctx.path.startsWith('/interaction/')) return next();
    const details = await provider.interactionDetails(ctx.req, ctx.res);
    if (details.prompt.name === 'login') {
      await provider.interactionFinished(ctx.req, ctx.res, { login: { accountId: 'huda' } }, { mergeWithLastSubmission: false });
      return;
    }
    const grant = new provider.Grant({ accountId: details.session!.accountId, clientId: details.params.client_id as string });
    grant.addOIDCScope('openid email profile');
    await provider.interactionFinished(ctx.req, ctx.res, { consent: { grantId: await grant.save() } }, { mergeWithLastSubmission: true });
  });
  providerServer.on('request', provider.callback());
  browser = await launchBrowser();
}, 120_000);

afterAll(async () => {
  await browser?.close();
  if (site) await stopProcess(site.process);
  providerServer?.close();
  rmSync(dir, { recursive: true, force: true });
});

async function loginScreen(language: 'en' | 'ar', viewport: keyof typeof viewports) {
  const context = await browser.newContext({ viewport: viewports[viewport], locale: 'en-US', baseURL: site.origin, bypassCSP: true });
  await context.addInitScript((lang) => localStorage.setItem('i18nextLng', lang), language);
  await context.addCookies([{ name: 'lang', value: language, url: site.origin }]);
  const page = await context.newPage();
  await page.goto('/admin');
  return { context, page };
}

describe('signing in through the company’s sign-in service', () => {
  it('offers it under the spec’s form, goes to the provider and back, and opens the panel (English, desktop, keyboard)', async () => {
    const { context, page } = await loginScreen('en', 'desktop');
    await page.getByRole('heading', { name: 'Admin Login' }).waitFor();
    const button = page.getByRole('link', { name: 'Sign in with Sovra ID' });
    await button.waitFor();
    expect(await accessibilityProblems(page)).toEqual([]);
    await screenshot(page, 'sso-login-en-desktop');
    await button.focus();
    await page.keyboard.press('Enter');
    await page.getByRole('link', { name: 'Dashboard' }).first().waitFor({ timeout: 20_000 });
    // The one-time code left the address, and the new editor is who the provider said.
    expect(new URL(page.url()).hash).toBe('');
    await page.getByText('Huda Rahman').first().waitFor();
    await context.close();
  }, 60_000);

  it('reads right to left in Arabic on a phone, and a used code asks to sign in again', async () => {
    const { context, page } = await loginScreen('ar', 'phone');
    await page.getByRole('link', { name: 'تسجيل الدخول عبر Sovra ID' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    await screenshot(page, 'sso-login-ar-phone');
    // Coming back with a code no longer good (a new page load, as the provider's redirect is).
    await page.goto('about:blank');
    await page.goto(`/admin#sso=${'x'.repeat(43)}`);
    await page.getByRole('alert').getByText('انتهت صلاحية عملية تسجيل الدخول هذه أو استُخدمت من قبل. يرجى تسجيل الدخول مرة أخرى.').waitFor();
    expect(new URL(page.url()).hash).toBe('');
    await context.close();
  }, 60_000);
});
