import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SoftAuthenticator } from '../../testing/softAuthenticator.ts';
import { createTestApp, type TestApp } from '../../testing/testApp.ts';
import { passkeySignInLimit } from './passkeys.ts';
import { maxFailuresPerUsernameAndIp } from './throttle.ts';
import { timeStep, totpAt } from './totp.ts';

// Passkeys end to end through the real handler and the real WebAuthn verification, answered by a
// software authenticator (ES256, "none" attestation): registration, username-less sign-in, the
// second step, a cloned authenticator, a removed passkey, hostile answers and the throttle.

let app: TestApp;
beforeAll(() => {
  app = createTestApp();
});
afterAll(() => app.cleanup());

let counter = 0;
const uniqueName = (prefix: string) => `${prefix}${++counter}`;
let ipCounter = 0;
const uniqueIp = () => `10.9.${Math.floor(++ipCounter / 250)}.${(ipCounter % 250) + 1}`;
const origin = 'http://localhost';

async function staffWithPasskey(name = 'Laptop') {
  const user = await app.createStaff({ username: uniqueName('pk'), role: 'EDITOR' });
  const token = await app.signIn(user.username, user.password);
  const authenticator = new SoftAuthenticator(origin);
  const options = (await app.call('/api/auth/passkeys/options', { method: 'POST', token })).body.data.options;
  const added = await app.call('/api/auth/passkeys', { method: 'POST', token, json: { name, response: authenticator.register(options) } });
  expect(added.status).toBe(201);
  return { ...user, token, authenticator, passkeyId: added.body.data.id as number };
}

async function signInOptions(challenge?: string, ip = uniqueIp()) {
  const result = await app.call('/api/auth/login/passkey/options', { method: 'POST', json: challenge ? { challenge } : {}, ip });
  expect(result.status).toBe(200);
  return result.body.data.options;
}

const signIn = (response: unknown, ip = uniqueIp()) => app.call('/api/auth/login/passkey', { method: 'POST', json: { response }, ip });

