import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sitePageQuery from '../../web/src/__generated__/sitePageQuery$parameters.ts';
import { seedContent } from './services/seed.ts';
import { countingApp, createTestApp, type TestApp } from './testing/testApp.ts';
import { stubWebBuild } from './testing/webBuild.ts';

// The outside attack on the menus read with the published pages' paths, as rendered: the page's own query (menus and blocks
// in one operation, as the web app sends it) renders the same with the public cache off as on.

let build: ReturnType<typeof stubWebBuild>;
let site: TestApp;
let off: Awaited<ReturnType<typeof countingApp>>;

beforeAll(async () => {
  build = stubWebBuild(`
    const url = new URL(request.url);
    const result = await runQuery({ id: '${sitePageQuery.params.id}' }, { path: url.pathname, locale: page.language, withPage: true });
    return { status: 200, html: '<main>' + JSON.stringify(result.data) + '</main>' };
  `);
  // Too small a cache to hold a page: every page is rendered.
  site = createTestApp({ WEB_DIST: build.webDist, SSR_DIST: build.ssrDist, PUBLIC_CACHE_MB: String(16 / 1024) });
  await seedContent(site.db, site.log);
  off = await countingApp(site, () => undefined, { WEB_DIST: build.webDist, SSR_DIST: build.ssrDist });
});
afterAll(async () => {
  await off?.close();
  await site.cleanup();
  build.remove();
});

async function rendered(path: string) {
  const on = await (await site.request(path)).text();
  const uncached = await (await off.app.fetch(new Request(`http://localhost${path}`), { ip: '127.0.0.1' })).text();
  const body = (html: string) => /<main>(.*)<\/main>/s.exec(html)?.[1] ?? html;
  return { on: body(on), off: body(uncached) };
}

describe('rendered pages, the cache off against on', () => {
  it('the same menus and links on every page, before and after pages go hidden', async () => {
    const paths = ['/', '/ar', '/sovra-mesh', '/ar/sovra-core', '/privacy', '/no-such-page'];
    for (const path of paths) {
      const { on, off: uncached } = await rendered(path);
      expect(uncached, path).toBe(on);
      expect(on, path).toContain('"menus"');
    }
    expect((await rendered('/')).on).toContain('"/sovra-core');
    await site.db.page.update({ where: { path: '/sovra-core' }, data: { status: 'DRAFT' } });
    await site.db.page.update({ where: { path: '/hybrid-solutions' }, data: { publishedAt: new Date(Date.now() + 86_400_000) } });
    await site.publicContent.changed();
    for (const path of paths) {
      const { on, off: uncached } = await rendered(path);
      expect(uncached, path).toBe(on);
      expect(on, path).not.toContain('"/sovra-core');
      expect(on, path).not.toContain('"/hybrid-solutions');
    }
    expect((await rendered('/')).on).toContain('/sovra-mesh');
  });
});
