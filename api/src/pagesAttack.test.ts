import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blockTypes } from '../../web/src/api/pageBlocks.ts';
import { reservedPathSegments } from '../../web/src/api/pagePaths.ts';
import { createTestApp, type TestApp } from './testing/testApp.ts';

// The pages' and menus' doors under attack (issue 23), as a staff member's mistakes and a hostile
// client would send them: each bad input is a 400 naming the field (413 for a body over the limit),
// over REST and GraphQL alike, with nothing stored and nothing visitors see changed. The generic
// corpus (attack.test.ts) sends its hostile values to these routes too; these are the page's own.

let app: TestApp;
let admin: string;
let editor: string;

beforeAll(async () => {
  app = createTestApp({ NODE_ENV: 'production' });
  const [a, e] = await Promise.all([
    app.createStaff({ username: 'pages-attack-admin', role: 'ADMIN' }),
    app.createStaff({ username: 'pages-attack-editor', role: 'EDITOR' }),
  ]);
  admin = await app.signIn(a.username, a.password);
  editor = await app.signIn(e.username, e.password);
});
afterAll(() => app.cleanup());

const t = (en: string, ar = 'نص') => ({ en, ar });
let paths = 0;
const page = (extra: Record<string, unknown> = {}) => ({
  path: `/attack-page-${++paths}`,
  status: 'published',
  translations: { en: { title: 'Attack page' }, ar: { title: 'صفحة' } },
  blocks: [{ type: 'callToAction', id: 'cta', title: t('Talk to us'), action: { label: t('Book'), link: { kind: 'booking' } } }],
  ...extra,
});
const withBlock = (block: Record<string, unknown>) => page({ blocks: [block] });

/** Every table a page write touches, as rows: what a refused write must leave as it was. */
async function stored() {
  const [pages, translations, revisions, menus, uses] = await Promise.all([
    app.db.page.findMany({ orderBy: { id: 'asc' } }),
    app.db.pageTranslation.findMany({ orderBy: { id: 'asc' } }),
    app.db.pageRevision.count(),
    app.db.menu.findMany({ orderBy: { name: 'asc' } }),
    app.db.pageMediaUse.count(),
  ]);
  return JSON.stringify({ pages, translations, revisions, menus, uses });
}

/** Sends the page through both doors; both must refuse it with `status`, naming `field` (REST details, GraphQL extensions.details). */
async function refusedAtBothDoors(body: Record<string, unknown>, field: string, status = 400) {
  const rest = await app.call('/api/pages', { method: 'POST', token: editor, json: body });
  expect({ status: rest.status, named: Object.hasOwn(rest.body.details ?? {}, field) }, `REST ${field}: ${rest.text.slice(0, 300)}`).toEqual({
    status,
    named: status === 400,
  });
  const { status: bodyStatus, ...input } = body;
  const gql = await app.request('/graphql', {
    method: 'POST',
    token: editor,
    json: {
      query: 'mutation ($input: CreatePageInput!) { createPage(input: $input) { page { id } } }',
      variables: { input: { ...input, status: String(bodyStatus).toUpperCase() } },
    },
  });
  const answer = await gql.json();
  if (status === 413) expect(gql.status).toBe(413);
  else expect(answer.errors?.[0]?.extensions?.details ?? {}, `GraphQL ${field}: ${JSON.stringify(answer).slice(0, 300)}`).toHaveProperty([field]);
  return rest.body;
}

