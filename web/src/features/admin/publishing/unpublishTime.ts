import { fromOfficeInput } from '../../../format/officeTime.ts';

// A live post's or page's unpublish time: the scheduler takes it off the site then (docs/publishing.md).
// Every save carries the whole item, so the editors keep this field in their form: a save that left
// it out would clear a time set earlier.

/** Why this unpublish time (office time) cannot be saved, or null: the API's own rule (unpublishTime). */
export function unpublishTimeProblem(unpublishAt: string, publishAt: string): 'invalid' | 'before_publication' | null {
  if (!unpublishAt.trim()) return null;
  const at = fromOfficeInput(unpublishAt);
  if (!at) return 'invalid';
  const published = fromOfficeInput(publishAt);
  const from = Math.max(published ? Date.parse(published) : 0, Date.now());
  return Date.parse(at) <= from ? 'before_publication' : null;
}
