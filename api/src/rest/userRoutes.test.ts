import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectApiError } from '../testing/restAssertions.ts';
import { createTestApp, type TestApp } from '../testing/testApp.ts';

// The REST doors of staff accounts: /api/users/* (admins only), as an API consumer sees them.

let app: TestApp;
/** A long-lived admin most tests act as; tests that act on themselves create their own admin. */
let admin: { id: number; username: string; password: string; token: string };
let editor: { id: number; username: string; password: string; token: string };

const publicUserKeys = ['active', 'bio', 'bioAr', 'createdAt', 'displayName', 'displayNameAr', 'email', 'id', 'role', 'updatedAt', 'username'];
const hourMs = 3_600_000;
const goodPassword = 'a perfectly fine passphrase';

let counter = 0;
function uniqueName(prefix: string): string {
  counter += 1;
  return `${prefix}${counter}`;
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** A REST call with its body read. */
const call: TestApp['call'] = (path, init) => app.call(path, init);

function expectSuccess(result: { status: number; body: any }, status = 200) {
  expect({ status: result.status, success: result.body?.success }).toEqual({ status, success: true });
  expect(Object.keys(result.body).sort()).toEqual(['data', 'success']);
}

function expectPublicUser(user: any) {
  expect(Object.keys(user).sort()).toEqual(publicUserKeys);
  expect(typeof user.id).toBe('number');
  expect(JSON.stringify(user)).not.toMatch(/passwordHash|tokenHash|session|\$argon2/i);
}

async function staff(prefix: string, role: 'ADMIN' | 'EDITOR' = 'EDITOR', extra: { password?: string; active?: boolean } = {}) {
  return app.createStaff({ username: uniqueName(prefix), role, ...extra });
}

async function staffWithToken(prefix: string, role: 'ADMIN' | 'EDITOR' = 'EDITOR') {
  const user = await staff(prefix, role);
  return { ...user, token: await app.signIn(user.username, user.password) };
}

async function expiredToken(username: string, password: string, kind: 'idle' | 'absolute'): Promise<string> {
  const token = await app.signIn(username, password);
  const data = kind === 'idle' ? { lastSeenAt: new Date(Date.now() - 13 * hourMs) } : { expiresAt: new Date(Date.now() - 1000) };
  await app.db.session.update({ where: { tokenHash: sha256(token) }, data });
  return token;
}

const userRow = (id: number) => app.db.user.findUnique({ where: { id } });

function newUserBody(overrides: Record<string, unknown> = {}) {
  const username = uniqueName('new-user');
  return { username, email: `${username}@example.net`, displayName: `New ${username}`, password: goodPassword, role: 'EDITOR', ...overrides };
}

const signInStatus = async (username: string, password: string) => (await call('/api/auth/login', { method: 'POST', json: { username, password } })).status;

beforeAll(async () => {
  app = createTestApp();
  const [a, e] = await Promise.all([app.createStaff({ username: 'chief', role: 'ADMIN' }), app.createStaff({ username: 'writer', role: 'EDITOR' })]);
  admin = { ...a, token: await app.signIn(a.username, a.password) };
  editor = { ...e, token: await app.signIn(e.username, e.password) };
});

afterAll(async () => {
  await app.cleanup();
});

describe('admin-only endpoints refuse everyone but admins, and change nothing', () => {
  interface Endpoint {
    name: string;
    method: 'GET' | 'POST' | 'PUT' | 'DELETE';
    path: (targetId: number) => string;
    json?: () => unknown;
  }
  const endpoints: Endpoint[] = [
    { name: 'GET /api/users', method: 'GET', path: () => '/api/users' },
    { name: 'GET /api/users/{id} (another user)', method: 'GET', path: (id) => `/api/users/${id}` },
    { name: 'POST /api/users', method: 'POST', path: () => '/api/users', json: () => newUserBody({ role: 'ADMIN' }) },
    { name: 'PUT /api/users/{id}', method: 'PUT', path: (id) => `/api/users/${id}`, json: () => ({ displayName: 'Hijacked', role: 'ADMIN', active: false }) },
    { name: 'DELETE /api/users/{id}', method: 'DELETE', path: (id) => `/api/users/${id}` },
    {
      name: 'POST /api/users/{id}/change-password',
      method: 'POST',
      path: (id) => `/api/users/${id}/change-password`,
      json: () => ({ newPassword: 'attacker chosen phrase' }),
    },
  ];

  const callers: { name: string; status: number; code: string; token: () => Promise<string | undefined> }[] = [
    { name: 'an anonymous caller', status: 401, code: 'UNAUTHENTICATED', token: async () => undefined },
    { name: 'a caller with an unknown token', status: 401, code: 'UNAUTHENTICATED', token: async () => 'x'.repeat(43) },
    {
      name: 'an admin whose session is idle-expired',
      status: 401,
      code: 'UNAUTHENTICATED',
      token: async () => {
        const user = await staff('idle-admin', 'ADMIN');
        return expiredToken(user.username, user.password, 'idle');
      },
    },
    {
      name: 'an admin whose session is past its absolute expiry',
      status: 401,
      code: 'UNAUTHENTICATED',
      token: async () => {
        const user = await staff('old-admin', 'ADMIN');
        return expiredToken(user.username, user.password, 'absolute');
      },
    },
    { name: 'an EDITOR', status: 403, code: 'FORBIDDEN', token: async () => editor.token },
  ];

  for (const endpoint of endpoints) {
    describe(endpoint.name, () => {
      for (const caller of callers) {
        it(`answers ${caller.name} with ${caller.status} ${caller.code}`, async () => {
          const target = await staff('target');
          const token = await caller.token();
          const before = await userRow(target.id);
          const usersBefore = await app.db.user.count();
          const sessionsBefore = await app.db.session.count({ where: { userId: target.id } });
          const result = await call(endpoint.path(target.id), { method: endpoint.method, json: endpoint.json?.(), token });
          expectApiError(result, caller.status, caller.code);
          expect(await userRow(target.id)).toEqual(before);
          expect(await app.db.user.count()).toBe(usersBefore);
          expect(await app.db.session.count({ where: { userId: target.id } })).toBe(sessionsBefore);
        });
      }
    });
  }
});

describe('GET /api/users', () => {
  it('gives an admin data.users (public fields only, by username) and data.pagination', async () => {
    const result = await call('/api/users', { token: admin.token });
    expectSuccess(result);
    expect(Object.keys(result.body.data).sort()).toEqual(['pagination', 'users']);
    const { users, pagination } = result.body.data;
    const total = await app.db.user.count();
    expect(pagination).toEqual({ page: 1, limit: 20, total, totalPages: Math.ceil(total / 20) });
    expect(users.length).toBe(Math.min(total, 20));
    users.forEach(expectPublicUser);
    const names = users.map((u: any) => u.username);
    expect(names).toEqual([...names].sort());
  });

  it('pages with page and limit', async () => {
    const tag = uniqueName('pg');
    for (const suffix of ['a', 'b', 'c', 'd', 'e']) await app.createStaff({ username: `${tag}-${suffix}`, role: 'EDITOR' });
    const page2 = await call(`/api/users?search=${tag}&limit=2&page=2`, { token: admin.token });
    expectSuccess(page2);
    expect(page2.body.data.users.map((u: any) => u.username)).toEqual([`${tag}-c`, `${tag}-d`]);
    expect(page2.body.data.pagination).toEqual({ page: 2, limit: 2, total: 5, totalPages: 3 });
    const page3 = await call(`/api/users?search=${tag}&limit=2&page=3`, { token: admin.token });
    expect(page3.body.data.users.map((u: any) => u.username)).toEqual([`${tag}-e`]);
  });

  it('searches username, email and display name', async () => {
    const byName = await staff('findme');
    const byDisplay = await app.db.user.create({
      data: { username: uniqueName('plain'), email: `${uniqueName('p')}@example.com`, displayName: 'Quixotic Person', passwordHash: 'x' },
    });
    const byEmail = await app.db.user.create({
      data: { username: uniqueName('plain'), email: 'zanzibar-mail@example.com', displayName: 'Someone', passwordHash: 'x' },
    });
    const names = async (search: string) =>
      (await call(`/api/users?search=${encodeURIComponent(search)}`, { token: admin.token })).body.data.users.map((u: any) => u.username);
    expect(await names(byName.username)).toEqual([byName.username]);
    expect(await names('Quixotic')).toEqual([byDisplay.username]);
    expect(await names('zanzibar-mail')).toEqual([byEmail.username]);
    expect(await names('no-such-person-anywhere')).toEqual([]);
  });

  it('filters by role', async () => {
    await staff('role-ed');
    await staff('role-ad', 'ADMIN');
    for (const role of ['ADMIN', 'EDITOR']) {
      const result = await call(`/api/users?role=${role}&limit=100`, { token: admin.token });
      expectSuccess(result);
      expect(result.body.data.users.length).toBeGreaterThan(0);
      expect(result.body.data.users.every((u: any) => u.role === role)).toBe(true);
      expect(result.body.data.pagination.total).toBe(await app.db.user.count({ where: { role: role as 'ADMIN' | 'EDITOR' } }));
    }
  });

  it('answers an invalid role filter with 400 naming role, not 500', async () => {
    const result = await call('/api/users?role=SUPERUSER', { token: admin.token });
    expectApiError(result, 400, 'BAD_USER_INPUT');
    expect(result.body.details).toEqual({ role: 'invalid' });
  });

  it('answers invalid page or limit with 400 naming the parameter', async () => {
    for (const [query, field] of [
      ['limit=0', 'limit'],
      ['limit=101', 'limit'],
      ['page=abc', 'page'],
      ['page=-1', 'page'],
    ]) {
      const result = await call(`/api/users?${query}`, { token: admin.token });
      expectApiError(result, 400, 'BAD_USER_INPUT');
      expect(result.body.details).toEqual({ [field]: 'invalid' });
    }
  });
});

describe('GET /api/users/{id}', () => {
  it('gives an admin any user, with public fields only', async () => {
    const target = await staff('get-target');
    const result = await call(`/api/users/${target.id}`, { token: admin.token });
    expectSuccess(result);
    expectPublicUser(result.body.data);
    expect(result.body.data).toMatchObject({
      id: target.id,
      username: target.username,
      email: `${target.username}@example.com`,
      role: 'EDITOR',
      active: true,
      bio: '',
    });
  });

  it('lets an editor read their own account', async () => {
    const result = await call(`/api/users/${editor.id}`, { token: editor.token });
    expectSuccess(result);
    expect(result.body.data).toMatchObject({ id: editor.id, username: editor.username });
  });

  it('answers an editor asking for a missing id with 403, not 404 (no existence probing)', async () => {
    expectApiError(await call('/api/users/999999', { token: editor.token }), 403, 'FORBIDDEN');
  });

  it('answers an unknown id with 404', async () => {
    expectApiError(await call('/api/users/999999', { token: admin.token }), 404, 'NOT_FOUND');
  });

  it('answers a non-numeric or non-positive id with 400 naming id', async () => {
    for (const id of ['abc', '0', '-3', '1.5', '12abc', '99999999999']) {
      const result = await call(`/api/users/${id}`, { token: admin.token });
      expectApiError(result, 400, 'BAD_USER_INPUT');
      expect(result.body.details).toEqual({ id: 'invalid' });
    }
  });
});

describe('POST /api/users', () => {
  it('creates a user (201) whose password is stored as argon2id and who can sign in', async () => {
    const body = newUserBody({ bio: 'Writes about things' });
    const result = await call('/api/users', { method: 'POST', json: body, token: admin.token });
    expectSuccess(result, 201);
    expectPublicUser(result.body.data);
    expect(result.body.data).toMatchObject({
      username: body.username,
      email: body.email,
      displayName: body.displayName,
      bio: 'Writes about things',
      role: 'EDITOR',
      active: true,
    });

    const row = await app.db.user.findUniqueOrThrow({ where: { id: result.body.data.id } });
    expect(row.passwordHash.startsWith('$argon2id$')).toBe(true);
    expect(row.passwordHash).toContain('m=19456,t=2,p=1');
    expect(row.passwordHash).not.toContain(goodPassword);
    expect(await signInStatus(body.username, goodPassword)).toBe(200);
  });

  it('can create an admin', async () => {
    const result = await call('/api/users', { method: 'POST', json: newUserBody({ role: 'ADMIN' }), token: admin.token });
    expectSuccess(result, 201);
    expect(result.body.data.role).toBe('ADMIN');
  });

  it('stores the username and email in lower case', async () => {
    const name = uniqueName('mixedcase');
    const result = await call('/api/users', {
      method: 'POST',
      json: newUserBody({ username: name.toUpperCase(), email: `${name.toUpperCase()}@EXAMPLE.NET` }),
      token: admin.token,
    });
    expectSuccess(result, 201);
    expect(result.body.data).toMatchObject({ username: name, email: `${name}@example.net` });
  });

  it('records user.created in the audit log with actor, target, ip and time', async () => {
    const ip = '203.0.113.7';
    const result = await call('/api/users', { method: 'POST', json: newUserBody(), token: admin.token, ip });
    const id = result.body.data.id;
    const events = await app.db.auditEvent.findMany({ where: { action: 'user.created', target: `user:${id}` } });
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ actorId: admin.id, ip });
    expect(Date.now() - events[0].createdAt.getTime()).toBeLessThan(60_000);
  });

  it('answers a taken username with 409 { username: "taken" }, whatever its case', async () => {
    const existing = await staff('dupname');
    for (const username of [existing.username, existing.username.toUpperCase()]) {
      const before = await app.db.user.count();
      const result = await call('/api/users', { method: 'POST', json: newUserBody({ username }), token: admin.token });
      expectApiError(result, 409, 'CONFLICT');
      expect(result.body.details).toEqual({ username: 'taken' });
      expect(await app.db.user.count()).toBe(before);
    }
  });

  it('answers a taken email with 409 { email: "taken" }, whatever its case', async () => {
    const existing = await staff('dupmail');
    for (const email of [`${existing.username}@example.com`, `${existing.username.toUpperCase()}@Example.COM`]) {
      const result = await call('/api/users', { method: 'POST', json: newUserBody({ email }), token: admin.token });
      expectApiError(result, 409, 'CONFLICT');
      expect(result.body.details).toEqual({ email: 'taken' });
    }
  });

  it('answers an invalid email with 400 and details.email', async () => {
    const result = await call('/api/users', { method: 'POST', json: newUserBody({ email: 'not an email' }), token: admin.token });
    expectApiError(result, 400, 'BAD_USER_INPUT');
    expect(result.body.details).toEqual({ email: 'invalid' });
  });

  it('answers an invalid username with 400 and details.username', async () => {
    for (const username of ['a b c', 'x', '-leading', 'y'.repeat(33)]) {
      const result = await call('/api/users', { method: 'POST', json: newUserBody({ username }), token: admin.token });
      expectApiError(result, 400, 'BAD_USER_INPUT');
      expect(result.body.details).toEqual({ username: 'invalid' });
    }
  });

  it('answers an invalid role with 400 naming role, not 500', async () => {
    const before = await app.db.user.count();
    const result = await call('/api/users', { method: 'POST', json: newUserBody({ role: 'SUPERUSER' }), token: admin.token });
    expectApiError(result, 400, 'BAD_USER_INPUT');
    expect(result.body.details).toEqual({ role: 'invalid' });
    expect(await app.db.user.count()).toBe(before);
  });

  it('answers an empty body with 400 naming the missing fields', async () => {
    const result = await call('/api/users', { method: 'POST', json: {}, token: admin.token });
    expectApiError(result, 400, 'BAD_USER_INPUT');
    expect(Object.keys(result.body.details)).toEqual(expect.arrayContaining(['username', 'email', 'displayName']));
  });

  it('applies the password policy, naming password: length 12..256, not the username, not common', async () => {
    const username = uniqueName('policy-user');
    const cases: [string, string][] = [
      ['', 'required'],
      ['elevenchars', 'too_short'],
      ['p'.repeat(100) + 'q'.repeat(157), 'too_long'],
      [username.toUpperCase(), 'same_as_username'],
      ['qwerty123456', 'too_common'],
      ['PASSWORD1234', 'too_common'],
    ];
    for (const [password, problem] of cases) {
      const result = await call('/api/users', { method: 'POST', json: newUserBody({ username, password }), token: admin.token });
      expectApiError(result, 400, 'BAD_USER_INPUT');
      expect(result.body.details).toEqual({ password: problem });
    }
    expect(await app.db.user.findUnique({ where: { username } })).toBeNull();
  });

  it('has no composition rules: accepts a 12-character all-lowercase phrase and a 256-character one', async () => {
    const short = newUserBody({ password: 'lowercaseabc' });
    expectSuccess(await call('/api/users', { method: 'POST', json: short, token: admin.token }), 201);
    const long = newUserBody({ password: 'z'.repeat(128) + 'w'.repeat(128) });
    expectSuccess(await call('/api/users', { method: 'POST', json: long, token: admin.token }), 201);
    expect(await signInStatus(short.username, 'lowercaseabc')).toBe(200);
  });

  it('answers a malformed JSON body with 400, not 500', async () => {
    const result = await call('/api/users', {
      method: 'POST',
      body: '{"username": "broken"',
      headers: { 'content-type': 'application/json' },
      token: admin.token,
    });
    expectApiError(result, 400, 'BAD_USER_INPUT');
  });

  it('answers a JSON array body with 400, not 500', async () => {
    const result = await call('/api/users', { method: 'POST', json: [newUserBody()], token: admin.token });
    expectApiError(result, 400, 'BAD_USER_INPUT');
  });

  it('answers wrong types (username: 123) with 400, not 500', async () => {
    const result = await call('/api/users', { method: 'POST', json: newUserBody({ username: 123 }), token: admin.token });
    expectApiError(result, 400, 'BAD_USER_INPUT');
  });
});

