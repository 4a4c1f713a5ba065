import { globalIdFromParam, numericId } from './ids.ts';
import { approveBody, ReviewStep, sendBackBody } from './schemas/review.ts';
import type { RestRoute } from './types.ts';

// Review's door (docs/publishing.md#review): submit, approve and send back a post or a page; each
// route one operation of graphql/types/review.ts.

const fields = 'id status version review { state comment submittedAt reviewedAt }';
type Reviewed = { id: string; status: string; version: number; review: ({ state: string } & Record<string, unknown>) | null };
const shape = (item: Reviewed) => ({
  ...item,
  id: numericId(item.id),
  status: item.status.toLowerCase(),
  review: item.review ? { ...item.review, state: item.review.state.toLowerCase() } : null,
});

const kinds = [
  { collection: 'blogs', type: 'Post', field: 'post', what: 'post' },
  { collection: 'pages', type: 'Page', field: 'page', what: 'page' },
] as const;

export const reviewRoutes: RestRoute[] = kinds.flatMap(({ collection, type, field, what }) => [
  {
    method: 'POST' as const,
    path: `/api/${collection}/:id/submit`,
    document: `mutation RestSubmit${type}($input: SubmitForReviewInput!) { submitForReview(input: $input) { ${field} { ${fields} } } }`,
    variables: ({ params }) => ({ input: { subjectId: globalIdFromParam(type, params.id) } }),
    respond: (data) => shape(data.submitForReview[field]),
    doc: {
      summary: `Submit a draft ${what}, or the pending changes to a live one, for review`,
      description: `Who may edit it (a contributor their own draft or live ${what}); editors and admins are told by email. 409 for a live ${what} without pending changes (naming pendingChanges), or a scheduled or archived one.`,
      tag: 'Review' as const,
      access: 'staff' as const,
      data: ReviewStep,
      refusals: ['CONFLICT' as const],
    },
  },
  {
    method: 'POST' as const,
    path: `/api/${collection}/:id/approve`,
    document: `mutation RestApprove${type}($input: ApproveInput!) { approve(input: $input) { ${field} { ${fields} } } }`,
    variables: ({ params, body }) => ({ input: { subjectId: globalIdFromParam(type, params.id), version: body?.version ?? null } }),
    respond: (data) => shape(data.approve[field]),
    doc: {
      summary: `Approve a ${what} submitted for review: it is published now (a live ${what}'s pending changes are)`,
      description:
        'Editors and admins (403 for contributors); the submitter is told by email. 409 when it is not awaiting review or was saved after `version`.',
      tag: 'Review' as const,
      access: 'staff' as const,
      body: approveBody,
      data: ReviewStep,
      refusals: ['CONFLICT' as const],
    },
  },
  {
    method: 'POST' as const,
    path: `/api/${collection}/:id/send-back`,
    document: `mutation RestSendBack${type}($input: SendBackInput!) { sendBack(input: $input) { ${field} { ${fields} } } }`,
    variables: ({ params, body }) => ({ input: { subjectId: globalIdFromParam(type, params.id), comment: body?.comment ?? null } }),
    respond: (data) => shape(data.sendBack[field]),
    doc: {
      summary: `Send a ${what} submitted for review back to its submitter, with a comment`,
      description: 'Editors and admins (403 for contributors); the submitter is told by email. 409 when it is not awaiting review.',
      tag: 'Review' as const,
      access: 'staff' as const,
      body: sendBackBody,
      data: ReviewStep,
      refusals: ['CONFLICT' as const],
    },
  },
]);
