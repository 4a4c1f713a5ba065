import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedContent } from './services/seed.ts';
import { countingApp, createTestApp, type TestApp } from './testing/testApp.ts';

// The outside attack on the menus read with the published pages' paths (services/publicSite.ts readSiteFrame): the cache off against
// on, and against an oracle from the rows (a link's href is its page's path only while the page is public).

let app: TestApp;
let off: Awaited<ReturnType<typeof countingApp>>;
let admin: string;

beforeAll(async () => {
  app = createTestApp();
  await seedContent(app.db, app.log);
  const a = await app.createStaff({ username: 'menu-attacker', role: 'ADMIN' });
  admin = await app.signIn(a.username, a.password);
  off = await countingApp(app);
});
afterAll(async () => {
  await off?.close();
  await app.cleanup();
});
const touched = () => app.publicContent.changed();

const visitorQueries = [
  '{ menus { name version updatedAt links(locale: en) items } pageByPath(path: "/") { view(locale: en) { blocks } } }',
  '{ pageByPath(path: "/") { view(locale: ar) { blocks } } menus { name links(locale: ar) } }',
  '{ pageByPath(path: "/sovra-core") { view(locale: en) { blocks } } }',
  '{ a: pageByPath(path: "/sovra-mesh") { view(locale: en) { blocks } } menus { links(locale: en) } b: pageByPath(path: "/") { view(locale: en) { blocks } } }',
  '{ menus { links(locale: en) } }',
];
const staffQuery = '{ menus { name version updatedAt items brokenLinks { path } } }';

/** Every href in an answer. */
function hrefs(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(hrefs);
  if (value && typeof value === 'object') {
    const record = value as Record<string, unknown>;
    return [...(typeof record.href === 'string' ? [record.href] : []), ...Object.values(record).flatMap(hrefs)];
  }
  return [];
}

/** The oracle: the paths of the pages public now, and every page's path. */
async function paths() {
  const pages = await app.db.page.findMany({ select: { path: true, status: true, publishedAt: true } });
  const now = Date.now();
  return {
    publicPaths: new Set(pages.filter((p) => p.status === 'PUBLISHED' && p.publishedAt && +p.publishedAt <= now).map((p) => p.path)),
    allPaths: new Set(pages.map((p) => p.path)),
  };
}

async function compare(label: string) {
  const { publicPaths, allPaths } = await paths();
  for (const query of visitorQueries) {
    const on = await app.graphql(query);
    const offAnswer = await off.graphql(query);
    expect(on.errors, `${label} ${query}`).toBeUndefined();
    expect(offAnswer, `${label} ${query}`).toEqual(on);
    for (const href of hrefs(on.data)) {
      const path = href.split('#')[0];
      if (path.startsWith('/') && (allPaths.has(path) || !path.startsWith('/blog'))) {
        // A link to a page: that page is public now.
        if (allPaths.has(path)) expect(publicPaths.has(path), `${label}: ${href} in ${query}`).toBe(true);
      }
    }
  }
  for (const path of ['/api/menus?lang=ar', '/api/menus', '/api/pages/by-path?path=/&lang=en', '/api/pages/by-path?path=/sovra-mesh&lang=ar']) {
    const on = await app.call(path);
    const offR = await off.app.fetch(new Request(`http://localhost${path}`), { ip: '127.0.0.1' });
    expect({ status: offR.status, body: await offR.json() }, `${label} ${path}`).toEqual({ status: on.status, body: on.body });
  }
  const staffOn = await app.graphql(staffQuery, {}, admin);
  const staffOff = await off.graphql(staffQuery, {}, admin);
  expect(staffOn.errors).toBeUndefined();
  expect(staffOff, label).toEqual(staffOn);
  return { on: await app.graphql(visitorQueries[0]), staff: staffOn };
}

describe('menus and page links, cache off against on', () => {
  it('agree for the seeded site', async () => {
    const { on } = await compare('seeded');
    expect(hrefs(on.data)).toContain('/sovra-core');
  });

  it('a draft page, a deleted page, a scheduled page before and after its moment', async () => {
    await app.db.page.update({ where: { path: '/sovra-core' }, data: { status: 'DRAFT' } });
    await app.db.page.update({ where: { path: '/sovra-mesh' }, data: { publishedAt: new Date(Date.now() + 1500) } });
    const vault = await app.db.page.findUniqueOrThrow({ where: { path: '/sovra-vault' } });
    await app.db.pageTranslation.deleteMany({ where: { pageId: vault.id } }).catch(() => undefined);
    await app.db.page.delete({ where: { id: vault.id } });
    await touched();
    const before = await compare('hidden');
    expect(hrefs(before.on.data)).not.toContain('/sovra-core');
    expect(hrefs(before.on.data)).not.toContain('/sovra-mesh');
    expect(hrefs(before.on.data)).not.toContain('/sovra-vault');
    expect(JSON.stringify(before.staff.data)).toContain('brokenLinks');
    await new Promise((resolve) => setTimeout(resolve, 1700));
    // Its moment passed: the uncached app shows it at once (the cached one when the content changes).
    const offNow = await off.graphql(visitorQueries[0]);
    expect(hrefs(offNow.data)).toContain('/sovra-mesh');
    await touched();
    await compare('scheduled passed');
  });

  it('menus never saved (no rows)', async () => {
    await app.db.menu.deleteMany();
    await touched();
    const { on, staff } = await compare('no menus');
    expect(on.data.menus.map((m: any) => m.name)).toEqual(['HEADER', 'FOOTER']);
    expect(staff.data.menus.map((m: any) => m.items)).toEqual([[], []]);
  });

  it('menus saved by staff through the API: version and updatedAt equal cache off and on', async () => {
    const before = await app.graphql(staffQuery, {}, admin);
    const items = [{ id: 'home', type: 'link', label: { en: 'Home', ar: 'الرئيسية' }, link: { kind: 'page', pageId: 1 } }];
    const saved = await app.graphql(
      'mutation($input: UpdateMenuInput!) { updateMenu(input: $input) { menu { name version updatedAt } } }',
      { input: { name: 'HEADER', items, version: before.data.menus[0].version } },
      admin,
    );
    expect(saved.errors, JSON.stringify(saved.errors)).toBeUndefined();
    await touched();
    const after = await compare('saved');
    expect(after.staff.data.menus[0].version).toBe(before.data.menus[0].version + 1);
  });

  it('a closed database fails the request without an unhandled rejection', async () => {
    const rejections: unknown[] = [];
    const onRejection = (reason: unknown) => rejections.push(reason);
    process.on('unhandledRejection', onRejection);
    const broken = await countingApp(app);
    // The database fails every raw statement from now on (the menus' and paths' read is one).
    const db = broken.app.db as unknown as Record<string, unknown>;
    db.$queryRaw = () => Promise.reject(new Error('database closed'));
    db.$queryRawUnsafe = () => Promise.reject(new Error('database closed'));
    try {
      for (const query of visitorQueries.filter((q) => q.includes('menus'))) {
        const answer = await broken.graphql(query).catch((error) => ({ thrown: String(error) }));
        expect((answer as any).errors ?? (answer as any).thrown, JSON.stringify(answer)).toBeDefined();
      }
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(rejections).toEqual([]);
    } finally {
      await broken.close();
      process.off('unhandledRejection', onRejection);
    }
  });
});
