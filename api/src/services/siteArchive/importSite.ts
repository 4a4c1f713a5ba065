import { createHash, randomBytes } from 'node:crypto';
import type { Context } from '../../context.ts';
import { dialect } from '../../db/client.ts';
import { transaction, type Tx } from '../../db/transaction.ts';
import { apiError, asApiError } from '../../errors.ts';
import { menuItemsSchema, menuNames } from '../../../../web/src/api/menuRules.ts';
import { isReservedSlug, maxSlugLength, slugPattern } from '../../../../web/src/api/postRules.ts';
import { isContactEmail } from '../../../../web/src/api/contactRules.ts';
import { pageLinksIn } from '../../../../web/src/api/localizeBlocks.ts';
import { articlePath, redirectPathProblem } from '../../../../web/src/api/redirectRules.ts';
import { tagNameProblem } from '../../../../web/src/api/tagRules.ts';
import { usernamePattern } from '../../../../web/src/api/userRules.ts';
import { languages } from '../../../../web/src/i18n/languages.ts';
import { recordAudit } from '../audit.ts';
import { requireAdmin } from '../auth/permissions.ts';
import { syncMediaUses, syncPageMediaUses } from '../media/uses.ts';
import { sanitizeSvg } from '../media/svg.ts';
import { contentHash } from '../media/process.ts';
import { sniffRaster } from '../media/formats.ts';
import { parsePageInput } from '../pages/input.ts';
import { hashPassword, generatePassword } from '../passwords.ts';
import { ensureSearchIndex, reindexPost } from '../posts/fullText/searchIndex.ts';
import { parsePostInput } from '../posts/input.ts';
import { readTimeMinutes } from '../readTime.ts';
import { settingsCatalogue } from '../settings/catalogue.ts';
import { trackPageTranslations, trackPostTranslations } from '../translations/track.ts';
import { archiveVersion, manifestName, manifestSchema, originalEntry, variantEntry, type SiteManifest } from './format.ts';
import { archiveRefusal, readManifestEntry, readNamedFiles, type ArchiveLimits } from './readArchive.ts';

// Replaces the site's content with an archive's (docs/operations.md#export-and-import): posts, pages,
// menus, tags, media, redirects and settings. Everything is checked before anything is written, and
// written in one transaction: a refused archive changes nothing. Accounts, enquiries, analytics and
// the audit log stay; the people who wrote the archive's posts are matched to accounts by email, or
// added as inactive accounts nobody can sign in to until an admin sets them up.

export interface ImportCounts {
  posts: number;
  pages: number;
  tags: number;
  media: number;
  redirects: number;
  /** Accounts added for writers the site did not have (inactive). */
  peopleAdded: number;
}

type Importer = Pick<Context, 'db' | 'viewer' | 'tokenRejected' | 'ip' | 'publicContent'>;

/** Imports an archive: admins through the API, or `npm run import` (no viewer: the operator). */
export async function importSiteArchive(
  ctx: Importer,
  bytes: Uint8Array,
  options: {
    cli?: boolean;
    limits?: ArchiveLimits;
    /** Runs once the archive is found good, before anything is written (a backup). */ beforeWrite?: () => Promise<void>;
  } = {},
): Promise<ImportCounts> {
  const actorId = options.cli ? null : requireAdmin(ctx).id;
  // One at a time in this process: each holds its archive's files in memory while it runs.
  if (importing) throw apiError('CONFLICT', 'Another import is running on this site: wait for it to finish', { archive: 'busy' });
  importing = true;
  try {
    return await importChecked(ctx, bytes, actorId, options);
  } finally {
    importing = false;
  }
}

let importing = false;

