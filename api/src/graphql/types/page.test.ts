import { encodeGlobalID } from '@pothos/plugin-relay';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readCopy } from '../../services/pages/seed.ts';
import { createTestApp, type TestApp } from '../../testing/testApp.ts';

// Pages over GraphQL (issue 23): visitors read published pages in their language, the settings'
// words filled in; staff write pages as they write posts (versions, 409, publish, schedule,
// revisions, restore); admins delete pages (editors a draft they made) and edit menus. Every change reaches visitors at
// once, through the public cache.

let app: TestApp;
let admin: string;
let editor: string;

beforeAll(async () => {
  app = createTestApp();
  const made = await Promise.all([app.createStaff({ username: 'page-admin', role: 'ADMIN' }), app.createStaff({ username: 'page-editor', role: 'EDITOR' })]);
  admin = await app.signIn(made[0].username, made[0].password);
  editor = await app.signIn(made[1].username, made[1].password);
});
afterAll(() => app.cleanup());

const t = (en: string, ar = '') => ({ en, ar });
const arabic = (file: string) => readCopy('ar', file);
const arabicCore = arabic('content/core.json') as { title: string };
const arabicUi = arabic('ui.json') as { bookDemo: string };
const byPath = /* GraphQL */ `
  query ($path: String!, $locale: Locale!) {
    pageByPath(path: $path) {
      id
      path
      status
      languages
      view(locale: $locale) {
        locale
        title
        description
        blocks
      }
    }
  }
`;
const read = async (path: string, locale = 'en', token?: string) => (await app.graphql(byPath, { path, locale }, token)).data?.pageByPath;
const pageFields = 'page { id path status publishedAt scheduled version languages blocks translations { locale title } }';

const aboutBlocks = [
  {
    type: 'hero',
    id: 'intro',
    variant: 'page',
    title: t('About us', 'من نحن'),
    lead: t('Open {{hours}}.', 'نعمل {{hours}}.'),
    actions: [],
    highlights: [],
    facts: [],
  },
  { type: 'callToAction', id: 'cta', title: t('Talk to us', 'تحدث إلينا'), action: { label: t('Book a demo', 'احجز عرضًا'), link: { kind: 'booking' } } },
];
const aboutInput = (extra: Record<string, unknown> = {}) => ({
  path: '/about',
  status: 'DRAFT',
  translations: { en: { title: 'About Sovra', description: 'Who we are' }, ar: { title: 'عن سوفرا' } },
  blocks: aboutBlocks,
  ...extra,
});

async function create(input: Record<string, unknown>, token = editor) {
  return app.graphql(`mutation ($input: CreatePageInput!) { createPage(input: $input) { ${pageFields} pageEdge { node { id } } } }`, { input }, token);
}
async function update(id: string, version: number, input: Record<string, unknown>, token = editor) {
  return app.graphql(`mutation ($input: UpdatePageInput!) { updatePage(input: $input) { ${pageFields} } }`, { input: { id, version, ...input } }, token);
}

