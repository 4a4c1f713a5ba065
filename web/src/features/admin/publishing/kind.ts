/** What an editor built on these pieces edits: a post (the blog) or a page (the site). */
export type EditedKind = 'post' | 'page';

/** The i18next context of the words that name what is edited ("this post", "this page"); none for a post. */
export const contextOf = (kind: EditedKind): string | undefined => (kind === 'page' ? 'page' : undefined);
