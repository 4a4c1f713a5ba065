import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectApiError } from '../../testing/restAssertions.ts';
import { createTestApp, type TestApp } from '../../testing/testApp.ts';
import { failuresOfUsernameAndIp } from './throttle.ts';

// Sign-in, sessions, own password and profile, throttling: REST (/api/auth/*) and GraphQL.

let app: TestApp;

beforeAll(() => {
  app = createTestApp();
});

afterAll(async () => {
  await app.cleanup();
});

const publicUserKeys = ['active', 'bio', 'bioAr', 'createdAt', 'displayName', 'displayNameAr', 'email', 'id', 'role', 'updatedAt', 'username'];
const hourMs = 3_600_000;

let counter = 0;
/** A fresh, valid username for one test. */
function uniqueName(prefix: string): string {
  counter += 1;
  return `${prefix}${counter}`;
}

let ipCounter = 0;
/** A fresh client address, so failures of one test never count toward another's per-IP limit. */
function uniqueIp(): string {
  ipCounter += 1;
  return `10.1.${Math.floor(ipCounter / 250)}.${(ipCounter % 250) + 1}`;
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** A REST call with its body read. */
const call: TestApp['call'] = (path, init) => app.call(path, init);

/** The account a session is for, as sign-in and verify answer it: the public fields and whether the second-factor policy holds it. */
function expectSignedInUser(user: any) {
  const { secondFactorSetupRequired, ...rest } = user;
  expect(secondFactorSetupRequired).toBe(false);
  expectPublicUser(rest);
}

function expectPublicUser(user: any) {
  // Sign-in answers and verify also say whether the second-factor setup screen holds the account.
  if ('secondFactorSetupRequired' in user) expect(typeof user.secondFactorSetupRequired).toBe('boolean');
  expect(
    Object.keys(user)
      .filter((key) => key !== 'secondFactorSetupRequired')
      .sort(),
  ).toEqual(publicUserKeys);
  const text = JSON.stringify(user);
  expect(text).not.toMatch(/passwordHash|tokenHash|session|\$argon2/i);
}

async function staff(prefix: string, role: 'ADMIN' | 'EDITOR' = 'EDITOR', extra: { password?: string; active?: boolean } = {}) {
  return app.createStaff({ username: uniqueName(prefix), role, ...extra });
}

async function staffWithToken(prefix: string, role: 'ADMIN' | 'EDITOR' = 'EDITOR') {
  const user = await staff(prefix, role);
  const token = await app.signIn(user.username, user.password);
  return { ...user, token };
}

async function idleExpiredToken(username: string, password: string): Promise<string> {
  const token = await app.signIn(username, password);
  await app.db.session.update({ where: { tokenHash: sha256(token) }, data: { lastSeenAt: new Date(Date.now() - 13 * hourMs) } });
  return token;
}

async function absolutelyExpiredToken(username: string, password: string): Promise<string> {
  const token = await app.signIn(username, password);
  await app.db.session.update({ where: { tokenHash: sha256(token) }, data: { expiresAt: new Date(Date.now() - 1000) } });
  return token;
}

function login(username: unknown, password: unknown, ip = uniqueIp()) {
  return call('/api/auth/login', { method: 'POST', json: { username, password }, ip });
}

const globalId = (id: number) => Buffer.from(`User:${id}`).toString('base64');

describe('POST /api/auth/login', () => {
  it('returns { success: true, data: { user, token } } with only the public user fields', async () => {
    const user = await staff('login-ok');
    const result = await login(user.username, user.password);
    expect(result.status).toBe(200);
    expect(Object.keys(result.body).sort()).toEqual(['data', 'success']);
    expect(result.body.success).toBe(true);
    expect(Object.keys(result.body.data).sort()).toEqual(['token', 'user']);
    expectSignedInUser(result.body.data.user);
    expect(result.body.data.user).toMatchObject({ id: user.id, username: user.username, role: 'EDITOR', active: true });
  });

  it('issues a random 43-character base64url token and stores only its SHA-256 hex', async () => {
    const user = await staff('login-token');
    const first = (await login(user.username, user.password)).body.data.token as string;
    const second = (await login(user.username, user.password)).body.data.token as string;
    for (const token of [first, second]) expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(first).not.toBe(second);

    const sessions = await app.db.session.findMany({ where: { userId: user.id }, orderBy: { id: 'asc' } });
    expect(sessions.map((s) => s.tokenHash)).toEqual([sha256(first), sha256(second)]);
    for (const session of sessions) {
      expect(session.tokenHash).toMatch(/^[0-9a-f]{64}$/);
      expect([first, second]).not.toContain(session.tokenHash);
    }
  });

  it('gives every sign-in its own session; both tokens work', async () => {
    const user = await staff('login-two');
    const a = await app.signIn(user.username, user.password);
    const b = await app.signIn(user.username, user.password);
    expect((await call('/api/auth/profile', { token: a })).status).toBe(200);
    expect((await call('/api/auth/profile', { token: b })).status).toBe(200);
    expect(await app.db.session.count({ where: { userId: user.id } })).toBe(2);
  });

  it('matches the username ignoring case and surrounding spaces', async () => {
    const user = await staff('login-case');
    const result = await login(`  ${user.username.toUpperCase()} `, user.password);
    expect(result.status).toBe(200);
    expect(result.body.data.user.username).toBe(user.username);
  });

  it('rejects a wrong password with 401 "Invalid username or password" and creates no session', async () => {
    const user = await staff('login-wrong');
    const result = await login(user.username, 'not the right password');
    expectApiError(result, 401, 'UNAUTHENTICATED');
    expect(result.body.message).toBe('Invalid username or password');
    expect(await app.db.session.count({ where: { userId: user.id } })).toBe(0);
  });

  it('answers an unknown username exactly like a wrong password', async () => {
    const user = await staff('login-known');
    const known = await login(user.username, 'not the right password');
    const unknown = await login(uniqueName('nobody'), 'not the right password');
    expectApiError(unknown, 401, 'UNAUTHENTICATED');
    expect(unknown.body).toEqual(known.body);
  });

  it('refuses a deactivated user with the right password, with the same 401 message as bad credentials', async () => {
    const user = await staff('login-inactive', 'EDITOR', { active: false });
    const result = await login(user.username, user.password);
    expectApiError(result, 401, 'UNAUTHENTICATED');
    expect(result.body.message).toBe('Invalid username or password');
    expect(await app.db.session.count({ where: { userId: user.id } })).toBe(0);
  });

  it('requires a username and a password (400 naming the missing fields)', async () => {
    const result = await call('/api/auth/login', { method: 'POST', json: {}, ip: uniqueIp() });
    expectApiError(result, 400, 'BAD_USER_INPUT');
    expect(result.body.details).toEqual({ username: 'required', password: 'required' });

    const noPassword = await login('someone', '');
    expectApiError(noPassword, 400, 'BAD_USER_INPUT');
    expect(noPassword.body.details).toEqual({ password: 'required' });
  });

  it('answers a malformed JSON body with 400, not 500', async () => {
    const result = await call('/api/auth/login', {
      method: 'POST',
      body: '{"username": "x", ',
      headers: { 'content-type': 'application/json' },
      ip: uniqueIp(),
    });
    expectApiError(result, 400, 'BAD_USER_INPUT');
  });

  it('answers a JSON array body with 400, not 500', async () => {
    const result = await call('/api/auth/login', { method: 'POST', json: [{ username: 'a', password: 'b' }], ip: uniqueIp() });
    expectApiError(result, 400, 'BAD_USER_INPUT');
  });

  it('answers a username of the wrong type (username: 123) with 400, not 500', async () => {
    const result = await login(123, 'some password here');
    expectApiError(result, 400, 'BAD_USER_INPUT');
  });

  it('answers a password of the wrong type (an object) with 400, not 500', async () => {
    const result = await login('someone', { secret: true });
    expectApiError(result, 400, 'BAD_USER_INPUT');
  });

  it('records the sign-in in the audit log with actor, target, ip and time', async () => {
    const user = await staff('login-audit');
    const before = Date.now();
    const ip = uniqueIp();
    expect((await login(user.username, user.password, ip)).status).toBe(200);
    const events = await app.db.auditEvent.findMany({ where: { action: 'auth.login', actorId: user.id } });
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ actorId: user.id, target: `user:${user.id}`, ip });
    expect(events[0].createdAt.getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(events[0].createdAt.getTime()).toBeLessThanOrEqual(Date.now() + 1000);
  });

  it('records a failed sign-in without a password in the audit log', async () => {
    const user = await staff('login-failaudit');
    const ip = uniqueIp();
    await login(user.username, 'a guessed password 1', ip);
    const events = await app.db.auditEvent.findMany({ where: { action: 'auth.login_failed', ip } });
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ actorId: null, target: user.username });
    expect(JSON.stringify(events[0])).not.toContain('a guessed password 1');
  });
});

