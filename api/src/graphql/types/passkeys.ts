import { encodeGlobalID } from '@pothos/plugin-relay';
import { signInWithPasskey } from '../../services/auth/login.ts';
import { viewerDuringSetup } from '../../services/auth/secondFactorPolicy.ts';
import {
  finishPasskeyRegistration,
  maxPasskeyNameLength,
  passkeysOf,
  removePasskey,
  renamePasskey,
  startPasskeyRegistration,
  startPasskeySignIn,
} from '../../services/auth/passkeys.ts';
import { builder } from '../builder.ts';
import { LoginPayload, UserRef } from './user.ts';

// Passkeys (services/auth/passkeys.ts, docs/security.md#passkeys): registered from the profile,
// used to sign in alone or as the second step after a password.

export const PasskeyRef = builder.prismaNode('Passkey', {
  description: "One of the signed-in staff member's passkeys (only its owner sees it)",
  id: { field: 'id' },
  nullable: true,
  findUnique: (id, ctx) => ({ id: Number(id), userId: viewerDuringSetup(ctx)?.id ?? -1 }),
  authScopes: (passkey, ctx) => viewerDuringSetup(ctx)?.id === passkey.userId,
  fields: (t) => ({
    databaseId: t.exposeInt('id', { description: "The passkey's number (REST uses numbers)" }),
    name: t.exposeString('name', { description: `The name its owner gave it (1 to ${maxPasskeyNameLength} characters)` }),
    createdAt: t.expose('createdAt', { type: 'DateTime', description: 'When it was registered' }),
    lastUsedAt: t.expose('lastUsedAt', { type: 'DateTime', nullable: true, description: 'When it last signed in (null: never)' }),
  }),
});

builder.prismaObjectFields('User', (t) => ({
  passkeys: t.field({
    type: [PasskeyRef],
    description: "The account's passkeys, oldest first (only its owner sees them: empty to an admin looking at another account)",
    resolve: (user, _args, ctx) => (viewerDuringSetup(ctx)?.id === user.id ? passkeysOf(ctx.db, user.id) : []),
  }),
  hasPasskey: t.boolean({
    description: 'Whether the account has at least one passkey',
    select: { _count: { select: { passkeys: true } } },
    resolve: (user) => user._count.passkeys > 0,
  }),
}));

export const PasskeyOptionsPayload = builder.objectRef<{ options: string }>('PasskeyOptionsPayload').implement({
  description: 'The options to hand to the browser (navigator.credentials, or @simplewebauthn/browser), with a challenge good once for two minutes',
  fields: (t) => ({
    options: t.exposeString('options', { description: 'The WebAuthn options as JSON text (PublicKeyCredentialCreationOptionsJSON or RequestOptionsJSON)' }),
  }),
});

const PasskeyPayload = builder.objectRef<{ passkey: object }>('PasskeyPayload').implement({
  description: 'A passkey as it is now',
  fields: (t) => ({ passkey: t.field({ type: PasskeyRef, description: 'The passkey', resolve: (payload) => payload.passkey as never }) }),
});

const RemovePasskeyPayload = builder.objectRef<{ removedPasskeyId: string }>('RemovePasskeyPayload').implement({
  description: 'A removed passkey: it can no longer sign in',
  fields: (t) => ({
    removedPasskeyId: t.exposeID('removedPasskeyId', { description: 'The global id the passkey had' }),
    user: t.field({ type: UserRef, description: 'The account as it is now', resolve: (_payload, _args, ctx) => ({ id: ctx.viewer!.id }) as never }),
  }),
});

const responseRule = 'The JSON text of the browser’s answer (as @simplewebauthn/browser gives it), at most 32 KB';

const StartPasskeySignInInput = builder.inputType('StartPasskeySignInInput', {
  description: 'Which sign-in the passkey is for',
  fields: (t) => ({
    challenge: t.string({
      description:
        "As the second step: the `challenge` from login's answer (only that account's passkeys then); without it, any passkey of this site (username-less)",
    }),
  }),
});

