import { randomBytes } from 'node:crypto';
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type AuthenticatorTransport,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server';
import { brand } from '../../../../web/src/brand.ts';
import { passkeyNameMaxLength, passkeyNameProblem } from '../../../../web/src/api/userRules.ts';
import type { Context } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { transaction } from '../../db/transaction.ts';
import type { Passkey, User } from '../../db/generated/client.ts';
import { apiError } from '../../errors.ts';
import { recordAudit } from '../audit.ts';
import { takeLimit, type Limit } from '../limits/rateLimit.ts';
import { inCallerLanguage } from './callerLanguage.ts';
import { requireViewer, requireViewerDuringSetup, sessionEnded } from './permissions.ts';
import { requireRecentAuthentication } from './reauthentication.ts';
import { reserveLoginAttempt, settleLoginAttempt } from './throttle.ts';
import { hashToken } from './tokens.ts';
import { secondFactorsKey, signInExpired } from './twoFactor.ts';

// Passkeys (WebAuthn, docs/security.md#passkeys): staff register them from their profile and sign in
// with one alone (a discoverable credential: no username), or as the second step after a password
// instead of an authenticator-app code. @simplewebauthn/server checks the signatures, origin and
// relying party; this module keeps the challenges (random, hashed, single-use, two minutes, bound to
// their ceremony), the signature counter, the throttle and the audit.

/** How long a ceremony may last between its options and its answer. */
export const passkeyChallengeMs = 2 * 60_000;
export const maxPasskeyNameLength = passkeyNameMaxLength;
/** A browser's answer is a few kilobytes; anything far larger is not one. */
export const maxResponseLength = 32_768;

type Ctx = Pick<Context, 'db' | 'viewer' | 'tokenRejected' | 'ip' | 'siteOrigin'> & Partial<Pick<Context, 'awaitingSecondFactor' | 'request'>>;
/** Who a refusal is worded for: the request carries the caller's language (none: English). */
type Caller = Partial<Pick<Context, 'request'>>;
type Ceremony = 'registration' | 'sign-in';

/**
 * The relying party: SITE_URL's host and origin; without SITE_URL (development, tests), localhost
 * and the origin the request came to.
 */
export function relyingParty(siteOrigin: string): { id: string; origin: string } {
  const url = new URL(siteOrigin);
  return { id: url.hostname, origin: url.origin };
}

/** The refusal of any answer that does not hold: what is wrong goes in `details.passkey`. */
export const passkeyRefused = (
  caller: Caller,
  reason: string,
  words = {
    en: 'That passkey could not be used. Try again, or use another way to sign in',
    ar: 'تعذّر استخدام مفتاح المرور هذا. حاول مرة أخرى، أو استخدم طريقة أخرى لتسجيل الدخول',
  },
) => apiError('BAD_USER_INPUT', inCallerLanguage(caller, words), { passkey: reason });

const signInRefused = (caller: Caller, reason: string) =>
  apiError(
    'UNAUTHENTICATED',
    inCallerLanguage(caller, { en: 'That passkey could not be used to sign in', ar: 'تعذّر استخدام مفتاح المرور هذا لتسجيل الدخول' }),
    { passkey: reason },
  );

const tooManySignIns = (caller: Caller) =>
  inCallerLanguage(caller, {
    en: 'Too many passkey sign-in attempts from your network. Please wait a few minutes and try again.',
    ar: 'محاولات كثيرة لتسجيل الدخول بمفتاح مرور من شبكتك. يُرجى الانتظار بضع دقائق ثم المحاولة مرة أخرى.',
  });

/** 256 random bits: the options carry them base64url, as the browser's clientDataJSON will. */
async function newChallenge(db: Db, ceremony: Ceremony, userId: number | null, signInChallengeId: number | null): Promise<Uint8Array<ArrayBuffer>> {
  const bytes = randomBytes(32);
  const challenge = bytes.toString('base64url');
  await db.passkeyChallenge.deleteMany({ where: { expiresAt: { lt: new Date() } } });
  await db.passkeyChallenge.create({
    data: { challengeHash: hashToken(challenge), ceremony, userId, signInChallengeId, expiresAt: new Date(Date.now() + passkeyChallengeMs) },
  });
  return Uint8Array.from(bytes);
}

