import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { brand } from '../../../../web/src/brand.ts';
import { languages } from '../../../../web/src/i18n/languages.ts';
import { marketingPages } from '../../../../web/src/paths.ts';
import { readCopy } from './seed.ts';

// The copy the first start made the site's pages from (copy/<language>/…, read by the seed alone):
// both languages alike in shape, the brand never spelled (the seed's {{brand}} is), ranges written
// the Arabic way.

const dir = join(import.meta.dirname, 'copy');

function strings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (typeof value === 'object' && value !== null) return Object.values(value).flatMap(strings);
  return [];
}

const shape = (value: unknown): unknown =>
  Array.isArray(value)
    ? value.map(shape)
    : typeof value === 'object' && value !== null
      ? Object.fromEntries(Object.entries(value).map(([k, v]) => [k, shape(v)]))
      : typeof value;

const files = readdirSync(join(dir, 'en'), { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.json'));

describe("the pages' copy", () => {
  it('has every product, deployment, solution and legal page, and the home page, in both languages', () => {
    expect(
      files
        .filter((file) => file.startsWith('content/'))
        .map((file) => file.slice('content/'.length, -'.json'.length))
        .sort(),
    ).toEqual(marketingPages.map((page) => page.key).sort());
    expect(readdirSync(join(dir, 'ar'), { recursive: true, encoding: 'utf8' }).sort()).toEqual(
      readdirSync(join(dir, 'en'), { recursive: true, encoding: 'utf8' }).sort(),
    );
  });

  it.each(files)('%s has the same structure in Arabic as in English, and no spelled brand', (file) => {
    expect(shape(readCopy('ar', file))).toEqual(shape(readCopy('en', file)));
    for (const language of languages) {
      for (const text of strings(readCopy(language, file))) {
        expect(text).not.toContain(brand.name.en);
        expect(text).not.toContain(brand.name.ar);
      }
    }
  });

  it('names every page in the navigation, with a line for the menus', () => {
    for (const language of languages) {
      const navigation = readCopy(language, 'navigation.json') as { pages: Record<string, string>; blurbs: Record<string, string> };
      for (const page of marketingPages) {
        expect(navigation.pages[page.key], `${language} ${page.key}`).toBeTruthy();
        if (page.section !== 'legal') expect(navigation.blurbs[page.key], `${language} ${page.key}`).toBeTruthy();
      }
    }
  });

  it('reads ranges naturally in Arabic ("من 3 إلى 6", not a mirrored "3-6")', () => {
    for (const text of files.flatMap((file) => strings(readCopy('ar', file)))) expect(text).not.toMatch(/\d\s*[-–]\s*\d/);
  });
});
