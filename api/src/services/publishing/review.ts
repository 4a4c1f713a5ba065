import type { Context, Viewer } from '../../context.ts';
import { transaction, type Tx } from '../../db/transaction.ts';
import { apiError } from '../../errors.ts';
import { recordAudit } from '../audit.ts';
import { isReviewer, requireStaff } from '../auth/permissions.ts';
import { announceEnqueued, enqueue } from '../outbox/outbox.ts';
import { pageRevisions, publishPage } from '../pages/write.ts';
import { postRevisions } from '../posts/revisions.ts';
import { publishPost } from '../posts/write.ts';
import { maxReviewComment, reviewCommentProblem } from '../../../../web/src/api/reviewRules.ts';
import { reviewNoticeKind, type ReviewNotice } from './reviewMail.ts';
import { requireEditor, requireMayEdit, type Writer } from './versioned.ts';

// Review (docs/publishing.md#review): who may edit a draft (a contributor their own) submits it;
// an editor or admin approves it (publishes it through the publishing path every publish takes) or
// sends it back with a comment. The state is kept on the post or page; each step queues its email
// in the outbox in the same transaction, and is audited. Submitting and sending back change no
// content, so they raise no version: an editor open on the draft keeps saving.

export type ReviewKind = 'post' | 'page';
export interface ReviewSubject {
  kind: ReviewKind;
  id: number;
}

const notFound = (kind: ReviewKind) => (kind === 'post' ? 'Blog post not found' : 'Page not found');
const kindRules = (kind: ReviewKind) => ({ name: kind, revisions: kind === 'post' ? postRevisions : pageRevisions });

async function findSubject(db: Context['db'], subject: ReviewSubject) {
  const select = { id: true, status: true, reviewState: true, reviewSubmitterId: true } as const;
  const row =
    subject.kind === 'post' ? await db.post.findUnique({ where: { id: subject.id }, select }) : await db.page.findUnique({ where: { id: subject.id }, select });
  if (!row) throw apiError('NOT_FOUND', notFound(subject.kind));
  return row;
}

function setReview(tx: Tx, subject: ReviewSubject, data: Record<string, unknown>) {
  return subject.kind === 'post' ? tx.post.update({ where: { id: subject.id }, data }) : tx.page.update({ where: { id: subject.id }, data });
}

async function notify(ctx: Writer, tx: Tx, notice: ReviewNotice) {
  await enqueue(tx, { kind: reviewNoticeKind, payload: { ...notice } });
}

/**
 * Submits a draft for review: who may edit it (a contributor their own draft). Reviewers hear of it
 * by email. A draft already awaiting review stays as it is (a retry, or a flood, emails no one again).
 */
export async function submitForReview(ctx: Writer, subject: ReviewSubject): Promise<void> {
  const viewer = requireEditor(ctx);
  await transaction(ctx.db, async (tx) => {
    const row = await findSubject(tx as never, subject);
    await requireMayEdit(tx, viewer, kindRules(subject.kind), row);
    if (row.status !== 'DRAFT') throw apiError('CONFLICT', `Only a draft is submitted for review: this ${subject.kind} is published`, { status: 'published' });
    if (row.reviewState === 'SUBMITTED') return;
    await setReview(tx, subject, { reviewState: 'SUBMITTED', reviewSubmitterId: viewer.id, reviewSubmittedAt: new Date() });
    await notify(ctx, tx, { event: 'submitted', kind: subject.kind, id: subject.id, actorId: viewer.id });
    await recordAudit(tx, { action: `${subject.kind}.submitted`, actorId: viewer.id, target: `${subject.kind}:${subject.id}`, ip: ctx.ip, detail: {} });
  });
  announceEnqueued(ctx.db);
}

