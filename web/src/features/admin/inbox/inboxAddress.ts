import { isRecordId } from '../../../api/recordIds.ts';

// What the inbox's address holds: the status filter, the search, and the open message (its
// number, as REST and the notification email name it).

export const statusFilters = ['all', 'new', 'read', 'archived'] as const;
export type StatusFilter = (typeof statusFilters)[number];
export type MessageStatus = 'NEW' | 'READ' | 'ARCHIVED';

export const inboxPath = '/admin/inbox';

export function parseStatusFilter(value: string | null): StatusFilter {
  return (statusFilters as readonly string[]).includes(value ?? '') ? (value as StatusFilter) : 'all';
}

/** The filter as the API's `status` argument (null: every message). */
export function statusArgument(filter: StatusFilter): MessageStatus | null {
  return filter === 'all' ? null : (filter.toUpperCase() as MessageStatus);
}

/** The number in `/admin/inbox/<number>`, or null when it names no message that can exist. */
export function parseMessageNumber(param: string | undefined): number | null {
  return param && isRecordId(param) ? Number(param) : null;
}

/** The message's Relay id: GraphQL names nodes by global id, base64 of `ContactMessage:<number>`. */
export function messageGlobalId(databaseId: number): string {
  return btoa(`ContactMessage:${databaseId}`);
}

/** A message's first words for the list: whitespace folded, cut at a word near `length` characters. */
export function snippetOf(message: string, length = 140): string {
  const text = message.replace(/\s+/g, ' ').trim();
  if (text.length <= length) return text;
  const cut = text.slice(0, length);
  const space = cut.lastIndexOf(' ');
  return `${(space > length * 0.6 ? cut.slice(0, space) : cut).trimEnd()}…`;
}
