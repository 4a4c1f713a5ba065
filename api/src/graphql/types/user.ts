import { encodeGlobalID } from '@pothos/plugin-relay';
import type { ListOrder } from '../../db/keyset.ts';
import { login, logout } from '../../services/auth/login.ts';
import { viewerDuringSetup } from '../../services/auth/secondFactorPolicy.ts';
import {
  assertCanListUsers,
  changeOwnPassword,
  createUser,
  deleteUser,
  getOwnAccount,
  getUser,
  setUserPassword,
  updateOwnProfile,
  updateUser,
  userSearchWhere,
} from '../../services/users.ts';
import { visibleUserWhere } from '../../services/posts/visibility.ts';
import { passwordMaxLength, passwordMinLength } from '../../../../web/src/api/passwordRules.ts';
import { userLimits, usernameLength } from '../../../../web/src/api/userRules.ts';
import { builder } from '../builder.ts';
import { countedConnection, resolvePrismaConnection } from '../connections.ts';

const usernameRule = `${usernameLength.min} to ${usernameLength.max} lowercase letters, digits, dots, hyphens and underscores`;

export const RoleEnum = builder.enumType('Role', {
  description: 'What a staff member may do',
  values: {
    ADMIN: { description: 'Everything, including staff accounts and settings' },
    EDITOR: { description: 'The blog and pages (publishing and reviewing included), their own profile and analytics (read only)' },
    CONTRIBUTOR: {
      description: 'Writes posts and pages and submits them for review; publishes, schedules and deletes nothing, and edits only their own drafts',
    },
  } as const,
});

/** A staff account. Only admins, and the user themselves, may see one; no secret is ever exposed. */
export const UserRef = builder.prismaNode('User', {
  description: 'A staff account (admins see every account, editors only their own). No password or other secret is ever exposed',
  id: { field: 'id' },
  nullable: true,
  // One the second-factor policy holds reads their own account too (the setup screen's fields).
  findUnique: (id, ctx) => ({ id: Number(id), AND: [visibleUserWhere({ viewer: viewerDuringSetup(ctx) })] }),
  authScopes: (user, ctx) => {
    // One the second-factor policy holds at the setup screen still reads their own account.
    const viewer = viewerDuringSetup(ctx);
    return viewer !== null && ((ctx.viewer !== null && viewer.role === 'ADMIN') || viewer.id === user.id);
  },
  fields: (t) => ({
    username: t.exposeString('username', { description: `The sign-in name: ${usernameRule}; it cannot be changed` }),
    email: t.exposeString('email', { description: 'The email address, lowercased; no two accounts share one' }),
    displayName: t.exposeString('displayName', { description: `The name shown on their articles, in English (1 to ${userLimits.displayName} characters)` }),
    bio: t.exposeString('bio', {
      description: `A short biography in English, shown on their articles (at most ${userLimits.bio.toLocaleString('en')} characters; may be empty)`,
    }),
    displayNameAr: t.exposeString('displayNameAr', { description: 'The display name in Arabic; empty shows the English one to Arabic readers' }),
    bioAr: t.exposeString('bioAr', { description: 'The bio in Arabic; empty shows the English one to Arabic readers' }),
    role: t.expose('role', { type: RoleEnum, description: 'What they may do' }),
    active: t.exposeBoolean('active', { description: 'False for a deactivated account: it cannot sign in and has no session' }),
    createdAt: t.expose('createdAt', { type: 'DateTime', description: 'When the account was created' }),
    updatedAt: t.expose('updatedAt', { type: 'DateTime', description: 'When the account was last changed' }),
  }),
});

const UserConnection = countedConnection(UserRef, 'User', 'staff accounts');
/** Usernames are unique: the name alone is the key. */
const usersByName: ListOrder = { name: 'users', key: [{ field: 'username', direction: 'asc', kind: 'text' }] };

type SchemaTypes = typeof builder extends PothosSchemaTypes.SchemaBuilder<infer Types> ? Types : never;

