import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { strToU8, unzipSync, zipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/testApp.ts';
import { ensureSitePages } from '../pages/seed.ts';
import { seedContent } from '../seed.ts';
import { variantPath, type VariantFormat } from '../media/formats.ts';
import { siteManifest } from './exportSite.ts';
import { archiveLimits, manifestName } from './format.ts';
import { importSiteArchive } from './importSite.ts';

// Export and import (docs/operations.md#export-and-import): a site's content leaves as one archive
// and comes back as it was, page for page; a damaged or hostile archive is refused and changes nothing.

let from: TestApp;
let to: TestApp;
let fromAdmin: string;
let toAdmin: string;
let archive: Uint8Array;

const dunes = () =>
  sharp(
    Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="640" height="400"><rect width="640" height="400" fill="#d9a441"/><circle cx="320" cy="200" r="120" fill="#8a5a1c"/></svg>',
    ),
  )
    .png()
    .toBuffer();
const logo = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40" width="40" height="40"><circle cx="20" cy="20" r="18" fill="#0b6"/></svg>',
);

async function upload(app: TestApp, token: string, name: string, bytes: Uint8Array, type: string) {
  const form = new FormData();
  form.set('file', new File([Buffer.from(bytes)], name, { type }));
  form.set('altEn', `${name} in English`);
  form.set('altAr', `${name} بالعربية`);
  const sent = await app.call('/api/media', { method: 'POST', body: form, token });
  expect(sent.status, sent.text).toBe(201);
  return sent.body.data;
}

/** A site's content as its archive's manifest says it, with people by email (their ids differ from site to site). */
async function contentAsExported(app: TestApp) {
  const { exportedAt: _when, people, ...manifest } = await siteManifest(app.db);
  const email = (ref: number | null) => people.find((person) => person.ref === ref)?.email ?? null;
  return {
    ...manifest,
    people: people.map(({ ref: _ref, ...person }) => person),
    posts: manifest.posts.map((post) => ({ ...post, author: email(post.author) })),
    media: manifest.media.map((item) => ({ ...item, uploader: email(item.uploader) })),
  };
}

async function importInto(app: TestApp, bytes: Uint8Array, token = toAdmin) {
  const form = new FormData();
  form.set('archive', new File([Buffer.from(bytes)], 'site.zip', { type: 'application/zip' }));
  return app.call('/api/import', { method: 'POST', body: form, token });
}

/** What a site holds, to show an import that was refused changed none of it. */
async function contentOf(app: TestApp) {
  const [posts, pages, tags, media, menus, settings] = await Promise.all([
    app.db.post.findMany({ select: { id: true, slug: true, updatedAt: true }, orderBy: { id: 'asc' } }),
    app.db.page.findMany({ select: { id: true, path: true, updatedAt: true }, orderBy: { id: 'asc' } }),
    app.db.tag.count(),
    app.db.media.count(),
    app.db.menu.findMany(),
    app.db.setting.findMany({ orderBy: { key: 'asc' } }),
  ]);
  return { posts, pages, tags, media, menus, settings };
}

/** The archive with the first image's original replaced by `bytes`, its size and hash told truly: only the content is wrong. */
function withImageBytes(bytes: Uint8Array): Uint8Array {
  const files = unzipSync(archive);
  const manifest = JSON.parse(new TextDecoder().decode(files[manifestName]));
  const image = manifest.media.find((item: any) => item.format === 'png');
  image.bytes = bytes.length;
  image.hash = createHash('sha256').update(bytes).digest('hex');
  files[`media/${image.id}/original`] = bytes;
  files[manifestName] = strToU8(JSON.stringify(manifest));
  return zipSync(files);
}

function withManifest(change: (manifest: any) => void): Uint8Array {
  const files = unzipSync(archive);
  const manifest = JSON.parse(new TextDecoder().decode(files[manifestName]));
  change(manifest);
  files[manifestName] = strToU8(JSON.stringify(manifest));
  return zipSync(files);
}

