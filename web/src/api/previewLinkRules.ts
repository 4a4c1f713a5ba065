// Preview links, shared: the server makes and opens them (api/src/services/publishing/previewLinks.ts),
// the editor offers their lengths. A link is /preview/<token> whatever it shows (a post or a page),
// so it survives a change of slug or path; ?lang= picks the language it is read in.
import type { Language } from '../i18n/languages.ts';

/** How long a link may last, in days. */
export const previewLinkDays = [1, 7, 30] as const;
export const defaultPreviewLinkDays = 7;

/** The first segment of every preview link's address (a page cannot have it: pagePaths.ts). */
export const previewSegment = 'preview';

/** A link's address on the site, in a language. */
export const previewPath = (token: string, language: Language) => `/${previewSegment}/${token}?lang=${language}`;

/** The token of a preview link's address (/preview/<token>), or null for any other address. */
export function previewTokenOf(pathname: string): string | null {
  const match = /^\/preview\/([^/]{1,200})\/?$/.exec(pathname);
  return match ? match[1] : null;
}
