import { z } from 'zod';
import type { Context, Viewer } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { Prisma } from '../../db/generated/client.ts';
import { sqlDateTime } from '../../db/keyset.ts';
import { transaction, type Tx } from '../../db/transaction.ts';
import { apiError } from '../../errors.ts';
import { recordAudit, type AuditAction } from '../audit.ts';
import { isReviewer, requireStaff, requireViewer } from '../auth/permissions.ts';
import { followAddress } from '../redirects/write.ts';
import { announceEnqueued } from '../outbox/outbox.ts';
import { queueContentEvents } from '../webhooks/content.ts';
import { mayEdit, requireContributorBounds, requireMayEdit } from './contributorRules.ts';
import { endReviewOfWrite } from './reviewState.ts';

// What staff write and publish (posts, pages) is written one way: every change is made in one
// transaction with the revision it produces (and the redirects its move leaves behind), refused with
// 409 when the record changed since the editor read it (optimistic locking), audited, and announced
// to every process's public caches once committed when visitors see (or saw) it. Each kind says how to reach its rows (ContentKind); the
// rules are here once.

/** What a write reads of its request: who writes, from where, the database, and the public caches to empty. */
export type Writer = Pick<Context, 'db' | 'viewer' | 'tokenRejected' | 'ip' | 'publicContent'>;

export type RevisionAction = 'created' | 'updated' | 'published' | 'unpublished' | 'restored';

/** A row of content staff publish. */
export interface Versioned {
  id: number;
  version: number;
  status: string;
  publishedAt: Date | null;
  /** Pending changes over the live record (JSON, a snapshot's shape), or null. */
  pendingChanges: string | null;
  changesPublishAt: Date | null;
  unpublishAt: Date | null;
  /** Its review (docs/publishing.md#review): submitted or sent back, and by whom; null when not in review. */
  reviewState: string | null;
  reviewSubmitterId: number | null;
}

export interface RevisionRow {
  id: number;
  version: number;
  action: string;
  editorId: number | null;
  createdAt: Date;
  snapshot: string;
}

export type RevisionWithEditor = RevisionRow & { editor: { id: number; displayName: string } | null };

/** Where a kind keeps its revisions (PostRevision, PageRevision), by the id of what they are of. */
export interface RevisionStore {
  latest(tx: Tx, subjectId: number): Promise<RevisionRow | null>;
  create(tx: Tx, subjectId: number, data: { version: number; action: RevisionAction; editorId: number | null; snapshot: string }): Promise<unknown>;
  replace(tx: Tx, revisionId: number, data: { version: number; snapshot: string }): Promise<unknown>;
  find(db: Db | Tx, subjectId: number, version: number): Promise<RevisionWithEditor | null>;
  list(db: Db | Tx, subjectId: number, take: number): Promise<RevisionWithEditor[]>;
  /** Who saved the record first: who made it (null: unknown, or their account deleted). */
  madeBy(db: Db | Tx, subjectId: number): Promise<number | null>;
  /** Whether a save of it left it published (scheduled included): visitors saw it, or were to. */
  everPublished(db: Db | Tx, subjectId: number): Promise<boolean>;
}

/** What `put` does when the snapshot's slug or path belongs to another record now. */
export type AddressTaken = 'keep' | 'refuse';

/** How the shared rules reach one kind of content. */
export interface ContentKind<Row extends Versioned> {
  /** Names its audit actions (post.updated) and targets (post:12). */
  name: 'post' | 'page';
  notFound: string;
  conflict: string;
  find(tx: Tx, id: number): Promise<Row | null>;
  /** Where visitors read it: /blog/<slug>, a page's path. */
  address(row: Row): string;
  /** Sets columns and raises the version, only where the row still has `version`: how many rows changed. */
  swap(tx: Tx, id: number, version: number, data: Record<string, unknown>): Promise<number>;
  /** The record as it is now, in the shape a write takes: what a revision keeps. */
  snapshot(tx: Tx, id: number): Promise<unknown>;
  /** What is derived from the record and kept in step by every save (the images it shows, search rows). */
  derive(tx: Tx, id: number): Promise<void>;
  /**
   * Writes a snapshot's content over the record, keeping its state (status, publication time), and
   * these `columns` besides, raising its version: a restore, and published pending changes. A slug or
   * path another record took since is kept as it is now (`keep`: a restore, an unpublish) or refused
   * with 409 (`refuse`: pending changes published, whose new address the editor means).
   */
  put(tx: Tx, current: Row, version: number, snapshot: Record<string, unknown>, columns: Record<string, unknown>, taken: AddressTaken): Promise<void>;
  revisions: RevisionStore;
}

