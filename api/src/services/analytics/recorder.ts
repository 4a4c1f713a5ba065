import type { Logger } from 'pino';
import type { Db } from '../../db/client.ts';
import { Prisma, type Locale } from '../../db/generated/client.ts';
import { addDays } from './days.ts';
import { analyticsEnabled } from './settings.ts';
import { transaction } from '../../db/transaction.ts';

// Page views are added up in memory and written every `flushMs` (one transaction: one upsert per
// counter, `views = views + n`, so several processes each add their own increments without losing
// any). Unique visitors: each visitor of the batch is hashed (once per flush, not per view), their
// (day, hash, scope) keys are inserted into VisitorSeen, and only the rows that were new there raise
// a `visitors` counter, so a visitor counts once a day whichever process or batch saw them. The
// answer to the beacon never waits for the database.

/** One accepted page view, as the recorder files it. */
export interface PageView {
  day: string;
  path: string;
  language: Locale;
  postId: number | null;
  /** The referring site's host, or null (our own pages, none sent, not a web address). */
  referrerHost: string | null;
  /** Who viewed it: their address and browser, held in memory until the flush hashes them (never written). */
  visitor: string;
}

/** The day's keyed hash of a visitor, the only form of them the database holds (see pageViews.ts). */
export type VisitorHash = (day: string, visitor: string) => Promise<string>;

export interface PageViewRecorder {
  /** Adds a view to the batch; with `flushMs` 0 it is written before this resolves. */
  record(view: PageView): Promise<void>;
  /** Writes what is pending now (and waits for a flush under way). Counters are exact once it resolves. */
  flush(): Promise<void>;
  /** Stops the timer and writes what is pending. */
  close(): Promise<void>;
}

/** Distinct referrer hosts a process files per day; more (a flood of made-up ones) go under `otherReferrers`. */
export const maxReferrerHostsPerDay = 1000;
export const otherReferrers = '(other)';

/** Pending seen-keys beyond which a batch that keeps failing is dropped rather than kept growing. */
const maxPendingVisitors = 200_000;

interface Batch {
  days: Map<string, number>;
  pages: Map<string, { day: string; path: string; language: Locale; postId: number | null; views: number }>;
  referrers: Map<string, { day: string; host: string; views: number }>;
  /** `day \n visitor \n scope` of every view: the rows VisitorSeen may not have yet, once hashed. */
  seen: Set<string>;
  size: number;
}

const emptyBatch = (): Batch => ({ days: new Map(), pages: new Map(), referrers: new Map(), seen: new Set(), size: 0 });

const pageScope = (language: string, path: string) => `${language} ${path}`;
const pageKey = (day: string, scope: string) => `${day}\n${scope}`;

