import { PrismaBetterSqlite3 } from '@prisma/adapter-better-sqlite3';
import type { SqlDriverAdapter, SqlMigrationAwareDriverAdapterFactory } from '@prisma/driver-adapter-utils';
import type Database from 'better-sqlite3';
import { reusePreparedStatements } from './statementCache.ts';
import type { DatabaseTarget } from './url.ts';

export interface AdapterOptions {
  /** Keep prepared statements for reuse (default). Off only to measure what it saves (npm run bench). */
  reuseStatements?: boolean;
}

/** The driver adapter for a database target; the only place that knows which drivers exist. */
export function createAdapter(target: DatabaseTarget, options: AdapterOptions = {}): SqlMigrationAwareDriverAdapterFactory {
  if (target.provider === 'sqlite') {
    const factory = new PrismaBetterSqlite3({ url: target.file });
    return options.reuseStatements === false ? factory : withReusedStatements(factory);
  }
  // The generated client and the migrations are SQLite's until the PostgreSQL issue lands.
  throw new Error('PostgreSQL is not supported by this build yet: use a file: DATABASE_URL');
}

/** The SQLite adapter with each connection's prepared statements kept (db/statementCache.ts). */
function withReusedStatements(factory: PrismaBetterSqlite3): SqlMigrationAwareDriverAdapterFactory {
  const reusing = (adapter: SqlDriverAdapter) => {
    // The adapter keeps its better-sqlite3 connection in `client` and does not export its class.
    const database = (adapter as unknown as { client?: Database.Database }).client;
    if (typeof database?.prepare !== 'function') throw new Error('@prisma/adapter-better-sqlite3 no longer exposes its connection: update db/adapter.ts');
    reusePreparedStatements(database);
    return adapter;
  };
  return {
    provider: factory.provider,
    adapterName: factory.adapterName,
    connect: async () => reusing(await factory.connect()),
    connectToShadowDb: async () => reusing(await factory.connectToShadowDb()),
  };
}
