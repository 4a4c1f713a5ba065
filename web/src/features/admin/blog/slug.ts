// The API's rules for slugs and tags (api/src/services/posts/input.ts), checked in the browser too
// so the editor can say what is wrong before a save.

export const slugPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const maxSlugLength = 100;
export const maxTagLength = 50;
export const maxTags = 10;

const reservedSlugs = new Set(['admin', 'new', 'edit', 'api', 'graphql', 'blog', 'blogs', 'rss', 'feed', 'sitemap', 'search', 'tag', 'tags', 'page', 'category', 'analytics', 'like', 'drafts']);

/** Latin words of a text, lowercased and joined by hyphens (accents dropped, '&' read as 'and'). */
function hyphenated(text: string, max: number): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, max)
    .replace(/-+$/, '');
}

/** The slug the API makes from a title: ASCII words only (an Arabic-only title gives none). */
export function slugFromTitle(title: string): string {
  const slug = hyphenated(title, 80);
  return reservedSlugs.has(slug) ? `${slug}-post` : slug;
}

/** What is wrong with a slug an editor typed, as the API's error code; null when it is fine. */
export function slugProblem(slug: string): 'invalid' | 'too_long' | 'reserved' | null {
  if (slug.length > maxSlugLength) return 'too_long';
  if (!slugPattern.test(slug)) return 'invalid';
  if (reservedSlugs.has(slug)) return 'reserved';
  return null;
}

/** A tag as typed ("Data Sovereignty") as the slug the API files it under ("data-sovereignty"); '' when nothing usable. */
export function tagSlug(text: string): string {
  return hyphenated(text, maxTagLength);
}