export function createPageViewRecorder(db: Db, log: Logger, options: { flushMs: number; hashVisitor: VisitorHash }): PageViewRecorder {
  let pending = emptyBatch();
  let running: Promise<void> = Promise.resolve();
  let prunedBefore = '';
  const referrerHosts = { day: '', hosts: new Set<string>() };
  const timer = options.flushMs > 0 ? setInterval(() => void flush(), options.flushMs) : null;
  timer?.unref();

  function add(batch: Batch, view: PageView) {
    const scope = pageScope(view.language, view.path);
    batch.days.set(view.day, (batch.days.get(view.day) ?? 0) + 1);
    const key = pageKey(view.day, scope);
    const page = batch.pages.get(key);
    if (page) page.views += 1;
    else batch.pages.set(key, { day: view.day, path: view.path, language: view.language, postId: view.postId, views: 1 });
    if (view.referrerHost) {
      const host = referrerHost(view.day, view.referrerHost);
      const referrer = batch.referrers.get(`${view.day}\n${host}`);
      if (referrer) referrer.views += 1;
      else batch.referrers.set(`${view.day}\n${host}`, { day: view.day, host, views: 1 });
    }
    batch.seen.add(`${view.day}\n${view.visitor}\n`);
    batch.seen.add(`${view.day}\n${view.visitor}\n${scope}`);
    batch.size += 1;
  }

  function referrerHost(day: string, host: string): string {
    if (referrerHosts.day !== day) {
      referrerHosts.day = day;
      referrerHosts.hosts.clear();
    }
    if (referrerHosts.hosts.has(host)) return host;
    if (referrerHosts.hosts.size >= maxReferrerHostsPerDay) return otherReferrers;
    referrerHosts.hosts.add(host);
    return host;
  }

  /** Puts a batch that could not be written back in front of what came since, unless it grew too big. */
  function restore(batch: Batch) {
    if (batch.seen.size + pending.seen.size > maxPendingVisitors) {
      log.error({ views: batch.size }, 'analytics: dropped page views that could not be written');
      return;
    }
    const later = pending;
    pending = batch;
    for (const [day, views] of later.days) batch.days.set(day, (batch.days.get(day) ?? 0) + views);
    for (const [key, page] of later.pages) {
      const found = batch.pages.get(key);
      if (found) found.views += page.views;
      else batch.pages.set(key, page);
    }
    for (const [key, referrer] of later.referrers) {
      const found = batch.referrers.get(key);
      if (found) found.views += referrer.views;
      else batch.referrers.set(key, referrer);
    }
    for (const key of later.seen) batch.seen.add(key);
    batch.size += later.size;
  }

  async function write(batch: Batch) {
    const seen = await hashedSeenKeys(batch.seen, options.hashVisitor);
    await transaction(db, async (tx) => {
      // Switched off in settings: what came in since the last flush is not kept either.
      if (!(await analyticsEnabled(tx))) return;
      const today = [...batch.days.keys()].sort().at(-1)!;
      const keepFrom = addDays(today, -1);
      if (prunedBefore !== keepFrom) {
        // Yesterday's keys stay a day for views filed late; older ones go: no visitor trail builds up.
        await tx.visitorSeen.deleteMany({ where: { day: { lt: keepFrom } } });
        prunedBefore = keepFrom;
      }
      const newVisitors = new Map<string, number>();
      for (const key of await insertNewSeen(tx, seen)) newVisitors.set(key, (newVisitors.get(key) ?? 0) + 1);
      for (const [day, views] of batch.days) {
        const visitors = newVisitors.get(pageKey(day, '')) ?? 0;
        await tx.siteVisitDay.upsert({
          where: { day },
          create: { day, views, visitors },
          update: { views: { increment: views }, visitors: { increment: visitors } },
        });
      }
      for (const [key, page] of batch.pages) {
        const visitors = newVisitors.get(key) ?? 0;
        await tx.pageViewDay.upsert({
          where: { day_path_language: { day: page.day, path: page.path, language: page.language } },
          create: { ...page, visitors },
          update: { views: { increment: page.views }, visitors: { increment: visitors } },
        });
      }
      for (const { day, host, views } of batch.referrers.values()) {
        await tx.referrerDay.upsert({ where: { day_host: { day, host } }, create: { day, host, views }, update: { views: { increment: views } } });
      }
    });
  }

  async function flushNow() {
    if (pending.size === 0) return;
    const batch = pending;
    pending = emptyBatch();
    try {
      await write(batch);
    } catch (error) {
      // The database was busy or away: the views wait for the next flush.
      log.warn({ err: error, views: batch.size }, 'analytics: page views not written yet, retrying at the next flush');
      restore(batch);
    }
  }

  function flush(): Promise<void> {
    running = running.then(flushNow);
    return running;
  }

  return {
    async record(view) {
      add(pending, view);
      if (!timer) await flush();
    },
    flush,
    async close() {
      if (timer) clearInterval(timer);
      await flush();
    },
  };
}

/** The batch's seen-keys with each visitor hashed: `day \n hash \n scope`. */
async function hashedSeenKeys(keys: Set<string>, hashVisitor: VisitorHash): Promise<string[]> {
  const hashes = new Map<string, Promise<string>>();
  return Promise.all(
    [...keys].map(async (key) => {
      const [day, visitor, scope] = key.split('\n');
      const dayVisitor = `${day}\n${visitor}`;
      let hash = hashes.get(dayVisitor);
      if (!hash) hashes.set(dayVisitor, (hash = hashVisitor(day, visitor)));
      return `${day}\n${await hash}\n${scope}`;
    }),
  );
}

/** Inserts the seen-keys VisitorSeen lacks; returns `day \n scope` of each one that was new. */
async function insertNewSeen(tx: Prisma.TransactionClient, keys: string[]): Promise<string[]> {
  const inserted: string[] = [];
  // 300 rows (900 parameters) a statement, well within every database's limit.
  for (let start = 0; start < keys.length; start += 300) {
    const rows = keys.slice(start, start + 300).map((key) => {
      const [day, visitorKey, scope] = key.split('\n');
      return Prisma.sql`(${day}, ${visitorKey}, ${scope})`;
    });
    const fresh = await tx.$queryRaw<{ day: string; scope: string }[]>`
      INSERT INTO "VisitorSeen" ("day", "visitorKey", "scope") VALUES ${Prisma.join(rows)}
      ON CONFLICT DO NOTHING RETURNING "day", "scope"`;
    for (const row of fresh) inserted.push(pageKey(row.day, row.scope));
  }
  return inserted;
}