describe('the seeded pages, as visitors read them', () => {
  it('reads a page by its path in the language asked for, its texts in that language', async () => {
    const page = await read('/sovra-core', 'ar');
    expect(page).toMatchObject({ path: '/sovra-core', status: 'PUBLISHED', languages: ['en', 'ar'], view: { locale: 'ar' } });
    const [hero] = page.view.blocks;
    expect(hero).toMatchObject({ type: 'hero', variant: 'page', title: arabicCore.title.replace('{{brand}}', 'سوفرا') });
    expect(hero.breadcrumbs[0]).toEqual({ label: 'الرئيسية', link: { kind: 'page', href: '/' } });
    expect(hero.actions[0]).toEqual({ label: arabicUi.bookDemo, link: { kind: 'booking', href: '/#contact' } });
    // The brand fills {{brand}} as the product names spell it in the language.
    expect(JSON.stringify(page.view)).not.toContain('{{');
  });

  it('answers a trailing slash or capitals as the page, null for no page, and refuses a path longer than any', async () => {
    expect((await read('/Sovra-Core/')).path).toBe('/sovra-core');
    expect(await read('/no-such-page')).toBeNull();
    const long = await app.graphql(byPath, { path: `/${'x'.repeat(300)}`, locale: 'en' });
    expect(long.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', details: { path: 'too_long' } });
  });

  it("fills {{hours}} from the settings in the page's language, and follows a change of the settings at once", async () => {
    const regional = async (locale: string) => JSON.stringify((await read('/regional-ai-implementation', locale)).view.blocks);
    expect(await regional('en')).toContain('Dubai office hours: 9 AM to 6 PM (UTC+4), Monday to Friday');
    const { version } = (await app.call('/api/settings/all', { token: admin })).body.data;
    const changed = await app.call('/api/settings', {
      method: 'PATCH',
      token: admin,
      json: { version, businessHours: '8 AM to 5 PM (UTC+4), Sunday to Thursday', businessHoursAr: 'من 8 صباحًا حتى 5 مساءً (UTC+4)، من الأحد إلى الخميس' },
    });
    expect(changed.status).toBe(200);
    expect(await regional('en')).toContain('Dubai office hours: 8 AM to 5 PM (UTC+4), Sunday to Thursday');
    expect(await regional('ar')).toContain('من 8 صباحًا حتى 5 مساءً (UTC+4)، من الأحد إلى الخميس');
    const privacy = JSON.stringify((await read('/privacy')).view.blocks);
    expect(privacy).toContain('Our office is open from 8 AM to 5 PM (UTC+4), Sunday to Thursday, and we answer every enquiry within 24 hours.');
  });

  it('lists the published pages by path for visitors', async () => {
    const result = await app.graphql('{ pages(first: 100) { totalCount edges { node { path } } } }');
    expect(result.data.pages.totalCount).toBe(19);
    expect(result.data.pages.edges[0].node.path).toBe('/');
  });
});

describe('writing a page', () => {
  let id: string;
  let version: number;

  it('creates a draft, which visitors cannot reach by path, id or list', async () => {
    const result = await create(aboutInput({ createKey: 'about-page-create-key-0001' }));
    expect(result.errors).toBeUndefined();
    ({ id, version } = result.data.createPage.page);
    expect(result.data.createPage.page).toMatchObject({ path: '/about', status: 'DRAFT', version: 1, languages: ['en', 'ar'], blocks: aboutBlocks });
    expect(await read('/about')).toBeNull();
    expect((await app.graphql('query ($id: ID!) { node(id: $id) { id } }', { id })).data.node).toBeNull();
    expect((await app.graphql('{ pages(first: 100) { totalCount } }')).data.pages.totalCount).toBe(19);
    expect((await app.graphql('{ pages(first: 100, status: DRAFT) { totalCount } }', {}, editor)).data.pages.totalCount).toBe(1);
    // A retry with the same key gets the same page.
    expect((await create(aboutInput({ createKey: 'about-page-create-key-0001' }))).data.createPage.page.id).toBe(id);
  });

  it('refuses a path another page has (409), and paths of the site itself (400), naming the path', async () => {
    const taken = await create(aboutInput({ path: '/sovra-core' }));
    expect(taken.errors?.[0]).toMatchObject({
      message: 'Another page is at /sovra-core: give this one another path',
      extensions: { code: 'CONFLICT', details: { path: 'taken' } },
    });
    for (const [path, code] of [
      ['/admin/pages', 'reserved'],
      ['/api', 'reserved'],
      ['/blog', 'reserved'],
      ['/a/../admin', 'dot_segment'],
      ['/about us', 'invalid'],
    ]) {
      const refused = await create(aboutInput({ path }));
      expect(refused.errors?.[0].extensions, path).toMatchObject({ code: 'BAD_USER_INPUT', details: { path: code } });
    }
  });

  it('saves an edit from the version read, and refuses one from an older version (409) with the current one', async () => {
    const saved = await update(id, version, aboutInput({ translations: { en: { title: 'About the company' }, ar: { title: 'عن الشركة' } } }));
    expect(saved.errors).toBeUndefined();
    expect(saved.data.updatePage.page.version).toBe(version + 1);
    const stale = await update(id, version, aboutInput());
    expect(stale.errors?.[0].extensions).toMatchObject({ code: 'CONFLICT', details: { version: 'stale', currentVersion: version + 1 } });
    version += 1;
  });

  it('publishes only what is written in each of its languages, naming the field missing and its language', async () => {
    const halfWritten = [{ ...aboutBlocks[0], title: t('About us') }, aboutBlocks[1]];
    const edit = await update(id, version, aboutInput({ blocks: halfWritten }));
    version = edit.data.updatePage.page.version;
    const refused = await app.graphql(
      'mutation ($input: PublishPageInput!) { publishPage(input: $input) { page { status } } }',
      { input: { id, version } },
      editor,
    );
    expect(refused.errors?.[0]).toMatchObject({
      message: 'blocks.0.title.ar is required in Arabic: write it, or take Arabic off the page before publishing it',
      extensions: { code: 'BAD_USER_INPUT', details: { 'blocks.0.title.ar': 'required' } },
    });
    const fixed = await update(id, version, aboutInput());
    version = fixed.data.updatePage.page.version;
    const published = await app.graphql(
      `mutation ($input: PublishPageInput!) { publishPage(input: $input) { ${pageFields} } }`,
      { input: { id, version } },
      editor,
    );
    expect(published.data.publishPage.page).toMatchObject({ status: 'PUBLISHED', scheduled: false });
    version = published.data.publishPage.page.version;
    const page = await read('/about', 'ar');
    // The Arabic hours of the settings (changed by a test above).
    expect(page.view.blocks[0].lead).toBe('نعمل من 8 صباحًا حتى 5 مساءً (UTC+4)، من الأحد إلى الخميس.');
  });

  it('schedules a page: out of sight until its time', async () => {
    const later = new Date(Date.now() + 3_600_000).toISOString();
    const scheduled = await app.graphql(
      `mutation ($input: PublishPageInput!) { publishPage(input: $input) { ${pageFields} } }`,
      { input: { id, version, publishedAt: later } },
      editor,
    );
    expect(scheduled.data.publishPage.page).toMatchObject({ status: 'PUBLISHED', scheduled: true, publishedAt: later });
    version = scheduled.data.publishPage.page.version;
    expect(await read('/about')).toBeNull();
    const now = await app.graphql(
      `mutation ($input: PublishPageInput!) { publishPage(input: $input) { ${pageFields} } }`,
      { input: { id, version, publishedAt: new Date().toISOString() } },
      editor,
    );
    version = now.data.publishPage.page.version;
    expect((await read('/about')).path).toBe('/about');
  });

  it('keeps revisions, and restores one as a new save', async () => {
    const history = await app.graphql('query ($id: ID!) { node(id: $id) { ... on Page { revisions { version action editorName blocks } } } }', { id }, editor);
    const revisions = history.data.node.revisions;
    // Published, scheduled, published again; the editor's three saves within ten minutes are one.
    expect(revisions.map((revision: { action: string }) => revision.action)).toEqual(['published', 'published', 'published', 'updated', 'created']);
    const first = revisions.at(-1);
    const restored = await app.graphql(
      `mutation ($input: RestorePageRevisionInput!) { restorePageRevision(input: $input) { ${pageFields} } }`,
      { input: { id, version, revision: first.version } },
      editor,
    );
    expect(restored.errors).toBeUndefined();
    expect(restored.data.restorePageRevision.page).toMatchObject({ status: 'PUBLISHED', translations: [{ title: 'About Sovra' }, { title: 'عن سوفرا' }] });
    version = restored.data.restorePageRevision.page.version;
    expect((await read('/about')).view.title).toBe('About Sovra');
  });

  it('unpublishes: visitors no longer find it', async () => {
    const result = await app.graphql(
      'mutation ($input: PageVersionInput!) { unpublishPage(input: $input) { page { status version } } }',
      { input: { id, version } },
      editor,
    );
    expect(result.data.unpublishPage.page.status).toBe('DRAFT');
    version = result.data.unpublishPage.page.version;
    expect(await read('/about')).toBeNull();
  });

  it('lets admins delete any page, and an editor a draft they made that was never published', async () => {
    const mutation = 'mutation ($id: ID!) { deletePage(input: { id: $id }) { deletedPageId } }';
    const mayDelete = async (ids: string[], token: string) =>
      (await app.graphql('query ($ids: [ID!]!) { nodes(ids: $ids) { ... on Page { viewerCanDelete } } }', { ids }, token)).data.nodes.map(
        (node: { viewerCanDelete: boolean }) => node.viewerCanDelete,
      );
    const mine = (await create(aboutInput({ path: '/begun-by-mistake' }))).data.createPage.page.id;
    const theirs = (await create(aboutInput({ path: '/an-admins-draft' }), admin)).data.createPage.page.id;
    // /about is the editor's, a draft again, but it was published: visitors saw it.
    expect(await mayDelete([id, mine, theirs], editor)).toEqual([false, true, false]);
    expect(await mayDelete([id, mine, theirs], admin)).toEqual([true, true, true]);
    for (const other of [id, theirs]) expect((await app.graphql(mutation, { id: other }, editor)).errors?.[0].extensions?.code).toBe('FORBIDDEN');
    expect((await app.graphql(mutation, { id: mine }, editor)).data.deletePage.deletedPageId).toBe(mine);
    for (const other of [id, theirs]) expect((await app.graphql(mutation, { id: other }, admin)).data.deletePage.deletedPageId).toBe(other);
    expect(await app.db.page.count({ where: { path: { in: ['/about', '/begun-by-mistake', '/an-admins-draft'] } } })).toBe(0);
  });
});

describe('menus', () => {
  const menusQuery = /* GraphQL */ `
    query ($locale: Locale!) {
      menus {
        name
        version
        items
        links(locale: $locale)
      }
    }
  `;

  it('give visitors the header and the footer in their language, links as addresses', async () => {
    const { data } = await app.graphql(menusQuery, { locale: 'ar' });
    const [header, footer] = data.menus;
    expect([header.name, footer.name]).toEqual(['HEADER', 'FOOTER']);
    expect(header.links[0]).toMatchObject({ type: 'group', key: 'products', label: 'المنتجات', overview: { kind: 'page', href: '/#platform' } });
    expect(header.links[0].items[0]).toMatchObject({ label: 'سوفرا Core', link: { kind: 'page', href: '/sovra-core' } });
    expect(footer.links.map((group: { key: string }) => group.key)).toEqual(['products', 'solutions', 'deployments', 'company', 'legal']);
  });

  it('leave out of what visitors read a link to a page they cannot see, and flag it to staff', async () => {
    const draft = await create({ ...aboutInput({ path: '/careers' }), blocks: [] });
    const careersId = Number(Buffer.from(draft.data.createPage.page.id, 'base64').toString().split(':')[1]);
    const { data } = await app.graphql(menusQuery, { locale: 'en' });
    const header = data.menus[0];
    const items = [...header.items, { type: 'link', id: 'careers', label: t('Careers', 'الوظائف'), link: { kind: 'page', pageId: careersId } }];
    const mutation = 'mutation ($input: UpdateMenuInput!) { updateMenu(input: $input) { menu { version brokenLinks { path pageId problem } } } }';
    const input = { name: 'HEADER', version: header.version, items };
    expect((await app.graphql(mutation, { input }, editor)).errors?.[0].extensions?.code).toBe('FORBIDDEN');
    const saved = await app.graphql(mutation, { input }, admin);
    expect(saved.data.updateMenu.menu).toEqual({
      version: header.version + 1,
      brokenLinks: [{ path: '5.link', pageId: encodeGlobalID('Page', String(careersId)), problem: 'PAGE_NOT_PUBLISHED' }],
    });
    const visitors = (await app.graphql(menusQuery, { locale: 'en' })).data.menus[0].links;
    expect(visitors.map((item: { id: string }) => item.id)).toEqual(['products', 'solutions', 'deployments', 'blog', 'contact']);
    // The same save again, from the version before: 409.
    expect((await app.graphql(mutation, { input }, admin)).errors?.[0].extensions).toMatchObject({
      code: 'CONFLICT',
      details: { currentVersion: header.version + 1 },
    });
    // Deleted, the page's link is flagged as such.
    await app.graphql('mutation ($id: ID!) { deletePage(input: { id: $id }) { deletedPageId } }', { id: draft.data.createPage.page.id }, admin);
    const flagged = await app.graphql('{ menus { brokenLinks { problem } } }', {}, editor);
    expect(flagged.data.menus[0].brokenLinks).toEqual([{ problem: 'PAGE_DELETED' }]);
    expect((await app.graphql('{ menus { brokenLinks { problem } } }')).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('refuse a label missing in a language, and a link to no page, naming the field', async () => {
    const { data } = await app.graphql(menusQuery, { locale: 'en' });
    const footer = data.menus[1];
    const mutation = 'mutation ($input: UpdateMenuInput!) { updateMenu(input: $input) { menu { version } } }';
    const missing = await app.graphql(
      mutation,
      { input: { name: 'FOOTER', version: footer.version, items: [{ type: 'link', id: 'x', label: t('Only English'), link: { kind: 'url', url: '/blog' } }] } },
      admin,
    );
    expect(missing.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', details: { 'items.0.label.ar': 'required' } });
    const nowhere = await app.graphql(
      mutation,
      {
        input: { name: 'FOOTER', version: footer.version, items: [{ type: 'link', id: 'x', label: t('Gone', 'ذهب'), link: { kind: 'page', pageId: 999999 } }] },
      },
      admin,
    );
    expect(nowhere.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', details: { 'items.0.link.pageId': 'unknown' } });
  });
});
