// The paths a page may have, shared: the server enforces them (api/src/services/pages/input.ts), the
// page editor checks them first, and every public page tells a link to a page by them (paths.ts):
// apart from the rest of a page's rules (pageRules.ts), so that public pages load only these.

/** A path: / or segments of lowercase letters and digits joined by single hyphens (/about, /case-studies/gulf-bank). */
export const pagePathPattern = /^\/(?:[a-z0-9]+(?:-[a-z0-9]+)*(?:\/[a-z0-9]+(?:-[a-z0-9]+)*)*)?$/;
export const maxPathLength = 200;
export const maxPathSegments = 4;

/**
 * First segments of the paths the server answers itself (the API, the admin panel, built files, the
 * blog and its articles, uploaded images, preview links (previewLinkRules.ts), and the not-found page every missing address is rendered
 * as): a page there would never be reached, or would hide them (at /not-found, every missing page).
 */
export const reservedPathSegments = ['admin', 'api', 'assets', 'blog', 'graphql', 'media', 'not-found', 'preview'] as const;

export type PathProblem = 'invalid' | 'dot_segment' | 'too_long' | 'reserved';

/** What is wrong with a path, as the API's error code; null when it is fine (it may still be taken). */
export function pathProblem(path: string): PathProblem | null {
  if (path.length > maxPathLength) return 'too_long';
  if (path.split(/[/\\]/).some((segment) => /^(?:\.|%2e)+$/i.test(segment))) return 'dot_segment';
  if (!pagePathPattern.test(path)) return 'invalid';
  if (path.split('/').length - 1 > maxPathSegments) return 'too_long';
  if ((reservedPathSegments as readonly string[]).includes(path.split('/')[1])) return 'reserved';
  return null;
}

/** A path as typed ("About/", " /Case-Studies ") as the page's path would be: trimmed, lowercased, without a trailing slash. */
export function normalisePath(path: string): string {
  const plain = path.trim().toLowerCase();
  return plain.length > 1 ? plain.replace(/\/+$/, '') : plain;
}
