import { encodeGlobalID } from '@pothos/plugin-relay';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { timeStep, totpAt } from './totp.ts';
import { SoftAuthenticator } from '../../testing/softAuthenticator.ts';
import { countingApp, createTestApp, type TestApp } from '../../testing/testApp.ts';

// Issue 25: the sessions list and ending sessions, re-authentication before sensitive changes, and
// the second-factor policy, through the real handler.

let app: TestApp;
let n = 0;
const unique = (prefix: string) => `${prefix}${++n}`;

beforeAll(() => {
  app = createTestApp();
});
afterAll(() => app.cleanup());

const chrome = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

async function signInFrom(username: string, password: string, userAgent: string, ip: string) {
  const response = await app.call('/api/auth/login', { method: 'POST', json: { username, password }, ip, headers: { 'user-agent': userAgent } });
  expect(response.status, response.text).toBe(200);
  return response.body.data.token as string;
}

/** Makes every session of a user older than the 5 minutes of re-authentication. */
const age = (userId: number) => app.db.session.updateMany({ where: { userId }, data: { authenticatedAt: new Date(Date.now() - 6 * 60_000) } });

describe('sessions', () => {
  it('lists a staff member’s sessions with device, address and times, marks this one, and ends all others (audited)', async () => {
    const user = await app.createStaff({ username: unique('sessions-'), role: 'EDITOR' });
    const mine = await signInFrom(user.username, user.password, chrome, '192.0.2.10');
    const phone = await signInFrom(
      user.username,
      user.password,
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Version/17.0 Mobile/15E148 Safari/604.1',
      '192.0.2.11',
    );
    const third = await signInFrom(user.username, user.password, 'curl/8.5.0', '192.0.2.12');
    const listed = (await app.call('/api/auth/sessions', { token: mine })).body.data.sessions as Record<string, unknown>[];
    expect(listed).toHaveLength(3);
    expect(listed.find((session) => session.current)).toMatchObject({ browser: 'Chrome', operatingSystem: 'macOS', ip: '192.0.2.10' });
    expect(listed.find((session) => session.ip === '192.0.2.11')).toMatchObject({ browser: 'Safari', operatingSystem: 'iOS', current: false });
    expect((await app.call('/api/auth/sessions/end-others', { method: 'POST', token: mine })).body.data).toEqual({ ended: 2 });
    expect((await app.call('/api/auth/profile', { token: phone })).status).toBe(401);
    expect((await app.call('/api/auth/profile', { token: third })).status).toBe(401);
    expect((await app.call('/api/auth/profile', { token: mine })).status).toBe(200);
    expect(await app.db.auditEvent.count({ where: { action: 'auth.session_ended', actorId: user.id } })).toBe(1);
  });

  it('ends one session: one’s own (that token is refused after), an admin anyone’s, an editor no one else’s (audited)', async () => {
    const editor = await app.createStaff({ username: unique('end-one-'), role: 'EDITOR' });
    const mine = await app.signIn(editor.username, editor.password);
    const laptop = await app.signIn(editor.username, editor.password);
    const idOf = async (token: string) =>
      ((await app.call('/api/auth/sessions', { token })).body.data.sessions as { id: number; current: boolean }[]).find((s) => s.current)!.id;
    const laptopId = await idOf(laptop);
    const ended = await app.call(`/api/auth/sessions/${laptopId}`, { method: 'DELETE', token: mine });
    expect(ended.status, ended.text).toBe(200);
    expect(ended.body.data).toEqual({ id: laptopId });
    expect((await app.call('/api/auth/profile', { token: laptop })).status).toBe(401);
    expect((await app.call('/api/auth/profile', { token: mine })).status).toBe(200);
    const again = await app.call(`/api/auth/sessions/${laptopId}`, { method: 'DELETE', token: mine });
    expect(again.status).toBe(404);
    expect(again.body.message).toBe('Session not found');

    // An editor cannot end an admin's session: it reads as missing, and the admin stays signed in.
    const admin = await app.createStaff({ username: unique('end-one-admin-'), role: 'ADMIN' });
    const adminToken = await app.signIn(admin.username, admin.password);
    const adminId = await idOf(adminToken);
    const refused = await app.graphql(
      'mutation ($input: EndSessionInput!) { endSession(input: $input) { endedSessionId } }',
      { input: { id: String(adminId) } },
      mine,
    );
    expect(refused.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect((await app.call('/api/auth/profile', { token: adminToken })).status).toBe(200);

    // An admin ends the editor's session: that token is refused.
    const byAdmin = await app.graphql(
      'mutation ($input: EndSessionInput!) { endSession(input: $input) { endedSessionId } }',
      { input: { id: String(await idOf(mine)) } },
      adminToken,
    );
    expect(byAdmin.errors).toBeUndefined();
    expect((await app.call('/api/auth/profile', { token: mine })).status).toBe(401);
    expect(await app.db.auditEvent.count({ where: { action: 'auth.session_ended', actorId: admin.id, target: `user:${editor.id}` } })).toBe(1);
  });

  it('lets an admin see anyone’s sessions, and no one else', async () => {
    const admin = await app.createStaff({ username: unique('sessions-admin-'), role: 'ADMIN' });
    const adminToken = await app.signIn(admin.username, admin.password);
    const target = await app.createStaff({ username: unique('sessions-target-'), role: 'EDITOR' });
    const targetToken = await app.signIn(target.username, target.password);
    const other = await app.createStaff({ username: unique('sessions-other-'), role: 'EDITOR' });
    const otherToken = await app.signIn(other.username, other.password);
    const seen = await app.call(`/api/users/${target.id}/sessions`, { token: adminToken });
    expect(seen.body.data.sessions).toHaveLength(1);
    expect((await app.call(`/api/users/${target.id}/sessions`, { token: otherToken })).status).toBe(403);
    expect((await app.call('/api/auth/profile', { token: targetToken })).status).toBe(200);
  });

  it('takes only a plain decimal session id: " 1", "0x10" or "1e2" end nothing, like an unknown id', async () => {
    const admin = await app.createStaff({ username: unique('end-id-admin-'), role: 'ADMIN' });
    const adminToken = await app.signIn(admin.username, admin.password);
    // Sessions of that number may exist; a loose parse would end them.
    for (const id of [' 1', '0x10', '1e2', '016', '1.0', '-1', '0', '99999999999999999']) {
      const refused = await app.graphql('mutation ($input: EndSessionInput!) { endSession(input: $input) { endedSessionId } }', { input: { id } }, adminToken);
      expect(refused.errors?.[0]?.extensions?.code, id).toBe('NOT_FOUND');
    }
    expect(await app.db.auditEvent.count({ where: { action: 'auth.session_ended', actorId: admin.id } })).toBe(0);
    expect((await app.call('/api/auth/profile', { token: adminToken })).status).toBe(200);
  });
});

describe('ending all of a user’s sessions (admins)', () => {
  const endAll = 'mutation ($input: EndUserSessionsInput!) { endUserSessions(input: $input) { ended } }';

  it('ends every session of another user in one call, audited; their tokens are refused after', async () => {
    const admin = await app.createStaff({ username: unique('end-all-admin-'), role: 'ADMIN' });
    const adminToken = await app.signIn(admin.username, admin.password);
    const target = await app.createStaff({ username: unique('end-all-target-'), role: 'EDITOR' });
    const laptop = await signInFrom(target.username, target.password, chrome, '192.0.2.20');
    const phone = await signInFrom(target.username, target.password, 'curl/8.5.0', '192.0.2.21');
    expect((await app.call(`/api/users/${target.id}/sessions`, { token: adminToken })).body.data.sessions).toHaveLength(2);

    const ended = await app.call(`/api/users/${target.id}/sessions`, { method: 'DELETE', token: adminToken });
    expect(ended.status, ended.text).toBe(200);
    expect(ended.body.data).toEqual({ ended: 2 });
    expect((await app.call('/api/auth/profile', { token: laptop })).status).toBe(401);
    expect((await app.call('/api/auth/profile', { token: phone })).status).toBe(401);
    expect((await app.call('/api/auth/profile', { token: adminToken })).status).toBe(200);
    expect((await app.call(`/api/users/${target.id}/sessions`, { token: adminToken })).body.data.sessions).toEqual([]);
    const audit = await app.db.auditEvent.findMany({ where: { action: 'auth.session_ended', actorId: admin.id, target: `user:${target.id}` } });
    expect(audit.map((entry) => JSON.parse(String(entry.detail)))).toEqual([{ all: 2 }]);

    // Nothing left: a second call ends none and writes no audit entry.
    const again = await app.graphql(endAll, { input: { userId: encodeGlobalID('User', String(target.id)) } }, adminToken);
    expect(again.data.endUserSessions).toEqual({ ended: 0 });
    expect(await app.db.auditEvent.count({ where: { action: 'auth.session_ended', actorId: admin.id, target: `user:${target.id}` } })).toBe(1);
  });

  it('refuses editors and the user themselves (403), and answers 404 for an unknown account', async () => {
    const editor = await app.createStaff({ username: unique('end-all-editor-'), role: 'EDITOR' });
    const editorToken = await app.signIn(editor.username, editor.password);
    const admin = await app.createStaff({ username: unique('end-all-admin2-'), role: 'ADMIN' });
    const adminToken = await app.signIn(admin.username, admin.password);

    const onAdmin = await app.call(`/api/users/${admin.id}/sessions`, { method: 'DELETE', token: editorToken });
    expect(onAdmin.status).toBe(403);
    expect((await app.call(`/api/users/${editor.id}/sessions`, { method: 'DELETE', token: editorToken })).status).toBe(403);
    const viaGraphql = await app.graphql(endAll, { input: { userId: encodeGlobalID('User', String(admin.id)) } }, editorToken);
    expect(viaGraphql.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await app.call('/api/auth/profile', { token: adminToken })).status).toBe(200);
    expect((await app.call('/api/users/999999/sessions', { method: 'DELETE', token: adminToken })).status).toBe(404);
    expect((await app.call(`/api/users/${admin.id}/sessions`, { method: 'DELETE' })).status).toBe(401);
  });

  it('lets an admin end their own sessions this way, which signs them out too', async () => {
    const admin = await app.createStaff({ username: unique('end-all-self-'), role: 'ADMIN' });
    const token = await app.signIn(admin.username, admin.password);
    await app.signIn(admin.username, admin.password);
    const ended = await app.call(`/api/users/${admin.id}/sessions`, { method: 'DELETE', token });
    expect(ended.body.data).toEqual({ ended: 2 });
    expect((await app.call('/api/auth/profile', { token })).status).toBe(401);
  });
});

