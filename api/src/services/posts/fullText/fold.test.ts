import Database from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { foldSearchText } from './fold.ts';
import { fullTextQuery } from './match.ts';

describe('foldSearchText', () => {
  it('lowercases Latin text after NFKC (ligatures, full-width letters)', () => {
    expect(foldSearchText('Sovereign AI')).toBe('sovereign ai');
    expect(foldSearchText('ﬁle ＡＢＣ')).toBe('file abc');
  });

  it('folds the Arabic letters readers type interchangeably', () => {
    expect(foldSearchText('إدارة')).toBe('اداره');
    // The definite article and the particles on it go, when a word remains.
    expect(foldSearchText('الإدارة والبيانات بالسحابة للشركات')).toBe('اداره بيانات سحابه شركات');
    expect(foldSearchText('ال الى')).toBe('ال الي');
    expect(foldSearchText('أمن آمن ٱلبيانات')).toBe('امن امن بيانات');
    expect(foldSearchText('مستشفى')).toBe('مستشفي');
  });

  it('drops harakat, superscript alef, Quranic marks and tatweel', () => {
    expect(foldSearchText('إِدَارَةُ')).toBe('اداره');
    expect(foldSearchText('إدارـــة')).toBe('اداره');
    expect(foldSearchText('هٰذا')).toBe('هذا');
    expect(foldSearchText('العلم\u06D6')).toBe('علم');
    expect(foldSearchText('سَّلَامٌ')).toBe('سلام');
  });

  it('reads Arabic presentation forms as the letters they show', () => {
    expect(foldSearchText('ﺇﺩﺍﺭﺓ')).toBe('اداره');
  });

  it('turns Arabic-Indic and Eastern Arabic-Indic digits into ASCII digits', () => {
    expect(foldSearchText('٢٠٢٤ و ۳۰۰٪')).toBe('2024 و 300');
  });

  it('turns Markdown and other punctuation into single spaces', () => {
    expect(foldSearchText('## Title\n\n**Bold** [link](https://x.ae/a_b) `code` > quote')).toBe('title bold link https x ae a b code quote');
    expect(foldSearchText('  ***  ')).toBe('');
  });
});

// Every query the builder makes must be valid FTS5, whatever was typed.
const hostile = [
  '"',
  '""',
  '"unbalanced',
  'a" OR "b',
  '*',
  'a*',
  ':',
  'title:secret',
  '{title body}: x',
  'NEAR(',
  'NEAR(a b, 2)',
  'AND',
  'OR',
  'NOT',
  'a AND',
  'AND b',
  'a NOT b',
  '-',
  '-a',
  '+',
  '(',
  ')',
  '(a OR b',
  '^',
  '^a',
  'a^b',
  '\\',
  "'",
  ';',
  '%',
  '_',
  '\u0000',
  '😀'.repeat(100),
  'إ"دا*',
  'x'.repeat(200),
  'a b c d e f g h i j k l m n o p q r s t u v w x y z '.repeat(3).trim(),
];

describe('fullTextQuery', () => {
  it('quotes every word, requires all of them, and reads the last one as a prefix', () => {
    expect(fullTextQuery('Sovereign AI')).toBe('"sovereign" AND "ai"*');
    expect(fullTextQuery('إدا')).toBe('"ادا"*');
    expect(fullTextQuery('NEAR(a AND b')).toBe('"near a" AND "and" AND "b"*');
  });

  it('keeps words joined by punctuation together, as a phrase', () => {
    expect(fullTextQuery('snake_case')).toBe('"snake case"*');
    expect(fullTextQuery('ai-powered 3.5')).toBe('"ai powered" AND "3 5"*');
  });

  it('is null for text without a word (punctuation, emoji): such a search matches nothing', () => {
    expect(fullTextQuery('%')).toBeNull();
    expect(fullTextQuery('" * : ( ^ -')).toBeNull();
    expect(fullTextQuery('😀'.repeat(100))).toBeNull();
  });

  const sqlite = new Database(':memory:');
  afterAll(() => sqlite.close());
  sqlite.exec(`CREATE VIRTUAL TABLE t USING fts5(title, body, tokenize = 'unicode61 remove_diacritics 2')`);
  sqlite.prepare('INSERT INTO t VALUES (?, ?)').run(foldSearchText('NEAR and OR title'), foldSearchText('إدارة "quoted" a b'));
  const search = sqlite.prepare('SELECT count(*) AS n FROM t WHERE t MATCH ?');

  it.each(hostile.map((text) => [text]))('turns %j into a valid FTS5 query of quoted strings only', (text) => {
    const query = fullTextQuery(text);
    if (query === null) return;
    expect(query).toMatch(/^"(?:[^"]|"")+"(?: AND "(?:[^"]|"")+")*\*$/);
    expect(() => search.get(query)).not.toThrow();
  });
});