builder.queryFields((t) => ({
  viewer: t.prismaField({
    description: 'The signed-in user, or null (anyone); also one the second-factor policy holds at the setup screen (`secondFactorSetupRequired`)',
    type: 'User',
    nullable: true,
    resolve: (query, _root, _args, ctx) => {
      const viewer = viewerDuringSetup(ctx);
      return viewer ? ctx.db.user.findUnique({ ...query, where: { id: viewer.id } }) : null;
    },
  }),
  me: t.prismaField({
    description: 'The signed-in user (staff only): UNAUTHENTICATED without a live session (use `viewer` to ask without failing)',
    type: 'User',
    resolve: async (query, _root, _args, ctx) => {
      const user = await getOwnAccount(ctx);
      return ctx.db.user.findUniqueOrThrow({ ...query, where: { id: user.id } });
    },
  }),
  users: t.field({
    description: 'Staff accounts, by username, 20 a page unless `first` or `last` says otherwise (admins only)',
    type: UserConnection,
    authScopes: { admin: true },
    args: {
      ...t.arg.connectionArgs(),
      search: t.arg.string({ description: 'Part of the username, email or display name' }),
      role: t.arg({ type: RoleEnum, description: 'Only accounts with this role' }),
    },
    resolve: async (_root, args, ctx, info) => {
      assertCanListUsers(ctx);
      const where = await userSearchWhere(ctx, args);
      return resolvePrismaConnection(
        { args, ctx, info, typeName: 'User', defaultSize: 20, order: usersByName, where },
        (query) => ctx.db.user.findMany(query),
        () => ctx.db.user.count({ where }),
      );
    },
  }),
  user: t.prismaField({
    description: 'One staff account (admins, or the user themselves)',
    type: 'User',
    args: { id: t.arg.globalID({ required: true, for: UserRef, description: "The account's global id" }) },
    resolve: async (query, _root, args, ctx) => {
      const user = await getUser(ctx, Number(args.id.id));
      return ctx.db.user.findUniqueOrThrow({ ...query, where: { id: user.id } });
    },
  }),
}));

export const UserPayload = builder.objectRef<{ user: object }>('UserPayload').implement({
  description: 'The account after the change',
  fields: (t) => ({ user: t.field({ type: UserRef, description: 'The account as it is now', resolve: (payload) => payload.user as never }) }),
});

export const LoginPayload = builder.objectRef<{ token: string; user: object }>('LoginPayload').implement({
  description: 'A new session',
  fields: (t) => ({
    token: t.exposeString('token', {
      description:
        'Send as `Authorization: Bearer <token>`. The session ends at logout, when unused for a while or some days after sign-in (12 hours and 7 days by default), and when the password is changed',
    }),
    user: t.field({ type: UserRef, description: 'The account signed in', resolve: (payload) => payload.user as never }),
  }),
});

const LogoutPayload = builder.objectRef<{ success: boolean }>('LogoutPayload').implement({
  description: 'The answer to logout',
  fields: (t) => ({ success: t.exposeBoolean('success', { description: 'Always true: the session has ended' }) }),
});

const DeleteUserPayload = builder.objectRef<{ deletedUserId: string }>('DeleteUserPayload').implement({
  description: 'What was deleted',
  fields: (t) => ({ deletedUserId: t.exposeID('deletedUserId', { description: 'The global id of the deleted account' }) }),
});

const LoginInput = builder.inputType('LoginInput', {
  description: "A staff member's credentials",
  fields: (t) => ({
    username: t.string({ required: true, description: 'The sign-in name (letter case and surrounding spaces do not matter)' }),
    password: t.string({ required: true, description: 'The password' }),
  }),
});

const newPasswordRule = `${passwordMinLength} to ${passwordMaxLength} characters, not the username and not a commonly used password`;

const ChangeOwnPasswordInput = builder.inputType('ChangeOwnPasswordInput', {
  description: 'The current password and a new one',
  fields: (t) => ({
    currentPassword: t.string({ required: true, description: 'The password now; a wrong one counts toward the sign-in limits' }),
    newPassword: t.string({ required: true, description: `The new password: ${newPasswordRule}, and not the current one` }),
  }),
});

/** What a staff member may change of their profile (and admins of anyone's), as input fields. */
const profileFields = (t: PothosSchemaTypes.InputFieldBuilder<SchemaTypes, 'InputObject'>) => ({
  email: t.string({ description: `A new email address (at most ${userLimits.email} characters; no other account may have it)` }),
  displayName: t.string({ description: `The name shown on their articles (1 to ${userLimits.displayName} characters, no control characters)` }),
  bio: t.string({ description: `A short biography in English (at most ${userLimits.bio.toLocaleString('en')} characters)` }),
  displayNameAr: t.string({
    description: `The display name in Arabic (at most ${userLimits.displayName} characters); empty shows the English one to Arabic readers`,
  }),
  bioAr: t.string({
    description: `The bio in Arabic (at most ${userLimits.bio.toLocaleString('en')} characters); empty shows the English one to Arabic readers`,
  }),
});

const UpdateOwnProfileInput = builder.inputType('UpdateOwnProfileInput', {
  description: "Changes to the signed-in user's profile; a field left out (or null) stays as it is",
  fields: (t) => ({
    ...profileFields(t),
    signInNotices: t.boolean({ description: 'Whether a sign-in from a browser this account has not used before emails you (docs/security.md#new-sign-ins)' }),
  }),
});