describe('re-authentication', () => {
  it('asks for the password within 5 minutes before making an admin, changing a role or one’s email, in the caller’s language', async () => {
    const admin = await app.createStaff({ username: unique('reauth-admin-'), role: 'ADMIN' });
    const token = await app.signIn(admin.username, admin.password);
    const target = await app.createStaff({ username: unique('reauth-target-'), role: 'EDITOR' });
    await age(admin.id);
    const name = unique('reauth-new-');
    const newAdmin = { username: name, email: `${name}@example.com`, displayName: 'Noor', password: 'a perfectly fine passphrase', role: 'ADMIN' };
    const refused = await app.call('/api/users', { method: 'POST', token, json: newAdmin });
    expect(refused.status).toBe(403);
    expect(refused.body.error).toBe('REAUTHENTICATION_REQUIRED');
    const arabic = await app.call(`/api/users/${target.id}`, { method: 'PUT', token, json: { role: 'ADMIN' }, headers: { 'accept-language': 'ar' } });
    expect(arabic.body.error).toBe('REAUTHENTICATION_REQUIRED');
    expect(arabic.body.message).toMatch(/أكّد هويتك/);
    // An editor's profile change that is not the role or email needs nothing more.
    expect((await app.call(`/api/users/${target.id}`, { method: 'PUT', token, json: { displayName: 'Noor B' } })).status).toBe(200);
    expect((await app.call('/api/auth/reauthenticate', { method: 'POST', token, json: { password: 'wrong password 42' } })).status).toBe(400);
    expect((await app.call('/api/auth/reauthenticate', { method: 'POST', token, json: { password: admin.password } })).status).toBe(200);
    expect((await app.call('/api/users', { method: 'POST', token, json: newAdmin })).status).toBe(201);
    expect((await app.call(`/api/users/${target.id}`, { method: 'PUT', token, json: { role: 'ADMIN' } })).status).toBe(200);
  });

  it('asks before an old admin session takes over another account: its password, factors, email, or an admin’s standing', async () => {
    const admin = await app.createStaff({ username: unique('takeover-admin-'), role: 'ADMIN' });
    const token = await app.signIn(admin.username, admin.password);
    const victim = await app.createStaff({ username: unique('takeover-victim-'), role: 'ADMIN' });
    const editor = await app.createStaff({ username: unique('takeover-editor-'), role: 'EDITOR' });
    const victimBefore = await app.db.user.findUniqueOrThrow({ where: { id: victim.id }, select: { email: true, active: true, passwordHash: true } });
    await age(admin.id);
    const victimId = encodeGlobalID('User', String(victim.id));
    const attempts = {
      'set its password': () =>
        app.call(`/api/users/${victim.id}/change-password`, { method: 'POST', token, json: { newPassword: 'the thief’s own passphrase' } }),
      'reset its factors': async () => {
        const answer = await app.graphql('mutation ($id: ID!) { resetSecondFactors(input: { id: $id }) { user { id } } }', { id: victimId }, token);
        return { status: answer.errors ? 403 : 200, body: { error: answer.errors?.[0].extensions?.code } };
      },
      'change its email': () => app.call(`/api/users/${victim.id}`, { method: 'PUT', token, json: { email: `${unique('thief-')}@example.com` } }),
      'change one’s own email': () => app.call(`/api/users/${admin.id}`, { method: 'PUT', token, json: { email: `${unique('own-')}@example.com` } }),
      'deactivate an admin': () => app.call(`/api/users/${victim.id}`, { method: 'PUT', token, json: { active: false } }),
      'delete an admin': () => app.call(`/api/users/${victim.id}`, { method: 'DELETE', token }),
    };
    for (const [what, attempt] of Object.entries(attempts)) {
      const answer = await attempt();
      expect([what, answer.status, answer.body.error]).toEqual([what, 403, 'REAUTHENTICATION_REQUIRED']);
    }
    expect(await app.db.user.findUnique({ where: { id: victim.id }, select: { email: true, active: true, passwordHash: true } })).toEqual(victimBefore);
    // What takes nothing over needs no confirmation: an editor deactivated, a display name changed.
    expect((await app.call(`/api/users/${editor.id}`, { method: 'PUT', token, json: { active: false } })).status).toBe(200);
    expect((await app.call(`/api/users/${victim.id}`, { method: 'PUT', token, json: { displayName: 'Still Noor' } })).status).toBe(200);

    expect((await app.call('/api/auth/reauthenticate', { method: 'POST', token, json: { password: admin.password } })).status).toBe(200);
    for (const [what, attempt] of Object.entries(attempts)) expect([what, (await attempt()).status]).toEqual([what, 200]);
  });

  it('takes a current authenticator code as proof too', async () => {
    const user = await app.createStaff({ username: unique('reauth-code-'), role: 'EDITOR' });
    const token = await app.signIn(user.username, user.password);
    const { secret } = (await app.graphql('mutation { startTotpSetup { secret } }', {}, token)).data.startTotpSetup;
    const step = timeStep(Date.now());
    await app.graphql('mutation ($code: String!) { confirmTotpSetup(input: { code: $code }) { recoveryCodes } }', { code: totpAt(secret, step - 1) }, token);
    await age(user.id);
    const email = { email: `${unique('new-')}@example.com` };
    const refused = await app.graphql(
      'mutation ($input: UpdateOwnProfileInput!) { updateOwnProfile(input: $input) { user { email } } }',
      { input: email },
      token,
    );
    expect(refused.errors?.[0].extensions?.code).toBe('REAUTHENTICATION_REQUIRED');
    const confirmed = await app.graphql('mutation ($code: String!) { confirmIdentity(input: { code: $code }) { id } }', { code: totpAt(secret, step) }, token);
    expect(confirmed.errors).toBeUndefined();
    const changed = await app.graphql(
      'mutation ($input: UpdateOwnProfileInput!) { updateOwnProfile(input: $input) { user { email } } }',
      { input: email },
      token,
    );
    expect(changed.data.updateOwnProfile.user.email).toBe(email.email);
  });
});

