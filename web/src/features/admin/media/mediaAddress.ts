import { isRecordId } from '../../../api/recordIds.ts';

// What the media library's address holds: the search (`q`) and the open image (`selected`, its
// number, as REST and the activity feed name it).

/** The address's query (`?q=…`) with this image open, or none (null): the search stays. */
export function withSelected(search: string, databaseId: number | null): string {
  const params = new URLSearchParams(search);
  if (databaseId === null) params.delete('selected');
  else params.set('selected', String(databaseId));
  const query = params.toString();
  return query ? `?${query}` : '';
}

/** The number in `?selected=<number>`, or null when it names no image that can exist. */
export function parseSelectedImage(value: string | null): number | null {
  return value && isRecordId(value) ? Number(value) : null;
}

/** An image's Relay global id, from its number (as the API encodes it: base64 of `Media:<number>`). */
export function mediaGlobalId(databaseId: number): string {
  return btoa(`Media:${databaseId}`);
}
