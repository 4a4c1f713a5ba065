// One folding for the search index and for what readers type, so a word is found however it is
// written: any case, Arabic letter variants, with or without diacritics and tatweel, either digits.

const arabicLetterVariants: Record<string, string> = { أ: 'ا', إ: 'ا', آ: 'ا', ٱ: 'ا', ة: 'ه', ى: 'ي' };
const letterVariant = /[أإآٱةى]/g;
// Harakat and other combining signs (U+064B–U+065F), superscript alef, Quranic marks, tatweel.
const arabicMarks = /[\u064B-\u065F\u0670\u06D6-\u06ED\u0640]/g;
// Arabic-Indic (U+0660…) and Eastern Arabic-Indic (U+06F0…) digits: their last hex digit is their value.
const arabicDigit = /[\u0660-\u0669\u06F0-\u06F9]/g;
// Punctuation, symbols (Markdown's included) and spaces: the search index's word separators.
const notWordCharacters = /[^\p{L}\p{M}\p{N}\p{Co}]+/gu;

// The definite article and the particles written onto it (and-the, with-the, as-the, so-the, for-the):
// "الإدارة" is found by "إدارة" and the other way round. Only when two letters or more remain.
const definiteArticle = /^(?:وال|بال|كال|فال|لل|ال)(?=[\u0621-\u064A]{2,}$)/;

/** The text as the search index stores it: folded words separated by single spaces. */
export function foldSearchText(text: string): string {
  return text
    .normalize('NFKC')
    .toLowerCase()
    .replace(arabicMarks, '')
    .replace(letterVariant, (letter) => arabicLetterVariants[letter])
    .replace(arabicDigit, (digit) => String(digit.charCodeAt(0) & 0xf))
    .replace(notWordCharacters, ' ')
    .trim()
    .split(' ')
    .map((word) => word.replace(definiteArticle, ''))
    .join(' ');
}
