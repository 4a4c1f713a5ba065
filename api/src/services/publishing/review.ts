import type { Context, Viewer } from '../../context.ts';
import { transaction, type Tx } from '../../db/transaction.ts';
import { apiError } from '../../errors.ts';
import { recordAudit } from '../audit.ts';
import { isReviewer, requireStaff } from '../auth/permissions.ts';
import { announceEnqueued } from '../outbox/outbox.ts';
import { pageRevisions, publishPage, publishPageChanges } from '../pages/write.ts';
import { postRevisions } from '../posts/revisions.ts';
import { publishPost, publishPostChanges } from '../posts/write.ts';
import { maxReviewComment, reviewCommentProblem } from '../../../../web/src/api/reviewRules.ts';
import { endedReview, queueReviewNotice, setReview, type ReviewKind } from './reviewState.ts';
import { isLive, requireEditor, type Writer } from './versioned.ts';
import { requireMayEdit } from './contributorRules.ts';

// Review (docs/publishing.md#review): who may edit a draft (a contributor their own) submits it, or
// the pending changes over a live item (a contributor's own post or page); an editor or admin
// approves it (publishes the draft, or the changes, through the path every publish takes) or sends
// it back with a comment. The state is kept on the post or page; each step queues its email in the
// outbox in the same transaction, and is audited. Submitting and sending back change no content, so
// they raise no version: an editor open on the draft keeps saving.

export type { ReviewKind };
export interface ReviewSubject {
  kind: ReviewKind;
  id: number;
}

const notFound = (kind: ReviewKind) => (kind === 'post' ? 'Blog post not found' : 'Page not found');
const kindRules = (kind: ReviewKind) => ({ name: kind, revisions: kind === 'post' ? postRevisions : pageRevisions });

async function findSubject(db: Context['db'], subject: ReviewSubject) {
  const select = { id: true, status: true, publishedAt: true, pendingChanges: true, reviewState: true, reviewSubmitterId: true } as const;
  const row =
    subject.kind === 'post' ? await db.post.findUnique({ where: { id: subject.id }, select }) : await db.page.findUnique({ where: { id: subject.id }, select });
  if (!row) throw apiError('NOT_FOUND', notFound(subject.kind));
  return row;
}

/** Whether a row in review is pending changes to a live item (the changes are what is reviewed), rather than a draft. */
const ofChanges = (row: { status: string; publishedAt: Date | null; pendingChanges: string | null }) => isLive(row) && row.pendingChanges !== null;

/**
 * Submits a draft, or the pending changes over a live item, for review: who may edit it (a
 * contributor their own). Reviewers hear of it by email. An item already awaiting review stays as it
 * is (a retry, or a flood, emails no one again). A live item without pending changes, a scheduled
 * or an archived one has nothing to submit: 409.
 */
export async function submitForReview(ctx: Writer, subject: ReviewSubject): Promise<void> {
  const viewer = requireEditor(ctx);
  await transaction(ctx.db, async (tx) => {
    const row = await findSubject(tx as never, subject);
    await requireMayEdit(tx, viewer, kindRules(subject.kind), row);
    const changes = ofChanges(row);
    if (isLive(row) && !changes)
      throw apiError('CONFLICT', `This ${subject.kind} is published and has no pending changes: edit it first, then submit your changes for review`, {
        pendingChanges: 'none',
      });
    if (row.status !== 'DRAFT' && !changes)
      throw apiError('CONFLICT', `Only a draft, or the changes to a live ${subject.kind}, is submitted for review: this one is scheduled or archived`, {
        status: row.status === 'ARCHIVED' ? 'archived' : 'published',
      });
    if (row.reviewState === 'SUBMITTED') return;
    await setReview(tx, subject.kind, subject.id, { reviewState: 'SUBMITTED', reviewSubmitterId: viewer.id, reviewSubmittedAt: new Date() });
    await queueReviewNotice(tx, { event: 'submitted', kind: subject.kind, id: subject.id, actorId: viewer.id, changes });
    await recordAudit(tx, {
      action: `${subject.kind}.submitted`,
      actorId: viewer.id,
      target: `${subject.kind}:${subject.id}`,
      ip: ctx.ip,
      detail: changes ? { pendingChanges: true } : {},
    });
  });
  announceEnqueued(ctx.db);
}

/** The 409 of a reviewer's step on what no longer awaits review: the changes to a live item, or the draft. */
const notAwaitingReview = (kind: ReviewKind, changes: boolean, reviewState: string) =>
  apiError('CONFLICT', changes ? `These changes to the ${kind} no longer await review` : `This ${kind} is not awaiting review`, { reviewState });

/** What a reviewer acts on: a draft, or a live item's pending changes, submitted for review (409 otherwise). */
async function submitted(ctx: Writer, subject: ReviewSubject): Promise<{ viewer: Viewer; submitterId: number | null; changes: boolean }> {
  const viewer = requireStaff(ctx);
  const row = await findSubject(ctx.db, subject);
  const changes = ofChanges(row);
  if (row.reviewState !== 'SUBMITTED' || (row.status !== 'DRAFT' && !changes)) throw notAwaitingReview(subject.kind, changes, row.reviewState ?? 'none');
  return { viewer, submitterId: row.reviewSubmitterId, changes };
}

