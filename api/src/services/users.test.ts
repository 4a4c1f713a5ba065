import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/testApp.ts';

// Staff accounts through GraphQL: the users connection, user/node lookups and the admin mutations.

let app: TestApp;
let admin: { id: number; username: string; password: string; token: string };
let editor: { id: number; username: string; password: string; token: string };

const userFieldNames = [
  'active',
  'bio',
  'bioAr',
  'createdAt',
  'displayName',
  'displayNameAr',
  'email',
  'hasPasskey',
  'id',
  'passkeys',
  'recoveryCodesLeft',
  'role',
  'secondFactorSetupRequired',
  'sessions',
  'signInNotices',
  'twoFactorEnabled',
  'updatedAt',
  'username',
];

let counter = 0;
function uniqueName(prefix: string): string {
  counter += 1;
  return `${prefix}${counter}`;
}

const globalId = (id: number) => Buffer.from(`User:${id}`).toString('base64');

async function staff(prefix: string, role: 'ADMIN' | 'EDITOR' = 'EDITOR') {
  return app.createStaff({ username: uniqueName(prefix), role });
}

async function staffWithToken(prefix: string, role: 'ADMIN' | 'EDITOR' = 'EDITOR') {
  const user = await staff(prefix, role);
  return { ...user, token: await app.signIn(user.username, user.password) };
}

function firstError(result: { errors?: { message: string; extensions?: Record<string, any> }[] }) {
  expect(result.errors?.length ?? 0).toBeGreaterThan(0);
  return result.errors![0];
}

const userRow = (id: number) => app.db.user.findUnique({ where: { id } });

const usersQuery = /* GraphQL */ `
  query Users($first: Int, $after: String, $search: String, $role: Role) {
    users(first: $first, after: $after, search: $search, role: $role) {
      totalCount
      edges {
        cursor
        node {
          id
          username
          email
          displayName
          role
          active
        }
      }
      pageInfo {
        hasNextPage
        endCursor
      }
    }
  }
`;
const userQuery = 'query($id: ID!) { user(id: $id) { id username email role } }';
const nodeQuery = 'query($id: ID!) { node(id: $id) { id ... on User { username email role } } }';
const createMutation = 'mutation($input: CreateUserInput!) { createUser(input: $input) { user { id username email displayName role active bio } } }';
const updateMutation = 'mutation($input: UpdateUserInput!) { updateUser(input: $input) { user { id email displayName bio role active } } }';
const deleteMutation = 'mutation($input: DeleteUserInput!) { deleteUser(input: $input) { deletedUserId } }';
const setPasswordMutation = 'mutation($input: SetUserPasswordInput!) { setUserPassword(input: $input) { user { id username } } }';

function createInput(overrides: Record<string, unknown> = {}) {
  const username = uniqueName('gql-new');
  return { username, email: `${username}@example.org`, displayName: `Person ${username}`, password: 'graph ql passphrase', role: 'EDITOR', ...overrides };
}

beforeAll(async () => {
  app = createTestApp();
  const [a, e] = await Promise.all([app.createStaff({ username: 'gql-admin', role: 'ADMIN' }), app.createStaff({ username: 'gql-editor', role: 'EDITOR' })]);
  admin = { ...a, token: await app.signIn(a.username, a.password) };
  editor = { ...e, token: await app.signIn(e.username, e.password) };
});

afterAll(async () => {
  await app.cleanup();
});

describe('the User type', () => {
  it('exposes only public fields: no password hash, no token or its hash (its sessions are listed without them)', async () => {
    const result = await app.graphql('{ __type(name: "User") { fields { name } } }');
    const names = result.data.__type.fields.map((f: { name: string }) => f.name).sort();
    expect(names).toEqual(userFieldNames);
  });
});

