import type { Viewer } from '../../context.ts';
import type { Tx } from '../../db/transaction.ts';
import { enqueue } from '../outbox/outbox.ts';
import { reviewNoticeKind, type ReviewNotice } from './reviewMail.ts';

// Where a post or page stands in review (docs/publishing.md#review), kept on the item itself, and
// the moves every write shares: a review's columns change without raising the version (they are no
// content), and a review ends when what it was about is gone from under it. Kept apart from
// review.ts, which publishes through the kinds' writes, so versioned.ts can end a review too.

export type ReviewKind = 'post' | 'page';

/** What a write reads of an item's review. */
export interface ReviewedRow {
  id: number;
  status: string;
  pendingChanges: string | null;
  reviewState: string | null;
  reviewSubmitterId: number | null;
}

/** Sets an item's review columns: no content, so no version raised (an editor open on it keeps saving). */
export function setReview(tx: Tx, kind: ReviewKind, id: number, data: Record<string, unknown>) {
  return kind === 'post' ? tx.post.update({ where: { id }, data }) : tx.page.update({ where: { id }, data });
}

/** Queues a review's email in the write's transaction (the outbox sends it once committed). */
export function queueReviewNotice(tx: Tx, notice: ReviewNotice) {
  return enqueue(tx, { kind: reviewNoticeKind, payload: { ...notice } });
}

/** The columns of a review ended by `reviewer` (null: the scheduler). */
export function endedReview(reviewer: Pick<Viewer, 'id'> | null) {
  return { reviewState: null, reviewerId: reviewer?.id ?? null, reviewedAt: new Date(), reviewComment: '' };
}

/**
 * Ends the review of what a write took away, in the write's transaction: pending changes published,
 * discarded or made a draft's text (the item taken off the site), or a submitted draft published
 * without an approval. An approval ends its review itself, before publishing. The submitter hears
 * that their changes were published or discarded, unless they made the move; changes the scheduler
 * published at their time are told as the approval of the editor who scheduled them.
 * Whether it ended one, and whether an email was queued.
 */
export async function endReviewOfWrite(
  tx: Tx,
  kind: ReviewKind,
  viewer: Pick<Viewer, 'id'> | null,
  before: ReviewedRow,
  after: ReviewedRow,
  discarded: boolean,
): Promise<{ ended: boolean; told: boolean }> {
  if (!after.reviewState) return { ended: false, told: false };
  const changesGone = before.status === 'PUBLISHED' && !after.pendingChanges;
  const draftPublished = before.status !== 'PUBLISHED' && after.status === 'PUBLISHED';
  if (!changesGone && !draftPublished) return { ended: false, told: false };
  await setReview(tx, kind, after.id, endedReview(viewer));
  const submitter = after.reviewSubmitterId;
  if (!submitter || submitter === viewer?.id || after.status !== 'PUBLISHED') return { ended: true, told: false };
  // No viewer: the scheduler published the changes at the time an editor set (it discards nothing).
  const actorId = viewer ? viewer.id : await whoScheduledChanges(tx, kind, after.id);
  await queueReviewNotice(tx, {
    event: discarded ? 'discarded' : 'approved',
    kind,
    id: after.id,
    ...(actorId ? { actorId } : {}),
    recipientId: submitter,
    changes: changesGone,
  });
  return { ended: true, told: true };
}

/**
 * Who scheduled an item's pending changes: the actor of the audit's last record of a schedule
 * (publishing them with a future time, `changesScheduledFor`), or null when unknown (their account
 * deleted). Only a reviewer schedules changes, and a contributor's save drops the schedule, so the
 * changes the scheduler publishes are the ones that editor saw and set a time for: their approval.
 */
async function whoScheduledChanges(tx: Tx, kind: ReviewKind, id: number): Promise<number | null> {
  const scheduled = await tx.auditEvent.findFirst({
    where: { action: `${kind}.published`, target: `${kind}:${id}`, detail: { contains: '"changesScheduledFor":"' } },
    orderBy: { id: 'desc' },
    select: { actorId: true },
  });
  return scheduled?.actorId ?? null;
}
