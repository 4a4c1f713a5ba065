import { createHash } from 'node:crypto';
import sharp, { type Sharp } from 'sharp';
import { apiError } from '../../errors.ts';
import { offThread } from '../offThread/pool.ts';
import { imageRefusals, mediaLimits, sniffRaster, type ImageRefusal, type MediaFormat, type VariantFormat } from './formats.ts';
import { drawSvg } from './drawSvg.ts';

// Turns an upload into what the site serves: the widths a page may need in AVIF, WebP and JPEG (PNG
// for images with transparency), a 1200x630 picture for link previews and a blurred placeholder.
// Every output is made from decoded pixels, upright, in sRGB, without any metadata (sharp writes
// none unless asked): camera, place and software details never leave the original.

export const responsiveWidths = [320, 640, 960, 1280, 1920] as const;
export const socialSize = { width: 1200, height: 630 } as const;
/** The width of the variant a post's Markdown and cover point at (the rest come with it in srcset). */
export const canonicalWidth = 1280;
/** How large an SVG is drawn for its preview and placeholder, at most. */
const maxDrawnPixels = 4_000_000;
const maxDrawnSide = 4096;
/**
 * The tallest WebP there can be (AVIF, as sharp writes it, stops at 16,384): a copy taller than
 * that is made in JPEG (or PNG) only. JPEG's own limit is mediaLimits.side.
 */
const maxModernSide = 16_383;

export interface ProcessedVariant {
  hash: string;
  format: VariantFormat;
  purpose: 'responsive' | 'social';
  width: number;
  height: number;
  data: Uint8Array<ArrayBuffer>;
}

export interface ProcessedMedia {
  format: MediaFormat;
  width: number;
  height: number;
  placeholder: string;
  variants: ProcessedVariant[];
}

export function refuse(reason: ImageRefusal): never {
  throw apiError('BAD_USER_INPUT', imageRefusals[reason], { file: reason });
}

const encoders: Record<Exclude<VariantFormat, 'svg'>, (image: Sharp) => Sharp> = {
  avif: (image) => image.avif({ quality: 50, effort: 2 }),
  webp: (image) => image.webp({ quality: 75, effort: 4 }),
  jpeg: (image) => image.jpeg({ quality: 78, mozjpeg: true }),
  png: (image) => image.png({ compressionLevel: 9, palette: false }),
};

const inputOptions = { limitInputPixels: mediaLimits.megapixels * 1_000_000, failOn: 'error', pages: 1 } as const;

/** A variant's hash, which its address names (/media/<hash>.<extension>). */
export function contentHash(data: Uint8Array): string {
  return createHash('sha256').update(data).digest('hex').slice(0, 32);
}

/**
 * SHA-256 in hex, worked out on libuv's thread pool (WebCrypto), not on the event loop: createHash
 * holds it for 10 ms or more over a 15 MB upload, which every other request waits out.
 */
export async function sha256Hex(data: Uint8Array<ArrayBuffer>): Promise<string> {
  return Buffer.from(await crypto.subtle.digest('SHA-256', data)).toString('hex');
}

/** contentHash, off the event loop (sha256Hex). */
async function contentHashApart(data: Uint8Array<ArrayBuffer>): Promise<string> {
  return (await sha256Hex(data)).slice(0, 32);
}

/** Checks what the bytes are and makes every variant; refuses (400) what is not an image we accept. */
export async function processUpload(bytes: Uint8Array): Promise<ProcessedMedia> {
  if (bytes.byteLength === 0) refuse('empty');
  const raster = sniffRaster(bytes);
  if (raster) return processRaster(bytes, raster);
  // Anything else is an SVG or refused: the sanitiser reads it as text and tells which.
  return processSvg(bytes);
}

async function processRaster(bytes: Uint8Array, format: Exclude<MediaFormat, 'svg'>): Promise<ProcessedMedia> {
  // The header only, without the pixel limit: sharp would refuse an over-large image as unreadable,
  // and the editor must be told it is too large instead (the limit holds for the decode below).
  const metadata = await sharp(bytes, { ...inputOptions, limitInputPixels: false })
    .metadata()
    .catch(() => refuse('unreadable'));
  // sharp names what it decoded: a file whose signature says one thing and whose body another is refused.
  if (metadata.format !== format && !(format === 'avif' && metadata.format === 'heif')) refuse('unreadable');
  if (!metadata.width || !metadata.height) refuse('unreadable');
  if (metadata.width * metadata.height > mediaLimits.megapixels * 1_000_000) refuse('too_many_pixels');
  // The copies' sides too, before decoding: JPEG cannot hold a copy past its limit (libjpeg would
  // fail the upload once the work is done). The widest copy is the tallest.
  const upright = metadata.autoOrient;
  const widest = Math.max(...variantWidths(upright.width));
  if (Math.round((upright.height * widest) / upright.width) > mediaLimits.side) refuse('too_tall');
  // Decoded once, upright and in sRGB; every variant is made from these pixels.
  const { data, info } = await sharp(bytes, inputOptions)
    .autoOrient()
    .toColourspace('srgb')
    .raw()
    .toBuffer({ resolveWithObject: true })
    .catch(() => refuse('unreadable'));
  const pixels = () => sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } });
  const opaque = info.channels < 4 || (await pixels().stats()).isOpaque;
  const fallback: VariantFormat = opaque ? 'jpeg' : 'png';
  const formats = ['avif', 'webp', fallback] as const;

  const variants: ProcessedVariant[] = [];
  for (const width of variantWidths(info.width)) {
    const resized = await pixels().resize({ width, withoutEnlargement: true }).raw().toBuffer({ resolveWithObject: true });
    const from = () => sharp(resized.data, { raw: { width: resized.info.width, height: resized.info.height, channels: resized.info.channels } });
    for (const variantFormat of formats) {
      // WebP and AVIF stop at 16,383 pixels a side: a long screenshot's tallest widths are in the fallback only.
      if (variantFormat !== fallback && resized.info.height > maxModernSide) continue;
      variants.push(await encode(from(), variantFormat as Exclude<VariantFormat, 'svg'>, 'responsive'));
    }
  }
  // JPEG has no transparency: on white, as an SVG's is (else a dark logo vanishes into black).
  variants.push(await encode(socialCrop(pixels().flatten({ background: '#ffffff' }), info), 'jpeg', 'social'));
  return { format, width: info.width, height: info.height, placeholder: await placeholderOf(pixels()), variants };
}

