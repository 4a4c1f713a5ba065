// What an upload is, by its content (never its name or declared type), and how each format is served.

import { parseUrl } from '../parseUrl.ts';

export type MediaFormat = 'jpeg' | 'png' | 'webp' | 'avif' | 'gif' | 'svg';
export type VariantFormat = 'avif' | 'webp' | 'jpeg' | 'png' | 'svg';

export { imageRefusals, imageTooLargeMessage, mediaLimits, type ImageRefusal } from '../../../../web/src/api/mediaRules.ts';

export const contentTypes: Record<VariantFormat, string> = {
  avif: 'image/avif',
  webp: 'image/webp',
  jpeg: 'image/jpeg',
  png: 'image/png',
  svg: 'image/svg+xml',
};

export const extensions: Record<VariantFormat, string> = { avif: 'avif', webp: 'webp', jpeg: 'jpg', png: 'png', svg: 'svg' };

const formatOfExtension = new Map(Object.entries(extensions).map(([format, extension]) => [extension, format as VariantFormat]));

/** The address of a stored variant: /media/<hash>.<extension>. */
export function variantPath(hash: string, format: VariantFormat): string {
  return `/media/${hash}.${extensions[format]}`;
}

/** The hash and format a /media/ path names, or null when it names none. */
export function parseVariantPath(pathname: string): { hash: string; format: VariantFormat } | null {
  const match = /^\/media\/([0-9a-f]{32})\.([a-z]+)$/.exec(pathname);
  const format = match && formatOfExtension.get(match[2]);
  return match && format ? { hash: match[1], format } : null;
}

/**
 * Every stored file a text names (a post's cover and bodies), by hash, however its address is
 * written (`/media/./<hash>.jpg` and `https://…/media/<hash>.jpg` load it too): counting a use too
 * many only keeps an image from being deleted, one too few would break a post.
 */
export function variantHashesIn(text: string): string[] {
  return [...text.matchAll(/\/([0-9a-f]{32})\.(?:avif|webp|jpg|png|svg)\b/g)].map((match) => match[1]);
}

/**
 * The stored file an image address on this site names once resolved as the browser would from an
 * article (dot segments, `../media/…`), or null: another site's address, or no stored file.
 */
export function storedImageAddress(src: string): { hash: string; format: VariantFormat } | null {
  const base = 'https://site.invalid/blog/post';
  const url = parseUrl(src, base);
  if (!url) return null;
  return url.origin === 'https://site.invalid' ? parseVariantPath(url.pathname) : null;
}

function startsWith(bytes: Uint8Array, signature: number[], at = 0): boolean {
  return signature.every((byte, i) => bytes[at + i] === byte);
}

const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0));

/** The raster format the bytes are, by their signature; null for anything else (SVG is text: see svg.ts). */
export function sniffRaster(bytes: Uint8Array): Exclude<MediaFormat, 'svg'> | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(bytes, ascii('GIF87a')) || startsWith(bytes, ascii('GIF89a'))) return 'gif';
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'webp';
  if (startsWith(bytes, ascii('ftyp'), 4) && isAvifBrand(bytes)) return 'avif';
  return null;
}

/** An ISO-BMFF file whose major or a compatible brand is AVIF (not any HEIF, which browsers cannot show). */
function isAvifBrand(bytes: Uint8Array): boolean {
  const boxSize = ((bytes[0] << 24) | (bytes[1] << 16) | (bytes[2] << 8) | bytes[3]) >>> 0;
  const end = Math.min(boxSize, bytes.length, 256);
  for (let at = 8; at + 4 <= end; at += 4) {
    if (at === 12) continue; // the minor version, not a brand
    const brand = String.fromCharCode(...bytes.subarray(at, at + 4));
    if (brand === 'avif' || brand === 'avis') return true;
  }
  return false;
}

/**
 * A file name fit to show and search: its last path part, without control or direction-changing
 * characters, at most 200 characters; "image" when nothing is left.
 */
export function cleanFileName(name: string): string {
  const base = name.split(/[/\\]/).pop() ?? '';
  const cleaned = base
    .normalize('NFC')
    .replace(/[\p{Cc}\p{Cf}\u2028\u2029]/gu, '')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 200);
  return cleaned || 'image';
}
