import { encodeGlobalID } from '@pothos/plugin-relay';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/testApp.ts';

// /api/pages and /api/menus (issue 23): the REST door runs the same GraphQL operations, so it reads
// and refuses as /graphql does; these hold what a REST consumer sees, and that every change reaches
// the answers the public cache keeps.

let app: TestApp;
let admin: string;
let editor: string;

beforeAll(async () => {
  app = createTestApp();
  const [a, e] = await Promise.all([
    app.createStaff({ username: 'rest-page-admin', role: 'ADMIN' }),
    app.createStaff({ username: 'rest-page-editor', role: 'EDITOR' }),
  ]);
  admin = await app.signIn(a.username, a.password);
  editor = await app.signIn(e.username, e.password);
});
afterAll(() => app.cleanup());

const t = (en: string, ar = '') => ({ en, ar });
const body = (extra: Record<string, unknown> = {}) => ({
  path: '/partners',
  status: 'draft',
  translations: { en: { title: 'Partners', description: 'Who we work with' }, ar: { title: 'شركاؤنا' } },
  blocks: [
    { type: 'text', id: 'intro', title: t('Our partners', 'شركاؤنا'), paragraphs: [t('Call us on {{phone}}.', 'اتصل بنا على {{phone}}.')] },
    { type: 'relatedLinks', id: 'more', title: t('More', 'المزيد'), links: [{ label: t('Core', 'كور'), link: { kind: 'page', pageId: 2 } }] },
  ],
  ...extra,
});

describe('reading pages', () => {
  it('lists the published pages for visitors, every page for staff', async () => {
    const list = await app.call('/api/pages?limit=100');
    expect(list.status).toBe(200);
    expect(list.body.data.pagination).toMatchObject({ total: 19, page: 1 });
    expect(list.body.data.pages[0]).toMatchObject({ id: expect.any(Number), path: '/', status: 'PUBLISHED', languages: ['en', 'ar'] });
    expect(list.body.data.pages[0].translations.en.title).toBe('{{site}} — Private, sovereign AI infrastructure');
    expect((await app.call('/api/pages?status=draft')).body.data.pages).toEqual([]);
    expect((await app.call('/api/pages?status=archived')).body).toMatchObject({ error: 'BAD_USER_INPUT', details: { status: 'invalid' } });
  });

  it('answers a page by path in the language asked for, placeholders filled in, or 404', async () => {
    const page = await app.call('/api/pages/by-path?path=/sovra-core&lang=ar');
    expect(page.status).toBe(200);
    expect(page.body.data).toMatchObject({ path: '/sovra-core', locale: 'ar', title: 'سوفرا Core: استضافة خاصة للنماذج اللغوية المفتوحة' });
    expect(page.body.data.blocks[0]).toMatchObject({
      type: 'hero',
      actions: [{ link: { kind: 'booking', href: '/#contact' } }, { link: { kind: 'page', href: '/#contact' } }],
    });
    expect((await app.call('/api/pages/by-path?path=/nowhere')).status).toBe(404);
    expect((await app.call('/api/pages/by-path')).body).toMatchObject({ status: 400, details: { path: 'required' } });
    expect((await app.call('/api/pages/by-path?path=/&lang=fr')).body).toMatchObject({ status: 400, details: { lang: 'invalid' } });
  });
});

