// `npm run backup`: a consistent copy of the database while the site runs (docs/operations.md#backups).
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { backupDir, loadConfig } from '../config.ts';
import { createDb } from '../db/client.ts';
import { parseDatabaseUrl } from '../db/url.ts';
import { takeBackup } from '../services/backups/take.ts';

const config = loadConfig();
const target = parseDatabaseUrl(config.DATABASE_URL);
if (target.provider === 'sqlite' && !existsSync(target.file)) {
  console.error(`There is no database at ${target.file}: start the server once to create it.`);
  process.exit(1);
}
const dir = backupDir(config);
const db = createDb(target);
try {
  const manifest = (await takeBackup(db, { target, dir, keep: config.BACKUP_KEEP }))!;
  const file = join(dir, manifest.file);
  const how = target.provider === 'sqlite' ? "SQLite's online backup" : 'PostgreSQL: pg_dump --format=custom';
  console.log(`Backed up the database (${how}) to ${file}`);
  console.log(`  ${manifest.bytes} bytes, schema ${manifest.schemaVersion}; checksum in ${manifest.file}.sha256, manifest in ${manifest.file}.json`);
  if (manifest.pruned.length) console.log(`  removed ${manifest.pruned.length} older backup(s), keeping the newest ${config.BACKUP_KEEP} (BACKUP_KEEP)`);
} catch (error) {
  console.error(`The backup failed: ${(error as Error).message}`);
  process.exitCode = 1;
} finally {
  await db.$disconnect();
}
