import type { Page, Post } from '../../db/generated/client.ts';
import { apiError } from '../../errors.ts';
import { maxReviewComment } from '../../../../web/src/api/reviewRules.ts';
import { approve, reviewQueue, sendBack, submitForReview, type ReviewSubject } from '../../services/publishing/review.ts';
import { mayEdit } from '../../services/publishing/contributorRules.ts';
import { pageRevisions } from '../../services/pages/write.ts';
import { postRevisions } from '../../services/posts/revisions.ts';
import { builder } from '../builder.ts';
import { PageRef } from './page.ts';
import { PostRef } from './post.ts';

// Review (docs/publishing.md#review): a post's or page's review state (of a draft, or of the pending
// changes over a live item), the dashboard's queue, and the three steps. The rules:
// services/publishing/review.ts.

export const ReviewStateEnum = builder.enumType('ReviewState', {
  description: 'Where a draft, or the pending changes over a live item, stands in review',
  values: {
    SUBMITTED: { description: 'Submitted for review: awaits an editor or admin' },
    SENT_BACK: { description: 'Sent back to its submitter with what to change' },
  } as const,
});

type Reviewed = Pick<Post, 'reviewState' | 'reviewSubmitterId' | 'reviewSubmittedAt' | 'reviewerId' | 'reviewedAt' | 'reviewComment'>;

const ReviewRef = builder.objectRef<Reviewed>('Review').implement({
  description:
    "A draft's review, or that of the pending changes over a live item (the item is then published): who submitted it and, once sent back, who sent it back and why",
  fields: (t) => ({
    state: t.field({ type: ReviewStateEnum, description: 'Submitted, or sent back', resolve: (r) => r.reviewState! }),
    submittedAt: t.expose('reviewSubmittedAt', { type: 'DateTime', nullable: true, description: 'When it was last submitted' }),
    submittedByName: t.string({
      nullable: true,
      description: 'Who submitted it; null when their account is gone',
      resolve: (r, _a, ctx) => nameOf(ctx, r.reviewSubmitterId),
    }),
    viewerIsSubmitter: t.boolean({
      description: 'Whether the signed-in user submitted it',
      resolve: (r, _a, ctx) => ctx.viewer !== null && ctx.viewer.id === r.reviewSubmitterId,
    }),
    comment: t.exposeString('reviewComment', { description: "The reviewer's comment when sent back; empty while submitted" }),
    reviewedAt: t.expose('reviewedAt', { type: 'DateTime', nullable: true, description: 'When it was sent back' }),
    reviewerName: t.string({ nullable: true, description: 'Who sent it back', resolve: (r, _a, ctx) => nameOf(ctx, r.reviewerId) }),
  }),
});

async function nameOf(ctx: { db: import('../../db/client.ts').Db }, id: number | null): Promise<string | null> {
  if (id === null) return null;
  return (await ctx.db.user.findUnique({ where: { id }, select: { displayName: true } }))?.displayName ?? null;
}

const reviewSelect = {
  id: true,
  status: true,
  publishedAt: true,
  reviewState: true,
  reviewSubmitterId: true,
  reviewSubmittedAt: true,
  reviewerId: true,
  reviewedAt: true,
  reviewComment: true,
} as const;
// A review is unpublished work, as pending changes are: who may not edit the item (a contributor
// reading another's post or page) reads none of it, not its state, comment or who is in it (mayEdit).
for (const [ref, revisions] of [
  [PostRef, postRevisions],
  [PageRef, pageRevisions],
] as const) {
  builder.prismaObjectField(ref as typeof PostRef, 'review', (t) =>
    t.field({
      type: ReviewRef,
      nullable: true,
      description: 'Its review, while submitted or sent back; null otherwise, or for who may not edit it (signed-in staff only)',
      authScopes: { writer: true },
      select: reviewSelect,
      resolve: async (row, _args, ctx) => (row.reviewState && (await mayEdit(ctx.db, ctx.viewer, { revisions }, row)) ? row : null),
    }),
  );
}

const ReviewQueueRef = builder.objectRef<{ posts: Post[]; pages: Page[] }>('ReviewQueue').implement({
  description:
    'The drafts and live items with changes in review the signed-in user should see, newest submission first (at most 50 of each); a published one is changes to it',
  fields: (t) => ({
    posts: t.field({ type: [PostRef], description: 'Posts', resolve: (q) => q.posts }),
    pages: t.field({ type: [PageRef], description: 'Pages', resolve: (q) => q.pages }),
  }),
});

