import type { z } from 'zod';

// How a refused input names what is wrong, for every service that checks its input with zod: each
// field at fault by its whole path (`translations.ar.title`, `blocks.2.items.0.title.en`) with a
// code (docs/api.md, "Error codes").

/**
 * The `details` of a refusal: `required` where nothing was sent (or null), `unknown` for a field the
 * shape does not have, else the code the rule gave as its message (`invalid` for zod's own words).
 * Only the first problem of each field is kept.
 */
export function detailsOf(issues: readonly z.core.$ZodIssue[], input: unknown): Record<string, string> {
  const details: Record<string, string> = {};
  for (const issue of issues) {
    const field = issue.path.map(String).join('.');
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys) details[field ? `${field}.${key}` : key] ??= 'unknown';
      continue;
    }
    const missing = issue.code === 'invalid_type' && (valueAt(input, issue.path) ?? null) === null;
    details[field || 'input'] ??= missing ? 'required' : /^[a-z_]+$/.test(issue.message) ? issue.message : 'invalid';
  }
  return details;
}

/** The value at a path of the input as sent, or undefined where the path leads nowhere. */
function valueAt(input: unknown, path: readonly PropertyKey[]): unknown {
  let at = input;
  for (const key of path) {
    if (at === null || typeof at !== 'object' || !Object.hasOwn(at, key)) return undefined;
    at = (at as Record<PropertyKey, unknown>)[key];
  }
  return at;
}
