import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import pino from 'pino';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { prepareDatabase } from '../../prepare.ts';
import { createDb } from '../../db/client.ts';
import { migrationsDir } from '../../db/migrations.ts';
import { createTestDatabase, type TestDatabase } from '../../testing/testDatabase.ts';
import { createTestApp, type TestApp } from '../../testing/testApp.ts';
import { sealBackup } from './files.ts';
import { restoreBackup } from './restore.ts';
import { writeBackup } from './take.ts';

// A backup from an older version of the site is migrated forward on restore. SQLite only (the
// PostgreSQL suite excludes this file): undoing a migration inside a copy is done on its file.

const migrate = (target: Parameters<typeof prepareDatabase>[0]) => prepareDatabase(target, pino({ level: 'silent' }));
let app: TestApp;
let dir: string;
let fresh: TestDatabase;

beforeAll(() => {
  app = createTestApp();
  dir = mkdtempSync(join(tmpdir(), 'sovra-older-'));
  fresh = createTestDatabase();
});
afterAll(async () => {
  await app.cleanup();
  fresh.drop();
  rmSync(dir, { recursive: true, force: true });
});

it('migrates a backup from an older version forward on restore, its content kept', async () => {
  const staff = await app.createStaff({ username: 'owner', role: 'ADMIN' });
  const admin = await app.signIn('owner', staff.password);
  const created = await app.call('/api/blogs', {
    method: 'POST',
    token: admin,
    json: { slug: 'kept-from-before', status: 'published', tags: [], translations: { en: { title: 'Kept', excerpt: 'Kept', body: 'Written before.' } } },
  });
  expect(created.status, created.text).toBe(201);
  const older = await writeBackup(app.db, { target: app.databaseTarget, dir, keep: 0 });
  const file = join(dir, older.file);
  // As a copy taken before backups had a state of their own: that migration undone.
  const backupState = readdirSync(migrationsDir('sqlite')).find((name) => name.endsWith('_backup_state'));
  const sqlite = new Database(file);
  sqlite.exec(`DROP TABLE "BackupState"; DELETE FROM _prisma_migrations WHERE migration_name = '${backupState}'`);
  sqlite.close();
  await sealBackup(file, { ...older, schemaVersion: 'older' });

  await restoreBackup(fresh.target, file, migrate);
  const db = createDb(fresh.target);
  try {
    expect(await db.backupState.findUnique({ where: { id: 1 } })).toMatchObject({ lastFile: older.file });
    expect(await db.post.count({ where: { slug: 'kept-from-before' } })).toBe(1);
  } finally {
    await db.$disconnect();
  }
});