describe('Query.users (admins only)', () => {
  it('gives an admin a connection with totalCount, ordered by username', async () => {
    const result = await app.graphql(usersQuery, { first: 100 }, admin.token);
    expect(result.errors).toBeUndefined();
    const total = await app.db.user.count();
    expect(result.data.users.totalCount).toBe(total);
    const names = result.data.users.edges.map((e: any) => e.node.username);
    expect(names).toHaveLength(total);
    expect(names).toEqual([...names].sort());
    const adminNode = result.data.users.edges.find((e: any) => e.node.username === admin.username).node;
    expect(adminNode.id).toBe(globalId(admin.id));
  });

  it('pages with first/after and keeps totalCount for the whole filtered set', async () => {
    const tag = uniqueName('gpage');
    for (const suffix of ['a', 'b', 'c']) await app.createStaff({ username: `${tag}-${suffix}`, role: 'EDITOR' });
    const first = await app.graphql(usersQuery, { first: 2, search: tag }, admin.token);
    expect(first.data.users.totalCount).toBe(3);
    expect(first.data.users.edges.map((e: any) => e.node.username)).toEqual([`${tag}-a`, `${tag}-b`]);
    expect(first.data.users.pageInfo.hasNextPage).toBe(true);
    const second = await app.graphql(usersQuery, { first: 2, after: first.data.users.pageInfo.endCursor, search: tag }, admin.token);
    expect(second.data.users.edges.map((e: any) => e.node.username)).toEqual([`${tag}-c`]);
    expect(second.data.users.pageInfo.hasNextPage).toBe(false);
    expect(second.data.users.totalCount).toBe(3);
  });

  it('searches username, email and display name', async () => {
    const target = await app.db.user.create({
      data: { username: uniqueName('srch'), email: 'flamingo-box@example.org', displayName: 'Marmalade Writer', passwordHash: 'x' },
    });
    for (const search of [target.username, 'flamingo-box', 'Marmalade']) {
      const result = await app.graphql(usersQuery, { search }, admin.token);
      expect(result.data.users.totalCount).toBe(1);
      expect(result.data.users.edges[0].node.username).toBe(target.username);
    }
  });

  it('filters by role, totalCount included', async () => {
    await staff('gql-role-admin', 'ADMIN');
    for (const role of ['ADMIN', 'EDITOR'] as const) {
      const result = await app.graphql(usersQuery, { first: 100, role }, admin.token);
      const count = await app.db.user.count({ where: { role } });
      expect(result.data.users.totalCount).toBe(count);
      expect(result.data.users.edges).toHaveLength(count);
      expect(result.data.users.edges.every((e: any) => e.node.role === role)).toBe(true);
    }
  });

  it('is FORBIDDEN for an editor and UNAUTHENTICATED for an anonymous caller, with no data', async () => {
    const asEditor = await app.graphql(usersQuery, {}, editor.token);
    expect(asEditor.data ?? null).toBeNull();
    expect(firstError(asEditor).extensions?.code).toBe('FORBIDDEN');
    const anonymous = await app.graphql(usersQuery, {});
    expect(anonymous.data ?? null).toBeNull();
    expect(firstError(anonymous).extensions?.code).toBe('UNAUTHENTICATED');
  });
});