describe('the second-factor policy', () => {
  it('holds covered staff without a factor at setup, and refuses an admin without one to turn it on', async () => {
    const admin = await app.createStaff({ username: unique('policy-admin-'), role: 'ADMIN' });
    const adminToken = await app.signIn(admin.username, admin.password);
    const refused = await app.call('/api/settings', { method: 'PATCH', token: adminToken, json: { secondFactorPolicy: 'ALL_STAFF' } });
    expect(refused.status).toBe(409);
    expect(refused.body.details).toEqual({ secondFactorPolicy: 'own_factor_required' });
    const { secret } = (await app.graphql('mutation { startTotpSetup { secret } }', {}, adminToken)).data.startTotpSetup;
    const step = timeStep(Date.now());
    await app.graphql('mutation ($code: String!) { confirmTotpSetup(input: { code: $code }) { recoveryCodes } }', { code: totpAt(secret, step) }, adminToken);
    expect((await app.call('/api/settings', { method: 'PATCH', token: adminToken, json: { secondFactorPolicy: 'ALL_STAFF' } })).status).toBe(200);

    const editor = await app.createStaff({ username: unique('policy-editor-'), role: 'EDITOR' });
    // The sign-in says so, and the rest of the signing-in request is held too: a mutation after
    // `login` in the same document acts for no one.
    const signedIn = await app.call('/api/auth/login', { method: 'POST', json: { username: editor.username, password: editor.password } });
    expect(signedIn.body.data.user.secondFactorSetupRequired).toBe(true);
    const riding = await app.graphql(
      `mutation ($draft: CreatePostInput!) {
        login(input: { username: "${editor.username}", password: "${editor.password}" }) { token }
        createPost(input: $draft) { post { id } }
      }`,
      { draft: { status: 'DRAFT', translations: { en: { title: 'Riding along', excerpt: 'x', body: 'Words.' } } } },
    );
    expect(riding.errors?.map((error) => error.extensions?.code)).toEqual(['SECOND_FACTOR_REQUIRED']);
    expect(riding.data).toBeNull();
    const token = await app.signIn(editor.username, editor.password);
    expect((await app.call('/api/auth/verify', { token })).body.data.user.secondFactorSetupRequired).toBe(true);
    const viewer = await app.graphql('{ viewer { username secondFactorSetupRequired } }', {}, token);
    expect(viewer.data.viewer).toEqual({ username: editor.username, secondFactorSetupRequired: true });
    const blocked = await app.call('/api/blogs?status=draft', { token });
    const posts = await app.graphql('{ adminPosts(first: 1) { totalCount } }', {}, token);
    expect(posts.errors?.[0].extensions?.code).toBe('SECOND_FACTOR_REQUIRED');
    expect([200, 403]).toContain(blocked.status);
    expect((await app.call('/api/auth/sessions', { token })).body.error).toBe('SECOND_FACTOR_REQUIRED');
    expect((await app.call('/api/auth/profile', { token })).body.data.username).toBe(editor.username);
    const other = await app.signIn(editor.username, editor.password);
    expect((await app.call('/api/auth/logout', { method: 'POST', token: other })).status).toBe(200);
    expect((await app.call('/api/auth/verify', { token: other })).status).toBe(401);
    const setup = (await app.graphql('mutation { startTotpSetup { secret } }', {}, token)).data.startTotpSetup;
    const turnedOn = await app.graphql(
      'mutation ($code: String!) { confirmTotpSetup(input: { code: $code }) { recoveryCodes user { username twoFactorEnabled recoveryCodesLeft } } }',
      { code: totpAt(setup.secret, timeStep(Date.now())) },
      token,
    );
    expect(turnedOn.data.confirmTotpSetup.user).toEqual({ username: editor.username, twoFactorEnabled: true, recoveryCodesLeft: 10 });
    expect((await app.call('/api/auth/sessions', { token })).status).toBe(200);
    expect((await app.call('/api/auth/verify', { token })).body.data.user.secondFactorSetupRequired).toBe(false);

    // A passkey is a second factor too: a held contributor adds one and is let through.
    const writer = await app.createStaff({ username: unique('policy-writer-'), role: 'CONTRIBUTOR' });
    const writerToken = await app.signIn(writer.username, writer.password);
    expect((await app.call('/api/auth/sessions', { token: writerToken })).body.error).toBe('SECOND_FACTOR_REQUIRED');
    const asked = await app.call('/api/auth/passkeys/options', { method: 'POST', token: writerToken });
    expect(asked.status, asked.text).toBe(200);
    const { options } = asked.body.data;
    const added = await app.call('/api/auth/passkeys', {
      method: 'POST',
      token: writerToken,
      json: { name: 'Phone', response: new SoftAuthenticator('http://localhost').register(options) },
    });
    expect(added.status, added.text).toBe(201);
    expect((await app.call('/api/auth/sessions', { token: writerToken })).status).toBe(200);
    await app.call('/api/settings', { method: 'PATCH', token: adminToken, json: { secondFactorPolicy: 'NONE' } });
  });
});

