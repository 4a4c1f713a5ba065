import type { Context } from '../../context.ts';
import { visitorAddress } from '../visitors.ts';

// Errors the site's pages hit in a browser (uncaught errors, unhandled promise rejections), reported
// by web/src/analytics/beacon.ts: the site's own error reporting, with no third party. They are
// logged at warn level and not stored. What a browser sends is cut short and cleaned first: no
// query string or fragment of any address (they may carry a visitor's search or a token), nothing
// that looks like a key, token or email address. At most 10 reports per address per minute are
// logged; the others are answered alike and dropped.

export type ClientErrorKind = 'ERROR' | 'UNHANDLED_REJECTION';

export interface ClientErrorInput {
  kind: ClientErrorKind;
  message: string;
  stack?: string | null;
  path?: string | null;
}

const maxMessage = 500;
const maxFrames = 20;
const maxFrame = 300;
const maxStack = 4096;

/** Logs a browser's error report; false when over the address's limit (dropped). */
export function reportClientError(ctx: Pick<Context, 'analytics' | 'ip' | 'userAgent'>, input: ClientErrorInput): boolean {
  if (!ctx.analytics.errorReports.take(visitorAddress(ctx.ip))) return false;
  ctx.analytics.log.warn(
    {
      clientError: {
        kind: input.kind === 'UNHANDLED_REJECTION' ? 'unhandledrejection' : 'error',
        message: cleanText(input.message, maxMessage),
        frames: stackFrames(input.stack),
        path: pagePath(input.path),
        browser: browserFamily(ctx.userAgent),
      },
    },
    'client error reported by a browser',
  );
  return true;
}

/** A stack as separate lines ("at f (https://…/app.js:1:2)"), cleaned, at most 20 of 300 characters and 4 KB in all. */
function stackFrames(stack: string | null | undefined): string[] {
  if (!stack) return [];
  const frames: string[] = [];
  let size = 0;
  for (const line of stack.slice(0, maxStack * 4).split('\n')) {
    const frame = cleanText(line, maxFrame);
    if (!frame) continue;
    if (frames.length >= maxFrames || size + frame.length > maxStack) break;
    frames.push(frame);
    size += frame.length;
  }
  return frames;
}

/** The page's path alone (no query or fragment), or null. */
function pagePath(path: string | null | undefined): string | null {
  if (!path) return null;
  const bare = path.split(/[?#]/)[0];
  return bare.startsWith('/') ? cleanText(bare, maxFrame) : null;
}

/** Addresses (absolute or a path) lose their query and fragment; a line:column after them stays. */
const addressWithQuery = /((?:\b[a-z][a-z0-9+.-]*:\/\/|(?<![\w.])\/)[^\s?#'"`<>()]*)[?#][^\s'"`<>()]*?((?::\d+){0,2})(?=$|[\s'"`<>()])/gi;
const bearer = /\b(bearer|basic)\s+[\w.~+/=-]+/gi;
const keyValue =
  /\b(password|passwd|token|secret|api[_-]?key|access[_-]?key|authorization|session)(["']?\s*[:=]\s*["']?)(?!\[redacted\]|bearer\b|basic\b)[^\s"',;&]+/gi;
const longRun = /[A-Za-z0-9_-]{32,}={0,2}/g;
/** A long run that is a key or token (mixed case with digits, or hex), not an article's slug (lowercase words). */
const looksSecret = (run: string) => (/[A-Z]/.test(run) && /\d/.test(run)) || /^[\dA-Fa-f-]+$/.test(run);
/** An email address, its @ written plainly or percent-encoded (%40, as in a path or a query). */
const email = /[\w.+%-]+(?:@|%40)[\w-]+(?:\.[\w-]+)+/gi;

/** One line of at most `max` characters, with no control characters, query strings or secrets. */
export function cleanText(text: string, max: number): string {
  return (
    text
      .slice(0, max * 4)
      // eslint-disable-next-line no-control-regex -- control characters are what this removes
      .replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]+/g, ' ')
      .replace(addressWithQuery, '$1$2')
      .replace(bearer, '$1 [redacted]')
      .replace(keyValue, '$1$2[redacted]')
      .replace(longRun, (run) => (looksSecret(run) ? '[redacted]' : run))
      .replace(email, '[email]')
      .replace(/\s+/g, ' ')
      .trim()
      .slice(0, max)
  );
}

/** The browser's name and major version from its User-Agent (the rest of it is not logged). */
export function browserFamily(userAgent: string): string {
  const families: [string, RegExp][] = [
    ['Edge', /\bEdg(?:e|A|iOS)?\/(\d+)/],
    ['Opera', /\bOPR\/(\d+)/],
    ['Samsung Internet', /\bSamsungBrowser\/(\d+)/],
    ['Firefox', /\b(?:Firefox|FxiOS)\/(\d+)/],
    ['Chrome', /\b(?:Chrome|CriOS|Chromium)\/(\d+)/],
    ['Safari', /\bVersion\/(\d+)[\d.]* (?:Mobile\/\S+ )?Safari\//],
  ];
  for (const [name, pattern] of families) {
    const version = pattern.exec(userAgent)?.[1];
    if (version) return `${name} ${version}`;
  }
  return 'other';
}
