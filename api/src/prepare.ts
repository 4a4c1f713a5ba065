import type { Logger } from 'pino';
import { createDb } from './db/client.ts';
import { migrateDatabase } from './db/prepare.ts';
import type { DatabaseTarget } from './db/url.ts';
import { ensureSitePages } from './services/pages/seed.ts';
import { ensureSearchIndex } from './services/posts/fullText/searchIndex.ts';
import { ensureTranslationTracking } from './services/translations/track.ts';

/**
 * Makes a database ready for the app, at start and for the tools: migrated (db/), with the site's
 * pages and menus (made once, on a new database and on one from before pages were content), and
 * the blog's search index (derived data outside the migrations, kept by the services) in step.
 */
export async function prepareDatabase(target: DatabaseTarget, log: Logger): Promise<void> {
  await migrateDatabase(target, log);
  // An in-memory database ends with the connection that migrated it: there is nothing to index.
  if (target.provider === 'sqlite' && target.file === ':memory:') return;
  const db = createDb(target);
  try {
    await ensureSitePages(db, log);
    if (await ensureSearchIndex(db)) log.info('built the blog search index');
    const tracked = await ensureTranslationTracking(db);
    if (tracked) log.info({ tracked }, 'started tracking the translation status of earlier posts and pages');
  } finally {
    await db.$disconnect();
  }
}