/** When something goes public, as a write gives it: a date, or ISO 8601 with an offset, in years 1970 to 9999. */
export const publicationDate = z
  .union([z.date(), z.iso.datetime({ offset: true }).transform((text) => new Date(text))], 'invalid')
  .refine((date) => !Number.isNaN(date.getTime()) && date.getUTCFullYear() >= 1970 && date.getUTCFullYear() <= 9999, 'invalid');

/** The version an update starts from: a positive integer, required. */
export function parseVersion(version: unknown, kind: { name: string }): number {
  if (typeof version === 'number' && Number.isSafeInteger(version) && version > 0) return version;
  throw apiError('BAD_USER_INPUT', `Send the version of the ${kind.name} you edited`, {
    version: version === undefined || version === null ? 'required' : 'invalid',
  });
}

/** A create key: 16 to 100 letters, digits, hyphens or underscores (a UUID fits), or none. */
export function parseCreateKey(key: unknown): string | null {
  if (key === undefined || key === null) return null;
  if (typeof key === 'string' && /^[A-Za-z0-9_-]{16,100}$/.test(key)) return key;
  throw apiError('BAD_USER_INPUT', 'The create key must be 16 to 100 letters, digits, hyphens or underscores', { createKey: 'invalid' });
}

/** Edits by one editor within this time of their previous edit are one revision (autosave writes often). */
export const revisionMergeMs = 10 * 60_000;

/**
 * Who may write content at all: any signed-in staff member, contributors too (401 otherwise). Which
 * record they may write is mayEdit's; what a save may leave is requireDraftUnlessReviewer's.
 */
export function requireEditor(ctx: Pick<Context, 'viewer' | 'tokenRejected'>): Viewer {
  return requireViewer(ctx);
}

/**
 * What a change returns when it wrote only the pending changes (or their schedule) of a live record:
 * visitors see nothing new, so no revision is kept, nothing derived, no cache emptied. The audit
 * names it as the move it stands for (updated, published with `changesScheduledFor`, updated with
 * `changesDiscarded`), with `pendingChanges` in its detail.
 */
export interface ChangesOnly {
  changesOnly: 'saved' | 'scheduled' | 'discarded' | 'unscheduled';
  /** What the audit adds (why the scheduler dropped a schedule). */
  detail?: Record<string, unknown>;
}

const changesAudit = { saved: 'updated', scheduled: 'published', discarded: 'updated', unscheduled: 'updated' } as const;

/** A change made from `version`, with its revision: 409 if the record has changed since. */
export function saveVersion<Row extends Versioned>(
  ctx: Writer,
  kind: ContentKind<Row>,
  id: number,
  version: number,
  action: RevisionAction,
  change: (tx: Tx, current: Row) => Promise<unknown>,
): Promise<Row> {
  return commitVersion(ctx, kind, id, version, action, change, requireEditor(ctx));
}

/**
 * saveVersion's work. Without a viewer it checks no one's right to write: the scheduler's own writes
 * (services/publishing/scheduler.ts); with one, a contributor edits only their own draft and leaves
 * it a draft.
 */