describe('writing pages', () => {
  let id: number;
  let version: number;

  it('creates a draft for staff only, which visitors cannot read by id or path', async () => {
    expect((await app.call('/api/pages', { method: 'POST', json: body() })).status).toBe(401);
    const created = await app.call('/api/pages', { method: 'POST', token: editor, json: body() });
    expect(created.status, created.text).toBe(201);
    ({ id, version } = created.body.data);
    expect(created.body.data).toMatchObject({ path: '/partners', status: 'DRAFT', version: 1, translations: { en: { title: 'Partners', socialImage: null } } });
    expect(created.body.data.blocks).toEqual(body().blocks);
    expect((await app.call(`/api/pages/${id}`)).status).toBe(404);
    expect((await app.call(`/api/pages/${id}`, { token: editor })).status).toBe(200);
    expect((await app.call('/api/pages/by-path?path=/partners')).status).toBe(404);
  });

  it('refuses a path in use (409) or of the site itself (400), a block of no type, markup, and a page over 1 MiB, storing nothing', async () => {
    const before = await app.db.page.count();
    const cases: [Record<string, unknown>, number, Record<string, string>][] = [
      [body({ path: '/sovra-core' }), 409, { path: 'taken' }],
      [body({ path: '/admin' }), 400, { path: 'reserved' }],
      [body({ path: '/..' }), 400, { path: 'dot_segment' }],
      [body({ blocks: [{ type: 'marquee', id: 'x' }] }), 400, { 'blocks.0.type': 'invalid' }],
      [body({ blocks: [{ type: 'text', id: 'x', paragraphs: [t('<script>alert(1)</script>')] }] }), 400, { 'blocks.0.paragraphs.0.en': 'markup' }],
      [body({ blocks: [{ type: 'text', id: 'x', paragraphs: [], title: t('x'), onload: 'alert(1)' }] }), 400, { 'blocks.0.onload': 'unknown' }],
    ];
    for (const [sent, status, details] of cases) {
      const answer = await app.call('/api/pages', { method: 'POST', token: editor, json: sent });
      expect({ status: answer.status, details: answer.body.details }, JSON.stringify(details)).toEqual({ status, details });
    }
    const huge = await app.call('/api/pages', {
      method: 'POST',
      token: editor,
      json: body({ blocks: [{ type: 'text', id: 'x', paragraphs: [t('x'.repeat(10 * 1024 * 1024))] }] }),
    });
    expect(huge).toMatchObject({ status: 413, body: { error: 'PAYLOAD_TOO_LARGE' } });
    expect(await app.db.page.count()).toBe(before);
  });

  it('saves from the version read, 409 from an older one, and publishes once written in each language', async () => {
    const incomplete = await app.call(`/api/pages/${id}`, {
      method: 'PUT',
      token: editor,
      json: body({ version, status: 'published', blocks: [{ ...body().blocks[0], paragraphs: [t('Call us.')] }] }),
    });
    expect(incomplete).toMatchObject({ status: 400, body: { details: { 'blocks.0.paragraphs.0.ar': 'required' } } });
    const saved = await app.call(`/api/pages/${id}`, { method: 'PUT', token: editor, json: body({ version, status: 'published' }) });
    expect(saved.status, saved.text).toBe(200);
    expect(saved.body.data).toMatchObject({ status: 'PUBLISHED', version: version + 1 });
    const stale = await app.call(`/api/pages/${id}`, { method: 'PUT', token: editor, json: body({ version }) });
    expect(stale).toMatchObject({ status: 409, body: { error: 'CONFLICT', details: { version: 'stale', currentVersion: version + 1 } } });
    version += 1;
    const shown = await app.call('/api/pages/by-path?path=/partners&lang=ar');
    expect(shown.body.data.blocks[0].paragraphs).toEqual(['اتصل بنا على +971 4 555 0100.']);
    expect(shown.body.data.blocks[1].links[0].link).toEqual({ kind: 'page', href: (await app.db.page.findUniqueOrThrow({ where: { id: 2 } })).path });
  });

  it('keeps the cached answers of visitors in step with a change', async () => {
    const url = '/api/pages/by-path?path=/partners&lang=en';
    await app.call(url);
    expect((await app.call(url)).headers.get('x-cache')).toBe('hit');
    const renamed = await app.call(`/api/pages/${id}`, {
      method: 'PUT',
      token: editor,
      json: body({ version, status: 'published', translations: { en: { title: 'Our partners' }, ar: { title: 'شركاؤنا' } } }),
    });
    // The edit of the live page waits as pending changes: visitors keep the cached page until they are published.
    expect((await app.call(url)).body.data.title).not.toBe('Our partners');
    const published = await app.call(`/api/pages/${id}/publish-changes`, { method: 'POST', token: editor, json: { version: renamed.body.data.version } });
    version = published.body.data.version;
    const fresh = await app.call(url);
    expect(fresh.headers.get('x-cache')).toBe('miss');
    expect(fresh.body.data.title).toBe('Our partners');
  });

  it('lets admins alone delete a page', async () => {
    expect((await app.call(`/api/pages/${id}`, { method: 'DELETE', token: editor })).status).toBe(403);
    expect((await app.call(`/api/pages/${id}`, { method: 'DELETE', token: admin })).body).toEqual({ success: true, data: { id, message: 'Page deleted' } });
    expect((await app.call('/api/pages/by-path?path=/partners')).status).toBe(404);
  });
});

