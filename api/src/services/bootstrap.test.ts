import pino from 'pino';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/testApp.ts';
import { ensureFirstAdmin } from './bootstrap.ts';

// The first administrator's email: seeded valid, and databases seeded by earlier versions still save.

const log = pino({ level: 'silent' });
const profileMutation = 'mutation($input: UpdateOwnProfileInput!) { updateOwnProfile(input: $input) { user { email displayName bio } } }';

const apps: TestApp[] = [];
function freshApp(): TestApp {
  const app = createTestApp();
  apps.push(app);
  return app;
}

afterEach(async () => {
  await Promise.all(apps.splice(0).map((app) => app.cleanup()));
});

/** A user whose stored email is `email`, written directly as an earlier version would have. */
async function legacyUser(app: TestApp, username: string, email: string, role: 'ADMIN' | 'EDITOR' = 'ADMIN') {
  const user = await app.createStaff({ username, role });
  await app.db.user.update({ where: { id: user.id }, data: { email } });
  return user;
}

describe('the first administrator’s email', () => {
  it('is seeded valid, so the first admin can save their own profile unchanged', async () => {
    const app = freshApp();
    await ensureFirstAdmin(app.db, { username: 'admin', password: 'a long configured password' }, log);
    const token = await app.signIn('admin', 'a long configured password');
    const { data } = await app.graphql('{ viewer { email displayName bio } }', {}, token);
    expect(data.viewer.email).not.toMatch(/@localhost$/);

    const saved = await app.graphql(profileMutation, { input: data.viewer }, token);
    expect(saved.errors).toBeUndefined();
    expect(saved.data.updateOwnProfile.user).toEqual(data.viewer);
  });

  it('lets a profile whose stored email breaks today’s rule be saved with that email unchanged, and still checks a changed one', async () => {
    const app = freshApp();
    const owner = await legacyUser(app, 'owner', 'owner@localhost');
    const token = await app.signIn(owner.username, owner.password);

    const saved = await app.graphql(profileMutation, { input: { email: 'owner@localhost', displayName: 'The Owner', bio: 'Hello' } }, token);
    expect(saved.errors).toBeUndefined();
    expect(saved.data.updateOwnProfile.user).toEqual({ email: 'owner@localhost', displayName: 'The Owner', bio: 'Hello' });

    const changed = await app.graphql(profileMutation, { input: { email: 'owner@elsewhere', displayName: 'The Owner' } }, token);
    expect(changed.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', details: { email: 'invalid' } });
    expect((await app.db.user.findUniqueOrThrow({ where: { id: owner.id } })).email).toBe('owner@localhost');

    // The same holds when another admin edits that account.
    const other = await app.createStaff({ username: 'deputy', role: 'ADMIN' });
    const otherToken = await app.signIn(other.username, other.password);
    const put = await app.request(`/api/users/${owner.id}`, { method: 'PUT', json: { email: 'owner@localhost', displayName: 'Owner' }, token: otherToken });
    expect(put.status).toBe(200);
  });

  it('is repaired on start when it is the <username>@localhost of earlier versions, unless the new address is taken', async () => {
    const app = freshApp();
    const admin = await legacyUser(app, 'admin', 'admin@localhost');
    const root = await legacyUser(app, 'root', 'root@localhost');
    await app
      .createStaff({ username: 'rootclash', role: 'EDITOR' })
      .then((u) => app.db.user.update({ where: { id: u.id }, data: { email: 'root@example.com' } }));
    const typed = await legacyUser(app, 'typed', 'someone@localhost', 'EDITOR');

    await ensureFirstAdmin(app.db, { username: 'admin' }, log);

    const emailOf = async (id: number) => (await app.db.user.findUniqueOrThrow({ where: { id } })).email;
    expect(await emailOf(admin.id)).toBe('admin@example.com');
    expect(await emailOf(root.id)).toBe('root@localhost');
    expect(await emailOf(typed.id)).toBe('someone@localhost');
    expect(await app.db.user.count()).toBe(4);
  });
});