const commentMessages = {
  required: 'Say what should change before sending it back',
  too_long: `The comment must be at most ${maxReviewComment} characters`,
  invalid: 'The comment must be without control or text-direction characters (line breaks and tabs are fine)',
};

/** Sends a submitted draft back to its submitter with what to change (editors and admins). */
export async function sendBack(ctx: Writer, subject: ReviewSubject, rawComment: unknown): Promise<void> {
  const problem = reviewCommentProblem(rawComment);
  if (problem) throw apiError('BAD_USER_INPUT', commentMessages[problem], { comment: problem });
  const comment = (rawComment as string).trim();
  const { viewer, submitterId, changes } = await submitted(ctx, subject);
  await transaction(ctx.db, async (tx) => {
    const changed = await (subject.kind === 'post'
      ? tx.post.updateMany({ where: { id: subject.id, reviewState: 'SUBMITTED' }, data: sentBackData(viewer, comment) })
      : tx.page.updateMany({ where: { id: subject.id, reviewState: 'SUBMITTED' }, data: sentBackData(viewer, comment) }));
    if (changed.count === 0) throw notAwaitingReview(subject.kind, changes, 'changed');
    if (submitterId)
      await queueReviewNotice(tx, { event: 'sent_back', kind: subject.kind, id: subject.id, actorId: viewer.id, recipientId: submitterId, changes, comment });
    await recordAudit(tx, { action: `${subject.kind}.sent_back`, actorId: viewer.id, target: `${subject.kind}:${subject.id}`, ip: ctx.ip, detail: {} });
  });
  announceEnqueued(ctx.db);
}

function sentBackData(viewer: Viewer, comment: string) {
  return { reviewState: 'SENT_BACK' as const, reviewerId: viewer.id, reviewedAt: new Date(), reviewComment: comment };
}

/**
 * Approves what was submitted: publishes the draft now, or a live item's pending changes (as
 * publishing them does), through the publishing path (its checks, revision, redirects and caches),
 * from the `version` the reviewer read (409 when it changed since), ending its review and telling
 * the submitter in the same transaction: of an approval and a send-back made at once, the one that
 * ends the review first wins and the other is a 409.
 */
export async function approve(ctx: Writer, subject: ReviewSubject, version: unknown): Promise<void> {
  const { viewer, changes } = await submitted(ctx, subject);
  const endReview = async (tx: Tx) => {
    const { reviewSubmitterId } = await findSubject(tx as never, subject);
    const where = { id: subject.id, reviewState: 'SUBMITTED' as const };
    const data = endedReview(viewer);
    const ended = await (subject.kind === 'post' ? tx.post.updateMany({ where, data }) : tx.page.updateMany({ where, data }));
    if (ended.count === 0) throw notAwaitingReview(subject.kind, changes, 'changed');
    if (reviewSubmitterId)
      await queueReviewNotice(tx, { event: 'approved', kind: subject.kind, id: subject.id, actorId: viewer.id, recipientId: reviewSubmitterId, changes });
    await recordAudit(tx, {
      action: `${subject.kind}.approved`,
      actorId: viewer.id,
      target: `${subject.kind}:${subject.id}`,
      ip: ctx.ip,
      detail: changes ? { pendingChanges: true } : {},
    });
  };
  if (changes) {
    if (subject.kind === 'post') await publishPostChanges(ctx, subject.id, version, null, endReview);
    else await publishPageChanges(ctx, subject.id, version, null, endReview);
  } else if (subject.kind === 'post') await publishPost(ctx, subject.id, version, null, endReview);
  else await publishPage(ctx, subject.id, version, null, endReview);
  announceEnqueued(ctx.db);
}

/**
 * The dashboard's queue: to editors and admins, the drafts and live items' changes awaiting review;
 * to a contributor, what they submitted that awaits review or was sent back. Newest first, at most
 * 50 of each kind.
 */
export async function reviewQueue(ctx: Pick<Context, 'db' | 'viewer' | 'tokenRejected'>) {
  const viewer = requireEditor(ctx);
  // A draft, or a published item with changes (a review's state outliving them is not listed).
  const inReview = { OR: [{ status: 'DRAFT' as const }, { status: 'PUBLISHED' as const, pendingChanges: { not: null } }] };
  const where = isReviewer(viewer)
    ? { ...inReview, reviewState: 'SUBMITTED' as const }
    : { ...inReview, reviewState: { in: ['SUBMITTED' as const, 'SENT_BACK' as const] }, reviewSubmitterId: viewer.id };
  const order = { orderBy: [{ reviewSubmittedAt: 'desc' as const }, { id: 'desc' as const }], take: 50 };
  const [posts, pages] = await Promise.all([ctx.db.post.findMany({ where, ...order }), ctx.db.page.findMany({ where, ...order })]);
  return { posts, pages };
}
