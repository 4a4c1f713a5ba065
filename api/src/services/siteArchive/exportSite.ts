import { Zip, ZipDeflate, ZipPassThrough } from 'fflate';
import type { Context } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { apiError } from '../../errors.ts';
import { transaction, type Tx } from '../../db/transaction.ts';
import { recordAudit } from '../audit.ts';
import { requireAdmin } from '../auth/permissions.ts';
import { pageSnapshot } from '../pages/write.ts';
import { snapshotOf } from '../posts/revisions.ts';
import { settingsCatalogue } from '../settings/catalogue.ts';
import { archiveFormat, archiveVersion, manifestName, originalEntry, variantEntry, type SiteManifest } from './format.ts';

// Writes the whole content of the site as one archive (format.ts), a piece at a time: the manifest
// first, then each image's files, read from the database one image at a time, so a site with
// gigabytes of images is exported without holding them all.

export interface ExportCounts {
  posts: number;
  pages: number;
  media: number;
}

const iso = (date: Date | null) => date?.toISOString() ?? null;

/**
 * The manifest: everything but the images' bytes, read in one transaction, so what it says holds
 * together (no post names a tag added after the tags were read).
 */
export function siteManifest(db: Db, now = new Date()): Promise<SiteManifest> {
  return transaction(db, (tx) => readManifest(tx, now), { timeout: 300_000 });
}

async function readManifest(db: Tx, now: Date): Promise<SiteManifest> {
  const settingKeys = Object.values(settingsCatalogue).map((definition) => definition.key);
  // One after another: a transaction is one connection, which runs one statement at a time.
  const settings = await db.setting.findMany({ where: { key: { in: settingKeys } }, orderBy: { key: 'asc' } });
  const tags = await db.tag.findMany({ include: { translations: true, aliases: true, nameAliases: true }, orderBy: { id: 'asc' } });
  const media = await db.media.findMany({
    omit: { original: true },
    include: { variants: { omit: { data: true }, orderBy: { id: 'asc' } } },
    orderBy: { id: 'asc' },
  });
  const posts = await db.post.findMany({ orderBy: { id: 'asc' } });
  const pages = await db.page.findMany({ orderBy: { id: 'asc' } });
  const menus = await db.menu.findMany({ orderBy: { name: 'asc' } });
  const redirects = await db.redirect.findMany({ orderBy: { id: 'asc' } });
  const peopleIds = [...new Set([...posts.map((post) => post.authorId), ...media.map((item) => item.uploaderId)].filter((id) => id !== null))];
  const people = await db.user.findMany({
    where: { id: { in: peopleIds } },
    select: { id: true, username: true, email: true, displayName: true, displayNameAr: true, bio: true, bioAr: true },
    orderBy: { id: 'asc' },
  });
  const lifecycle = (row: (typeof posts)[number] | (typeof pages)[number]) => ({
    id: row.id,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    unpublishAt: iso(row.unpublishAt),
    pendingChanges: row.pendingChanges,
    pendingSavedAt: iso(row.pendingSavedAt),
    changesPublishAt: iso(row.changesPublishAt),
  });
  return {
    format: archiveFormat,
    version: archiveVersion,
    exportedAt: now.toISOString(),
    people: people.map(({ id, ...person }) => ({ ref: id, ...person })),
    settings: Object.fromEntries(settings.map((row) => [row.key, row.value])),
    tags: tags.map((tag) => ({
      id: tag.id,
      slug: tag.slug,
      names: Object.fromEntries(tag.translations.map((translation) => [translation.locale, translation.name])),
      aliases: tag.aliases.map((alias) => alias.slug),
      nameAliases: tag.nameAliases.map((alias) => alias.key),
    })),
    media: media.map((item) => ({
      id: item.id,
      hash: item.hash,
      name: item.name,
      format: item.format as SiteManifest['media'][number]['format'],
      width: item.width,
      height: item.height,
      bytes: item.bytes,
      altEn: item.altEn,
      altAr: item.altAr,
      placeholder: item.placeholder,
      uploader: item.uploaderId,
      createdAt: item.createdAt.toISOString(),
      variants: item.variants.map(({ hash, format, purpose, width, height, bytes }) => ({
        hash,
        format: format as SiteManifest['media'][number]['variants'][number]['format'],
        purpose: purpose as 'responsive' | 'social',
        width,
        height,
        bytes,
      })),
    })),
    posts: await inTurn(posts, async (post) => ({
      ...lifecycle(post),
      author: post.authorId,
      likeCount: post.likeCount,
      content: { ...(await snapshotOf(db, post.id)) },
    })),
    pages: await inTurn(pages, async (page) => ({ ...lifecycle(page), content: await pageSnapshot(db, page.id) })),
    menus: menus.map((menu) => ({ name: menu.name, items: JSON.parse(menu.items) as unknown })),
    redirects: redirects.map(({ fromPath, toPath }) => ({ fromPath, toPath })),
  };
}

