import type { Context, Viewer } from '../../context.ts';
import { apiError } from '../../errors.ts';
import { recordAudit } from '../audit.ts';
import { verifyPassword } from '../passwords.ts';
import { inCallerLanguage } from './callerLanguage.ts';
import { requireViewer, requireViewerDuringSetup } from './permissions.ts';
import { viewerDuringSetup } from './secondFactorPolicy.ts';
import { reserveLoginAttempt, settleLoginAttempt } from './throttle.ts';
import { checkSecondFactorCode, parseCode, wrongCode } from './twoFactor.ts';
import { answerPasskeySignIn } from './passkeys.ts';

// Re-authentication (docs/security.md#re-authentication): the one rule for changes a stolen session
// must not make alone (an admin created, a role or an email changed, an admin deactivated, reactivated
// or deleted, another's password set or second factors reset, one's own password changed, a second
// factor added or turned off, sign-in notices turned off, the second-factor policy changed, any
// session ended but the one asking). The session must have given the password or a code in the
// last five minutes: at sign-in, or by confirming it is you (`confirmIdentity`: the password, a
// code, or one of your passkeys). Whatever proves it is you calls `markAuthenticated`.

export const reauthenticationWindowMs = 5 * 60_000;

type Ctx = Pick<Context, 'db' | 'viewer' | 'tokenRejected' | 'ip' | 'request' | 'siteOrigin'> & Partial<Pick<Context, 'awaitingSecondFactor'>>;

/** Whether this session gave the password or a code in the last five minutes. */
export function authenticatedRecently(viewer: Pick<Viewer, 'authenticatedAt'>, now = Date.now()): boolean {
  return now - viewer.authenticatedAt.getTime() < reauthenticationWindowMs;
}

/**
 * Refuses (403 REAUTHENTICATION_REQUIRED, in the caller's language) unless the session authenticated
 * recently. `duringSetup`: for adding a second factor, open to a staff member the policy holds too.
 */
export function requireRecentAuthentication(
  ctx: Pick<Context, 'viewer' | 'tokenRejected'> & Partial<Pick<Context, 'request' | 'awaitingSecondFactor'>>,
  options: { duringSetup?: boolean } = {},
): Viewer {
  const viewer = options.duringSetup ? requireViewerDuringSetup(ctx) : requireViewer(ctx);
  if (authenticatedRecently(viewer)) return viewer;
  throw apiError(
    'REAUTHENTICATION_REQUIRED',
    inCallerLanguage(ctx, {
      en: 'Confirm it is you: enter your password or a code from your authenticator app, then try again',
      ar: 'أكّد هويتك: أدخل كلمة المرور أو رمزًا من تطبيق المصادقة، ثم أعد المحاولة',
    }),
    { reauthenticate: 'required' },
  );
}

/** This session has just proven it is you: the changes above are open for the next five minutes. */
export async function markAuthenticated(ctx: Pick<Context, 'db' | 'viewer'> & Partial<Pick<Context, 'awaitingSecondFactor'>>): Promise<void> {
  const viewer = viewerDuringSetup(ctx);
  if (!viewer) return;
  const now = new Date();
  await ctx.db.session.updateMany({ where: { id: viewer.sessionId }, data: { authenticatedAt: now } });
  viewer.authenticatedAt = now;
}

export interface IdentityProof {
  password?: string | null;
  code?: string | null;
  /** A passkey's answer to startPasskeyConfirmation's options (JSON text). */
  passkey?: string | null;
}

/**
 * "Confirm it's you": the password or a current authenticator-app code, each counted in the
 * sign-in throttle like a sign-in. Right, the session counts as authenticated now.
 */
export async function confirmIdentity(ctx: Ctx, proof: IdentityProof): Promise<void> {
  // One the policy holds confirms with their password before adding a factor, when their sign-in is old.
  const viewer = requireViewerDuringSetup(ctx);
  const user = await ctx.db.user.findUniqueOrThrow({ where: { id: viewer.id } });
  if (proof.passkey) {
    // Its challenge names this account: another's passkey, or one removed, is refused as at sign-in.
    const answered = await answerPasskeySignIn(ctx, proof.passkey);
    if (answered.id !== user.id) {
      throw apiError('UNAUTHENTICATED', inCallerLanguage(ctx, { en: 'That passkey is not one of yours', ar: 'مفتاح المرور هذا ليس من مفاتيحك' }), {
        passkey: 'unknown',
      });
    }
  } else if (proof.code) {
    if (!(await checkSecondFactorCode(ctx.db, user, ctx.ip, parseCode(proof.code, false, ctx)))) throw wrongCode(ctx);
  } else {
    const incorrect = () =>
      apiError('BAD_USER_INPUT', inCallerLanguage(ctx, { en: 'That password is not right', ar: 'كلمة المرور غير صحيحة' }), {
        password: proof.password ? 'incorrect' : 'required',
      });
    if (!proof.password) throw incorrect();
    if (proof.password.length > 1024) throw incorrect();
    const attempt = await reserveLoginAttempt(ctx.db, user.username, ctx.ip);
    const valid = await verifyPassword(user.passwordHash, proof.password);
    await settleLoginAttempt(ctx.db, attempt, valid);
    if (!valid) throw incorrect();
  }
  await markAuthenticated(ctx);
  await recordAudit(ctx.db, { action: 'auth.reauthenticated', actorId: user.id, target: `user:${user.id}`, ip: ctx.ip });
}

/**
 * The gate of a change that needs re-authentication: a proof sent with the change is checked (and
 * counts); without one, the session must have authenticated recently.
 */
export async function requireIdentity(ctx: Ctx, proof?: IdentityProof | null): Promise<Viewer> {
  if (proof && (proof.password || proof.code || proof.passkey)) await confirmIdentity(ctx, proof);
  return requireRecentAuthentication(ctx);
}
