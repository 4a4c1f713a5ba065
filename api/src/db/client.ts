import { createAdapter } from './adapter.ts';
import { PrismaClient } from './generated/client.ts';
import { PrismaClient as PostgresPrismaClient } from './generated-pg/client.ts';
import type { DatabaseTarget } from './url.ts';

/**
 * The database client. Its type is the SQLite client's: both are generated from one data model
 * (db/schemas.ts), so their models and queries are the same; only raw SQL differs (see `dialect`).
 */
export type Db = PrismaClient;

export interface DbOptions {
  /** Called with each SQL statement the client sends (tests count them). */
  onQuery?: (sql: string) => void;
}

export function createDb(target: DatabaseTarget, options: DbOptions = {}): Db {
  const adapter = createAdapter(target);
  if (!options.onQuery) return target.provider === 'postgresql' ? (new PostgresPrismaClient({ adapter }) as unknown as Db) : new PrismaClient({ adapter });
  const log: { emit: 'event'; level: 'query' }[] = [{ emit: 'event', level: 'query' }];
  const client = target.provider === 'postgresql' ? new PostgresPrismaClient({ adapter, log }) : new PrismaClient({ adapter, log });
  (client as unknown as { $on(event: 'query', listener: (event: { query: string }) => void): void }).$on('query', (event) => options.onQuery!(event.query));
  return client as unknown as Db;
}

/** The SQL dialect of a client or of a transaction's client (`tx`), for the few raw SQL queries. */
export function dialect(db: object): DatabaseTarget['provider'] {
  // Prisma keeps it on every client, the transaction clients included; PostgreSQL's is "postgresql".
  return (db as { _activeProvider?: string })._activeProvider === 'postgresql' ? 'postgresql' : 'sqlite';
}

/** True when the database answers a trivial query. */
export async function isDatabaseReachable(db: Db): Promise<boolean> {
  try {
    await db.$queryRawUnsafe('SELECT 1');
    return true;
  } catch {
    return false;
  }
}