async function inTurn<T, R>(items: T[], each: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = [];
  for (const item of items) results.push(await each(item));
  return results;
}

/** Writes the archive to `write`, piece by piece, in order; resolves once the last piece is written. */
export async function writeSiteArchive(db: Db, write: (piece: Uint8Array) => void | Promise<void>, now = new Date()): Promise<ExportCounts> {
  const manifest = await siteManifest(db, now);
  const pieces: Uint8Array[] = [];
  let failure: Error | null = null;
  const zip = new Zip((error, piece) => {
    if (error) failure = error;
    else pieces.push(piece);
  });
  const flush = async () => {
    if (failure) throw failure;
    for (const piece of pieces.splice(0)) await write(piece);
  };
  const add = (entry: ZipDeflate | ZipPassThrough, bytes: Uint8Array) => {
    zip.add(entry);
    entry.push(bytes, true);
  };
  add(new ZipDeflate(manifestName, { level: 6 }), new TextEncoder().encode(JSON.stringify(manifest)));
  await flush();
  for (const item of manifest.media) {
    const stored = await db.media.findUnique({ where: { id: item.id }, select: { original: true } });
    const variants = await db.mediaVariant.findMany({ where: { mediaId: item.id }, select: { data: true }, orderBy: { id: 'asc' } });
    // An image deleted while the export ran: the manifest names it, so the archive would not import.
    if (!stored || variants.length !== item.variants.length) throw apiError('CONFLICT', 'The images changed while the export ran: export again');
    // Images are compressed already: stored as they are.
    add(new ZipPassThrough(originalEntry(item.id)), stored.original);
    variants.forEach((variant, index) => add(new ZipPassThrough(variantEntry(item.id, index)), variant.data));
    await flush();
  }
  zip.end();
  await flush();
  return { posts: manifest.posts.length, pages: manifest.pages.length, media: manifest.media.length };
}

/** The archive in memory (for the API; `npm run export` writes it to a file as it goes). */
export async function siteArchive(db: Db, now = new Date()): Promise<Uint8Array> {
  const pieces: Uint8Array[] = [];
  await writeSiteArchive(db, (piece) => void pieces.push(piece), now);
  return Buffer.concat(pieces);
}

/** The archive's file name: the site's, with the day. */
export const archiveFileName = (now: Date) => `sovra-site-${now.toISOString().slice(0, 10)}.zip`;

/** The archive for an admin (the API), audited. */
export async function exportSiteArchive(ctx: Pick<Context, 'db' | 'viewer' | 'tokenRejected' | 'ip'>, now = new Date()) {
  const viewer = requireAdmin(ctx);
  const bytes = await siteArchive(ctx.db, now);
  await recordAudit(ctx.db, { action: 'site.exported', actorId: viewer.id, target: 'site', ip: ctx.ip, detail: { bytes: bytes.length } });
  return { fileName: archiveFileName(now), bytes };
}
