import { theme } from '../../../theme/theme.ts';

// How each series is drawn, shared by the charts (lazy, with the chart library) and their legends
// (plain HTML): told apart by line style and marker as well as by colour. Colours are the theme's,
// each at least 3:1 against the white panel.

export type Marker = 'circle' | 'square';

export interface SeriesStyle {
  color: string;
  /** SVG stroke-dasharray; none for a solid line. */
  dash?: string;
  marker: Marker;
}

export const seriesStyles = {
  views: { color: theme.color.accent, marker: 'circle' },
  visitors: { color: theme.color.ink, dash: '6 4', marker: 'square' },
  enquiries: { color: theme.color.accentStrong, marker: 'square' },
} satisfies Record<string, SeriesStyle>;

/** The language split: English solid, Arabic hatched. */
export const languageStyles = {
  en: { color: theme.color.accent, hatched: false },
  ar: { color: theme.color.ink, hatched: true },
} as const;

export const hatchPatternId = 'analytics-hatch';

export const chartColors = {
  grid: theme.color.line,
  axis: theme.color.muted,
  surface: theme.color.surface,
} as const;
