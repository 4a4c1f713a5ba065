import { globalIdFromParam } from './ids.ts';
import { Confirmation } from './schemas/common.ts';
import { confirmTotpBody, proofBody, RecoveryCodes, TotpSetup } from './schemas/twoFactor.ts';
import { User } from './schemas/users.ts';
import type { RestRoute } from './types.ts';
import { restUser, userFields } from './userRoutes.ts';

// Authenticator-app codes and an admin's reset of them (docs/security.md#two-factor-sign-in), each
// running the GraphQL mutation the panel uses.

const proof = (body: Record<string, unknown> | undefined) => ({
  password: typeof body?.password === 'string' ? body.password : null,
  code: typeof body?.code === 'string' ? body.code : null,
});

export const twoFactorRoutes: RestRoute[] = [
  {
    method: 'POST',
    path: '/api/auth/totp/setup',
    document: 'mutation RestStartTotpSetup { startTotpSetup { secret otpauthUri qrCodeSvg } }',
    respond: (data) => data.startTotpSetup,
    doc: {
      summary: 'Set up an authenticator app, first step: a new key',
      description: 'Nothing is on until /api/auth/totp/confirm gets a right code. CONFLICT while codes are already on.',
      tag: 'Auth',
      access: 'staff',
      data: TotpSetup,
      refusals: ['CONFLICT'],
      duringSetup: true,
    },
  },
  {
    method: 'POST',
    path: '/api/auth/totp/confirm',
    document: 'mutation RestConfirmTotpSetup($input: ConfirmTotpSetupInput!) { confirmTotpSetup(input: $input) { recoveryCodes } }',
    variables: ({ body }) => ({ input: { code: typeof body?.code === 'string' ? body.code : '' } }),
    respond: (data) => ({ recoveryCodes: data.confirmTotpSetup.recoveryCodes }),
    doc: {
      summary: 'Turn authenticator-app codes on with a first right code: answers the recovery codes',
      description: 'A wrong or used code is 400 with `details.code` and counts like a wrong password.',
      tag: 'Auth',
      access: 'staff',
      body: confirmTotpBody,
      data: RecoveryCodes,
      refusals: ['CONFLICT', 'RATE_LIMITED'],
      duringSetup: true,
    },
  },
  {
    method: 'POST',
    path: '/api/auth/totp/recovery-codes',
    document: 'mutation RestRegenerateRecoveryCodes($input: ReauthenticationInput!) { regenerateRecoveryCodes(input: $input) { recoveryCodes } }',
    variables: ({ body }) => ({ input: proof(body) }),
    respond: (data) => ({ recoveryCodes: data.regenerateRecoveryCodes.recoveryCodes }),
    doc: {
      summary: 'New recovery codes (the old ones stop working), with your password or a current code',
      tag: 'Auth',
      access: 'staff',
      body: proofBody,
      data: RecoveryCodes,
      refusals: ['CONFLICT', 'RATE_LIMITED'],
    },
  },
  {
    method: 'POST',
    path: '/api/auth/totp/off',
    document: 'mutation RestTurnOffTotp($input: ReauthenticationInput!) { turnOffTotp(input: $input) { user { id } } }',
    variables: ({ body }) => ({ input: proof(body) }),
    respond: () => ({ message: 'Authenticator-app codes turned off' }),
    doc: {
      summary: 'Turn authenticator-app codes off, with your password or a current code; the recovery codes go too',
      tag: 'Auth',
      access: 'staff',
      body: proofBody,
      data: Confirmation,
      refusals: ['CONFLICT', 'RATE_LIMITED'],
    },
  },
  {
    method: 'POST',
    path: '/api/users/:id/reset-factors',
    document: `mutation RestResetSecondFactors($input: ResetSecondFactorsInput!) { resetSecondFactors(input: $input) { user { ...RestUser } } } ${userFields}`,
    variables: ({ params }) => ({ input: { id: globalIdFromParam('User', params.id) } }),
    respond: (data) => restUser(data.resetSecondFactors.user),
    doc: {
      summary: "Clear a staff member's second factors: authenticator app, recovery codes and passkeys (a lost phone)",
      description:
        'Not your own (use /api/auth/totp/off). Ends all their sessions; audited. Needs a recent confirmation (/api/auth/reauthenticate), else 403 REAUTHENTICATION_REQUIRED.',
      tag: 'Users',
      access: 'admin',
      data: User,
    },
  },
];
