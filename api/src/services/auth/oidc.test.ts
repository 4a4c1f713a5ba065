import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, SignJWT, type JWK } from 'jose';
import Provider from 'oidc-provider';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/testApp.ts';

// Single sign-on (docs/security.md#single-sign-on) against a real OpenID provider (oidc-provider,
// OpenID-certified) on loopback: the whole authorization code flow with PKCE, then everything an
// attacker or a misconfigured tenant tries: a forged or replayed state, another browser, a replayed
// code, a wrong audience, an expired token, a disallowed domain, no role, missing parameters.

interface Person {
  email: string;
  name: string;
  groups: string[];
  email_verified?: boolean | string;
}

const people = new Map<string, Person>([
  ['rana', { email: 'rana.haddad@sovra.example', name: 'Rana Haddad', groups: ['sovra-editors'] }],
  ['omar', { email: 'omar@gmail.example', name: 'Omar Saleh', groups: ['sovra-admins'] }],
  ['lina', { email: 'lina@sovra.example', name: 'Lina Nasser', groups: ['finance'] }],
  ['sara', { email: 'sara@sovra.example', name: 'Sara Odeh', groups: ['sovra-admins'] }],
  // Two at signs: the text after the first is an allowed domain, the address is not one.
  ['mallory', { email: 'mallory@sovra.example@evil.example', name: 'Mallory', groups: ['sovra-admins'] }],
  // The address of an existing admin, in no allowed group.
  ['imposter', { email: 'local-admin@sovra.example', name: 'Not the admin', groups: [] }],
  // Unverified, as some providers say it: in text.
  ['unverified', { email: 'strs@sovra.example', name: 'Unverified', groups: ['sovra-admins'], email_verified: 'false' }],
  // A name the rules for display names refuse: a direction override and control characters.
  ['spoofer', { email: 'spoofer@sovra.example', name: 'Payroll\u202Egnp.exe\u0007', groups: ['sovra-editors'] }],
]);
let signingIn = 'rana';

let issuer: string;
let server: Server;
let privateKey: CryptoKey;
let jwk: JWK;
const apps: TestApp[] = [];

const env = (issuerUrl: string) => ({
  OIDC_ISSUER: issuerUrl,
  OIDC_CLIENT_ID: 'sovra-site',
  OIDC_CLIENT_SECRET: 'a client secret only the site knows',
  OIDC_ALLOWED_DOMAINS: 'sovra.example',
  OIDC_ROLES: 'sovra-admins=ADMIN,sovra-editors=EDITOR',
  OIDC_NAME: 'Sovra ID',
});

function app(options: Parameters<typeof createTestApp>[1] = {}): TestApp {
  const made = createTestApp(env(issuer), options);
  apps.push(made);
  return made;
}

beforeAll(async () => {
  const keys = await generateKeyPair('RS256', { extractable: true });
  privateKey = keys.privateKey as CryptoKey;
  jwk = { ...(await exportJWK(privateKey)), kid: 'test-key', alg: 'RS256', use: 'sig' };
  server = createServer();
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: 'sovra-site',
        client_secret: 'a client secret only the site knows',
        redirect_uris: ['http://localhost/auth/oidc/callback'],
        response_types: ['code'],
        grant_types: ['authorization_code'],
      },
    ],
    jwks: { keys: [jwk] },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name', 'groups'] },
    findAccount: (_ctx, id) => ({ accountId: id, claims: () => ({ sub: id, email_verified: true, ...people.get(id) }) }),
    features: { devInteractions: { enabled: false } },
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    cookies: { keys: ['provider cookie key'] },
    pkce: { required: () => true },
  });
  // The person "signs in" and consents at once: who is `signingIn`.
  provider.use(async (ctx, next) => {
    if (!ctx.path.startsWith('/interaction/')) return next();
    const details = await provider.interactionDetails(ctx.req, ctx.res);
    if (details.prompt.name === 'login') {
      await provider.interactionFinished(ctx.req, ctx.res, { login: { accountId: signingIn } }, { mergeWithLastSubmission: false });
      return;
    }
    const grant = new provider.Grant({ accountId: details.session!.accountId, clientId: details.params.client_id as string });
    grant.addOIDCScope('openid email profile');
    await provider.interactionFinished(ctx.req, ctx.res, { consent: { grantId: await grant.save() } }, { mergeWithLastSubmission: true });
  });
  server.on('request', provider.callback());
});