const CreateUserInput = builder.inputType('CreateUserInput', {
  description: 'A new staff account',
  fields: (t) => ({
    username: t.string({ required: true, description: `The sign-in name: ${usernameRule}, starting with a letter or digit; unique` }),
    email: t.string({ required: true, description: `The email address (at most ${userLimits.email} characters; unique)` }),
    displayName: t.string({
      required: true,
      description: `The name shown on their articles (1 to ${userLimits.displayName} characters, no control characters)`,
    }),
    password: t.string({ required: true, description: `The first password: ${newPasswordRule}` }),
    role: t.field({ type: RoleEnum, required: true, description: 'What they may do' }),
    bio: t.string({ description: `A short biography in English (at most ${userLimits.bio.toLocaleString('en')} characters); empty when left out` }),
    displayNameAr: t.string({ description: `The display name in Arabic (at most ${userLimits.displayName} characters); empty when left out` }),
    bioAr: t.string({ description: `The bio in Arabic (at most ${userLimits.bio.toLocaleString('en')} characters); empty when left out` }),
  }),
});

const UpdateUserInput = builder.inputType('UpdateUserInput', {
  description:
    'Changes to a staff account; a field left out (or null) stays as it is. The last active admin cannot be demoted or deactivated, nor can admins demote or deactivate themselves',
  fields: (t) => ({
    id: t.globalID({ required: true, for: UserRef, description: "The account's global id" }),
    ...profileFields(t),
    role: t.field({ type: RoleEnum, description: 'A new role' }),
    active: t.boolean({ description: 'False deactivates the account and ends its sessions; true lets it sign in again' }),
  }),
});

const UserIdInput = builder.inputType('DeleteUserInput', {
  description: 'The account to delete',
  fields: (t) => ({ id: t.globalID({ required: true, for: UserRef, description: "The account's global id" }) }),
});

const SetUserPasswordInput = builder.inputType('SetUserPasswordInput', {
  description: 'A new password for another staff member',
  fields: (t) => ({
    id: t.globalID({ required: true, for: UserRef, description: "The account's global id (not your own: use changeOwnPassword)" }),
    newPassword: t.string({ required: true, description: `The new password: ${newPasswordRule}` }),
  }),
});

builder.mutationFields((t) => ({
  login: t.field({
    description:
      'Signs in with a username and password (anyone); returns a bearer token. UNAUTHENTICATED for a wrong pair or a deactivated account; RATE_LIMITED (with retryAfterSeconds) after too many failures',
    type: LoginPayload,
    args: { input: t.arg({ type: LoginInput, required: true, description: 'The credentials' }) },
    resolve: (_root, { input }, ctx) => login(ctx, input),
  }),
  logout: t.field({
    description: 'Ends the session of the token sent with the request (staff only)',
    type: LogoutPayload,
    resolve: async (_root, _args, ctx) => {
      await logout(ctx);
      return { success: true };
    },
  }),
  changeOwnPassword: t.field({
    description: "Changes the signed-in user's password (staff only); their other sessions end. CONFLICT when another change of it happened at the same time",
    type: UserPayload,
    args: { input: t.arg({ type: ChangeOwnPasswordInput, required: true, description: 'The current and the new password' }) },
    resolve: async (_root, { input }, ctx) => ({ user: await changeOwnPassword(ctx, input.currentPassword, input.newPassword) }),
  }),
  updateOwnProfile: t.field({
    description: "Changes the signed-in user's display name, email or bio, in English or Arabic (staff only)",
    type: UserPayload,
    args: { input: t.arg({ type: UpdateOwnProfileInput, required: true, description: 'What to change' }) },
    resolve: async (_root, { input }, ctx) => ({ user: await updateOwnProfile(ctx, input) }),
  }),
  createUser: t.field({
    description: 'Creates a staff account (admins only)',
    type: UserPayload,
    args: { input: t.arg({ type: CreateUserInput, required: true, description: 'The new account' }) },
    resolve: async (_root, { input }, ctx) => ({ user: await createUser(ctx, input) }),
  }),
  updateUser: t.field({
    description: 'Changes a staff account (admins only)',
    type: UserPayload,
    args: { input: t.arg({ type: UpdateUserInput, required: true, description: 'Which account, and what to change' }) },
    resolve: async (_root, { input: { id, ...changes } }, ctx) => ({ user: await updateUser(ctx, Number(id.id), changes) }),
  }),
  deleteUser: t.field({
    description: 'Deletes a staff account (admins only; not their own, nor the last active admin); their posts stay, without an author',
    type: DeleteUserPayload,
    args: { input: t.arg({ type: UserIdInput, required: true, description: 'Which account' }) },
    resolve: async (_root, { input }, ctx) => {
      await deleteUser(ctx, Number(input.id.id));
      return { deletedUserId: encodeGlobalID('User', input.id.id) };
    },
  }),
  setUserPassword: t.field({
    description: "Sets another user's password (admins only); all their sessions end",
    type: UserPayload,
    args: { input: t.arg({ type: SetUserPasswordInput, required: true, description: 'Which account, and its new password' }) },
    resolve: async (_root, { input }, ctx) => ({ user: await setUserPassword(ctx, Number(input.id.id), input.newPassword) }),
  }),
}));
