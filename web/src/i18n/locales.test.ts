import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { brand } from '../brand.ts';
import { marketingPages } from '../paths.ts';
import { namespaces } from './languages.ts';

const dir = join(import.meta.dirname, 'locales');
const read = (lang: string, ns: string) => JSON.parse(readFileSync(join(dir, lang, `${ns}.json`), 'utf8'));
const pluralSuffix = /_(zero|one|two|few|many|other)$/;

function keys(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return [prefix];
  return Object.entries(value).flatMap(([key, child]) => keys(child, prefix ? `${prefix}.${key}` : key));
}

function strings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (typeof value === 'object' && value !== null) return Object.values(value).flatMap(strings);
  return [];
}

describe('translations', () => {
  const files = readdirSync(join(dir, 'en')).map((f) => f.replace(/\.json$/, ''));

  it('ship every namespace of the spec in both languages', () => {
    expect(files).toEqual(expect.arrayContaining([...namespaces]));
    expect(readdirSync(join(dir, 'ar')).sort()).toEqual(readdirSync(join(dir, 'en')).sort());
  });

  it.each(files)('%s has the same keys in Arabic as in English (plural forms aside)', (ns) => {
    const base = (k: string) => k.replace(pluralSuffix, '');
    expect([...new Set(keys(read('ar', ns)).map(base))].sort()).toEqual([...new Set(keys(read('en', ns)).map(base))].sort());
  });

  it.each(files)('%s never spells the brand (the brand module does) and keeps its placeholders', (ns) => {
    for (const lang of ['en', 'ar']) {
      for (const text of strings(read(lang, ns))) {
        expect(text).not.toContain(brand.name.en);
        expect(text).not.toContain(brand.name.ar);
        expect(text).not.toMatch(/\{\{(?!brand|count|year|date|name|username|minutes|subject|path|language|position|number)\w+\}\}/);
      }
    }
  });

  describe('the copy of each marketing page (content/<key>.json, content:pages.<key>)', () => {
    const pageFiles = readdirSync(join(dir, 'en', 'content')).map((f) => f.replace(/\.json$/, ''));
    const readPage = (lang: string, key: string) => JSON.parse(readFileSync(join(dir, lang, 'content', `${key}.json`), 'utf8'));
    const shape = (value: unknown): unknown =>
      Array.isArray(value)
        ? value.map(shape)
        : typeof value === 'object' && value !== null
          ? Object.fromEntries(Object.entries(value).map(([k, v]) => [k, shape(v)]))
          : typeof value;

    it('exists for every product, deployment, solution and legal page, in both languages', () => {
      expect(pageFiles.sort()).toEqual(marketingPages.map((page) => page.key).sort());
      expect(readdirSync(join(dir, 'ar', 'content')).sort()).toEqual(readdirSync(join(dir, 'en', 'content')).sort());
    });

    it.each(pageFiles)('%s has the same structure in Arabic as in English, and no spelled brand', (key) => {
      expect(shape(readPage('ar', key))).toEqual(shape(readPage('en', key)));
      for (const lang of ['en', 'ar']) {
        for (const text of strings(readPage(lang, key))) {
          expect(text).not.toContain(brand.name.en);
          expect(text).not.toContain(brand.name.ar);
          expect(text).not.toMatch(/\{\{(?!brand)\w+\}\}/);
        }
      }
    });

    it('names every page in the navigation, with a line for the menus', () => {
      for (const lang of ['en', 'ar']) {
        const navigation = read(lang, 'navigation');
        for (const page of marketingPages) {
          expect(navigation.pages[page.key], `${lang} ${page.key}`).toBeTruthy();
          if (page.section !== 'legal') expect(navigation.blurbs[page.key], `${lang} ${page.key}`).toBeTruthy();
        }
      }
    });

    it('reads ranges naturally in Arabic ("من 3 إلى 6", not a mirrored "3-6")', () => {
      const all = (lang: string) => [
        ...readdirSync(join(dir, lang))
          .filter((f) => f.endsWith('.json'))
          .map((f) => read(lang, f.replace(/\.json$/, ''))),
        ...pageFiles.map((key) => readPage(lang, key)),
      ];
      for (const text of all('ar').flatMap(strings)) expect(text).not.toMatch(/\d\s*[-–]\s*\d/);
    });
  });
});
