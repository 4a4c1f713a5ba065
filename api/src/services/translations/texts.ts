import { isLanguage, languages, type Language } from '../../../../web/src/i18n/languages.ts';
import type { Current, TextField } from './status.ts';

// The text of one language as its readers read it, field by field in a stable order: what is
// compared (a hash) and shown changed (a diff). Addresses, images and a block's settings are not
// text; a translator has nothing to do when they change.

export interface PostTexts {
  title: string;
  excerpt: string;
  body: string;
  seoTitle: string;
  seoDescription: string;
}

export const postTextKeys = ['title', 'excerpt', 'body', 'seoTitle', 'seoDescription'] as const;

/** A post in one language; missing without a title or a body (nothing a reader could read). */
export function postText(translation: PostTexts | undefined): Current {
  if (!translation || !translation.title.trim() || !translation.body.trim()) return null;
  return postTextKeys.map((key) => ({ key, text: translation[key] }));
}

/**
 * A page in one language: its title and description, then its blocks' texts in that language, top
 * to bottom. A block's texts are keyed by its id (`blocks#intro.title`), not its place, so moving
 * blocks changes no text (and no hash: hashOf); staff read them by the place they are at now
 * (keyAtPosition).
 */
export function pageText(translation: { title: string; description: string } | undefined, blocks: unknown, language: Language): Current {
  if (!translation || !translation.title.trim()) return null;
  const fields: TextField[] = [
    { key: 'title', text: translation.title },
    { key: 'description', text: translation.description },
  ];
  if (Array.isArray(blocks)) {
    blocks.forEach((block: unknown, index) => {
      const type = stringOf(block, 'type');
      collect(block, `blocks#${stringOf(block, 'id') || index}`, type, language, fields);
    });
  }
  return fields;
}

const stringOf = (block: unknown, key: 'id' | 'type'): string => {
  const value = block && typeof block === 'object' ? (block as Record<string, unknown>)[key] : undefined;
  return typeof value === 'string' ? value : '';
};

/** The blocks' ids in their order ('' for a block without one). */
export const blockIds = (blocks: unknown): string[] => (Array.isArray(blocks) ? blocks.map((block: unknown) => stringOf(block, 'id')) : []);

/** A block's text by where its block is now (`blocks.2.items.0.title`); a removed block's stays `blocks#<id>…`. */
export function keyAtPosition(key: string, blocks: unknown): string {
  const match = /^blocks#([^.]+)(.*)$/.exec(key);
  const index = match ? blockIds(blocks).indexOf(match[1]) : -1;
  return index < 0 ? key : `blocks.${index}${match![2]}`;
}

/** A bilingual value is an object of exactly the languages: `{ en, ar }` (a text, or a list of words). */
function isBilingual(value: object): value is Record<Language, unknown> {
  const keys = Object.keys(value);
  return keys.length === languages.length && keys.every(isLanguage);
}

function collect(value: unknown, path: string, block: string, language: Language, into: TextField[]) {
  if (!value || typeof value !== 'object') return;
  if (Array.isArray(value)) {
    value.forEach((item, index) => collect(item, `${path}.${index}`, block, language, into));
    return;
  }
  if (isBilingual(value)) {
    const text = value[language];
    const words = typeof text === 'string' ? text : Array.isArray(text) ? text.filter((word) => typeof word === 'string').join(', ') : '';
    if (words) into.push({ key: path, text: words, block });
    return;
  }
  for (const [key, inner] of Object.entries(value)) collect(inner, `${path}.${key}`, block, language, into);
}