/** Runs `run` while the second-factor policy holds all staff (set by a new admin with codes on, handed to it with their token), then sets it back to none. */
async function underAllStaffPolicy(adminPrefix: string, run: (admin: { id: number }, adminToken: string) => Promise<void>) {
  const admin = await app.createStaff({ username: unique(adminPrefix), role: 'ADMIN' });
  const adminToken = await app.signIn(admin.username, admin.password);
  const { secret } = (await app.call('/api/auth/totp/setup', { method: 'POST', token: adminToken })).body.data;
  await app.call('/api/auth/totp/confirm', { method: 'POST', token: adminToken, json: { code: totpAt(secret, timeStep(Date.now())) } });
  expect((await app.call('/api/settings', { method: 'PATCH', token: adminToken, json: { secondFactorPolicy: 'ALL_STAFF' } })).status).toBe(200);
  try {
    await run(admin, adminToken);
  } finally {
    await app.call('/api/settings', { method: 'PATCH', token: adminToken, json: { secondFactorPolicy: 'NONE' } });
  }
}

describe('what an old session may not do alone (the second attack)', () => {
  it('adds no factor of its own, turns no notices off and changes no policy without confirming it is you', async () => {
    const admin = await app.createStaff({ username: unique('stale-admin-'), role: 'ADMIN' });
    const token = await app.signIn(admin.username, admin.password);
    await age(admin.id);
    const refusals = {
      'set up an authenticator app': () => app.call('/api/auth/totp/setup', { method: 'POST', token }),
      'add a passkey': () => app.call('/api/auth/passkeys/options', { method: 'POST', token }),
      'turn new sign-in notices off': async () => {
        const answer = await app.graphql('mutation { updateOwnProfile(input: { signInNotices: false }) { user { id } } }', {}, token);
        return { status: answer.errors ? 403 : 200, body: { error: answer.errors?.[0].extensions?.code } };
      },
      'change the second-factor policy': () => app.call('/api/settings', { method: 'PATCH', token, json: { secondFactorPolicy: 'ADMINS' } }),
    };
    for (const [what, attempt] of Object.entries(refusals)) {
      const answer = await attempt();
      expect([what, answer.status, answer.body.error]).toEqual([what, 403, 'REAUTHENTICATION_REQUIRED']);
    }
    expect((await app.call('/api/auth/reauthenticate', { method: 'POST', token, json: { password: admin.password } })).status).toBe(200);
    expect((await app.call('/api/auth/totp/setup', { method: 'POST', token })).status).toBe(200);
    expect((await app.call('/api/auth/passkeys/options', { method: 'POST', token })).status).toBe(200);
    expect((await app.graphql('mutation { updateOwnProfile(input: { signInNotices: false }) { user { signInNotices } } }', {}, token)).data).toEqual({
      updateOwnProfile: { user: { signInNotices: false } },
    });
  });

  it('lets one the policy holds confirm with their password when their sign-in is old, then set a factor up', async () => {
    await underAllStaffPolicy('held-admin-', async () => {
      const writer = await app.createStaff({ username: unique('held-writer-'), role: 'CONTRIBUTOR' });
      const token = await app.signIn(writer.username, writer.password);
      await age(writer.id);
      expect((await app.call('/api/auth/totp/setup', { method: 'POST', token })).body.error).toBe('REAUTHENTICATION_REQUIRED');
      expect((await app.call('/api/auth/reauthenticate', { method: 'POST', token, json: { password: writer.password } })).status).toBe(200);
      const setup = await app.call('/api/auth/totp/setup', { method: 'POST', token });
      expect(setup.status, setup.text).toBe(200);

      // Two right codes at once (the last step's and this one's) turn codes on once, with one set of recovery codes.
      const step = timeStep(Date.now());
      const answers = await Promise.all(
        [step - 1, step].map((at) => app.call('/api/auth/totp/confirm', { method: 'POST', token, json: { code: totpAt(setup.body.data.secret, at) } })),
      );
      // The other is refused: 409 when the two met, 400 (codes already on) when it came after the first had finished.
      const [won, lost] = [...answers].sort((a, b) => a.status - b.status);
      expect(won.status, won.text).toBe(200);
      expect([400, 409], lost.text).toContain(lost.status);
      expect(await app.db.recoveryCode.count({ where: { userId: writer.id } })).toBe(won.body.data.recoveryCodes.length);
    });
  });

  it('acts for no one after a held sign-in in one document, even with another account’s token sent', async () => {
    await underAllStaffPolicy('header-admin-', async (admin, adminToken) => {
      const editor = await app.createStaff({ username: unique('header-held-'), role: 'EDITOR' });
      const answer = await app.graphql(
        `mutation {
          login(input: { username: "${editor.username}", password: "${editor.password}" }) { token }
          updateOwnProfile(input: { displayName: "Who am I" }) { user { id } }
        }`,
        {},
        adminToken,
      );
      expect(answer.errors?.map((error) => error.extensions?.code)).toEqual(['SECOND_FACTOR_REQUIRED']);
      const names = await app.db.user.findMany({ where: { id: { in: [admin.id, editor.id] } }, select: { displayName: true } });
      expect(names.map((user) => user.displayName)).not.toContain('Who am I');
    });
  });
});

