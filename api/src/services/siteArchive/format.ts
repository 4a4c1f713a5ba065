import { z } from 'zod';
import { mediaLimits } from '../media/formats.ts';

// The site archive (docs/operations.md#export-and-import): one zip holding `site.json`, whose shape
// is below, and the media's files under media/<id>/. Posts and pages are kept in the shape a write
// takes (their revisions' snapshot), so an import checks them with the same rules as the editor.
// No account's password, factor or session is in it: only the names of the people who wrote.

export const archiveFormat = 'sovra-site';
export const archiveVersion = 1;
export const manifestName = 'site.json';

/** An entry's name: the manifest, or a media file (media/<id>/original, media/<id>/<variant number>). */
export const mediaEntryPattern = /^media\/([1-9][0-9]{0,9})\/(original|[0-9]{1,2})$/;
/** A folder entry some zip tools add: allowed, and ignored. */
export const folderEntryPattern = /^media\/(?:[1-9][0-9]{0,9}\/)?$/;

export const archiveLimits = {
  /** The largest archive the API takes (the CLI reads any size from disk, within the limits below). */
  uploadBytes: 100 * 1024 * 1024,
  manifestBytes: 64 * 1024 * 1024,
  /** A media file: an original is at most an upload's size; a variant is smaller than that. */
  mediaFileBytes: mediaLimits.bytes,
  /** Everything the archive expands to. */
  totalBytes: 2 * 1024 * 1024 * 1024 - 1,
  entries: 100_000,
} as const;

const text = (max: number) => z.string().max(max);
const date = z.iso.datetime({ offset: true });
const id = z.int().min(1).max(2_147_483_647);
const json = z.string().max(archiveLimits.manifestBytes).nullable();

const person = z.strictObject({
  ref: id,
  username: text(64),
  email: text(254),
  displayName: text(200),
  displayNameAr: text(200),
  bio: text(2000),
  bioAr: text(2000),
});

const tag = z.strictObject({
  id,
  slug: text(200),
  names: z.strictObject({ en: text(200).optional(), ar: text(200).optional() }),
  aliases: z.array(text(200)).max(1000),
  nameAliases: z.array(text(200)).max(1000),
});

const variant = z.strictObject({
  hash: z.string().regex(/^[0-9a-f]{32}$/),
  format: z.enum(['avif', 'webp', 'jpeg', 'png', 'svg']),
  purpose: z.enum(['responsive', 'social']),
  width: z.int().min(1).max(100_000),
  height: z.int().min(1).max(100_000),
  bytes: z.int().min(1).max(archiveLimits.mediaFileBytes),
});

const media = z.strictObject({
  id,
  hash: z.string().regex(/^[0-9a-f]{64}$/),
  name: text(300),
  format: z.enum(['jpeg', 'png', 'webp', 'avif', 'gif', 'svg']),
  width: z.int().min(1).max(100_000),
  height: z.int().min(1).max(100_000),
  bytes: z.int().min(1).max(archiveLimits.mediaFileBytes),
  altEn: text(1000),
  altAr: text(1000),
  placeholder: text(20_000),
  uploader: id.nullable(),
  createdAt: date,
  variants: z.array(variant).max(40),
});

/** What a post or a page is beside its content: when it was made, and what waits to be published. */
const lifecycle = {
  id,
  createdAt: date,
  updatedAt: date,
  unpublishAt: date.nullable(),
  pendingChanges: json,
  pendingSavedAt: date.nullable(),
  changesPublishAt: date.nullable(),
};

const post = z.strictObject({
  ...lifecycle,
  author: id.nullable(),
  likeCount: z.int().min(0).max(2_147_483_647),
  /** Its content as a write takes it (posts/revisions.ts snapshotOf); checked by parsePostInput. */
  content: z.record(z.string(), z.unknown()),
});

const page = z.strictObject({
  ...lifecycle,
  /** Its content as a write takes it (pages/write.ts pageSnapshot); checked by parsePageInput. */
  content: z.record(z.string(), z.unknown()),
});

export const manifestSchema = z.strictObject({
  format: z.literal(archiveFormat),
  version: z.literal(archiveVersion),
  exportedAt: date,
  people: z.array(person).max(10_000),
  /** Setting rows by key: only the settings of /admin/settings (settings/catalogue.ts). */
  settings: z.record(z.string().max(100), z.string().max(100_000)),
  tags: z.array(tag).max(100_000),
  media: z.array(media).max(100_000),
  posts: z.array(post).max(1_000_000),
  pages: z.array(page).max(100_000),
  menus: z.array(z.strictObject({ name: text(50), items: z.unknown() })).max(10),
  redirects: z.array(z.strictObject({ fromPath: text(2048), toPath: text(2048) })).max(100_000),
});

export type SiteManifest = z.infer<typeof manifestSchema>;
export type ManifestMedia = SiteManifest['media'][number];

export const originalEntry = (mediaId: number) => `media/${mediaId}/original`;
export const variantEntry = (mediaId: number, index: number) => `media/${mediaId}/${index}`;