export async function commitVersion<Row extends Versioned>(
  ctx: Writer,
  kind: ContentKind<Row>,
  id: number,
  version: number,
  action: RevisionAction,
  change: (tx: Tx, current: Row) => Promise<unknown>,
  viewer?: Viewer,
): Promise<Row> {
  const { row, wasPublished, changesOnly, changesDetail, told } = await transaction(ctx.db, async (tx) => {
    const current = await kind.find(tx, id);
    if (!current) throw apiError('NOT_FOUND', kind.notFound);
    if (viewer) await requireMayEdit(tx, viewer, kind, current);
    if (current.version !== version) throw apiError('CONFLICT', kind.conflict, { version: 'stale', currentVersion: current.version });
    const outcome = await change(tx, current);
    const only = outcome && typeof outcome === 'object' && 'changesOnly' in outcome ? (outcome as ChangesOnly) : null;
    const held = only?.changesOnly ?? null;
    if (!held) {
      await kind.derive(tx, id);
      await recordRevision(tx, ctx, kind, id, version + 1, action);
    }
    let saved = (await kind.find(tx, id))!;
    if (viewer) requireContributorBounds(viewer, current, saved, held);
    if (!held) await followAddress(tx, publicAddress(kind, current), publishedAddress(kind, saved));
    // What a review was about may be gone now (changes published or discarded): the review ends with it.
    const { ended, told } = await endReviewOfWrite(tx, kind.name, ctx.viewer, current, saved, held === 'discarded');
    if (ended) saved = (await kind.find(tx, id))!;
    // Webhooks of a publication or an unpublication, in the same transaction (services/webhooks).
    const hooked = await queueContentEvents(tx, kind.name, current, saved, kind.address(saved));
    return { row: saved, wasPublished: current.status === 'PUBLISHED', changesOnly: held, changesDetail: only?.detail ?? {}, told: told || hooked > 0 };
  });
  if (told) announceEnqueued(ctx.db);
  const detail = { status: row.status, version: row.version, publishedAt: row.publishedAt?.toISOString() ?? null };
  if (changesOnly) {
    const more =
      changesOnly === 'scheduled'
        ? { changesScheduledFor: row.changesPublishAt?.toISOString() ?? null }
        : changesOnly === 'discarded'
          ? { changesDiscarded: true }
          : {};
    await announce(ctx, kind, `${kind.name}.${changesAudit[changesOnly]}`, row, { ...detail, pendingChanges: true, ...more, ...changesDetail }, false);
  } else await announce(ctx, kind, `${kind.name}.${action}`, row, detail, wasPublished || row.status === 'PUBLISHED');
  return row;
}

// Pending changes over live content (docs/publishing.md#pending-changes): an edit of a record
// visitors read now is kept beside it (pendingChanges, a snapshot's shape) until published, which
// writes it over the record as a restore does (kind.put), in one save with its revision, redirects,
// translation status, audit and cache; discarding drops it. Visitors read only the columns.

/** The columns that clear a record's pending changes and their schedule. */
export const noPendingChanges = { pendingChanges: null, pendingSavedAt: null, changesPublishAt: null } as const;

/** Whether visitors read the record now (published, its time come): then an edit waits as pending changes. */
export function isLive(row: Pick<Versioned, 'status' | 'publishedAt'>, now = new Date()): boolean {
  return row.status === 'PUBLISHED' && !!row.publishedAt && row.publishedAt.getTime() <= now.getTime();
}

/**
 * Keeps `snapshot` as the pending changes of a live record (and `columns` besides, its unpublish
 * time). A contributor's save drops the changes' schedule: what they wrote goes out only once a
 * reviewer publishes it.
 */
export async function holdChanges<Row extends Versioned>(
  tx: Tx,
  kind: ContentKind<Row>,
  current: Row,
  version: number,
  snapshot: Record<string, unknown>,
  columns: Record<string, unknown>,
  writer: Pick<Viewer, 'role'> | null,
): Promise<ChangesOnly> {
  const unscheduled = isReviewer(writer) ? {} : { changesPublishAt: null };
  await writeVersion(tx, kind, current, version, { ...columns, ...unscheduled, pendingChanges: JSON.stringify(snapshot), pendingSavedAt: new Date() });
  return { changesOnly: 'saved' };
}

/** A record's pending changes, or a 400 naming pendingChanges when it has none. */
function pendingOf(kind: { name: string }, row: Versioned): Record<string, unknown> {
  if (!row.pendingChanges) throw apiError('BAD_USER_INPUT', `This ${kind.name} has no pending changes`, { pendingChanges: 'none' });
  return JSON.parse(row.pendingChanges) as Record<string, unknown>;
}