describe('bad input for a page, refused naming the field, storing nothing', () => {
  it('a block missing a required text in a language the page is published in, in words naming the language', async () => {
    const before = await stored();
    const body = await refusedAtBothDoors(
      withBlock({ type: 'callToAction', id: 'cta', title: t('Talk to us', ''), action: { label: t('Book'), link: { kind: 'booking' } } }),
      'blocks.0.title.ar',
    );
    expect(body.message).toBe('blocks.0.title.ar is required in Arabic: write it, or take Arabic off the page before publishing it');
    // Required in English only when the page is in English only.
    const english = await app.call('/api/pages', {
      method: 'POST',
      token: editor,
      json: {
        ...withBlock({ type: 'callToAction', id: 'cta', title: t('Talk to us', ''), action: { label: t('Book', ''), link: { kind: 'booking' } } }),
        translations: { en: { title: 'English only' } },
      },
    });
    expect(english.status, english.text).toBe(201);
    await app.db.page.delete({ where: { id: english.body.data.id } });
    expect(await stored()).toBe(before);
  });

  it('a block of an unknown type, naming the types there are', async () => {
    const before = await stored();
    const body = await refusedAtBothDoors(withBlock({ type: 'iframe', id: 'x', src: 'https://evil.example' }), 'blocks.0.type');
    expect(body.message).toBe(`blocks.0.type is not a block type: use one of ${blockTypes.join(', ')}`);
    expect(await stored()).toBe(before);
  });

  it('a script in any field: a text, a nested list, a word list, a title, a link, an image, an id', async () => {
    const before = await stored();
    const script = '<script>alert(1)</script>';
    const cases: [Record<string, unknown>, string][] = [
      [withBlock({ type: 'callToAction', id: 'cta', title: t(script), action: { label: t('Book'), link: { kind: 'booking' } } }), 'blocks.0.title.en'],
      [
        withBlock({ type: 'faq', id: 'faq', title: t('FAQ'), items: [{ question: t('Q'), answer: t('A', `<img src=x onerror=alert(1)>`) }] }),
        'blocks.0.items.0.answer.ar',
      ],
      [
        withBlock({ type: 'team', id: 'team', title: t('Team'), members: [{ name: t('<svg/onload=alert(1)>'), role: t('CEO') }] }),
        'blocks.0.members.0.name.en',
      ],
      [page({ translations: { en: { title: script }, ar: { title: 'صفحة' } } }), 'translations.en.title'],
      [page({ translations: { en: { title: 'Fine', description: '<iframe src=//evil>' }, ar: { title: 'صفحة' } } }), 'translations.en.description'],
      [
        withBlock({ type: 'callToAction', id: 'cta', title: t('Go'), action: { label: t('Go'), link: { kind: 'url', url: 'javascript:alert(1)' } } }),
        'blocks.0.action.link.url',
      ],
      [
        withBlock({
          type: 'callToAction',
          id: 'cta',
          title: t('Go'),
          action: { label: t('Go'), link: { kind: 'url', url: 'data:text/html,<script>alert(1)</script>' } },
        }),
        'blocks.0.action.link.url',
      ],
      [withBlock({ type: 'image', id: 'img', image: 'javascript:alert(1)' }), 'blocks.0.image'],
      [withBlock({ type: 'callToAction', id: '"><script>', title: t('Go'), action: { label: t('Go'), link: { kind: 'booking' } } }), 'blocks.0.id'],
      [
        withBlock({
          type: 'callToAction',
          id: 'cta',
          anchor: 'x" onmouseover="alert(1)',
          title: t('Go'),
          action: { label: t('Go'), link: { kind: 'booking' } },
        }),
        'blocks.0.anchor',
      ],
      [
        withBlock({ type: 'callToAction', id: 'cta', title: t('Go'), action: { label: t('Go'), link: { kind: 'booking' } }, onclick: 'alert(1)' }),
        'blocks.0.onclick',
      ],
    ];
    for (const [body, field] of cases) await refusedAtBothDoors(body, field);
    const keywords = { deployment: { en: ['<script>'], ar: [] }, pricing: { en: [], ar: [] }, compliance: { en: [], ar: [] }, arabic: { en: [], ar: [] } };
    const home = (await app.call('/api/pages/by-path?path=/')).body.data;
    const written = (await app.call(`/api/pages/${home.id}`, { token: editor })).body.data;
    const assistant = written.blocks.find((block: { type: string }) => block.type === 'demoAssistant');
    const edited = written.blocks.map((block: { type: string }) => (block === assistant ? { ...assistant, keywords } : block));
    const refused = await app.call(`/api/pages/${home.id}`, { method: 'PUT', token: editor, json: { ...written, status: 'published', blocks: edited } });
    expect(refused.body.details).toEqual({ [`blocks.${written.blocks.indexOf(assistant)}.keywords.deployment.en.0`]: 'markup' });
    expect(await stored()).toBe(before);
  });

  it('a path with a dot segment, however written, or under a path the site answers itself', async () => {
    // Every missing address is rendered as the page at /not-found: one staff put there showed, with 200, at every one.
    expect((await refusedAtBothDoors(page({ path: '/not-found' }), 'path')).details).toEqual({ path: 'reserved' });
    const before = await stored();
    for (const path of ['/..', '/a/../admin', '/./about', '/%2e%2e/admin', '/..%2fadmin']) {
      const body = await refusedAtBothDoors(page({ path }), 'path');
      expect(body.message, path).toMatch(/path/);
    }
    for (const segment of reservedPathSegments) {
      for (const path of [`/${segment}`, `/${segment}/x`, `/${segment.toUpperCase()}`]) {
        const body = await refusedAtBothDoors(page({ path }), 'path');
        expect(body.details, path).toEqual({ path: 'reserved' });
      }
    }
    expect(await stored()).toBe(before);
  });

  it('a page body of 10 MB (413, unread), and blocks nested 200,000 deep within the limit (400)', async () => {
    const before = await stored();
    await refusedAtBothDoors(withBlock({ type: 'text', id: 'x', paragraphs: [t('x'.repeat(10 * 1024 * 1024))] }), 'blocks', 413);
    const deep = JSON.stringify(page()).replace('"blocks":[', `"blocks":[${'['.repeat(200_000)}${']'.repeat(200_000)},`);
    const rest = await app.call('/api/pages', { method: 'POST', token: editor, body: deep, headers: { 'content-type': 'application/json' } });
    expect(rest.status, rest.text.slice(0, 200)).toBe(400);
    // Blocks of many kinds, each within its limits, but over the page's: 400 naming blocks.
    const many = page({
      blocks: Array.from({ length: 81 }, (_, i) => ({
        type: 'callToAction',
        id: `b${i}`,
        title: t('x'),
        action: { label: t('x'), link: { kind: 'booking' } },
      })),
    });
    expect((await app.call('/api/pages', { method: 'POST', token: editor, json: many })).body.details).toEqual({ blocks: 'too_many' });
    expect(await stored()).toBe(before);
  });

  it("an anchor that is an id of the site's own elements, or another anchor of the page; a second form or tool of its own", async () => {
    const before = await stored();
    const text = (anchor: string) => ({ type: 'text', id: `t-${anchor}`, anchor, paragraphs: [t('x')] });
    // The page's data (whose copy a section would take the place of for the page's scripts), its root, the skip link's target, its h1, a menu, a form's field, a block's section.
    for (const anchor of ['ssr-data', 'root', 'main', 'page-title', 'menu-products', 'contact-email', 'finder', 'assistant', 'block-cta']) {
      const body = await refusedAtBothDoors(page({ blocks: [text(anchor), ...page().blocks] }), 'blocks.0.anchor');
      expect(body.details, anchor).toEqual({ 'blocks.0.anchor': 'reserved' });
    }
    const legal = {
      type: 'legalText',
      id: 'legal',
      contentsLabel: t('Contents'),
      intro: [],
      sections: [{ anchor: 'scope', title: t('Scope'), paragraphs: [t('x')], items: [] }],
    };
    const taken = await refusedAtBothDoors(page({ blocks: [text('scope'), legal] }), 'blocks.1.sections.0.anchor');
    expect(taken.message).toBe('blocks.1.sections.0.anchor is used twice: each must be unique');
    const contact = (await app.call('/api/pages/by-path?path=/')).body.data;
    const home = (await app.call(`/api/pages/${contact.id}`, { token: editor })).body.data;
    for (const type of ['contact', 'demoAssistant', 'blogPreview']) {
      const island = home.blocks.find((block: { type: string }) => block.type === type);
      const twice = await refusedAtBothDoors(page({ blocks: [island, { ...island, id: 'copy', anchor: undefined }] }), 'blocks.1.type');
      expect(twice.message, type).toBe('blocks.1.type is a block a page shows once at most: its form or tool has ids of its own');
    }
    expect(await stored()).toBe(before);
  });

  it("a title's or a description's own fault, named as it is", async () => {
    const before = await stored();
    const titled = (en: Record<string, string>) => page({ translations: { en, ar: { title: 'صفحة' } } });
    const cases: [Record<string, string>, string, string][] = [
      [{ title: 'Open {{hourz}}' }, 'translations.en.title', 'translations.en.title names a placeholder the site does not have'],
      [{ title: 'x'.repeat(121) }, 'translations.en.title', 'translations.en.title is at most 120 characters'],
      [{ title: 'Fine', description: 'A <b>bold</b> claim' }, 'translations.en.description', 'translations.en.description holds HTML'],
    ];
    for (const [en, field, words] of cases) expect((await refusedAtBothDoors(titled(en), field)).message).toContain(words);
    expect(await stored()).toBe(before);
  });

  it('prototype keys in blocks are unknown fields, not properties', async () => {
    const before = await stored();
    const text = JSON.stringify(page()).replace(
      '"type":"callToAction",',
      '"type":"callToAction","__proto__":{"isAdmin":true},"constructor":{"prototype":{"x":1}},',
    );
    const answer = await app.call('/api/pages', { method: 'POST', token: editor, body: text, headers: { 'content-type': 'application/json' } });
    expect(answer.status).toBe(400);
    expect(answer.body.details).toEqual({ 'blocks.0.__proto__': 'unknown', 'blocks.0.constructor': 'unknown' });
    expect(({} as Record<string, unknown>).isAdmin).toBeUndefined();
    expect(await stored()).toBe(before);
  });

  it('a link to a page that does not exist, and a page id that is not a number', async () => {
    const before = await stored();
    const link = (pageId: unknown) =>
      withBlock({ type: 'callToAction', id: 'cta', title: t('Go'), action: { label: t('Go'), link: { kind: 'page', pageId } } });
    await refusedAtBothDoors(link(999_999), 'blocks.0.action.link.pageId');
    for (const pageId of ['1', 1.5, -1, 2 ** 31, { $ne: null }]) await refusedAtBothDoors(link(pageId), 'blocks.0.action.link.pageId');
    expect(await stored()).toBe(before);
  });
});

