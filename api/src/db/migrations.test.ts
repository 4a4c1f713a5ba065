import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import pino from 'pino';
import { afterAll, describe, expect, it } from 'vitest';
import { applyMigrations, createMigration } from './migrations.ts';
import { prepareDatabase } from '../prepare.ts';

const dir = mkdtempSync(join(tmpdir(), 'sovra-migrate-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const silent = pino({ level: 'silent' });

describe('offline migrations', () => {
  it('create a missing database, turn on WAL and record the migrations as Prisma does', async () => {
    const file = join(dir, 'nested/folder/site.db');
    await prepareDatabase({ provider: 'sqlite', file }, silent);
    const sqlite = new Database(file, { readonly: true });
    expect(sqlite.pragma('journal_mode', { simple: true })).toBe('wal');
    const applied = sqlite.prepare('SELECT migration_name, finished_at FROM _prisma_migrations').all() as {
      migration_name: string;
      finished_at: string | null;
    }[];
    expect(applied.length).toBeGreaterThan(0);
    expect(applied.every((m) => m.finished_at !== null)).toBe(true);
    const tables = (sqlite.prepare("SELECT name FROM sqlite_master WHERE type = 'table'").all() as { name: string }[]).map((t) => t.name);
    expect(tables).toEqual(expect.arrayContaining(['User', 'Session', 'Post', 'PostTranslation', 'Tag', 'Setting', 'AuditEvent', 'RateLimitCount']));
    sqlite.close();
  });

  it('apply nothing the second time and keep the data', async () => {
    const file = join(dir, 'again.db');
    await prepareDatabase({ provider: 'sqlite', file }, silent);
    const sqlite = new Database(file);
    sqlite.prepare("INSERT INTO Setting (key, value, updatedAt) VALUES ('k', 'v', CURRENT_TIMESTAMP)").run();
    sqlite.close();
    await prepareDatabase({ provider: 'sqlite', file }, silent);
    const again = new Database(file, { readonly: true });
    expect(again.prepare("SELECT value FROM Setting WHERE key = 'k'").get()).toEqual({ value: 'v' });
    again.close();
  });

  it('explain, instead of crashing, when a running server holds the database', async () => {
    const file = join(dir, 'busy.db');
    await prepareDatabase({ provider: 'sqlite', file }, silent);
    const server = new Database(file);
    server.exec('BEGIN IMMEDIATE'); // a write in flight, as a busy server has
    try {
      await expect(prepareDatabase({ provider: 'sqlite', file }, silent)).rejects.toThrow(/in use by another process: stop the server/);
    } finally {
      server.exec('ROLLBACK');
      server.close();
    }
  });

  it('keep staff, their sessions, posts and audit trail through staff_arabic_names, which rebuilds the User table', async () => {
    const file = join(dir, 'before-arabic.db');
    await applyMigrations({ provider: 'sqlite', file }, { upTo: '20261122084118_post_create_key' });
    const older = new Database(file);
    older.exec(`
      INSERT INTO User (id, username, email, displayName, bio, role, passwordHash, updatedAt) VALUES (7, 'layla', 'layla@example.com', 'Layla', 'Writes.', 'EDITOR', 'hash', CURRENT_TIMESTAMP);
      INSERT INTO Session (tokenHash, userId, expiresAt) VALUES ('token', 7, CURRENT_TIMESTAMP);
      INSERT INTO Post (id, slug, authorId, updatedAt) VALUES (1, 'by-layla', 7, CURRENT_TIMESTAMP);
      INSERT INTO AuditEvent (action, actorId) VALUES ('user.updated', 7);`);
    older.close();

    expect(await applyMigrations({ provider: 'sqlite', file })).toContain('20261122095730_staff_arabic_names');
    const after = new Database(file, { readonly: true });
    expect(after.prepare('SELECT username, displayName, bio, displayNameAr, bioAr FROM User WHERE id = 7').get()).toEqual({
      username: 'layla',
      displayName: 'Layla',
      bio: 'Writes.',
      displayNameAr: '',
      bioAr: '',
    });
    expect(after.prepare('SELECT COUNT(*) AS n FROM Session WHERE userId = 7').get()).toEqual({ n: 1 });
    expect(after.prepare("SELECT authorId FROM Post WHERE slug = 'by-layla'").get()).toEqual({ authorId: 7 });
    expect(after.prepare('SELECT actorId FROM AuditEvent').get()).toEqual({ actorId: 7 });
    expect(after.pragma('foreign_key_check')).toEqual([]);
    after.close();
  });

  it('keep enquiries and their senders through rate_limits, which drops the sign-in attempts the rate limiter replaces', async () => {
    const file = join(dir, 'before-rate-limits.db');
    await applyMigrations({ provider: 'sqlite', file }, { upTo: '20261122144701_media' });
    const older = new Database(file);
    older.exec(`
      INSERT INTO LoginAttempt (username, ip, succeeded) VALUES ('layla', '192.0.2.7', 0), ('layla', '192.0.2.7', 1);
      INSERT INTO ContactMessage (id, fullName, email, subject, message, clientKey) VALUES (3, 'Layla Haddad', 'layla@example.com', 'Pilot', 'A pilot, please.', 'sender-key');`);
    older.close();

    expect(await applyMigrations({ provider: 'sqlite', file }, { upTo: '20261127032920_rate_limits' })).toContain('20261127032920_rate_limits');
    const after = new Database(file, { readonly: true });
    expect(after.prepare('SELECT clientKey, subject FROM ContactMessage WHERE id = 3').get()).toEqual({ clientKey: 'sender-key', subject: 'Pilot' });
    const tables = (after.prepare("SELECT name FROM sqlite_master WHERE type = 'table'").all() as { name: string }[]).map((t) => t.name);
    expect(tables).toContain('RateLimitCount');
    expect(tables).not.toContain('LoginAttempt');
    after.close();
  });

  it('keep enquiries and their notifications through drop_contact_client_key, which rebuilds the ContactMessage table without the sender key', async () => {
    const file = join(dir, 'before-client-key.db');
    await applyMigrations({ provider: 'sqlite', file }, { upTo: '20261127032920_rate_limits' });
    const older = new Database(file);
    older.exec(`
      INSERT INTO ContactMessage (id, fullName, email, subject, message, status, readAt, clientKey) VALUES (4, 'Layla Haddad', 'layla@example.com', 'Pilot', 'A pilot, please.', 'READ', CURRENT_TIMESTAMP, 'sender-key');
      INSERT INTO Outbox (kind, payload, status, contactMessageId) VALUES ('contact.notify_staff', '{"contactMessageId":4}', 'SENT', 4);`);
    older.close();

    expect(await applyMigrations({ provider: 'sqlite', file })).toContain('20261127065338_drop_contact_client_key');
    const after = new Database(file, { readonly: true });
    expect(after.prepare('SELECT fullName, subject, status, readAt IS NOT NULL AS read FROM ContactMessage WHERE id = 4').get()).toEqual({
      fullName: 'Layla Haddad',
      subject: 'Pilot',
      status: 'READ',
      read: 1,
    });
    expect((after.prepare('PRAGMA table_info(ContactMessage)').all() as { name: string }[]).map((column) => column.name)).not.toContain('clientKey');
    expect(after.prepare('SELECT status FROM Outbox WHERE contactMessageId = 4').all()).toEqual([{ status: 'SENT' }]);
    expect(after.pragma('foreign_key_check')).toEqual([]);
    after.close();
  });

  it('keep posts, their revisions and images through pages, which adds the pages, their revisions and the menus', async () => {
    const file = join(dir, 'before-pages.db');
    await applyMigrations({ provider: 'sqlite', file }, { upTo: '20261127065338_drop_contact_client_key' });
    const older = new Database(file);
    older.exec(`
      INSERT INTO User (id, username, email, displayName, role, passwordHash, updatedAt) VALUES (5, 'noor', 'noor@example.com', 'Noor', 'EDITOR', 'hash', CURRENT_TIMESTAMP);
      INSERT INTO Post (id, slug, authorId, updatedAt) VALUES (2, 'kept', 5, CURRENT_TIMESTAMP);
      INSERT INTO PostRevision (postId, version, editorId, action, snapshot) VALUES (2, 1, 5, 'created', '{}');
      INSERT INTO Media (id, hash, name, format, width, height, bytes, original) VALUES (3, 'h', 'harbour.jpg', 'jpeg', 1, 1, 1, x'00');
      INSERT INTO MediaUse (mediaId, postId) VALUES (3, 2);`);
    older.close();

    expect(await applyMigrations({ provider: 'sqlite', file })).toContain('20261127100355_pages');
    const after = new Database(file, { readonly: true });
    expect(after.prepare('SELECT slug, authorId FROM Post WHERE id = 2').get()).toEqual({ slug: 'kept', authorId: 5 });
    expect(after.prepare('SELECT editorId FROM PostRevision WHERE postId = 2').all()).toEqual([{ editorId: 5 }]);
    expect(after.prepare('SELECT postId FROM MediaUse WHERE mediaId = 3').all()).toEqual([{ postId: 2 }]);
    const tables = (after.prepare("SELECT name FROM sqlite_master WHERE type = 'table'").all() as { name: string }[]).map((t) => t.name);
    expect(tables).toEqual(expect.arrayContaining(['Page', 'PageTranslation', 'PageRevision', 'PageMediaUse', 'Menu']));
    expect(after.pragma('foreign_key_check')).toEqual([]);
    after.close();
  });

  it('keep pages through redirects, which only adds the Redirect table', async () => {
    const file = join(dir, 'before-redirects.db');
    await applyMigrations({ provider: 'sqlite', file }, { upTo: '20261127100355_pages' });
    const older = new Database(file);
    older.exec(`INSERT INTO Page (id, path, status, updatedAt) VALUES (7, '/about', 'PUBLISHED', CURRENT_TIMESTAMP);`);
    older.close();

    expect(await applyMigrations({ provider: 'sqlite', file })).toContain('20261127210423_redirects');
    const after = new Database(file, { readonly: true });
    expect(after.prepare('SELECT path, status FROM Page WHERE id = 7').get()).toEqual({ path: '/about', status: 'PUBLISHED' });
    expect((after.prepare('PRAGMA table_info(Redirect)').all() as { name: string }[]).map((column) => column.name)).toEqual([
      'id',
      'fromPath',
      'toPath',
      'createdAt',
      'updatedAt',
    ]);
    after.close();
  });

  it('the committed migrations describe the current Prisma schema (else run `npm run db:migration:create NAME`)', async () => {
    expect(await createMigration('sqlite', 'unexpected_drift')).toBeNull();
  });

  it('refuse a migration name that is not a plain word', async () => {
    await expect(createMigration('sqlite', '../escape')).rejects.toThrow(/letters, digits and underscores/);
  });
});