describe('registering passkeys', () => {
  it('asks for a discoverable, verified credential of this site and keeps it under its name', async () => {
    const user = await app.createStaff({ username: uniqueName('reg'), role: 'CONTRIBUTOR' });
    const token = await app.signIn(user.username, user.password);
    const options = (await app.call('/api/auth/passkeys/options', { method: 'POST', token })).body.data.options;
    expect(options).toMatchObject({ rp: { id: 'localhost', name: 'Sovra' }, user: { name: user.username }, attestation: 'none' });
    expect(options.authenticatorSelection).toMatchObject({ residentKey: 'required', userVerification: 'required' });
    const authenticator = new SoftAuthenticator(origin);
    const added = await app.call('/api/auth/passkeys', {
      method: 'POST',
      token,
      json: { name: '  Work   laptop ', response: authenticator.register(options) },
    });
    expect(added.status).toBe(201);
    expect(added.body.data).toMatchObject({ name: 'Work laptop', lastUsedAt: null });

    // A second one, named; both listed, oldest first; the registration challenge was spent.
    const again = (await app.call('/api/auth/passkeys/options', { method: 'POST', token })).body.data.options;
    expect(again.excludeCredentials).toHaveLength(1);
    const replay = await app.call('/api/auth/passkeys', { method: 'POST', token, json: { name: 'Replay', response: authenticator.register(options) } });
    expect(replay.status).toBe(400);
    expect(replay.body.details).toEqual({ passkey: 'expired' });
    await app.call('/api/auth/passkeys', { method: 'POST', token, json: { name: 'Phone', response: authenticator.register(again) } });
    const list = (await app.call('/api/auth/passkeys', { token })).body.data.passkeys;
    expect(list.map((passkey: { name: string }) => passkey.name)).toEqual(['Work laptop', 'Phone']);
    expect(await app.db.auditEvent.count({ where: { action: 'user.passkey_added', target: `user:${user.id}` } })).toBe(2);
  });

  it('refuses a wrong origin, a wrong relying party, malformed and huge answers, another user’s challenge: 400, nothing kept', async () => {
    const user = await app.createStaff({ username: uniqueName('bad'), role: 'EDITOR' });
    const token = await app.signIn(user.username, user.password);
    const other = await staffWithPasskey();
    const authenticator = new SoftAuthenticator(origin);
    const fresh = async (who = token) => (await app.call('/api/auth/passkeys/options', { method: 'POST', token: who })).body.data.options;
    const add = (response: unknown) => app.call('/api/auth/passkeys', { method: 'POST', token, json: { name: 'Key', response } });

    const cases: [unknown, string][] = [
      [authenticator.register(await fresh(), { origin: 'https://evil.example' }), 'invalid'],
      [authenticator.register(await fresh(), { rpId: 'evil.example' }), 'invalid'],
      [{ id: 'x', rawId: 'x', type: 'public-key', response: { clientDataJSON: 'not json', attestationObject: 'AAAA' } }, 'malformed'],
      [{ hello: 'world' }, 'malformed'],
      ['a string, not an answer', 'malformed'],
      [{ id: 'x', rawId: 'x', type: 'public-key', response: { clientDataJSON: 'A'.repeat(40_000), attestationObject: 'AAAA' } }, 'malformed'],
      [authenticator.register(await fresh(other.token)), 'expired'],
    ];
    for (const [response, reason] of cases) {
      const result = await add(response);
      expect(result.status, reason).toBe(400);
      expect(result.body.details).toEqual({ passkey: reason });
      expect(result.body.message).toMatch(/passkey/i);
    }
    expect(
      (await app.call('/api/auth/passkeys', { method: 'POST', token, json: { name: '', response: authenticator.register(await fresh()) } })).body.details,
    ).toEqual({ name: 'required' });
    expect(await app.db.passkey.count({ where: { userId: user.id } })).toBe(0);
    expect((await app.call('/api/auth/passkeys/options', { method: 'POST' })).status).toBe(401);
  });

  it('refuses names with direction controls or made only of invisible characters, worded in the caller’s language', async () => {
    const user = await staffWithPasskey('Laptop');
    const { token, authenticator } = user;
    const fresh = async () => (await app.call('/api/auth/passkeys/options', { method: 'POST', token })).body.data.options;
    const arabic = { 'accept-language': 'ar' };
    // "\u202Egpj.exe" would read as "exe.jpg".
    const spoof = await app.call('/api/auth/passkeys', {
      method: 'POST',
      token,
      json: { name: '\u202Egpj.exe', response: authenticator.register(await fresh()) },
    });
    expect(spoof.status).toBe(400);
    expect(spoof.body.error).toBe('BAD_USER_INPUT');
    expect(spoof.body.details).toEqual({ name: 'bidi_control' });
    expect(spoof.body.message).toBe('A passkey’s name cannot contain control characters or characters that change the direction of text');
    for (const name of ['Work\u2066 key', 'a\u200Fb', 'a\u061Cb', '\u202Aa']) {
      const renamed = await app.call(`/api/auth/passkeys/${user.passkeyId}`, { method: 'PATCH', token, json: { name }, headers: arabic });
      expect(renamed.status, name).toBe(400);
      expect(renamed.body.details).toEqual({ name: 'bidi_control' });
      expect(renamed.body.message).toBe('لا يمكن أن يحتوي اسم مفتاح المرور على محارف تحكّم أو محارف تغيّر اتجاه النص');
    }
    for (const name of ['\u200B\u200B', '\u200D \uFEFF', '\u2060']) {
      const blank = await app.call(`/api/auth/passkeys/${user.passkeyId}`, { method: 'PATCH', token, json: { name }, headers: arabic });
      expect(blank.status).toBe(400);
      expect(blank.body.details).toEqual({ name: 'required' });
      expect(blank.body.message).toBe('أعطِ مفتاح المرور اسمًا');
    }
    // Arabic names, joiners between letters, are names like any other.
    const fine = await app.call(`/api/auth/passkeys/${user.passkeyId}`, { method: 'PATCH', token, json: { name: 'حاسوب العمل' } });
    expect(fine.status).toBe(200);
    const list = (await app.call('/api/auth/passkeys', { token })).body.data.passkeys;
    expect(list.map((passkey: { name: string }) => passkey.name)).toEqual(['حاسوب العمل']);
  });
});