describe('PUT /api/users/{id}', () => {
  it('lets an admin change email, displayName, bio, role and active', async () => {
    const target = await staff('put-all');
    const changes = { email: `${target.username}@changed.org`, displayName: 'Changed Name', bio: 'New bio', role: 'ADMIN', active: false };
    const result = await call(`/api/users/${target.id}`, { method: 'PUT', json: changes, token: admin.token });
    expectSuccess(result);
    expectPublicUser(result.body.data);
    expect(result.body.data).toMatchObject({ id: target.id, username: target.username, ...changes });
    expect(await userRow(target.id)).toMatchObject(changes);
  });

  it('changes only the fields sent', async () => {
    const target = await staff('put-partial');
    const before = await userRow(target.id);
    const result = await call(`/api/users/${target.id}`, { method: 'PUT', json: { bio: 'Only the bio' }, token: admin.token });
    expectSuccess(result);
    expect(await userRow(target.id)).toMatchObject({ ...before, bio: 'Only the bio', updatedAt: expect.any(Date) });
  });

  it('records user.updated in the audit log with actor, target, ip and time', async () => {
    const target = await staff('put-audit');
    const ip = '198.51.100.23';
    await call(`/api/users/${target.id}`, { method: 'PUT', json: { displayName: 'Audited' }, token: admin.token, ip });
    const events = await app.db.auditEvent.findMany({ where: { action: 'user.updated', target: `user:${target.id}` } });
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ actorId: admin.id, ip });
    expect(events[0].createdAt).toBeInstanceOf(Date);
  });

  it('answers an email taken by another user with 409 { email: "taken" }', async () => {
    const target = await staff('put-dup');
    const other = await staff('put-other');
    const result = await call(`/api/users/${target.id}`, { method: 'PUT', json: { email: `${other.username}@example.com` }, token: admin.token });
    expectApiError(result, 409, 'CONFLICT');
    expect(result.body.details).toEqual({ email: 'taken' });
    expect((await userRow(target.id))?.email).toBe(`${target.username}@example.com`);
  });

  it('accepts a user keeping their own email', async () => {
    const target = await staff('put-same');
    expectSuccess(await call(`/api/users/${target.id}`, { method: 'PUT', json: { email: `${target.username}@example.com` }, token: admin.token }));
  });

  it('answers an invalid email with 400 and details.email', async () => {
    const target = await staff('put-bademail');
    const result = await call(`/api/users/${target.id}`, { method: 'PUT', json: { email: 'nope@' }, token: admin.token });
    expectApiError(result, 400, 'BAD_USER_INPUT');
    expect(result.body.details).toEqual({ email: 'invalid' });
  });

  it('answers an empty display name with 400 and details.displayName', async () => {
    const target = await staff('put-badname');
    const result = await call(`/api/users/${target.id}`, { method: 'PUT', json: { displayName: '   ' }, token: admin.token });
    expectApiError(result, 400, 'BAD_USER_INPUT');
    expect(result.body.details).toHaveProperty('displayName');
  });

  it('answers an invalid role with 400 naming role, not 500', async () => {
    const target = await staff('put-badrole');
    const result = await call(`/api/users/${target.id}`, { method: 'PUT', json: { role: 'OWNER' }, token: admin.token });
    expectApiError(result, 400, 'BAD_USER_INPUT');
    expect(result.body.details).toEqual({ role: 'invalid' });
    expect((await userRow(target.id))?.role).toBe('EDITOR');
  });

  it('answers active of the wrong type with 400 naming active, not 500', async () => {
    const target = await staff('put-badactive');
    const result = await call(`/api/users/${target.id}`, { method: 'PUT', json: { active: 'no' }, token: admin.token });
    expectApiError(result, 400, 'BAD_USER_INPUT');
    expect(result.body.details).toEqual({ active: 'invalid' });
    expect((await userRow(target.id))?.active).toBe(true);
  });

  it('answers an unknown id with 404 and a non-numeric id with 400', async () => {
    expectApiError(await call('/api/users/999999', { method: 'PUT', json: { bio: 'x' }, token: admin.token }), 404, 'NOT_FOUND');
    const bad = await call('/api/users/abc', { method: 'PUT', json: { bio: 'x' }, token: admin.token });
    expectApiError(bad, 400, 'BAD_USER_INPUT');
    expect(bad.body.details).toEqual({ id: 'invalid' });
  });

  it('forbids an admin to demote themselves (403, state unchanged)', async () => {
    const self = await staffWithToken('self-demote', 'ADMIN');
    const before = await userRow(self.id);
    expectApiError(await call(`/api/users/${self.id}`, { method: 'PUT', json: { role: 'EDITOR' }, token: self.token }), 403, 'FORBIDDEN');
    expect(await userRow(self.id)).toEqual(before);
  });

  it('forbids an admin to deactivate themselves (403, state unchanged, session kept)', async () => {
    const self = await staffWithToken('self-deactivate', 'ADMIN');
    const before = await userRow(self.id);
    expectApiError(await call(`/api/users/${self.id}`, { method: 'PUT', json: { active: false }, token: self.token }), 403, 'FORBIDDEN');
    expect(await userRow(self.id)).toEqual(before);
    expect((await call('/api/auth/verify', { token: self.token })).status).toBe(200);
  });

  it('keeps the last active admin: alone, they can neither demote, deactivate nor delete themselves', async () => {
    const self = await staffWithToken('last-admin', 'ADMIN');
    const others = await app.db.user.findMany({ where: { role: 'ADMIN', active: true, id: { not: self.id } }, select: { id: true } });
    await app.db.user.updateMany({ where: { id: { in: others.map((o) => o.id) } }, data: { active: false } });
    try {
      expect(await app.db.user.count({ where: { role: 'ADMIN', active: true } })).toBe(1);
      const before = await userRow(self.id);
      expectApiError(await call(`/api/users/${self.id}`, { method: 'PUT', json: { role: 'EDITOR' }, token: self.token }), 403, 'FORBIDDEN');
      expectApiError(await call(`/api/users/${self.id}`, { method: 'PUT', json: { active: false }, token: self.token }), 403, 'FORBIDDEN');
      expectApiError(await call(`/api/users/${self.id}`, { method: 'DELETE', token: self.token }), 403, 'FORBIDDEN');
      expect(await userRow(self.id)).toEqual(before);
      expect(await app.db.user.count({ where: { role: 'ADMIN', active: true } })).toBe(1);
    } finally {
      await app.db.user.updateMany({ where: { id: { in: others.map((o) => o.id) } }, data: { active: true } });
    }
  });

  it('lets an admin demote another admin while other admins remain', async () => {
    const other = await staff('other-admin', 'ADMIN');
    const result = await call(`/api/users/${other.id}`, { method: 'PUT', json: { role: 'EDITOR' }, token: admin.token });
    expectSuccess(result);
    expect((await userRow(other.id))?.role).toBe('EDITOR');
  });

  it('ends every session of a deactivated user, who then cannot sign in (same 401 as bad credentials)', async () => {
    const target = await staff('deactivated');
    const tokens = [await app.signIn(target.username, target.password), await app.signIn(target.username, target.password)];
    expectSuccess(await call(`/api/users/${target.id}`, { method: 'PUT', json: { active: false }, token: admin.token }));

    expect(await app.db.session.count({ where: { userId: target.id } })).toBe(0);
    for (const token of tokens) expectApiError(await call('/api/auth/profile', { token }), 401, 'UNAUTHENTICATED');

    const refused = await call('/api/auth/login', { method: 'POST', json: { username: target.username, password: target.password }, ip: '192.0.2.50' });
    const wrong = await call('/api/auth/login', { method: 'POST', json: { username: target.username, password: 'wrong password 99' }, ip: '192.0.2.51' });
    expectApiError(refused, 401, 'UNAUTHENTICATED');
    expect(refused.body).toEqual(wrong.body);

    expectSuccess(await call(`/api/users/${target.id}`, { method: 'PUT', json: { active: true }, token: admin.token }));
    expect(await signInStatus(target.username, target.password)).toBe(200);
  });
});

