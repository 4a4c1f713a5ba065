import { dialect, type Db } from './client.ts';
import type { Prisma } from './generated/client.ts';

// Every service writes through `transaction`, so both databases give the same guarantee: each
// transaction behaves as if it ran alone. SQLite has one writer at a time, so its transactions are
// serial by nature. PostgreSQL runs them at once: at the Serializable level it refuses a commit that
// a concurrent one would have changed (a check-then-write race: two likes of one visitor, a throttle
// counting its own rows, two slugs picked alike), and the work runs again, as SQLite would have run
// it after the other. Work inside must therefore touch nothing but the database (or be harmless to repeat).

export type Tx = Prisma.TransactionClient;

const maxAttempts = 10;

export interface TransactionOptions {
  timeout?: number;
  /**
   * Runs one at a time with every other transaction of the same key, in every process: reads then
   * see all that earlier ones wrote (a throttle ranking its own new row). SQLite always does; on
   * PostgreSQL an advisory lock taken first, at Read Committed, so each statement sees the latest.
   * Several keys: one at a time with each transaction holding any of them (locked in one order).
   */
  serialKey?: string | string[];
}

export async function transaction<T>(db: Db, work: (tx: Tx) => Promise<T>, options: TransactionOptions = {}): Promise<T> {
  const { serialKey, ...prisma } = options;
  if (dialect(db) === 'sqlite') return db.$transaction(work, prisma);
  if (serialKey !== undefined) {
    const keys = [...new Set([serialKey].flat())].sort();
    const locked = async (tx: Tx) => {
      for (const key of keys) await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext(${key}))`;
      return work(tx);
    };
    // The client's types are SQLite's (db/client.ts), which knows Serializable only.
    return inTurn(db, keys, () => db.$transaction(locked, { ...prisma, isolationLevel: 'ReadCommitted' as 'Serializable' }));
  }
  for (let attempt = 1; ; attempt++) {
    try {
      return await db.$transaction(work, { ...prisma, isolationLevel: 'Serializable' });
    } catch (error) {
      if (attempt >= maxAttempts || !isSerializationFailure(error)) throw error;
      // Apart at random and further each time, so the same transactions do not collide again in step.
      await new Promise((resolve) => setTimeout(resolve, Math.random() * Math.min(200, 5 * 2 ** attempt)));
    }
  }
}

/** Per client, the last transaction queued on each serial key in this process. */
const queues = new WeakMap<Db, Map<string, Promise<unknown>>>();

/**
 * Runs `work` once this process's earlier transactions of `keys` have ended, so that of one key's
 * transactions each process has one at a time waiting on the database's lock: a flood of one key
 * (one address's likes) queues here, and leaves the pool's connections to everyone else.
 */
async function inTurn<T>(db: Db, keys: string[], work: () => Promise<T>): Promise<T> {
  let queued = queues.get(db);
  if (!queued) queues.set(db, (queued = new Map()));
  const before = keys.map((key) => queued.get(key));
  const turn = Promise.allSettled(before).then(work);
  const done = turn.catch(() => undefined);
  for (const key of keys) queued.set(key, done);
  try {
    return await turn;
  } finally {
    for (const key of keys) if (queued.get(key) === done) queued.delete(key);
  }
}

/**
 * PostgreSQL's could-not-serialize (40001) or deadlock (40P01), as Prisma reports them: a known
 * request error (P2034, or the adapter's error in `meta`), or at COMMIT the adapter's error itself.
 */
export function isSerializationFailure(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { code, meta, cause } = error as { code?: unknown; meta?: Record<string, any>; cause?: Record<string, any> };
  return code === 'P2034' || meta?.driverAdapterError?.cause?.kind === 'TransactionWriteConflict' || cause?.kind === 'TransactionWriteConflict';
}
