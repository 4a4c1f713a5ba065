import { numberFormat } from '../../../format/intl.ts';

// How the library words an image's facts: its size in bytes and pixels in the reader's language
// (Western digits in Arabic too, as the rest of the admin), and the Markdown that shows it in a post.

/** "340 kB", "2.4 MB": a file's size, in kilobytes below a megabyte (1 kB = 1,000 bytes, as file managers show). */
export function formatBytes(bytes: number, language: string): string {
  const [value, unit] = bytes >= 1_000_000 ? [bytes / 1_000_000, 'megabyte'] : [Math.max(bytes, 1) / 1_000, 'kilobyte'];
  const digits = value < 10 ? 1 : 0;
  return numberFormat(language, { style: 'unit', unit, unitDisplay: 'short', maximumFractionDigits: digits }).format(value);
}

/** "1,600 × 900": width by height, in pixels. */
export function formatDimensions(width: number, height: number, language: string): string {
  const number = numberFormat(language);
  return `${number.format(width)} × ${number.format(height)}`;
}

/** `![alt](src)`, the alt text kept on one line and its brackets escaped so the Markdown stays an image. */
export function markdownImage(alt: string, src: string): string {
  const text = alt
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/([\\[\]])/g, '\\$1');
  return `![${text}](${src.replace(/[()\s]/g, encodeURIComponent)})`;
}
