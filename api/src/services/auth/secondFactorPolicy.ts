import type { Context, Viewer } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import type { Role } from '../../db/generated/client.ts';
import { apiError } from '../../errors.ts';
import type { SecondFactorPolicy } from '../../../../web/src/api/settingsRules.ts';
import { inCallerLanguage } from './callerLanguage.ts';

// The second-factor policy (docs/security.md#second-factor-policy): a setting that requires a
// second factor of admins, of all staff, or of no one. A covered staff member without one signs in,
// but acts as a visitor everywhere (context `viewer` is null) except where they set one up, read
// their own account and sign out; those few read `awaitingSecondFactor` through `viewerDuringSetup`.

/** Whether an account has a second factor. The one place that says what counts: an authenticator app, or a passkey. */
export async function hasSecondFactor(db: Db, user: { id: number; totpEnabledAt: Date | null }): Promise<boolean> {
  return user.totpEnabledAt !== null || (await db.passkey.count({ where: { userId: user.id } })) > 0;
}

/** Whether the policy covers a role. */
export function policyCovers(policy: SecondFactorPolicy, role: Role): boolean {
  return policy === 'ALL_STAFF' || (policy === 'ADMINS' && role === 'ADMIN');
}

/** Whether a signed-in account must set up a second factor before anything else. */
export async function mustSetUpSecondFactor(
  db: Db,
  policy: SecondFactorPolicy,
  user: { id: number; role: Role; totpEnabledAt: Date | null },
): Promise<boolean> {
  return policyCovers(policy, user.role) && !(await hasSecondFactor(db, user));
}

/** The signed-in staff member, including one the policy holds at the setup screen: for setting up a factor, their own account and signing out. */
export function viewerDuringSetup(ctx: Pick<Context, 'viewer'> & Partial<Pick<Context, 'awaitingSecondFactor'>>): Viewer | null {
  return ctx.viewer ?? ctx.awaitingSecondFactor ?? null;
}

/** The refusal of everything else to a staff member the policy holds at the setup screen, in their language. */
export function secondFactorRequired(ctx: Partial<Pick<Context, 'request'>>) {
  return apiError(
    'SECOND_FACTOR_REQUIRED',
    inCallerLanguage(ctx, {
      en: 'Your organization requires a second factor: set up an authenticator app for your account first',
      ar: 'تشترط مؤسستك عاملًا ثانيًا للتحقق: اضبط تطبيق مصادقة لحسابك أولًا',
    }),
  );
}

/**
 * An admin may not turn on a policy that covers themselves while they have no second factor:
 * every admin could be held at the setup screen, and the one setting it would be first.
 */
export async function assertCanRequireSecondFactors(ctx: Pick<Context, 'db' | 'request'>, admin: Viewer, policy: SecondFactorPolicy): Promise<void> {
  if (!policyCovers(policy, admin.role)) return;
  const user = await ctx.db.user.findUniqueOrThrow({ where: { id: admin.id }, select: { id: true, totpEnabledAt: true } });
  if (await hasSecondFactor(ctx.db, user)) return;
  throw apiError(
    'CONFLICT',
    inCallerLanguage(ctx, {
      en: 'Set up a second factor for your own account first (your profile, Two-step sign-in): then you can require one of others',
      ar: 'اضبط عاملًا ثانيًا لحسابك أولًا (ملفك الشخصي، التحقق بخطوتين)، ثم يمكنك اشتراطه على الآخرين',
    }),
    { secondFactorPolicy: 'own_factor_required' },
  );
}
