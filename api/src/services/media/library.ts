import type { Context } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import type { Media, Prisma } from '../../db/generated/client.ts';
import { apiError, asApiError } from '../../errors.ts';
import { recordAudit } from '../audit.ts';
import { requireStaff, requireViewer } from '../auth/permissions.ts';
import { containsText } from '../search.ts';
import { maxAltLength } from '../../../../web/src/api/mediaRules.ts';
import { cleanFileName, imageTooLargeMessage, mediaLimits } from './formats.ts';
import { processUpload, sha256Hex } from './process.ts';
import { nextTurn } from '../eventLoop.ts';
import { transaction } from '../../db/transaction.ts';
import { announceEnqueued } from '../outbox/outbox.ts';
import { queueWebhookEvent } from '../webhooks/events.ts';
import { imageView } from './images.ts';

// The media library: staff upload images (made into variants once, stored in the database), give
// them alt texts, and delete those no post shows. Every change is audited.

export const mediaNotFound = 'Image not found';
/** The original upload (up to 15 MB) is written once and kept; no answer reads it back. */
const withoutOriginal = { original: true } as const;
export type MediaRow = Omit<Media, 'original'>;

export interface UploadInput {
  file: unknown;
  altEn?: unknown;
  altAr?: unknown;
}

interface UploadedFile {
  name: string;
  size: number;
  arrayBuffer(): Promise<ArrayBuffer>;
}

function isUploadedFile(value: unknown): value is UploadedFile {
  return (
    typeof value === 'object' && value !== null && typeof (value as UploadedFile).arrayBuffer === 'function' && typeof (value as UploadedFile).size === 'number'
  );
}

/** An alt text: trimmed, at most maxAltLength characters, without control or direction-changing characters. */
function parseAlt(value: unknown, field: 'altEn' | 'altAr'): string | undefined {
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'string') throw apiError('BAD_USER_INPUT', `${field} must be text`, { [field]: 'invalid' });
  const text = value.replace(/\s+/g, ' ').trim();
  if (text.length > maxAltLength) throw apiError('BAD_USER_INPUT', `The alt text must be at most ${maxAltLength} characters`, { [field]: 'too_long' });
  if (/[\p{Cc}\p{Cf}]/u.test(text)) throw apiError('BAD_USER_INPUT', 'The alt text holds invisible characters', { [field]: 'invalid' });
  return text;
}

// Making variants takes a second or more of CPU and some hundred MB for a big photo: two at a time,
// a few more waiting, the rest told to try again.
const processing = { running: 0, waiting: [] as (() => void)[], maxRunning: 2, maxWaiting: 6 };

async function withProcessingSlot<T>(work: () => Promise<T>): Promise<T> {
  if (processing.running >= processing.maxRunning) {
    if (processing.waiting.length >= processing.maxWaiting) {
      throw apiError('SERVICE_UNAVAILABLE', 'Many images are being processed. Please try again in a moment.', undefined, { retryAfterSeconds: 5 });
    }
    await new Promise<void>((resolve) => processing.waiting.push(resolve));
  } else {
    processing.running++;
  }
  try {
    return await work();
  } finally {
    const next = processing.waiting.shift();
    if (next) next();
    else processing.running--;
  }
}

/** Stores an uploaded image with its variants; the same file uploaded again returns the media it made. */
export async function uploadMedia(ctx: Pick<Context, 'db' | 'viewer' | 'tokenRejected' | 'ip'>, input: UploadInput): Promise<MediaRow> {
  const viewer = requireViewer(ctx);
  if (!isUploadedFile(input.file)) throw apiError('BAD_USER_INPUT', 'Choose an image to upload', { file: 'required' });
  const altEn = parseAlt(input.altEn, 'altEn') ?? '';
  const altAr = parseAlt(input.altAr, 'altAr') ?? '';
  if (input.file.size > mediaLimits.bytes) {
    throw apiError('PAYLOAD_TOO_LARGE', imageTooLargeMessage, { file: 'too_large' });
  }
  const bytes = new Uint8Array(await input.file.arrayBuffer());
  // Copying 15 MB out of the parsed form holds the event loop a while: what waits is answered first.
  await nextTurn();
  const hash = await sha256Hex(bytes);
  const existing = await ctx.db.media.findUnique({ where: { hash }, omit: withoutOriginal });
  if (existing) return fillEmptyAlts(ctx, existing, { altEn, altAr });

  const processed = await withProcessingSlot(() => processUpload(bytes));
  const data: Prisma.MediaUncheckedCreateInput = {
    hash,
    name: cleanFileName(input.file.name ?? ''),
    format: processed.format,
    width: processed.width,
    height: processed.height,
    bytes: bytes.byteLength,
    altEn,
    altAr,
    placeholder: processed.placeholder,
    original: bytes,
    uploaderId: viewer.id,
    variants: {
      create: processed.variants.map(({ hash: variantHash, format, purpose, width, height, data: file }) => ({
        hash: variantHash,
        format,
        purpose,
        width,
        height,
        bytes: file.byteLength,
        data: file,
      })),
    },
  };
  let queued = 0;
  try {
    const media = await transaction(ctx.db, async (tx) => {
      const created = await tx.media.create({ data, omit: withoutOriginal });
      await recordAudit(tx, {
        action: 'media.uploaded',
        actorId: viewer.id,
        target: `media:${created.id}`,
        ip: ctx.ip,
        detail: { name: created.name, format: created.format, bytes: created.bytes },
      });
      const { id, name, format, width, height, bytes, altEn, altAr, createdAt } = created;
      // Its address as a post's Markdown and cover name it (Media.image.src), from the variants just made.
      const { src: address } = imageView({ ...created, variants: processed.variants });
      queued = await queueWebhookEvent(tx, {
        type: 'media.uploaded',
        data: { id, address, name, format, width, height, bytes, alt: { en: altEn, ar: altAr }, createdAt: createdAt.toISOString() },
      });
      return created;
    });
    if (queued) announceEnqueued(ctx.db);
    return media;
  } catch (error) {
    // The same file sent twice at once: the second finds the first's.
    if (asApiError(error)?.code === 'CONFLICT') {
      const first = await ctx.db.media.findUnique({ where: { hash }, omit: withoutOriginal });
      if (first) return first;
    }
    throw error;
  }
}

