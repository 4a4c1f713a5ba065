import { createHash, randomBytes } from 'node:crypto';
import QRCode from 'qrcode';
import { brand } from '../../../../web/src/brand.ts';
import type { Context } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { transaction, type Tx } from '../../db/transaction.ts';
import type { User } from '../../db/generated/client.ts';
import { apiError } from '../../errors.ts';
import { recordAudit } from '../audit.ts';
import { inCallerLanguage } from './callerLanguage.ts';
import { requireAdmin, requireViewer, requireViewerDuringSetup, userNotFound } from './permissions.ts';
import { requireIdentity, requireRecentAuthentication, type IdentityProof } from './reauthentication.ts';
import { reserveLoginAttempt, settleLoginAttempt } from './throttle.ts';
import { base32Encode, generateTotpSecret, matchingStep, otpauthUri } from './totp.ts';
import { generateToken, hashToken } from './tokens.ts';

// Two-factor sign-in with an authenticator app (docs/security.md#two-factor-sign-in): setup and
// its first code, recovery codes, turning it off, an admin's reset, and checking a code. Every
// code checked counts in the sign-in throttle, as a password does.

export const recoveryCodeCount = 10;
/** How long the step between a right password and a code may last. */
export const challengeMs = 5 * 60_000;

type Ctx = Pick<Context, 'db' | 'viewer' | 'tokenRejected' | 'ip' | 'request' | 'awaitingSecondFactor' | 'siteOrigin'>;

/** A recovery code: 80 random bits, base32 in four groups of four (XXXX-XXXX-XXXX-XXXX). */
function generateRecoveryCode(): string {
  return base32Encode(randomBytes(10)).match(/.{4}/g)!.join('-');
}

/** Letter case, spaces and dashes do not matter in a recovery code. */
function normalizedRecoveryCode(code: string): string {
  return code.replace(/[\s-]/g, '').toUpperCase();
}

// 80 random bits make guessing from the hash hopeless, so a fast hash is enough (as for tokens).
const hashRecoveryCode = (code: string) => createHash('sha256').update(normalizedRecoveryCode(code)).digest('hex');

export type CodeKind = { kind: 'totp'; code: string } | { kind: 'recovery'; code: string };

/** Who a refusal is worded for: the request carries the caller's language (none: English). */
type Caller = Partial<Pick<Context, 'request'>>;

/** What a typed code is: six digits, a recovery code, or a clear 400 (in the caller's language) that changes nothing. */
export function parseCode(raw: unknown, allowRecovery: boolean, caller: Caller = {}): CodeKind {
  const text = typeof raw === 'string' ? raw.replace(/\s/g, '') : '';
  if (/^\d{6}$/.test(text)) return { kind: 'totp', code: text };
  if (allowRecovery && /^[A-Za-z2-7]{16}$/.test(normalizedRecoveryCode(text))) return { kind: 'recovery', code: text };
  throw apiError(
    'BAD_USER_INPUT',
    allowRecovery
      ? inCallerLanguage(caller, {
          en: 'Enter the 6-digit code from your authenticator app, or a recovery code',
          ar: 'أدخل الرمز المكوّن من 6 أرقام من تطبيق المصادقة، أو أحد رموز الاسترداد',
        })
      : inCallerLanguage(caller, { en: 'Enter the 6-digit code from your authenticator app', ar: 'أدخل الرمز المكوّن من 6 أرقام من تطبيق المصادقة' }),
    { code: text ? 'invalid' : 'required' },
  );
}

async function findUser(ctx: Pick<Context, 'db'> & Partial<Pick<Context, 'request'>>, id: number): Promise<User> {
  const user = await ctx.db.user.findUnique({ where: { id } });
  if (!user) throw userNotFound(ctx);
  return user;
}

/**
 * Takes a code of `user` once: a TOTP code moves the last used time step forward (compare-and-swap,
 * so the same code twice, even at once, is taken once); a recovery code is marked used.
 */
async function takeCode(db: Db, user: User, code: CodeKind): Promise<boolean> {
  if (code.kind === 'recovery') {
    const { count } = await db.recoveryCode.updateMany({
      where: { userId: user.id, codeHash: hashRecoveryCode(code.code), usedAt: null },
      data: { usedAt: new Date() },
    });
    return count === 1;
  }
  if (!user.totpSecret) return false;
  const step = matchingStep(user.totpSecret, code.code, Date.now(), user.totpLastStep);
  if (step === null) return false;
  const { count } = await db.user.updateMany({
    where: { id: user.id, totpSecret: user.totpSecret, OR: [{ totpLastStep: null }, { totpLastStep: { lt: step } }] },
    data: { totpLastStep: step },
  });
  return count === 1;
}

/** Checks a code under the sign-in throttle: a wrong or used one is a failure like a wrong password. */
export async function checkSecondFactorCode(db: Db, user: User, ip: string, code: CodeKind): Promise<boolean> {
  const attempt = await reserveLoginAttempt(db, user.username, ip);
  const valid = await takeCode(db, user, code);
  await settleLoginAttempt(db, attempt, valid);
  return valid;
}

