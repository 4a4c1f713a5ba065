import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { brand } from '../brand.ts';
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
        expect(text).not.toMatch(
          /\{\{(?!brand|count|year|date|name|username|minutes|subject|path|language|position|number|width|from|to|state|source|since|type|published|slug|into|enquiries|messages|entries|posts|pages|media|redirects|url|browser|system|when|device)\w+\}\}/,
        );
      }
    }
  });

  it('reads ranges naturally in Arabic ("من 3 إلى 6", not a mirrored "3-6")', () => {
    for (const text of files.flatMap((ns) => strings(read('ar', ns)))) expect(text).not.toMatch(/\d\s*[-–]\s*\d/);
  });
});