const SignInWithPasskeyInput = builder.inputType('SignInWithPasskeyInput', {
  description: 'A passkey’s answer to the options of startPasskeySignIn',
  fields: (t) => ({ response: t.string({ required: true, description: responseRule }) }),
});

const AddPasskeyInput = builder.inputType('AddPasskeyInput', {
  description: 'A new passkey: its name and the browser’s answer to the options of startPasskeyRegistration',
  fields: (t) => ({
    name: t.string({ required: true, description: `What to call it (“Work laptop”): 1 to ${maxPasskeyNameLength} characters` }),
    response: t.string({ required: true, description: responseRule }),
  }),
});

const RenamePasskeyInput = builder.inputType('RenamePasskeyInput', {
  description: 'A new name for one of your passkeys',
  fields: (t) => ({
    id: t.globalID({ required: true, for: PasskeyRef, description: "The passkey's global id" }),
    name: t.string({ required: true, description: `1 to ${maxPasskeyNameLength} characters` }),
  }),
});

const RemovePasskeyInput = builder.inputType('RemovePasskeyInput', {
  description: 'Which of your passkeys to remove',
  fields: (t) => ({ id: t.globalID({ required: true, for: PasskeyRef, description: "The passkey's global id" }) }),
});

builder.mutationFields((t) => ({
  startPasskeySignIn: t.field({
    description: 'The options for signing in with a passkey (anyone): alone, or as the second step with the challenge of a right password',
    type: PasskeyOptionsPayload,
    args: { input: t.arg({ type: StartPasskeySignInInput, required: false, description: 'Which sign-in' }) },
    resolve: async (_root, { input }, ctx) => ({ options: await startPasskeySignIn(ctx, input?.challenge) }),
  }),
  signInWithPasskey: t.field({
    description:
      'Signs in with a passkey (anyone): the answer to startPasskeySignIn’s options. A refused answer counts toward the sign-in limits (RATE_LIMITED after too many) and is UNAUTHENTICATED with `details.passkey` (expired, unknown, invalid, cloned); a malformed one is BAD_USER_INPUT',
    type: LoginPayload,
    args: { input: t.arg({ type: SignInWithPasskeyInput, required: true, description: 'The answer' }) },
    resolve: (_root, { input }, ctx) => signInWithPasskey(ctx, input.response),
  }),
  startPasskeyRegistration: t.field({
    description: 'The options for the browser to make a new passkey of the signed-in user (signed-in staff)',
    type: PasskeyOptionsPayload,
    resolve: async (_root, _args, ctx) => ({ options: await startPasskeyRegistration(ctx) }),
  }),
  addPasskey: t.field({
    description:
      'Keeps a new passkey of the signed-in user under a name (signed-in staff); BAD_USER_INPUT with `details.passkey` when the answer does not hold',
    type: PasskeyPayload,
    args: { input: t.arg({ type: AddPasskeyInput, required: true, description: 'The name and the answer' }) },
    resolve: async (_root, { input }, ctx) => ({ passkey: await finishPasskeyRegistration(ctx, input) }),
  }),
  renamePasskey: t.field({
    description: 'Renames one of your passkeys (signed-in staff; NOT_FOUND for another’s)',
    type: PasskeyPayload,
    args: { input: t.arg({ type: RenamePasskeyInput, required: true, description: 'Which and its new name' }) },
    resolve: async (_root, { input }, ctx) => ({ passkey: await renamePasskey(ctx, Number(input.id.id), input.name) }),
  }),
  removePasskey: t.field({
    description: 'Removes one of your passkeys (signed-in staff; NOT_FOUND for another’s): it can no longer sign in. Audited',
    type: RemovePasskeyPayload,
    args: { input: t.arg({ type: RemovePasskeyInput, required: true, description: 'Which' }) },
    resolve: async (_root, { input }, ctx) => {
      await removePasskey(ctx, Number(input.id.id));
      return { removedPasskeyId: encodeGlobalID('Passkey', input.id.id) };
    },
  }),
}));
