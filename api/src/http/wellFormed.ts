import { createGraphQLError, type Plugin } from 'graphql-yoga';
import { apiError, errorStatus, type ApiError } from '../errors.ts';

// Text with a lone UTF-16 surrogate ("\ud800" in JSON) cannot be stored or hashed as such: UTF-8
// turns every one into U+FFFD, so "\ud800", "\udbff" and "\ufffd" would be the same password.
// It is refused at the door, wherever text comes in: JSON bodies, paths, query strings, GraphQL.

const loneSurrogate = /\p{Surrogate}/u;

function illFormed(path: string): ApiError {
  const field = path.length > 100 ? `${path.slice(0, 100)}…` : path;
  return apiError('BAD_USER_INPUT', `${field} is not well-formed Unicode text`, { [field]: 'invalid' });
}

/** Refuses any string, or object key, with a lone surrogate in a JSON value, however deep (walked without recursion). */
export function assertWellFormedText(value: unknown, name = 'body'): void {
  // A field is named by its path from the top ("input.password"); the top itself by `name`.
  const pending: { value: unknown; path: string | null }[] = [{ value, path: null }];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const { value, path } = next;
    if (typeof value === 'string') {
      if (loneSurrogate.test(value)) throw illFormed(path ?? name);
    } else if (typeof value === 'object' && value !== null) {
      for (const [key, item] of Object.entries(value)) {
        const field = path === null ? key : `${path}.${key}`;
        if (loneSurrogate.test(key)) throw illFormed(field.replace(/\p{Surrogate}/gu, '\ufffd'));
        pending.push({ value: item, path: field });
      }
    }
  }
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
    if (percentDecode(value) === null) {
      throw apiError('BAD_USER_INPUT', `${decodedName} is not valid percent-encoded UTF-8`, { [decodedName]: 'invalid' });
    }
  }
}

/** The GraphQL side of the rule: the operation, its name, variables and extensions, whatever the transport. */
export function useWellFormedParams(): Plugin {
  return {
    onParams({ params }) {
      try {
        assertWellFormedText(params.query ?? '', 'query');
        assertWellFormedText(params.operationName ?? '', 'operationName');
        assertWellFormedText(params.variables ?? {}, 'variables');
        assertWellFormedText(params.extensions ?? {}, 'extensions');
      } catch (error) {
        const api = error as ApiError;
        throw createGraphQLError(api.message, { extensions: { ...api.extensions, http: { status: errorStatus[api.code] } } });
      }
    },
  };
}