/** A browser's answer, parsed from its JSON text, with the challenge its clientDataJSON signed; 400 when it is not one. */
function parseResponse<T extends RegistrationResponseJSON | AuthenticationResponseJSON>(
  caller: Caller,
  raw: unknown,
  kind: 'attestation' | 'assertion',
): { response: T; challenge: string } {
  const malformed = () =>
    passkeyRefused(
      caller,
      'malformed',
      kind === 'attestation'
        ? { en: 'That is not a passkey registration answer', ar: 'هذا ليس ردًّا صالحًا لتسجيل مفتاح مرور' }
        : { en: 'That is not a passkey sign-in answer', ar: 'هذا ليس ردًّا صالحًا لتسجيل الدخول بمفتاح مرور' },
    );
  if (typeof raw !== 'string' || !raw || raw.length > maxResponseLength) throw malformed();
  try {
    const response = JSON.parse(raw) as T;
    const inner = response?.response as { clientDataJSON?: unknown; attestationObject?: unknown; authenticatorData?: unknown; signature?: unknown };
    const ok =
      typeof response === 'object' &&
      typeof response.id === 'string' &&
      typeof response.rawId === 'string' &&
      response.type === 'public-key' &&
      typeof inner?.clientDataJSON === 'string' &&
      (kind === 'attestation'
        ? typeof inner.attestationObject === 'string'
        : typeof inner.authenticatorData === 'string' && typeof inner.signature === 'string');
    if (!ok) throw malformed();
    const clientData = JSON.parse(Buffer.from(inner.clientDataJSON as string, 'base64url').toString('utf8')) as { challenge?: unknown };
    if (typeof clientData?.challenge !== 'string' || clientData.challenge.length > 128) throw malformed();
    return { response, challenge: clientData.challenge };
  } catch {
    throw malformed();
  }
}

/** Spends the challenge an answer signed, once: of two answers to one challenge, one gets it. */
async function takeChallenge(db: Db, challenge: string, ceremony: Ceremony) {
  const record = await db.passkeyChallenge.findUnique({ where: { challengeHash: hashToken(challenge) } });
  if (!record || record.ceremony !== ceremony) return null;
  const { count } = await db.passkeyChallenge.deleteMany({ where: { id: record.id } });
  if (count !== 1 || record.expiresAt.getTime() <= Date.now()) return null;
  return record;
}

const transportsOf = (passkey: Pick<Passkey, 'transports'>) => (passkey.transports ? (passkey.transports.split(',') as AuthenticatorTransport[]) : undefined);

/** A passkey's name, trimmed, or a 400 naming the rule it breaks (web/src/api/userRules.ts). */
function cleanName(caller: Caller, raw: unknown): string {
  const name = typeof raw === 'string' ? raw.trim().replace(/\s+/g, ' ') : '';
  const problem = passkeyNameProblem(name);
  if (!problem) return name;
  const words = {
    required: { en: 'Give the passkey a name', ar: 'أعطِ مفتاح المرور اسمًا' },
    too_long: {
      en: `A passkey's name is at most ${maxPasskeyNameLength} characters`,
      ar: `لا يتجاوز اسم مفتاح المرور ${maxPasskeyNameLength} حرفًا`,
    },
    bidi_control: {
      en: 'A passkey’s name cannot contain control characters or characters that change the direction of text',
      ar: 'لا يمكن أن يحتوي اسم مفتاح المرور على محارف تحكّم أو محارف تغيّر اتجاه النص',
    },
  }[problem];
  throw apiError('BAD_USER_INPUT', inCallerLanguage(caller, words), { name: problem });
}

// ─── The profile: register, rename, remove ───────────────────────────────────────────────────────

export function passkeysOf(db: Db, userId: number): Promise<Passkey[]> {
  return db.passkey.findMany({ where: { userId }, orderBy: { id: 'asc' } });
}