describe('signing in with a passkey', () => {
  it('signs in without a username, once per challenge, and counts the signature counter', async () => {
    const user = await staffWithPasskey();
    const options = await signInOptions();
    expect(options).toMatchObject({ rpId: 'localhost', userVerification: 'required' });
    expect(options.allowCredentials ?? []).toEqual([]);
    const response = user.authenticator.authenticate(options);
    const result = await signIn(response);
    expect(result.status).toBe(200);
    expect(result.body.data.user.username).toBe(user.username);
    expect((await app.call('/api/auth/verify', { token: result.body.data.token })).status).toBe(200);
    const stored = await app.db.passkey.findUniqueOrThrow({ where: { id: user.passkeyId } });
    expect(stored.counter).toBe(1n);
    expect(stored.lastUsedAt).not.toBeNull();

    // The same answer again: its challenge is spent.
    const replay = await signIn(response);
    expect(replay.status).toBe(401);
    expect(replay.body.details).toEqual({ passkey: 'expired' });
  });

  it('refuses a cloned authenticator (its counter goes back), audited', async () => {
    const user = await staffWithPasskey();
    expect((await signIn(user.authenticator.authenticate(await signInOptions(), { counter: 5 }))).status).toBe(200);
    const cloned = await signIn(user.authenticator.authenticate(await signInOptions(), { counter: 3 }));
    expect(cloned.status).toBe(401);
    expect(cloned.body.details).toEqual({ passkey: 'cloned' });
    const same = await signIn(user.authenticator.authenticate(await signInOptions(), { counter: 5 }));
    expect(same.body.details).toEqual({ passkey: 'cloned' });
    expect(await app.db.auditEvent.count({ where: { action: 'auth.passkey_cloned', target: `user:${user.id}` } })).toBe(2);
    expect((await app.db.passkey.findUniqueOrThrow({ where: { id: user.passkeyId } })).counter).toBe(5n);
    // The real authenticator, further on, still signs in.
    expect((await signIn(user.authenticator.authenticate(await signInOptions(), { counter: 6 }))).status).toBe(200);
  });

  it('refuses a removed passkey; another’s passkey cannot be renamed or removed', async () => {
    const user = await staffWithPasskey();
    const other = await staffWithPasskey();
    const renameOther = await app.call(`/api/auth/passkeys/${other.passkeyId}`, { method: 'PATCH', token: user.token, json: { name: 'Mine' } });
    expect(renameOther.status).toBe(404);
    expect((await app.call(`/api/auth/passkeys/${other.passkeyId}`, { method: 'DELETE', token: user.token })).status).toBe(404);

    const renamed = await app.call(`/api/auth/passkeys/${user.passkeyId}`, { method: 'PATCH', token: user.token, json: { name: 'Old laptop' } });
    expect(renamed.body.data.name).toBe('Old laptop');
    // Removing a factor asks for the password again once the sign-in is over five minutes old.
    await app.db.session.updateMany({ where: { userId: user.id }, data: { authenticatedAt: new Date(Date.now() - 6 * 60_000) } });
    const stale = await app.call(`/api/auth/passkeys/${user.passkeyId}`, { method: 'DELETE', token: user.token });
    expect(stale.status).toBe(403);
    expect(stale.body.error).toBe('REAUTHENTICATION_REQUIRED');
    const confirmed = await app.call('/api/auth/reauthenticate', { method: 'POST', token: user.token, json: { password: user.password } });
    expect(confirmed.status, confirmed.text).toBe(200);
    const removed = await app.call(`/api/auth/passkeys/${user.passkeyId}`, { method: 'DELETE', token: user.token });
    expect(removed.body.data).toEqual({ id: user.passkeyId, message: 'Passkey removed' });
    const audit = await app.db.auditEvent.findFirstOrThrow({ where: { action: 'user.passkey_removed', target: `user:${user.id}` } });
    expect(JSON.parse(String(audit.detail))).toEqual({ passkey: 'Old laptop' });

    const refused = await signIn(user.authenticator.authenticate(await signInOptions()));
    expect(refused.status).toBe(401);
    expect(refused.body.details).toEqual({ passkey: 'unknown' });
  });

  it('confirms it is you with one of your own passkeys (re-authentication), not with another’s', async () => {
    const user = await staffWithPasskey();
    const other = await staffWithPasskey();
    const passwordOnly = await app.createStaff({ username: uniqueName('nopk'), role: 'EDITOR' });
    await app.db.session.updateMany({ where: { userId: user.id }, data: { authenticatedAt: new Date(Date.now() - 6 * 60_000) } });
    expect((await app.call(`/api/auth/passkeys/${user.passkeyId}`, { method: 'DELETE', token: user.token })).status).toBe(403);

    const confirm = async () =>
      (await app.call('/api/auth/reauthenticate/passkey/options', { method: 'POST', token: user.token, ip: uniqueIp() })).body.data.options;
    // Another's passkey cannot answer your challenge (its options list only yours; a forced answer is unknown).
    const stranger = await app.call('/api/auth/reauthenticate', {
      method: 'POST',
      token: user.token,
      json: { passkey: other.authenticator.authenticate(await confirm()) },
    });
    expect(stranger.status).toBe(401);
    expect(stranger.body.details).toEqual({ passkey: 'unknown' });
    const confirmed = await app.call('/api/auth/reauthenticate', {
      method: 'POST',
      token: user.token,
      json: { passkey: user.authenticator.authenticate(await confirm()) },
    });
    expect(confirmed.status, confirmed.text).toBe(200);
    expect((await app.call(`/api/auth/passkeys/${user.passkeyId}`, { method: 'DELETE', token: user.token })).status).toBe(200);

    const none = await app.call('/api/auth/reauthenticate/passkey/options', {
      method: 'POST',
      token: await app.signIn(passwordOnly.username, passwordOnly.password),
    });
    expect(none.status).toBe(409);
    expect(none.body.details).toEqual({ passkey: 'none' });
    expect((await app.call('/api/auth/reauthenticate/passkey/options', { method: 'POST' })).status).toBe(401);
  });

  it('refuses a wrong origin, a wrong relying party, a forged signature and malformed answers, never a 500', async () => {
    const user = await staffWithPasskey();
    const wrongOrigin = await signIn(user.authenticator.authenticate(await signInOptions(), { origin: 'https://evil.example' }));
    expect(wrongOrigin.body.details).toEqual({ passkey: 'invalid' });
    const wrongRp = await signIn(user.authenticator.authenticate(await signInOptions(), { rpId: 'evil.example' }));
    expect(wrongRp.body.details).toEqual({ passkey: 'invalid' });
    const forged = user.authenticator.authenticate(await signInOptions());
    forged.response.signature = Buffer.from('not a signature').toString('base64url');
    expect((await signIn(forged)).body.details).toEqual({ passkey: 'invalid' });
    for (const response of [
      {},
      'text',
      { id: 1 },
      { id: 'x', rawId: 'x', type: 'public-key', response: { clientDataJSON: '!!', authenticatorData: '', signature: '' } },
    ]) {
      const result = await signIn(response);
      expect(result.status).toBe(400);
      expect(result.body.details).toEqual({ passkey: 'malformed' });
    }
    // In Arabic for a caller who asks for it; the details stay the same.
    const arabic = await app.call('/api/auth/login/passkey', {
      method: 'POST',
      json: { response: 'text' },
      ip: uniqueIp(),
      headers: { 'accept-language': 'ar' },
    });
    expect(arabic.body.details).toEqual({ passkey: 'malformed' });
    expect(arabic.body.message).toBe('هذا ليس ردًّا صالحًا لتسجيل الدخول بمفتاح مرور');
    const arabicForged = await app.call('/api/auth/login/passkey', {
      method: 'POST',
      json: { response: user.authenticator.authenticate(await signInOptions(), { origin: 'https://evil.example' }) },
      ip: uniqueIp(),
      headers: { cookie: 'lang=ar' },
    });
    expect(arabicForged.status).toBe(401);
    expect(arabicForged.body.details).toEqual({ passkey: 'invalid' });
    expect(arabicForged.body.message).toBe('تعذّر استخدام مفتاح المرور هذا لتسجيل الدخول');
    const graphql = await app.graphql('mutation ($r: String!) { signInWithPasskey(input: { response: $r }) { token } }', { r: '{' });
    expect(graphql.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', details: { passkey: 'malformed' } });
  });

  it('counts refused answers in the sign-in throttle', async () => {
    const user = await staffWithPasskey();
    const ip = uniqueIp();
    for (let i = 0; i < maxFailuresPerUsernameAndIp; i++) {
      const result = await signIn(user.authenticator.authenticate(await signInOptions(undefined, ip), { origin: 'https://evil.example' }), ip);
      expect(result.status).toBe(401);
    }
    const blocked = await signIn(user.authenticator.authenticate(await signInOptions(undefined, ip)), ip);
    expect(blocked.status).toBe(429);
    // A password from that address is held too: one throttle.
    expect((await app.call('/api/auth/login', { method: 'POST', json: { username: user.username, password: user.password }, ip })).status).toBe(429);
  });

  it('refuses an address asking for more challenges than a person signs in with: 429, nothing stored', async () => {
    const ip = uniqueIp();
    for (let i = 0; i < passkeySignInLimit.max; i++) await signInOptions(undefined, ip);
    const stored = await app.db.passkeyChallenge.count();
    const refused = await app.call('/api/auth/login/passkey/options', { method: 'POST', json: {}, ip });
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(refused.body.message).toMatch(/too many passkey sign-in attempts/i);
    expect(await app.db.passkeyChallenge.count()).toBe(stored);
    // Another address is not held.
    await signInOptions();
  });
});

describe('a passkey as the second step', () => {
  it('answers the challenge of a right password instead of a code, only with that account’s passkey', async () => {
    const user = await staffWithPasskey();
    const secret = (await app.graphql('mutation { startTotpSetup { secret } }', {}, user.token)).data.startTotpSetup.secret;
    await app.graphql(
      'mutation ($code: String!) { confirmTotpSetup(input: { code: $code }) { recoveryCodes } }',
      { code: totpAt(secret, timeStep(Date.now())) },
      user.token,
    );
    const other = await staffWithPasskey();

    const password = await app.call('/api/auth/login', { method: 'POST', json: { username: user.username, password: user.password }, ip: uniqueIp() });
    expect(password.status).toBe(401);
    expect(password.body.details).toMatchObject({ secondFactor: 'totp', passkey: true });
    const challenge = password.body.details.challenge;

    const options = await signInOptions(challenge);
    expect(options.allowCredentials.map((credential: { id: string }) => credential.id)).toEqual([user.authenticator.credentials[0].id.toString('base64url')]);
    // Someone else's passkey does not answer for this account.
    const wrong = await signIn(other.authenticator.authenticate(options));
    expect(wrong.body.details).toEqual({ passkey: 'unknown' });

    const result = await signIn(user.authenticator.authenticate(await signInOptions(challenge)));
    expect(result.status).toBe(200);
    expect(result.body.data.user.username).toBe(user.username);
    // The password's challenge is spent: no code may finish it again.
    const code = await app.call('/api/auth/login/code', { method: 'POST', json: { challenge, code: totpAt(secret, timeStep(Date.now()) + 1) } });
    expect(code.status).toBe(401);
    expect((await app.call('/api/auth/login/passkey/options', { method: 'POST', json: { challenge } })).status).toBe(401);
  });

  it("an admin's reset of second factors removes the passkeys too", async () => {
    const user = await staffWithPasskey();
    const admin = await app.createStaff({ username: uniqueName('admin'), role: 'ADMIN' });
    const adminToken = await app.signIn(admin.username, admin.password);
    const reset = await app.graphql(
      'mutation ($id: ID!) { resetSecondFactors(input: { id: $id }) { user { hasPasskey } } }',
      { id: Buffer.from(`User:${user.id}`).toString('base64') },
      adminToken,
    );
    expect(reset.data.resetSecondFactors.user.hasPasskey).toBe(false);
    expect((await signIn(user.authenticator.authenticate(await signInOptions()))).body.details).toEqual({ passkey: 'unknown' });
  });
});
