import type { Db } from '../../db/client.ts';
import { Prisma } from '../../db/generated/client.ts';
import { transaction, type Tx } from '../../db/transaction.ts';
import { apiError } from '../../errors.ts';
import { keyedHash } from '../visitors.ts';

// The site's rate limits, counted in the database (RateLimitCount), so that a limit holds however
// many server processes share it (sign-in, enquiries, likes; page views through sharedWindow.ts).
// A hit is written first, then ranked among the key's hits in the window, in a transaction that runs
// alone among the takes of that key (SQLite's single writer, an advisory lock per key on PostgreSQL:
// db/transaction.ts): each of N parallel requests, in one process or many, sees its own rank, and
// takes of other keys (another address) do not wait. Over the limit, the transaction rolls back: a
// refused request is not counted and prolongs nothing.
//
// The window slides: a hit counts for `windowMs` after it was taken, and a refusal's Retry-After is
// the time until enough of the oldest hits have left it. Keys are stored as keyed hashes
// (services/visitors.ts): the table holds no address or username.

/** What is counted, and for how long a hit counts. */
export interface Counter {
  /** Names the counts: two counters never share a key. */
  name: string;
  windowMs: number;
}

export interface Limit extends Counter {
  /** Hits a key may have within the window. */
  max: number;
}

/** One hit taken, to take back or clear later (a sign-in that turned out right). */
export interface Hit {
  key: string;
  at: Date;
}

export interface Take {
  limit: Limit;
  /** Whose hits: an address, a username… */
  key: string;
  /** Counted but never refused (sign-in's daily ceiling for an address the account signed in from). */
  countOnly?: boolean;
}

/** A limit as the API's descriptions state it, so the words follow the number: "30 likes per 10 minutes". */
export function limitInWords(limit: Limit, counted: string): string {
  const minutes = limit.windowMs / 60_000;
  return `${limit.max} ${counted} per ${minutes === 1 ? 'minute' : `${minutes} minutes`}`;
}

/** The key of `key`'s counts under `counter`, as stored. */
export async function storedKey(db: Db, counter: Counter, key: string): Promise<string> {
  return (await keyedHash(db, `rate limit\n${counter.name}\n${key}`)).slice(0, 22);
}

/**
 * Takes a hit under each limit, then does `work` in the same transaction. Over any limit: 429
 * RATE_LIMITED with `message` and Retry-After (the longest wait), and nothing is kept, neither the
 * hits nor what `work` wrote. Takes of the same keys run one at a time, everywhere.
 */
export async function withinLimits<T>(db: Db, takes: Take[], message: string, work: (tx: Tx, hits: Hit[]) => Promise<T>): Promise<T> {
  const keys = await Promise.all(takes.map((take) => storedKey(db, take.limit, take.key)));
  const result = await transaction(
    db,
    async (tx) => {
      const now = Date.now();
      const hits = keys.map((key) => ({ key, at: new Date(now) }));
      let waitMs = 0;
      for (const [i, { limit, countOnly }] of takes.entries()) {
        const wait = await rankHit(tx, limit, hits[i], now);
        if (!countOnly) waitMs = Math.max(waitMs, wait);
      }
      if (waitMs > 0) throw apiError('RATE_LIMITED', message, undefined, { retryAfterSeconds: Math.max(1, Math.ceil(waitMs / 1000)) });
      return work(tx, hits);
    },
    { serialKey: keys },
  );
  await sweepExpired(db);
  return result;
}

/** Takes one hit of `key` under `limit`, or refuses it: 429 with `message` and Retry-After. */
export function takeLimit(db: Db, limit: Limit, key: string, message: string): Promise<void> {
  return withinLimits(db, [{ limit, key }], message, async () => undefined);
}

/** Writes `hit` and ranks it: 0 when within `limit`, else the milliseconds until a hit would be. */
async function rankHit(tx: Tx, limit: Limit, hit: Hit, now: number): Promise<number> {
  await addCounts(tx, [{ ...hit, count: 1, expiresAt: new Date(now + limit.windowMs) }]);
  // Bounded on both sides: a clock set back (a test's) does not count hits "from the future".
  const rows = await tx.rateLimitCount.findMany({
    where: { key: hit.key, at: { gt: new Date(now - limit.windowMs), lte: hit.at } },
    orderBy: { at: 'asc' },
    select: { at: true, count: true },
  });
  const over = rows.reduce((sum, row) => sum + row.count, 0) - limit.max;
  if (over <= 0) return 0;
  // Ours is refused and rolled back: the next hit fits once `over` of the earlier ones have left.
  let left = 0;
  for (const row of rows) {
    left += row.count;
    if (left >= over) return Math.max(1, row.at.getTime() + limit.windowMs - now);
  }
  return limit.windowMs;
}

/** Counts one hit of `key` under `counter`, never refused (a sign-in from an address, remembered). */
export async function recordHit(db: Db, counter: Counter, key: string): Promise<void> {
  const now = Date.now();
  await addCounts(db, [{ key: await storedKey(db, counter, key), at: new Date(now), count: 1, expiresAt: new Date(now + counter.windowMs) }]);
}

/** The hits of `key` under `counter` within its window. */
export async function hitsWithin(db: Db, counter: Counter, key: string): Promise<number> {
  const now = Date.now();
  const { _sum } = await db.rateLimitCount.aggregate({
    where: { key: await storedKey(db, counter, key), at: { gt: new Date(now - counter.windowMs), lte: new Date(now) } },
    _sum: { count: true },
  });
  return _sum.count ?? 0;
}

/** Takes back one hit: it turned out not to be what the limit counts (a password that was right). */
export async function takeBack(db: Db, hit: Hit): Promise<void> {
  await db.rateLimitCount.updateMany({ where: { key: hit.key, at: hit.at, count: { gt: 0 } }, data: { count: { decrement: 1 } } });
}

/** Forgets a key's hits up to and including `hit` (a right password clears the failures before it). */
export async function clearUpTo(db: Db, hit: Hit): Promise<void> {
  await db.rateLimitCount.deleteMany({ where: { key: hit.key, at: { lte: hit.at } } });
}

export interface Count extends Hit {
  count: number;
  expiresAt: Date;
}

/**
 * Adds counts in one statement per 200 rows: a row of the same key and moment is added to, so
 * several processes adding to one window lose nothing (each row's upsert is atomic on both databases).
 */
export async function addCounts(db: Db | Tx, counts: Count[]): Promise<void> {
  for (let start = 0; start < counts.length; start += 200) {
    const rows = counts.slice(start, start + 200).map(({ key, at, count, expiresAt }) => Prisma.sql`(${key}, ${at}, ${count}, ${expiresAt})`);
    await db.$executeRaw`
      INSERT INTO "RateLimitCount" ("key", "at", "count", "expiresAt") VALUES ${Prisma.join(rows)}
      ON CONFLICT ("key", "at") DO UPDATE SET "count" = "RateLimitCount"."count" + excluded."count"`;
  }
}

const sweepEveryMs = 60_000;
const swept = new WeakMap<Db, number>();

/**
 * Deletes the counts no window needs any more, at most once a minute per process, so the table holds
 * about what the windows count. Never fails the request it follows: a failed sweep is tried again later.
 */
export async function sweepExpired(db: Db): Promise<void> {
  const now = Date.now();
  if (Math.abs(now - (swept.get(db) ?? 0)) < sweepEveryMs) return;
  swept.set(db, now);
  await db.rateLimitCount.deleteMany({ where: { expiresAt: { lt: new Date(now) } } }).catch(() => undefined);
}
