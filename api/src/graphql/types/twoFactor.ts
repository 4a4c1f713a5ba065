import { signInWithCode } from '../../services/auth/login.ts';
import {
  confirmTotpSetup,
  recoveryCodeCount,
  regenerateRecoveryCodes,
  resetSecondFactors,
  startTotpSetup,
  turnOffTotp,
} from '../../services/auth/twoFactor.ts';
import { builder } from '../builder.ts';
import { LoginPayload, UserPayload, UserRef } from './user.ts';

// Two-factor sign-in with an authenticator app (services/auth/twoFactor.ts, docs/security.md#two-factor-sign-in).

builder.prismaObjectFields('User', (t) => ({
  twoFactorEnabled: t.boolean({
    description: 'Whether signing in asks for a code from an authenticator app after the password',
    select: { totpEnabledAt: true },
    resolve: (user) => user.totpEnabledAt !== null,
  }),
  recoveryCodesLeft: t.int({
    description: `How many of the ${recoveryCodeCount} recovery codes are still unused (0 while codes are off)`,
    // Counted with the user (a list's users in the same statement), as Prisma counts a relation.
    select: { _count: { select: { recoveryCodes: { where: { usedAt: null } } } } },
    resolve: (user) => user._count.recoveryCodes,
  }),
}));

const TotpSetupPayload = builder.objectRef<{ secret: string; otpauthUri: string; qrCodeSvg: string }>('TotpSetupPayload').implement({
  description: 'A new authenticator-app key, shown this once: nothing is on until confirmTotpSetup gets a right code',
  fields: (t) => ({
    secret: t.exposeString('secret', { description: 'The key to type into the app by hand (base32)' }),
    otpauthUri: t.exposeString('otpauthUri', { description: 'The otpauth:// address the QR code holds' }),
    qrCodeSvg: t.exposeString('qrCodeSvg', { description: 'The QR code for the app to scan: an SVG as a data: URI' }),
  }),
});

const RecoveryCodesPayload = builder.objectRef<{ recoveryCodes: string[]; user: object }>('RecoveryCodesPayload').implement({
  description: 'Recovery codes, shown this once (only their hashes are kept)',
  fields: (t) => ({
    recoveryCodes: t.exposeStringList('recoveryCodes', {
      description: `${recoveryCodeCount} single-use codes, each good for one sign-in instead of an app code`,
    }),
    user: t.field({ type: UserRef, description: 'The account as it is now', resolve: (payload) => payload.user as never }),
  }),
});

const codeRule = '6 digits from the authenticator app';

const ConfirmTotpSetupInput = builder.inputType('ConfirmTotpSetupInput', {
  description: 'The first code the app shows for the new key',
  fields: (t) => ({ code: t.string({ required: true, description: `The code: ${codeRule}` }) }),
});

const ReauthenticationInput = builder.inputType('ReauthenticationInput', {
  description: 'Proof it is you before a change that weakens the account: the password or a current code (each counted like a sign-in)',
  fields: (t) => ({
    password: t.string({ description: 'Your password' }),
    code: t.string({ description: `Or a current code: ${codeRule}` }),
  }),
});

const SignInWithCodeInput = builder.inputType('SignInWithCodeInput', {
  description: 'The second step of signing in',
  fields: (t) => ({
    challenge: t.string({ required: true, description: 'The `challenge` from the details of login’s answer (valid 5 minutes, once)' }),
    code: t.string({ required: true, description: `${codeRule}, or one of the recovery codes` }),
  }),
});

const ResetSecondFactorsInput = builder.inputType('ResetSecondFactorsInput', {
  description: 'Whose second factors to clear',
  fields: (t) => ({ id: t.globalID({ required: true, for: UserRef, description: "The account's global id (not your own: use turnOffTotp)" }) }),
});

builder.mutationFields((t) => ({
  signInWithCode: t.field({
    description:
      'Finishes signing in to an account with authenticator-app codes (anyone): `login` answered UNAUTHENTICATED with `details.secondFactor` and `details.challenge`; this answers the challenge with a code or a recovery code. A wrong or used code counts toward the sign-in limits (RATE_LIMITED after too many); UNAUTHENTICATED when the challenge has expired or was used',
    type: LoginPayload,
    args: { input: t.arg({ type: SignInWithCodeInput, required: true, description: 'The challenge and the code' }) },
    resolve: (_root, { input }, ctx) => signInWithCode(ctx, input),
  }),
  startTotpSetup: t.field({
    description: 'Makes a new authenticator-app key for the signed-in user (signed-in staff); CONFLICT while codes are already on',
    type: TotpSetupPayload,
    resolve: (_root, _args, ctx) => startTotpSetup(ctx),
  }),
  confirmTotpSetup: t.field({
    description: 'Turns authenticator-app codes on with a first right code (signed-in staff), and answers the recovery codes',
    type: RecoveryCodesPayload,
    args: { input: t.arg({ type: ConfirmTotpSetupInput, required: true, description: 'The first code' }) },
    resolve: (_root, { input }, ctx) => confirmTotpSetup(ctx, input.code),
  }),
  regenerateRecoveryCodes: t.field({
    description: 'Replaces the recovery codes (signed-in staff with codes on), after the password or a current code',
    type: RecoveryCodesPayload,
    args: { input: t.arg({ type: ReauthenticationInput, required: true, description: 'Proof it is you' }) },
    resolve: (_root, { input }, ctx) => regenerateRecoveryCodes(ctx, input),
  }),
  turnOffTotp: t.field({
    description: 'Turns authenticator-app codes off for the signed-in user, after the password or a current code; the recovery codes go too',
    type: UserPayload,
    args: { input: t.arg({ type: ReauthenticationInput, required: true, description: 'Proof it is you' }) },
    resolve: async (_root, { input }, ctx) => ({ user: await turnOffTotp(ctx, input) }),
  }),
  resetSecondFactors: t.field({
    description: "Clears another user's authenticator app and recovery codes (admins only); all their sessions end",
    type: UserPayload,
    args: { input: t.arg({ type: ResetSecondFactorsInput, required: true, description: 'Which account' }) },
    resolve: async (_root, { input }, ctx) => ({ user: await resetSecondFactors(ctx, Number(input.id.id)) }),
  }),
}));