builder.queryField('reviewQueue', (t) =>
  t.field({
    type: ReviewQueueRef,
    description:
      'To editors and admins, the drafts and changes to live items awaiting review; to a contributor, their own submitted and sent-back ones (signed-in staff only)',
    authScopes: { writer: true },
    resolve: (_root, _args, ctx) => reviewQueue(ctx),
  }),
);

const ReviewPayload = builder.objectRef<ReviewSubject>('ReviewPayload').implement({
  description: 'The post or page as it is after the step (the other field is null)',
  fields: (t) => ({
    post: t.prismaField({
      type: 'Post',
      nullable: true,
      description: 'The post, when it was one',
      resolve: (query, s, _a, ctx) => (s.kind === 'post' ? ctx.db.post.findUnique({ ...query, where: { id: s.id } }) : null),
    }),
    page: t.prismaField({
      type: 'Page',
      nullable: true,
      description: 'The page, when it was one',
      resolve: (query, s, _a, ctx) => (s.kind === 'page' ? ctx.db.page.findUnique({ ...query, where: { id: s.id } }) : null),
    }),
  }),
});

/** The post or page a global id names: 400 for any other kind. */
function subjectOf(globalId: { typename: string; id: string }): ReviewSubject {
  const id = Number(globalId.id);
  if ((globalId.typename === 'Post' || globalId.typename === 'Page') && Number.isSafeInteger(id) && id > 0)
    return { kind: globalId.typename === 'Post' ? 'post' : 'page', id };
  throw apiError('BAD_USER_INPUT', 'Review takes a post or a page: send the global id of one', { subjectId: 'invalid' });
}

const SubmitForReviewInput = builder.inputType('SubmitForReviewInput', {
  description: 'A draft to submit for review',
  fields: (t) => ({ subjectId: t.globalID({ required: true, description: 'The global id of the post or page' }) }),
});
const ApproveInput = builder.inputType('ApproveInput', {
  description: 'A submitted draft to approve (publish now)',
  fields: (t) => ({
    subjectId: t.globalID({ required: true, description: 'The global id of the post or page' }),
    version: t.int({ required: true, description: 'The version the reviewer read: CONFLICT when it was saved since' }),
  }),
});
const SendBackInput = builder.inputType('SendBackInput', {
  description: 'A submitted draft to send back to its submitter',
  fields: (t) => ({
    subjectId: t.globalID({ required: true, description: 'The global id of the post or page' }),
    comment: t.string({
      required: true,
      description: `What should change: 1 to ${maxReviewComment.toLocaleString('en')} characters, line breaks and tabs but no other control or text-direction characters`,
    }),
  }),
});

builder.mutationFields((t) => ({
  submitForReview: t.field({
    description:
      'Submits a draft, or the pending changes over a live post or page, for review; editors and admins hear of it by email (who may edit it: a contributor their own). CONFLICT for a live item without pending changes',
    type: ReviewPayload,
    args: { input: t.arg({ type: SubmitForReviewInput, required: true, description: 'Which draft' }) },
    resolve: async (_root, { input }, ctx) => {
      const subject = subjectOf(input.subjectId);
      await submitForReview(ctx, subject);
      return subject;
    },
  }),
  approve: t.field({
    description:
      'Approves what was submitted for review: publishes the draft, or the pending changes over a live item, now and tells its submitter (editors and admins)',
    type: ReviewPayload,
    args: { input: t.arg({ type: ApproveInput, required: true, description: 'Which draft, and the version read' }) },
    resolve: async (_root, { input }, ctx) => {
      const subject = subjectOf(input.subjectId);
      await approve(ctx, subject, input.version);
      return subject;
    },
  }),
  sendBack: t.field({
    description: 'Sends a draft submitted for review back to its submitter with a comment, by email too (editors and admins)',
    type: ReviewPayload,
    args: { input: t.arg({ type: SendBackInput, required: true, description: 'Which draft, and what should change' }) },
    resolve: async (_root, { input }, ctx) => {
      const subject = subjectOf(input.subjectId);
      await sendBack(ctx, subject, input.comment);
      return subject;
    },
  }),
}));
