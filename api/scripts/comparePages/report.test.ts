import { describe, expect, it } from 'vitest';
import type { Hunk } from './diff.ts';
import { splitRepeated, type Comparison } from './report.ts';

const same = { share: 0, regions: [], file: null };
const comparison = (path: string, text: Hunk[]): Comparison => ({
  path,
  language: 'en',
  width: 'phone',
  status: [200, 200],
  text,
  noScriptText: [],
  pixels: same,
  firstPaint: [same, same],
  files: ['before.png', 'after.png'],
  heights: [
    { estimated: 100, drawn: 100 },
    { estimated: 100, drawn: 100 },
  ],
  notes: [],
});

describe('splitRepeated', () => {
  it("tells a difference seen on several pages once, with where, and leaves each page's own", () => {
    const footer: Hunk = { part: 'footer', after: 'Blog', removed: ['Careers'], added: [] };
    const heading: Hunk = { part: 'outline', after: 'h1 Sovra Core', removed: ['h2 Pricing'], added: ['h3 Pricing'] };
    const pages = [comparison('/', [footer]), comparison('/blog', [footer]), comparison('/sovra-core', [heading, footer])];
    const { repeated, own } = splitRepeated(pages);
    expect(repeated).toEqual([['footer text, after "Blog":\n  - Careers', ['/ · en · phone', '/blog · en · phone', '/sovra-core · en · phone']]]);
    expect(pages.map((page) => own(page, false))).toEqual([[], [], [heading]]);
  });

  it('keeps on each page a difference seen on fewer pages', () => {
    const footer: Hunk = { part: 'footer', after: null, removed: [], added: ['Careers'] };
    const { repeated, own } = splitRepeated([comparison('/', [footer]), comparison('/blog', [footer])]);
    expect(repeated).toEqual([]);
    expect(own(comparison('/', [footer]), false)).toEqual([footer]);
  });
});