/** The options for the browser to make a new passkey of the signed-in user (a discoverable credential, verified user). */
export async function startPasskeyRegistration(ctx: Ctx) {
  // A staff member the second-factor policy holds at setup may add a passkey as their factor. A new
  // passkey signs in and confirms it is you from then on: a stolen old session may not add its own.
  const viewer = requireRecentAuthentication(ctx, { duringSetup: true });
  const user = await ctx.db.user.findUniqueOrThrow({ where: { id: viewer.id } });
  const existing = await passkeysOf(ctx.db, user.id);
  const rp = relyingParty(ctx.siteOrigin);
  const options = await generateRegistrationOptions({
    rpName: brand.name.en,
    rpID: rp.id,
    userName: user.username,
    userDisplayName: user.displayName || user.username,
    // The user handle is the account's id: no name or address travels in it.
    userID: new TextEncoder().encode(String(user.id)),
    challenge: await newChallenge(ctx.db, 'registration', user.id, null),
    timeout: passkeyChallengeMs,
    attestationType: 'none',
    excludeCredentials: existing.map((passkey) => ({ id: passkey.credentialId, transports: transportsOf(passkey) })),
    authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
    supportedAlgorithmIDs: [-7, -257],
  });
  return JSON.stringify(options);
}

/** Keeps the new passkey the browser answered with, under its name. */
export async function finishPasskeyRegistration(ctx: Ctx, input: { name: unknown; response: unknown }): Promise<Passkey> {
  const viewer = requireViewerDuringSetup(ctx);
  const name = cleanName(ctx, input.name);
  const { response, challenge } = parseResponse<RegistrationResponseJSON>(ctx, input.response, 'attestation');
  const record = await takeChallenge(ctx.db, challenge, 'registration');
  if (!record || record.userId !== viewer.id) {
    throw passkeyRefused(ctx, 'expired', {
      en: 'This passkey setup has expired or was already used. Start again',
      ar: 'انتهت صلاحية إعداد مفتاح المرور هذا أو سبق استخدامه. ابدأ من جديد',
    });
  }
  const rp = relyingParty(ctx.siteOrigin);
  let verified;
  try {
    verified = await verifyRegistrationResponse({
      response,
      expectedChallenge: challenge,
      expectedOrigin: rp.origin,
      expectedRPID: rp.id,
      requireUserVerification: true,
    });
  } catch {
    throw passkeyRefused(ctx, 'invalid');
  }
  if (!verified.verified) throw passkeyRefused(ctx, 'invalid');
  const { credential } = verified.registrationInfo;
  if (await ctx.db.passkey.findUnique({ where: { credentialId: credential.id } })) {
    throw passkeyRefused(ctx, 'taken', { en: 'This passkey is already registered', ar: 'مفتاح المرور هذا مسجّل بالفعل' });
  }
  const passkey = await transaction(
    ctx.db,
    async (tx) => {
      // An admin's reset of this user's factors ends their sessions: a registration it overlapped adds nothing.
      if (!(await tx.session.findUnique({ where: { id: viewer.sessionId }, select: { id: true } }))) throw sessionEnded(ctx);
      return tx.passkey.create({
        data: {
          userId: viewer.id,
          credentialId: credential.id,
          publicKey: Buffer.from(credential.publicKey),
          counter: BigInt(credential.counter),
          transports: (credential.transports ?? []).join(','),
          name,
        },
      });
    },
    { serialKey: secondFactorsKey(viewer.id) },
  );
  await recordAudit(ctx.db, { action: 'user.passkey_added', actorId: viewer.id, target: `user:${viewer.id}`, ip: ctx.ip, detail: { passkey: name } });
  return passkey;
}

async function ownPasskey(ctx: Ctx, id: number): Promise<Passkey> {
  const viewer = requireViewer(ctx);
  const passkey = await ctx.db.passkey.findUnique({ where: { id } });
  // Another's passkey is as unknown as one that never was.
  if (!passkey || passkey.userId !== viewer.id) throw apiError('NOT_FOUND', inCallerLanguage(ctx, { en: 'Passkey not found', ar: 'لم يُعثر على مفتاح المرور' }));
  return passkey;
}

