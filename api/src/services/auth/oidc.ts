import { randomBytes } from 'node:crypto';
import * as client from 'openid-client';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { apiError } from '../../errors.ts';
import { isContactEmail } from '../../../../web/src/api/contactRules.ts';
import { displayNameFrom } from '../users.ts';
import { cookieValue } from '../../../../web/src/api/cookies.ts';
import { usernamePattern } from '../../../../web/src/api/userRules.ts';
import { recordAudit } from '../audit.ts';
import { generatePassword, hashPassword } from '../passwords.ts';
import { takeLimit, type Limit } from '../limits/rateLimit.ts';
import type { Language } from '../../../../web/src/i18n/languages.ts';
import { callerLanguage, inCallerLanguage } from './callerLanguage.ts';
import { startSession, type SignInContext } from './login.ts';
import { hashToken } from './tokens.ts';

// Single sign-on through the company's OpenID Connect provider (docs/security.md#single-sign-on):
// the authorization code flow with PKCE, its state bound to the browser that started it (a cookie),
// its nonce and the ID token (signature, issuer, audience, expiry) checked by openid-client. The
// provider's answer never carries a session: the panel exchanges a one-time code for one, so no
// token is ever in an address or a log.

export type OidcConfig = Pick<
  Config,
  'OIDC_ISSUER' | 'OIDC_CLIENT_ID' | 'OIDC_CLIENT_SECRET' | 'OIDC_ALLOWED_DOMAINS' | 'OIDC_GROUPS_CLAIM' | 'OIDC_ROLES' | 'OIDC_NAME'
>;

export const oidcPaths = { start: '/auth/oidc/start', callback: '/auth/oidc/callback' } as const;
export const oidcCookie = 'sovra_oidc';
const startTtlMs = 10 * 60_000;
const exchangeTtlMs = 60_000;

/** Sign-ins started from one address: each is a row until it ends or expires, and anyone may start one. */
export const singleSignOnStartLimit: Limit = { name: 'single sign-ons started from an address', max: 30, windowMs: 10 * 60_000 };

/**
 * Why a sign-in through the provider failed, for the page that says so in the caller's language
 * (`words`; the message is the English): refused (4xx) and logged without secrets.
 */
export class OidcRefusal extends Error {
  readonly words: Record<Language, string>;
  constructor(
    readonly code: 'missing' | 'expired' | 'browser' | 'provider' | 'denied' | 'domain' | 'no_role' | 'inactive' | 'unavailable',
    message: string,
    arabic: string,
  ) {
    super(message);
    this.words = { en: message, ar: arabic };
  }
}

export interface OidcClient {
  readonly name: string;
  /** Where to send the browser, and the cookie binding the sign-in to it. */
  start(db: Db, siteOrigin: string, ip: string): Promise<{ location: string; cookie: string }>;
  /** Checks the provider's answer; the address of the panel with the one-time code to exchange. */
  finish(db: Db, callback: URL, cookieHeader: string | null, ip: string): Promise<string>;
}