describe('what an old session may not do alone (the third attack)', () => {
  it('ends no session but its own without confirming it is you: not its others, not another admin’s, not all of a user’s', async () => {
    const admin = await app.createStaff({ username: unique('stale-ender-'), role: 'ADMIN' });
    const other = await app.createStaff({ username: unique('victim-admin-'), role: 'ADMIN' });
    const token = await app.signIn(admin.username, admin.password);
    const second = await app.signIn(admin.username, admin.password);
    const victim = await app.signIn(other.username, other.password);
    await age(admin.id);
    const sessionsOf = async (userId: number) =>
      (await app.call(`/api/users/${userId}/sessions`, { token })).body.data.sessions as { id: number; current: boolean }[];
    const [victimSession] = await sessionsOf(other.id);
    const mySecond = (await sessionsOf(admin.id)).find((session) => !session.current)!;
    const refusals = {
      'end another admin’s session': () => app.call(`/api/auth/sessions/${victimSession.id}`, { method: 'DELETE', token }),
      'end one of its own others': () => app.call(`/api/auth/sessions/${mySecond.id}`, { method: 'DELETE', token }),
      'end all its others': () => app.call('/api/auth/sessions/end-others', { method: 'POST', token }),
      'end all of another admin’s sessions': () => app.call(`/api/users/${other.id}/sessions`, { method: 'DELETE', token }),
    };
    for (const [what, attempt] of Object.entries(refusals)) {
      const answer = await attempt();
      expect([what, answer.status, answer.body.error]).toEqual([what, 403, 'REAUTHENTICATION_REQUIRED']);
    }
    // Nothing ended meanwhile.
    expect((await app.call('/api/auth/profile', { token: victim })).status).toBe(200);
    expect((await app.call('/api/auth/profile', { token: second })).status).toBe(200);
    // Confirmed, each works.
    expect((await app.call('/api/auth/reauthenticate', { method: 'POST', token, json: { password: admin.password } })).status).toBe(200);
    expect((await app.call(`/api/users/${other.id}/sessions`, { method: 'DELETE', token })).body.data).toEqual({ ended: 1 });
    expect((await app.call('/api/auth/profile', { token: victim })).status).toBe(401);
    expect((await app.call('/api/auth/sessions/end-others', { method: 'POST', token })).body.data).toEqual({ ended: 1 });
    expect((await app.call('/api/auth/profile', { token: second })).status).toBe(401);
  });

  it('ends its own current session (signs out) however old it is', async () => {
    const editor = await app.createStaff({ username: unique('stale-self-'), role: 'EDITOR' });
    const token = await app.signIn(editor.username, editor.password);
    await age(editor.id);
    const [mine] = (await app.call('/api/auth/sessions', { token })).body.data.sessions as { id: number }[];
    expect((await app.call(`/api/auth/sessions/${mine.id}`, { method: 'DELETE', token })).status).toBe(200);
    expect((await app.call('/api/auth/profile', { token })).status).toBe(401);
  });

  it('counts a refused password change as no confirmation', async () => {
    const admin = await app.createStaff({ username: unique('stale-changer-'), role: 'ADMIN' });
    const token = await app.signIn(admin.username, admin.password);
    await age(admin.id);
    const refused = await app.call('/api/auth/change-password', { method: 'POST', token, json: { currentPassword: admin.password, newPassword: 'x' } });
    expect(refused.status).toBe(400);
    const name = unique('made-admin-');
    const newAdmin = { username: name, email: `${name}@example.com`, displayName: 'Noor', password: 'a perfectly fine passphrase', role: 'ADMIN' };
    expect((await app.call('/api/users', { method: 'POST', token, json: newAdmin })).body.error).toBe('REAUTHENTICATION_REQUIRED');
    expect(await app.db.auditEvent.count({ where: { action: 'user.password_changed', actorId: admin.id } })).toBe(0);
  });

  it('leaves no passkey behind when one is added while an admin resets the user’s factors', async () => {
    const admin = await app.createStaff({ username: unique('resetting-admin-'), role: 'ADMIN' });
    const adminToken = await app.signIn(admin.username, admin.password);
    const user = await app.createStaff({ username: unique('racing-editor-'), role: 'EDITOR' });
    for (let round = 0; round < 10; round++) {
      const token = await app.signIn(user.username, user.password);
      const { options } = (await app.call('/api/auth/passkeys/options', { method: 'POST', token })).body.data;
      const response = new SoftAuthenticator('http://localhost').register(options);
      const [added, reset] = await Promise.all([
        app.call('/api/auth/passkeys', { method: 'POST', token, json: { name: `Key ${round}`, response } }),
        app.call(`/api/users/${user.id}/reset-factors`, { method: 'POST', token: adminToken }),
      ]);
      expect(reset.status, reset.text).toBe(200);
      // Added before the reset (and removed by it), or refused: its setup (400) or its session (401) the reset ended.
      expect([201, 400, 401], added.text).toContain(added.status);
      expect([round, await app.db.passkey.count({ where: { userId: user.id } })]).toEqual([round, 0]);
    }
  });
});

