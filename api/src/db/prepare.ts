import Database from 'better-sqlite3';
import type { Logger } from 'pino';
import { applyMigrations } from './migrations.ts';
import type { DatabaseTarget } from './url.ts';
import { ensureDatabaseFolder } from './url.ts';

/**
 * Creates the database when missing, turns on WAL and applies pending migrations. What the services
 * derive from the data (the blog's search index) is brought in step by api/src/prepare.ts.
 */
export async function migrateDatabase(target: DatabaseTarget, log: Logger): Promise<void> {
  ensureDatabaseFolder(target);
  if (target.provider === 'sqlite' && target.file !== ':memory:') {
    // WAL is a property of the file: readers no longer wait for the writer.
    const sqlite = new Database(target.file);
    sqlite.pragma('journal_mode = WAL');
    sqlite.close();
  }
  const applied = await applyMigrations(target);
  if (applied.length) log.info({ migrations: applied }, 'applied database migrations');
}
