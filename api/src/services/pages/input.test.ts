import { describe, expect, it } from 'vitest';
import { ApiError } from '../../errors.ts';
import { parsePageInput } from './input.ts';

// What a page's title and description may hold: they are written into the page's head (<title>,
// meta and og descriptions), so not what could disguise them, by the rule post titles, tag names
// and enquiries are held to (web/src/api/contactRules.ts).

const page = (en: Record<string, string>) => ({ path: '/about-us', status: 'DRAFT', translations: { en: { title: 'About us', ...en } }, blocks: [] });

/** The refusal of a page, or null when it is taken. */
function refusal(input: unknown): ApiError | null {
  try {
    parsePageInput(input);
    return null;
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    return error;
  }
}

const disguising = {
  LRI: '\u2066',
  RLI: '\u2067',
  FSI: '\u2068',
  PDI: '\u2069',
  RLE: '\u202B',
  RLO: '\u202E',
  'line separator': '\u2028',
  'paragraph separator': '\u2029',
};

describe('a page title and description', () => {
  for (const [name, character] of Object.entries(disguising)) {
    it(`refuse the ${name} as invalid, naming the field`, () => {
      const title = refusal(page({ title: `Page ${character} x` }));
      expect(title).toMatchObject({ code: 'BAD_USER_INPUT', details: { 'translations.en.title': 'invalid' }, message: 'translations.en.title is not valid' });
      const description = refusal(page({ description: `About ${character} y` }));
      expect(description).toMatchObject({ code: 'BAD_USER_INPUT', details: { 'translations.en.description': 'invalid' } });
    });
  }

  it('take Arabic text with the direction marks it may need', () => {
    const ar = { title: 'من نحن \u200FSovra\u200F', description: 'شركة \u061C2026' };
    expect(refusal({ ...page({}), translations: { ar } })).toBeNull();
  });
});