async function replaceRecoveryCodes(db: Db, userId: number): Promise<string[]> {
  const codes = Array.from({ length: recoveryCodeCount }, generateRecoveryCode);
  await db.$transaction([
    db.recoveryCode.deleteMany({ where: { userId } }),
    db.recoveryCode.createMany({ data: codes.map((code) => ({ userId, codeHash: hashRecoveryCode(code) })) }),
  ]);
  return codes;
}

/** Turns authenticator-app codes off, inside the caller's transaction: the secret, its last step, recovery codes, pending sign-ins. */
async function clearTotp(tx: Tx, userId: number): Promise<void> {
  await tx.user.update({ where: { id: userId }, data: { totpSecret: null, totpEnabledAt: null, totpLastStep: null } });
  await tx.recoveryCode.deleteMany({ where: { userId } });
  await tx.signInChallenge.deleteMany({ where: { userId } });
}

/** A user's second factors change one writer at a time: a reset, and a passkey being added (passkeys.ts). */
export const secondFactorsKey = (userId: number) => `second-factors:${userId}`;

/**
 * Clears every second factor of a user (an admin's reset, the command line): codes and passkeys, and
 * with `endSessions` every session, in one transaction. A passkey's registration runs before it (and
 * its passkey goes) or after it (and finds its session ended): none survives the reset.
 */
export async function clearSecondFactors(db: Db, userId: number, options: { endSessions?: boolean } = {}): Promise<void> {
  await transaction(
    db,
    async (tx) => {
      if (options.endSessions) await tx.session.deleteMany({ where: { userId } });
      await clearTotp(tx, userId);
      await tx.passkey.deleteMany({ where: { userId } });
      await tx.passkeyChallenge.deleteMany({ where: { userId } });
    },
    { serialKey: secondFactorsKey(userId) },
  );
}

// ─── Setup ───────────────────────────────────────────────────────────────────────────────────────

/**
 * Starts turning codes on: a new secret (replacing an unconfirmed one), its otpauth address, QR
 * code and manual key. Shown this once; nothing is on until `confirmTotpSetup` gets a right code.
 */
