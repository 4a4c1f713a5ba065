import { describe, expect, it } from 'vitest';
import { changedLines, compareReadings, describeHunks, lineDiff, regionsOf, textLines, type PageReading } from './diff.ts';

const reading = (parts: Partial<PageReading>): PageReading => ({ main: [], header: [], footer: [], outline: [], links: [], ...parts });

describe('lineDiff', () => {
  it('finds nothing between equal lists', () => {
    expect(lineDiff(['a', 'b'], ['a', 'b'])).toEqual([]);
  });

  it('places each run of changed lines after the last line both versions share', () => {
    expect(lineDiff(['title', 'old one', 'kept', 'gone', 'end'], ['title', 'new one', 'kept', 'end', 'added'])).toEqual([
      { after: 'title', removed: ['old one'], added: ['new one'] },
      { after: 'kept', removed: ['gone'], added: [] },
      { after: 'end', removed: [], added: ['added'] },
    ]);
  });

  it('says a change at the very start is at the start', () => {
    expect(lineDiff(['x', 'same'], ['y', 'same'])).toEqual([{ after: null, removed: ['x'], added: ['y'] }]);
  });

  it('sees a moved block as removed in one place and added in the other, not as every line changed', () => {
    const hunks = lineDiff(['a', 'b', 'c', 'd', 'e'], ['a', 'd', 'e', 'b', 'c']);
    expect(changedLines(hunks.map((hunk) => ({ part: 'main', ...hunk })))).toBe(4);
  });
});

describe('textLines', () => {
  it('reads text as a visitor does: whitespace runs are one space, blank lines gone', () => {
    expect(textLines('  Private,\tsovereign   AI \n\n   \nفي  الخليج\n')).toEqual(['Private, sovereign AI', 'في الخليج']);
  });
});

describe('compareReadings and describeHunks', () => {
  it('names the part of the page each difference is in, lines only before with -, only after with +', () => {
    const before = reading({ outline: ['h1 Sovra', 'h2 Pricing'], links: ['Blog → /blog'] });
    const after = reading({ outline: ['h1 Sovra', 'h3 Pricing'], links: ['Blog → /blog', 'Terms → /terms'] });
    const hunks = compareReadings(before, after);
    expect(changedLines(hunks)).toBe(3);
    expect(describeHunks(hunks)).toEqual([
      'headings, after "h1 Sovra":',
      '  - h2 Pricing',
      '  + h3 Pricing',
      'links, after "Blog → /blog":',
      '  + Terms → /terms',
    ]);
  });
});

describe('regionsOf', () => {
  // A grid of 6 × 4 cells of 8 px.
  const grid = (rows: string[]) => Uint8Array.from(rows.join(''), (c) => (c === '#' ? 1 : 0));

  it('groups cells a gap or less apart into one region, in pixels, top first', () => {
    const cells = grid([
      '......', //
      '.....#',
      '#.#...',
      '......',
    ]);
    expect(regionsOf(cells, 6, 8, 2)).toEqual([
      { x: 40, y: 8, width: 8, height: 8 },
      { x: 0, y: 16, width: 24, height: 8 },
    ]);
    expect(regionsOf(cells, 6, 8, 3)).toEqual([{ x: 0, y: 8, width: 48, height: 16 }]);
  });

  it('finds no region where no pixel differs', () => {
    expect(regionsOf(new Uint8Array(24), 6, 8)).toEqual([]);
  });
});
