import { createHash } from 'node:crypto';
import { createReadStream, existsSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import type { DatabaseTarget } from '../../db/url.ts';

// A backup is three files in BACKUP_DIR: the copy (`sovra-<UTC time>.db` of SQLite, `.dump` of
// pg_dump's custom format), `<copy>.sha256` (sha256sum's format, so `sha256sum -c` checks it too)
// and `<copy>.json`, the manifest. Names sort by time, oldest first.

export interface BackupManifest {
  /** The format of this manifest. */
  format: 1;
  file: string;
  provider: DatabaseTarget['provider'];
  /** The latest migration applied to the copied database: what restoring needs the code to know. */
  schemaVersion: string;
  /** When the copy was taken (ISO 8601, UTC). */
  takenAt: string;
  bytes: number;
  sha256: string;
}

const namePattern = /^sovra-\d{8}T\d{9}Z\.(db|dump)$/;

/** `sovra-20261128T150405123Z.db`: UTC to the millisecond, so names sort by time. */
export function backupName(at: Date, provider: DatabaseTarget['provider']): string {
  const stamp = at.toISOString().replace(/[-:.]/g, '');
  return `sovra-${stamp}.${provider === 'sqlite' ? 'db' : 'dump'}`;
}

export async function sha256Of(file: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(file)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

/** Writes the checksum and the manifest beside a finished copy. */
export async function sealBackup(file: string, details: Pick<BackupManifest, 'provider' | 'schemaVersion' | 'takenAt'>): Promise<BackupManifest> {
  const sha256 = await sha256Of(file);
  const manifest: BackupManifest = { format: 1, file: basename(file), ...details, bytes: statSync(file).size, sha256 };
  writeFileSync(`${file}.sha256`, `${sha256}  ${basename(file)}\n`);
  writeFileSync(`${file}.json`, `${JSON.stringify(manifest, null, 2)}\n`);
  return manifest;
}

export class BackupRefused extends Error {}

/** The manifest of a backup whose bytes match its checksum file; refuses anything else, saying why. */
export async function verifyBackup(file: string): Promise<BackupManifest> {
  if (!existsSync(file) || !statSync(file).isFile()) throw new BackupRefused(`There is no backup file at ${file}.`);
  const sumFile = `${file}.sha256`;
  if (!existsSync(sumFile)) throw new BackupRefused(`${basename(sumFile)} is missing beside the backup: it cannot be checked, so it is not restored.`);
  const expected = /^([0-9a-f]{64})\b/.exec(readFileSync(sumFile, 'utf8').trim())?.[1];
  if (!expected) throw new BackupRefused(`${basename(sumFile)} holds no SHA-256 checksum.`);
  const actual = await sha256Of(file);
  if (actual !== expected) throw new BackupRefused(`${basename(file)} does not match its checksum (damaged or changed since it was taken): not restored.`);
  let manifest: BackupManifest;
  try {
    manifest = JSON.parse(readFileSync(`${file}.json`, 'utf8')) as BackupManifest;
  } catch {
    throw new BackupRefused(`${basename(file)}.json, the backup's manifest, is missing or unreadable.`);
  }
  if (manifest.sha256 !== actual) throw new BackupRefused(`${basename(file)}.json describes another file than ${basename(file)}.`);
  return manifest;
}

/** The backups in `dir`, oldest first. */
export function listBackups(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((name) => namePattern.test(name))
    .sort()
    .map((name) => join(dir, name));
}

/** Deletes all but the newest `keep` backups (0 keeps every one) with their checksum and manifest; the files deleted. */
export function pruneBackups(dir: string, keep: number): string[] {
  if (keep <= 0) return [];
  const all = listBackups(dir);
  const old = all.slice(0, Math.max(0, all.length - keep));
  for (const file of old) for (const part of [file, `${file}.sha256`, `${file}.json`]) rmSync(part, { force: true });
  return old;
}
