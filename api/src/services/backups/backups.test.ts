import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join, resolve } from 'node:path';
import Database from 'better-sqlite3';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../app.ts';
import { prepareDatabase } from '../../prepare.ts';
import { loadConfig } from '../../config.ts';
import { createDb } from '../../db/client.ts';
import { migrationsDir } from '../../db/migrations.ts';
import { createTestDatabase, onPostgres, type TestDatabase } from '../../testing/testDatabase.ts';
import { createTestApp, type TestApp } from '../../testing/testApp.ts';
import { listBackups, sealBackup, type BackupManifest } from './files.ts';
import { restoreBackup } from './restore.ts';
import { writeBackup } from './take.ts';

// Backups and restore (docs/operations.md#backups), on SQLite and (npm run test:pg) on PostgreSQL:
// `npm run backup` as its own process amid a burst of writes, the copy restored into a fresh
// database, the refusals of a restore, retention, and the server's schedule as the dashboard reads it.

const root = resolve(import.meta.dirname, '../../../..');
const log = pino({ level: 'silent' });
const migrate = (target: Parameters<typeof prepareDatabase>[0]) => prepareDatabase(target, log);
let app: TestApp;
let admin: string;
let backupDir: string;
const databases: TestDatabase[] = [];

beforeAll(async () => {
  backupDir = mkdtempSync(join(tmpdir(), 'sovra-backups-'));
  app = createTestApp({ BACKUP_DIR: backupDir, BACKUP_KEEP: '0' });
  const staff = await app.createStaff({ username: 'owner', role: 'ADMIN' });
  admin = await app.signIn('owner', staff.password);
});
afterAll(async () => {
  await app.cleanup();
  for (const database of databases) database.drop();
  rmSync(backupDir, { recursive: true, force: true });
});

function freshDatabase(): TestDatabase {
  const database = createTestDatabase();
  databases.push(database);
  return database;
}

