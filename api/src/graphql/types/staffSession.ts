import { deviceOf } from '../../../../web/src/api/deviceName.ts';
import { confirmIdentity } from '../../services/auth/reauthentication.ts';
import { startPasskeyConfirmation } from '../../services/auth/passkeys.ts';
import { viewerDuringSetup } from '../../services/auth/secondFactorPolicy.ts';
import { endOtherSessions, endSession, endUserSessions, listSessions } from '../../services/auth/staffSessions.ts';
import { sessionNotFound } from '../../services/auth/permissions.ts';
import { builder } from '../builder.ts';
import { UserRef } from './user.ts';
import { PasskeyOptionsPayload } from './passkeys.ts';

// Staff sessions (services/auth/staffSessions.ts) and "confirm it's you" (services/auth/reauthentication.ts).

export const StaffSessionRef = builder.prismaObject('Session', {
  description: 'A live sign-in of a staff member: one browser or API client',
  fields: (t) => ({
    id: t.exposeID('id', { description: 'The session’s id (not its token, which is never shown)' }),
    userAgent: t.exposeString('userAgent', { description: 'The User-Agent it signed in with (at most 256 characters)' }),
    browser: t.string({
      nullable: true,
      description: 'The browser, from the User-Agent (Chrome, Firefox, Safari, Edge…); null when unknown',
      resolve: (s) => deviceOf(s.userAgent).browser,
    }),
    operatingSystem: t.string({
      nullable: true,
      description: 'The system, from the User-Agent (macOS, Windows, iOS, Android…); null when unknown',
      resolve: (s) => deviceOf(s.userAgent).system,
    }),
    ip: t.exposeString('ip', { description: 'The address it signed in from, as the server saw it' }),
    createdAt: t.expose('createdAt', { type: 'DateTime', description: 'When it signed in' }),
    lastSeenAt: t.expose('lastSeenAt', { type: 'DateTime', description: 'When it was last used (kept to the minute)' }),
    current: t.boolean({ description: 'True for the session making this request', resolve: (s, _args, ctx) => viewerDuringSetup(ctx)?.sessionId === s.id }),
  }),
});

builder.prismaObjectFields('User', (t) => ({
  sessions: t.field({
    type: [StaffSessionRef],
    description: 'The live sessions of this account, most recently used first (the user themselves, or admins)',
    resolve: (user, _args, ctx) => listSessions(ctx, user.id),
  }),
  signInNotices: t.exposeBoolean('signInNotices', {
    description: 'Whether a sign-in from a browser this account has not used before emails its owner (docs/security.md#new-sign-ins)',
  }),
  secondFactorSetupRequired: t.boolean({
    description: 'True while the second-factor policy covers this account and it has none: only setting one up and signing out are open',
    resolve: (user, _args, ctx) => ctx.awaitingSecondFactor?.id === user.id,
  }),
}));

const ConfirmIdentityInput = builder.inputType('ConfirmIdentityInput', {
  description: 'Your password, a current code from your authenticator app, or one of your passkeys',
  fields: (t) => ({
    password: t.string({ description: 'Your password' }),
    code: t.string({ description: 'Or a 6-digit code from your authenticator app' }),
    passkey: t.string({ description: 'Or a passkey’s answer to startPasskeyConfirmation’s options (the browser’s JSON, as text)' }),
  }),
});

const EndSessionInput = builder.inputType('EndSessionInput', {
  description: 'Which session to end',
  fields: (t) => ({ id: t.id({ required: true, description: 'The session’s id (Session.id)' }) }),
});

const EndUserSessionsInput = builder.inputType('EndUserSessionsInput', {
  description: 'Whose sessions to end',
  fields: (t) => ({ userId: t.globalID({ required: true, for: UserRef, description: "The account's global id (your own signs you out too)" }) }),
});

const EndSessionPayload = builder.objectRef<{ endedSessionId: number }>('EndSessionPayload').implement({
  description: 'The session that ended',
  fields: (t) => ({ endedSessionId: t.exposeID('endedSessionId', { description: 'The id of the session that ended' }) }),
});

const EndSessionsPayload = builder.objectRef<{ ended: number }>('EndSessionsPayload').implement({
  description: 'What was ended',
  fields: (t) => ({ ended: t.exposeInt('ended', { description: 'How many sessions ended' }) }),
});

builder.mutationFields((t) => ({
  confirmIdentity: t.field({
    description:
      'Confirms it is you (signed-in staff): for the next 5 minutes, this session may make the changes that take it (docs/security.md#re-authentication: an admin created, a role or an email changed, an admin deactivated or deleted, another’s password set or factors reset, a factor turned off) (else REAUTHENTICATION_REQUIRED). A wrong password or code is BAD_USER_INPUT and counts like a sign-in',
    type: UserRef,
    args: { input: t.arg({ type: ConfirmIdentityInput, required: true, description: 'The password or a code' }) },
    resolve: async (_root, { input }, ctx) => {
      await confirmIdentity(ctx, input);
      return ctx.db.user.findUniqueOrThrow({ where: { id: viewerDuringSetup(ctx)!.id } });
    },
  }),
  startPasskeyConfirmation: t.field({
    description: 'The options for confirming it is you with one of your passkeys (signed-in staff); CONFLICT when you have none',
    type: PasskeyOptionsPayload,
    resolve: async (_root, _args, ctx) => ({ options: await startPasskeyConfirmation(ctx) }),
  }),
  endSession: t.field({
    description: 'Ends one session: one of yours (ending this one signs you out), or anyone’s for admins; audited. Another’s or an unknown id is NOT_FOUND',
    type: EndSessionPayload,
    args: { input: t.arg({ type: EndSessionInput, required: true, description: 'The session' }) },
    resolve: async (_root, { input }, ctx) => {
      // Only a plain decimal id: " 1", "0x10" or "1e2" name no session, like any unknown id.
      const id = /^[1-9]\d{0,15}$/.test(input.id) ? Number(input.id) : NaN;
      if (!Number.isSafeInteger(id)) throw sessionNotFound(ctx);
      await endSession(ctx, id);
      return { endedSessionId: id };
    },
  }),
  endOtherSessions: t.field({
    description: 'Ends every session of yours but this one (signed-in staff); audited',
    type: EndSessionsPayload,
    resolve: async (_root, _args, ctx) => ({ ended: await endOtherSessions(ctx) }),
  }),
  endUserSessions: t.field({
    description:
      'Ends every session of one account (admins only; others FORBIDDEN, an unknown account NOT_FOUND); audited. Naming your own account signs you out, this session included',
    type: EndSessionsPayload,
    args: { input: t.arg({ type: EndUserSessionsInput, required: true, description: 'The account' }) },
    resolve: async (_root, { input }, ctx) => ({ ended: await endUserSessions(ctx, Number(input.userId.id)) }),
  }),
}));
