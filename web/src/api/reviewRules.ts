import { hasDisguisingCharacters } from './contactRules.ts';

// What a reviewer writes when sending a draft back (docs/publishing.md#review): checked alike by the
// send-back dialog and the API (api/src/services/publishing/review.ts). The comment reaches its
// submitter on screen and by email, like an enquiry's message reaches staff: the same characters are refused.

/** The longest comment a reviewer sends back. */
export const maxReviewComment = 2000;

/** What is wrong with a comment, as sent (it is trimmed first), or null when it may be sent. */
export function reviewCommentProblem(comment: unknown): 'required' | 'too_long' | 'invalid' | null {
  const text = typeof comment === 'string' ? comment.trim() : '';
  if (!text) return 'required';
  if (text.length > maxReviewComment) return 'too_long';
  return hasDisguisingCharacters(text, true) ? 'invalid' : null;
}