describe('the home page', () => {
  it('is edited, but never moved, taken off the site or deleted, even by an admin', async () => {
    const home = await app.db.page.findUniqueOrThrow({ where: { path: '/' }, include: { translations: true } });
    const read = await app.call(`/api/pages/${home.id}`, { token: admin });
    const { version, blocks, translations } = read.body.data;
    const write = (extra: Record<string, unknown>) =>
      app.call(`/api/pages/${home.id}`, {
        method: 'PUT',
        token: admin,
        json: { path: '/', status: 'published', translations, blocks, version, ...extra },
      });

    expect(await write({ path: '/welcome' })).toMatchObject({ status: 400, body: { details: { path: 'home' } } });
    expect(await write({ status: 'draft' })).toMatchObject({ status: 400, body: { details: { status: 'home' } } });
    const unpublished = await app.graphql(
      'mutation($id: ID!, $version: Int!) { unpublishPage(input: { id: $id, version: $version }) { page { status } } }',
      { id: encodeGlobalID('Page', home.id), version },
      admin,
    );
    expect(unpublished.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', details: { status: 'home' } });
    const deleted = await app.call(`/api/pages/${home.id}`, { method: 'DELETE', token: admin });
    expect(deleted).toMatchObject({ status: 409, body: { details: { id: 'home' } } });

    // Nothing changed; an edit of its words goes through.
    const after = await app.db.page.findUniqueOrThrow({ where: { id: home.id } });
    expect(after).toMatchObject({ path: '/', status: 'PUBLISHED', version });
    expect((await app.call('/api/pages/by-path?path=/')).status).toBe(200);
    expect((await write({})).status).toBe(200);
  });
});

describe('images on pages', () => {
  it('need alt text in both languages once published, and cannot be deleted while a page shows them', async () => {
    const form = new FormData();
    const jpeg = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#226688' } })
      .jpeg()
      .toBuffer();
    form.set('file', new Blob([new Uint8Array(jpeg)], { type: 'image/jpeg' }), 'skyline.jpg');
    const uploaded = await app.call('/api/media', { method: 'POST', body: form, token: editor });
    const { id: mediaId, image } = uploaded.body.data;
    const withImage = body({ path: '/gallery', status: 'published', blocks: [{ type: 'image', id: 'photo', image: image.src, caption: t('Dubai', 'دبي') }] });
    const refused = await app.call('/api/pages', { method: 'POST', token: editor, json: withImage });
    expect(refused).toMatchObject({ status: 400, body: { details: { images: 'alt_required', mediaIds: [mediaId] } } });
    await app.call(`/api/media/${mediaId}`, { method: 'PATCH', token: editor, json: { altEn: 'The Dubai skyline', altAr: 'أفق دبي' } });
    const created = await app.call('/api/pages', { method: 'POST', token: editor, json: withImage });
    expect(created.status, created.text).toBe(201);
    const shown = await app.call('/api/pages/by-path?path=/gallery&lang=ar');
    expect(shown.body.data.images).toEqual([{ address: image.src, image: expect.objectContaining({ alt: 'أفق دبي', width: 64, height: 48 }) }]);
    const deleted = await app.call(`/api/media/${mediaId}`, { method: 'DELETE', token: admin });
    expect(deleted).toMatchObject({ status: 409, body: { message: 'This image is shown on a page: remove it from it first' } });
    expect((await app.call(`/api/media/${mediaId}`, { token: editor })).body.data.useCount).toBe(1);
  });
});

describe('menus', () => {
  it('are read by anyone in their language, and replaced by admins only, from the version read', async () => {
    const read = await app.call('/api/menus?lang=ar');
    expect(read.status).toBe(200);
    const [header, footer] = read.body.data.menus;
    expect([header.name, footer.name]).toEqual(['header', 'footer']);
    expect(header.links[3]).toEqual({ type: 'link', id: 'blog', label: 'المدونة', link: { kind: 'url', href: '/blog' } });
    const items = [...header.items.slice(0, 3), header.items[4]];
    expect((await app.call('/api/menus/header', { method: 'PUT', token: editor, json: { items, version: header.version } })).status).toBe(403);
    expect((await app.call('/api/menus/sidebar', { method: 'PUT', token: admin, json: { items, version: header.version } })).body).toMatchObject({
      status: 400,
      details: { name: 'invalid' },
    });
    const saved = await app.call('/api/menus/header?lang=en', { method: 'PUT', token: admin, json: { items, version: header.version } });
    expect(saved.status, saved.text).toBe(200);
    expect(saved.body.data).toMatchObject({ name: 'header', version: header.version + 1, brokenLinks: [] });
    expect(saved.body.data.links.map((item: { id: string }) => item.id)).toEqual(['products', 'solutions', 'deployments', 'contact']);
    expect((await app.call('/api/menus/header', { method: 'PUT', token: admin, json: { items, version: header.version } })).status).toBe(409);
    const again = await app.call('/api/menus?lang=en');
    expect(again.body.data.menus[0].links.map((item: { id: string }) => item.id)).toEqual(['products', 'solutions', 'deployments', 'contact']);
  });
});