/** The same file again: its alt texts fill those the image has none of yet (never replace them). */
async function fillEmptyAlts(ctx: Pick<Context, 'db' | 'viewer' | 'ip'>, media: MediaRow, alts: { altEn: string; altAr: string }): Promise<MediaRow> {
  const data = { ...(alts.altEn && !media.altEn ? { altEn: alts.altEn } : {}), ...(alts.altAr && !media.altAr ? { altAr: alts.altAr } : {}) };
  if (!Object.keys(data).length) return media;
  return transaction(ctx.db, async (tx) => {
    const updated = await tx.media.update({ where: { id: media.id }, data, omit: withoutOriginal });
    await recordAudit(tx, {
      action: 'media.updated',
      actorId: ctx.viewer?.id ?? null,
      target: `media:${media.id}`,
      ip: ctx.ip,
      detail: { name: media.name, changed: Object.keys(data) },
    });
    return updated;
  });
}

/** Changes an image's alt texts; those of an image on a published post or page cannot be emptied. */
export async function updateMedia(
  ctx: Pick<Context, 'db' | 'viewer' | 'tokenRejected' | 'ip' | 'publicContent'>,
  id: number,
  input: { altEn?: unknown; altAr?: unknown },
): Promise<MediaRow> {
  const viewer = requireStaff(ctx);
  const altEn = parseAlt(input.altEn, 'altEn');
  const altAr = parseAlt(input.altAr, 'altAr');
  const { media, shownPublicly } = await transaction(ctx.db, async (tx) => {
    const current = await tx.media.findUnique({ where: { id }, select: { id: true } });
    if (!current) throw apiError('NOT_FOUND', mediaNotFound);
    const published =
      (await tx.mediaUse.count({ where: { mediaId: id, post: { status: 'PUBLISHED' } } })) +
      (await tx.pageMediaUse.count({ where: { mediaId: id, page: { status: 'PUBLISHED' } } }));
    const emptied = Object.entries({ altEn, altAr })
      .filter(([, value]) => value === '')
      .map(([field]) => field);
    if (published && emptied.length) {
      throw apiError(
        'BAD_USER_INPUT',
        'This image is on a published post or page: it needs alt text in English and Arabic',
        Object.fromEntries(emptied.map((field) => [field, 'required'])),
      );
    }
    const updated = await tx.media.update({
      where: { id },
      data: { ...(altEn === undefined ? {} : { altEn }), ...(altAr === undefined ? {} : { altAr }) },
      omit: withoutOriginal,
    });
    const changed = [altEn === undefined ? null : 'altEn', altAr === undefined ? null : 'altAr'].filter(Boolean);
    await recordAudit(tx, { action: 'media.updated', actorId: viewer.id, target: `media:${id}`, ip: ctx.ip, detail: { name: updated.name, changed } });
    return { media: updated, shownPublicly: published > 0 };
  });
  // Published posts and pages show the alt texts: what the public cache kept must be made again.
  if (shownPublicly) await ctx.publicContent.changed();
  return media;
}

/** Deletes an image no post or page shows; editors may delete only the images they uploaded. */
export async function deleteMedia(ctx: Pick<Context, 'db' | 'viewer' | 'tokenRejected' | 'ip' | 'publicContent'>, id: number): Promise<void> {
  const viewer = requireStaff(ctx);
  const deleted = await transaction(ctx.db, async (tx) => {
    const media = await tx.media.findUnique({ where: { id }, select: { id: true, name: true, uploaderId: true, variants: { select: { hash: true } } } });
    if (!media) throw apiError('NOT_FOUND', mediaNotFound);
    if (viewer.role !== 'ADMIN' && media.uploaderId !== viewer.id) throw apiError('FORBIDDEN', 'Editors can delete only the images they uploaded');
    const posts = await tx.mediaUse.count({ where: { mediaId: id } });
    const pages = await tx.pageMediaUse.count({ where: { mediaId: id } });
    const uses = posts + pages;
    if (uses) {
      const where = [posts && (posts === 1 ? 'a post' : `${posts} posts`), pages && (pages === 1 ? 'a page' : `${pages} pages`)].filter(Boolean).join(' and ');
      throw apiError('CONFLICT', `This image is shown on ${where}: remove it from ${uses === 1 ? 'it' : 'them'} first`, { uses });
    }
    await tx.media.delete({ where: { id } });
    await recordAudit(tx, { action: 'media.deleted', actorId: viewer.id, target: `media:${id}`, ip: ctx.ip, detail: { name: media.name } });
    return media;
  });
  await ctx.publicContent.mediaDeleted(deleted.variants.map((variant) => variant.hash));
}

/** Where a library search looks: the file name and both alt texts. */
export function mediaWhere(db: Db, search: string | null): Prisma.MediaWhereInput {
  if (!search) return {};
  return { OR: [{ name: containsText(db, search) }, { altEn: containsText(db, search) }, { altAr: containsText(db, search) }] };
}
