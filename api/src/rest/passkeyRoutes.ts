import { globalIdFromParam, numericId } from './ids.ts';
import { Deleted } from './schemas/common.ts';
import { addPasskeyBody, Passkey, PasskeyList, PasskeyOptions, passkeySignInBody, passkeySignInOptionsBody, renamePasskeyBody } from './schemas/passkeys.ts';
import { SignedIn } from './schemas/users.ts';
import type { RestRoute } from './types.ts';
import { restUser, signedInUserFields, userFields } from './userRoutes.ts';

// Passkeys beside the other /api/auth endpoints (docs/security.md#passkeys), each running one
// GraphQL operation (graphql/types/passkeys.ts).

const passkeyFields = 'id name createdAt lastUsedAt';

const restPasskey = (passkey: { id: string } & Record<string, unknown>) => ({ ...passkey, id: numericId(passkey.id) });

/** The browser's answer travels as JSON in REST and as its text in GraphQL; anything else is passed on for the service to refuse. */
export const answerText = (value: unknown) => (value && typeof value === 'object' ? JSON.stringify(value) : typeof value === 'string' ? value : '');

export const passkeyRoutes: RestRoute[] = [
  {
    method: 'POST',
    path: '/api/auth/reauthenticate/passkey/options',
    document: 'mutation RestPasskeyConfirmationOptions { startPasskeyConfirmation { options } }',
    respond: (data) => ({ options: JSON.parse(data.startPasskeyConfirmation.options) }),
    doc: {
      summary: 'Confirm it is you with a passkey, first step: the options for the browser',
      description: 'Only your own passkeys may answer; send the answer as `passkey` to /api/auth/reauthenticate. 409 when you have none.',
      tag: 'Auth',
      access: 'staff',
      data: PasskeyOptions,
      refusals: ['CONFLICT', 'RATE_LIMITED'],
    },
  },
  {
    method: 'POST',
    path: '/api/auth/login/passkey/options',
    document: 'mutation RestPasskeySignInOptions($input: StartPasskeySignInInput) { startPasskeySignIn(input: $input) { options } }',
    variables: ({ body }) => ({ input: { challenge: typeof body?.challenge === 'string' ? body.challenge : null } }),
    respond: (data) => ({ options: JSON.parse(data.startPasskeySignIn.options) }),
    doc: {
      summary: 'Sign in with a passkey, first step: the options for the browser',
      description:
        'Without a body, any passkey of this site may answer (username-less). With the `challenge` of /api/auth/login’s 401, only that account’s passkeys: the second step instead of a code.',
      tag: 'Auth',
      access: 'public',
      body: passkeySignInOptionsBody,
      data: PasskeyOptions,
      refusals: ['UNAUTHENTICATED', 'CONFLICT', 'RATE_LIMITED'],
    },
  },
  {
    method: 'POST',
    path: '/api/auth/login/passkey',
    document: `mutation RestSignInWithPasskey($input: SignInWithPasskeyInput!) { signInWithPasskey(input: $input) { token user { ${signedInUserFields} } } } ${userFields}`,
    variables: ({ body }) => ({ input: { response: answerText(body?.response) } }),
    respond: (data) => ({ user: restUser(data.signInWithPasskey.user), token: data.signInWithPasskey.token }),
    doc: {
      summary: 'Sign in with a passkey',
      description:
        'The browser’s answer to the options of /api/auth/login/passkey/options. A refused answer counts like a wrong password and is 401 with `details.passkey`: expired (the challenge is unknown, used or older than two minutes), unknown (no such passkey, or removed), invalid (signature, origin or relying party), cloned (its counter did not move forward).',
      tag: 'Auth',
      access: 'public',
      body: passkeySignInBody,
      data: SignedIn,
      refusals: ['UNAUTHENTICATED', 'RATE_LIMITED'],
    },
  },
  {
    method: 'GET',
    path: '/api/auth/passkeys',
    document: `query RestPasskeys { me { passkeys { ${passkeyFields} } } }`,
    respond: (data) => ({ passkeys: data.me.passkeys.map(restPasskey) }),
    doc: { summary: 'Your passkeys, oldest first', tag: 'Auth', access: 'staff', data: PasskeyList },
  },
  {
    method: 'POST',
    path: '/api/auth/passkeys/options',
    document: 'mutation RestPasskeyRegistrationOptions { startPasskeyRegistration { options } }',
    respond: (data) => ({ options: JSON.parse(data.startPasskeyRegistration.options) }),
    doc: { summary: 'Add a passkey, first step: the options for the browser', tag: 'Auth', access: 'staff', data: PasskeyOptions, duringSetup: true },
  },
  {
    method: 'POST',
    path: '/api/auth/passkeys',
    status: 201,
    document: `mutation RestAddPasskey($input: AddPasskeyInput!) { addPasskey(input: $input) { passkey { ${passkeyFields} } } }`,
    variables: ({ body }) => ({ input: { name: typeof body?.name === 'string' ? body.name : '', response: answerText(body?.response) } }),
    respond: (data) => restPasskey(data.addPasskey.passkey),
    doc: {
      summary: 'Add a passkey: its name and the browser’s answer',
      description: 'A refused answer is 400 with `details.passkey`: malformed, expired, invalid (origin, relying party, signature) or taken.',
      tag: 'Auth',
      access: 'staff',
      body: addPasskeyBody,
      data: Passkey,
      duringSetup: true,
    },
  },
  {
    method: 'PATCH',
    path: '/api/auth/passkeys/:id',
    document: `mutation RestRenamePasskey($input: RenamePasskeyInput!) { renamePasskey(input: $input) { passkey { ${passkeyFields} } } }`,
    variables: ({ params, body }) => ({ input: { id: globalIdFromParam('Passkey', params.id), name: typeof body?.name === 'string' ? body.name : '' } }),
    respond: (data) => restPasskey(data.renamePasskey.passkey),
    doc: { summary: 'Rename one of your passkeys', tag: 'Auth', access: 'staff', body: renamePasskeyBody, data: Passkey },
  },
  {
    method: 'DELETE',
    path: '/api/auth/passkeys/:id',
    document: 'mutation RestRemovePasskey($id: ID!) { removePasskey(input: { id: $id }) { removedPasskeyId } }',
    variables: ({ params }) => ({ id: globalIdFromParam('Passkey', params.id) }),
    respond: (data) => ({ id: numericId(data.removePasskey.removedPasskeyId), message: 'Passkey removed' }),
    doc: { summary: 'Remove one of your passkeys: it can no longer sign in (audited)', tag: 'Auth', access: 'staff', data: Deleted },
  },
];