/** The provider's metadata, read once (and again after a failure); tests give `options.execute` for a plain-http provider on loopback. */
export function createOidcClient(config: OidcConfig, options: { clockSkewSeconds?: number; customFetch?: typeof fetch } = {}): OidcClient | null {
  const issuer = config.OIDC_ISSUER;
  if (!issuer) return null;
  const url = new URL(issuer);
  const loopback = url.protocol === 'http:' && ['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname);
  let discovered: Promise<client.Configuration> | null = null;
  const discover = () => {
    const fetcher = options.customFetch as client.CustomFetch | undefined;
    discovered ??= client
      .discovery(
        url,
        config.OIDC_CLIENT_ID!,
        { client_secret: config.OIDC_CLIENT_SECRET!, ...(options.clockSkewSeconds ? { [client.clockSkew]: options.clockSkewSeconds } : {}) },
        undefined,
        { execute: loopback ? [client.allowInsecureRequests] : [], ...(fetcher ? { [client.customFetch]: fetcher } : {}) },
      )
      .then((found) => {
        if (fetcher) found[client.customFetch] = fetcher;
        return found;
      })
      .catch((error: unknown) => {
        discovered = null;
        throw error;
      });
    return discovered;
  };
  const unavailable = () =>
    new OidcRefusal(
      'unavailable',
      'The sign-in service cannot be reached now. Try again in a minute.',
      'تتعذّر الآن الاتصال بخدمة تسجيل الدخول. حاول مرة أخرى بعد دقيقة.',
    );

  return {
    name: config.OIDC_NAME,
    async start(db, siteOrigin, ip) {
      await takeLimit(db, singleSignOnStartLimit, ip, 'Too many sign-ins started from your network. Please wait a few minutes and try again.');
      const found = await discover().catch(() => {
        throw unavailable();
      });
      const state = client.randomState();
      const nonce = client.randomNonce();
      const codeVerifier = client.randomPKCECodeVerifier();
      const browser = randomBytes(32).toString('base64url');
      await db.oidcSignIn.deleteMany({ where: { expiresAt: { lt: new Date() } } });
      await db.oidcSignIn.create({
        data: { stateHash: hashToken(state), browserHash: hashToken(browser), nonce, codeVerifier, expiresAt: new Date(Date.now() + startTtlMs) },
      });
      const location = client.buildAuthorizationUrl(found, {
        redirect_uri: `${siteOrigin}${oidcPaths.callback}`,
        scope: 'openid email profile',
        code_challenge: await client.calculatePKCECodeChallenge(codeVerifier),
        code_challenge_method: 'S256',
        state,
        nonce,
      });
      const secure = siteOrigin.startsWith('https:') ? '; Secure' : '';
      return { location: location.href, cookie: `${oidcCookie}=${browser}; Path=/auth/oidc; HttpOnly; SameSite=Lax; Max-Age=${startTtlMs / 1000}${secure}` };
    },

    async finish(db, callback, cookieHeader, ip) {
      const state = callback.searchParams.get('state');
      if (!state)
        throw new OidcRefusal(
          'missing',
          'The answer from the sign-in service is incomplete: start again.',
          'الرد الوارد من خدمة تسجيل الدخول ناقص: ابدأ من جديد.',
        );
      // Good once: a replayed or second answer finds nothing.
      const started = await db.oidcSignIn.findUnique({ where: { stateHash: hashToken(state) } });
      if (!started || started.userId !== null)
        throw new OidcRefusal(
          'expired',
          'This sign-in is not one this site started, or it was used already: start again.',
          'لم يبدأ هذا الموقع عملية تسجيل الدخول هذه، أو سبق استخدامها: ابدأ من جديد.',
        );
      await db.oidcSignIn.delete({ where: { id: started.id } });
      if (started.expiresAt.getTime() < Date.now())
        throw new OidcRefusal('expired', 'This sign-in took too long: start again.', 'استغرق تسجيل الدخول هذا وقتًا طويلًا: ابدأ من جديد.');
      const browser = cookieValue(cookieHeader, oidcCookie);
      if (!browser || hashToken(browser) !== started.browserHash) {
        throw new OidcRefusal(
          'browser',
          'This sign-in was started in another browser: start again here.',
          'بدأت عملية تسجيل الدخول هذه في متصفح آخر: ابدأ من جديد هنا.',
        );
      }
      if (callback.searchParams.get('error'))
        throw new OidcRefusal('denied', 'The sign-in service did not sign you in.', 'لم تُتمّ خدمة تسجيل الدخول تسجيل دخولك.');
      if (!callback.searchParams.get('code'))
        throw new OidcRefusal(
          'missing',
          'The answer from the sign-in service is incomplete: start again.',
          'الرد الوارد من خدمة تسجيل الدخول ناقص: ابدأ من جديد.',
        );
      const found = await discover().catch(() => {
        throw unavailable();
      });
      let claims: Record<string, unknown>;
      try {
        const tokens = await client.authorizationCodeGrant(found, callback, {
          pkceCodeVerifier: started.codeVerifier,
          expectedState: state,
          expectedNonce: started.nonce,
          idTokenExpected: true,
        });
        const idToken = tokens.claims()!;
        // Providers that keep the email and groups out of the ID token give them at the userinfo endpoint (its subject checked).
        const userInfo = idToken.email === undefined ? await client.fetchUserInfo(found, tokens.access_token, idToken.sub) : {};
        claims = { ...userInfo, ...idToken };
      } catch {
        throw new OidcRefusal(
          'provider',
          'The sign-in service’s answer did not check out, so you were not signed in.',
          'تعذّر التحقق من رد خدمة تسجيل الدخول، لذا لم يتم تسجيل دخولك.',
        );
      }
      const email = typeof claims.email === 'string' ? claims.email.trim().toLowerCase() : '';
      // One address, one @: the domain is what follows it (`a@allowed.example@evil.example` is no address).
      const domain = isContactEmail(email) ? email.slice(email.lastIndexOf('@') + 1) : '';
      // Unverified is refused in any form (`false`, or the text "false" some providers send); most leave it out.
      const verified = claims.email_verified === undefined || claims.email_verified === true || claims.email_verified === 'true';
      if (!domain || !verified || !config.OIDC_ALLOWED_DOMAINS.includes(domain)) {
        await recordAudit(db, { action: 'auth.login_failed', actorId: null, target: 'sso', ip, detail: { reason: 'domain' } });
        throw new OidcRefusal(
          'domain',
          'Your account’s email address is not one of the domains allowed to sign in here.',
          'عنوان البريد الإلكتروني لحسابك لا ينتمي إلى النطاقات المسموح لها بتسجيل الدخول هنا.',
        );
      }
      const user = await accountFor(db, config, email, claims);
      const code = randomBytes(32).toString('base64url');
      await db.oidcSignIn.create({
        data: {
          stateHash: hashToken(`exchange:${code}`),
          browserHash: started.browserHash,
          nonce: '',
          codeVerifier: '',
          userId: user.id,
          exchangeHash: hashToken(code),
          expiresAt: new Date(Date.now() + exchangeTtlMs),
        },
      });
      return `/admin#sso=${code}`;
    },
  };
}

/**
 * The staff account of a person the provider signed in, who must be in a group allowed to sign in
 * (even for an account that exists: someone the company took out of the groups is refused): theirs
 * by email, else a new one with the group's role.
 */
async function accountFor(db: Db, config: OidcConfig, email: string, claims: Record<string, unknown>) {
  const groups = claims[config.OIDC_GROUPS_CLAIM];
  const held = new Set(Array.isArray(groups) ? groups.filter((group): group is string => typeof group === 'string') : []);
  const role = config.OIDC_ROLES.find(({ group }) => group === '*' || held.has(group))?.role;
  if (!role)
    throw new OidcRefusal(
      'no_role',
      'Your account is in no group allowed to sign in here: ask an administrator.',
      'حسابك ليس ضمن أي مجموعة مسموح لها بتسجيل الدخول هنا: تواصل مع أحد المسؤولين.',
    );
  const existing = await db.user.findUnique({ where: { email } });
  if (existing) {
    if (!existing.active)
      throw new OidcRefusal(
        'inactive',
        'Your staff account here is deactivated: ask an administrator.',
        'حساب الموظف الخاص بك هنا معطَّل: تواصل مع أحد المسؤولين.',
      );
    return existing;
  }
  const local = email
    .split('@')[0]
    .replace(/[^a-z0-9._-]/g, '')
    .slice(0, 24);
  let username = usernamePattern.test(local) ? local : `staff-${randomBytes(3).toString('hex')}`;
  if (await db.user.findUnique({ where: { username }, select: { id: true } })) username = `${username.slice(0, 23)}-${randomBytes(4).toString('hex')}`;
  // The provider's name when the rules for display names here take it (no control or direction characters), else the address.
  const name = displayNameFrom(claims.name) ?? email;
  const user = await db.user.create({
    // A password nobody knows: this account signs in through the provider (an admin may set one).
    data: { username, email, displayName: name, role, passwordHash: await hashPassword(generatePassword()) },
  });
  await recordAudit(db, { action: 'user.created', actorId: null, target: `user:${user.id}`, detail: { via: 'sso', role } });
  return user;
}

/** The panel's half: the one-time code from the provider's sign-in, for a session (anyone; good once, for a minute). */
export async function signInWithSingleSignOn(ctx: SignInContext, rawCode: unknown) {
  const code = typeof rawCode === 'string' ? rawCode.trim() : '';
  if (!code) {
    throw apiError('BAD_USER_INPUT', inCallerLanguage(ctx, { en: 'The sign-in code is missing', ar: 'رمز تسجيل الدخول مفقود' }), { code: 'required' });
  }
  // 32 random bytes in base64url, as finish() makes them: anything else was never one.
  if (!/^[\w-]{43}$/.test(code)) {
    throw apiError('BAD_USER_INPUT', inCallerLanguage(ctx, { en: 'The sign-in code is not valid', ar: 'رمز تسجيل الدخول غير صالح' }), { code: 'invalid' });
  }
  const expired = () =>
    apiError(
      'UNAUTHENTICATED',
      inCallerLanguage(ctx, {
        en: 'This sign-in has expired or was used already: sign in again',
        ar: 'انتهت صلاحية تسجيل الدخول هذا أو سبق استخدامه: سجّل الدخول من جديد',
      }),
      { code: 'expired' },
    );
  const found = await ctx.db.oidcSignIn.findUnique({ where: { exchangeHash: hashToken(code) } });
  // Good once: whoever claims it first, and no one after.
  const claimed = found ? (await ctx.db.oidcSignIn.deleteMany({ where: { id: found.id } })).count : 0;
  if (!found || !claimed || found.expiresAt.getTime() < Date.now() || found.userId === null) {
    throw expired();
  }
  const user = await ctx.db.user.findUnique({ where: { id: found.userId } });
  if (!user?.active) throw expired();
  return startSession(ctx, user);
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/**
 * The page a refused single sign-on shows, in the caller's language (as `callerLanguage` picks it):
 * why, as the server says it, and the way back in both languages.
 */
export function singleSignOnProblemPage(request: Request, reason: Record<Language, string>): string {
  const language = callerLanguage({ request });
  const title = { en: 'Sign-in failed', ar: 'تعذّر تسجيل الدخول' }[language];
  return `<!doctype html><html lang="${language}" dir="${language === 'ar' ? 'rtl' : 'ltr'}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${title}</title></head>
<body style="font-family:system-ui,sans-serif;max-width:36rem;margin:4rem auto;padding:0 1rem;line-height:1.5">
<h1>${title}</h1><p>${escapeHtml(reason[language])}</p>
<p><a href="/admin" lang="en" dir="ltr">Back to sign in</a> · <a href="/admin" lang="ar" dir="rtl">العودة إلى تسجيل الدخول</a></p></body></html>`;
}
