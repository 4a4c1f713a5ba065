import { z } from 'zod';
import { globalIdFromParam, numericId } from './ids.ts';
import { pageParams, pagination } from './query.ts';
import { Confirmation, recordId } from './schemas/common.ts';
import {
  changeOwnPasswordBody,
  createUserBody,
  loginBody,
  reauthenticateBody,
  SessionList,
  signInWithCodeBody,
  singleSignOnBody,
  SingleSignOnInfo,
  setPasswordBody,
  SignedIn,
  SignedInUser,
  updateUserBody,
  User,
  UserPage,
  userListQuery,
} from './schemas/users.ts';
import type { RestRoute } from './types.ts';
import { answerText } from './passkeyRoutes.ts';

// The spec's /api/auth and /api/users endpoints, each running one GraphQL operation.

export const userFields = /* GraphQL */ `
  fragment RestUser on User {
    id
    username
    email
    displayName
    bio
    displayNameAr
    bioAr
    role
    active
    createdAt
    updatedAt
  }
`;

/** The account a session is for, with whether the second-factor policy holds it (schemas/users.ts SignedInUser). */
export const signedInUserFields = `...RestUser secondFactorSetupRequired`;

interface RestUserData {
  id: string;
  [field: string]: unknown;
}

export function restUser(user: RestUserData) {
  return { ...user, id: numericId(user.id) };
}

const sessionFields = /* GraphQL */ `
  fragment RestSession on Session {
    id
    browser
    operatingSystem
    userAgent
    ip
    createdAt
    lastSeenAt
    current
  }
`;

const restSession = (session: { id: string; [field: string]: unknown }) => ({ ...session, id: Number(session.id) });

