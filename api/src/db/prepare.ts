import Database from 'better-sqlite3';
import type { Logger } from 'pino';
import { ensureSearchIndex } from '../services/posts/fullText/searchIndex.ts';
import { createDb } from './client.ts';
import { applyMigrations } from './migrations.ts';
import type { DatabaseTarget } from './url.ts';
import { ensureDatabaseFolder } from './url.ts';

/**
 * Creates the database when missing, turns on WAL, applies pending migrations and brings the blog's
 * search index (derived data outside the migrations) in step with the posts.
 */
export async function prepareDatabase(target: DatabaseTarget, log: Logger): Promise<void> {
  ensureDatabaseFolder(target);
  if (target.provider === 'sqlite' && target.file !== ':memory:') {
    // WAL is a property of the file: readers no longer wait for the writer.
    const sqlite = new Database(target.file);
    sqlite.pragma('journal_mode = WAL');
    sqlite.close();
  }
  const applied = await applyMigrations(target);
  if (applied.length) log.info({ migrations: applied }, 'applied database migrations');
  // An in-memory database ends with the connection that migrated it: there is nothing to index.
  if (target.provider === 'sqlite' && target.file === ':memory:') return;
  const db = createDb(target);
  try {
    if (await ensureSearchIndex(db)) log.info('built the blog search index');
  } finally {
    await db.$disconnect();
  }
}