export async function renamePasskey(ctx: Ctx, id: number, rawName: unknown): Promise<Passkey> {
  const passkey = await ownPasskey(ctx, id);
  return ctx.db.passkey.update({ where: { id: passkey.id }, data: { name: cleanName(ctx, rawName) } });
}

/** Removes one of one's own passkeys: it cannot sign in again. Audited. */
export async function removePasskey(ctx: Ctx, id: number): Promise<void> {
  const passkey = await ownPasskey(ctx, id);
  // Turning a factor off: a session left open on a shared computer cannot strip it (reauthentication.ts).
  requireRecentAuthentication(ctx);
  await ctx.db.passkey.deleteMany({ where: { id: passkey.id } });
  await recordAudit(ctx.db, {
    action: 'user.passkey_removed',
    actorId: passkey.userId,
    target: `user:${passkey.userId}`,
    ip: ctx.ip,
    detail: { passkey: passkey.name },
  });
}

// ─── Sign-in ─────────────────────────────────────────────────────────────────────────────────────

/**
 * Challenges for signing in with a passkey from one address: each is a row until it is used or
 * expires, and anyone may ask, so an address asking faster than a person signs in is refused (429).
 */
export const passkeySignInLimit: Limit = { name: 'passkey sign-in challenges from an address', max: 30, windowMs: 10 * 60_000 };

/**
 * The options for signing in with a passkey: any discoverable passkey of this site, or, with the
 * challenge of a right password (`signInChallenge`), one of that account's passkeys.
 */
export async function startPasskeySignIn(ctx: Pick<Context, 'db' | 'ip' | 'siteOrigin'> & Caller, signInChallenge?: string | null) {
  await takeLimit(ctx.db, passkeySignInLimit, ctx.ip, tooManySignIns(ctx));
  let userId: number | null = null;
  let signInChallengeId: number | null = null;
  let allowCredentials: { id: string; transports?: AuthenticatorTransport[] }[] = [];
  if (signInChallenge) {
    const expired = () => signInExpired(ctx);
    if (signInChallenge.length > 128) throw expired();
    const pending = await ctx.db.signInChallenge.findUnique({ where: { tokenHash: hashToken(signInChallenge) } });
    if (!pending || pending.expiresAt.getTime() <= Date.now()) throw expired();
    userId = pending.userId;
    signInChallengeId = pending.id;
    allowCredentials = (await passkeysOf(ctx.db, userId)).map((passkey) => ({ id: passkey.credentialId, transports: transportsOf(passkey) }));
    if (!allowCredentials.length) {
      throw apiError(
        'CONFLICT',
        inCallerLanguage(ctx, { en: 'This account has no passkey: enter a code instead', ar: 'لا يوجد مفتاح مرور لهذا الحساب: أدخل رمزًا بدلًا من ذلك' }),
        { passkey: 'none' },
      );
    }
  }
  const options = await generateAuthenticationOptions({
    rpID: relyingParty(ctx.siteOrigin).id,
    challenge: await newChallenge(ctx.db, 'sign-in', userId, signInChallengeId),
    timeout: passkeyChallengeMs,
    userVerification: 'required',
    allowCredentials,
  });
  return JSON.stringify(options);
}

/**
 * The options for confirming it is you with a passkey (re-authentication): one of the signed-in
 * staff member's own passkeys answers, under the same limit as signing in.
 */
