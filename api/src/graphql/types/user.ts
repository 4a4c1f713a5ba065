import { encodeGlobalID } from '@pothos/plugin-relay';
import { login, logout } from '../../services/auth/login.ts';
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
import { builder } from '../builder.ts';
import { countedConnection, resolveCountedConnection } from '../connections.ts';

export const RoleEnum = builder.enumType('Role', {
  values: {
    ADMIN: { description: 'Everything, including staff accounts and settings' },
    EDITOR: { description: 'The blog, their own profile and analytics (read only)' },
  } as const,
});

/** A staff account. Only admins, and the user themselves, may see one; no secret is ever exposed. */
export const UserRef = builder.prismaNode('User', {
  id: { field: 'id' },
  nullable: true,
  findUnique: (id, ctx) => ({ id: Number(id), AND: [visibleUserWhere(ctx)] }),
  authScopes: (user, ctx) => ctx.viewer !== null && (ctx.viewer.role === 'ADMIN' || ctx.viewer.id === user.id),
  fields: (t) => ({
    username: t.exposeString('username'),
    email: t.exposeString('email'),
    displayName: t.exposeString('displayName'),
    bio: t.exposeString('bio'),
    displayNameAr: t.exposeString('displayNameAr', { description: 'The display name in Arabic; empty shows the English one to Arabic readers' }),
    bioAr: t.exposeString('bioAr', { description: 'The bio in Arabic; empty shows the English one to Arabic readers' }),
    role: t.expose('role', { type: RoleEnum }),
    active: t.exposeBoolean('active'),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    updatedAt: t.expose('updatedAt', { type: 'DateTime' }),
  }),
});

const UserConnection = countedConnection(UserRef, 'User', 'users');

builder.queryFields((t) => ({
  viewer: t.prismaField({
    description: 'The signed-in user, or null',
    type: 'User',
    nullable: true,
    resolve: (query, _root, _args, ctx) => (ctx.viewer ? ctx.db.user.findUnique({ ...query, where: { id: ctx.viewer.id } }) : null),
  }),
  me: t.prismaField({
    description: 'The signed-in user; UNAUTHENTICATED without a live session (use `viewer` to ask without failing)',
    type: 'User',
    resolve: async (query, _root, _args, ctx) => {
      const user = await getOwnAccount(ctx);
      return ctx.db.user.findUniqueOrThrow({ ...query, where: { id: user.id } });
    },
  }),
  users: t.field({
    description: 'Staff accounts, by username (admins only)',
    type: UserConnection,
    authScopes: { admin: true },
    args: {
      ...t.arg.connectionArgs(),
      search: t.arg.string({ description: 'Part of the username, email or display name' }),
      role: t.arg({ type: RoleEnum }),
    },
    resolve: async (_root, args, ctx, info) => {
      assertCanListUsers(ctx);
      const where = await userSearchWhere(ctx, args);
      return resolveCountedConnection(
        { args, ctx, info, typeName: 'User', defaultSize: 20 },
        (page) => ctx.db.user.findMany({ ...(page as object), where, orderBy: { username: 'asc' } }),
        () => ctx.db.user.count({ where }),
      );
    },
  }),
  user: t.prismaField({
    description: 'One staff account (admins, or the user themselves)',
    type: 'User',
    args: { id: t.arg.globalID({ required: true, for: UserRef }) },
    resolve: async (query, _root, args, ctx) => {
      const user = await getUser(ctx, Number(args.id.id));
      return ctx.db.user.findUniqueOrThrow({ ...query, where: { id: user.id } });
    },
  }),
}));

const UserPayload = builder.objectRef<{ user: object }>('UserPayload').implement({
  fields: (t) => ({ user: t.field({ type: UserRef, resolve: (payload) => payload.user as never }) }),
});

const LoginPayload = builder.objectRef<{ token: string; user: object }>('LoginPayload').implement({
  fields: (t) => ({
    token: t.exposeString('token', { description: 'Send as `Authorization: Bearer <token>`' }),
    user: t.field({ type: UserRef, resolve: (payload) => payload.user as never }),
  }),
});

const LogoutPayload = builder.objectRef<{ success: boolean }>('LogoutPayload').implement({
  fields: (t) => ({ success: t.exposeBoolean('success') }),
});

const DeleteUserPayload = builder.objectRef<{ deletedUserId: string }>('DeleteUserPayload').implement({
  fields: (t) => ({ deletedUserId: t.exposeID('deletedUserId') }),
});