async function importChecked(ctx: Importer, bytes: Uint8Array, actorId: number | null, options: { limits?: ArchiveLimits; beforeWrite?: () => Promise<void> }) {
  const manifest = parseManifest(await readManifestEntry(bytes, options.limits));
  checkManifest(manifest);
  const files = await readNamedFiles(bytes, fileSizes(manifest), options.limits);
  checkMediaFiles(manifest, files);
  await options.beforeWrite?.();
  // The search index's table (made when a server starts): a database only migrated has none yet.
  await ensureSearchIndex(ctx.db);
  const replacedHashes = (await ctx.db.mediaVariant.findMany({ select: { hash: true } })).map((variant) => variant.hash);
  const counts = await transaction(ctx.db, (tx) => replaceContent(tx, manifest, files, actorId, ctx.ip), { timeout: 600_000 });
  const kept = new Set(manifest.media.flatMap((item) => item.variants.map((variant) => variant.hash)));
  await ctx.publicContent.mediaDeleted(replacedHashes.filter((hash) => !kept.has(hash)));
  await ctx.publicContent.changed();
  return counts;
}

function parseManifest(bytes: Uint8Array): SiteManifest {
  let raw: unknown;
  try {
    raw = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes));
  } catch {
    throw archiveRefusal(`The archive's ${manifestName} is not valid JSON`, 'invalid_manifest');
  }
  const version = (raw as { version?: unknown } | null)?.version;
  if ((raw as { format?: unknown } | null)?.format !== 'sovra-site') {
    throw archiveRefusal('This file is not a site archive: its manifest names another format', 'not_site_archive');
  }
  if (version !== archiveVersion) {
    throw archiveRefusal(
      `This archive is in format version ${typeof version === 'number' ? version : String(JSON.stringify(version)).slice(0, 20)}; this site reads version ${archiveVersion}`,
      'unknown_version',
    );
  }
  const parsed = manifestSchema.safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw archiveRefusal(`The archive's ${manifestName} is not valid at ${issue.path.join('.') || 'its top'}`, 'invalid_manifest');
  }
  return parsed.data;
}

/** A refusal naming the record of the archive it is about. */
function refuseRecord(where: string, message: string): never {
  throw archiveRefusal(`${where} in the archive: ${message}`, 'invalid_record');
}

function unique<T>(items: T[], key: (item: T) => string | number, what: string) {
  const seen = new Set<string | number>();
  for (const item of items) {
    const value = key(item);
    if (seen.has(value)) refuseRecord(what, `${String(value).slice(0, 80)} appears twice`);
    seen.add(value);
  }
}

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

/** The size of every file the manifest names, by its name in the archive. */
function fileSizes(manifest: SiteManifest): Map<string, number> {
  const sizes = new Map<string, number>();
  for (const item of manifest.media) {
    sizes.set(originalEntry(item.id), item.bytes);
    item.variants.forEach((variant, index) => sizes.set(variantEntry(item.id, index), variant.bytes));
  }
  return sizes;
}

