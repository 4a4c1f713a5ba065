import type { Tx } from '../../db/transaction.ts';
import { apiError } from '../../errors.ts';
import { variantHashesIn } from './formats.ts';

// Which stored images a post or a page shows, recorded by every save in the save's transaction: an
// image shown somewhere cannot be deleted, and whatever is published must have alt text in both
// languages for each of its images.

/** Records the images a post shows (its cover, the images of its bodies). */
export async function syncMediaUses(tx: Tx, postId: number): Promise<void> {
  const post = await tx.post.findUniqueOrThrow({ where: { id: postId }, select: { status: true, coverImage: true, translations: { select: { body: true } } } });
  const mediaIds = await mediaShownIn(tx, [post.coverImage ?? '', ...post.translations.map((translation) => translation.body)].join('\n'));
  await tx.mediaUse.deleteMany({ where: { postId, mediaId: { notIn: mediaIds } } });
  for (const mediaId of mediaIds) {
    await tx.mediaUse.upsert({ where: { mediaId_postId: { mediaId, postId } }, update: {}, create: { mediaId, postId } });
  }
  if (post.status === 'PUBLISHED') await requireAltTexts(tx, mediaIds);
}

/** Records the images a page shows (those its blocks name, and the image of its link previews). */
export async function syncPageMediaUses(tx: Tx, pageId: number): Promise<void> {
  const page = await tx.page.findUniqueOrThrow({
    where: { id: pageId },
    select: { status: true, blocks: true, translations: { select: { socialImage: true } } },
  });
  const mediaIds = await mediaShownIn(tx, [page.blocks, ...page.translations.map((translation) => translation.socialImage ?? '')].join('\n'));
  await tx.pageMediaUse.deleteMany({ where: { pageId, mediaId: { notIn: mediaIds } } });
  for (const mediaId of mediaIds) {
    await tx.pageMediaUse.upsert({ where: { mediaId_pageId: { mediaId, pageId } }, update: {}, create: { mediaId, pageId } });
  }
  if (page.status === 'PUBLISHED') await requireAltTexts(tx, mediaIds);
}

/** The media whose files a text names. */
async function mediaShownIn(tx: Tx, text: string): Promise<number[]> {
  const hashes = [...new Set(variantHashesIn(text))];
  const variants = hashes.length
    ? await tx.mediaVariant.findMany({ where: { hash: { in: hashes } }, select: { hash: true, mediaId: true }, orderBy: { mediaId: 'asc' } })
    : [];
  // Each hash counts for the oldest media that has it (as the pages show it: media/images.ts).
  const mediaOfHash = new Map<string, number>();
  for (const variant of variants) if (!mediaOfHash.has(variant.hash)) mediaOfHash.set(variant.hash, variant.mediaId);
  return [...new Set(mediaOfHash.values())];
}

async function requireAltTexts(tx: Tx, mediaIds: number[]): Promise<void> {
  if (!mediaIds.length) return;
  const withoutAlt = await tx.media.findMany({
    where: { id: { in: mediaIds }, OR: [{ altEn: '' }, { altAr: '' }] },
    select: { id: true, name: true },
    orderBy: { id: 'asc' },
  });
  if (withoutAlt.length) {
    throw apiError('BAD_USER_INPUT', `Give every image alt text in English and Arabic before publishing: ${withoutAlt.map((media) => media.name).join(', ')}`, {
      images: 'alt_required',
      mediaIds: withoutAlt.map((media) => media.id),
    });
  }
}
