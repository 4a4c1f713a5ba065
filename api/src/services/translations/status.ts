import { createHash } from 'node:crypto';
import { languages, type Language } from '../../../../web/src/i18n/languages.ts';
import { revisionMergeMs } from '../publishing/versioned.ts';

// Whether each language of a post or a page is in step with the other. The rule, written once for
// both: a language is out of date when the other language's text now differs from what it was
// when this one was last edited or marked as reviewed (its "source", kept as a snapshot). An edit
// that brings a language up to date (it was out of date or missing, or caught up within the last
// few minutes, as autosave writes) is a translation, not a new source: the other language stays
// up to date. Everything else is bookkeeping of these columns, recomputed by every save.

export type TranslationState = 'MISSING' | 'UP_TO_DATE' | 'OUT_OF_DATE';

/** A language's text as a reader reads it: named fields, in a stable order. */
export interface TextField {
  /** title, excerpt, body… for a post; a page's also its blocks' texts by block id, `blocks#intro.items.0.title`. */
  key: string;
  text: string;
  /** The type of the block the text is in (pages). */
  block?: string;
}

/** What a translation row keeps for this rule (PostTranslation and PageTranslation alike). */
export interface Tracking {
  textHash: string | null;
  textChangedAt: Date | null;
  sourceText: string | null;
  outOfDate: boolean;
  caughtUpAt: Date | null;
}

/** A language as it is after a save: null when it is missing (not written enough to read). */
export type Current = TextField[] | null;

export const untracked: Tracking = { textHash: null, textChangedAt: null, sourceText: null, outOfDate: false, caughtUpAt: null };

export const serialize = (fields: TextField[]) => JSON.stringify(fields);

export function parseFields(text: string | null): TextField[] {
  if (!text) return [];
  try {
    const value: unknown = JSON.parse(text);
    return Array.isArray(value) ? (value as TextField[]) : [];
  } catch {
    return [];
  }
}

/** The fields of no block (a post's, a page's own) in their order, then the blocks' by key: moving blocks changes no hash. */
export const hashOf = (fields: TextField[]) => {
  const inBlocks = fields.filter((field) => field.block !== undefined).sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  const ordered = [...fields.filter((field) => field.block === undefined), ...inBlocks];
  return createHash('sha256').update(serialize(ordered)).digest('base64url');
};

const otherOf = (language: Language): Language => languages.find((other) => other !== language)!;

/**
 * The tracking of each language after a save, from what it was before and the texts now. A row new
 * to tracking (textHash null while written: from before the feature, or seeded) counts as in step.
 */
export function nextTracking(before: Record<Language, Tracking>, now: Record<Language, Current>, at: Date): Record<Language, Tracking> {
  const hashes = Object.fromEntries(languages.map((l) => [l, now[l] ? hashOf(now[l]) : null])) as Record<Language, string | null>;
  const changed = (l: Language) => hashes[l] !== null && hashes[l] !== before[l].textHash;
  // An edit of a language that was behind (or missing, or catching up minutes ago) is its translation.
  // Both written in one save are in step with each other: neither is the other's translation.
  const catchingUp = (l: Language) =>
    changed(l) &&
    !changed(otherOf(l)) &&
    now[otherOf(l)] !== null &&
    (before[l].textHash === null || before[l].outOfDate || (!!before[l].caughtUpAt && at.getTime() - before[l].caughtUpAt.getTime() < revisionMergeMs));
  const result = {} as Record<Language, Tracking>;
  for (const language of languages) {
    const other = otherOf(language);
    const was = before[language];
    if (!now[language]) {
      result[language] = { ...untracked, textChangedAt: was.textChangedAt };
      continue;
    }
    const source = now[other] ? serialize(now[other]) : null;
    if (changed(language)) {
      result[language] = {
        textHash: hashes[language],
        textChangedAt: at,
        sourceText: source,
        outOfDate: false,
        caughtUpAt: catchingUp(language) ? at : was.caughtUpAt,
      };
      continue;
    }
    // Unchanged: it keeps its source, unless the other language just caught up with it, appeared,
    // or the source was never taken.
    const keep = was.sourceText !== null && !(changed(other) && catchingUp(other));
    const sourceText = source === null ? null : keep ? was.sourceText : source;
    result[language] = {
      ...was,
      textHash: hashes[language],
      sourceText,
      outOfDate: source !== null && sourceText !== null && hashOf(parseFields(sourceText)) !== hashes[other],
    };
  }
  return result;
}

/** Marking a language as reviewed: the other language's text now is its new source. */
export function reviewed(tracking: Tracking, otherNow: Current): Tracking {
  return { ...tracking, sourceText: otherNow ? serialize(otherNow) : null, outOfDate: false };
}

/** What staff see of a language: missing, up to date or out of date. */
export function stateOf(written: boolean, tracking: Pick<Tracking, 'outOfDate'> | null): TranslationState {
  if (!written) return 'MISSING';
  return tracking?.outOfDate ? 'OUT_OF_DATE' : 'UP_TO_DATE';
}
