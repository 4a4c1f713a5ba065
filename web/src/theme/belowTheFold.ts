import { theme } from './theme.ts';

// Below the fold, a public page's blocks are laid out and painted only as they near the screen
// (content-visibility): a font swapping in would otherwise lay out the whole long page again, 0.5 s
// of a slow phone's main thread on the home page. Until drawn, a block takes the height it usually
// has at that width, so that the scrollbar stays put and a saved scroll position (Back) lands where
// it was; once drawn, its own (`auto`). Printing lays out everything.

/** Usual content heights (without padding) in px on a phone, a tablet (48rem) and a desktop (64rem), English and Arabic alike: measured on the launch copy at 390, 768 and 1280 px. */
type Heights = readonly [phone: number, tablet: number, desktop: number];

// The home page's sections, by their anchors (as the seed made them: features/pages/blocks), after the hero.
const homeSections: Record<string, Heights> = {
  'what-is': [1160, 780, 605],
  why: [1690, 990, 780],
  'use-cases': [3890, 2090, 1515],
  deployment: [1480, 790, 575],
  platform: [1515, 1425, 955],
  assistant: [950, 710, 750],
  insights: [2200, 1415, 1175],
  contact: [1535, 1295, 880],
};
/** Any other block: an info or legal page's sections after the first, an article's related posts. */
const pageSection: Heights = [750, 580, 330];
const footer: Heights = [745, 657, 340];

const widths = [null, theme.breakpoint.md, theme.breakpoint.lg] as const;

function sized(selector: string, heights: Heights): string {
  return heights
    .map((height, i) => {
      const rule = `${selector} { contain-intrinsic-block-size: auto ${height}px; }`;
      return widths[i] ? `@media (min-width: ${widths[i]}) { ${rule} }` : rule;
    })
    .join('\n');
}

const sections = '#main > section ~ section, #main > article > section ~ section, #main > div > article ~ section';

export const belowTheFold = `@media screen {
  ${sections}, #main ~ footer { content-visibility: auto; }
  ${sized(sections, pageSection)}
  ${Object.entries(homeSections)
    .map(([id, heights]) => sized(`#main > section#${id}`, heights))
    .join('\n')}
  ${sized('#main ~ footer', footer)}
}`;
