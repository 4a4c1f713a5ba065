import type { Tx } from '../../db/transaction.ts';
import { apiError } from '../../errors.ts';
import { variantHashesIn } from './formats.ts';

/**
 * Records which stored images a post shows (its cover, the images of its bodies), after a save in
 * the save's transaction; a published post must have alt text in both languages for each of them.
 */
export async function syncMediaUses(tx: Tx, postId: number): Promise<void> {
  const post = await tx.post.findUniqueOrThrow({ where: { id: postId }, select: { status: true, coverImage: true, translations: { select: { body: true } } } });
  const text = [post.coverImage ?? '', ...post.translations.map((translation) => translation.body)].join('\n');
  const hashes = [...new Set(variantHashesIn(text))];
  const variants = hashes.length
    ? await tx.mediaVariant.findMany({ where: { hash: { in: hashes } }, select: { hash: true, mediaId: true }, orderBy: { mediaId: 'asc' } })
    : [];
  // Each hash counts for the oldest media that has it (as the pages show it: media/images.ts).
  const mediaOfHash = new Map<string, number>();
  for (const variant of variants) if (!mediaOfHash.has(variant.hash)) mediaOfHash.set(variant.hash, variant.mediaId);
  const mediaIds = [...new Set(mediaOfHash.values())];
  await tx.mediaUse.deleteMany({ where: { postId, mediaId: { notIn: mediaIds } } });
  for (const mediaId of mediaIds) {
    await tx.mediaUse.upsert({ where: { mediaId_postId: { mediaId, postId } }, update: {}, create: { mediaId, postId } });
  }
  if (post.status !== 'PUBLISHED' || !mediaIds.length) return;
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
