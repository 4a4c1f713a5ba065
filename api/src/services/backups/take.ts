import { mkdirSync, renameSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import type { Db } from '../../db/client.ts';
import type { DatabaseTarget } from '../../db/url.ts';
import { backupName, pruneBackups, sealBackup, type BackupManifest } from './files.ts';
import { runPostgresTool } from './postgresTools.ts';
import { claimBackup, settleBackup } from './state.ts';

export interface BackupPlace {
  target: DatabaseTarget;
  /** BACKUP_DIR. */
  dir: string;
  /** BACKUP_KEEP: the newest this many are kept (0: all). */
  keep: number;
}

const latestMigration = `SELECT migration_name AS name FROM _prisma_migrations WHERE finished_at IS NOT NULL AND rolled_back_at IS NULL ORDER BY migration_name DESC LIMIT 1`;

/** The name of the latest migration applied to an SQLite file. */
export function sqliteSchemaVersion(file: string): string {
  const sqlite = new Database(file, { readonly: true, fileMustExist: true });
  try {
    return (sqlite.prepare(latestMigration).get() as { name: string } | undefined)?.name ?? '';
  } finally {
    sqlite.close();
  }
}

/**
 * Copies the database into `tmp` while the site runs. SQLite: the online backup API over a
 * connection of its own, in one step (one read transaction: a snapshot, which writes by the
 * server's connection cannot make it start over again and again). PostgreSQL: pg_dump, which
 * reads one snapshot too.
 */
async function copyDatabase(db: Db, target: DatabaseTarget, tmp: string): Promise<{ schemaVersion: string }> {
  if (target.provider === 'sqlite') {
    if (target.file === ':memory:') throw new Error('An in-memory database cannot be backed up.');
    const source = new Database(target.file, { fileMustExist: true });
    try {
      source.pragma('busy_timeout = 5000');
      await source.backup(tmp, { progress: () => 0x7fffffff });
    } finally {
      source.close();
    }
    return { schemaVersion: sqliteSchemaVersion(tmp) };
  }
  const rows = await db.$queryRawUnsafe<{ name: string }[]>(latestMigration);
  await runPostgresTool('pg_dump', ['--format=custom', '--no-owner', `--file=${tmp}`], target.url);
  return { schemaVersion: rows[0]?.name ?? '' };
}

/** Takes one backup (holding no lease): the copy, its checksum and manifest, then the old ones pruned. */
export async function writeBackup(db: Db, place: BackupPlace, now = new Date()): Promise<BackupManifest & { pruned: string[] }> {
  mkdirSync(place.dir, { recursive: true });
  const file = join(place.dir, backupName(now, place.target.provider));
  // Written under a name listBackups() ignores, renamed when whole: a crash leaves no half backup.
  const tmp = `${file}.partial`;
  try {
    const { schemaVersion } = await copyDatabase(db, place.target, tmp);
    renameSync(tmp, file);
    const manifest = await sealBackup(file, { provider: place.target.provider, schemaVersion, takenAt: now.toISOString() });
    return { ...manifest, pruned: pruneBackups(place.dir, place.keep) };
  } finally {
    rmSync(tmp, { force: true });
  }
}

export class BackupBusy extends Error {}

/**
 * Takes a backup under the lease and records how it went for the dashboard. With `everyMs` (the
 * schedule), only when one is due; null when not due or another process holds the lease.
 */
export async function takeBackup(
  db: Db,
  place: BackupPlace,
  options: { everyMs?: number; now?: () => Date } = {},
): Promise<(BackupManifest & { pruned: string[] }) | null> {
  const now = options.now ?? (() => new Date());
  const token = await claimBackup(db, now(), options.everyMs);
  if (!token) {
    if (options.everyMs !== undefined) return null;
    throw new BackupBusy('Another backup is being taken now (by the server or another `npm run backup`): try again when it is done.');
  }
  try {
    const manifest = await writeBackup(db, place, now());
    await settleBackup(db, token, { at: new Date(manifest.takenAt), file: manifest.file, bytes: manifest.bytes });
    return manifest;
  } catch (error) {
    await settleBackup(db, token, { at: now(), error: (error as Error).message });
    throw error;
  }
}
