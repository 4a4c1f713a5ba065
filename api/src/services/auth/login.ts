import type { Context } from '../../context.ts';
import type { User } from '../../db/generated/client.ts';
import { apiError } from '../../errors.ts';
import { recordAudit } from '../audit.ts';
import { hashPassword, verifyPassword } from '../passwords.ts';
import { inCallerLanguage } from './callerLanguage.ts';
import { requireViewerDuringSetup } from './permissions.ts';
import { mustSetUpSecondFactor } from './secondFactorPolicy.ts';
import { noteSignIn } from './newSignIns.ts';
import { createSession } from './sessions.ts';
import { reserveLoginAttempt, settleHalfwayAttempt, settleLoginAttempt } from './throttle.ts';
import { answerPasskeySignIn } from './passkeys.ts';
import { answerSignInChallenge, createSignInChallenge } from './twoFactor.ts';

// Checked against when the username is unknown, so both failures cost one argon2 verification.
const decoyHash = hashPassword(`decoy-${Math.random()}`);

const badCredentials = (ctx: SignInContext) =>
  apiError('UNAUTHENTICATED', inCallerLanguage(ctx, { en: 'Invalid username or password', ar: 'اسم المستخدم أو كلمة المرور غير صحيحة' }));

export async function login(ctx: SignInContext, input: { username: string; password: string }) {
  const username = input.username.trim().toLowerCase();
  const missing = { ...(username ? {} : { username: 'required' }), ...(input.password ? {} : { password: 'required' }) };
  if (Object.keys(missing).length) {
    throw apiError('BAD_USER_INPUT', inCallerLanguage(ctx, { en: 'Username and password are required', ar: 'اسم المستخدم وكلمة المرور مطلوبان' }), missing);
  }
  if (username.length > 64 || input.password.length > 1024) throw badCredentials(ctx);

  const attempt = await reserveLoginAttempt(ctx.db, username, ctx.ip);
  const user = await ctx.db.user.findUnique({ where: { username } });
  let valid = false;
  if (user) valid = (await verifyPassword(user.passwordHash, input.password)) && user.active;
  else await verifyPassword(await decoyHash, input.password);
  if (user?.totpEnabledAt && valid) {
    await settleHalfwayAttempt(ctx.db, attempt);
    // No session yet: the caller answers this challenge with a code (signInWithCode).
    const challenge = await createSignInChallenge(ctx.db, user.id);
    // `passkey`: one of the account's passkeys may answer instead (startPasskeySignIn with this challenge).
    const passkey = (await ctx.db.passkey.count({ where: { userId: user.id } })) > 0;
    throw apiError(
      'UNAUTHENTICATED',
      inCallerLanguage(ctx, {
        en: 'Enter the code from your authenticator app to finish signing in',
        ar: 'أدخل الرمز من تطبيق المصادقة لإكمال تسجيل الدخول',
      }),
      { secondFactor: 'totp', challenge, passkey },
    );
  }
  await settleLoginAttempt(ctx.db, attempt, valid);
  if (!user || !valid) {
    await recordAudit(ctx.db, { action: 'auth.login_failed', actorId: null, target: username, ip: ctx.ip });
    throw badCredentials(ctx);
  }
  return startSession(ctx, user);
}

/** The second step of signing in for an account with authenticator-app codes: a code for the challenge. */
export async function signInWithCode(ctx: SignInContext, input: { challenge: string; code: string }) {
  return startSession(ctx, await answerSignInChallenge(ctx, input));
}

/** Signing in with a passkey: alone (username-less), or as the second step after a password. */
export async function signInWithPasskey(ctx: SignInContext & Pick<Context, 'siteOrigin'>, response: unknown) {
  return startSession(ctx, await answerPasskeySignIn(ctx, response));
}

/** What signing in reads and writes of a request's context. */
export type SignInContext = Pick<Context, 'db' | 'ip' | 'userAgent' | 'sessionPolicy' | 'viewer' | 'siteSettings'> &
  Partial<Pick<Context, 'request' | 'awaitingSecondFactor'>>;

/** A new session for a user whose identity was checked (password, code, passkey or single sign-on). */
export async function startSession(ctx: SignInContext, user: User) {
  const { token, session } = await createSession(ctx.db, user.id, ctx.sessionPolicy, ctx);
  await noteSignIn(ctx, user, session);
  await recordAudit(ctx.db, { action: 'auth.login', actorId: user.id, target: `user:${user.id}`, ip: ctx.ip });
  // The rest of this request acts as the user who just signed in, in their new session (and no more
  // for whoever the request's own token was for): held at the setup screen, as their next requests
  // will be, when the second-factor policy covers them without one.
  const signedIn = { id: user.id, username: user.username, role: user.role, sessionId: session.id, authenticatedAt: session.authenticatedAt };
  const held = await mustSetUpSecondFactor(ctx.db, (await ctx.siteSettings.read()).secondFactorPolicy, user);
  ctx.viewer = held ? null : signedIn;
  ctx.awaitingSecondFactor = held ? signedIn : null;
  return { token, user };
}

export async function logout(ctx: Pick<Context, 'db' | 'ip' | 'viewer' | 'tokenRejected' | 'awaitingSecondFactor'>): Promise<void> {
  const viewer = requireViewerDuringSetup(ctx);
  await ctx.db.session.deleteMany({ where: { id: viewer.sessionId } });
  await recordAudit(ctx.db, { action: 'auth.logout', actorId: viewer.id, target: `user:${viewer.id}`, ip: ctx.ip });
}