/** Every rule a write of the same content would apply, and every record a record names in the archive. */
function checkManifest(manifest: SiteManifest): void {
  unique(manifest.people, (person) => person.ref, 'A person');
  unique(manifest.people, (person) => person.email.trim().toLowerCase(), 'A person’s email');
  unique(manifest.tags, (tag) => tag.id, 'A tag');
  unique(manifest.tags, (tag) => tag.slug, 'A tag');
  unique(manifest.media, (item) => item.id, 'An image');
  unique(manifest.media, (item) => item.hash, 'An image');
  unique(manifest.posts, (post) => post.id, 'A post');
  unique(manifest.pages, (page) => page.id, 'A page');
  unique(manifest.menus, (menu) => menu.name, 'A menu');
  unique(manifest.redirects, (redirect) => redirect.fromPath, 'A redirect');
  const people = new Set(manifest.people.map((person) => person.ref));
  for (const person of manifest.people) {
    if (!isContactEmail(person.email.trim())) refuseRecord(`Person ${person.ref}`, 'the email address is not valid');
  }
  const tagSlugs = new Set(manifest.tags.map((tag) => tag.slug));
  for (const tag of manifest.tags) {
    if (!slugPattern.test(tag.slug)) refuseRecord(`Tag ${tag.id}`, 'the slug is not valid');
    const names = Object.entries(tag.names);
    if (!names.length || names.some(([, name]) => tagNameProblem(name!) !== null)) refuseRecord(`Tag ${tag.slug}`, 'a name is not valid');
  }
  for (const item of manifest.media) {
    if (item.uploader !== null && !people.has(item.uploader)) refuseRecord(`Image ${item.id}`, 'it names a person the archive does not hold');
  }
  const pageIds = new Set(manifest.pages.map((page) => page.id));
  const linkedPages = (where: string, value: unknown) => {
    const missing = pageLinksIn(value).find((link) => !pageIds.has(link.pageId));
    if (missing) refuseRecord(where, `it links to page ${missing.pageId}, which the archive does not hold`);
  };
  const livePaths = new Set<string>();
  for (const post of manifest.posts) {
    const where = `Post ${post.id}`;
    if (post.author !== null && !people.has(post.author)) refuseRecord(where, 'it names a person the archive does not hold');
    const content = checked(where, () => parsePostInput({ ...post.content, unpublishAt: post.unpublishAt }));
    const slug = post.content.slug;
    if (!isPostSlug(slug)) refuseRecord(where, 'its slug is not valid');
    for (const tag of content.tags) if (!tagSlugs.has(tag)) refuseRecord(where, `its tag ${tag.slice(0, 60)} is not in the archive`);
    if (content.status === 'PUBLISHED') livePaths.add(articlePath(slug));
    checkPending(where, post.pendingChanges, post.changesPublishAt, (pending) => {
      parsePostInput({ ...pending, unpublishAt: null });
      if (!isPostSlug(pending.slug)) throw apiError('BAD_USER_INPUT', 'its slug is not valid');
    });
  }
  unique(manifest.posts, (post) => String(post.content.slug), 'A post slug');
  for (const page of manifest.pages) {
    const where = `Page ${page.id}`;
    const content = checked(where, () => parsePageInput({ ...page.content, unpublishAt: page.unpublishAt }));
    linkedPages(where, content.blocks);
    if (content.status === 'PUBLISHED') livePaths.add(content.path);
    checkPending(where, page.pendingChanges, page.changesPublishAt, (pending) => linkedPages(where, parsePageInput({ ...pending, unpublishAt: null }).blocks));
  }
  unique(manifest.pages, (page) => String(page.content.path), 'A page path');
  for (const menu of manifest.menus) {
    if (!(menuNames as readonly string[]).includes(menu.name)) refuseRecord(`Menu ${menu.name.slice(0, 40)}`, 'there is no such menu');
    if (!menuItemsSchema.safeParse(menu.items).success) refuseRecord(`Menu ${menu.name}`, 'its items are not valid');
    linkedPages(`Menu ${menu.name}`, menu.items);
  }
  // As the redirect editor: valid local addresses, none from a live page or article, none leading to another redirect (no loops).
  const redirectFrom = new Set(manifest.redirects.map((redirect) => redirect.fromPath));
  for (const redirect of manifest.redirects) {
    const where = `The redirect from ${redirect.fromPath.slice(0, 80)}`;
    if (redirectPathProblem(redirect.fromPath, 'from') || redirectPathProblem(redirect.toPath, 'to')) refuseRecord(where, 'an address is not valid');
    if (livePaths.has(redirect.fromPath)) refuseRecord(where, 'a page or an article of the archive is at that address');
    if (redirectFrom.has(redirect.toPath)) refuseRecord(where, 'it leads to another redirect');
  }
  const definitions = Object.values(settingsCatalogue);
  for (const [key, value] of Object.entries(manifest.settings)) {
    const definition = definitions.find((candidate) => candidate.key === key);
    if (!definition) refuseRecord(`The setting ${key.slice(0, 60)}`, 'there is no such setting');
    if (definition.decode(value) === undefined) refuseRecord(`The setting ${key}`, 'its value is not valid');
  }
}

const isPostSlug = (slug: unknown): slug is string =>
  typeof slug === 'string' && slug.length <= maxSlugLength && slugPattern.test(slug) && !isReservedSlug(slug);