describe('login throttling', () => {
  it('still accepts the right password after 4 failures', async () => {
    const user = await staff('thr-four');
    const ip = uniqueIp();
    for (let i = 0; i < 4; i++) expect((await login(user.username, `wrong password ${i}`, ip)).status).toBe(401);
    expect((await login(user.username, user.password, ip)).status).toBe(200);
  });

  it('after 5 failures for a username from one address, refuses that address with 429 and Retry-After even with the right password', async () => {
    const user = await staff('thr-five');
    const ip = uniqueIp();
    for (let i = 0; i < 5; i++) expect((await login(user.username, `wrong password ${i}`, ip)).status).toBe(401);

    const blocked = await login(user.username, user.password, ip);
    expectApiError(blocked, 429, 'RATE_LIMITED');
    const retryAfter = blocked.headers.get('retry-after');
    expect(retryAfter).toMatch(/^\d+$/);
    expect(Number(retryAfter)).toBeGreaterThan(800);
    expect(Number(retryAfter)).toBeLessThanOrEqual(900);
    expect(await app.db.session.count({ where: { userId: user.id } })).toBe(0);

    // The block holds for that username in any letter case.
    expectApiError(await login(user.username.toUpperCase(), user.password, ip), 429, 'RATE_LIMITED');
  });

  it('counts an IPv6 address by its /64: 5 failures from addresses of one network are its 5', async () => {
    const user = await staff('thr-ipv6');
    for (let i = 1; i <= 5; i++) expect((await login(user.username, `wrong password ${i}`, `2001:db8:5:5::${i}`)).status).toBe(401);
    expectApiError(await login(user.username, user.password, '2001:db8:5:5:ffff::6'), 429, 'RATE_LIMITED');
    expect((await login(user.username, user.password, '2001:db8:5:6::1')).status).toBe(200);
  });

  it("does not let a stranger lock the owner out: failures from one address leave the owner's address free", async () => {
    const owner = await staff('thr-owner', 'ADMIN');
    const stranger = uniqueIp();
    for (let i = 0; i < 5; i++) expect((await login(owner.username, `stranger guess ${i}`, stranger)).status).toBe(401);
    expectApiError(await login(owner.username, `stranger guess 5`, stranger), 429, 'RATE_LIMITED');
    expect((await login(owner.username, owner.password, uniqueIp())).status).toBe(200);
  });

  it('gives 40 parallel wrong passwords from one address at most 5 password checks (401), the rest 429', async () => {
    const user = await staff('thr-burst');
    const ip = uniqueIp();
    const results = await Promise.all(Array.from({ length: 40 }, (_, i) => login(user.username, `parallel guess ${i}`, ip)));
    const statuses = results.map((r) => r.status);
    const checked = statuses.filter((status) => status === 401).length;
    expect(checked).toBeLessThanOrEqual(5);
    expect(statuses.filter((status) => status === 429)).toHaveLength(40 - checked);
    expect(await app.db.auditEvent.count({ where: { action: 'auth.login_failed', ip } })).toBe(checked);
    // Refused requests leave nothing behind that would prolong the block.
    expect(await failuresOfUsernameAndIp(app.db, user.username, ip)).toBe(checked);
  });

  it('keeps out a right password sent in a parallel burst after 20 wrong ones from the same address', async () => {
    const user = await staff('thr-hidden');
    const ip = uniqueIp();
    const wrong = Array.from({ length: 20 }, (_, i) => login(user.username, `burst guess ${i}`, ip));
    const right = login(user.username, user.password, ip);
    const results = await Promise.all([...wrong, right]);
    expect(results.filter((r) => r.status === 401).length).toBeLessThanOrEqual(5);
    expectApiError(results[20], 429, 'RATE_LIMITED');
    expect(await app.db.session.count({ where: { userId: user.id } })).toBe(0);
  });

  it('caps one username at 40 failures a day over all addresses, except for addresses it signed in from', async () => {
    const user = await staff('thr-daily', 'ADMIN');
    const known = uniqueIp();
    expect((await login(user.username, user.password, known)).status).toBe(200);

    // A botnet: 4 guesses from each of 10 addresses stays under every 15-minute limit.
    const botnet = Array.from({ length: 10 }, () => uniqueIp());
    const guesses = await Promise.all(botnet.flatMap((ip, n) => Array.from({ length: 4 }, (_, i) => login(user.username, `bot ${n} guess ${i}`, ip))));
    expect(guesses.map((r) => r.status)).toEqual(Array(40).fill(401));

    // Further addresses are refused, even with the right password, for about a day.
    const fresh = await login(user.username, user.password, uniqueIp());
    expectApiError(fresh, 429, 'RATE_LIMITED');
    expect(Number(fresh.headers.get('retry-after'))).toBeGreaterThan(86_000);
    expect(Number(fresh.headers.get('retry-after'))).toBeLessThanOrEqual(86_400);
    expectApiError(await login(user.username, 'bot 0 guess 4', botnet[0]), 429, 'RATE_LIMITED');
    expect(await app.db.session.count({ where: { userId: user.id } })).toBe(1);

    // The owner, from an address they signed in from before, still gets in.
    expect((await login(user.username, user.password, known)).status).toBe(200);
  });

  it('gives a botnet burst of 60 parallel guesses from 60 addresses at most 40 password checks', async () => {
    const user = await staff('thr-botnet');
    const results = await Promise.all(Array.from({ length: 60 }, (_, i) => login(user.username, `botnet guess ${i}`, uniqueIp())));
    const checked = results.filter((r) => r.status === 401).length;
    expect(checked).toBeLessThanOrEqual(40);
    expect(results.filter((r) => r.status === 429)).toHaveLength(60 - checked);
  });

  it('leaves other usernames unaffected by one username being blocked', async () => {
    const victim = await staff('thr-victim');
    const other = await staff('thr-other');
    const ip = uniqueIp();
    for (let i = 0; i < 5; i++) await login(victim.username, `wrong password ${i}`, ip);
    expect((await login(victim.username, victim.password, ip)).status).toBe(429);
    const result = await login(other.username, other.password, ip);
    expect(result.status).toBe(200);
    expect(result.body.data.user.username).toBe(other.username);
  });

  it('blocks an address that spreads 30 failures across usernames (per-IP ceiling), not other addresses', async () => {
    const user = await staff('thr-ip');
    const ip = uniqueIp();
    for (let i = 0; i < 30; i++) {
      expect((await login(`spray-${i % 10}-${counter}`, `wrong password ${i}`, ip)).status).toBe(401);
    }
    const blocked = await login(user.username, user.password, ip);
    expectApiError(blocked, 429, 'RATE_LIMITED');
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(Number(blocked.headers.get('retry-after'))).toBeLessThanOrEqual(900);

    expect((await login(user.username, user.password, uniqueIp())).status).toBe(200);
  });

  it('throttles GraphQL login too, with extensions.code RATE_LIMITED', async () => {
    const user = await staff('thr-gql');
    const mutation = 'mutation($input: LoginInput!) { login(input: $input) { token } }';
    for (let i = 0; i < 5; i++) {
      const result = await app.graphql(mutation, { input: { username: user.username, password: `wrong password ${i}` } });
      expect(result.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    }
    const blocked = await app.graphql(mutation, { input: { username: user.username, password: user.password } });
    expect(blocked.data ?? null).toBeNull();
    expect(blocked.errors?.[0]?.extensions?.code).toBe('RATE_LIMITED');
  });

  it('spends comparable time on unknown and known usernames (a decoy hash is verified)', async () => {
    const known = await Promise.all([staff('timing-a'), staff('timing-b'), staff('timing-c')]);
    const ip = uniqueIp();
    const timed = async (username: string) => {
      const started = performance.now();
      const result = await login(username, 'definitely not it', ip);
      const elapsed = performance.now() - started;
      expect(result.status).toBe(401);
      return elapsed;
    };
    // Two measurements of this run compared, robustly: after a warm-up, 7 pairs interleaved (each
    // pair's order swapped every time) so that drift and other work on the machine fall on both
    // sides alike, and medians, which one stalled sample does not move. Without the decoy an
    // unknown name costs a small fraction of a known one (no argon2 verification); the bound is
    // generous. At most 3 failures per known user (the limit is 5).
    await timed(known[0].username);
    await timed(uniqueName('ghost'));
    const knownTimes: number[] = [];
    const unknownTimes: number[] = [];
    for (let i = 0; i < 7; i++) {
      const knownOne = async () => knownTimes.push(await timed(known[(i + 1) % 3].username));
      const unknownOne = async () => unknownTimes.push(await timed(uniqueName('ghost')));
      if (i % 2 === 0) await knownOne().then(unknownOne);
      else await unknownOne().then(knownOne);
    }
    const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
    expect(median(unknownTimes)).toBeGreaterThanOrEqual(0.4 * median(knownTimes));
  });
});

describe('POST /api/auth/logout', () => {
  it('ends only the session of the token sent; that token then gets 401', async () => {
    const user = await staff('logout');
    const a = await app.signIn(user.username, user.password);
    const b = await app.signIn(user.username, user.password);
    const result = await call('/api/auth/logout', { method: 'POST', token: a });
    expect(result.status).toBe(200);
    expect(result.body.success).toBe(true);

    expectApiError(await call('/api/auth/profile', { token: a }), 401, 'UNAUTHENTICATED');
    expectApiError(await call('/api/auth/logout', { method: 'POST', token: a }), 401, 'UNAUTHENTICATED');
    expect((await call('/api/auth/profile', { token: b })).status).toBe(200);
    const sessions = await app.db.session.findMany({ where: { userId: user.id } });
    expect(sessions.map((s) => s.tokenHash)).toEqual([sha256(b)]);
  });

  it('works for an admin too', async () => {
    const admin = await staffWithToken('logout-admin', 'ADMIN');
    expect((await call('/api/auth/logout', { method: 'POST', token: admin.token })).status).toBe(200);
    expect((await call('/api/auth/verify', { token: admin.token })).status).toBe(401);
  });

  it('records the sign-out in the audit log', async () => {
    const user = await staffWithToken('logout-audit');
    const ip = uniqueIp();
    await call('/api/auth/logout', { method: 'POST', token: user.token, ip });
    const events = await app.db.auditEvent.findMany({ where: { action: 'auth.logout', actorId: user.id } });
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ target: `user:${user.id}`, ip });
    expect(events[0].createdAt).toBeInstanceOf(Date);
  });

  it('refuses anonymous, bad-token and expired-token callers with 401', async () => {
    const user = await staff('logout-401');
    expectApiError(await call('/api/auth/logout', { method: 'POST' }), 401, 'UNAUTHENTICATED');
    expectApiError(await call('/api/auth/logout', { method: 'POST', token: 'not-a-real-token' }), 401, 'UNAUTHENTICATED');
    const idle = await idleExpiredToken(user.username, user.password);
    expectApiError(await call('/api/auth/logout', { method: 'POST', token: idle }), 401, 'UNAUTHENTICATED');
    const old = await absolutelyExpiredToken(user.username, user.password);
    expectApiError(await call('/api/auth/logout', { method: 'POST', token: old }), 401, 'UNAUTHENTICATED');
  });
});

