import type { Logger } from 'pino';
import type { Db } from '../../db/client.ts';
import { asApiError } from '../../errors.ts';
import type { PublicContent } from '../publicContent.ts';
import { pageKind } from '../pages/write.ts';
import { postKind } from '../posts/write.ts';
import { applyChanges, commitVersion, takeOffSite, unscheduleChanges, type ContentKind, type Versioned, type Writer } from './versioned.ts';

// The moves staff schedule that time alone cannot make (docs/publishing.md#scheduling): pending
// changes published at their time, and a published post or page taken off the site at its unpublish
// time. A scheduled post going public needs no job (its publishedAt is the rule: posts/visibility.ts);
// these write, so each process runs this timer, armed for the next due moment and at least every
// minute (a schedule set elsewhere is seen within one). Each move is a save from the version read,
// so two processes that wake together make it once: the other's 409 is let go.

/** The longest the timer sleeps: a schedule set since (in another process too) is found within it. */
export const schedulerPollMs = 60_000;

export interface PublishingScheduler {
  /** Makes every move due at `now`; how many were made. */
  runDue(now?: Date): Promise<number>;
  start(): void;
  close(): void;
}

/** What the scheduler reaches of a kind's table: the due rows, and the next due moment. */
interface Table {
  kind: ContentKind<Versioned>;
  due(now: Date): Promise<{ changes: { id: number; version: number }[]; unpublish: { id: number; version: number }[] }>;
  next(after: Date): Promise<Date[]>;
}

const pick = { id: true, version: true } as const;

function tables(db: Db): Table[] {
  return [
    {
      kind: postKind as unknown as ContentKind<Versioned>,
      due: async (now) => ({
        changes: await db.post.findMany({ where: { changesPublishAt: { lte: now }, NOT: { pendingChanges: null } }, select: pick }),
        unpublish: await db.post.findMany({ where: { status: 'PUBLISHED', unpublishAt: { lte: now } }, select: pick }),
      }),
      next: async (after) => {
        const [changes, unpublish] = await Promise.all([
          db.post.findFirst({
            where: { changesPublishAt: { gt: after }, NOT: { pendingChanges: null } },
            orderBy: { changesPublishAt: 'asc' },
            select: { changesPublishAt: true },
          }),
          db.post.findFirst({ where: { status: 'PUBLISHED', unpublishAt: { gt: after } }, orderBy: { unpublishAt: 'asc' }, select: { unpublishAt: true } }),
        ]);
        return [changes?.changesPublishAt, unpublish?.unpublishAt].filter((time): time is Date => !!time);
      },
    },
    {
      kind: pageKind as unknown as ContentKind<Versioned>,
      due: async (now) => ({
        changes: await db.page.findMany({ where: { changesPublishAt: { lte: now }, NOT: { pendingChanges: null } }, select: pick }),
        unpublish: await db.page.findMany({ where: { status: 'PUBLISHED', unpublishAt: { lte: now } }, select: pick }),
      }),
      next: async (after) => {
        const [changes, unpublish] = await Promise.all([
          db.page.findFirst({
            where: { changesPublishAt: { gt: after }, NOT: { pendingChanges: null } },
            orderBy: { changesPublishAt: 'asc' },
            select: { changesPublishAt: true },
          }),
          db.page.findFirst({ where: { status: 'PUBLISHED', unpublishAt: { gt: after } }, orderBy: { unpublishAt: 'asc' }, select: { unpublishAt: true } }),
        ]);
        return [changes?.changesPublishAt, unpublish?.unpublishAt].filter((time): time is Date => !!time);
      },
    },
  ];
}

export function createPublishingScheduler(options: { db: Db; publicContent: PublicContent; log: Logger }): PublishingScheduler {
  const { db, log } = options;
  // The scheduler writes as no one: the audit log names no actor, the revisions no editor.
  const system: Writer = { db, viewer: null, tokenRejected: false, ip: '', publicContent: options.publicContent };
  const kinds = tables(db);
  let timer: NodeJS.Timeout | null = null;
  let closed = false;
  let running: Promise<number> | null = null;

  /**
   * One move. A stale version (another process, or an editor, saved it first) or a record gone is let
   * go; a refusal of the move itself (a slug taken since) calls `refused`, which drops the schedule so
   * it is not tried again every minute; a fault of ours is logged, and tried again.
   */
  async function attempt(
    kind: ContentKind<Versioned>,
    move: string,
    run: () => Promise<unknown>,
    id: number,
    refused?: (details: Record<string, unknown>) => Promise<unknown>,
  ): Promise<number> {
    try {
      await run();
      return 1;
    } catch (error) {
      const api = asApiError(error);
      if (api?.code === 'NOT_FOUND' || (api?.code === 'CONFLICT' && api.details?.version === 'stale')) return 0;
      if (api && refused) {
        const details = api.details ?? { [api.code]: api.message };
        log.warn({ target: `${kind.name}:${id}`, move, refused: details }, 'a scheduled move was refused: its schedule is dropped, for an editor to resolve');
        await attempt(kind, 'drop the schedule', () => refused(details), id);
        return 0;
      }
      log.error({ err: error, target: `${kind.name}:${id}`, move }, 'a scheduled move failed');
      return 0;
    }
  }

  async function runDue(now = new Date()): Promise<number> {
    let made = 0;
    for (const { kind, due } of kinds) {
      const { changes, unpublish } = await due(now);
      for (const row of changes) {
        made += await attempt(
          kind,
          'publish changes',
          () => applyChanges(system, kind, row.id, row.version),
          row.id,
          (details) => unscheduleChanges(system, kind, row.id, row.version, details),
        );
      }
      for (const row of unpublish) {
        made += await attempt(
          kind,
          'unpublish',
          () => commitVersion(system, kind, row.id, row.version, 'unpublished', (tx, current) => takeOffSite(tx, kind, current, row.version)),
          row.id,
        );
      }
    }
    return made;
  }

  async function tick() {
    timer = null;
    if (closed) return;
    let wait = schedulerPollMs;
    try {
      running = runDue();
      await running;
      const now = new Date();
      const next = (await Promise.all(kinds.map((table) => table.next(now)))).flat();
      if (next.length) wait = Math.min(wait, Math.max(0, Math.min(...next.map((time) => time.getTime())) - Date.now()));
    } catch (error) {
      log.error({ err: error }, 'the publishing scheduler could not run');
    } finally {
      running = null;
    }
    if (!closed) {
      timer = setTimeout(() => void tick(), wait);
      timer.unref();
    }
  }

  return {
    runDue,
    start() {
      if (!timer && !closed) {
        timer = setTimeout(() => void tick(), 0);
        timer.unref();
      }
    },
    close() {
      closed = true;
      if (timer) clearTimeout(timer);
      timer = null;
    },
  };
}
