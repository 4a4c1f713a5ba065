import { z } from 'zod';
import { maxReviewComment } from '../../../../web/src/api/reviewRules.ts';
import { component, dateTime, recordId } from './common.ts';

// Review as /api/{blogs,pages}/{id}/submit, /approve and /send-back show and take it (rest/reviewRoutes.ts).

export const ReviewStep = component(
  'ReviewStep',
  z.object({
    id: recordId,
    status: z.enum(['draft', 'published']).meta({ description: 'The state after the step: approved drafts are published' }),
    version: z.number().int().meta({ description: 'The version now (an approval publishes, raising it)' }),
    review: z
      .object({
        state: z.enum(['submitted', 'sent_back']),
        comment: z.string().meta({ description: "The reviewer's comment when sent back" }),
        submittedAt: dateTime.nullable(),
        reviewedAt: dateTime.nullable(),
      })
      .nullable()
      .meta({ description: 'Its review now; null once approved' }),
  }),
);

export const approveBody = z.object({ version: z.number().int().positive().meta({ description: 'The version the reviewer read (409 when saved since)' }) });
export const sendBackBody = z.object({ comment: z.string().min(1).max(maxReviewComment).meta({ description: 'What should change' }) });