/**
 * Publishes a record's pending changes now, or schedules them for `publishAt` when that is in the
 * future (the scheduler publishes them then). 409 on a stale version, 400 when there are none.
 * What visitors read is a reviewer's to change: a contributor gets 403 (requireStaff). `alongside`
 * is written in the same transaction (an approval ends the review: publishing/review.ts).
 */
export function publishChanges<Row extends Versioned>(
  ctx: Writer,
  kind: ContentKind<Row>,
  id: number,
  rawVersion: unknown,
  publishAt: Date | null,
  alongside?: (tx: Tx) => Promise<void>,
): Promise<Row> {
  const viewer = requireStaff(ctx);
  const version = parseVersion(rawVersion, kind);
  if (publishAt && publishAt.getTime() > Date.now()) {
    return commitVersion(
      ctx,
      kind,
      id,
      version,
      'updated',
      async (tx, current) => {
        pendingOf(kind, current);
        await writeVersion(tx, kind, current, version, { changesPublishAt: publishAt });
        return { changesOnly: 'scheduled' } satisfies ChangesOnly;
      },
      viewer,
    );
  }
  return applyChanges(ctx, kind, id, version, viewer, alongside);
}

/** Writes the pending changes over the record, as a publish: a reviewer's move, or the scheduler's (no viewer). */
export function applyChanges<Row extends Versioned>(
  ctx: Writer,
  kind: ContentKind<Row>,
  id: number,
  version: number,
  viewer?: Viewer,
  alongside?: (tx: Tx) => Promise<void>,
): Promise<Row> {
  return commitVersion(
    ctx,
    kind,
    id,
    version,
    'published',
    async (tx, current) => {
      const pending = pendingOf(kind, current);
      await alongside?.(tx);
      await kind.put(tx, current, version, pending, noPendingChanges, 'refuse');
    },
    viewer,
  );
}

/**
 * Drops the schedule of pending changes the scheduler could not publish (`refusal`: the details of
 * its 4xx, a slug taken since), so it does not try again every minute: the changes wait for an
 * editor, whom publishing them tells why. Audited as an update with `changesUnscheduled`.
 */
export function unscheduleChanges<Row extends Versioned>(ctx: Writer, kind: ContentKind<Row>, id: number, version: number, refusal: Record<string, unknown>) {
  return commitVersion(ctx, kind, id, version, 'updated', async (tx, current) => {
    pendingOf(kind, current);
    await writeVersion(tx, kind, current, version, { changesPublishAt: null });
    return { changesOnly: 'unscheduled', detail: { changesUnscheduled: refusal } } satisfies ChangesOnly;
  });
}

/**
 * Drops a record's pending changes (and their schedule): visitors keep what they read. Who may edit
 * the record (mayEdit): a contributor the changes over their own live record, which moves nothing
 * visitors read. Ends a review of them (the submitter hears of it).
 */
export function discardChanges<Row extends Versioned>(ctx: Writer, kind: ContentKind<Row>, id: number, rawVersion: unknown): Promise<Row> {
  const viewer = requireEditor(ctx);
  const version = parseVersion(rawVersion, kind);
  return commitVersion(
    ctx,
    kind,
    id,
    version,
    'updated',
    async (tx, current) => {
      pendingOf(kind, current);
      await writeVersion(tx, kind, current, version, noPendingChanges);
      return { changesOnly: 'discarded' } satisfies ChangesOnly;
    },
    viewer,
  );
}

/**
 * Takes a record off the site (a draft again), now or by the scheduler at its unpublish time. Pending
 * changes become the draft's text: the latest edit is what its editors work on.
 */
export function takeOffSite<Row extends Versioned>(tx: Tx, kind: ContentKind<Row>, current: Row, version: number): Promise<void> {
  const columns = { status: 'DRAFT', unpublishAt: null, ...noPendingChanges };
  if (current.pendingChanges) return kind.put(tx, current, version, JSON.parse(current.pendingChanges) as Record<string, unknown>, columns, 'keep');
  return writeVersion(tx, kind, current, version, columns);
}

/**
 * When a write asks for the record to come off the site: after its publication (400 naming
 * unpublishAt otherwise), or null for never.
 */