/** Every image's files: present, matching their hashes, and what their format says (as an upload would be). */
function checkMediaFiles(manifest: SiteManifest, files: Map<string, Uint8Array>): void {
  for (const item of manifest.media) {
    const where = `Image ${item.id}`;
    const original = files.get(originalEntry(item.id))!;
    if (sha256(original) !== item.hash) refuseRecord(where, 'its original file does not match its hash');
    if (item.format === 'svg' ? !sanitizeSvg(original).ok : sniffRaster(original) !== item.format) {
      refuseRecord(where, `its original file is not a ${item.format.toUpperCase()} image`);
    }
    item.variants.forEach((variant, index) => {
      const data = files.get(variantEntry(item.id, index))!;
      if (contentHash(data) !== variant.hash) refuseRecord(where, `its file ${index} does not match its hash`);
      if (variant.format === 'svg') {
        const clean = sanitizeSvg(data);
        if (!clean.ok || clean.svg !== Buffer.from(data).toString('utf8')) refuseRecord(where, 'its SVG file is not one this site would serve');
      } else if (sniffRaster(data) !== variant.format) {
        refuseRecord(where, `its file ${index} is not a ${variant.format.toUpperCase()} image`);
      }
    });
  }
}

/** A write's own check, its message named after the record. */
function checked<T>(where: string, check: () => T): T {
  try {
    return check();
  } catch (error) {
    const api = asApiError(error);
    if (api) refuseRecord(where, api.message);
    throw error;
  }
}

/** Pending changes are what an edit of a live post or page saved: the same checks as that save. */
function checkPending(where: string, pending: string | null, publishAt: string | null, check: (pending: Record<string, unknown>) => void) {
  if (pending === null) {
    if (publishAt !== null) refuseRecord(where, 'it schedules pending changes it does not have');
    return;
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(pending);
  } catch {
    parsed = null;
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) refuseRecord(where, 'its pending changes are not valid');
  checked(`${where}’s pending changes`, () => check({ ...(parsed as Record<string, unknown>), status: 'PUBLISHED' }));
}

const date = (value: string | null) => (value === null ? null : new Date(value));