export async function startTotpSetup(ctx: Ctx) {
  // A new factor would confirm it is you from then on: a stolen old session may not add its own.
  const viewer = requireRecentAuthentication(ctx, { duringSetup: true });
  const user = await findUser(ctx, viewer.id);
  if (user.totpEnabledAt) {
    throw apiError(
      'CONFLICT',
      inCallerLanguage(ctx, {
        en: 'Authenticator-app codes are already on: turn them off first to set up another app',
        ar: 'رموز تطبيق المصادقة مفعّلة بالفعل: أوقفها أولًا لإعداد تطبيق آخر',
      }),
    );
  }
  const secret = generateTotpSecret();
  await ctx.db.user.update({ where: { id: user.id }, data: { totpSecret: secret, totpLastStep: null } });
  const uri = otpauthUri(secret, brand.name.en, user.username);
  const svg = await QRCode.toString(uri, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
  return { secret, otpauthUri: uri, qrCodeSvg: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}` };
}

/** Turns codes on after a first right code, and answers the ten recovery codes (shown once). */
export async function confirmTotpSetup(ctx: Ctx, rawCode: unknown) {
  const viewer = requireViewerDuringSetup(ctx);
  const code = parseCode(rawCode, false, ctx);
  const user = await findUser(ctx, viewer.id);
  if (user.totpEnabledAt)
    throw apiError('CONFLICT', inCallerLanguage(ctx, { en: 'Authenticator-app codes are already on', ar: 'رموز تطبيق المصادقة مفعّلة بالفعل' }));
  if (!user.totpSecret) {
    throw apiError(
      'CONFLICT',
      inCallerLanguage(ctx, { en: 'Start the setup first: there is no new key to confirm', ar: 'ابدأ الإعداد أولًا: لا يوجد مفتاح جديد لتأكيده' }),
    );
  }
  if (!(await checkSecondFactorCode(ctx.db, user, ctx.ip, code))) throw wrongCode(ctx);
  // Turned on once: two right codes sent at once (this step's and the last) answer recovery codes once.
  const turnedOn = await ctx.db.user.updateMany({
    where: { id: user.id, totpEnabledAt: null, totpSecret: user.totpSecret },
    data: { totpEnabledAt: new Date() },
  });
  if (turnedOn.count !== 1) {
    throw apiError('CONFLICT', inCallerLanguage(ctx, { en: 'Authenticator-app codes are already on', ar: 'رموز تطبيق المصادقة مفعّلة بالفعل' }));
  }
  const recoveryCodes = await replaceRecoveryCodes(ctx.db, user.id);
  await recordAudit(ctx.db, { action: 'user.two_factor_enabled', actorId: user.id, target: `user:${user.id}`, ip: ctx.ip });
  return { recoveryCodes, user: await findUser(ctx, user.id) };
}

/** A wrong or used code: 400 on the profile, 401 at sign-in (like a wrong password). */
export const wrongCode = (caller: Caller, atSignIn = false) =>
  apiError(
    atSignIn ? 'UNAUTHENTICATED' : 'BAD_USER_INPUT',
    inCallerLanguage(caller, {
      en: 'That code is not right, or was already used. Try the next one',
      ar: 'هذا الرمز غير صحيح أو سبق استخدامه. جرّب الرمز التالي',
    }),
    { code: 'incorrect' },
  );

/** A sign-in step that timed out, was spent, or never was: sign in again. */
export const signInExpired = (caller: Caller) =>
  apiError(
    'UNAUTHENTICATED',
    inCallerLanguage(caller, { en: 'This sign-in has expired. Please sign in again.', ar: 'انتهت صلاحية تسجيل الدخول هذا. يُرجى تسجيل الدخول من جديد.' }),
    { challenge: 'expired' },
  );

async function requireTotpOn(ctx: Ctx): Promise<User> {
  const user = await findUser(ctx, requireViewer(ctx).id);
  if (!user.totpEnabledAt) {
    throw apiError(
      'CONFLICT',
      inCallerLanguage(ctx, { en: 'Authenticator-app codes are not on for your account', ar: 'رموز تطبيق المصادقة غير مفعّلة لحسابك' }),
    );
  }
  return user;
}

/** New recovery codes (the old ones stop working), after re-authentication (services/auth/reauthentication.ts). */
export async function regenerateRecoveryCodes(ctx: Ctx, proof: IdentityProof) {
  const user = await requireTotpOn(ctx);
  await requireIdentity(ctx, proof);
  const recoveryCodes = await replaceRecoveryCodes(ctx.db, user.id);
  await recordAudit(ctx.db, { action: 'user.recovery_codes_regenerated', actorId: user.id, target: `user:${user.id}`, ip: ctx.ip });
  return { recoveryCodes, user: await findUser(ctx, user.id) };
}

/** Turns codes off for oneself, after re-authentication (services/auth/reauthentication.ts). */
export async function turnOffTotp(ctx: Ctx, proof: IdentityProof): Promise<User> {
  const user = await requireTotpOn(ctx);
  await requireIdentity(ctx, proof);
  await transaction(ctx.db, (tx) => clearTotp(tx, user.id));
  await recordAudit(ctx.db, { action: 'user.two_factor_disabled', actorId: user.id, target: `user:${user.id}`, ip: ctx.ip });
  return findUser(ctx, user.id);
}

/**
 * An admin clears another user's second factors (a lost phone): their sessions end. Not their own,
 * which needs re-authentication: a stolen admin session cannot strip the admin's own second factor.
 */
export async function resetSecondFactors(ctx: Ctx, id: number): Promise<User> {
  const admin = requireAdmin(ctx);
  if (id === admin.id) {
    throw apiError(
      'FORBIDDEN',
      inCallerLanguage(ctx, {
        en: 'To turn off your own codes, use turnOffTotp with your password or a current code',
        ar: 'لإيقاف رموزك أنت، استخدم turnOffTotp مع كلمة المرور أو رمز حالي',
      }),
    );
  }
  await findUser(ctx, id);
  requireRecentAuthentication(ctx);
  await clearSecondFactors(ctx.db, id, { endSessions: true });
  await recordAudit(ctx.db, { action: 'user.two_factor_reset', actorId: admin.id, target: `user:${id}`, ip: ctx.ip });
  return findUser(ctx, id);
}

// ─── Sign-in ─────────────────────────────────────────────────────────────────────────────────────

/** After a right password: the single-use token that stands for "password given, code owed". */
export async function createSignInChallenge(db: Db, userId: number): Promise<string> {
  const token = generateToken();
  await db.signInChallenge.deleteMany({ where: { userId, expiresAt: { lt: new Date() } } });
  await db.signInChallenge.create({ data: { tokenHash: hashToken(token), userId, expiresAt: new Date(Date.now() + challengeMs) } });
  return token;
}

/**
 * The second step of signing in: a right code (or an unused recovery code) for a live challenge
 * answers its user, and the challenge is spent. A wrong code leaves it for another try, counted.
 */
export async function answerSignInChallenge(ctx: Pick<Context, 'db' | 'ip'> & Caller, input: { challenge: string; code: string }): Promise<User> {
  const expired = () => signInExpired(ctx);
  if (!input.challenge || input.challenge.length > 128) throw expired();
  const code = parseCode(input.code, true, ctx);
  const challenge = await ctx.db.signInChallenge.findUnique({ where: { tokenHash: hashToken(input.challenge) }, include: { user: true } });
  if (!challenge || challenge.expiresAt.getTime() <= Date.now() || !challenge.user.active || !challenge.user.totpEnabledAt) throw expired();
  const user = challenge.user;
  if (!(await checkSecondFactorCode(ctx.db, user, ctx.ip, code))) {
    await recordAudit(ctx.db, { action: 'auth.login_failed', actorId: null, target: user.username, ip: ctx.ip, detail: { secondFactor: code.kind } });
    throw wrongCode(ctx, true);
  }
  // Spent once: of two right answers racing, one wins the challenge.
  const { count } = await ctx.db.signInChallenge.deleteMany({ where: { id: challenge.id } });
  if (count === 0) throw expired();
  return user;
}