export function unpublishTime(requested: Date | null | undefined, publishedAt: Date | null): Date | null {
  if (!requested) return null;
  const from = Math.max(publishedAt?.getTime() ?? 0, Date.now());
  if (requested.getTime() <= from) {
    throw apiError('BAD_USER_INPUT', 'The unpublish time must be in the future and after the publication time', { unpublishAt: 'before_publication' });
  }
  return requested;
}

/** Where visitors read a record now: its address when it is published and due, else null. */
function publicAddress<Row extends Versioned>(kind: ContentKind<Row>, row: Row): string | null {
  return row.status === 'PUBLISHED' && row.publishedAt && row.publishedAt.getTime() <= Date.now() ? kind.address(row) : null;
}

/** The address a record is published at (scheduled too), or null for a draft. */
function publishedAddress<Row extends Versioned>(kind: ContentKind<Row>, row: Row): string | null {
  return row.status === 'PUBLISHED' ? kind.address(row) : null;
}

/** A new record's address: published at once, redirects from it end (services/redirects). */
export function followNewAddress<Row extends Versioned>(tx: Tx, kind: ContentKind<Row>, row: Row): Promise<void> {
  return followAddress(tx, null, publishedAddress(kind, row));
}

/**
 * Writes a record's own columns and raises its version, only if no one else did since it was read
 * (compare-and-swap on the version: two saves at once cannot both pass saveVersion's check).
 */
export async function writeVersion<Row extends Versioned>(tx: Tx, kind: ContentKind<Row>, current: Row, version: number, data: Record<string, unknown>) {
  if ((await kind.swap(tx, current.id, version, data)) === 0) throw apiError('CONFLICT', kind.conflict, { version: 'stale' });
}

/**
 * Puts back what a record was after an earlier save, as a new save (the history keeps both): the
 * kind's `put` writes the revision's snapshot over the record as it is now; over a live record it
 * becomes its pending changes.
 */
export function restoreVersion<Row extends Versioned>(ctx: Writer, kind: ContentKind<Row>, id: number, revisionVersion: number, version: number): Promise<Row> {
  return saveVersion(ctx, kind, id, version, 'restored', async (tx, current) => {
    const revision = await kind.revisions.find(tx, id, revisionVersion);
    if (!revision) throw apiError('NOT_FOUND', 'This revision does not exist');
    const snapshot = JSON.parse(revision.snapshot) as Record<string, unknown>;
    // On a live record, an earlier version put back is an edit like any other: pending changes, which
    // visitors see once published (a snapshot is their shape).
    if (isLive(current)) return holdChanges(tx, kind, current, version, snapshot, {}, ctx.viewer);
    await kind.put(tx, current, version, snapshot, {}, 'keep');
  });
}

/**
 * Who may delete a record: admins any; editors a draft they made that was never published (one
 * begun by mistake, or abandoned, need not wait for an admin), never what visitors see or saw.
 */
export async function mayDelete<Row extends Versioned>(db: Db | Tx, viewer: Viewer | null, kind: ContentKind<Row>, row: { id: number; status: string }) {
  if (viewer?.role === 'ADMIN') return true;
  // Contributors delete nothing: a draft they give up is theirs to leave, or a reviewer's to delete.
  if (!viewer || !isReviewer(viewer) || row.status !== 'DRAFT') return false;
  return (await kind.revisions.madeBy(db, row.id)) === viewer.id && !(await kind.revisions.everPublished(db, row.id));
}

/** Deletes a record for good (mayDelete); `remove` deletes it and says what the log keeps of it. */
export async function deleteVersioned<Row extends Versioned>(
  ctx: Writer,
  kind: ContentKind<Row>,
  id: number,
  remove: (tx: Tx, row: Row) => Promise<Record<string, unknown>>,
): Promise<void> {
  const viewer = requireViewer(ctx);
  const { row, detail } = await transaction(ctx.db, async (tx) => {
    const found = await kind.find(tx, id);
    if (!found) throw apiError('NOT_FOUND', kind.notFound);
    if (!(await mayDelete(tx, viewer, kind, found)))
      throw apiError('FORBIDDEN', `Only administrators can delete this ${kind.name}: editors delete the drafts they made`);
    return { row: found, detail: await remove(tx, found) };
  });
  await announce(ctx, kind, `${kind.name}.deleted`, row, detail, row.status === 'PUBLISHED');
}

