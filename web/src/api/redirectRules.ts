// The addresses a redirect may join, shared: the server enforces them (api/src/services/redirects),
// the redirects screen checks them first. Both ends are exact addresses of this site's content (a
// page's path, an article's): never another site, a scheme, a query or a part of the address the
// server answers itself (the API, the admin panel, files), so a redirect can neither lead away
// from the site nor take over one of its own addresses.
import { maxPathLength, normalisePath, pathProblem } from './pagePaths.ts';
import { maxSlugLength, slugPattern } from './postRules.ts';

export type RedirectEnd = 'from' | 'to';

export const redirectPathProblems = ['required', 'external', 'invalid', 'dot_segment', 'too_long', 'reserved'] as const;
export type RedirectPathProblem = (typeof redirectPathProblems)[number];

/** What else the API says of each end (409, or `to` the same as `from`): its refusals beyond an address's shape. */
export const redirectConflicts = { from: ['taken', 'live'], to: ['loop'] } as const;

/** The blog's list: a redirect may lead there (a post taken down), never from it (it is always there). */
export const blogPath = '/blog';

/** An article's address, /blog/<slug>. */
export const articlePath = (slug: string) => `${blogPath}/${slug}`;

/** An address as typed (" /Old-Page/ ") as a redirect keeps it: trimmed, lowercased, without a trailing slash. */
export const normaliseRedirectPath = normalisePath;

/** Another site, or a scheme: //host, /\host, https://…, javascript:…, or no leading slash at all. */
const outside = /^(?![/])|^[/][/\\]|^[a-z][a-z0-9+.-]*:/i;

/** What is wrong with an address, normalised, at one end of a redirect; null when it is fine. */
export function redirectPathProblem(path: string, end: RedirectEnd): RedirectPathProblem | null {
  if (path === '') return 'required';
  if (path.length > maxPathLength) return 'too_long';
  if (outside.test(path)) return 'external';
  if (path === blogPath) return end === 'to' ? null : 'reserved';
  const article = path.startsWith(`${blogPath}/`) ? path.slice(blogPath.length + 1) : null;
  if (article !== null && slugPattern.test(article)) return article.length > maxSlugLength ? 'too_long' : null;
  return pathProblem(path);
}