export const authRoutes: RestRoute[] = [
  {
    method: 'POST',
    path: '/api/auth/login',
    document: `mutation RestLogin($input: LoginInput!) { login(input: $input) { token user { ${signedInUserFields} } } } ${userFields}`,
    variables: ({ body }) => ({ input: { username: body?.username ?? '', password: body?.password ?? '' } }),
    respond: (data) => ({ user: restUser(data.login.user), token: data.login.token }),
    doc: { summary: 'Sign in', tag: 'Auth', access: 'public', body: loginBody, data: SignedIn, refusals: ['UNAUTHENTICATED', 'RATE_LIMITED'] },
  },
  {
    method: 'POST',
    path: '/api/auth/login/code',
    document: `mutation RestSignInWithCode($input: SignInWithCodeInput!) { signInWithCode(input: $input) { token user { ${signedInUserFields} } } } ${userFields}`,
    variables: ({ body }) => ({ input: { challenge: body?.challenge ?? '', code: body?.code ?? '' } }),
    respond: (data) => ({ user: restUser(data.signInWithCode.user), token: data.signInWithCode.token }),
    doc: {
      summary: 'Sign in, second step: a code from the authenticator app',
      description:
        'When the account has authenticator-app codes on, /api/auth/login answers 401 with `details.secondFactor` and `details.challenge`; send that challenge (valid 5 minutes, once) with a 6-digit code or a recovery code. A wrong or used code counts like a wrong password.',
      tag: 'Auth',
      access: 'public',
      body: signInWithCodeBody,
      data: SignedIn,
      refusals: ['UNAUTHENTICATED', 'RATE_LIMITED'],
    },
  },
  {
    method: 'GET',
    path: '/api/auth/sso',
    document: 'query RestSingleSignOn { singleSignOn { name startPath } }',
    respond: (data) => ({ enabled: data.singleSignOn !== null, name: data.singleSignOn?.name ?? null, startPath: data.singleSignOn?.startPath ?? null }),
    doc: {
      summary: 'Whether staff can sign in through the company’s sign-in service, and where that starts',
      description: 'Set up by OIDC_ISSUER and its settings (docs/security.md#single-sign-on). `startPath` is a page to open in the browser, not an API call.',
      tag: 'Auth',
      access: 'public',
      data: SingleSignOnInfo,
    },
  },
  {
    method: 'POST',
    path: '/api/auth/login/sso',
    document: `mutation RestSignInWithSingleSignOn($input: SignInWithSingleSignOnInput!) { signInWithSingleSignOn(input: $input) { token user { ${signedInUserFields} } } } ${userFields}`,
    variables: ({ body }) => ({ input: { code: body?.code ?? '' } }),
    respond: (data) => ({ user: restUser(data.signInWithSingleSignOn.user), token: data.signInWithSingleSignOn.token }),
    doc: {
      summary: 'Sign in through the company’s sign-in service: the one-time code for a session',
      description:
        'After the browser comes back from the sign-in service, the panel’s address holds `#sso=<code>`: send that code (good once, for a minute). An unknown, used or expired code is 401 with `details.code`.',
      tag: 'Auth',
      access: 'public',
      body: singleSignOnBody,
      data: SignedIn,
      refusals: ['UNAUTHENTICATED'],
    },
  },
  {
    method: 'POST',
    path: '/api/auth/logout',
    document: 'mutation RestLogout { logout { success } }',
    respond: () => ({ message: 'Signed out' }),
    doc: { summary: 'Sign out: end the session of the token sent', tag: 'Auth', access: 'staff', data: Confirmation, duringSetup: true },
  },
  {
    method: 'GET',
    path: '/api/auth/profile',
    document: `query RestProfile { me { ...RestUser } } ${userFields}`,
    respond: (data) => restUser(data.me),
    doc: { summary: 'The signed-in account', tag: 'Auth', access: 'staff', data: User, duringSetup: true },
  },
  {
    method: 'GET',
    path: '/api/auth/verify',
    document: `query RestVerify { me { ${signedInUserFields} } } ${userFields}`,
    respond: (data) => ({ user: restUser(data.me) }),
    doc: { summary: 'Whether the token is valid, with its account', tag: 'Auth', access: 'staff', data: z.object({ user: SignedInUser }), duringSetup: true },
  },
  {
    method: 'POST',
    path: '/api/auth/change-password',
    document: `mutation RestChangePassword($input: ChangeOwnPasswordInput!) { changeOwnPassword(input: $input) { user { ...RestUser } } } ${userFields}`,
    variables: ({ body }) => ({ input: { currentPassword: body?.currentPassword ?? '', newPassword: body?.newPassword ?? '' } }),
    respond: () => ({ message: 'Password changed' }),
    doc: {
      summary: 'Change your own password',
      description: 'Needs the current password (counted like a sign-in); ends your other sessions.',
      tag: 'Auth',
      access: 'staff',
      body: changeOwnPasswordBody,
      data: Confirmation,
      refusals: ['CONFLICT', 'RATE_LIMITED'],
    },
  },
  {
    method: 'POST',
    path: '/api/auth/reauthenticate',
    document: 'mutation RestConfirmIdentity($input: ConfirmIdentityInput!) { confirmIdentity(input: $input) { id } }',
    variables: ({ body }) => ({
      input: { password: body?.password ?? null, code: body?.code ?? null, passkey: body?.passkey ? answerText(body.passkey) : null },
    }),
    respond: () => ({ message: 'Identity confirmed' }),
    doc: {
      summary: 'Confirm it is you (password, a code or a passkey)',
      description:
        'For the next 5 minutes this session may make the changes that take it (docs/security.md#re-authentication: an admin created, a role or an email changed, an admin deactivated or deleted, another’s password set or factors reset, a factor added or turned off, sessions ended but this one); without it those answer 403 REAUTHENTICATION_REQUIRED. Counted like a sign-in.',
      tag: 'Auth',
      access: 'staff',
      body: reauthenticateBody,
      data: Confirmation,
      refusals: ['RATE_LIMITED'],
      duringSetup: true,
    },
  },
  {
    method: 'GET',
    path: '/api/auth/sessions',
    document: `query RestOwnSessions { me { sessions { ...RestSession } } } ${sessionFields}`,
    respond: (data) => ({ sessions: data.me.sessions.map(restSession) }),
    doc: { summary: 'Your live sessions', tag: 'Auth', access: 'staff', data: SessionList },
  },
  {
    method: 'POST',
    path: '/api/auth/sessions/end-others',
    document: 'mutation RestEndOtherSessions { endOtherSessions { ended } }',
    respond: (data) => ({ ended: data.endOtherSessions.ended }),
    doc: {
      summary: 'End all your other sessions',
      description: 'Needs a recent confirmation (/api/auth/reauthenticate), else 403 REAUTHENTICATION_REQUIRED.',
      tag: 'Auth',
      access: 'staff',
      data: z.object({ ended: z.int32().min(0) }),
    },
  },
  {
    method: 'DELETE',
    path: '/api/auth/sessions/:id',
    document: 'mutation RestEndSession($input: EndSessionInput!) { endSession(input: $input) { endedSessionId } }',
    variables: ({ params }) => ({ input: { id: params.id } }),
    respond: (data) => ({ id: Number(data.endSession.endedSessionId) }),
    doc: {
      summary: 'End one session',
      description:
        'One of yours (ending this one signs you out), or anyone’s for admins. Another’s or an unknown id is 404. Any but this one needs a recent confirmation (/api/auth/reauthenticate), else 403 REAUTHENTICATION_REQUIRED.',
      tag: 'Auth',
      access: 'own',
      data: z.object({ id: recordId }),
      refusals: ['NOT_FOUND'],
    },
  },
];

const usersPageSize = 20;