export async function startPasskeyConfirmation(ctx: Pick<Context, 'db' | 'ip' | 'siteOrigin' | 'viewer' | 'tokenRejected'> & Caller) {
  const viewer = requireViewer(ctx);
  await takeLimit(ctx.db, passkeySignInLimit, ctx.ip, tooManySignIns(ctx));
  const allowCredentials = (await passkeysOf(ctx.db, viewer.id)).map((passkey) => ({ id: passkey.credentialId, transports: transportsOf(passkey) }));
  if (!allowCredentials.length) {
    throw apiError(
      'CONFLICT',
      inCallerLanguage(ctx, {
        en: 'You have no passkey: confirm with your password or a code instead',
        ar: 'ليس لديك مفتاح مرور: أكّد هويتك بكلمة المرور أو برمز بدلًا من ذلك',
      }),
      { passkey: 'none' },
    );
  }
  const options = await generateAuthenticationOptions({
    rpID: relyingParty(ctx.siteOrigin).id,
    challenge: await newChallenge(ctx.db, 'sign-in', viewer.id, null),
    timeout: passkeyChallengeMs,
    userVerification: 'required',
    allowCredentials,
  });
  return JSON.stringify(options);
}

/**
 * Checks a passkey's answer for signing in, under the sign-in throttle (a failure counts like a
 * wrong password), and answers its user. A counter that does not move forward is a cloned
 * authenticator: refused and audited. A removed passkey is unknown.
 */
export async function answerPasskeySignIn(ctx: Pick<Context, 'db' | 'ip' | 'siteOrigin'> & Caller, rawResponse: unknown): Promise<User> {
  const { response, challenge } = parseResponse<AuthenticationResponseJSON>(ctx, rawResponse, 'assertion');
  const passkey = await ctx.db.passkey.findUnique({ where: { credentialId: response.id }, include: { user: true } });
  // Unknown passkeys count against the address alone (no account to count against).
  const attempt = await reserveLoginAttempt(ctx.db, passkey?.user.username ?? '(unknown passkey)', ctx.ip);
  const fail = async (reason: string, detail: Record<string, unknown> = {}) => {
    await settleLoginAttempt(ctx.db, attempt, false);
    await recordAudit(ctx.db, {
      action: 'auth.login_failed',
      actorId: null,
      target: passkey?.user.username ?? '',
      ip: ctx.ip,
      detail: { passkey: reason, ...detail },
    });
    return signInRefused(ctx, reason);
  };
  const record = await takeChallenge(ctx.db, challenge, 'sign-in');
  if (!record) throw await fail('expired');
  if (!passkey || !passkey.user.active) throw await fail('unknown');
  // A second step answers only for the account whose password was given.
  if (record.userId !== null && record.userId !== passkey.userId) throw await fail('unknown');
  const rp = relyingParty(ctx.siteOrigin);
  let info;
  try {
    const verified = await verifyAuthenticationResponse({
      response,
      expectedChallenge: challenge,
      expectedOrigin: rp.origin,
      expectedRPID: rp.id,
      // The counter is compared below, after the signature holds, so a clone is told from a forgery.
      credential: { id: passkey.credentialId, publicKey: new Uint8Array(passkey.publicKey), counter: 0, transports: transportsOf(passkey) },
      requireUserVerification: true,
    });
    if (!verified.verified) throw new Error('not verified');
    info = verified.authenticationInfo;
  } catch {
    throw await fail('invalid');
  }
  const newCounter = BigInt(info.newCounter);
  if ((newCounter > 0n || passkey.counter > 0n) && newCounter <= passkey.counter) {
    await recordAudit(ctx.db, {
      action: 'auth.passkey_cloned',
      actorId: null,
      target: `user:${passkey.userId}`,
      ip: ctx.ip,
      detail: { passkey: passkey.name, storedCounter: Number(passkey.counter), givenCounter: info.newCounter },
    });
    throw await fail('cloned');
  }
  // Compare-and-swap: of two answers with one counter, one moves it.
  const { count } = await ctx.db.passkey.updateMany({
    where: { id: passkey.id, counter: passkey.counter },
    data: { counter: newCounter, lastUsedAt: new Date() },
  });
  if (count !== 1) throw await fail('cloned');
  if (record.signInChallengeId !== null) await ctx.db.signInChallenge.deleteMany({ where: { id: record.signInChallengeId } });
  await settleLoginAttempt(ctx.db, attempt, true);
  return passkey.user;
}