/** Keeps the record as it is after a save; one editor's saves within revisionMergeMs are one revision. */
export async function recordRevision<Row extends Versioned>(
  tx: Tx,
  ctx: Pick<Context, 'viewer'>,
  kind: ContentKind<Row>,
  subjectId: number,
  version: number,
  action: RevisionAction,
) {
  const snapshot = JSON.stringify(await kind.snapshot(tx, subjectId));
  const editorId = ctx.viewer?.id ?? null;
  if (action === 'updated') {
    const last = await kind.revisions.latest(tx, subjectId);
    if (last?.action === 'updated' && last.editorId === editorId && Date.now() - last.createdAt.getTime() < revisionMergeMs) {
      await kind.revisions.replace(tx, last.id, { version, snapshot });
      return;
    }
  }
  await kind.revisions.create(tx, subjectId, { version, action, editorId, snapshot });
}

/**
 * Audits a write; when the record is or was published (scheduled ones included), visitors' pages and
 * every process's public cache must be made again. A draft's edits change nothing they see.
 */
export async function announce(
  ctx: Writer,
  kind: Pick<ContentKind<Versioned>, 'name'>,
  action: AuditAction,
  row: { id: number },
  detail: Record<string, unknown>,
  seenByVisitors: boolean,
) {
  await recordAudit(ctx.db, { action, actorId: ctx.viewer?.id ?? null, target: `${kind.name}:${row.id}`, ip: ctx.ip, detail });
  if (seenByVisitors) await ctx.publicContent.changed();
}

/**
 * When a write makes a record public: at the time asked for; published without one, when it went
 * public already, else now; an archived record keeps the time it had; a draft has none.
 */
export function publicationTime(status: string, requested: Date | null, current: Versioned | null): Date | null {
  if (requested) return requested;
  if (status === 'PUBLISHED') return (current?.status === 'PUBLISHED' ? current.publishedAt : null) ?? new Date();
  if (status === 'ARCHIVED') return current?.publishedAt ?? null;
  return null;
}

/**
 * A record's revisions, newest first: who may edit it reads its history (mayEdit). A contributor
 * reading another's published record gets none: its history holds text visitors never read (drafts
 * before it went out, edits since withdrawn); their own live record's is theirs, as its changes are.
 */
export async function listRevisions(
  ctx: Pick<Context, 'db' | 'viewer' | 'tokenRejected'>,
  kind: Pick<ContentKind<Versioned>, 'revisions'>,
  row: { id: number; status: string; publishedAt: Date | null },
  take: number,
) {
  const viewer = requireViewer(ctx);
  if (!(await mayEdit(ctx.db, viewer, kind, row))) return [];
  return kind.revisions.list(ctx.db, row.id, Math.min(Math.max(take, 1), 100));
}

/** One revision of a record by the version it produced, or null: for who may edit it, as listRevisions. */
export async function findRevision(
  ctx: Pick<Context, 'db' | 'viewer' | 'tokenRejected'>,
  kind: Pick<ContentKind<Versioned>, 'revisions'>,
  row: { id: number; status: string; publishedAt: Date | null },
  version: number,
) {
  const viewer = requireViewer(ctx);
  if (!(await mayEdit(ctx.db, viewer, kind, row))) return null;
  return kind.revisions.find(ctx.db, row.id, version);
}

/** Visitors see what is published and due: one rule for posts and pages (their where-inputs share these columns). */
export function publishedNow() {
  return { status: 'PUBLISHED' as const, publishedAt: { lte: new Date() } };
}

/** The same rule as SQL, for what is read in SQL, on a post or page aliased `p`. */
export function publishedNowSql(): Prisma.Sql {
  return Prisma.sql`p."status" = 'PUBLISHED' AND p."publishedAt" <= ${sqlDateTime(new Date())}`;
}

/** What goes public by time alone after a moment: published, with a later time (scheduled). */
export function scheduledAfter(after: Date) {
  return { status: 'PUBLISHED' as const, publishedAt: { gt: after } };
}
