import type { Logger } from 'pino';
import type { Db } from '../../db/client.ts';
import { addCounts, storedKey, sweepExpired, type Count, type Limit } from './rateLimit.ts';
import { createWindowLimiter, type WindowLimiter } from './windowLimiter.ts';

// Rate limits for what arrives too often to write to the database on each request (page views,
// browser error reports): each process decides at once, in memory, with the window limiter
// (windowLimiter.ts) over its own events plus what it last heard of the other processes'. Every
// `syncMs` it adds its new counts to the database's (RateLimitCount, one row per key and window,
// which every process adds to) and reads the totals back: a key over its limit across processes is
// refused everywhere within one sync, so the ceiling is passed by at most what the other processes
// let through in one interval. A check costs no query; a sync, two statements per 200 keys.

export interface SharedWindowLimiter {
  /** Counts one event for `key` (refused ones too); false when the key is over its limit, as far as this process knows. */
  take(key: string, now?: number): boolean;
}

export interface SharedWindowLimits {
  /** A limiter whose counts are shared with every process on the database. */
  limiter(limit: Limit): SharedWindowLimiter;
  /** Adds the counts taken since the last sync to the database's, and learns the other processes'. */
  sync(): Promise<void>;
  /** Stops the timer and syncs what is pending. */
  close(): Promise<void>;
}

interface Shared {
  limit: Limit;
  /** This process's view of everyone's counts. */
  local: WindowLimiter;
  /** Events taken since the last sync, by `window \n key`. */
  pending: Map<string, number>;
  /** Per key, its current window's counts in the database as last synced: this process's, the others'. */
  synced: Map<string, { window: number; ours: number; others: number }>;
}

/** Keys a limiter remembers (per window, pending or synced) before it forgets the oldest. */
const maxKeys = 50_000;

/** `syncMs` 0 syncs after every check (tests: every count is in the database before the next request). */
export function createSharedWindowLimits(db: Db, options: { syncMs: number; log: Logger }): SharedWindowLimits {
  const shared: Shared[] = [];
  let running: Promise<void> = Promise.resolve();
  let scheduled = false;
  const timer = options.syncMs > 0 ? setInterval(() => void sync(), options.syncMs) : null;
  timer?.unref();

  function sync(): Promise<void> {
    running = running.then(syncNow);
    return running;
  }

  async function syncNow() {
    const taken = shared.flatMap((limiter) => {
      const pending = limiter.pending;
      limiter.pending = new Map();
      return [...pending].map(([id, count]) => {
        const [window, key] = [Number(id.slice(0, id.indexOf('\n'))), id.slice(id.indexOf('\n') + 1)];
        return { limiter, key, window, count };
      });
    });
    if (!taken.length) return;
    try {
      const stored = await Promise.all(taken.map(({ limiter, key }) => storedKey(db, limiter.limit, key)));
      const counts: Count[] = taken.map(({ limiter, window, count }, i) => ({
        key: stored[i],
        at: new Date(window * limiter.limit.windowMs),
        count,
        expiresAt: new Date((window + 2) * limiter.limit.windowMs),
      }));
      await addCounts(db, counts);
      const totals = await currentTotals(counts);
      for (const [i, { limiter, key, window, count }] of taken.entries()) learn(limiter, key, window, count, totals.get(`${counts[i].at.getTime()}\n${stored[i]}`) ?? 0);
    } catch (error) {
      // The database was busy or away: the counts wait for the next sync (this process's own still hold).
      options.log.warn({ err: error }, 'rate limits: counts not shared yet, retrying at the next sync');
      for (const { limiter, key, window, count } of taken) {
        const id = `${window}\n${key}`;
        if (limiter.pending.size < maxKeys) limiter.pending.set(id, (limiter.pending.get(id) ?? 0) + count);
      }
    }
    await sweepExpired(db);
  }

  /** The database's totals of the windows just written to, by `window start \n stored key`. */
  async function currentTotals(counts: Count[]): Promise<Map<string, number>> {
    const totals = new Map<string, number>();
    for (let start = 0; start < counts.length; start += 200) {
      const rows = await db.rateLimitCount.findMany({
        where: { OR: counts.slice(start, start + 200).map(({ key, at }) => ({ key, at })) },
        select: { key: true, at: true, count: true },
      });
      for (const row of rows) totals.set(`${row.at.getTime()}\n${row.key}`, row.count);
    }
    return totals;
  }

  /** Adds to this process's counts what the other processes took in `key`'s window since the last sync. */
  function learn(limiter: Shared, key: string, window: number, count: number, total: number) {
    const now = Date.now();
    // A window that ended meanwhile is not fed back: its last sync's counts fade out with it.
    if (Math.floor(now / limiter.limit.windowMs) !== window) return;
    let known = limiter.synced.get(key);
    if (!known || known.window !== window) {
      if (limiter.synced.size >= maxKeys) limiter.synced.clear();
      limiter.synced.set(key, (known = { window, ours: 0, others: 0 }));
    }
    known.ours += count;
    const others = total - known.ours;
    if (others > known.others) {
      limiter.local.spend(key, others - known.others, now);
      known.others = others;
    }
  }

  return {
    limiter(limit) {
      const limiter: Shared = { limit, local: createWindowLimiter(limit.max, limit.windowMs), pending: new Map(), synced: new Map() };
      shared.push(limiter);
      return {
        take(key, now = Date.now()) {
          const id = `${Math.floor(now / limit.windowMs)}\n${key}`;
          if (limiter.pending.size < maxKeys || limiter.pending.has(id)) limiter.pending.set(id, (limiter.pending.get(id) ?? 0) + 1);
          if (!timer && !scheduled) {
            scheduled = true;
            queueMicrotask(() => {
              scheduled = false;
              void sync();
            });
          }
          return limiter.local.take(key, now);
        },
      };
    },
    sync,
    async close() {
      if (timer) clearInterval(timer);
      await sync();
    },
  };
}
