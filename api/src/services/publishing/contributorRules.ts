import type { Viewer } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import type { Tx } from '../../db/transaction.ts';
import { apiError } from '../../errors.ts';
import { isReviewer } from '../auth/permissions.ts';
import { isLive, type ChangesOnly, type ContentKind, type Versioned } from './versioned.ts';

// What a contributor may write (docs/publishing.md#review), beside the review's state
// (reviewState.ts): which post or page they may edit, and what their save may leave of it. Every
// write of content checks these through versioned.ts; editors and admins pass them all.

/**
 * Who may edit a post or page, and so share a preview of it, read its pending changes and history,
 * submit it for review and mark its translations reviewed: editors and admins any; a contributor
 * what they made, while it is a draft never published or while visitors read it (live: their saves
 * then wait as pending changes, which only a reviewer publishes). A scheduled, archived or withdrawn
 * item is a reviewer's. One rule for every write of content; what a contributor's save may leave is
 * requireContributorBounds's.
 */
export async function mayEdit(
  db: Db | Tx,
  viewer: Pick<Viewer, 'id' | 'role'> | null,
  kind: Pick<ContentKind<Versioned>, 'revisions'>,
  row: { id: number; status: string; publishedAt: Date | null },
) {
  if (isReviewer(viewer)) return true;
  const live = isLive(row);
  if (!viewer || (row.status !== 'DRAFT' && !live)) return false;
  if ((await kind.revisions.madeBy(db, row.id)) !== viewer.id) return false;
  return live || !(await kind.revisions.everPublished(db, row.id));
}

/** mayEdit, or 403 naming why. */
export async function requireMayEdit(
  db: Db | Tx,
  viewer: Viewer,
  kind: Pick<ContentKind<Versioned>, 'revisions' | 'name'>,
  row: { id: number; status: string; publishedAt: Date | null },
) {
  if (!(await mayEdit(db, viewer, kind, row)))
    throw apiError(
      'FORBIDDEN',
      `Contributors edit only their own drafts and their own live ${kind.name}s (as changes for review): this ${kind.name} is someone else's, scheduled or withdrawn`,
    );
}

/**
 * What a contributor's save may leave: a draft without a publication or an unpublish time (approving
 * it keeps both). Publishing and scheduling are a reviewer's (services/publishing/review.ts).
 */
export function requireDraftUnlessReviewer(viewer: Viewer, row: { status: string; publishedAt: Date | null; unpublishAt: Date | null }) {
  if (!isReviewer(viewer) && (row.status !== 'DRAFT' || row.publishedAt !== null || row.unpublishAt !== null))
    throw apiError('FORBIDDEN', 'Contributors cannot publish or schedule: submit it for review instead', { status: 'review' });
}

/**
 * What a contributor's write of their own live record may leave: pending changes saved or discarded,
 * without a schedule, the record as visitors read it untouched (its state, publication and unpublish
 * times). Publishing, scheduling and taking it off the site are a reviewer's.
 */
export function requireContributorBounds(viewer: Viewer, before: Versioned, after: Versioned, held: ChangesOnly['changesOnly'] | null) {
  if (isReviewer(viewer)) return;
  if (!isLive(before)) return requireDraftUnlessReviewer(viewer, after);
  const sameTime = (a: Date | null, b: Date | null) => (a?.getTime() ?? null) === (b?.getTime() ?? null);
  const untouched =
    after.status === before.status &&
    sameTime(after.publishedAt, before.publishedAt) &&
    sameTime(after.unpublishAt, before.unpublishAt) &&
    !after.changesPublishAt;
  if ((held === 'saved' || held === 'discarded') && untouched) return;
  throw apiError(
    'FORBIDDEN',
    'Contributors cannot publish, schedule or take live content off the site: save your changes and submit them for review instead',
    sameTime(after.unpublishAt, before.unpublishAt) ? { status: 'review' } : { unpublishAt: 'review' },
  );
}
