import { hasDisguisingCharacters } from './contactRules.ts';
import { maxTagLength } from './postRules.ts';

// A tag's names, shared: the server keeps them as typed (api/src/services/tags/) and the editor and
// the tags screen check them first. A name is kept as typed, case and all; two names are the same
// name when they differ only in case or in how their characters are composed.

/** A name as kept: trimmed, composed (NFC), runs of spaces as one. */
export function normaliseTagName(name: string): string {
  return name.normalize('NFC').replace(/\s+/gu, ' ').trim();
}

/**
 * Characters a name can hold without them showing (or barely): zero-width spaces and joiners, soft
 * hyphens, byte-order marks, variation selectors, the Arabic tatweel and short vowels (tashkeel).
 * Two names differing only in them read alike, so they are one name (found by the outside attack:
 * "U\u200BAE" beside "UAE").
 */
const unseen = /\p{Default_Ignorable_Code_Point}|\u0640|[\u0610-\u061A]|[\u064B-\u065F]|\u0670|[\u06D6-\u06ED]/gu;

/**
 * Cyrillic and Greek letters drawn like Latin ones (after lower-casing), as Latin: "UАE" with a
 * Cyrillic А reads as "UAE" and is that name (found by the outside attack). The Unicode
 * confusables' skeleton, cut to the letters a tag name can be spoofed with.
 */
const latinLookalikes: Record<string, string> = {
  а: 'a',
  в: 'b',
  е: 'e',
  ё: 'e',
  һ: 'h',
  н: 'h',
  і: 'i',
  ї: 'i',
  ј: 'j',
  к: 'k',
  ӏ: 'l',
  м: 'm',
  о: 'o',
  р: 'p',
  ԛ: 'q',
  ѕ: 's',
  т: 't',
  у: 'y',
  ԝ: 'w',
  х: 'x',
  ԁ: 'd',
  ɡ: 'g',
  α: 'a',
  β: 'b',
  ε: 'e',
  η: 'n',
  ι: 'i',
  κ: 'k',
  ν: 'v',
  ο: 'o',
  ρ: 'p',
  τ: 't',
  υ: 'u',
  χ: 'x',
  ζ: 'z',
};
const lookalike = new RegExp(`[${Object.keys(latinLookalikes).join('')}]`, 'gu');

/** What two names that are one name share: case folded, compatibility forms composed, lookalike letters as Latin, what does not show left out. */
export function tagNameKey(name: string): string {
  return normaliseTagName(name)
    .normalize('NFKC')
    .replace(unseen, '')
    .toLowerCase()
    .replace(lookalike, (letter) => latinLookalikes[letter]);
}

/** What is wrong with a normalised name, as the API's error code; null when it is fine. */
export function tagNameProblem(name: string): 'required' | 'too_long' | 'invalid' | null {
  if (name === '') return 'required';
  if (name.length > maxTagLength) return 'too_long';
  // Control characters and bidirectional overrides/isolates would reorder the text around a name
  // (the rule of every line that is shown: contactRules.ts), and so would direction marks here; a
  // comma (Latin or Arabic) separates tags in the editor; a name needs a letter or digit.
  if (hasDisguisingCharacters(name, false) || /[\u200E\u200F,،]/u.test(name) || !/[\p{L}\p{N}]/u.test(name.replace(unseen, ''))) return 'invalid';
  return null;
}

/** Whether a name is written in Arabic script (then it is a tag's Arabic name). */
export function isArabicName(name: string): boolean {
  return /\p{Script=Arabic}/u.test(name);
}
