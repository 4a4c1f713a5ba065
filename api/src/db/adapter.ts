import { PrismaBetterSqlite3 } from '@prisma/adapter-better-sqlite3';
import type { SqlMigrationAwareDriverAdapterFactory } from '@prisma/driver-adapter-utils';
import type { DatabaseTarget } from './url.ts';

/** The driver adapter for a database target; the only place that knows which drivers exist. */
export function createAdapter(target: DatabaseTarget): SqlMigrationAwareDriverAdapterFactory {
  if (target.provider === 'sqlite') return new PrismaBetterSqlite3({ url: target.file });
  // The generated client and the migrations are SQLite's until the PostgreSQL issue lands.
  throw new Error('PostgreSQL is not supported by this build yet: use a file: DATABASE_URL');
}
