import { randomBytes } from 'node:crypto';
import { PrismaBetterSqlite3 } from '@prisma/adapter-better-sqlite3';
import { PrismaPg } from '@prisma/adapter-pg';
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
    return withSqliteConnections(new PrismaBetterSqlite3({ url: target.file }), options.reuseStatements !== false);
  }
  // Named statements are prepared once per connection and reused, as the SQLite adapter's are.
  const statementNames = new Map<string, string>();
  const statementNameGenerator =
    options.reuseStatements === false
      ? undefined
      : (query: { sql: string }) => {
          let name = statementNames.get(query.sql);
          if (!name && statementNames.size < maxNamedStatements) statementNames.set(query.sql, (name = `s${statementNames.size}`));
          return name ?? '';
        };
  const connect = (url: string) =>
    new PrismaPg(
      {
        connectionString: url,
        // As SQLite's busy timeout: a query waits at most 5 s for a lock, a request at most 10 s for
        // a free connection, then the API answers 503 (db/errors.ts) instead of hanging.
        options: '-c lock_timeout=5000',
        connectionTimeoutMillis: 10_000,
      },
      { statementNameGenerator },
    );
  const factory = connect(target.url);
  return {
    provider: factory.provider,
    adapterName: factory.adapterName,
    connect: () => factory.connect(),
    // The adapter's own shadow database keeps the URL's database name (the URL wins over its
    // `database` option): a database of its own, on the same server, dropped when disposed.
    connectToShadowDb: async () => {
      const admin = await factory.connect();
      const name = `prisma_shadow_${randomBytes(8).toString('hex')}`;
      await admin.executeScript(`CREATE DATABASE "${name}"`);
      const url = new URL(target.url);
      url.pathname = `/${name}`;
      const shadow = await connect(url.toString()).connect();
      const dispose = shadow.dispose.bind(shadow);
      let disposed: Promise<void> | undefined;
      shadow.dispose = () =>
        (disposed ??= (async () => {
          await dispose();
          await admin.executeScript(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
          await admin.dispose();
        })());
      return shadow;
    },
  };
}

// The app's queries are a few hundred shapes; past this many (ad hoc raw SQL), the rest go unnamed.
const maxNamedStatements = 2000;

/**
 * The SQLite adapter with each connection's transactions begun IMMEDIATE and, with `reuse`, its
 * prepared statements kept (db/statementCache.ts).
 *
 * The adapter begins transactions DEFERRED: the first read takes a snapshot and the first write
 * then needs the write lock. When another process (the site and `npm run backup`, or a CLI) has
 * written since that snapshot, SQLite cannot wait for the lock and fails the write at once
 * (SQLITE_BUSY_SNAPSHOT), which the busy timeout does not cover. Taking the write lock at BEGIN
 * makes the other process wait its turn instead; within one process the adapter runs one
 * transaction at a time anyway, so nothing is lost.
 */
function withSqliteConnections(factory: PrismaBetterSqlite3, reuse: boolean): SqlMigrationAwareDriverAdapterFactory {
  const prepared = (adapter: SqlDriverAdapter) => {
    // The adapter keeps its better-sqlite3 connection in `client` and does not export its class.
    const database = (adapter as unknown as { client?: Database.Database }).client;
    if (typeof database?.prepare !== 'function') throw new Error('@prisma/adapter-better-sqlite3 no longer exposes its connection: update db/adapter.ts');
    beginImmediately(database);
    if (reuse) reusePreparedStatements(database);
    return adapter;
  };
  return {
    provider: factory.provider,
    adapterName: factory.adapterName,
    connect: async () => prepared(await factory.connect()),
    connectToShadowDb: async () => prepared(await factory.connectToShadowDb()),
  };
}

function beginImmediately(database: Database.Database): void {
  const prepare = database.prepare.bind(database);
  database.prepare = ((sql: string) => (sql === 'BEGIN' ? new Begin(prepare) : prepare(sql))) as Database.Database['prepare'];
}

/**
 * BEGIN IMMEDIATE, or plain BEGIN when the lock stays taken past the busy timeout: the adapter
 * holds its connection's turn while it begins and gives it back only at commit or rollback, so a
 * BEGIN that threw would stop every later transaction of the process. Begun the default way, the
 * transaction reads, and its first write fails as it always could (503, db/errors.ts), then rolls back.
 */
class Begin {
  constructor(private readonly prepare: Database.Database['prepare']) {}
  run(): Database.RunResult {
    try {
      return this.prepare('BEGIN IMMEDIATE').run();
    } catch (error) {
      if (!String((error as { code?: unknown }).code).startsWith('SQLITE_BUSY')) throw error;
      return this.prepare('BEGIN').run();
    }
  }
}
