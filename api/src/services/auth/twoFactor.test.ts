import { createHash } from 'node:crypto';
import { spawnSync } from 'node:child_process';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/testApp.ts';
import { timeStep, totpAt } from './totp.ts';

// Authenticator-app codes and recovery codes, end to end through the real handler: setup, sign-in
// with a code, the throttle, replays, turning off, an admin's reset and the command line.

let app: TestApp;
beforeAll(() => {
  app = createTestApp();
});
afterAll(() => app.cleanup());

let counter = 0;
const uniqueName = (prefix: string) => `${prefix}${++counter}`;
let ipCounter = 0;
const uniqueIp = () => `10.7.${Math.floor(++ipCounter / 250)}.${(ipCounter % 250) + 1}`;
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
const globalId = (id: number) => Buffer.from(`User:${id}`).toString('base64');

const start = 'mutation { startTotpSetup { secret otpauthUri qrCodeSvg } }';
const confirm = 'mutation ($input: ConfirmTotpSetupInput!) { confirmTotpSetup(input: $input) { recoveryCodes user { twoFactorEnabled recoveryCodesLeft } } }';
const turnOff = 'mutation ($input: ReauthenticationInput!) { turnOffTotp(input: $input) { user { twoFactorEnabled recoveryCodesLeft } } }';
const regenerate = 'mutation ($input: ReauthenticationInput!) { regenerateRecoveryCodes(input: $input) { recoveryCodes } }';
const reset = 'mutation ($input: ResetSecondFactorsInput!) { resetSecondFactors(input: $input) { user { twoFactorEnabled } } }';

/** Codes of one secret, each at a time step after the last one used (a code is good once). */
function codeMaker(secret: string) {
  let last = 0;
  return () => {
    last = Math.max(timeStep(Date.now()), last + 1);
    return totpAt(secret, last);
  };
}

/** A staff member with codes on: their secret, a code maker, recovery codes and a session. */
async function withCodes(role: 'ADMIN' | 'EDITOR' | 'CONTRIBUTOR' = 'EDITOR') {
  const user = await app.createStaff({ username: uniqueName('tf'), role });
  const token = await app.signIn(user.username, user.password);
  const setup = await app.graphql(start, {}, token);
  const secret = setup.data.startTotpSetup.secret as string;
  const nextCode = codeMaker(secret);
  const confirmed = await app.graphql(confirm, { input: { code: nextCode() } }, token);
  expect(confirmed.errors).toBeUndefined();
  return { ...user, token, secret, nextCode, recoveryCodes: confirmed.data.confirmTotpSetup.recoveryCodes as string[] };
}

function login(username: string, password: string, ip = uniqueIp()) {
  return app.call('/api/auth/login', { method: 'POST', json: { username, password }, ip });
}

function answer(challenge: string, code: string, ip = uniqueIp()) {
  return app.call('/api/auth/login/code', { method: 'POST', json: { challenge, code }, ip });
}

async function challengeFor(user: { username: string; password: string }, ip = uniqueIp()): Promise<string> {
  const result = await login(user.username, user.password, ip);
  expect(result.status).toBe(401);
  expect(result.body.details.secondFactor).toBe('totp');
  return result.body.details.challenge;
}

