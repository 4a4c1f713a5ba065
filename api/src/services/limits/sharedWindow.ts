import type { Logger } from 'pino';
import type { Db } from '../../db/client.ts';
import { addCounts, storedKey, sweepExpired, type Limit } from './rateLimit.ts';
import { createWindowLimiter, type WindowLimiter } from './windowLimiter.ts';

// Rate limits for what arrives too often to write to the database on each request (page views,
// browser error reports): each process decides at once, in memory, with the window limiter
// (windowLimiter.ts) over its own events plus what it last heard of the other processes'. Every
// `syncMs` it adds its new counts to the database's (RateLimitCount, one row per key and window,
// which every process adds to) and reads the totals back: a key over its limit across processes is
// refused everywhere within one sync, so the ceiling is passed by at most what the other processes
// let through in one interval. A check costs no query; a sync writes the keys checked since the last
// (200 a statement) and reads their current and last windows' totals (500 keys a statement).

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
  /** By `window \n key`: that window's counts in the database as last synced, this process's and the others'. */
  synced: Map<string, { ours: number; others: number }>;
  /** The window `synced` was last pruned to (it keeps the current and the last one). */
  syncedWindow: number;
}

/** Keys a limiter remembers (pending, or synced per window) before it forgets them. */
const maxKeys = 50_000;

const splitId = (id: string) => ({ window: Number(id.slice(0, id.indexOf('\n'))), key: id.slice(id.indexOf('\n') + 1) });

/** `syncMs` 0 syncs right after each check (the tests' setting). */
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
    const taken = shared.map((limiter) => {
      const pending = limiter.pending;
      limiter.pending = new Map();
      return pending;
    });
    if (taken.every((pending) => pending.size === 0)) return;
    try {
      // Each key's hash, once per sync (a view is checked with no hashing).
      const stored = shared.map(() => new Map<string, string>());
      await Promise.all(
        shared.flatMap((limiter, i) =>
          [...new Set([...taken[i].keys()].map((id) => splitId(id).key))].map(async (key) => stored[i].set(key, await storedKey(db, limiter.limit, key))),
        ),
      );
      await addCounts(
        db,
        shared.flatMap((limiter, i) =>
          [...taken[i]].map(([id, count]) => {
            const { window, key } = splitId(id);
            const { windowMs } = limiter.limit;
            return { key: stored[i].get(key)!, at: new Date(window * windowMs), count, expiresAt: new Date((window + 2) * windowMs) };
          }),
        ),
      );
      // The totals of the current and the last window of every key synced: the sliding count needs both.
      const windows = shared.map((limiter) => Math.floor(Date.now() / limiter.limit.windowMs)).map((current) => [current - 1, current]);
      const totals = await databaseTotals(
        shared.map((limiter, i) => ({ keys: [...stored[i].values()], at: windows[i].map((window) => new Date(window * limiter.limit.windowMs)) })),
      );
      const now = Date.now();
      for (const [i, limiter] of shared.entries()) {
        for (const [id, count] of taken[i]) addOurs(limiter, id, count, now);
        for (const [key, storedAs] of stored[i]) {
          for (const window of windows[i]) learn(limiter, key, window, totals.get(`${window * limiter.limit.windowMs}\n${storedAs}`) ?? 0, now);
        }
      }
    } catch (error) {
      // The database was busy or away: the counts wait for the next sync (this process's own still hold).
      options.log.warn({ err: error }, 'rate limits: counts not shared yet, retrying at the next sync');
      for (const [i, limiter] of shared.entries()) {
        for (const [id, count] of taken[i]) if (limiter.pending.size < maxKeys) limiter.pending.set(id, (limiter.pending.get(id) ?? 0) + count);
      }
    }
    await sweepExpired(db);
  }

  /** The database's counts of these keys at these moments (each limiter's windows), by `moment \n key`. */
  async function databaseTotals(wanted: { keys: string[]; at: Date[] }[]): Promise<Map<string, number>> {
    const totals = new Map<string, number>();
    for (const { keys, at } of wanted) {
      for (let start = 0; start < keys.length; start += 500) {
        const rows = await db.rateLimitCount.findMany({
          where: { key: { in: keys.slice(start, start + 500) }, at: { in: at } },
          select: { key: true, at: true, count: true },
        });
        for (const row of rows) totals.set(`${row.at.getTime()}\n${row.key}`, row.count);
      }
    }
    return totals;
  }

  /** What a window's counts are known to be, kept for the current window and the last one. */
  function known(limiter: Shared, id: string, now: number) {
    const current = Math.floor(now / limiter.limit.windowMs);
    if (limiter.synced.size >= maxKeys) limiter.synced.clear();
    if (limiter.syncedWindow !== current) {
      for (const held of limiter.synced.keys()) if (splitId(held).window < current - 1) limiter.synced.delete(held);
      limiter.syncedWindow = current;
    }
    let counts = limiter.synced.get(id);
    if (!counts) limiter.synced.set(id, (counts = { ours: 0, others: 0 }));
    return counts;
  }

  function addOurs(limiter: Shared, id: string, count: number, now: number) {
    if (splitId(id).window >= Math.floor(now / limiter.limit.windowMs) - 1) known(limiter, id, now).ours += count;
  }

  /** Adds to this process's counts what the other processes took in `key`'s `window` since the last sync. */
  function learn(limiter: Shared, key: string, window: number, total: number, now: number) {
    const current = Math.floor(now / limiter.limit.windowMs);
    // A window that ended meanwhile no longer counts.
    if (window < current - 1) return;
    const counts = known(limiter, `${window}\n${key}`, now);
    const others = total - counts.ours;
    if (others <= counts.others) return;
    if (window === current) limiter.local.spend(key, others - counts.others, now);
    else limiter.local.spendEarlier(key, others - counts.others, now);
    counts.others = others;
  }

  return {
    limiter(limit) {
      const limiter: Shared = { limit, local: createWindowLimiter(limit.max, limit.windowMs), pending: new Map(), synced: new Map(), syncedWindow: 0 };
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