const LoginInput = builder.inputType('LoginInput', {
  fields: (t) => ({ username: t.string({ required: true }), password: t.string({ required: true }) }),
});

const ChangeOwnPasswordInput = builder.inputType('ChangeOwnPasswordInput', {
  fields: (t) => ({ currentPassword: t.string({ required: true }), newPassword: t.string({ required: true }) }),
});

const UpdateOwnProfileInput = builder.inputType('UpdateOwnProfileInput', {
  fields: (t) => ({ email: t.string(), displayName: t.string(), bio: t.string(), displayNameAr: t.string(), bioAr: t.string() }),
});

const CreateUserInput = builder.inputType('CreateUserInput', {
  fields: (t) => ({
    username: t.string({ required: true }),
    email: t.string({ required: true }),
    displayName: t.string({ required: true }),
    password: t.string({ required: true }),
    role: t.field({ type: RoleEnum, required: true }),
    bio: t.string(),
    displayNameAr: t.string(),
    bioAr: t.string(),
  }),
});

const UpdateUserInput = builder.inputType('UpdateUserInput', {
  fields: (t) => ({
    id: t.globalID({ required: true, for: UserRef }),
    email: t.string(),
    displayName: t.string(),
    bio: t.string(),
    displayNameAr: t.string(),
    bioAr: t.string(),
    role: t.field({ type: RoleEnum }),
    active: t.boolean(),
  }),
});

const UserIdInput = builder.inputType('DeleteUserInput', {
  fields: (t) => ({ id: t.globalID({ required: true, for: UserRef }) }),
});

const SetUserPasswordInput = builder.inputType('SetUserPasswordInput', {
  fields: (t) => ({ id: t.globalID({ required: true, for: UserRef }), newPassword: t.string({ required: true }) }),
});

builder.mutationFields((t) => ({
  login: t.field({
    description: 'Signs in with a username and password; returns a bearer token',
    type: LoginPayload,
    args: { input: t.arg({ type: LoginInput, required: true }) },
    resolve: (_root, { input }, ctx) => login(ctx, input),
  }),
  logout: t.field({
    description: 'Ends the session of the token sent with the request',
    type: LogoutPayload,
    resolve: async (_root, _args, ctx) => {
      await logout(ctx);
      return { success: true };
    },
  }),
  changeOwnPassword: t.field({
    description: 'Changes the signed-in user\'s password; their other sessions end',
    type: UserPayload,
    args: { input: t.arg({ type: ChangeOwnPasswordInput, required: true }) },
    resolve: async (_root, { input }, ctx) => ({ user: await changeOwnPassword(ctx, input.currentPassword, input.newPassword) }),
  }),
  updateOwnProfile: t.field({
    description: 'Changes the signed-in user\'s display name, email or bio',
    type: UserPayload,
    args: { input: t.arg({ type: UpdateOwnProfileInput, required: true }) },
    resolve: async (_root, { input }, ctx) => ({ user: await updateOwnProfile(ctx, input) }),
  }),
  createUser: t.field({
    description: 'Creates a staff account (admins only)',
    type: UserPayload,
    args: { input: t.arg({ type: CreateUserInput, required: true }) },
    resolve: async (_root, { input }, ctx) => ({ user: await createUser(ctx, input) }),
  }),
  updateUser: t.field({
    description: 'Changes a staff account (admins only)',
    type: UserPayload,
    args: { input: t.arg({ type: UpdateUserInput, required: true }) },
    resolve: async (_root, { input: { id, ...changes } }, ctx) => ({ user: await updateUser(ctx, Number(id.id), changes) }),
  }),
  deleteUser: t.field({
    description: 'Deletes a staff account (admins only); their posts stay, without an author',
    type: DeleteUserPayload,
    args: { input: t.arg({ type: UserIdInput, required: true }) },
    resolve: async (_root, { input }, ctx) => {
      await deleteUser(ctx, Number(input.id.id));
      return { deletedUserId: encodeGlobalID('User', input.id.id) };
    },
  }),
  setUserPassword: t.field({
    description: 'Sets another user\'s password (admins only); all their sessions end',
    type: UserPayload,
    args: { input: t.arg({ type: SetUserPasswordInput, required: true }) },
    resolve: async (_root, { input }, ctx) => ({ user: await setUserPassword(ctx, Number(input.id.id), input.newPassword) }),
  }),
}));