/** `npm run backup` against the test app's database, as an operator runs it beside the server. */
function runBackup(env: Record<string, string> = {}): Promise<{ status: number; stdout: string; stderr: string }> {
  return new Promise((done) => {
    const child = spawn(join(root, 'node_modules/.bin/tsx'), ['api/src/cli/backup.ts'], {
      cwd: root,
      env: { ...process.env, NODE_ENV: 'test', DATABASE_URL: app.databaseUrl, BACKUP_DIR: backupDir, BACKUP_KEEP: '0', ...env },
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => (stdout += String(chunk)));
    child.stderr.on('data', (chunk) => (stderr += String(chunk)));
    child.on('exit', (status) => done({ status: status ?? 1, stdout, stderr }));
  });
}

let written = 0;
async function writePost(): Promise<string> {
  const slug = `burst-${++written}`;
  const created = await app.call('/api/blogs', {
    method: 'POST',
    token: admin,
    json: { slug, status: 'published', tags: [], translations: { en: { title: `Burst ${written}`, excerpt: 'Kept', body: 'Written during a backup.' } } },
  });
  expect(created.status, created.text).toBe(201);
  return slug;
}

/** A second app over a restored database, as the restarted site; the slugs of its posts. */
async function slugsIn(database: TestDatabase): Promise<Set<string>> {
  const db = createDb(database.target);
  try {
    return new Set((await db.post.findMany({ select: { slug: true } })).map((post) => post.slug));
  } finally {
    await db.$disconnect();
  }
}

describe('npm run backup', () => {
  let taken: BackupManifest;
  let acknowledged: string[];

  // The backup runs as its own process (tsx starts in seconds on a busy machine): a generous timeout.
  it('copies the database while writes go on, and a restore into a fresh database holds every write acknowledged before it', { timeout: 180_000 }, async () => {
    acknowledged = [];
    for (let i = 0; i < 5; i++) acknowledged.push(await writePost());
    const beforeBackup = acknowledged.length;
    let backingUp = true;
    // One writer, one post at a time, all through the backup: what a copy holds must be a prefix.
    const burst = (async () => {
      while (backingUp) {
        acknowledged.push(await writePost());
        // A breath between writes: the event loop hears of the backup's exit, and the backup's own
        // process gets SQLite's write lock for its lease (one writer at a time, no queue).
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
    })();
    const result = await runBackup();
    backingUp = false;
    await burst;
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
    expect(result.stdout).toContain(onPostgres ? 'PostgreSQL: pg_dump --format=custom' : "SQLite's online backup");
    expect(acknowledged.length - beforeBackup, 'writes went on while the backup ran').toBeGreaterThan(0);

    const [file] = listBackups(backupDir);
    expect(basename(file)).toMatch(onPostgres ? /^sovra-\d{8}T\d{9}Z\.dump$/ : /^sovra-\d{8}T\d{9}Z\.db$/);
    taken = JSON.parse(readFileSync(`${file}.json`, 'utf8')) as BackupManifest;
    expect(taken).toMatchObject({ format: 1, file: basename(file), provider: onPostgres ? 'postgresql' : 'sqlite' });
    // The schema it was taken at: the newest migration this code has.
    expect(taken.schemaVersion).toBe(
      readdirSync(migrationsDir('sqlite'))
        .filter((name) => /^\d{14}_/.test(name))
        .sort()
        .at(-1),
    );
    expect(readFileSync(`${file}.sha256`, 'utf8')).toBe(`${taken.sha256}  ${basename(file)}\n`);

    const fresh = freshDatabase();
    await restoreBackup(fresh.target, file, migrate);
    const restored = await slugsIn(fresh);
    const kept = acknowledged.filter((slug) => restored.has(slug));
    // Every write acknowledged before the backup started is there, and the copy is one moment: a prefix.
    expect(kept.length).toBeGreaterThanOrEqual(beforeBackup);
    expect(kept).toEqual(acknowledged.slice(0, kept.length));
    if (!onPostgres) {
      const sqlite = new Database((fresh.target as { file: string }).file, { readonly: true });
      expect(sqlite.pragma('integrity_check', { simple: true })).toBe('ok');
      sqlite.close();
    }
    // The restored site serves them, and its dashboard reports the backup it came from.
    const restarted = createApp(loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATABASE_URL: fresh.url, BACKUP_DIR: backupDir }), {
      log,
      schedule: false,
    });
    try {
      const list = await restarted.fetch(new Request('http://site.test/api/blogs/burst-1'));
      expect(list.status).toBe(200);
      const state = await restarted.db.backupState.findUniqueOrThrow({ where: { id: 1 } });
      expect(state).toMatchObject({ lastFile: taken.file, leaseToken: null, attemptError: '' });
    } finally {
      await restarted.close();
    }
  });

  it('refuses to restore a file changed since (its checksum) and leaves the database alone', async () => {
    const [file] = listBackups(backupDir);
    const tampered = join(backupDir, 'tampered', basename(file));
    rmSync(join(backupDir, 'tampered'), { recursive: true, force: true });
    const { mkdirSync, copyFileSync } = await import('node:fs');
    mkdirSync(join(backupDir, 'tampered'));
    for (const part of ['', '.sha256', '.json']) copyFileSync(`${file}${part}`, `${tampered}${part}`);
    const bytes = readFileSync(tampered);
    bytes[bytes.length - 100] ^= 0xff;
    writeFileSync(tampered, bytes);
    const fresh = freshDatabase();
    const before = await slugsIn(fresh);
    await expect(restoreBackup(fresh.target, tampered, migrate)).rejects.toThrow(/does not match its checksum/);
    expect(await slugsIn(fresh)).toEqual(before);
    rmSync(`${tampered}.sha256`);
    await expect(restoreBackup(fresh.target, tampered, migrate)).rejects.toThrow(/\.sha256 is missing/);
  });

  it('refuses a backup made by a newer version of the site (a migration this code does not know)', async () => {
    const fresh = freshDatabase();
    const dir = mkdtempSync(join(tmpdir(), 'sovra-newer-'));
    try {
      const { file } = await newerBackup(dir);
      await expect(restoreBackup(fresh.target, file, migrate)).rejects.toThrow(
        /made by a newer version of the site: its database has migration 29991231000000_from_the_future, which this code does not know/,
      );
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('refuses to restore while the site runs', async () => {
    const [file] = listBackups(backupDir);
    await expect(restoreBackup(app.databaseTarget, file, migrate)).rejects.toThrow(/The site is running/);
    expect(await app.db.post.count({ where: { slug: `burst-${written}` } })).toBe(1);
  });

  it('keeps the newest BACKUP_KEEP backups, deleting older ones with their checksums and manifests', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'sovra-keep-'));
    try {
      const names: string[] = [];
      let pruned: string[] = [];
      for (let i = 0; i < 4; i++) {
        const made = await writeBackup(app.db, { target: app.databaseTarget, dir, keep: 2 }, new Date(Date.UTC(2026, 0, 1 + i)));
        names.push(made.file);
        pruned = made.pruned;
      }
      expect(listBackups(dir).map((file) => basename(file))).toEqual(names.slice(2));
      expect(pruned.map((file) => basename(file))).toEqual([names[1]]);
      for (const name of names.slice(0, 2)) for (const part of ['', '.sha256', '.json']) expect(existsSync(join(dir, `${name}${part}`))).toBe(false);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

/** A backup of the test app's database as a newer version would make it: one more migration applied. */
async function newerBackup(dir: string): Promise<{ file: string }> {
  const made = await writeBackup(app.db, { target: app.databaseTarget, dir, keep: 0 });
  const file = join(dir, made.file);
  if (!onPostgres) {
    const sqlite = new Database(file);
    sqlite
      .prepare(`INSERT INTO _prisma_migrations (id, checksum, migration_name, started_at, finished_at, applied_steps_count) VALUES (?, ?, ?, ?, ?, 1)`)
      .run('future', 'x', '29991231000000_from_the_future', Date.now(), Date.now());
    sqlite.close();
  }
  await sealBackup(file, { ...made, schemaVersion: '29991231000000_from_the_future' });
  return { file };
}

const statusQuery = `{ backupStatus { lastBackupAt lastBackupFile lastBackupBytes lastAttemptAt lastError warning } }`;

describe('scheduled backups and the dashboard', () => {
  it('the server takes one when due, one process of several, and the dashboard field reports it', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'sovra-scheduled-'));
    const scheduled = createTestApp({ BACKUP_EVERY_HOURS: '6', BACKUP_DIR: dir, BACKUP_KEEP: '3' });
    const other = createApp(
      loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATABASE_URL: scheduled.databaseUrl, BACKUP_EVERY_HOURS: '6', BACKUP_DIR: dir }),
      {
        log,
        schedule: false,
      },
    );
    try {
      const staff = await scheduled.createStaff({ username: 'boss', role: 'ADMIN' });
      const token = await scheduled.signIn('boss', staff.password);
      const before = await scheduled.graphql(statusQuery, {}, token);
      expect(before.data?.backupStatus).toMatchObject({ lastBackupAt: null, warning: 'NEVER' });

      // Two processes wake together: one takes the backup.
      const took = await Promise.all([scheduled.backups.runDue(), other.backups.runDue()]);
      expect(took.filter(Boolean)).toHaveLength(1);
      expect(listBackups(dir)).toHaveLength(1);
      // Not due again for six hours.
      expect(await scheduled.backups.runDue()).toBe(false);

      const after = await scheduled.graphql(statusQuery, {}, token);
      expect(after.errors).toBeUndefined();
      expect(after.data.backupStatus).toMatchObject({ lastBackupFile: basename(listBackups(dir)[0]), lastError: null, warning: null });
      expect(after.data.backupStatus.lastBackupBytes).toBeGreaterThan(0);

      // A day later, with no backup since: a warning.
      await scheduled.db.backupState.update({
        where: { id: 1 },
        data: { lastAt: new Date(Date.now() - 25 * 3_600_000), attemptAt: new Date(Date.now() - 25 * 3_600_000) },
      });
      expect((await scheduled.graphql(statusQuery, {}, token)).data.backupStatus.warning).toBe('STALE');

      // The next attempt fails (BACKUP_DIR is a file): the dashboard says so, and why.
      rmSync(dir, { recursive: true, force: true });
      writeFileSync(dir, 'not a folder');
      expect(await scheduled.backups.runDue()).toBe(false);
      const failed = (await scheduled.graphql(statusQuery, {}, token)).data.backupStatus;
      expect(failed).toMatchObject({ warning: 'FAILED' });
      expect(failed.lastError).toMatch(/EEXIST|ENOTDIR/);
      expect(failed.lastBackupAt).not.toBeNull();

      // Editors do not see it.
      const editor = await scheduled.createStaff({ username: 'ed', role: 'EDITOR' });
      const refused = await scheduled.graphql(statusQuery, {}, await scheduled.signIn('ed', editor.password));
      expect(refused.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    } finally {
      await other.close();
      await scheduled.cleanup();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
