import { apiError, type ApiError } from '../errors.ts';

// Text with a lone UTF-16 surrogate ("\ud800" in JSON) cannot be stored or hashed as such: UTF-8
// turns every one into U+FFFD, so "\ud800", "\udbff" and "\ufffd" would be the same password.
// It is refused at the door, wherever text comes in: JSON bodies, paths, query strings, GraphQL.
// So is U+0000 (NUL): PostgreSQL cannot store it in text, and no form of ours sends one; refusing
// it on SQLite too keeps both databases answering alike. (GraphQL's side: graphql/wellFormed.ts.)

const loneSurrogate = /\p{Surrogate}/gu;
export const nul = '\u0000';
const isRefused = (text: string) => text.includes(nul) || /\p{Surrogate}/u.test(text);

/** The refusal of `value`, found at `path`: it holds NUL or a lone surrogate. */
export function illFormed(path: string, value = ''): ApiError {
  const field = path.length > 100 ? `${path.slice(0, 100)}…` : path;
  if (value.includes(nul)) return apiError('BAD_USER_INPUT', `${field} must not contain a NUL character`, { [field]: 'invalid' });
  return apiError('BAD_USER_INPUT', `${field} is not well-formed Unicode text`, { [field]: 'invalid' });
}

/** Refuses a decoded text (a path or query parameter) holding a lone surrogate or NUL. */
export function assertAcceptedText(value: string, name: string): void {
  if (isRefused(value)) throw illFormed(name, value);
}

/** Refuses any string, or object key, with a lone surrogate in a JSON value, however deep (walked without recursion). */
export function assertWellFormedText(value: unknown, name = 'body'): void {
  // A field is named by its path from the top ("input.password"); the top itself by `name`.
  const pending: { value: unknown; path: string | null }[] = [{ value, path: null }];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const { value, path } = next;
    if (typeof value === 'string') {
      if (isRefused(value)) throw illFormed(path ?? name, value);
    } else if (typeof value === 'object' && value !== null) {
      for (const [key, item] of Object.entries(value)) {
        const field = path === null ? key : `${path}.${key}`;
        if (isRefused(key)) throw illFormed(field.replace(loneSurrogate, '\ufffd').replaceAll(nul, '\ufffd'), key);
        pending.push({ value: item, path: field });
      }
    }
  }
}

/** No input of ours is nested half as deep (a REST body, GraphQL's variables): deeper is hostile, refused before anything else walks it. */
export const maxInputDepth = 32;

/** Whether arrays and objects in `value` nest deeper than `limit` (walked without recursion). */
export function deeperThan(value: unknown, limit: number): boolean {
  const stack: [unknown, number][] = [[value, 0]];
  while (stack.length) {
    const [item, depth] = stack.pop()!;
    if (item === null || typeof item !== 'object') continue;
    if (depth >= limit) return true;
    for (const child of Object.values(item)) if (child !== null && typeof child === 'object') stack.push([child, depth + 1]);
  }
  return false;
}

/** Percent-decodes strictly: null for a malformed escape or bytes that are not UTF-8 (never a lone surrogate). */
export function percentDecode(raw: string): string | null {
  try {
    return decodeURIComponent(raw);
  } catch {
    return null;
  }
}

/**
 * Refuses a query string (or form body) that URLSearchParams would decode by guessing: a malformed
 * escape ("%ZZ") or escaped bytes that are not UTF-8 (which it would turn into U+FFFD).
 */
export function assertWellFormedQuery(search: string): void {
  for (const pair of search.replace(/^\?/, '').split('&')) {
    const [name, value = ''] = pair.replace(/\+/g, ' ').split(/=(.*)/s);
    const decodedName = percentDecode(name);
    if (decodedName === null) throw apiError('BAD_USER_INPUT', 'The query string is not valid percent-encoded UTF-8', { query: 'invalid' });
    const decoded = percentDecode(value);
    if (decoded === null) {
      throw apiError('BAD_USER_INPUT', `${decodedName} is not valid percent-encoded UTF-8`, { [decodedName]: 'invalid' });
    }
    assertAcceptedText(decodedName, 'The query string');
    assertAcceptedText(decoded, decodedName);
  }
}

/** The same rule, as a yes or a no. */
export function isWellFormedQuery(search: string): boolean {
  try {
    assertWellFormedQuery(search);
    return true;
  } catch {
    return false;
  }
}
