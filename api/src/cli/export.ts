// `npm run export -- [FILE]`: the site's whole content as one archive (docs/operations.md#export-and-import).
import { createWriteStream, existsSync } from 'node:fs';
import { once } from 'node:events';
import { resolve } from 'node:path';
import { loadConfig } from '../config.ts';
import { createDb } from '../db/client.ts';
import { parseDatabaseUrl } from '../db/url.ts';
import { archiveFileName, writeSiteArchive } from '../services/siteArchive/exportSite.ts';

const config = loadConfig();
const target = parseDatabaseUrl(config.DATABASE_URL);
if (target.provider === 'sqlite' && !existsSync(target.file)) {
  console.error(`There is no database at ${target.file}: start the server once to create it.`);
  process.exit(1);
}
const file = resolve(process.argv[2] ?? archiveFileName(new Date()));
const db = createDb(target);
const out = createWriteStream(file, { flags: 'wx' });
try {
  await once(out, 'open');
  const counts = await writeSiteArchive(db, async (piece) => {
    if (!out.write(piece)) await once(out, 'drain');
  });
  out.end();
  await once(out, 'finish');
  console.log(`Exported ${counts.posts} posts, ${counts.pages} pages and ${counts.media} images to ${file} (${out.bytesWritten} bytes).`);
} catch (error) {
  out.destroy();
  const code = (error as NodeJS.ErrnoException).code;
  console.error(code === 'EEXIST' ? `${file} exists already: name another file.` : `The export failed: ${(error as Error).message}`);
  process.exitCode = 1;
} finally {
  await db.$disconnect();
}