describe('the Arabic display name and bio over REST', () => {
  it('POST /api/users takes displayNameAr and bioAr, trimmed, and answers them', async () => {
    const body = newUserBody({ displayNameAr: ' فاطمة الكعبي ', bioAr: 'تكتب عن الامتثال. ' });
    const result = await call('/api/users', { method: 'POST', json: body, token: admin.token });
    expectSuccess(result, 201);
    expectPublicUser(result.body.data);
    expect(result.body.data).toMatchObject({ displayName: body.displayName, displayNameAr: 'فاطمة الكعبي', bioAr: 'تكتب عن الامتثال.' });
    // Left out, they are empty.
    const plain = await call('/api/users', { method: 'POST', json: newUserBody(), token: admin.token });
    expect(plain.body.data).toMatchObject({ displayNameAr: '', bioAr: '' });
  });

  it('PUT /api/users/{id} changes only them when only they are sent, and the profile shows them', async () => {
    const target = await staff('put-arabic');
    const before = await userRow(target.id);
    const result = await call(`/api/users/${target.id}`, { method: 'PUT', json: { displayNameAr: 'مريم', bioAr: 'محررة المدونة.' }, token: admin.token });
    expectSuccess(result);
    expect(result.body.data).toMatchObject({ displayName: before!.displayName, bio: before!.bio, displayNameAr: 'مريم', bioAr: 'محررة المدونة.' });
    expect(await userRow(target.id)).toMatchObject({ ...before, displayNameAr: 'مريم', bioAr: 'محررة المدونة.', updatedAt: expect.any(Date) });
    const token = await app.signIn(target.username, target.password);
    const profile = await call('/api/auth/profile', { token });
    expectPublicUser(profile.body.data);
    expect(profile.body.data).toMatchObject({ displayNameAr: 'مريم', bioAr: 'محررة المدونة.' });
  });

  it('answers too long, control characters and a wrong type with 400 naming the field; nothing changes', async () => {
    const target = await staff('put-arabic-bad');
    const cases: [Record<string, unknown>, Record<string, string>][] = [
      [{ displayNameAr: 'ع'.repeat(81) }, { displayNameAr: 'too_long' }],
      [{ displayNameAr: 'a\u0007b' }, { displayNameAr: 'invalid' }],
      [{ bioAr: 'ن'.repeat(1001) }, { bioAr: 'too_long' }],
      [{ bioAr: 'a\u0000b' }, { bioAr: 'invalid' }],
    ];
    for (const [change, details] of cases) {
      const put = await call(`/api/users/${target.id}`, { method: 'PUT', json: change, token: admin.token });
      expectApiError(put, 400, 'BAD_USER_INPUT');
      expect(put.body.details).toEqual(details);
      const post = await call('/api/users', { method: 'POST', json: newUserBody(change), token: admin.token });
      expectApiError(post, 400, 'BAD_USER_INPUT');
      expect(post.body.details).toEqual(details);
    }
    const wrongType = await call(`/api/users/${target.id}`, { method: 'PUT', json: { displayNameAr: 42 }, token: admin.token });
    expectApiError(wrongType, 400, 'BAD_USER_INPUT');
    expect(await userRow(target.id)).toMatchObject({ displayNameAr: '', bioAr: '' });
  });
});