beforeAll(async () => {
  from = createTestApp();
  to = createTestApp();
  for (const app of [from, to]) {
    await seedContent(app.db, app.log);
    await ensureSitePages(app.db, app.log);
  }
  const a = await from.createStaff({ username: 'export-admin', role: 'ADMIN' });
  const b = await to.createStaff({ username: 'import-admin', role: 'ADMIN' });
  fromAdmin = await from.signIn(a.username, a.password);
  toAdmin = await to.signIn(b.username, b.password);

  // The exported site differs from the seeded one: an image, a post showing it, a setting, a redirect.
  const image = await upload(from, fromAdmin, 'dunes.png', await dunes(), 'image/png');
  const vector = await upload(from, fromAdmin, 'logo.svg', logo, 'image/svg+xml');
  const post = await from.call('/api/blogs', {
    method: 'POST',
    token: fromAdmin,
    json: {
      slug: 'moved-with-its-images',
      status: 'published',
      tags: ['sovereign-ai'],
      translations: {
        en: { title: 'Moved with its images', excerpt: 'An export keeps them.', body: `An image:\n\n![Dunes](${image.url})\n\n![Logo](${vector.url})` },
        ar: { title: 'انتقل مع صوره', excerpt: 'التصدير يحفظها.', body: `صورة:\n\n![كثبان](${image.url})` },
      },
    },
  });
  expect(post.status, post.text).toBe(201);
  expect((await from.call('/api/settings', { method: 'PATCH', token: fromAdmin, json: { siteName: 'Sovra Exported' } })).status).toBe(200);
  expect((await from.call('/api/redirects', { method: 'POST', token: fromAdmin, json: { from: '/old-news', to: '/blog' } })).status).toBe(201);

  const exported = await from.request('/api/export', { method: 'POST', token: fromAdmin });
  expect(exported.status).toBe(200);
  expect(exported.headers.get('content-type')).toBe('application/zip');
  expect(exported.headers.get('content-disposition')).toMatch(/^attachment; filename="sovra-site-\d{4}-\d{2}-\d{2}\.zip"$/);
  archive = new Uint8Array(await exported.arrayBuffer());
}, 120_000);
afterAll(async () => {
  await from.cleanup();
  await to.cleanup();
});

describe('the archive', () => {
  it('holds the content and each image’s files, and no account’s secrets', () => {
    const files = unzipSync(archive);
    const manifest = JSON.parse(new TextDecoder().decode(files[manifestName]));
    expect(manifest.format).toBe('sovra-site');
    expect(manifest.version).toBe(1);
    expect(manifest.posts.map((post: any) => post.content.slug)).toContain('moved-with-its-images');
    expect(manifest.media).toHaveLength(2);
    expect(Object.keys(files).filter((name) => name.startsWith('media/1/')).length).toBe(1 + manifest.media[0].variants.length);
    expect(manifest.settings['site.name.en']).toBe('"Sovra Exported"');
    const text = JSON.stringify(manifest);
    for (const secret of ['passwordHash', 'totpSecret', 'tokenHash', '$argon2']) expect(text).not.toContain(secret);
  });

  it('is for admins only', async () => {
    const e = await from.createStaff({ username: 'export-editor', role: 'EDITOR' });
    const editor = await from.signIn(e.username, e.password);
    expect((await from.call('/api/export', { method: 'POST', token: editor })).status).toBe(403);
    expect((await importInto(to, archive, editor.replace(/./g, 'x'))).status).toBe(401);
    expect((await from.call('/api/export', { method: 'POST' })).status).toBe(401);
  });
});

