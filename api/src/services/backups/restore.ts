import { copyFileSync, existsSync, readdirSync, renameSync, rmSync } from 'node:fs';
import Database from 'better-sqlite3';
import pg from 'pg';
import { createDb } from '../../db/client.ts';
import { migrationsDir } from '../../db/migrations.ts';
import type { DatabaseTarget } from '../../db/url.ts';
import { BackupRefused, verifyBackup, type BackupManifest } from './files.ts';
import { runPostgresTool } from './postgresTools.ts';

// `npm run restore -- FILE` (docs/operations.md#backups): into a stopped site, after checking the
// file's checksum and that this code knows its schema; an older one is migrated forward after.

function knownMigrations(provider: DatabaseTarget['provider']): Set<string> {
  return new Set(
    readdirSync(migrationsDir(provider), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name),
  );
}

function appliedSqliteMigrations(file: string): string[] {
  const sqlite = new Database(file, { readonly: true, fileMustExist: true });
  try {
    return (
      sqlite.prepare(`SELECT migration_name AS name FROM _prisma_migrations WHERE finished_at IS NOT NULL AND rolled_back_at IS NULL`).all() as {
        name: string;
      }[]
    ).map((row) => row.name);
  } catch {
    throw new BackupRefused('The backup is not a database of this site (it has no migration history).');
  } finally {
    sqlite.close();
  }
}

/** Refuses a backup whose schema has a migration this code does not have: it was made by a newer version. */
function checkSchema(manifest: BackupManifest, file: string, provider: DatabaseTarget['provider']): void {
  const known = knownMigrations(provider);
  const applied = provider === 'sqlite' ? appliedSqliteMigrations(file) : [manifest.schemaVersion].filter(Boolean);
  const unknown = applied.filter((name) => !known.has(name)).sort();
  if (unknown.length) {
    throw new BackupRefused(
      `This backup was made by a newer version of the site: its database has migration ${unknown.at(-1)}, which this code does not know. ` +
        'Restore it with that version (or a later one) of the code.',
    );
  }
}

/**
 * Refuses while a server (or any other process) has the database open. SQLite: leaving WAL mode
 * needs the only connection to the file, so it fails while another is open; when it succeeds the
 * WAL is checkpointed into the file, which is then whole. PostgreSQL: any other session on the
 * database counts.
 */
async function checkStopped(target: DatabaseTarget): Promise<void> {
  const running = 'The site is running (another process has its database open): stop every server process (and any `npm run` tool on it), then restore.';
  if (target.provider === 'sqlite') {
    if (!existsSync(target.file)) return;
    const sqlite = new Database(target.file, { fileMustExist: true });
    try {
      sqlite.pragma('busy_timeout = 0');
      if (sqlite.pragma('journal_mode = DELETE', { simple: true }) !== 'delete') throw new BackupRefused(running);
    } catch (error) {
      if (error instanceof BackupRefused) throw error;
      if ((error as { code?: string }).code === 'SQLITE_BUSY') throw new BackupRefused(running);
      throw error;
    } finally {
      sqlite.close();
    }
    return;
  }
  const client = new pg.Client({ connectionString: target.url });
  await client.connect();
  try {
    const { rows } = await client.query<{ others: number }>(
      `SELECT count(*)::int AS others FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid() AND backend_type = 'client backend'`,
    );
    if (rows[0].others > 0) throw new BackupRefused(`${running} (${rows[0].others} other session(s) on the database)`);
  } finally {
    await client.end();
  }
}

export interface Restored {
  manifest: BackupManifest;
  /** SQLite: where the database that was replaced was kept. */
  replacedKeptAt?: string;
}

/** `migrate` brings the restored database up to this code's schema (prepare.ts's prepareDatabase, as a start does). */
export async function restoreBackup(target: DatabaseTarget, file: string, migrate: (target: DatabaseTarget) => Promise<void>): Promise<Restored> {
  const manifest = await verifyBackup(file);
  if (manifest.provider !== target.provider) {
    throw new BackupRefused(
      `This is a backup of a ${manifest.provider === 'sqlite' ? 'SQLite' : 'PostgreSQL'} database; DATABASE_URL names a ${target.provider === 'sqlite' ? 'SQLite' : 'PostgreSQL'} one.`,
    );
  }
  checkSchema(manifest, file, target.provider);
  await checkStopped(target);
  let replacedKeptAt: string | undefined;
  if (target.provider === 'sqlite') {
    if (target.file === ':memory:') throw new BackupRefused('DATABASE_URL names an in-memory database.');
    // Copied beside the database first, then renamed over it: the site's file is never half written.
    const incoming = `${target.file}.restoring`;
    copyFileSync(file, incoming);
    if (existsSync(target.file)) {
      replacedKeptAt = `${target.file}.before-restore-${new Date().toISOString().replace(/[-:.]/g, '')}`;
      renameSync(target.file, replacedKeptAt);
    }
    for (const part of ['-wal', '-shm', '-journal']) rmSync(`${target.file}${part}`, { force: true });
    renameSync(incoming, target.file);
  } else {
    // One transaction: a dump that fails half way changes nothing.
    await runPostgresTool('pg_restore', ['--clean', '--if-exists', '--no-owner', '--single-transaction', '--exit-on-error', file], target.url);
  }
  // An older schema is brought forward, as a start would.
  await migrate(target);
  const db = createDb(target);
  try {
    // The copy was taken under the backup lease: free it, and report the restored backup as the last.
    await db.backupState.upsert({
      where: { id: 1 },
      create: { id: 1, lastAt: new Date(manifest.takenAt), lastFile: manifest.file, lastBytes: BigInt(manifest.bytes), attemptAt: new Date(manifest.takenAt) },
      update: {
        leaseToken: null,
        leasedUntil: null,
        lastAt: new Date(manifest.takenAt),
        lastFile: manifest.file,
        lastBytes: BigInt(manifest.bytes),
        attemptAt: new Date(manifest.takenAt),
        attemptError: '',
      },
    });
  } finally {
    await db.$disconnect();
  }
  return { manifest, replacedKeptAt };
}
