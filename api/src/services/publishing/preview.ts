import type { Context } from '../../context.ts';

// What a preview link shows (docs/publishing.md): the one post or page it was made for, as it is
// stored now (a draft's or a scheduled item's unpublished content), at the address it will have,
// rendered by the public site's own pages. The public reads of a post or page (post(slug),
// pageByPath) take their condition from here, so a page rendered through a link finds that item as
// visitors will, and nothing else that is not public. Pending changes over live content will plug in
// here: what a grant shows becomes the pending state instead of the stored one.

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

/** The address a previewed item will be read at: an article's /blog/<slug>, a page's path. */
export function previewAddress(item: { post: { slug: string } | null; page: { path: string } | null }): string | null {
  if (item.post) return `/blog/${item.post.slug}`;
  return item.page?.path ?? null;
}