async function processSvg(bytes: Uint8Array): Promise<ProcessedMedia> {
  // In a worker thread: reading a 15 MB drawing takes the sanitiser a second or more. It answers
  // with the cleaned drawing's bytes (what is stored, hashed and drawn) and its embedded pictures.
  const sanitized = await offThread('sanitizeSvg', bytes);
  if (!sanitized.ok) refuse(({ unsafe: 'unsafe_svg', too_complex: 'too_complex', not_svg: 'unsupported_type' } as const)[sanitized.reason]);
  const { bytes: data, width, height } = sanitized;
  await checkEmbeddedImages(sanitized.embedded);
  // Only the cleaned drawing is ever drawn, once, in a process of its own with a time limit
  // (drawSvg.ts), at a size that covers the preview without passing 4 megapixels or 4,096 pixels a
  // side (a long rule is drawn thin, its preview cut from those pixels).
  const cover = Math.max(socialSize.width / width, socialSize.height / height);
  // …but never thinner than a pixel (a 10,000x1 rule stays 10,000 pixels: few, whatever their side).
  const scale = Math.max(Math.min(cover, Math.sqrt(maxDrawnPixels / (width * height)), maxDrawnSide / Math.max(width, height)), 1 / Math.min(width, height));
  try {
    const drawing = await drawSvg(data, { density: Math.max(0.01, 72 * scale), maxPixels: inputOptions.limitInputPixels });
    if (drawing === 'too_slow') refuse('too_complex');
    if (drawing === 'failed') refuse('unreadable');
    const { data: drawn, info } = drawing;
    const rendered = () => sharp(drawn, { raw: { width: info.width, height: info.height, channels: info.channels } });
    const variants: ProcessedVariant[] = [
      { hash: await contentHashApart(data), format: 'svg', purpose: 'responsive', width, height, data },
      await encode(socialCrop(rendered(), info), 'jpeg', 'social'),
    ];
    return { format: 'svg', width, height, placeholder: await placeholderOf(rendered()), variants };
  } catch (error) {
    if (error instanceof Error && error.name === 'ApiError') throw error;
    return refuse('unreadable');
  }
}

/**
 * Pictures embedded in an SVG (data: URIs, the only ones kept; their base64, as svg.ts's
 * cleanUploadedSvg found them) are decoded when it is drawn, out of reach of the pixel limit of the
 * drawing itself: together they are held to the limit of an upload (each alone would let fifty
 * 39-megapixel pictures in). svg.ts keeps the media type in any case.
 */
async function checkEmbeddedImages(embedded: string[]): Promise<void> {
  let pixels = 0;
  for (const base64 of embedded) {
    const metadata = await sharp(Buffer.from(base64, 'base64'), { ...inputOptions, limitInputPixels: false })
      .metadata()
      .catch(() => refuse('unreadable'));
    pixels += (metadata.width ?? 0) * (metadata.height ?? 0);
    if (pixels > mediaLimits.megapixels * 1_000_000) refuse('too_many_pixels');
  }
}

/** The widths to make: those of the list narrower than the image, and the image's own when it is narrower than the widest. */
export function variantWidths(width: number): number[] {
  const widths: number[] = responsiveWidths.filter((candidate) => candidate < width);
  if (width <= responsiveWidths.at(-1)!) widths.push(width);
  else widths.push(responsiveWidths.at(-1)!);
  return [...new Set(widths)];
}

/**
 * The 1200x630 preview: the image scaled to cover it, its most interesting part kept. Scaled to cover,
 * a long strip would be millions of pixels along (8000x2: 2.5 million by 630, a minute of CPU and
 * gigabytes; 40000x1 kills the process): the middle of one is first cut to the preview's shape.
 */
function socialCrop(image: Sharp, size: { width: number; height: number }): Sharp {
  const aspect = socialSize.width / socialSize.height;
  if (Math.max(size.width / size.height / aspect, (size.height * aspect) / size.width) > 8) {
    const width = Math.min(size.width, Math.max(1, Math.round(size.height * aspect)));
    const height = Math.min(size.height, Math.max(1, Math.round(size.width / aspect)));
    image = image.extract({ left: Math.floor((size.width - width) / 2), top: Math.floor((size.height - height) / 2), width, height });
  }
  return image.resize({ ...socialSize, fit: 'cover', position: 'attention' });
}

async function encode(image: Sharp, format: Exclude<VariantFormat, 'svg'>, purpose: ProcessedVariant['purpose']): Promise<ProcessedVariant> {
  const { data, info } = await encoders[format](image).toBuffer({ resolveWithObject: true });
  const bytes = new Uint8Array(data);
  return { hash: await contentHashApart(bytes), format, purpose, width: info.width, height: info.height, data: bytes };
}

/** About 20 pixels wide, blurred, as a WebP data: URI of a few hundred bytes. */
async function placeholderOf(image: Sharp): Promise<string> {
  const data = await image.resize({ width: 20, height: 20, fit: 'inside' }).blur(1).webp({ quality: 40 }).toBuffer();
  return `data:image/webp;base64,${data.toString('base64')}`;
}
