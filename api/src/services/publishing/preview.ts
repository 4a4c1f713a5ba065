import type { Context } from '../../context.ts';

// What a preview link shows (docs/publishing.md): the one post or page it was made for, as it is
// stored now (a draft's or a scheduled item's unpublished content), at the address it will have,
// rendered by the public site's own pages. The public reads of a post or page (post(slug),
// pageByPath) take their condition from here, so a page rendered through a link finds that item as
// visitors will, and nothing else that is not public. A live item with pending changes is shown with
// them (`withPendingShown`): the link shows what publishing the changes will put before visitors.

export type PreviewKind = 'post' | 'page';

/** What a request made through a valid preview link may see besides the public content. */
export interface PreviewGrant {
  kind: PreviewKind;
  id: number;
}

/**
 * The condition of a public read of one kind: what visitors see (`published`), or, through a preview
 * link of that kind, the item it shows too, whatever its state.
 */
export function shownWhere<Where extends object>(ctx: Pick<Context, 'preview'>, kind: PreviewKind, published: Where): Where | { OR: [Where, { id: number }] } {
  const grant = ctx.preview;
  return grant?.kind === kind ? { OR: [published, { id: grant.id }] } : published;
}

/**
 * The item a public read found, as a preview link of it shows it: with its pending changes written
 * over it (`overlay`, in memory only) when the request came through that item's link and it has
 * some. Any other read, and an item without pending changes, is as found.
 */
export async function withPendingShown<Row extends { id: number }>(
  ctx: Pick<Context, 'preview'>,
  kind: PreviewKind,
  row: Row | null,
  readPending: (id: number) => Promise<string | null>,
  overlay: (row: Row, pending: Record<string, unknown>) => Row,
): Promise<Row | null> {
  if (!row || ctx.preview?.kind !== kind || ctx.preview.id !== row.id) return row;
  const pending = await readPending(row.id);
  return pending ? overlay(row, JSON.parse(pending) as Record<string, unknown>) : row;
}

/**
 * A row's translations (the columns a read selected) with the texts of pending changes: a language
 * the changes drop is gone, one they add takes the row's shape with their texts.
 */
export function pendingTranslations<Translation extends { locale: string }>(
  rows: Translation[] | undefined,
  pending: unknown,
  extra: (texts: Record<string, unknown>) => Record<string, unknown> = () => ({}),
): Translation[] | undefined {
  if (!rows || !pending || typeof pending !== 'object') return rows;
  return Object.entries(pending as Record<string, Record<string, unknown> | null>).flatMap(([locale, texts]) => {
    if (!texts) return [];
    const found = rows.find((row) => row.locale === locale);
    return [{ ...(found ?? {}), ...texts, ...extra(texts), locale } as unknown as Translation];
  });
}

/** The address a previewed item will be read at: an article's /blog/<slug>, a page's path. */
export function previewAddress(item: { post: { slug: string } | null; page: { path: string } | null }): string | null {
  if (item.post) return `/blog/${item.post.slug}`;
  return item.page?.path ?? null;
}