describe('DELETE /api/users/{id}', () => {
  it('deletes the user, ends their sessions and answers with the numeric id', async () => {
    const target = await staffWithToken('doomed');
    const result = await call(`/api/users/${target.id}`, { method: 'DELETE', token: admin.token });
    expectSuccess(result);
    expect(result.body.data).toEqual({ id: target.id });
    expect(await userRow(target.id)).toBeNull();
    expect(await app.db.session.count({ where: { userId: target.id } })).toBe(0);
    expectApiError(await call('/api/auth/verify', { token: target.token }), 401, 'UNAUTHENTICATED');
    expect(await signInStatus(target.username, target.password)).toBe(401);
  });

  it('records user.deleted in the audit log with actor, target, ip and time', async () => {
    const target = await staff('doomed-audit');
    const ip = '198.51.100.99';
    await call(`/api/users/${target.id}`, { method: 'DELETE', token: admin.token, ip });
    const events = await app.db.auditEvent.findMany({ where: { action: 'user.deleted', target: `user:${target.id}` } });
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ actorId: admin.id, ip });
    expect(events[0].createdAt).toBeInstanceOf(Date);
  });

  it('answers a second delete of the same user with 404', async () => {
    const target = await staff('doomed-twice');
    expectSuccess(await call(`/api/users/${target.id}`, { method: 'DELETE', token: admin.token }));
    expectApiError(await call(`/api/users/${target.id}`, { method: 'DELETE', token: admin.token }), 404, 'NOT_FOUND');
  });

  it('lets an admin delete another admin while other admins remain', async () => {
    const other = await staff('doomed-admin', 'ADMIN');
    expectSuccess(await call(`/api/users/${other.id}`, { method: 'DELETE', token: admin.token }));
    expect(await userRow(other.id)).toBeNull();
  });

  it('forbids an admin to delete themselves (403, state unchanged)', async () => {
    const self = await staffWithToken('self-delete', 'ADMIN');
    const before = await userRow(self.id);
    expectApiError(await call(`/api/users/${self.id}`, { method: 'DELETE', token: self.token }), 403, 'FORBIDDEN');
    expect(await userRow(self.id)).toEqual(before);
    expect((await call('/api/auth/verify', { token: self.token })).status).toBe(200);
  });

  it('answers an unknown id with 404 and a non-numeric id with 400', async () => {
    expectApiError(await call('/api/users/999999', { method: 'DELETE', token: admin.token }), 404, 'NOT_FOUND');
    expectApiError(await call('/api/users/me', { method: 'DELETE', token: admin.token }), 400, 'BAD_USER_INPUT');
  });
});

