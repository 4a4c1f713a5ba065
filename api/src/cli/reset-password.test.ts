import { spawnSync } from 'node:child_process';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/testApp.ts';

const root = resolve(import.meta.dirname, '../../..');
let app: TestApp;
beforeAll(() => {
  app = createTestApp();
});
afterAll(() => app.cleanup());

function resetPassword(username: string) {
  return spawnSync(join(root, 'node_modules/.bin/tsx'), ['api/src/cli/reset-password.ts', username], {
    cwd: root,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, DATABASE_URL: app.databaseUrl },
  });
}

describe('npm run user:reset-password', () => {
  it('gives a locked-out operator a new, printed password and ends that user’s sessions', async () => {
    const admin = await app.createStaff({ username: 'locked', role: 'ADMIN' });
    const token = await app.signIn('locked', admin.password);
    const result = resetPassword('locked');
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
    const password = /New password: (\S+)/.exec(result.stdout)?.[1];
    expect(password).toBeDefined();
    expect((await app.request('/api/auth/verify', { token })).status).toBe(401);
    expect(await app.signIn('locked', password!)).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const audit = await app.db.auditEvent.findFirst({ where: { action: 'user.password_reset', target: `user:${admin.id}` } });
    expect(audit).toMatchObject({ actorId: null, ip: 'cli' });
  });

  it('says so, and fails, for an unknown user', () => {
    const result = resetPassword('nobody');
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('No user is called "nobody"');
  });
});
