// `npm run import -- FILE`: replaces the site's content with an archive's (docs/operations.md#export-and-import).
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { backupDir, loadConfig } from '../config.ts';
import { createDb } from '../db/client.ts';
import { parseDatabaseUrl } from '../db/url.ts';
import { asApiError } from '../errors.ts';
import { createLogger } from '../logger.ts';
import { takeBackup } from '../services/backups/take.ts';
import { createPublicContent } from '../services/publicContent.ts';
import { importSiteArchive } from '../services/siteArchive/importSite.ts';

const file = process.argv[2];
if (!file) {
  console.error('Usage: npm run import -- FILE   (a site archive, as npm run export or POST /api/export made it)');
  process.exit(2);
}
const config = loadConfig();
const target = parseDatabaseUrl(config.DATABASE_URL);
if (target.provider === 'sqlite' && !existsSync(target.file)) {
  console.error(`There is no database at ${target.file}: start the server once to create it.`);
  process.exit(1);
}
const db = createDb(target);
// On PostgreSQL the running servers hear of the change and empty their caches.
const publicContent = createPublicContent(db, target, createLogger(config));
try {
  const bytes = readFileSync(resolve(file));
  const counts = await importSiteArchive({ db, viewer: null, tokenRejected: false, ip: '', publicContent }, bytes, {
    cli: true,
    // What the import replaces can be had back: npm run restore -- <this backup>.
    beforeWrite: async () => {
      const backup = await takeBackup(db, { target, dir: backupDir(config), keep: config.BACKUP_KEEP });
      console.log(`The archive is good. Backed up the database first, to ${backup!.file} in ${backupDir(config)}.`);
    },
  });
  console.log(
    `Imported ${counts.posts} posts, ${counts.pages} pages, ${counts.tags} tags, ${counts.media} images and ${counts.redirects} redirects` +
      (counts.peopleAdded ? `; added ${counts.peopleAdded} inactive account(s) for their writers.` : '.'),
  );
  if (target.provider === 'sqlite') console.log('Restart the server if it is running: it keeps what it had read until then.');
} catch (error) {
  const refused = asApiError(error);
  console.error(refused ? `Not imported: ${refused.message}` : `The import failed: ${(error as Error).message}`);
  process.exitCode = 1;
} finally {
  await publicContent.close();
  await db.$disconnect();
}