/** What a reviewer acts on: a draft submitted for review (409 otherwise). */
async function submitted(ctx: Writer, subject: ReviewSubject): Promise<{ viewer: Viewer; submitterId: number | null }> {
  const viewer = requireStaff(ctx);
  const row = await findSubject(ctx.db, subject);
  if (row.reviewState !== 'SUBMITTED' || row.status !== 'DRAFT')
    throw apiError('CONFLICT', `This ${subject.kind} is not awaiting review`, { reviewState: row.reviewState ?? 'none' });
  return { viewer, submitterId: row.reviewSubmitterId };
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
  const { viewer, submitterId } = await submitted(ctx, subject);
  await transaction(ctx.db, async (tx) => {
    const changed = await (subject.kind === 'post'
      ? tx.post.updateMany({ where: { id: subject.id, reviewState: 'SUBMITTED' }, data: sentBackData(viewer, comment) })
      : tx.page.updateMany({ where: { id: subject.id, reviewState: 'SUBMITTED' }, data: sentBackData(viewer, comment) }));
    if (changed.count === 0) throw apiError('CONFLICT', `This ${subject.kind} is not awaiting review`, { reviewState: 'changed' });
    if (submitterId) await notify(ctx, tx, { event: 'sent_back', kind: subject.kind, id: subject.id, actorId: viewer.id, recipientId: submitterId });
    await recordAudit(tx, { action: `${subject.kind}.sent_back`, actorId: viewer.id, target: `${subject.kind}:${subject.id}`, ip: ctx.ip, detail: {} });
  });
  announceEnqueued(ctx.db);
}

function sentBackData(viewer: Viewer, comment: string) {
  return { reviewState: 'SENT_BACK' as const, reviewerId: viewer.id, reviewedAt: new Date(), reviewComment: comment };
}

/**
 * Approves a submitted draft: publishes it now through the publishing path (its checks, revision,
 * redirects and caches), from the `version` the reviewer read (409 when it changed since), ending
 * its review and telling the submitter in the same transaction: of an approval and a send-back made
 * at once, the one that ends the review first wins and the other is a 409.
 */
export async function approve(ctx: Writer, subject: ReviewSubject, version: unknown): Promise<void> {
  const { viewer } = await submitted(ctx, subject);
  const endReview = async (tx: Tx) => {
    const { reviewSubmitterId } = await findSubject(tx as never, subject);
    const where = { id: subject.id, reviewState: 'SUBMITTED' as const };
    const data = { reviewState: null, reviewerId: viewer.id, reviewedAt: new Date(), reviewComment: '' };
    const ended = await (subject.kind === 'post' ? tx.post.updateMany({ where, data }) : tx.page.updateMany({ where, data }));
    if (ended.count === 0) throw apiError('CONFLICT', `This ${subject.kind} is not awaiting review`, { reviewState: 'changed' });
    if (reviewSubmitterId) await notify(ctx, tx, { event: 'approved', kind: subject.kind, id: subject.id, actorId: viewer.id, recipientId: reviewSubmitterId });
    await recordAudit(tx, { action: `${subject.kind}.approved`, actorId: viewer.id, target: `${subject.kind}:${subject.id}`, ip: ctx.ip, detail: {} });
  };
  if (subject.kind === 'post') await publishPost(ctx, subject.id, version, null, endReview);
  else await publishPage(ctx, subject.id, version, null, endReview);
  announceEnqueued(ctx.db);
}

/**
 * The dashboard's queue: to editors and admins, the drafts awaiting review; to a contributor, what
 * they submitted that awaits review or was sent back. Newest first, at most 50 of each kind.
 */
export async function reviewQueue(ctx: Pick<Context, 'db' | 'viewer' | 'tokenRejected'>) {
  const viewer = requireEditor(ctx);
  const where = isReviewer(viewer)
    ? { status: 'DRAFT' as const, reviewState: 'SUBMITTED' as const }
    : { status: 'DRAFT' as const, reviewState: { in: ['SUBMITTED' as const, 'SENT_BACK' as const] }, reviewSubmitterId: viewer.id };
  const order = { orderBy: [{ reviewSubmittedAt: 'desc' as const }, { id: 'desc' as const }], take: 50 };
  const [posts, pages] = await Promise.all([ctx.db.post.findMany({ where, ...order }), ctx.db.page.findMany({ where, ...order })]);
  return { posts, pages };
}
