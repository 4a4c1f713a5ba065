import type { BreakingChangeType } from 'graphql';

// schema.graphql is the published contract of the GraphQL API. A change that can break a client
// written against it (a field or type removed, an argument made required, a type changed) is
// refused by `npm run generate` and by schema.test.ts until it is listed here: on purpose, dated,
// with what consumers should do instead. Prefer not to break: add the new shape beside the old
// and deprecate the old one (`deprecationReason`) for a while first.

export interface AcceptedBreakingChange {
  /** As graphql-js's findBreakingChanges reports it, e.g. FIELD_REMOVED. */
  type: `${BreakingChangeType}`;
  /** Its description, word for word, e.g. "Post.coverImage was removed." */
  description: string;
  /** The day it was accepted, YYYY-MM-DD. */
  date: string;
  /** For consumers: why, and what to use instead. */
  reason: string;
}

/** Every breaking change made on purpose, oldest first. */
export const acceptedBreakingChanges: readonly AcceptedBreakingChange[] = [];
