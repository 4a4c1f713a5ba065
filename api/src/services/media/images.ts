import type { Db } from '../../db/client.ts';
import type { Prisma } from '../../db/generated/client.ts';
import { loadInBatch } from '../batch.ts';
import { contentTypes, storedImageAddress, variantHashesIn, variantPath, type VariantFormat } from './formats.ts';
import { canonicalWidth } from './process.ts';

// What a page needs to show a stored image: its sources for <picture>, its size (no layout shift),
// its alt texts and placeholder. Read from the media's rows, never from the files themselves.

export interface ImageSource {
  type: string;
  srcset: string;
}

export interface ImageView {
  mediaId: number;
  width: number;
  height: number;
  altEn: string;
  altAr: string;
  placeholder: string;
  /** The fallback file at about 1280 wide: what a post's Markdown and cover name. */
  src: string;
  /** Every width of the fallback format (JPEG, PNG for transparency, or the SVG itself). */
  srcset: string;
  /** Modern formats first (AVIF, then WebP), for <source> elements; none for an SVG. */
  sources: ImageSource[];
  /** 1200x630 JPEG for link previews. */
  social: { url: string; width: number; height: number } | null;
}

export const imageViewSelect = {
  id: true,
  width: true,
  height: true,
  altEn: true,
  altAr: true,
  placeholder: true,
  variants: { select: { hash: true, format: true, purpose: true, width: true, height: true } },
} satisfies Prisma.MediaSelect;

type MediaForView = Prisma.MediaGetPayload<{ select: typeof imageViewSelect }>;

export function imageView(media: MediaForView): ImageView {
  const responsive = media.variants.filter((variant) => variant.purpose === 'responsive');
  const byFormat = (format: VariantFormat) => responsive.filter((variant) => variant.format === format).sort((a, b) => a.width - b.width);
  const srcsetOf = (format: VariantFormat) =>
    byFormat(format)
      .map((variant) => `${variantPath(variant.hash, format)} ${variant.width}w`)
      .join(', ');
  const fallbackFormat = (['svg', 'jpeg', 'png'] as const).find((format) => byFormat(format).length) ?? 'jpeg';
  const fallbacks = byFormat(fallbackFormat);
  const canonical = fallbacks.filter((variant) => variant.width <= canonicalWidth).at(-1) ?? fallbacks[0];
  const social = media.variants.find((variant) => variant.purpose === 'social');
  return {
    mediaId: media.id,
    width: media.width,
    height: media.height,
    altEn: media.altEn,
    altAr: media.altAr,
    placeholder: media.placeholder,
    src: canonical ? variantPath(canonical.hash, fallbackFormat) : '',
    // An SVG scales: one file, no widths.
    srcset: fallbackFormat === 'svg' ? '' : srcsetOf(fallbackFormat),
    sources:
      fallbackFormat === 'svg'
        ? []
        : (['avif', 'webp'] as const).filter((format) => byFormat(format).length).map((format) => ({ type: contentTypes[format], srcset: srcsetOf(format) })),
    social: social ? { url: variantPath(social.hash, 'jpeg'), width: social.width, height: social.height } : null,
  };
}

/** The images that variant hashes belong to, by hash (a hash no media has is left out); two queries. */
export async function loadImagesByHash(db: Db, hashes: readonly string[]): Promise<Map<string, ImageView>> {
  const found = new Map<string, ImageView>();
  if (!hashes.length) return found;
  const variants = await db.mediaVariant.findMany({
    where: { hash: { in: [...new Set(hashes)] } },
    select: { hash: true, mediaId: true },
    orderBy: { mediaId: 'asc' },
  });
  if (!variants.length) return found;
  const media = await db.media.findMany({ where: { id: { in: [...new Set(variants.map((v) => v.mediaId))] } }, select: imageViewSelect });
  const views = new Map(media.map((m) => [m.id, imageView(m)]));
  for (const variant of variants) {
    // Two media of the same pixels share hashes: the older one answers, always the same.
    if (!found.has(variant.hash)) found.set(variant.hash, views.get(variant.mediaId)!);
  }
  return found;
}

/**
 * The images `text` names (a cover address, a body), by hash: asked for in one batch with those the
 * request's other resolvers ask for (a page of posts with covers costs two queries, not two a post).
 */
export async function imagesIn(ctx: { db: Db }, text: string | null | undefined): Promise<Map<string, ImageView>> {
  const hashes = [...new Set(text ? variantHashesIn(text) : [])];
  const views = await Promise.all(hashes.map((hash) => loadInBatch(ctx, 'images', hash, (keys: string[]) => loadImagesByHash(ctx.db, keys))));
  return new Map(hashes.flatMap((hash, i) => (views[i] ? [[hash, views[i]] as const] : [])));
}

/** The stored image a cover address names, or null (an address elsewhere, or a deleted image). */
export async function coverImageView(ctx: { db: Db }, coverImage: string | null): Promise<ImageView | null> {
  const stored = coverImage ? storedImageAddress(coverImage) : null;
  if (!stored) return null;
  const view = await loadInBatch(ctx, 'images', stored.hash, (keys: string[]) => loadImagesByHash(ctx.db, keys));
  return view ?? null;
}
