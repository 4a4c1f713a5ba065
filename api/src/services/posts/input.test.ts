import { describe, expect, it } from 'vitest';
import { ApiError } from '../../errors.ts';
import { parsePostInput } from './input.ts';

// What a post's texts may hold: what reaches the page's head (the title, the SEO title and
// description, and the excerpt that stands in for a missing SEO description) may not hold what
// could disguise it, by the rule tag names and enquiries are held to (web/src/api/contactRules.ts).

const post = (en: Record<string, string>) => ({ status: 'DRAFT', tags: [], translations: { en: { title: 'A title', ...en } } });

/** The `{ field: code }` details of a refusal, or null when the post is taken. */
function refusal(input: unknown): Record<string, string> | null {
  try {
    parsePostInput(input);
    return null;
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    expect(error.code).toBe('BAD_USER_INPUT');
    return error.details as Record<string, string>;
  }
}

const isolates = { LRI: '\u2066', RLI: '\u2067', FSI: '\u2068', PDI: '\u2069' };
const overrides = { LRE: '\u202A', RLE: '\u202B', PDF: '\u202C', LRO: '\u202D', RLO: '\u202E' };
const separators = { 'line separator': '\u2028', 'paragraph separator': '\u2029' };

describe('a post title, SEO title and SEO description', () => {
  for (const [name, character] of Object.entries({ ...isolates, ...overrides, ...separators })) {
    it(`refuse the ${name} (U+${character.codePointAt(0)!.toString(16).toUpperCase()}) as invalid`, () => {
      expect(refusal(post({ title: `Invoice ${character}fdp.exe paid` }))).toEqual({ 'translations.en.title': 'invalid' });
      expect(refusal(post({ seoTitle: `Offer ${character} ends` }))).toEqual({ 'translations.en.seoTitle': 'invalid' });
      expect(refusal(post({ seoDescription: `About ${character} us` }))).toEqual({ 'translations.en.seoDescription': 'invalid' });
    });
  }

  it('take Arabic and mixed text, with the direction marks it may need (U+200E, U+200F, U+061C)', () => {
    const arabic = { title: 'الذكاء الاصطناعي السيادي \u200FGPT-4\u200F في أبوظبي', seoTitle: 'عنوان \u061C2026', seoDescription: 'وصف \u200Ev2\u200E قصير' };
    expect(refusal({ status: 'DRAFT', tags: [], translations: { ar: arabic } })).toBeNull();
    expect(parsePostInput({ status: 'DRAFT', tags: [], translations: { ar: arabic } }).translations.ar).toMatchObject(arabic);
  });
});

describe('an excerpt', () => {
  it('refuses what the SEO description refuses: direction overrides and isolates', () => {
    for (const character of Object.values({ ...isolates, ...overrides })) {
      expect(refusal(post({ excerpt: `Quarterly report ${character}fdp.exe` })), JSON.stringify(character)).toEqual({ 'translations.en.excerpt': 'invalid' });
    }
  });

  it('stays text of several lines and paragraphs', () => {
    const excerpt = 'First line\nsecond line\r\n\n\tand a paragraph.';
    expect(parsePostInput(post({ excerpt })).translations.en?.excerpt).toBe(excerpt);
  });
});