describe('POST /api/users/{id}/change-password (admin reset)', () => {
  const reset = (id: number | string, newPassword: unknown, token = admin.token, ip?: string) =>
    call(`/api/users/${id}/change-password`, { method: 'POST', json: { newPassword }, token, ip });

  it('sets the password and ends ALL of the user’s sessions', async () => {
    const target = await staff('reset');
    const tokens = [await app.signIn(target.username, target.password), await app.signIn(target.username, target.password)];
    const result = await reset(target.id, 'reset by the admin');
    expectSuccess(result);
    expect(JSON.stringify(result.body)).not.toMatch(/passwordHash|\$argon2|reset by the admin/);

    expect(await app.db.session.count({ where: { userId: target.id } })).toBe(0);
    for (const token of tokens) expectApiError(await call('/api/auth/verify', { token }), 401, 'UNAUTHENTICATED');
    expect(await signInStatus(target.username, target.password)).toBe(401);
    expect(await signInStatus(target.username, 'reset by the admin')).toBe(200);

    const row = await app.db.user.findUniqueOrThrow({ where: { id: target.id } });
    expect(row.passwordHash.startsWith('$argon2id$')).toBe(true);
    expect(row.passwordHash).toContain('m=19456,t=2,p=1');
  });

  it('records user.password_reset in the audit log with actor, target, ip and time', async () => {
    const target = await staff('reset-audit');
    const ip = '203.0.113.200';
    await reset(target.id, 'reset by the admin', admin.token, ip);
    const events = await app.db.auditEvent.findMany({ where: { action: 'user.password_reset', target: `user:${target.id}` } });
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ actorId: admin.id, ip });
    expect(events[0].createdAt).toBeInstanceOf(Date);
  });

  it('applies the password policy, naming newPassword, and keeps the old password', async () => {
    const target = await staff('reset-policy-user');
    const before = (await userRow(target.id))?.passwordHash;
    const cases: [unknown, string][] = [
      [undefined, 'required'],
      ['short one', 'too_short'],
      ['r'.repeat(257), 'too_long'],
      [target.username.toUpperCase(), 'same_as_username'],
      ['qwerty123456', 'too_common'],
      ['password1234', 'too_common'],
    ];
    for (const [newPassword, problem] of cases) {
      const result = await reset(target.id, newPassword);
      expectApiError(result, 400, 'BAD_USER_INPUT');
      expect(result.body.details).toEqual({ newPassword: problem });
    }
    expect((await userRow(target.id))?.passwordHash).toBe(before);
  });

  it('refuses an admin resetting their own password (403 pointing to /api/auth/change-password); the password stays', async () => {
    const self = await staffWithToken('reset-self', 'ADMIN');
    const before = (await userRow(self.id))?.passwordHash;
    const result = await reset(self.id, 'no current password needed', self.token);
    expectApiError(result, 403, 'FORBIDDEN');
    expect(result.body.message).toContain('/api/auth/change-password');
    expect((await userRow(self.id))?.passwordHash).toBe(before);
    expect(await signInStatus(self.username, self.password)).toBe(200);
  });

  it('lets only one of two simultaneous resets win: the other gets 409 CONFLICT', async () => {
    const target = await staff('reset-race');
    const second = await staffWithToken('reset-race-admin', 'ADMIN');
    const results = await Promise.all([reset(target.id, 'first admin sets this'), reset(target.id, 'second admin sets this', second.token)]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    const loser = results.find((r) => r.status === 409)!;
    expectApiError(loser, 409, 'CONFLICT');
    expect(loser.body.message).toMatch(/changed by another request/);
    const winner = results[0].status === 200 ? 'first admin sets this' : 'second admin sets this';
    expect(await signInStatus(target.username, winner)).toBe(200);
  });

  it('accepts a 12-character all-lowercase phrase', async () => {
    const target = await staff('reset-lower');
    expectSuccess(await reset(target.id, 'justlowercas'));
  });

  it('answers an unknown id with 404 and a non-numeric id with 400', async () => {
    expectApiError(await reset(999999, 'reset by the admin'), 404, 'NOT_FOUND');
    expectApiError(await reset('x1', 'reset by the admin'), 400, 'BAD_USER_INPUT');
  });

  it('answers wrong types (newPassword: 123456789012) with 400, not 500', async () => {
    const target = await staff('reset-types');
    expectApiError(await reset(target.id, 123456789012), 400, 'BAD_USER_INPUT');
  });
});
