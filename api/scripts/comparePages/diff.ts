// The pure parts of `npm run compare-pages`: what a page says (its text, headings and links, read
// in the browser by capture.ts) compared line by line between two versions, and the differing
// pixels of two screenshots (a grid of cells, pixels.ts) grouped into the regions a reader looks at.

/** What a visitor reads on a page: each part's visible text as lines, the h1-h3 outline, the links. */
export interface PageReading {
  main: string[];
  header: string[];
  footer: string[];
  /** `h2 Why private AI`: each heading with its level, in document order. */
  outline: string[];
  /** `Read the guide → /blog/some-article`: each link's text (or accessible name) and address. */
  links: string[];
}

export const readingParts = ['main', 'header', 'footer', 'outline', 'links'] as const satisfies readonly (keyof PageReading)[];

/** A run of lines one version has and the other has not, after the last line both share (if any). */
export interface Hunk {
  part: keyof PageReading;
  after: string | null;
  removed: string[];
  added: string[];
}

/** One line of text as a reader sees it: runs of whitespace are one space, no space at either end. */
export const normalizeLine = (line: string) => line.replace(/\s+/g, ' ').trim();

/** A text's non-empty lines, normalized. */
export const textLines = (text: string) => text.split('\n').map(normalizeLine).filter(Boolean);

/**
 * The hunks turning `before` into `after` along their longest common subsequence of lines (the
 * lines both share are left out). Common ends are matched first, so a long page with one changed
 * line costs little.
 */
export function lineDiff(before: readonly string[], after: readonly string[]): Omit<Hunk, 'part'>[] {
  let start = 0;
  while (start < before.length && start < after.length && before[start] === after[start]) start++;
  let endBefore = before.length;
  let endAfter = after.length;
  while (endBefore > start && endAfter > start && before[endBefore - 1] === after[endAfter - 1]) {
    endBefore--;
    endAfter--;
  }
  const a = before.slice(start, endBefore);
  const b = after.slice(start, endAfter);
  // common[i][j]: the length of the longest common subsequence of a[i..] and b[j..].
  const width = b.length + 1;
  const common = new Uint32Array((a.length + 1) * width);
  for (let i = a.length - 1; i >= 0; i--) {
    for (let j = b.length - 1; j >= 0; j--) {
      common[i * width + j] = a[i] === b[j] ? common[(i + 1) * width + j + 1] + 1 : Math.max(common[(i + 1) * width + j], common[i * width + j + 1]);
    }
  }
  const hunks: Omit<Hunk, 'part'>[] = [];
  let last: string | null = start > 0 ? before[start - 1] : null;
  let open: Omit<Hunk, 'part'> | null = null;
  const hunk = () => (open ??= (hunks.push({ after: last, removed: [], added: [] }), hunks[hunks.length - 1]));
  let i = 0;
  let j = 0;
  while (i < a.length || j < b.length) {
    if (i < a.length && j < b.length && a[i] === b[j]) {
      last = a[i];
      open = null;
      i++;
      j++;
    } else if (j >= b.length || (i < a.length && common[(i + 1) * width + j] >= common[i * width + j + 1])) {
      hunk().removed.push(a[i++]);
    } else {
      hunk().added.push(b[j++]);
    }
  }
  return hunks;
}

/** Every difference between two readings of a page, part by part. */
export function compareReadings(before: PageReading, after: PageReading): Hunk[] {
  return readingParts.flatMap((part) => lineDiff(before[part], after[part]).map((hunk) => ({ part, ...hunk })));
}

/** How many lines differ: each line one version has and the other has not counts once. */
export const changedLines = (hunks: readonly Hunk[]) => hunks.reduce((sum, hunk) => sum + hunk.removed.length + hunk.added.length, 0);

const partNames: Record<keyof PageReading, string> = {
  main: 'main text',
  header: 'header text',
  footer: 'footer text',
  outline: 'headings',
  links: 'links',
};

/** The hunks as a reader's list: `- ` lines only before, `+ ` lines only after, each hunk placed after the line both share. */
export function describeHunks(hunks: readonly Hunk[]): string[] {
  return hunks.flatMap((hunk) => [
    `${partNames[hunk.part]}, ${hunk.after === null ? 'at the start' : `after "${clip(hunk.after, 70)}"`}:`,
    ...hunk.removed.map((line) => `  - ${clip(line, 200)}`),
    ...hunk.added.map((line) => `  + ${clip(line, 200)}`),
  ]);
}

const clip = (text: string, length: number) => (text.length > length ? `${text.slice(0, length - 1)}…` : text);

/** A rectangle of a screenshot, in CSS pixels from its top left corner. */
export interface Region {
  x: number;
  y: number;
  width: number;
  height: number;
}

/**
 * The regions of differing pixels: `cells` marks (non-zero) each square of `cell` pixels holding at
 * least one, row by row, `columns` to a row; cells at most `gap` cells apart are one region (a line
 * of changed text is one region, not one per letter). Sorted from the top, then from the left.
 */
export function regionsOf(cells: Uint8Array, columns: number, cell: number, gap = 2): Region[] {
  const rows = Math.ceil(cells.length / columns);
  const seen = new Uint8Array(cells.length);
  const regions: Region[] = [];
  for (let start = 0; start < cells.length; start++) {
    if (!cells[start] || seen[start]) continue;
    seen[start] = 1;
    const queue = [start];
    let [left, top, right, bottom] = [columns, rows, -1, -1];
    while (queue.length) {
      const index = queue.pop()!;
      const [x, y] = [index % columns, Math.floor(index / columns)];
      [left, top, right, bottom] = [Math.min(left, x), Math.min(top, y), Math.max(right, x), Math.max(bottom, y)];
      for (let ny = Math.max(0, y - gap); ny <= Math.min(rows - 1, y + gap); ny++) {
        for (let nx = Math.max(0, x - gap); nx <= Math.min(columns - 1, x + gap); nx++) {
          const next = ny * columns + nx;
          if (cells[next] && !seen[next]) {
            seen[next] = 1;
            queue.push(next);
          }
        }
      }
    }
    regions.push({ x: left * cell, y: top * cell, width: (right - left + 1) * cell, height: (bottom - top + 1) * cell });
  }
  return regions.sort((a, b) => a.y - b.y || a.x - b.x);
}