export const userRoutes: RestRoute[] = [
  {
    method: 'GET',
    path: '/api/users',
    document: /* GraphQL */ `
      query RestUsers($first: Int!, $after: String, $search: String, $role: Role) {
        users(first: $first, after: $after, search: $search, role: $role) {
          totalCount
          edges {
            node {
              ...RestUser
            }
          }
        }
      }
      ${userFields}
    `,
    variables: ({ query }) => {
      const { first, after } = pageParams(query, usersPageSize);
      return { first, after, search: query.get('search') || null, role: query.get('role') || null };
    },
    respond: (data, { query }) => ({
      users: data.users.edges.map((edge: { node: RestUserData }) => restUser(edge.node)),
      pagination: pagination(query, usersPageSize, data.users.totalCount),
    }),
    doc: { summary: 'Staff accounts, a page at a time', tag: 'Users', access: 'admin', query: userListQuery, data: UserPage },
  },
  {
    method: 'GET',
    path: '/api/users/:id',
    document: `query RestUser($id: ID!) { user(id: $id) { ...RestUser } } ${userFields}`,
    variables: ({ params }) => ({ id: globalIdFromParam('User', params.id) }),
    respond: (data) => restUser(data.user),
    doc: { summary: 'A staff account', tag: 'Users', access: 'own', data: User },
  },
  {
    method: 'GET',
    path: '/api/users/:id/sessions',
    document: `query RestUserSessions($id: ID!) { user(id: $id) { sessions { ...RestSession } } } ${sessionFields}`,
    variables: ({ params }) => ({ id: globalIdFromParam('User', params.id) }),
    respond: (data) => ({ sessions: data.user.sessions.map(restSession) }),
    doc: { summary: "A staff member's live sessions", tag: 'Users', access: 'own', data: SessionList },
  },
  {
    method: 'DELETE',
    path: '/api/users/:id/sessions',
    document: 'mutation RestEndUserSessions($input: EndUserSessionsInput!) { endUserSessions(input: $input) { ended } }',
    variables: ({ params }) => ({ input: { userId: globalIdFromParam('User', params.id) } }),
    respond: (data) => ({ ended: data.endUserSessions.ended }),
    doc: {
      summary: "End all of a staff member's sessions",
      description:
        'Admins only; audited. Your own id signs you out too, this session included. An unknown account is 404. Needs a recent confirmation (/api/auth/reauthenticate), else 403 REAUTHENTICATION_REQUIRED.',
      tag: 'Users',
      access: 'admin',
      data: z.object({ ended: z.int32().min(0) }),
    },
  },
  {
    method: 'POST',
    path: '/api/users',
    status: 201,
    document: `mutation RestCreateUser($input: CreateUserInput!) { createUser(input: $input) { user { ...RestUser } } } ${userFields}`,
    variables: ({ body }) => ({
      input: {
        username: body?.username ?? '',
        email: body?.email ?? '',
        displayName: body?.displayName ?? '',
        password: body?.password ?? '',
        role: body?.role ?? 'EDITOR',
        bio: body?.bio,
        displayNameAr: body?.displayNameAr,
        bioAr: body?.bioAr,
      },
    }),
    respond: (data) => restUser(data.createUser.user),
    doc: { summary: 'Create a staff account', tag: 'Users', access: 'admin', body: createUserBody, data: User, refusals: ['CONFLICT'] },
  },
  {
    method: 'PUT',
    path: '/api/users/:id',
    document: `mutation RestUpdateUser($input: UpdateUserInput!) { updateUser(input: $input) { user { ...RestUser } } } ${userFields}`,
    variables: ({ params, body }) => ({
      input: {
        id: globalIdFromParam('User', params.id),
        email: body?.email,
        displayName: body?.displayName,
        bio: body?.bio,
        displayNameAr: body?.displayNameAr,
        bioAr: body?.bioAr,
        role: body?.role,
        active: body?.active,
      },
    }),
    respond: (data) => restUser(data.updateUser.user),
    doc: { summary: 'Change a staff account', tag: 'Users', access: 'admin', body: updateUserBody, data: User, refusals: ['CONFLICT'] },
  },
  {
    method: 'DELETE',
    path: '/api/users/:id',
    document: 'mutation RestDeleteUser($input: DeleteUserInput!) { deleteUser(input: $input) { deletedUserId } }',
    variables: ({ params }) => ({ input: { id: globalIdFromParam('User', params.id) } }),
    respond: (data) => ({ id: numericId(data.deleteUser.deletedUserId) }),
    doc: { summary: 'Delete a staff account', tag: 'Users', access: 'admin', data: z.object({ id: recordId }) },
  },
  {
    method: 'POST',
    path: '/api/users/:id/change-password',
    document: `mutation RestSetUserPassword($input: SetUserPasswordInput!) { setUserPassword(input: $input) { user { ...RestUser } } } ${userFields}`,
    variables: ({ params, body }) => ({ input: { id: globalIdFromParam('User', params.id), newPassword: body?.newPassword ?? '' } }),
    respond: () => ({ message: 'Password changed' }),
    doc: {
      summary: "Set a staff member's password",
      description: 'Ends their sessions.',
      tag: 'Users',
      access: 'admin',
      body: setPasswordBody,
      data: Confirmation,
      refusals: ['CONFLICT'],
    },
  },
];