describe('a list of users', () => {
  it('reads each one’s live sessions, passkeys and recovery codes together: the same as each alone, in the same statements for 3 users as for 9', async () => {
    const admin = await app.createStaff({ username: unique('list-admin-'), role: 'ADMIN' });
    const adminToken = await app.signIn(admin.username, admin.password);
    for (let i = 0; i < 9; i++) {
      const user = await app.createStaff({ username: unique(`listed-${i}-`), role: i % 2 ? 'EDITOR' : 'CONTRIBUTOR' });
      for (let s = 0; s < i % 3; s++) await signInFrom(user.username, user.password, chrome, `192.0.2.${40 + s}`);
      if (i % 3 === 1) {
        await app.db.passkey.create({ data: { userId: user.id, credentialId: unique('credential-'), publicKey: Buffer.from([1, 2, 3]), name: 'Laptop' } });
      }
      if (i % 4 === 2) {
        await app.db.recoveryCode.createMany({
          data: Array.from({ length: 10 }, (_, k) => ({ userId: user.id, codeHash: unique('hash-'), usedAt: k < i % 5 ? new Date() : null })),
        });
      }
    }
    const query = 'query($first: Int) { users(first: $first, search: "listed-") { edges { node { id sessions { id } hasPasskey recoveryCodesLeft } } } }';
    const list = await app.graphql(query, { first: 9 }, adminToken);
    expect(list.errors).toBeUndefined();
    const nodes: { id: string; sessions: { id: string }[]; hasPasskey: boolean; recoveryCodesLeft: number }[] = list.data.users.edges.map(
      (edge: { node: unknown }) => edge.node,
    );
    expect(nodes).toHaveLength(9);
    for (const node of nodes) {
      const alone = await app.graphql(
        'query($id: ID!) { node(id: $id) { ... on User { sessions { id } hasPasskey recoveryCodesLeft } } }',
        { id: node.id },
        adminToken,
      );
      expect({ sessions: node.sessions, hasPasskey: node.hasPasskey, recoveryCodesLeft: node.recoveryCodesLeft }, node.id).toEqual(alone.data.node);
    }
    expect(new Set(nodes.map((node) => node.sessions.length)).size).toBeGreaterThan(1);
    expect(nodes.some((node) => node.hasPasskey)).toBe(true);
    expect(nodes.some((node) => node.recoveryCodesLeft > 0 && node.recoveryCodesLeft < 10)).toBe(true);

    const { graphql, statements, close } = await countingApp(app);
    try {
      const cost = async (first: number) => {
        await graphql(query, { first }, adminToken);
        const before = statements();
        expect((await graphql(query, { first }, adminToken)).errors).toBeUndefined();
        return statements() - before;
      };
      expect(await cost(9)).toBe(await cost(3));
    } finally {
      await close();
    }
  });
});
