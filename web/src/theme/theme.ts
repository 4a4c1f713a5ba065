import { fontStacks } from './fonts.ts';

const systemFonts = `system-ui, -apple-system, 'Segoe UI', Roboto, 'Noto Sans', 'Noto Sans Arabic', 'Geeza Pro', Tahoma, Arial, sans-serif`;

// Colours, type and spacing. Components read these through styled-components' theme and use
// logical properties (margin-inline-start, inset-inline-end…) so Arabic needs no second stylesheet.
export const theme = {
  color: {
    ink: '#0b1f33',
    inkSoft: '#33475b',
    muted: '#5b6b7c',
    surface: '#ffffff',
    canvas: '#f5f8fb',
    line: '#dbe3ea',
    accent: '#0f766e',
    accentStrong: '#115e59',
    accentSoft: '#ccfbf1',
    glow: '#2dd4bf',
    danger: '#b42318',
    dangerSoft: '#fee4e2',
    success: '#067647',
    onDark: '#e6f1f8',
  },
  font: {
    // Our own IBM Plex Sans Arabic and its fallbacks (fonts.ts), then the system's fonts.
    body: `${fontStacks.latin}, ${systemFonts}`,
    arabic: `${fontStacks.arabic}, ${systemFonts}`,
    /** Words in the other language (the language switch): a few glyphs, not worth a download. */
    system: systemFonts,
    mono: `ui-monospace, 'SFMono-Regular', Menlo, Consolas, monospace`,
  },
  radius: { sm: '6px', md: '10px', lg: '16px', pill: '999px' },
  shadow: {
    card: '0 1px 2px rgba(11, 31, 51, 0.06), 0 4px 16px rgba(11, 31, 51, 0.06)',
    raised: '0 8px 30px rgba(11, 31, 51, 0.16)',
  },
  space: (n: number) => `${n * 0.25}rem`,
  width: { content: '72rem', text: '44rem' },
  breakpoint: { sm: '40rem', md: '48rem', lg: '64rem' },
  motion: { fast: '120ms', normal: '200ms' },
} as const;

export type Theme = typeof theme;

declare module 'styled-components' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface DefaultTheme extends Theme {}
}