describe('GET /api/auth/profile and GET /api/auth/verify', () => {
  it('profile returns the signed-in user as data (editor and admin)', async () => {
    for (const role of ['EDITOR', 'ADMIN'] as const) {
      const user = await staffWithToken(`profile-${role.toLowerCase()}`, role);
      const result = await call('/api/auth/profile', { token: user.token });
      expect(result.status).toBe(200);
      expect(result.body.success).toBe(true);
      expectPublicUser(result.body.data);
      expect(result.body.data).toMatchObject({ id: user.id, username: user.username, role, email: `${user.username}@example.com` });
    }
  });

  it('verify returns { user } for the signed-in user (editor and admin)', async () => {
    for (const role of ['EDITOR', 'ADMIN'] as const) {
      const user = await staffWithToken(`verify-${role.toLowerCase()}`, role);
      const result = await call('/api/auth/verify', { token: user.token });
      expect(result.status).toBe(200);
      expect(Object.keys(result.body.data)).toEqual(['user']);
      expectSignedInUser(result.body.data.user);
      expect(result.body.data.user).toMatchObject({ id: user.id, role });
    }
  });

  it('refuses an anonymous caller with 401 "Authentication required"', async () => {
    for (const path of ['/api/auth/profile', '/api/auth/verify']) {
      const result = await call(path);
      expectApiError(result, 401, 'UNAUTHENTICATED');
      expect(result.body.message).toBe('Authentication required');
    }
  });

  it('refuses an unknown or malformed token with 401', async () => {
    for (const path of ['/api/auth/profile', '/api/auth/verify']) {
      expectApiError(await call(path, { token: 'A'.repeat(43) }), 401, 'UNAUTHENTICATED');
      expectApiError(await call(path, { headers: { authorization: 'Basic Zm9vOmJhcg==' } }), 401, 'UNAUTHENTICATED');
    }
  });

  it('refuses a session idle for more than 12 hours with 401, and deletes it', async () => {
    const user = await staff('idle');
    for (const path of ['/api/auth/profile', '/api/auth/verify']) {
      const token = await idleExpiredToken(user.username, user.password);
      const result = await call(path, { token });
      expectApiError(result, 401, 'UNAUTHENTICATED');
      expect(result.body.message).toMatch(/expired|invalid/i);
      expect(await app.db.session.findUnique({ where: { tokenHash: sha256(token) } })).toBeNull();
    }
  });

  it('refuses a session past its absolute expiry with 401', async () => {
    const user = await staff('absolute');
    for (const path of ['/api/auth/profile', '/api/auth/verify']) {
      const token = await absolutelyExpiredToken(user.username, user.password);
      expectApiError(await call(path, { token }), 401, 'UNAUTHENTICATED');
    }
  });

  it('keeps a session used within the idle limit alive and refreshes its lastSeenAt', async () => {
    const user = await staffWithToken('sliding');
    const elevenHoursAgo = new Date(Date.now() - 11 * hourMs);
    await app.db.session.update({ where: { tokenHash: sha256(user.token) }, data: { lastSeenAt: elevenHoursAgo } });
    expect((await call('/api/auth/verify', { token: user.token })).status).toBe(200);
    const session = await app.db.session.findUniqueOrThrow({ where: { tokenHash: sha256(user.token) } });
    expect(session.lastSeenAt.getTime()).toBeGreaterThan(Date.now() - 60_000);
  });
});