afterAll(async () => {
  for (const made of apps) await made.cleanup();
  server?.close();
});

/** Starts a sign-in at the site; follows the provider's redirects (with its cookies) back to the callback. */
async function throughProvider(site: TestApp): Promise<{ callback: string; cookie: string }> {
  const start = await site.request('/auth/oidc/start');
  expect(start.status).toBe(302);
  const cookie = start.headers.get('set-cookie')!.split(';')[0];
  expect(start.headers.get('set-cookie')).toMatch(/HttpOnly; SameSite=Lax/);
  const jar = new Map<string, string>();
  let location = start.headers.get('location')!;
  expect(location).toMatch(/code_challenge_method=S256/);
  for (let hop = 0; hop < 10 && location.startsWith(issuer); hop++) {
    const answer = await fetch(location, { redirect: 'manual', headers: { cookie: [...jar].map(([name, value]) => `${name}=${value}`).join('; ') } });
    for (const header of answer.headers.getSetCookie()) {
      const [pair] = header.split(';');
      const [name, ...value] = pair.split('=');
      jar.set(name, value.join('='));
    }
    location = new URL(answer.headers.get('location')!, location).href;
  }
  expect(location).toMatch(/^http:\/\/localhost\/auth\/oidc\/callback\?/);
  return { callback: location.slice('http://localhost'.length), cookie };
}

async function signIn(site: TestApp, who: string) {
  signingIn = who;
  const { callback, cookie } = await throughProvider(site);
  const back = await site.request(callback, { headers: { cookie } });
  return { back, callback, cookie };
}

const codeOf = (response: Response) => /^\/admin#sso=([\w-]+)$/.exec(response.headers.get('location') ?? '')?.[1];

