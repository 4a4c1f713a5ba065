import { z } from 'zod';
import { emailMaxLength, isContactEmail, textLength } from '../../../../web/src/api/contactRules.ts';
import type { SettingProblem } from '../../../../web/src/api/settingsRules.ts';

// The kinds of value a setting holds, each as two zod schemas: the strict one an admin's new value
// must pass (an issue's message is the SettingProblem the screen words), and the lenient one a
// stored value is read back with (rows written before the catalogue, or by hand, still count).
// Values are stored as JSON text.

export interface SettingKind<T> {
  /** A new value: `null`, an empty text or an empty list puts the default back (null). */
  input: z.ZodType<T | null, unknown>;
  /** A stored value read back; undefined when this setting cannot use it (the default applies). */
  decode(stored: string): T | undefined;
}

const problem = (code: SettingProblem) => ({ error: code });

const isEmpty = (value: unknown) =>
  value === null || value === undefined || (typeof value === 'string' && value.trim() === '') || (Array.isArray(value) && value.length === 0);

/**
 * Control characters, line and paragraph separators, bidirectional overrides, invisible spaces and
 * joiners (zero-width space, word joiner, byte order mark), lone surrogates: never in a setting.
 * The direction marks Arabic text may need (U+200E, U+200F, U+061C) are allowed.
 */
const unsafe = /[\p{Cc}\u2028\u2029\u202A-\u202E\u2066-\u2069\u200B\u2060\uFEFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/u;

/** A kind whose input may be empty (the default back), and whose stored form is JSON of `stored`'s shape. */
function jsonKind<T>(input: z.ZodType<T, unknown>, stored: z.ZodType<T, unknown> = input): SettingKind<T> {
  return {
    input: z.preprocess((value) => (isEmpty(value) ? null : value), input.nullable()),
    decode(text) {
      try {
        const parsed = stored.safeParse(JSON.parse(text));
        return parsed.success ? parsed.data : undefined;
      } catch {
        return undefined;
      }
    },
  };
}

/** Text as it is stored: composed (NFC), trimmed; with line breaks allowed, each line trimmed and empty lines dropped. */
function normalizeText(text: string, multiline: boolean): string {
  const composed = text.normalize('NFC');
  if (!multiline) return composed.trim();
  return composed
    .split(/\r\n?|\n/)
    .map((line) => line.trim())
    .filter(Boolean)
    .join('\n');
}

/** Text of at most `max` characters; `multiline` lets it hold line breaks (an address on several lines). */
export function textKind(max: number, options: { multiline?: boolean; check?: (text: string) => boolean } = {}): SettingKind<string> {
  const multiline = options.multiline ?? false;
  const checked = z
    .string(problem('invalid'))
    .transform((text) => normalizeText(text, multiline))
    .superRefine((text, ctx) => {
      if (textLength(text) > max) ctx.addIssue({ code: 'custom', message: 'too_long' });
      else if (unsafe.test(multiline ? text.replace(/\n/g, ' ') : text) || (options.check && !options.check(text)))
        ctx.addIssue({ code: 'custom', message: 'invalid' });
    });
  return jsonKind(checked);
}

/** A list of distinct texts (letter case aside), each normalized by `normalize` and passing `check`, at most `max` of them. */
export function listKind(max: number, check: (entry: string) => boolean, normalize: (entry: string) => string = (entry) => entry): SettingKind<string[]> {
  const distinct = (entries: string[]) => [...new Map(entries.map((entry) => [entry.toLowerCase(), entry])).values()];
  const checked = z
    .array(z.string(problem('invalid')), problem('invalid'))
    .transform((entries) => distinct(entries.map((entry) => normalize(entry.normalize('NFC').trim())).filter(Boolean)))
    .superRefine((entries, ctx) => {
      if (entries.some((entry) => unsafe.test(entry) || !check(entry))) ctx.addIssue({ code: 'custom', message: 'invalid' });
      else if (entries.length > max) ctx.addIssue({ code: 'custom', message: 'too_many' });
    });
  // Stored lists are read as the contact service always read them: the strings, trimmed, none empty.
  const stored = z.array(z.unknown()).transform((items) =>
    items
      .filter((item): item is string => typeof item === 'string')
      .map((item) => item.trim())
      .filter(Boolean),
  );
  return jsonKind(checked, stored);
}

export const emailKind = () => textKind(emailMaxLength, { check: isContactEmail });

/** One of a few named values (stored as its name). */
export function choiceKind<T extends string>(values: readonly T[]): SettingKind<T> {
  const isValue = (value: unknown): value is T => typeof value === 'string' && (values as readonly string[]).includes(value);
  return {
    input: z.preprocess((value) => (value === undefined || value === '' ? null : value), z.custom<T>(isValue, problem('invalid')).nullable()) as z.ZodType<
      T | null,
      unknown
    >,
    decode(text) {
      try {
        const value: unknown = JSON.parse(text);
        return isValue(value) ? value : undefined;
      } catch {
        return undefined;
      }
    },
  };
}

/** On or off. Read back leniently, as analytics always read its switch: only false, 0, off and no (any case, quoted or not) are off. */
export function flagKind(): SettingKind<boolean> {
  const off = new Set(['false', '0', 'off', 'no']);
  return {
    input: z.preprocess((value) => (value === undefined ? null : value), z.boolean(problem('invalid')).nullable()),
    decode(text) {
      let value = text.trim().toLowerCase();
      if (value.startsWith('"') && value.endsWith('"')) value = value.slice(1, -1).trim();
      return !off.has(value);
    },
  };
}