async function replaceContent(tx: Tx, manifest: SiteManifest, files: Map<string, Uint8Array>, actorId: number | null, ip: string): Promise<ImportCounts> {
  // What goes: the content, and what was counted or kept about it (likes, views, previews, uses, search rows).
  await tx.post.deleteMany({});
  await tx.page.deleteMany({});
  await tx.tag.deleteMany({});
  await tx.media.deleteMany({});
  await tx.menu.deleteMany({});
  await tx.redirect.deleteMany({});
  await tx.postViewSeen.deleteMany({});
  await tx.setting.deleteMany({ where: { key: { in: Object.values(settingsCatalogue).map((definition) => definition.key) } } });

  const { accountOf, added } = await matchPeople(tx, manifest.people);
  for (const tag of manifest.tags) {
    await tx.tag.create({
      data: {
        id: tag.id,
        slug: tag.slug,
        translations: { create: languages.filter((locale) => tag.names[locale]).map((locale) => ({ locale, name: tag.names[locale]! })) },
        aliases: { create: tag.aliases.map((slug) => ({ slug })) },
        nameAliases: { create: tag.nameAliases.map((key) => ({ key })) },
      },
    });
  }
  for (const item of manifest.media) {
    await tx.media.create({
      data: {
        id: item.id,
        hash: item.hash,
        name: item.name,
        format: item.format,
        width: item.width,
        height: item.height,
        bytes: item.bytes,
        altEn: item.altEn,
        altAr: item.altAr,
        placeholder: item.placeholder,
        original: Buffer.from(files.get(originalEntry(item.id))!),
        uploaderId: accountOf(item.uploader),
        createdAt: new Date(item.createdAt),
        variants: { create: item.variants.map((variant, index) => ({ ...variant, data: Buffer.from(files.get(variantEntry(item.id, index))!) })) },
      },
    });
  }
  const tagIds = new Map(manifest.tags.map((tag) => [tag.slug, tag.id]));
  for (const post of manifest.posts) {
    const input = parsePostInput({ ...post.content, unpublishAt: post.unpublishAt });
    await tx.post.create({
      data: {
        id: post.id,
        slug: String(post.content.slug),
        status: input.status,
        publishedAt: input.publishedAt,
        featured: input.featured,
        coverImage: input.coverImage,
        unpublishAt: date(post.unpublishAt),
        pendingChanges: post.pendingChanges,
        pendingSavedAt: date(post.pendingSavedAt),
        changesPublishAt: date(post.changesPublishAt),
        likeCount: post.likeCount,
        authorId: accountOf(post.author),
        createdAt: new Date(post.createdAt),
        updatedAt: new Date(post.updatedAt),
        translations: {
          create: languages
            .filter((locale) => input.translations[locale])
            .map((locale) => ({ locale, ...input.translations[locale]!, readTimeMinutes: readTimeMinutes(input.translations[locale]!.body) })),
        },
        tags: { create: input.tags.map((slug) => ({ tagId: tagIds.get(slug)! })) },
        revisions: { create: { version: 1, editorId: actorId, action: 'imported', snapshot: JSON.stringify(post.content) } },
      },
    });
    await syncMediaUses(tx, post.id);
    await reindexPost(tx, post.id);
    await trackPostTranslations(tx, post.id, new Date(post.updatedAt));
  }
  for (const page of manifest.pages) {
    const input = parsePageInput({ ...page.content, unpublishAt: page.unpublishAt });
    await tx.page.create({
      data: {
        id: page.id,
        path: input.path,
        status: input.status,
        publishedAt: input.publishedAt,
        blocks: JSON.stringify(input.blocks),
        unpublishAt: date(page.unpublishAt),
        pendingChanges: page.pendingChanges,
        pendingSavedAt: date(page.pendingSavedAt),
        changesPublishAt: date(page.changesPublishAt),
        createdAt: new Date(page.createdAt),
        updatedAt: new Date(page.updatedAt),
        translations: { create: languages.filter((locale) => input.translations[locale]).map((locale) => ({ locale, ...input.translations[locale]! })) },
        revisions: { create: { version: 1, editorId: actorId, action: 'imported', snapshot: JSON.stringify(page.content) } },
      },
    });
    await syncPageMediaUses(tx, page.id);
    await trackPageTranslations(tx, page.id, new Date(page.updatedAt));
  }
  for (const menu of manifest.menus) await tx.menu.create({ data: { name: menu.name, items: JSON.stringify(menu.items), version: 1 } });
  if (manifest.redirects.length) await tx.redirect.createMany({ data: manifest.redirects });
  for (const [key, value] of Object.entries(manifest.settings)) await tx.setting.create({ data: { key, value } });
  if (dialect(tx) === 'postgresql') {
    // Rows written with their ids: the next new row of each table numbers after them.
    for (const table of ['Post', 'Page', 'Tag', 'Media']) {
      await tx.$executeRawUnsafe(`SELECT setval(pg_get_serial_sequence('"${table}"', 'id'), GREATEST((SELECT MAX("id") FROM "${table}"), 1))`);
    }
  }
  const counts = {
    posts: manifest.posts.length,
    pages: manifest.pages.length,
    tags: manifest.tags.length,
    media: manifest.media.length,
    redirects: manifest.redirects.length,
    peopleAdded: added,
  };
  await recordAudit(tx, { action: 'site.imported', actorId, target: 'site', ip, detail: { ...counts, exportedAt: manifest.exportedAt } });
  return counts;
}

/**
 * The account each person of the archive is: the one with their email address, else a new inactive
 * account (a unique username, a random password nobody knows) an admin can activate.
 */
async function matchPeople(tx: Tx, people: SiteManifest['people']) {
  const accounts = new Map<number, number>();
  let added = 0;
  for (const person of people) {
    const email = person.email.trim().toLowerCase();
    const existing = await tx.user.findFirst({ where: { email }, select: { id: true } });
    if (existing) {
      accounts.set(person.ref, existing.id);
      continue;
    }
    let username = usernamePattern.test(person.username) ? person.username : `writer-${person.ref}`;
    if (await tx.user.findUnique({ where: { username }, select: { id: true } })) username = `${username.slice(0, 23)}-${randomBytes(4).toString('hex')}`;
    const created = await tx.user.create({
      data: {
        username,
        email,
        displayName: person.displayName,
        displayNameAr: person.displayNameAr,
        bio: person.bio,
        bioAr: person.bioAr,
        role: 'CONTRIBUTOR',
        active: false,
        passwordHash: await hashPassword(generatePassword()),
      },
    });
    accounts.set(person.ref, created.id);
    added++;
  }
  return { accountOf: (ref: number | null) => (ref === null ? null : (accounts.get(ref) ?? null)), added };
}