describe('POST /api/auth/change-password (own password)', () => {
  const change = (token: string | undefined, currentPassword: unknown, newPassword: unknown) =>
    call('/api/auth/change-password', { method: 'POST', json: { currentPassword, newPassword }, token });

  it('refuses anonymous, bad-token and expired-token callers with 401 and leaves the password alone', async () => {
    const user = await staff('own-401');
    const before = (await app.db.user.findUniqueOrThrow({ where: { id: user.id } })).passwordHash;
    expectApiError(await change(undefined, user.password, 'a brand new passphrase'), 401, 'UNAUTHENTICATED');
    expectApiError(await change('bogus-token', user.password, 'a brand new passphrase'), 401, 'UNAUTHENTICATED');
    const idle = await idleExpiredToken(user.username, user.password);
    expectApiError(await change(idle, user.password, 'a brand new passphrase'), 401, 'UNAUTHENTICATED');
    const old = await absolutelyExpiredToken(user.username, user.password);
    expectApiError(await change(old, user.password, 'a brand new passphrase'), 401, 'UNAUTHENTICATED');
    expect((await app.db.user.findUniqueOrThrow({ where: { id: user.id } })).passwordHash).toBe(before);
  });

  it('lets an editor change their own password: other sessions end, the current one stays', async () => {
    const user = await staff('own-ok');
    const current = await app.signIn(user.username, user.password);
    const other = await app.signIn(user.username, user.password);
    const result = await change(current, user.password, 'a brand new passphrase');
    expect(result.status).toBe(200);
    expect(result.body.success).toBe(true);

    expect((await call('/api/auth/profile', { token: current })).status).toBe(200);
    expectApiError(await call('/api/auth/profile', { token: other }), 401, 'UNAUTHENTICATED');
    const sessions = await app.db.session.findMany({ where: { userId: user.id } });
    expect(sessions.map((s) => s.tokenHash)).toEqual([sha256(current)]);

    expect((await login(user.username, user.password)).status).toBe(401);
    expect((await login(user.username, 'a brand new passphrase')).status).toBe(200);
  });

  it('lets an admin change their own password', async () => {
    const admin = await staffWithToken('own-admin', 'ADMIN');
    expect((await change(admin.token, admin.password, 'admin passphrase two')).status).toBe(200);
    expect((await login(admin.username, 'admin passphrase two')).status).toBe(200);
  });

  it('stores the new password as argon2id with m=19456,t=2,p=1', async () => {
    const user = await staffWithToken('own-hash');
    await change(user.token, user.password, 'another long phrase');
    const { passwordHash } = await app.db.user.findUniqueOrThrow({ where: { id: user.id } });
    expect(passwordHash.startsWith('$argon2id$')).toBe(true);
    expect(passwordHash).toContain('m=19456,t=2,p=1');
    expect(passwordHash).not.toContain('another long phrase');
  });

  it('requires the correct current password (400, details.currentPassword)', async () => {
    const user = await staffWithToken('own-current');
    const result = await change(user.token, 'not my password at all', 'a brand new passphrase');
    expectApiError(result, 400, 'BAD_USER_INPUT');
    expect(result.body.details).toHaveProperty('currentPassword');
    expect((await login(user.username, user.password)).status).toBe(200);
  });

  it('gives 40 parallel guesses of the current password at most 5 checks (400), the rest 429; then refuses the right one', async () => {
    const user = await staffWithToken('own-guess');
    const ip = uniqueIp();
    const guess = (currentPassword: string) =>
      call('/api/auth/change-password', { method: 'POST', json: { currentPassword, newPassword: 'the attacker wants this' }, token: user.token, ip });
    const results = await Promise.all(Array.from({ length: 40 }, (_, i) => guess(`current guess ${i}`)));
    const statuses = results.map((r) => r.status);
    const checked = statuses.filter((status) => status === 400).length;
    expect(checked).toBeLessThanOrEqual(5);
    expect(statuses.filter((status) => status === 429)).toHaveLength(40 - checked);
    expectApiError(
      results.find((r) => r.status === 429)!,
      429,
      'RATE_LIMITED',
    );
    expect(Number(results.find((r) => r.status === 429)!.headers.get('retry-after'))).toBeGreaterThan(0);

    expectApiError(await guess(user.password), 429, 'RATE_LIMITED');
    expect((await login(user.username, user.password, uniqueIp())).status).toBe(200);
  });

  it('counts wrong current passwords toward the sign-in throttle of that address', async () => {
    const user = await staffWithToken('own-shared');
    const ip = uniqueIp();
    for (let i = 0; i < 5; i++) {
      const result = await call('/api/auth/change-password', {
        method: 'POST',
        json: { currentPassword: `wrong ${i}`, newPassword: 'the attacker wants this' },
        token: user.token,
        ip,
      });
      expectApiError(result, 400, 'BAD_USER_INPUT');
    }
    expectApiError(await login(user.username, user.password, ip), 429, 'RATE_LIMITED');
    expect((await login(user.username, user.password, uniqueIp())).status).toBe(200);
  });

  it('lets only one of two simultaneous changes win: the other gets 409 CONFLICT and nothing is lost silently', async () => {
    const user = await staff('own-race');
    const [a, b] = [await app.signIn(user.username, user.password), await app.signIn(user.username, user.password)];
    const results = await Promise.all([change(a, user.password, 'first racing passphrase'), change(b, user.password, 'second racing passphrase')]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    const loser = results.find((r) => r.status === 409)!;
    expectApiError(loser, 409, 'CONFLICT');
    expect(loser.body.message).toMatch(/changed by another request/);

    const winner = results[0].status === 200 ? 'first racing passphrase' : 'second racing passphrase';
    const other = winner.startsWith('first') ? 'second racing passphrase' : 'first racing passphrase';
    expect((await login(user.username, other)).status).toBe(401);
    expect((await login(user.username, winner)).status).toBe(200);
  });

  it('applies the password policy to the new password, naming newPassword', async () => {
    const user = await staff('own-policy-name');
    const token = await app.signIn(user.username, user.password);
    const cases: [string, string][] = [
      ['elevenchars', 'too_short'],
      ['x'.repeat(200) + 'y'.repeat(57), 'too_long'],
      [user.username.toUpperCase(), 'same_as_username'],
      ['qwerty123456', 'too_common'],
      ['Password1234', 'too_common'],
    ];
    // A username of 12+ characters is needed for the same-as-username case to pass the length rule.
    expect(user.username.length).toBeGreaterThanOrEqual(12);
    for (const [newPassword, problem] of cases) {
      const result = await change(token, user.password, newPassword);
      expectApiError(result, 400, 'BAD_USER_INPUT');
      expect(result.body.details).toEqual({ newPassword: problem });
    }
    const unchanged = await change(token, user.password, user.password);
    expectApiError(unchanged, 400, 'BAD_USER_INPUT');
    expect(unchanged.body.details).toEqual({ newPassword: 'unchanged' });
    expect((await login(user.username, user.password)).status).toBe(200);
  });

  it('accepts a 12-character all-lowercase phrase (no composition rules) and a 256-character one', async () => {
    const user = await staffWithToken('own-lower');
    expect((await change(user.token, user.password, 'lowercaseabc')).status).toBe(200);
    const long = 'abcdefghij'.repeat(25) + 'abcdef';
    expect(long).toHaveLength(256);
    expect((await change(user.token, 'lowercaseabc', long)).status).toBe(200);
    expect((await login(user.username, long)).status).toBe(200);
  });

  it('records the change in the audit log', async () => {
    const user = await staffWithToken('own-audit');
    const ip = uniqueIp();
    await call('/api/auth/change-password', {
      method: 'POST',
      json: { currentPassword: user.password, newPassword: 'audited passphrase' },
      token: user.token,
      ip,
    });
    const events = await app.db.auditEvent.findMany({ where: { action: 'user.password_changed', actorId: user.id } });
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ target: `user:${user.id}`, ip });
  });

  it('answers wrong types (newPassword: 12345678901234) with 400, not 500', async () => {
    const user = await staffWithToken('own-types');
    expectApiError(await change(user.token, user.password, 12345678901234), 400, 'BAD_USER_INPUT');
  });
});

