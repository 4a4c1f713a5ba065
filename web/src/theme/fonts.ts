import arabic400 from '@fontsource/ibm-plex-sans-arabic/files/ibm-plex-sans-arabic-arabic-400-normal.woff2';
import arabic700 from '@fontsource/ibm-plex-sans-arabic/files/ibm-plex-sans-arabic-arabic-700-normal.woff2';
import latin400 from '@fontsource/ibm-plex-sans-arabic/files/ibm-plex-sans-arabic-latin-400-normal.woff2';
import latin600 from '@fontsource/ibm-plex-sans-arabic/files/ibm-plex-sans-arabic-latin-600-normal.woff2';
import latin700 from '@fontsource/ibm-plex-sans-arabic/files/ibm-plex-sans-arabic-latin-700-normal.woff2';

// IBM Plex Sans Arabic (SIL Open Font License 1.1), served from our own origin: its Arabic and its
// Latin (IBM Plex Sans) as two families, so a page downloads only the scripts it shows. Latin in three
// weights (500 renders with 400, 800 with 700); Arabic in two, as an Arabic weight file is twice a
// Latin one (45 KB): its 600 renders with 700.
//
// Plex is `optional`: a page waits for it at most 100 ms, then keeps the metric-matched system font
// until the next page load (Plex is cached by then). With `swap` it replaced the system font once
// it arrived: each face laid out the first screen again and, the widths never matching on every
// line, could wrap a line differently and move it (an Arabic line with Latin capitals, CLS 0.003).

/** Arabic letters, plus the spaces between them (the subset has them), so Arabic text needs no Latin file. */
const arabicRange = 'U+0020, U+00A0, U+0600-06FF, U+0750-077F, U+0870-08FF, U+200C-200F, U+2010-2011, U+FB50-FDFF, U+FE70-FEFF';
const latinRange =
  'U+0000-00FF, U+0131, U+0152-0153, U+02BB-02BC, U+02C6, U+02DA, U+02DC, U+2000-206F, U+20AC, U+2122, U+2191, U+2193, U+2212, U+2215, U+FEFF, U+FFFD';

// An Arabic page's Latin words (names, figures) come in its Arabic's two weights: its 600 renders
// with 700 in both scripts, and an Arabic page downloads one Latin file fewer (20 KB).
const plex = { arabic: 'Sovra Arabic', latin: 'Sovra Latin', latinBesideArabic: 'Sovra Latin Arabic' };

const face = (family: string, weight: string, display: 'optional' | 'swap', src: string, range: string, extra = '') =>
  `@font-face { font-family: '${family}'; font-style: normal; font-weight: ${weight}; font-display: ${display}; src: ${src}; unicode-range: ${range};${extra} }`;

const plexFaces = [
  [plex.arabic, arabicRange, { 400: arabic400, 700: arabic700 }],
  [plex.latin, latinRange, { 400: latin400, 600: latin600, 700: latin700 }],
  [plex.latinBesideArabic, latinRange, { 400: latin400, 700: latin700 }],
] as const;

/**
 * The system fonts shown when Plex is not there in time, scaled to Plex's widths so the page looks
 * much the same in either (capitals and figures differ most: Noto Sans' are 4% and 10% narrower).
 * `size` is Plex's width over the font's, measured in Chromium on the site's own copy, for the
 * regular and the bold face. Arial's figures hold for its metric twins (Liberation Sans, Arimo).
 * Installed fonts are there at once; `swap` only matters where a platform matches them late.
 */
const fallbacks = [
  {
    family: 'Sovra Latin Arial',
    range: latinRange,
    regular: ['Arial', 'ArialMT', 'Liberation Sans', 'LiberationSans-Regular', 'Arimo'],
    size: [1.0093, 0.9812],
  },
  { family: 'Sovra Latin Roboto', range: latinRange, regular: ['Roboto', 'Roboto-Regular'], size: [1.0115, 1.044] },
  { family: 'Sovra Latin Noto', range: latinRange, regular: ['Noto Sans Regular', 'NotoSans-Regular'], size: [0.9514, 0.9373] },
  { family: 'Sovra Arabic Noto', range: arabicRange, regular: ['Noto Sans Arabic Regular', 'NotoSansArabic-Regular'], size: [0.9318, 0.9109] },
  {
    family: 'Sovra Arabic Naskh',
    range: arabicRange,
    regular: ['Noto Naskh Arabic Regular', 'NotoNaskhArabic-Regular', 'Noto Naskh Arabic UI', 'NotoNaskhArabicUI-Regular'],
    size: [1.0398, 1.0702],
  },
];

/** A regular face's local name, made bold: 'Arial' → 'Arial Bold', 'ArialMT' → 'Arial-BoldMT', 'Roboto-Regular' → 'Roboto-Bold'. */
const boldName = (name: string) =>
  name === 'ArialMT' ? 'Arial-BoldMT' : name.includes('-') ? name.replace(/-Regular$/, '-Bold') : `${name.replace(/ Regular$/, '')} Bold`;

// Plex's vertical metrics (units per em 1000: ascent 1085, descent 415, no line gap), for the fallbacks to share.
const metrics = (size: number) =>
  ` size-adjust: ${(size * 100).toFixed(2)}%; ascent-override: ${(108.5 / size).toFixed(2)}%; descent-override: ${(41.5 / size).toFixed(2)}%; line-gap-override: 0%;`;

/** The @font-face rules: Plex, one per family and weight, then the metric-matched fallbacks. */
export const fontFaces = [
  ...plexFaces.flatMap(([family, range, files]) =>
    Object.entries(files).map(([weight, url]) => face(family, weight, 'optional', `url(${url}) format('woff2')`, range)),
  ),
  ...fallbacks.flatMap(({ family, range, regular, size }) => [
    face(family, '100 500', 'swap', regular.map((name) => `local('${name}')`).join(', '), range, metrics(size[0])),
    face(family, '600 900', 'swap', regular.map((name) => `local('${boldName(name)}')`).join(', '), range, metrics(size[1])),
  ]),
];

const latinFallbacks = fallbacks.filter((f) => f.range === latinRange).map((f) => `'${f.family}'`);
const arabicFallbacks = fallbacks.filter((f) => f.range === arabicRange).map((f) => `'${f.family}'`);

/** Font stacks: Plex, then the metric-matched fallbacks. An English page names no Arabic family, so it never downloads Arabic glyphs. */
export const fontStacks = {
  latin: [`'${plex.latin}'`, ...latinFallbacks].join(', '),
  arabic: [`'${plex.arabic}'`, `'${plex.latinBesideArabic}'`, ...arabicFallbacks, ...latinFallbacks].join(', '),
};