describe('single sign-on', () => {
  it('signs a person of an allowed domain in, creating their account with the role of their group; the code is good once', async () => {
    const site = app();
    const sso = await site.call('/api/auth/sso');
    expect(sso.body.data).toEqual({ enabled: true, name: 'Sovra ID', startPath: '/auth/oidc/start' });
    const { back } = await signIn(site, 'rana');
    expect(back.status, await back.clone().text()).toBe(302);
    expect(back.headers.get('set-cookie')).toMatch(/^sovra_oidc=; .*Max-Age=0/);
    const code = codeOf(back)!;
    const signedIn = await site.call('/api/auth/login/sso', { method: 'POST', json: { code } });
    expect(signedIn.status, signedIn.text).toBe(200);
    expect(signedIn.body.data.user).toMatchObject({ email: 'rana.haddad@sovra.example', role: 'EDITOR', displayName: 'Rana Haddad' });
    const profile = await site.call('/api/auth/profile', { token: signedIn.body.data.token });
    expect(profile.body.data.email).toBe('rana.haddad@sovra.example');
    const again = await site.call('/api/auth/login/sso', { method: 'POST', json: { code } });
    expect(again.status).toBe(401);
    expect(again.body.details).toEqual({ code: 'expired' });
    // The next time, the same account.
    const second = await signIn(site, 'rana');
    const next = await site.call('/api/auth/login/sso', { method: 'POST', json: { code: codeOf(second.back) } });
    expect(next.body.data.user.id).toBe(signedIn.body.data.user.id);
    expect(await site.db.user.count({ where: { email: 'rana.haddad@sovra.example' } })).toBe(1);
  });

  it('refuses a replayed callback, a forged state and a sign-in finished in another browser', async () => {
    const site = app();
    const { back, callback, cookie } = await signIn(site, 'rana');
    expect(back.status).toBe(302);
    const replayed = await site.request(callback, { headers: { cookie } });
    expect(replayed.status).toBe(400);
    expect(await replayed.text()).toContain('used already');

    const forged = await site.request(callback.replace(/state=[^&]+/, 'state=forged-by-an-attacker'), { headers: { cookie } });
    expect(forged.status).toBe(400);

    signingIn = 'rana';
    const elsewhere = await throughProvider(site);
    const otherBrowser = await site.request(elsewhere.callback, { headers: { cookie: 'sovra_oidc=someone-elses-browser' } });
    expect(otherBrowser.status).toBe(400);
    expect(await otherBrowser.text()).toContain('another browser');
  });

  it('refuses a replayed authorization code: the provider does not answer it twice', async () => {
    const site = app();
    const first = await signIn(site, 'rana');
    const usedCode = new URL(first.callback, 'http://localhost').searchParams.get('code')!;
    // A fresh sign-in of this browser, its answer swapped for the code already used.
    const fresh = await throughProvider(site);
    const swapped = fresh.callback.replace(/code=[^&]+/, `code=${usedCode}`);
    const answer = await site.request(swapped, { headers: { cookie: fresh.cookie } });
    expect(answer.status).toBe(400);
    expect(await answer.text()).toContain('did not check out');
  });

  it('refuses an ID token for another client (wrong audience) and one that has expired', async () => {
    // The provider's answer, its ID token replaced by one signed with the provider's own key: only the audience is wrong.
    const forge = (claims: (payload: Record<string, unknown>) => Record<string, unknown>): typeof fetch =>
      (async (input: RequestInfo | URL, init?: RequestInit) => {
        const answer = await fetch(input, init);
        if (!String(input).endsWith('/token')) return answer;
        const body = (await answer.json()) as { id_token: string };
        const payload = JSON.parse(Buffer.from(body.id_token.split('.')[1], 'base64url').toString()) as Record<string, unknown>;
        const id_token = await new SignJWT(claims(payload)).setProtectedHeader({ alg: 'RS256', kid: 'test-key' }).sign(privateKey);
        return new Response(JSON.stringify({ ...body, id_token }), { status: answer.status, headers: { 'content-type': 'application/json' } });
      }) as typeof fetch;
    // The same forgery changing nothing is accepted: what is refused below is the one claim changed.
    const control = await signIn(app({ oidc: { customFetch: forge((payload) => payload) } }), 'rana');
    expect(control.back.status).toBe(302);
    for (const [name, options] of [
      ['another audience', { oidc: { customFetch: forge((payload) => ({ ...payload, aud: 'another-client' })) } }],
      ['another issuer', { oidc: { customFetch: forge((payload) => ({ ...payload, iss: 'https://evil.example' })) } }],
      ['another nonce', { oidc: { customFetch: forge((payload) => ({ ...payload, nonce: 'replayed-nonce' })) } }],
      ['expired', { oidc: { clockSkewSeconds: 3 * 3600 } }],
    ] as const) {
      const site = app(options);
      const { back } = await signIn(site, 'rana');
      expect(back.status, name).toBe(400);
      expect(await back.text(), name).toContain('did not check out');
      expect(await site.db.user.count({ where: { email: 'rana.haddad@sovra.example' } }), name).toBe(0);
    }
  });

  it('refuses people outside the allowed domains and without a role, creating no account', async () => {
    const site = app();
    const outsider = await signIn(site, 'omar');
    expect(outsider.back.status).toBe(400);
    expect(await outsider.back.text()).toContain('not one of the domains allowed');
    const roleless = await signIn(site, 'lina');
    expect(roleless.back.status).toBe(400);
    expect(await roleless.back.text()).toContain('no group allowed');
    expect(await site.db.user.count({ where: { email: { in: ['omar@gmail.example', 'lina@sovra.example'] } } })).toBe(0);
    const doubled = await signIn(site, 'mallory');
    expect(doubled.back.status).toBe(400);
    expect(await doubled.back.text()).toContain('not one of the domains allowed');
    expect(await site.db.user.count({ where: { email: { contains: 'mallory' } } })).toBe(0);
    const unverified = await signIn(site, 'unverified');
    expect(unverified.back.status).toBe(400);
    expect(await site.db.user.count({ where: { email: 'strs@sovra.example' } })).toBe(0);
  });

  it('names a new account by its address when the provider’s name is one the rules refuse', async () => {
    const site = app();
    const { back } = await signIn(site, 'spoofer');
    expect(back.status).toBe(302);
    expect((await site.db.user.findUniqueOrThrow({ where: { email: 'spoofer@sovra.example' } })).displayName).toBe('spoofer@sovra.example');
  });

  it('refuses someone in no allowed group even when their address is an existing account’s', async () => {
    const site = app();
    await site.db.user.create({
      data: { username: 'local-admin', email: 'local-admin@sovra.example', displayName: 'Local admin', role: 'ADMIN', passwordHash: 'x' },
    });
    const { back } = await signIn(site, 'imposter');
    expect(back.status).toBe(400);
    expect(await back.text()).toContain('no group allowed');
    expect(await site.db.session.count()).toBe(0);
    expect(await site.db.oidcSignIn.count({ where: { userId: { not: null } } })).toBe(0);
  });

  it('answers a callback with missing parameters with a 400 page, and a deactivated account is refused', async () => {
    const site = app();
    for (const query of ['', '?code=abc', '?state=', '?error=access_denied']) {
      const answer = await site.request(`/auth/oidc/callback${query}`);
      expect(answer.status, query).toBe(400);
      expect(answer.headers.get('content-type')).toMatch(/^text\/html/);
    }
    const staff = await site.db.user.create({
      data: { username: 'sara', email: 'sara@sovra.example', displayName: 'Sara', role: 'EDITOR', active: false, passwordHash: 'x' },
    });
    const { back } = await signIn(site, 'sara');
    expect(back.status).toBe(400);
    expect(await back.text()).toContain('deactivated');
    expect((await site.db.user.findUniqueOrThrow({ where: { id: staff.id } })).role).toBe('EDITOR');
    expect((await site.call('/api/auth/login/sso', { method: 'POST', json: { code: 'made-up' } })).status).toBe(400);
    expect((await site.call('/api/auth/login/sso', { method: 'POST', json: { code: 'x'.repeat(43) } })).status).toBe(401);
    expect((await site.call('/api/auth/login/sso', { method: 'POST', json: {} })).status).toBe(400);
  });

  it('words its refusals in Arabic for a caller who asks for it: the code exchange and the refusal page', async () => {
    const site = app();
    const arabic = { 'accept-language': 'ar' };
    const invalid = await site.call('/api/auth/login/sso', { method: 'POST', json: { code: 'made-up' }, headers: arabic });
    expect(invalid.status).toBe(400);
    expect(invalid.body.error).toBe('BAD_USER_INPUT');
    expect(invalid.body.details).toEqual({ code: 'invalid' });
    expect(invalid.body.message).toBe('رمز تسجيل الدخول غير صالح');
    const expired = await site.call('/api/auth/login/sso', { method: 'POST', json: { code: 'x'.repeat(43) }, headers: { cookie: 'lang=ar' } });
    expect(expired.status).toBe(401);
    expect(expired.body.details).toEqual({ code: 'expired' });
    expect(expired.body.message).toBe('انتهت صلاحية تسجيل الدخول هذا أو سبق استخدامه: سجّل الدخول من جديد');

    const page = await site.request('/auth/oidc/callback?error=access_denied', { headers: arabic });
    expect(page.status).toBe(400);
    const html = await page.text();
    expect(html).toContain('<html lang="ar" dir="rtl">');
    expect(html).toContain('<h1>تعذّر تسجيل الدخول</h1>');
    expect(html).toContain('الرد الوارد من خدمة تسجيل الدخول ناقص: ابدأ من جديد.');
    expect(html).not.toContain('incomplete');
    // The way back is in both languages; English is the default.
    expect(html).toContain('Back to sign in');
    const english = await (await site.request('/auth/oidc/callback?error=access_denied')).text();
    expect(english).toContain('<h1>Sign-in failed</h1>');
    expect(english).toContain('The answer from the sign-in service is incomplete: start again.');
  });

  it('is off without OIDC_ISSUER: no button, and its pages are 404', async () => {
    const plain = createTestApp();
    apps.push(plain);
    expect((await plain.call('/api/auth/sso')).body.data).toEqual({ enabled: false, name: null, startPath: null });
    expect((await plain.request('/auth/oidc/start')).status).toBe(404);
  });
});