describe('the public route at odd addresses', () => {
  it("leads a page's address in capitals or with extra slashes to the page (301), and nothing else anywhere", async () => {
    const moved: [string, string][] = [
      ['/Sovra-Core', '/sovra-core'],
      ['/PRIVACY/?lang=ar', '/privacy?lang=ar'],
      ['//terms//', '/terms'],
      ['/Blog/Some-Post', '/blog/some-post'],
      ['/BLOG', '/blog'],
    ];
    for (const [asked, location] of moved) {
      const answer = await app.request(asked, { redirect: 'manual' });
      expect({ asked, status: answer.status, location: answer.headers.get('location') }).toEqual({ asked, status: 301, location });
    }
    // The admin panel's addresses are read in any case; an encoded letter or a dot is no page's address; a backslash stays on this host.
    for (const asked of ['/ADMIN', '/Admin/Pages', '/%53ovra-core', '/Sovra.Core']) {
      expect((await app.request(asked, { redirect: 'manual' })).status, asked).not.toBe(301);
    }
    expect((await app.request('/\\evil.example', { redirect: 'manual' })).headers.get('location')).toBe('/evil.example');
  });
});

describe('menus under attack', () => {
  it('refuse a script, a missing language and a hostile link, naming the field, for admins; editors and visitors not at all', async () => {
    const before = await stored();
    const { version, items } = (await app.call('/api/menus')).body.data.menus[0];
    const put = (token: string | undefined, sent: unknown[]) => app.call('/api/menus/header', { method: 'PUT', token, json: { items: sent, version } });
    const link = (extra: Record<string, unknown>) => [{ type: 'link', id: 'x', label: t('X'), link: { kind: 'url', url: '/blog' }, ...extra }];
    const cases: [unknown[], string][] = [
      [link({ label: t('<script>alert(1)</script>') }), 'items.0.label.en'],
      [link({ label: { en: 'Only English' } }), 'items.0.label.ar'],
      [link({ label: t('X', '') }), 'items.0.label.ar'],
      [link({ link: { kind: 'url', url: 'javascript:alert(1)' } }), 'items.0.link.url'],
      [[{ type: 'group', id: 'g', label: t('G'), items: link({}).concat(link({ type: 'group' }) as never) }], 'items.0.items.1.type'],
      [Array.from({ length: 21 }, () => link({})[0]), 'items'],
      // Twice the same handle, or two groups of one key: the header's disclosures are `menu-<key>`.
      [link({}).concat(link({})), 'items.1.id'],
      [
        [
          { type: 'group', id: 'a', key: 'products', label: t('A'), items: [] },
          { type: 'group', id: 'b', key: 'products', label: t('B'), items: [] },
        ],
        'items.1.key',
      ],
      [[{ type: 'group', id: 'g', label: t('G'), items: link({}).concat(link({})) }], 'items.0.items.1.id'],
    ];
    for (const [sent, field] of cases) {
      const answer = await put(admin, sent);
      expect({ status: answer.status, named: Object.hasOwn(answer.body.details ?? {}, field) }, `${field}: ${answer.text.slice(0, 200)}`).toEqual({
        status: 400,
        named: true,
      });
    }
    expect((await put(editor, items)).status).toBe(403);
    expect((await put(undefined, items)).status).toBe(401);
    expect(await stored()).toBe(before);
  });
});
