import { readStoredToken } from '../api/token.ts';
import { toLanguage } from '../i18n/languages.ts';
import { classifyPath } from '../paths.ts';

// The site's own analytics, no third party (docs/analytics.md): each public page shown reports a
// page view to POST /api/events, and errors the page hits in the browser go to POST
// /api/client-errors. Both with navigator.sendBeacon, which survives leaving the page and sends a
// string as text/plain (JSON would need a preflight). Runs in effects only: never on the server.

/** Sends JSON to one of the beacon's endpoints; a loss is not worth bothering the visitor about. */
function send(url: string, body: object): void {
  const text = JSON.stringify(body);
  try {
    if (navigator.sendBeacon?.(url, text)) return;
  } catch {
    // Refused (a page being torn down, a blocked endpoint): try fetch below.
  }
  // A string body goes as text/plain, like the beacon's.
  fetch(url, { method: 'POST', body: text, keepalive: true }).catch(() => undefined);
}

let lastPath: string | null = null;

/** Reports a view of the page at `pathname`: public pages and articles only, never the admin or a 404. */
export function reportPageView(pathname: string): void {
  // A new page, not a #section or ?tag= of the same one (nor StrictMode's second run of the effect).
  if (pathname === lastPath) return;
  const referrer = lastPath === null ? document.referrer : '';
  lastPath = pathname;
  const page = classifyPath(pathname);
  // Staff (a stored sign-in) are not counted: leave them out here already. Any path may be a page
  // staff published: the not-found page says it is one (features/errors/NotFoundPage.tsx).
  if ((page.kind !== 'page' && page.kind !== 'article') || document.querySelector('[data-not-found]') || readStoredToken()) return;
  // Fields left undefined are left out of the JSON.
  send('/api/events', {
    type: 'pageview',
    path: pathname,
    language: toLanguage(document.documentElement.lang),
    referrer: referrer || undefined,
    post: page.kind === 'article' ? page.slug : undefined,
  });
}

const reported = new Set<string>();
const maxReportsPerPage = 5;

/** Reports an uncaught error or rejection: each message once, at most 5 per page load. */
export function reportError(kind: 'error' | 'unhandledrejection', reason: unknown): void {
  const error = reason instanceof Error ? reason : null;
  const message = String(error ? error.message || error.name : (reason ?? 'Unknown error')).slice(0, 500);
  if (reported.size >= maxReportsPerPage || reported.has(`${kind} ${message}`)) return;
  reported.add(`${kind} ${message}`);
  send('/api/client-errors', { kind, message, stack: error?.stack?.slice(0, 4000), path: location.pathname });
}

/** Error reports from every page: call once per page load (a public page's start, or the app's Root). */
export function startErrorReports(): void {
  addEventListener('error', (event) => reportError('error', event.error ?? event.message));
  addEventListener('unhandledrejection', (event) => reportError('unhandledrejection', event.reason));
}
