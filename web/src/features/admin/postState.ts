export type PostState = 'DRAFT' | 'PUBLISHED' | 'SCHEDULED' | 'ARCHIVED';

/** Whether a published post with this date is scheduled (its time has not come). */
export function isScheduled(status: string, publishedAt: string | null | undefined, now = Date.now()): boolean {
  return status === 'PUBLISHED' && Boolean(publishedAt) && Date.parse(publishedAt!) > now;
}

/** What a reader of the admin calls a post's state: a published post whose time has not come is scheduled. */
export function postState(status: string, publishedAt: string | null | undefined, now = Date.now()): PostState {
  if (isScheduled(status, publishedAt, now)) return 'SCHEDULED';
  return status === 'PUBLISHED' || status === 'ARCHIVED' ? status : 'DRAFT';
}