describe('GraphQL: viewer, login, logout', () => {
  const loginMutation = 'mutation($input: LoginInput!) { login(input: $input) { token user { id username role } } }';

  it('viewer is null for an anonymous caller', async () => {
    const result = await app.graphql('{ viewer { id username } }');
    expect(result.errors).toBeUndefined();
    expect(result.data).toEqual({ viewer: null });
  });

  it('viewer is the signed-in user', async () => {
    const user = await staffWithToken('gql-viewer');
    const result = await app.graphql('{ viewer { id username role active } }', {}, user.token);
    expect(result.data.viewer).toEqual({ id: globalId(user.id), username: user.username, role: 'EDITOR', active: true });
  });

  it('login returns a token and the user; the token then works', async () => {
    const user = await staff('gql-login');
    const result = await app.graphql(loginMutation, { input: { username: user.username, password: user.password } });
    expect(result.errors).toBeUndefined();
    expect(result.data.login.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(result.data.login.user).toEqual({ id: globalId(user.id), username: user.username, role: 'EDITOR' });
    const viewer = await app.graphql('{ viewer { username } }', {}, result.data.login.token);
    expect(viewer.data.viewer.username).toBe(user.username);
  });

  it('login with a wrong password fails with extensions.code UNAUTHENTICATED and no data', async () => {
    const user = await staff('gql-badlogin');
    const result = await app.graphql(loginMutation, { input: { username: user.username, password: 'wrong password 12' } });
    expect(result.data ?? null).toBeNull();
    expect(result.errors?.[0]).toMatchObject({ message: 'Invalid username or password', extensions: { code: 'UNAUTHENTICATED' } });
  });

  it('login with empty fields fails with BAD_USER_INPUT and details', async () => {
    const result = await app.graphql(loginMutation, { input: { username: '', password: '' } });
    expect(result.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', details: { username: 'required', password: 'required' } });
  });

  it('logout ends the session; anonymous logout is UNAUTHENTICATED', async () => {
    const user = await staffWithToken('gql-logout');
    const result = await app.graphql('mutation { logout { success } }', {}, user.token);
    expect(result.data).toEqual({ logout: { success: true } });
    expect((await app.graphql('{ viewer { id } }', {}, user.token)).data.viewer).toBeNull();
    const anonymous = await app.graphql('mutation { logout { success } }');
    expect(anonymous.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});

describe('GraphQL: changeOwnPassword and updateOwnProfile', () => {
  const changeMutation = 'mutation($input: ChangeOwnPasswordInput!) { changeOwnPassword(input: $input) { user { id username } } }';
  const profileMutation = 'mutation($input: UpdateOwnProfileInput!) { updateOwnProfile(input: $input) { user { id email displayName bio role } } }';

  it('changeOwnPassword works and keeps only the current session', async () => {
    const user = await staff('gql-own');
    const current = await app.signIn(user.username, user.password);
    const other = await app.signIn(user.username, user.password);
    const result = await app.graphql(changeMutation, { input: { currentPassword: user.password, newPassword: 'graphql passphrase' } }, current);
    expect(result.errors).toBeUndefined();
    expect(result.data.changeOwnPassword.user.username).toBe(user.username);
    expect((await app.graphql('{ viewer { id } }', {}, current)).data.viewer).not.toBeNull();
    expect((await app.graphql('{ viewer { id } }', {}, other)).data.viewer).toBeNull();
  });

  it('changeOwnPassword reports policy problems as BAD_USER_INPUT with details.newPassword', async () => {
    const user = await staffWithToken('gql-own-policy');
    const result = await app.graphql(changeMutation, { input: { currentPassword: user.password, newPassword: 'qwerty123456' } }, user.token);
    expect(result.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', details: { newPassword: 'too_common' } });
  });

  it('changeOwnPassword is UNAUTHENTICATED for an anonymous caller', async () => {
    const result = await app.graphql(changeMutation, { input: { currentPassword: 'whatever it is', newPassword: 'graphql passphrase' } });
    expect(result.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('updateOwnProfile lets an editor change display name, email and bio, but not their role', async () => {
    const user = await staffWithToken('gql-profile');
    const email = `${user.username}@new.example.org`;
    const result = await app.graphql(profileMutation, { input: { displayName: 'New Name', email: email.toUpperCase(), bio: 'Hello' } }, user.token);
    expect(result.errors).toBeUndefined();
    expect(result.data.updateOwnProfile.user).toEqual({ id: globalId(user.id), email, displayName: 'New Name', bio: 'Hello', role: 'EDITOR' });
    const stored = await app.db.user.findUniqueOrThrow({ where: { id: user.id } });
    expect(stored).toMatchObject({ email, displayName: 'New Name', bio: 'Hello', role: 'EDITOR' });

    const roleAttempt = await app.graphql(profileMutation, { input: { role: 'ADMIN' } }, user.token);
    expect(roleAttempt.errors?.length).toBeGreaterThan(0);
    expect((await app.db.user.findUniqueOrThrow({ where: { id: user.id } })).role).toBe('EDITOR');
  });

  it('updateOwnProfile rejects an invalid email (details.email) and a taken one (CONFLICT)', async () => {
    const user = await staffWithToken('gql-profile-bad');
    const other = await staff('gql-profile-other');
    const invalid = await app.graphql(profileMutation, { input: { email: 'not-an-email' } }, user.token);
    expect(invalid.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', details: { email: 'invalid' } });
    const taken = await app.graphql(profileMutation, { input: { email: `${other.username}@example.com` } }, user.token);
    expect(taken.errors?.[0]?.extensions).toMatchObject({ code: 'CONFLICT', details: { email: 'taken' } });
    expect((await app.db.user.findUniqueOrThrow({ where: { id: user.id } })).email).toBe(`${user.username}@example.com`);
  });

  it('updateOwnProfile is UNAUTHENTICATED for an anonymous caller', async () => {
    const result = await app.graphql(profileMutation, { input: { bio: 'x' } });
    expect(result.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});