describe('Query.user(id:) with global ids', () => {
  it('gives an admin any user', async () => {
    const target = await staff('gql-get');
    const result = await app.graphql(userQuery, { id: globalId(target.id) }, admin.token);
    expect(result.errors).toBeUndefined();
    expect(result.data.user).toEqual({ id: globalId(target.id), username: target.username, email: `${target.username}@example.com`, role: 'EDITOR' });
  });

  it('lets an editor read their own account', async () => {
    const result = await app.graphql(userQuery, { id: globalId(editor.id) }, editor.token);
    expect(result.errors).toBeUndefined();
    expect(result.data.user.username).toBe(editor.username);
  });

  it('is FORBIDDEN for an editor asking for another user', async () => {
    const result = await app.graphql(userQuery, { id: globalId(admin.id) }, editor.token);
    expect(result.data ?? null).toBeNull();
    expect(firstError(result).extensions?.code).toBe('FORBIDDEN');
  });

  it('is UNAUTHENTICATED for an anonymous caller', async () => {
    const result = await app.graphql(userQuery, { id: globalId(admin.id) });
    expect(result.data ?? null).toBeNull();
    expect(firstError(result).extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('is NOT_FOUND for an unknown id', async () => {
    const result = await app.graphql(userQuery, { id: globalId(987654) }, admin.token);
    expect(firstError(result).extensions?.code).toBe('NOT_FOUND');
  });
});

describe('Query.node(id:) for users', () => {
  it('gives an admin any user', async () => {
    const result = await app.graphql(nodeQuery, { id: globalId(editor.id) }, admin.token);
    expect(result.errors).toBeUndefined();
    expect(result.data.node).toMatchObject({ id: globalId(editor.id), username: editor.username });
  });

  it('lets an editor read their own User', async () => {
    const result = await app.graphql(nodeQuery, { id: globalId(editor.id) }, editor.token);
    expect(result.errors).toBeUndefined();
    expect(result.data.node).toMatchObject({ id: globalId(editor.id), username: editor.username, role: 'EDITOR' });
  });

  // A hidden account answers exactly like a missing one: null, so ids cannot be probed.
  it('gives an editor null for another user, as for a missing one', async () => {
    const result = await app.graphql(nodeQuery, { id: globalId(admin.id) }, editor.token);
    expect(result).toEqual(await app.graphql(nodeQuery, { id: globalId(999_999) }, editor.token));
    expect(result).toEqual({ data: { node: null } });
  });

  it('gives an anonymous caller null, as for a missing one', async () => {
    const result = await app.graphql(nodeQuery, { id: globalId(admin.id) });
    expect(result).toEqual({ data: { node: null } });
    expect(JSON.stringify(result)).not.toContain(admin.username);
  });
});

describe('Mutation.createUser', () => {
  it('lets an admin create a user', async () => {
    const input = createInput({ bio: 'Bio here' });
    const result = await app.graphql(createMutation, { input }, admin.token);
    expect(result.errors).toBeUndefined();
    const user = result.data.createUser.user;
    expect(user).toMatchObject({ username: input.username, email: input.email, displayName: input.displayName, role: 'EDITOR', active: true, bio: 'Bio here' });
    const row = await app.db.user.findUniqueOrThrow({ where: { username: input.username } });
    expect(user.id).toBe(globalId(row.id));
    expect(row.passwordHash.startsWith('$argon2id$')).toBe(true);
  });

  it('is FORBIDDEN for an editor and UNAUTHENTICATED for an anonymous caller; nothing is created', async () => {
    const input = createInput();
    expect(firstError(await app.graphql(createMutation, { input }, editor.token)).extensions?.code).toBe('FORBIDDEN');
    expect(firstError(await app.graphql(createMutation, { input })).extensions?.code).toBe('UNAUTHENTICATED');
    expect(await app.db.user.findUnique({ where: { username: input.username } })).toBeNull();
  });

  it('reports a taken username or email as CONFLICT with details', async () => {
    const existing = await staff('gql-taken');
    const byName = await app.graphql(createMutation, { input: createInput({ username: existing.username }) }, admin.token);
    expect(firstError(byName).extensions).toMatchObject({ code: 'CONFLICT', details: { username: 'taken' } });
    const byEmail = await app.graphql(createMutation, { input: createInput({ email: `${existing.username}@example.com` }) }, admin.token);
    expect(firstError(byEmail).extensions).toMatchObject({ code: 'CONFLICT', details: { email: 'taken' } });
  });

  it('reports policy and field problems as BAD_USER_INPUT with details', async () => {
    const common = await app.graphql(createMutation, { input: createInput({ password: 'qwerty123456' }) }, admin.token);
    expect(firstError(common).extensions).toMatchObject({ code: 'BAD_USER_INPUT', details: { password: 'too_common' } });
    const short = await app.graphql(createMutation, { input: createInput({ password: 'short' }) }, admin.token);
    expect(firstError(short).extensions).toMatchObject({ code: 'BAD_USER_INPUT', details: { password: 'too_short' } });
    const email = await app.graphql(createMutation, { input: createInput({ email: 'bad@' }) }, admin.token);
    expect(firstError(email).extensions).toMatchObject({ code: 'BAD_USER_INPUT', details: { email: 'invalid' } });
  });

  it('rejects an unknown role without creating anyone', async () => {
    const input = createInput({ role: 'ROOT' });
    const result = await app.graphql(createMutation, { input }, admin.token);
    expect(result.data ?? null).toBeNull();
    firstError(result);
    expect(await app.db.user.findUnique({ where: { username: input.username } })).toBeNull();
  });
});

describe('Mutation.updateUser', () => {
  it('lets an admin change another user', async () => {
    const target = await staff('gql-upd');
    const result = await app.graphql(updateMutation, { input: { id: globalId(target.id), displayName: 'Renamed', role: 'ADMIN' } }, admin.token);
    expect(result.errors).toBeUndefined();
    expect(result.data.updateUser.user).toMatchObject({ id: globalId(target.id), displayName: 'Renamed', role: 'ADMIN', active: true });
    expect(await userRow(target.id)).toMatchObject({ displayName: 'Renamed', role: 'ADMIN' });
  });

  it('is FORBIDDEN for an admin demoting or deactivating themselves; nothing changes', async () => {
    const self = await staffWithToken('gql-self', 'ADMIN');
    const before = await userRow(self.id);
    for (const change of [{ role: 'EDITOR' }, { active: false }]) {
      const result = await app.graphql(updateMutation, { input: { id: globalId(self.id), ...change } }, self.token);
      expect(firstError(result).extensions?.code).toBe('FORBIDDEN');
    }
    expect(await userRow(self.id)).toEqual(before);
  });

  it('is FORBIDDEN for an editor, even on their own account', async () => {
    for (const id of [editor.id, admin.id]) {
      const result = await app.graphql(updateMutation, { input: { id: globalId(id), role: 'ADMIN' } }, editor.token);
      expect(firstError(result).extensions?.code).toBe('FORBIDDEN');
    }
    expect((await userRow(editor.id))?.role).toBe('EDITOR');
  });

  it('reports an unknown id as NOT_FOUND and a taken email as CONFLICT', async () => {
    const missing = await app.graphql(updateMutation, { input: { id: globalId(987654), bio: 'x' } }, admin.token);
    expect(firstError(missing).extensions?.code).toBe('NOT_FOUND');
    const target = await staff('gql-upd-dup');
    const taken = await app.graphql(updateMutation, { input: { id: globalId(target.id), email: `${editor.username}@example.com` } }, admin.token);
    expect(firstError(taken).extensions).toMatchObject({ code: 'CONFLICT', details: { email: 'taken' } });
  });
});

describe('the Arabic display name and bio', () => {
  const arabicFields = 'id displayName displayNameAr bio bioAr';
  const createArabic = `mutation($input: CreateUserInput!) { createUser(input: $input) { user { ${arabicFields} } } }`;
  const updateArabic = `mutation($input: UpdateUserInput!) { updateUser(input: $input) { user { ${arabicFields} } } }`;
  const ownArabic = `mutation($input: UpdateOwnProfileInput!) { updateOwnProfile(input: $input) { user { ${arabicFields} } } }`;

  it('are empty unless given, and an admin sets them on create, trimmed, keeping line breaks in the bio', async () => {
    const plain = await app.graphql(createArabic, { input: createInput() }, admin.token);
    expect(plain.data.createUser.user).toMatchObject({ displayNameAr: '', bioAr: '' });

    const input = createInput({ displayNameAr: '  ليلى حداد  ', bioAr: '  تكتب عن البيانات.\nوالسيادة.  ' });
    const result = await app.graphql(createArabic, { input }, admin.token);
    expect(result.errors).toBeUndefined();
    expect(result.data.createUser.user).toMatchObject({ displayNameAr: 'ليلى حداد', bioAr: 'تكتب عن البيانات.\nوالسيادة.' });
    expect(await app.db.user.findUnique({ where: { username: input.username } })).toMatchObject({
      displayNameAr: 'ليلى حداد',
      bioAr: 'تكتب عن البيانات.\nوالسيادة.',
    });
  });

  it('an admin changes and clears them with updateUser; the English ones stay', async () => {
    const target = await staff('gql-ar-upd');
    const set = await app.graphql(updateArabic, { input: { id: globalId(target.id), displayNameAr: 'سارة', bioAr: 'محررة.' } }, admin.token);
    expect(set.errors).toBeUndefined();
    expect(set.data.updateUser.user).toMatchObject({ displayName: target.username, displayNameAr: 'سارة', bioAr: 'محررة.' });
    const cleared = await app.graphql(updateArabic, { input: { id: globalId(target.id), displayNameAr: '  ', bioAr: '' } }, admin.token);
    expect(cleared.errors).toBeUndefined();
    expect(await userRow(target.id)).toMatchObject({ displayName: target.username, displayNameAr: '', bioAr: '' });
  });

  it('follow the English fields’ rules: 80 and 1000 characters, no control or direction characters (BAD_USER_INPUT, nothing saved)', async () => {
    const target = await staff('gql-ar-bad');
    const cases: [Record<string, string>, Record<string, string>][] = [
      [{ displayNameAr: 'ع'.repeat(81) }, { displayNameAr: 'too_long' }],
      [{ displayNameAr: 'اسم\nبسطرين' }, { displayNameAr: 'invalid' }],
      [{ bioAr: 'ن'.repeat(1001) }, { bioAr: 'too_long' }],
      [{ bioAr: 'نبذة\u0007' }, { bioAr: 'invalid' }],
      // Direction overrides and isolates would turn the byline around on every article (the attack on issue 22).
      [{ displayNameAr: 'سارة \u2067 محررة' }, { displayNameAr: 'invalid' }],
      [{ displayNameAr: 'سارة\u202e' }, { displayNameAr: 'invalid' }],
      [{ bioAr: 'نبذة \u2066قصيرة' }, { bioAr: 'invalid' }],
    ];
    for (const [change, details] of cases) {
      const update = await app.graphql(updateArabic, { input: { id: globalId(target.id), ...change } }, admin.token);
      expect(firstError(update).extensions).toMatchObject({ code: 'BAD_USER_INPUT', details });
      const create = await app.graphql(createArabic, { input: createInput(change) }, admin.token);
      expect(firstError(create).extensions).toMatchObject({ code: 'BAD_USER_INPUT', details });
    }
    expect(await userRow(target.id)).toMatchObject({ displayNameAr: '', bioAr: '' });
    // At the limits exactly, both are accepted.
    const longest = await app.graphql(
      updateArabic,
      { input: { id: globalId(target.id), displayNameAr: 'ع'.repeat(80), bioAr: 'ن'.repeat(1000) } },
      admin.token,
    );
    expect(longest.errors).toBeUndefined();
  });

  it('anyone signed in edits their own with updateOwnProfile, under the same rules', async () => {
    const own = await staffWithToken('gql-ar-own');
    const saved = await app.graphql(ownArabic, { input: { displayNameAr: ' نور ', bioAr: 'مهندسة.' } }, own.token);
    expect(saved.errors).toBeUndefined();
    expect(saved.data.updateOwnProfile.user).toMatchObject({ displayName: own.username, displayNameAr: 'نور', bioAr: 'مهندسة.' });
    const refused = await app.graphql(ownArabic, { input: { displayNameAr: 'ع'.repeat(81) } }, own.token);
    expect(firstError(refused).extensions).toMatchObject({ code: 'BAD_USER_INPUT', details: { displayNameAr: 'too_long' } });
    expect(await userRow(own.id)).toMatchObject({ displayNameAr: 'نور', bioAr: 'مهندسة.' });
  });

  it('are found by the users search', async () => {
    const target = await app.db.user.create({
      data: {
        username: uniqueName('srch-ar'),
        email: `${uniqueName('srch-ar')}@example.org`,
        displayName: 'Hessa',
        displayNameAr: 'حصة المهيري',
        passwordHash: 'x',
      },
    });
    const result = await app.graphql(usersQuery, { search: 'المهيري' }, admin.token);
    expect(result.data.users.edges.map((e: any) => e.node.username)).toEqual([target.username]);
  });
});

describe('Mutation.deleteUser', () => {
  it('lets an admin delete another user and returns the global id', async () => {
    const target = await staffWithToken('gql-del');
    const result = await app.graphql(deleteMutation, { input: { id: globalId(target.id) } }, admin.token);
    expect(result.errors).toBeUndefined();
    expect(result.data.deleteUser.deletedUserId).toBe(globalId(target.id));
    expect(await userRow(target.id)).toBeNull();
    expect(await app.db.session.count({ where: { userId: target.id } })).toBe(0);
    expect((await app.graphql('{ viewer { id } }', {}, target.token)).data.viewer).toBeNull();
  });

  it('is FORBIDDEN on oneself, FORBIDDEN for an editor, UNAUTHENTICATED anonymously, NOT_FOUND for an unknown id', async () => {
    const self = await staffWithToken('gql-del-self', 'ADMIN');
    const victim = await staff('gql-del-victim');
    expect(firstError(await app.graphql(deleteMutation, { input: { id: globalId(self.id) } }, self.token)).extensions?.code).toBe('FORBIDDEN');
    expect(firstError(await app.graphql(deleteMutation, { input: { id: globalId(victim.id) } }, editor.token)).extensions?.code).toBe('FORBIDDEN');
    expect(firstError(await app.graphql(deleteMutation, { input: { id: globalId(victim.id) } })).extensions?.code).toBe('UNAUTHENTICATED');
    expect(firstError(await app.graphql(deleteMutation, { input: { id: globalId(987654) } }, admin.token)).extensions?.code).toBe('NOT_FOUND');
    expect(await userRow(self.id)).not.toBeNull();
    expect(await userRow(victim.id)).not.toBeNull();
  });
});

describe('Mutation.setUserPassword', () => {
  it('lets an admin set a password and ends all of that user’s sessions', async () => {
    const target = await staffWithToken('gql-setpw');
    const result = await app.graphql(setPasswordMutation, { input: { id: globalId(target.id), newPassword: 'set by graphql admin' } }, admin.token);
    expect(result.errors).toBeUndefined();
    expect(result.data.setUserPassword.user.username).toBe(target.username);
    expect(await app.db.session.count({ where: { userId: target.id } })).toBe(0);
    expect((await app.graphql('{ viewer { id } }', {}, target.token)).data.viewer).toBeNull();
    await expect(app.signIn(target.username, 'set by graphql admin')).resolves.toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('reports policy problems as BAD_USER_INPUT with details.newPassword', async () => {
    const target = await staff('gql-setpw-policy');
    const result = await app.graphql(setPasswordMutation, { input: { id: globalId(target.id), newPassword: target.username } }, admin.token);
    expect(firstError(result).extensions).toMatchObject({ code: 'BAD_USER_INPUT', details: { newPassword: 'same_as_username' } });
  });

  it('is FORBIDDEN for an admin on their own account (that needs changeOwnPassword); the password stays', async () => {
    const self = await staffWithToken('gql-setpw-self', 'ADMIN');
    const before = (await userRow(self.id))?.passwordHash;
    const result = await app.graphql(setPasswordMutation, { input: { id: globalId(self.id), newPassword: 'no current password needed' } }, self.token);
    expect(result.data ?? null).toBeNull();
    expect(firstError(result).extensions?.code).toBe('FORBIDDEN');
    expect(firstError(result).message).toMatch(/changeOwnPassword/);
    expect((await userRow(self.id))?.passwordHash).toBe(before);
  });

  it('is FORBIDDEN for an editor (even for their own account) and NOT_FOUND for an unknown id', async () => {
    for (const id of [editor.id, admin.id]) {
      const result = await app.graphql(setPasswordMutation, { input: { id: globalId(id), newPassword: 'editor chosen phrase' } }, editor.token);
      expect(firstError(result).extensions?.code).toBe('FORBIDDEN');
    }
    const missing = await app.graphql(setPasswordMutation, { input: { id: globalId(987654), newPassword: 'whatever phrase' } }, admin.token);
    expect(firstError(missing).extensions?.code).toBe('NOT_FOUND');
  });
});

describe('the last-active-admin rule under concurrent requests', () => {
  /** Leaves exactly two active admins (a, b) signed in; restores the others afterwards. */
  async function withTwoAdmins(run: (a: { id: number; token: string }, b: { id: number; token: string }) => Promise<void>) {
    const a = await staffWithToken('race-a', 'ADMIN');
    const b = await staffWithToken('race-b', 'ADMIN');
    const others = await app.db.user.findMany({ where: { role: 'ADMIN', active: true, id: { notIn: [a.id, b.id] } }, select: { id: true } });
    await app.db.user.updateMany({ where: { id: { in: others.map((o) => o.id) } }, data: { active: false } });
    try {
      expect(await app.db.user.count({ where: { role: 'ADMIN', active: true } })).toBe(2);
      await run(a, b);
    } finally {
      await app.db.user.updateMany({ where: { id: { in: others.map((o) => o.id) } }, data: { active: true } });
    }
  }

  it('two admins demoting each other at the same time leave at least one active admin', async () => {
    await withTwoAdmins(async (a, b) => {
      await Promise.all([
        app.graphql(updateMutation, { input: { id: globalId(b.id), role: 'EDITOR' } }, a.token),
        app.graphql(updateMutation, { input: { id: globalId(a.id), role: 'EDITOR' } }, b.token),
      ]);
      expect(await app.db.user.count({ where: { id: { in: [a.id, b.id] }, role: 'ADMIN', active: true } })).toBeGreaterThanOrEqual(1);
    });
  });

  it('two admins deleting each other at the same time leave at least one active admin', async () => {
    await withTwoAdmins(async (a, b) => {
      await Promise.all([
        app.graphql(deleteMutation, { input: { id: globalId(b.id) } }, a.token),
        app.graphql(deleteMutation, { input: { id: globalId(a.id) } }, b.token),
      ]);
      expect(await app.db.user.count({ where: { id: { in: [a.id, b.id] }, role: 'ADMIN', active: true } })).toBeGreaterThanOrEqual(1);
    });
  });
});