describe('a refused archive', () => {
  const cases: [string, () => Uint8Array, RegExp][] = [
    ['not a zip', () => strToU8('just some text, not an archive'), /not a zip file/],
    [
      'a name that climbs out of its folder',
      () => zipSync({ ...unzipSync(archive), '../../etc/passwd': strToU8('root') }),
      /a file a site archive does not: \.\.\/\.\.\/etc\/passwd/,
    ],
    ['an absolute name', () => zipSync({ ...unzipSync(archive), '/tmp/x': strToU8('x') }), /a file a site archive does not/],
    ['no manifest', () => zipSync({ 'media/1/original': strToU8('x') }), /has no site\.json/],
    ['an unknown format version', () => withManifest((manifest) => (manifest.version = 2)), /format version 2; this site reads version 1/],
    ['another format', () => withManifest((manifest) => (manifest.format = 'ghost')), /names another format/],
    ['a manifest that is not JSON', () => zipSync({ ...unzipSync(archive), [manifestName]: strToU8('{"format": ') }), /is not valid JSON/],
    ['a field of the wrong kind', () => withManifest((manifest) => (manifest.posts[0].createdAt = 'yesterday')), /is not valid at posts\.0\.createdAt/],
    [
      'an image whose file was changed',
      () => zipSync({ ...unzipSync(archive), 'media/1/original': strToU8('not the image') }),
      /media\/1\/original in the archive is not the size site\.json gives it/,
    ],
    [
      'a file site.json does not name',
      () => zipSync({ ...unzipSync(archive), 'media/999/original': new Uint8Array(1024) }),
      /a file its site\.json does not name: media\/999\/original/,
    ],
    ['a zip header followed by no zip', () => strToU8('PK\u0003\u0004garbage'.repeat(10)), /damaged/],
    [
      'a menu linking to a page it does not hold',
      () =>
        withManifest((manifest) => {
          // The first link of a menu to a page, pointed at one the archive lacks.
          const link = JSON.stringify(manifest.menus).match(/"pageId":(\d+)/)![1];
          manifest.menus = JSON.parse(JSON.stringify(manifest.menus).replace(`"pageId":${link}`, '"pageId":2147483647'));
        }),
      /links to page 2147483647, which the archive does not hold/,
    ],
    [
      'a redirect loop',
      () => withManifest((manifest) => manifest.redirects.push({ fromPath: '/loop-a', toPath: '/loop-b' }, { fromPath: '/loop-b', toPath: '/loop-a' })),
      /leads to another redirect/,
    ],
    [
      'a redirect from a live page',
      () =>
        withManifest((manifest) =>
          manifest.redirects.push({
            fromPath: manifest.pages.find((page: any) => page.content.status === 'PUBLISHED' && page.content.path !== '/').content.path,
            toPath: '/blog',
          }),
        ),
      /a page or an article of the archive is at that address/,
    ],
    [
      'pending changes the editor would refuse',
      () => withManifest((manifest) => (manifest.posts[0].pendingChanges = JSON.stringify({ ...manifest.posts[0].content, slug: 'Bad Slug/../admin' }))),
      /pending changes/,
    ],
    [
      'a schedule of pending changes it does not have',
      () => withManifest((manifest) => (manifest.posts[0].changesPublishAt = '2026-01-01T00:00:00.000Z')),
      /schedules pending changes it does not have/,
    ],
    ['a person without a valid email', () => withManifest((manifest) => (manifest.people[0].email = '@')), /the email address is not valid/],
    [
      'an image whose bytes are not its format',
      () => withImageBytes(strToU8('<html><script>alert(1)</script></html>')),
      /its original file is not a PNG image/,
    ],
    [
      'a post its editor would refuse',
      () => withManifest((manifest) => (manifest.posts[0].content.translations.en.title = 'x'.repeat(201))),
      /Post \d+ in the archive/,
    ],
    ['a post naming a tag it does not hold', () => withManifest((manifest) => (manifest.tags = manifest.tags.slice(1))), /is not in the archive/],
    ['two posts with one slug', () => withManifest((manifest) => (manifest.posts[1].content.slug = manifest.posts[0].content.slug)), /appears twice/],
    ['a setting that is not one', () => withManifest((manifest) => (manifest.settings['auth.secret'] = '"x"')), /no such setting/],
    ['a redirect to another site', () => withManifest((manifest) => manifest.redirects.push({ fromPath: '/x', toPath: 'https://evil.example' })), /redirect/],
  ];
  it.each(cases)('%s: 400 with a clear message, nothing changed', async (_name, make, message) => {
    const before = await contentOf(to);
    const answer = await importInto(to, make());
    expect(answer.status, answer.text).toBe(400);
    expect(answer.body.message).toMatch(message);
    expect(await contentOf(to)).toEqual(before);
  });

  it('a zip bomb: refused as it expands, past its limit, nothing changed', async () => {
    // 200 MB of zeros, about 200 KB zipped, as the manifest: past its 64 MB.
    const bomb = zipSync({ [manifestName]: new Uint8Array(200 * 1024 * 1024) }, { level: 9 });
    expect(bomb.length).toBeLessThan(1024 * 1024);
    const before = await contentOf(to);
    const answer = await importInto(to, bomb);
    expect(answer.status).toBe(400);
    expect(answer.body.message).toMatch(/site\.json in the archive is larger than a site archive's files may be/);
    expect(await contentOf(to)).toEqual(before);
  });

  it('a file larger than site.json says: refused as it expands, the rest unread', async () => {
    const files = unzipSync(archive);
    files['media/1/original'] = new Uint8Array(14 * 1024 * 1024);
    const answer = await importInto(to, zipSync(files, { level: 9 }));
    expect(answer.status).toBe(400);
    expect(answer.body.message).toMatch(/media\/1\/original in the archive is larger than/);
  });

  it('one import at a time: a second, begun while the first runs, is told to wait', async () => {
    const ctx = { db: to.db, viewer: null, tokenRejected: false, ip: '', publicContent: to.publicContent };
    const first = importSiteArchive(ctx, archive, { cli: true });
    await expect(importSiteArchive(ctx, archive, { cli: true })).rejects.toMatchObject({ code: 'CONFLICT', details: { archive: 'busy' } });
    await first;
  });

  it('an entry whose header says 2 GB: refused before it is read', async () => {
    const zip = zipSync({ [manifestName]: strToU8('{}') }, { level: 0 });
    // The local header's uncompressed size (offset 22) and the central directory's (offset 24 of its record).
    const view = new DataView(zip.buffer, zip.byteOffset, zip.byteLength);
    view.setUint32(22, 2 ** 31, true);
    const central = zip.findIndex((_, i) => zip[i] === 0x50 && zip[i + 1] === 0x4b && zip[i + 2] === 1 && zip[i + 3] === 2);
    view.setUint32(central + 24, 2 ** 31, true);
    const answer = await importInto(to, zip);
    expect(answer.status).toBe(400);
    expect(answer.body.message).toMatch(/site\.json in the archive is larger than/);
    expect(archiveLimits.manifestBytes).toBeLessThan(2 ** 31);
  });
});

describe('a round trip', () => {
  it('reproduces the content: the new site exports what the old one did, and serves its images and addresses', async () => {
    const imported = await importInto(to, archive);
    expect(imported.status, imported.text).toBe(200);
    expect(imported.body.data).toMatchObject({ media: 2, redirects: 1, peopleAdded: expect.any(Number), message: 'Site imported' });
    expect(await contentAsExported(to)).toEqual(await contentAsExported(from));
    // Every file of every image is served from the new site at its address, byte for byte.
    const variants = await from.db.mediaVariant.findMany({ select: { hash: true, format: true } });
    expect(variants.length).toBeGreaterThan(4);
    for (const { hash, format } of variants) {
      const address = variantPath(hash, format as VariantFormat);
      const [a, b] = await Promise.all([from.request(address), to.request(address)]);
      expect(b.status, address).toBe(200);
      expect(Buffer.from(await b.arrayBuffer())).toEqual(Buffer.from(await a.arrayBuffer()));
    }
    expect((await to.call('/old-news')).status).toBe(301);
    // Search finds the imported posts; the setting is the old site's.
    const found = await to.call('/api/blogs?search=images');
    expect(found.body.data.blogs.map((blog: any) => blog.slug)).toContain('moved-with-its-images');
    expect((await to.call('/api/settings')).body.data.siteName).toBe('Sovra Exported');
    // New content numbers after the imported (on PostgreSQL, its sequences moved on).
    const next = await to.call('/api/blogs', { method: 'POST', token: toAdmin, json: { status: 'draft', translations: { en: { title: 'After the move' } } } });
    expect(next.status, next.text).toBe(201);
    expect(next.body.data.id).toBeGreaterThan(Math.max(...(await from.db.post.findMany({ select: { id: true } })).map((post) => post.id)));
    await to.call(`/api/blogs/${next.body.data.id}`, { method: 'DELETE', token: toAdmin });
  });

  it('leaves accounts alone, adds the writers it did not have as inactive accounts, and logs it', async () => {
    expect(await to.db.user.count({ where: { username: 'import-admin', active: true } })).toBe(1);
    // The exporting admin wrote a post and uploaded its images: here, an account that cannot sign in.
    expect(await to.db.user.findUnique({ where: { email: 'export-admin@example.com' }, select: { active: true, role: true } })).toEqual({
      active: false,
      role: 'CONTRIBUTOR',
    });
    const signIn = await to.call('/api/auth/login', { method: 'POST', json: { username: 'export-admin', password: 'correct horse battery staple' } });
    expect(signIn.status).toBe(401);
    const audit = await to.db.auditEvent.findFirstOrThrow({ where: { action: 'site.imported' } });
    expect(JSON.parse(audit.detail)).toMatchObject({ media: 2, redirects: 1 });
  });

  it('imports the same archive again to the same result', async () => {
    const before = await contentAsExported(to);
    const again = await importInto(to, archive);
    expect(again.status, again.text).toBe(200);
    expect(again.body.data.peopleAdded).toBe(0);
    expect(await contentAsExported(to)).toEqual(before);
  });
});