describe('turning authenticator-app codes on', () => {
  it('shows a key, its QR code and address once, and is on only after a first right code', async () => {
    const user = await app.createStaff({ username: uniqueName('setup'), role: 'CONTRIBUTOR' });
    const token = await app.signIn(user.username, user.password);
    const setup = (await app.graphql(start, {}, token)).data.startTotpSetup;
    expect(setup.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(setup.otpauthUri).toBe(`otpauth://totp/Sovra:${user.username}?secret=${setup.secret}&issuer=Sovra&algorithm=SHA1&digits=6&period=30`);
    expect(Buffer.from(setup.qrCodeSvg.replace('data:image/svg+xml;base64,', ''), 'base64').toString()).toMatch(/^<svg[^>]*>.*<\/svg>\s*$/s);

    const me = '{ me { twoFactorEnabled recoveryCodesLeft } }';
    expect((await app.graphql(me, {}, token)).data.me).toEqual({ twoFactorEnabled: false, recoveryCodesLeft: 0 });
    // Still off: a password alone signs in.
    expect((await login(user.username, user.password)).status).toBe(200);

    const wrong = await app.graphql(confirm, { input: { code: '000000' === totpAt(setup.secret, timeStep(Date.now())) ? '111111' : '000000' } }, token);
    expect(wrong.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', details: { code: 'incorrect' } });
    const letters = await app.graphql(confirm, { input: { code: 'abcdef' } }, token);
    expect(letters.errors?.[0]).toMatchObject({ message: 'Enter the 6-digit code from your authenticator app', extensions: { details: { code: 'invalid' } } });
    expect((await app.graphql(me, {}, token)).data.me.twoFactorEnabled).toBe(false);

    const confirmed = await app.graphql(confirm, { input: { code: codeMaker(setup.secret)() } }, token);
    const codes = confirmed.data.confirmTotpSetup.recoveryCodes as string[];
    expect(codes).toHaveLength(10);
    for (const code of codes) expect(code).toMatch(/^[A-Z2-7]{4}-[A-Z2-7]{4}-[A-Z2-7]{4}-[A-Z2-7]{4}$/);
    expect(new Set(codes).size).toBe(10);
    expect(confirmed.data.confirmTotpSetup.user).toEqual({ twoFactorEnabled: true, recoveryCodesLeft: 10 });
    const stored = await app.db.recoveryCode.findMany({ where: { userId: user.id } });
    expect(stored.map((row) => row.codeHash).sort()).toEqual(codes.map((code) => sha256(code.replaceAll('-', ''))).sort());

    // The key is never shown again: a second setup is refused while on.
    expect((await app.graphql(start, {}, token)).errors?.[0].extensions?.code).toBe('CONFLICT');
    expect(await app.db.auditEvent.count({ where: { action: 'user.two_factor_enabled', target: `user:${user.id}` } })).toBe(1);
  });

  it('refuses a confirmation without a setup, and every step to a visitor', async () => {
    const user = await app.createStaff({ username: uniqueName('nosetup'), role: 'EDITOR' });
    const token = await app.signIn(user.username, user.password);
    expect((await app.graphql(confirm, { input: { code: '123456' } }, token)).errors?.[0].extensions?.code).toBe('CONFLICT');
    expect((await app.graphql(start)).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
  });
});

describe('signing in with a code', () => {
  it('makes no session after the password, only a hashed single-use challenge; a right code makes one', async () => {
    const user = await withCodes();
    const before = await app.db.session.count({ where: { userId: user.id } });
    const challenge = await challengeFor(user);
    expect(challenge).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(await app.db.session.count({ where: { userId: user.id } })).toBe(before);
    expect(await app.db.signInChallenge.findUnique({ where: { tokenHash: sha256(challenge) } })).not.toBeNull();

    const signedIn = await answer(challenge, user.nextCode());
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.data.user.username).toBe(user.username);
    expect((await app.call('/api/auth/verify', { token: signedIn.body.data.token })).status).toBe(200);

    const again = await answer(challenge, user.nextCode());
    expect(again.status).toBe(401);
    expect(again.body.message).toBe('This sign-in has expired. Please sign in again.');
  });

  it('refuses a code used before (the same time step), and an expired challenge', async () => {
    const user = await withCodes();
    const code = user.nextCode();
    expect((await answer(await challengeFor(user), code)).status).toBe(200);
    const replay = await answer(await challengeFor(user), code);
    expect(replay.status).toBe(401);
    expect(replay.body.details).toEqual({ code: 'incorrect' });

    const stale = await challengeFor(user);
    await app.db.signInChallenge.update({ where: { tokenHash: sha256(stale) }, data: { expiresAt: new Date(Date.now() - 1) } });
    expect((await answer(stale, user.nextCode())).status).toBe(401);
  });

  it('counts wrong codes in the sign-in throttle, with passwords: the sixth try is refused even with a right code', async () => {
    const user = await withCodes();
    const ip = uniqueIp();
    const challenge = await challengeFor(user, ip);
    for (let i = 0; i < 5; i++) {
      const wrong = await answer(challenge, String((Number(totpAt(user.secret, timeStep(Date.now()))) + 1 + i) % 1_000_000).padStart(6, '0'), ip);
      expect(wrong.status).toBe(401);
    }
    const blocked = await answer(challenge, user.nextCode(), ip);
    expect(blocked.status).toBe(429);
    expect(blocked.headers.get('retry-after')).toMatch(/^\d+$/);
    // The password counts in the same throttle: it is refused from there too.
    expect((await login(user.username, user.password, ip)).status).toBe(429);
    const audit = await app.db.auditEvent.count({ where: { action: 'auth.login_failed', target: user.username } });
    expect(audit).toBe(5);
  });

  it('refuses a code of letters with a clear 400 that counts nothing', async () => {
    const user = await withCodes();
    const ip = uniqueIp();
    const challenge = await challengeFor(user, ip);
    for (let i = 0; i < 8; i++) {
      const letters = await answer(challenge, 'abcdef', ip);
      expect(letters.status).toBe(400);
      expect(letters.body.message).toBe('Enter the 6-digit code from your authenticator app, or a recovery code');
    }
    expect((await answer(challenge, user.nextCode(), ip)).status).toBe(200);
  });

  it('words its refusals in Arabic for a caller who asks for it; the codes and details stay the same', async () => {
    const user = await withCodes();
    const arabic = { 'accept-language': 'ar' };
    const challenge = await challengeFor(user);
    const letters = await app.call('/api/auth/login/code', { method: 'POST', json: { challenge, code: 'abcdef' }, ip: uniqueIp(), headers: arabic });
    expect(letters.status).toBe(400);
    expect(letters.body.error).toBe('BAD_USER_INPUT');
    expect(letters.body.details).toEqual({ code: 'invalid' });
    expect(letters.body.message).toBe('أدخل الرمز المكوّن من 6 أرقام من تطبيق المصادقة، أو أحد رموز الاسترداد');
    const wrongCode = String((Number(totpAt(user.secret, timeStep(Date.now()))) + 1) % 1_000_000).padStart(6, '0');
    const wrong = await app.call('/api/auth/login/code', {
      method: 'POST',
      json: { challenge, code: wrongCode },
      ip: uniqueIp(),
      headers: { cookie: 'lang=ar' },
    });
    expect(wrong.status).toBe(401);
    expect(wrong.body.details).toEqual({ code: 'incorrect' });
    expect(wrong.body.message).toBe('هذا الرمز غير صحيح أو سبق استخدامه. جرّب الرمز التالي');
    const expired = await app.call('/api/auth/login/code', {
      method: 'POST',
      json: { challenge: 'gone', code: user.nextCode() },
      ip: uniqueIp(),
      headers: arabic,
    });
    expect(expired.status).toBe(401);
    expect(expired.body.details).toEqual({ challenge: 'expired' });
    expect(expired.body.message).toBe('انتهت صلاحية تسجيل الدخول هذا. يُرجى تسجيل الدخول من جديد.');
    // English stays the default.
    expect((await answer(challenge, 'abcdef')).body.message).toBe('Enter the 6-digit code from your authenticator app, or a recovery code');
  });

  it('takes each recovery code once, in any case and spacing', async () => {
    const user = await withCodes();
    const [first] = user.recoveryCodes;
    const signedIn = await answer(await challengeFor(user), ` ${first.toLowerCase().replaceAll('-', ' ')} `);
    expect(signedIn.status).toBe(200);
    expect((await answer(await challengeFor(user), first)).status).toBe(401);
    const me = await app.graphql('{ me { recoveryCodesLeft } }', {}, signedIn.body.data.token);
    expect(me.data.me.recoveryCodesLeft).toBe(9);
  });

  it('works through GraphQL too: login answers the challenge in its error details', async () => {
    const user = await withCodes();
    const login = await app.graphql('mutation ($input: LoginInput!) { login(input: $input) { token } }', {
      input: { username: user.username, password: user.password },
    });
    expect(login.errors?.[0].extensions).toMatchObject({ code: 'UNAUTHENTICATED', details: { secondFactor: 'totp' } });
    const result = await app.graphql('mutation ($input: SignInWithCodeInput!) { signInWithCode(input: $input) { token user { username } } }', {
      input: { challenge: login.errors?.[0].extensions?.details.challenge, code: user.nextCode() },
    });
    expect(result.data.signInWithCode.user.username).toBe(user.username);
  });
});

describe('turning codes off, new recovery codes and an admin reset', () => {
  it('turns off only with the password or a current code; then a password alone signs in', async () => {
    const user = await withCodes();
    // A session that signed in more than 5 minutes ago must confirm it is you first.
    await app.db.session.updateMany({ where: { userId: user.id }, data: { authenticatedAt: new Date(Date.now() - 6 * 60_000) } });
    expect((await app.graphql(turnOff, { input: {} }, user.token)).errors?.[0].extensions?.code).toBe('REAUTHENTICATION_REQUIRED');
    expect((await app.graphql(turnOff, { input: { password: 'not the password at all' } }, user.token)).errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    const off = await app.graphql(turnOff, { input: { password: user.password } }, user.token);
    expect(off.data.turnOffTotp.user).toEqual({ twoFactorEnabled: false, recoveryCodesLeft: 0 });
    expect((await login(user.username, user.password)).status).toBe(200);
    expect(await app.db.user.findUnique({ where: { id: user.id } })).toMatchObject({ totpSecret: null, totpEnabledAt: null });
  });

  it('turns off with a current code, which is then used', async () => {
    const user = await withCodes();
    const code = user.nextCode();
    expect((await app.graphql(turnOff, { input: { code } }, user.token)).data.turnOffTotp.user.twoFactorEnabled).toBe(false);
    expect(await app.db.auditEvent.count({ where: { action: 'user.two_factor_disabled', target: `user:${user.id}` } })).toBe(1);
  });

  it('makes new recovery codes after re-authentication: the old ones stop working', async () => {
    const user = await withCodes();
    const fresh = await app.graphql(regenerate, { input: { password: user.password } }, user.token);
    const codes = fresh.data.regenerateRecoveryCodes.recoveryCodes as string[];
    expect(codes).toHaveLength(10);
    expect((await answer(await challengeFor(user), user.recoveryCodes[0])).status).toBe(401);
    expect((await answer(await challengeFor(user), codes[0])).status).toBe(200);
  });

  it("lets an admin clear another user's factors: audited, their sessions end; not an editor, not one's own", async () => {
    const admin = await app.createStaff({ username: uniqueName('resetter'), role: 'ADMIN' });
    const adminToken = await app.signIn(admin.username, admin.password);
    const user = await withCodes();
    const editor = await withCodes();

    expect((await app.graphql(reset, { input: { id: globalId(user.id) } }, editor.token)).errors?.[0].extensions?.code).toBe('FORBIDDEN');
    expect((await app.graphql(reset, { input: { id: globalId(admin.id) } }, adminToken)).errors?.[0].extensions?.code).toBe('FORBIDDEN');

    const result = await app.graphql(reset, { input: { id: globalId(user.id) } }, adminToken);
    expect(result.data.resetSecondFactors.user.twoFactorEnabled).toBe(false);
    expect((await app.call('/api/auth/verify', { token: user.token })).status).toBe(401);
    expect(await app.db.recoveryCode.count({ where: { userId: user.id } })).toBe(0);
    expect((await login(user.username, user.password)).status).toBe(200);
    expect(await app.db.auditEvent.findFirst({ where: { action: 'user.two_factor_reset', target: `user:${user.id}` } })).toMatchObject({
      actorId: admin.id,
    });
  });
});

describe('npm run user:reset-password -- USERNAME --clear-factors', () => {
  const root = resolve(import.meta.dirname, '../../../..');
  // A second process (tsx compiling the command) takes a while on a busy machine.
  it('clears a locked-out admin’s authenticator app and recovery codes with the password', { timeout: 90_000 }, async () => {
    const user = await withCodes('ADMIN');
    const result = spawnSync(join(root, 'node_modules/.bin/tsx'), ['api/src/cli/reset-password.ts', user.username, '--clear-factors'], {
      cwd: root,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, DATABASE_URL: app.databaseUrl },
    });
    expect(result.stderr).toBe('');
    expect(result.stdout).toContain('their authenticator app and recovery codes cleared');
    const password = /New password: (\S+)/.exec(result.stdout)![1];
    expect((await login(user.username, password)).status).toBe(200);
    expect(await app.db.recoveryCode.count({ where: { userId: user.id } })).toBe(0);
    expect(await app.db.auditEvent.findFirst({ where: { action: 'user.two_factor_reset', target: `user:${user.id}` } })).toMatchObject({
      actorId: null,
      ip: 'cli',
    });
  });
});
