// `npm run restore -- FILE`: a backup back into the stopped site (docs/operations.md#backups).
import { resolve } from 'node:path';
import { loadConfig } from '../config.ts';
import { parseDatabaseUrl } from '../db/url.ts';
import { createLogger } from '../logger.ts';
import { BackupRefused } from '../services/backups/files.ts';
import { prepareDatabase } from '../prepare.ts';
import { restoreBackup } from '../services/backups/restore.ts';

const file = process.argv[2];
if (!file) {
  console.error('Usage: npm run restore -- FILE   (a backup in BACKUP_DIR, with its .sha256 and .json beside it)');
  process.exit(2);
}
const config = loadConfig();
const target = parseDatabaseUrl(config.DATABASE_URL);
try {
  const { manifest, replacedKeptAt } = await restoreBackup(target, resolve(file), (restored) => prepareDatabase(restored, createLogger(config)));
  console.log(
    `Restored ${manifest.file} (taken ${manifest.takenAt}, schema ${manifest.schemaVersion}) into the ${target.provider === 'sqlite' ? 'SQLite' : 'PostgreSQL'} database.`,
  );
  if (replacedKeptAt) console.log(`The database it replaced is kept at ${replacedKeptAt}: delete it once the site looks right.`);
  console.log('Start the server.');
} catch (error) {
  console.error(error instanceof BackupRefused ? `Not restored: ${error.message}` : `The restore failed: ${(error as Error).message}`);
  process.exitCode = 1;
}
