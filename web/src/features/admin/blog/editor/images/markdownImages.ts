import { languages } from '../../../../../i18n/languages.ts';
import type { Locale } from '../../postErrors.ts';

// Images in a post's text: finding the library's files a post names, and writing an image into the
// Markdown at the caret, as a paragraph of its own (an upload shows a placeholder there until done).

/** Where a post shows an image: as its cover, or in the body of one language. */
export type ImageUse = 'cover' | Locale;

export interface PostImageAddress {
  /** `/media/<hash>.<ext>`, as the cover or the Markdown names it. */
  address: string;
  uses: ImageUse[];
}

// The addresses of stored files (api/src/services/media/formats.ts, variantHashesIn).
const storedAddressPattern = /\/media\/[0-9a-f]{32}\.(?:avif|webp|jpg|png|svg)\b/g;

/** The library's file addresses a text names, each once, in order. */
export function storedImageAddresses(text: string): string[] {
  return [...new Set(text.match(storedAddressPattern) ?? [])];
}

/** Whether a cover address is a file of the library (else it is an address elsewhere, or none). */
export function isStoredImageAddress(address: string): boolean {
  return /^\/media\/[0-9a-f]{32}\.(?:avif|webp|jpg|png|svg)$/.test(address.trim());
}

/** The stored images a post shows, cover first, then those of the English and the Arabic text. */
export function postImageAddresses(coverImage: string, bodies: Record<Locale, string>): PostImageAddress[] {
  const found = new Map<string, ImageUse[]>();
  const add = (address: string, use: ImageUse) => {
    const uses = found.get(address) ?? [];
    if (!uses.includes(use)) uses.push(use);
    found.set(address, uses);
  };
  if (isStoredImageAddress(coverImage)) add(coverImage.trim(), 'cover');
  for (const locale of languages) for (const address of storedImageAddresses(bodies[locale])) add(address, locale);
  return [...found].map(([address, uses]) => ({ address, uses }));
}

/** `![alt](src)`, with the alt text on one line and its brackets escaped. */
export function imageMarkdown(alt: string, src: string): string {
  const text = alt
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/([\\[\]])/g, '\\$1');
  return `![${text}](${src})`;
}

/** An upload's placeholder in the text: `[Uploading photo.jpg…]`, numbered when the text has it already. */
export function uploadPlaceholder(text: string, label: string): string {
  const clean = label
    .replace(/[\p{Cc}\p{Cf}[\]]/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  let placeholder = `[${clean}]`;
  for (let n = 2; text.includes(placeholder); n++) placeholder = `[${clean} (${n})]`;
  return placeholder;
}

export interface Insertion {
  text: string;
  /** Where the caret goes: just after the inserted block. */
  caret: number;
}

/**
 * `block` in place of the selection (`start` to `end`), as a paragraph of its own: a blank line
 * before it unless it starts the text, and after it unless the text ends there.
 */
export function insertBlock(text: string, start: number, end: number, block: string): Insertion {
  const from = clamp(Math.min(start, end), 0, text.length);
  const to = clamp(Math.max(start, end), from, text.length);
  const before = text.slice(0, from).replace(/[ \t]+$/, '');
  const after = text.slice(to).replace(/^[ \t]+/, '');
  const lead = before === '' ? '' : before.endsWith('\n\n') ? '' : before.endsWith('\n') ? '\n' : '\n\n';
  const trail = after === '' ? '' : after.startsWith('\n\n') ? '' : after.startsWith('\n') ? '\n' : '\n\n';
  const head = `${before}${lead}${block}`;
  return { text: `${head}${trail}${after}`, caret: head.length };
}

/** The text with `placeholder` replaced by `replacement`; null when the placeholder is gone (deleted meanwhile). */
export function replacePlaceholder(text: string, placeholder: string, replacement: string): string | null {
  const at = text.indexOf(placeholder);
  if (at < 0) return null;
  return `${text.slice(0, at)}${replacement}${text.slice(at + placeholder.length)}`;
}

/** The text without `placeholder` and the blank lines its insertion added; the text as it is when the placeholder is gone. */
export function removePlaceholder(text: string, placeholder: string): string {
  const at = text.indexOf(placeholder);
  if (at < 0) return text;
  const before = text.slice(0, at);
  const after = text.slice(at + placeholder.length);
  if (before.trim() === '') return after.replace(/^\n+/, '');
  if (after.trim() === '') return before.replace(/\n+$/, '');
  // Between two paragraphs: one blank line between them again.
  const head = before.replace(/\n+$/, '');
  const tail = after.replace(/^\n+/, '');
  const newlines = Math.max(countEnd(before), countStart(after));
  return `${head}${'\n'.repeat(Math.min(Math.max(newlines, 1), 2))}${tail}`;
}

/**
 * Where a caret at `caret` in `before` is in `after`, when one part of the text changed (an upload
 * finished while the caret was elsewhere): before the change it stays, after it moves with the text.
 */
export function mapCaret(before: string, after: string, caret: number): number {
  let prefix = 0;
  const shortest = Math.min(before.length, after.length);
  while (prefix < shortest && before[prefix] === after[prefix]) prefix++;
  if (caret <= prefix) return caret;
  let suffix = 0;
  while (suffix < shortest - prefix && before[before.length - 1 - suffix] === after[after.length - 1 - suffix]) suffix++;
  // Inside the changed part: its end.
  if (caret < before.length - suffix) return after.length - suffix;
  return caret + after.length - before.length;
}

function clamp(value: number, min: number, max: number): number {
  return Math.min(Math.max(value, min), max);
}

const countEnd = (text: string) => text.length - text.replace(/\n+$/, '').length;
const countStart = (text: string) => text.length - text.replace(/^\n+/, '').length;
