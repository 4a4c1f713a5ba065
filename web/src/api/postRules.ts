// A post's rules, shared: the server enforces them (api/src/services/posts/input.ts) and states them
// in the API's descriptions; the editor checks them first, to say what is wrong before a save.

/** The most characters of each text of a post, in each language. */
export const postTextLimits = { title: 200, excerpt: 500, body: 100_000, seoTitle: 120, seoDescription: 320 } as const;
/** How much search engines usually show: beyond it the editor hints, the API does not refuse. */
export const seoShown = { seoTitle: 60, seoDescription: 155 } as const;

/** Slugs: lowercase letters and digits in words joined by single hyphens. */
export const slugPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const maxSlugLength = 100;
export const maxTagLength = 50;
export const maxTags = 10;
export const coverImageMaxLength = 2048;

/**
 * Slugs that would read as something else: routes next to /blog/{slug} and /api/blogs/{slug}
 * (`/api/blogs/admin` is the staff list), words a reader would take for a page of the site, and
 * digits alone, which read as an id (/api/blogs/123 would be one post to GET and another to PUT).
 */
const reservedSlugs = new Set([
  'admin',
  'new',
  'edit',
  'api',
  'graphql',
  'blog',
  'blogs',
  'rss',
  'feed',
  'sitemap',
  'search',
  'tag',
  'tags',
  'page',
  'category',
  'analytics',
  'like',
  'drafts',
]);

export function isReservedSlug(slug: string): boolean {
  return reservedSlugs.has(slug) || /^\d+$/.test(slug);
}

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
  return isReservedSlug(slug) ? `${slug}-post` : slug;
}

/** What is wrong with a slug an editor typed, as the API's error code; null when it is fine. */
export function slugProblem(slug: string): 'invalid' | 'too_long' | 'reserved' | null {
  if (slug.length > maxSlugLength) return 'too_long';
  if (!slugPattern.test(slug)) return 'invalid';
  if (isReservedSlug(slug)) return 'reserved';
  return null;
}

/** A tag as typed ("Data Sovereignty") as the slug the API files it under ("data-sovereignty"); '' when nothing usable. */
export function tagSlug(text: string): string {
  return hyphenated(text, maxTagLength);
}

/** A cover image the site shows: an https:// address, or a path on this site (one leading slash), without spaces, quotes, angle brackets or backslashes. */
export function isCoverImageAddress(url: string): boolean {
  return /^https:\/\/[^\s"'<>\\]+$/i.test(url) || /^\/(?![/\\])[^\s"'<>\\]*$/.test(url);
}
