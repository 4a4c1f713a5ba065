// The report of `npm run compare-pages`: a summary table (page × language × width) and, below, what
// differs on each page, in words a reviewer reads before opening the pictures.
import { changedLines, describeHunks, type Hunk, type Region } from './diff.ts';

export interface PixelSummary {
  share: number;
  regions: Region[];
  /** The picture of the differences, beside the report (none when nothing differs). */
  file: string | null;
}

export interface Comparison {
  path: string;
  language: 'en' | 'ar';
  width: 'phone' | 'desktop';
  status: [number, number];
  /** Text, headings and links with JavaScript on (settled), and with it off. */
  text: Hunk[];
  noScriptText: Hunk[];
  /** The settled screenshots, before against after. */
  pixels: PixelSummary;
  /** Each version's first paint (no script run) against its settled page. */
  firstPaint: [PixelSummary, PixelSummary];
  /** The screenshots: before, after. */
  files: [string, string];
  /** Each version's page height before and after the blocks below the fold are drawn (capture.ts). */
  heights: [{ estimated: number; drawn: number }, { estimated: number; drawn: number }];
  notes: string[];
}

export interface ReportHeading {
  before: string;
  after: string;
  startedAt: Date;
  seconds: number;
}

const percent = (share: number) => (share === 0 ? '0' : share < 0.0001 ? '<0.01 %' : `${(share * 100).toFixed(2)} %`);
const label = (c: Comparison) => `${c.path} · ${c.language} · ${c.width}`;

/** One comparison in a line, as each ends. */
export const progressLine = (c: Comparison) =>
  `${label(c)}: text ${changedLines(c.text)}, without JavaScript ${changedLines(c.noScriptText)}, pixels ${percent(c.pixels.share)}, ` +
  `first paint ${percent(c.firstPaint[0].share)} before, ${percent(c.firstPaint[1].share)} after`;

/** The summary as plain columns, for the terminal. */
export function summaryLines(comparisons: readonly Comparison[]): string[] {
  const rows = comparisons.map((c) => [
    c.path,
    c.language,
    c.width,
    String(changedLines(c.text)),
    String(changedLines(c.noScriptText)),
    percent(c.pixels.share),
    percent(c.firstPaint[0].share),
    percent(c.firstPaint[1].share),
  ]);
  const header = ['page', 'lang', 'width', 'text', 'text, no JS', 'pixels', 'first paint, before', 'first paint, after'];
  const sizes = header.map((h, i) => Math.max(h.length, ...rows.map((row) => row[i].length)));
  return [header, ...rows].map((row) => row.map((cell, i) => (i < 3 ? cell.padEnd(sizes[i]) : cell.padStart(sizes[i]))).join('  '));
}

/**
 * Differences seen on at least `times` comparisons (the header's, the footer's: the same on every
 * page) are told once, with where; what remains is told per page.
 */
export function splitRepeated(comparisons: readonly Comparison[], times = 3) {
  const seen = new Map<string, string[]>();
  const key = (hunk: Hunk, noScript: boolean) => `${noScript ? 'without JavaScript: ' : ''}${describeHunks([hunk]).join('\n')}`;
  for (const c of comparisons) {
    for (const [hunks, noScript] of [
      [c.text, false],
      [c.noScriptText, true],
    ] as const) {
      for (const text of new Set(hunks.map((hunk) => key(hunk, noScript)))) seen.set(text, [...(seen.get(text) ?? []), label(c)]);
    }
  }
  const repeated = [...seen].filter(([, where]) => where.length >= times);
  const isRepeated = new Set(repeated.map(([text]) => text));
  const own = (c: Comparison, noScript: boolean) => (noScript ? c.noScriptText : c.text).filter((hunk) => !isRepeated.has(key(hunk, noScript)));
  return { repeated, own };
}

const regionsInWords = (regions: readonly Region[]) =>
  regions.length === 0
    ? ''
    : `; regions (x, y, width × height): ${regions
        .slice(0, 8)
        .map((r) => `(${r.x}, ${r.y}, ${r.width} × ${r.height})`)
        .join(', ')}${regions.length > 8 ? `, and ${regions.length - 8} more` : ''}`;

function pixelLine(title: string, pixels: PixelSummary): string {
  return `- ${title}: ${percent(pixels.share)} of the pixels differ${regionsInWords(pixels.regions)}${pixels.file ? ` ([diff](${pixels.file}))` : ''}`;
}

export function reportMarkdown(heading: ReportHeading, comparisons: readonly Comparison[]): string {
  const { repeated, own } = splitRepeated(comparisons);
  const lines = [
    `# Pages compared: ${heading.before} → ${heading.after}`,
    '',
    `Run ${heading.startedAt.toISOString()}, ${comparisons.length} comparisons in ${Math.round(heading.seconds)} s.`,
    '',
    'Columns: lines of text, headings and links that differ (JavaScript on, settled; then JavaScript off); the share of',
    "pixels that differ between the settled full-page screenshots; each version's first paint (its HTML and styles, no",
    'script run) against its own settled page: what moves or changes style once the code runs. Red in a diff picture is',
    'a differing pixel. Differences are for a person to look at; nothing here passes or fails.',
    '',
    '| page | lang | width | text | text, no JS | pixels | first paint, before | first paint, after |',
    '|---|---|---|--:|--:|--:|--:|--:|',
    ...comparisons.map(
      (c) =>
        `| ${c.path} | ${c.language} | ${c.width} | ${changedLines(c.text)} | ${changedLines(c.noScriptText)} | ${percent(c.pixels.share)} | ` +
        `${percent(c.firstPaint[0].share)} | ${percent(c.firstPaint[1].share)} |`,
    ),
    '',
  ];
  if (repeated.length) {
    lines.push('## Differences on many pages', '');
    for (const [text, where] of repeated) lines.push('```', text, '```', `On ${where.length}: ${where.join('; ')}.`, '');
  }
  lines.push('## Each page', '', 'A page not listed here has no difference of its own: its screenshots are beside this report.', '');
  for (const c of comparisons) {
    const [text, noScriptText] = [own(c, false), own(c, true)];
    const same = c.pixels.share === 0 && c.firstPaint.every((p) => p.share === 0);
    const heightsMove = c.heights.some((h) => h.estimated !== h.drawn);
    if (same && !text.length && !noScriptText.length && !c.notes.length && !heightsMove && c.status[0] === c.status[1]) continue;
    lines.push(`### ${label(c)}`, '', `Screenshots: [before](${c.files[0]}), [after](${c.files[1]}).`, '');
    if (c.status[0] !== c.status[1]) lines.push(`- HTTP status: ${c.status[0]} before, ${c.status[1]} after`);
    for (const note of c.notes) lines.push(`- ${note}`);
    if (heightsMove) {
      const [before, after] = c.heights.map((h) => `${h.estimated} → ${h.drawn} px`);
      lines.push(`- Page height as first laid out → with every block below the fold drawn: before ${before}, after ${after}`);
    }
    if (!same) {
      lines.push(pixelLine('Before → after', c.pixels));
      lines.push(pixelLine('First paint → settled, before', c.firstPaint[0]));
      lines.push(pixelLine('First paint → settled, after', c.firstPaint[1]));
    }
    if (text.length) lines.push('', 'Text, headings and links:', '```', ...describeHunks(text), '```');
    if (noScriptText.length) lines.push('', 'Without JavaScript:', '```', ...describeHunks(noScriptText), '```');
    lines.push('');
  }
  return lines.join('\n');
}
