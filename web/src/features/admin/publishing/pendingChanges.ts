// Pending changes over live content (docs/publishing.md#pending-changes), as the editors read them:
// a live record's edits wait on the server as JSON in the shape a write takes; the form shows them
// instead of the published version, which visitors keep reading until they are published.

/** The pending content of a record read with `pendingChanges { content }`, or null when it has none. */
export function pendingContent(record: { readonly pendingChanges?: { readonly content: string } | null }): Record<string, unknown> | null {
  if (!record.pendingChanges) return null;
  try {
    const parsed: unknown = JSON.parse(record.pendingChanges.content);
    return parsed && typeof parsed === 'object' ? (parsed as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** A write's `translations: { en: {...}, ar: {...} }` as the list of `{ locale, ... }` the API reads give. */
export function pendingTranslations<T>(translations: unknown): (T & { locale: string })[] {
  if (!translations || typeof translations !== 'object') return [];
  return Object.entries(translations as Record<string, T | null>).flatMap(([locale, texts]) => (texts ? [{ ...texts, locale }] : []));
}

/** Whether visitors read the record now: published, its time come. Its edits then wait as pending changes. */
export function isLiveRecord(record: { status: string; publishedAt: string | null } | null): boolean {
  return !!record && record.status === 'PUBLISHED' && !!record.publishedAt && Date.parse(record.publishedAt) <= Date.now();
}
