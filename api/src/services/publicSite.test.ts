import { encodeGlobalID } from '@pothos/plugin-relay';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ArticlePageQuery from '../../../web/src/__generated__/ArticlePageQuery.graphql.ts';
import BlogListPageQuery from '../../../web/src/__generated__/BlogListPageQuery.graphql.ts';
import latestPostsQuery from '../../../web/src/__generated__/latestPostsQuery$parameters.ts';
import sitePageQuery from '../../../web/src/__generated__/sitePageQuery$parameters.ts';
import { countingApp, createTestApp, type TestApp } from '../testing/testApp.ts';
import { namesOnlyContent, type PublicSite } from './publicSite.ts';
import { stubWebBuild } from '../testing/webBuild.ts';

// The menus, the published pages' paths, the blog's topics and counts are kept per state of the
// public content (publicSite.ts): a page the public cache does not hold is rendered from them, and
// still shows every change at once.

let build: ReturnType<typeof stubWebBuild>;
let site: TestApp;
let admin: string;

beforeAll(async () => {
  // A page shows its menus as the real renderer reads them: the web app's own page query, as a visitor.
  // The blog shows its topics and how many posts it lists, as its real page reads them.
  build = stubWebBuild(`
    const url = new URL(request.url);
    if (url.pathname === '/blog') {
      const blog = await runQuery({ id: '${BlogListPageQuery.params.id}' }, { locale: page.language, tag: url.searchParams.get('tag'), search: null, after: null });
      return { status: 200, html: '<main>' + JSON.stringify({ topics: blog.data.tags.map((tag) => tag.slug), count: blog.data.posts.totalCount }) + '</main>' };
    }
    if (url.pathname.startsWith('/blog/')) {
      const article = await runQuery({ id: '${ArticlePageQuery.params.id}' }, { slug: url.pathname.slice(6), locale: page.language });
      return { status: 200, html: '<main>' + JSON.stringify({ title: article.data.post?.translation?.title ?? null }) + '</main>' };
    }
    const result = await runQuery({ id: '${sitePageQuery.params.id}' }, { path: url.pathname, locale: page.language, withPage: true });
    // The home page's blog preview reads the latest posts, whatever its language.
    const latest = await runQuery({ id: '${latestPostsQuery.params.id}' }, {});
    return { status: 200, html: '<main>' + JSON.stringify({ title: result.data.pageByPath?.view.title ?? null, menus: result.data.menus, latest: latest.data.posts.edges.map((edge) => edge.node.slug) }) + '</main>' };
  `);
  // Too small a cache to hold any page: every page is rendered, with what is kept per state of the content.
  site = createTestApp({ WEB_DIST: build.webDist, SSR_DIST: build.ssrDist, PUBLIC_CACHE_MB: String(16 / 1024) });
  const a = await site.createStaff({ username: 'menu-admin', role: 'ADMIN' });
  admin = await site.signIn(a.username, a.password);
});
afterAll(async () => {
  await site.cleanup();
  build.remove();
});

/** What a page shows a visitor, rendered anew. */
async function rendered(path: string) {
  const response = await site.request(path);
  expect(response.headers.get('x-cache')).toBe('miss');
  return JSON.parse(/<main>(.*)<\/main>/.exec(await response.text())![1]);
}
/** The home page's header. */
async function header(): Promise<{ id: string; label: string; items?: { id: string; link: { href: string } }[] }[]> {
  return (await rendered('/')).menus.find((menu: { name: string }) => menu.name === 'HEADER').links;
}
const hrefs = async () => (await header()).flatMap((item) => (item.items ?? []).map((link) => link.link.href));

async function pageVersion(path: string) {
  const page = await site.db.page.findUniqueOrThrow({ where: { path } });
  return { id: encodeGlobalID('Page', page.id), version: page.version };
}

describe('what pages read, kept per state of the content', () => {
  it('shows a menu saved by an admin on the next page rendered', async () => {
    expect((await header()).map((item) => item.label)).toContain('Products');
    const menus = await site.call('/api/menus?lang=en', { token: admin });
    const current = menus.body.data.menus[0];
    const items = current.items.map((item: { id: string; label: object }) =>
      item.id === 'products' ? { ...item, label: { en: 'Our products', ar: 'منتجاتنا' } } : item,
    );
    const saved = await site.call('/api/menus/header', { method: 'PUT', token: admin, json: { items, version: current.version } });
    expect(saved.status, saved.text).toBe(200);
    expect((await header()).map((item) => item.label)).toContain('Our products');
  });

  it('drops a link to a page unpublished, and shows it again once the page is published', async () => {
    expect(await hrefs()).toContain('/sovra-core');
    const unpublished = await site.graphql(
      'mutation($input: PageVersionInput!) { unpublishPage(input: $input) { page { version } } }',
      { input: await pageVersion('/sovra-core') },
      admin,
    );
    expect(unpublished.errors).toBeUndefined();
    expect(await hrefs()).not.toContain('/sovra-core');

    const due = Date.now() + 1500;
    const scheduled = await site.graphql(
      'mutation($input: PublishPageInput!) { publishPage(input: $input) { page { version } } }',
      { input: { ...(await pageVersion('/sovra-core')), publishedAt: new Date(due).toISOString() } },
      admin,
    );
    expect(scheduled.errors).toBeUndefined();
    expect(await hrefs()).not.toContain('/sovra-core');
    // Its moment comes with no write to announce it.
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, due - Date.now()) + 20));
    expect(await hrefs()).toContain('/sovra-core');
  });

  it('lists a new topic and counts a post on the next blog page rendered, and forgets them when the post goes', async () => {
    const before = await rendered('/blog');
    expect(before.topics).not.toContain('kept-topic');
    const post = (extra: Record<string, unknown> = {}) => ({
      slug: 'filed-under-a-new-topic',
      status: 'published',
      tags: ['kept-topic'],
      translations: { en: { title: 'A new topic', body: 'Words.' } },
      ...extra,
    });
    const created = await site.call('/api/blogs', { method: 'POST', json: post(), token: admin });
    expect(created.status, created.text).toBe(201);
    expect(await rendered('/blog')).toEqual({ topics: [...before.topics, 'kept-topic'].sort(), count: before.count + 1 });
    expect(await rendered('/blog?tag=kept-topic')).toMatchObject({ count: 1 });

    // A post scheduled a moment ahead is in neither until its time comes, and then in both, with no write
    // in between. (Moving a live post's time would be pending changes over it: docs/publishing.md.)
    const listed = await rendered('/blog');
    const due = Date.now() + 1500;
    const scheduled = await site.call('/api/blogs', {
      method: 'POST',
      json: post({ slug: 'scheduled-under-a-new-topic', tags: ['later-topic'], publishedAt: new Date(due).toISOString() }),
      token: admin,
    });
    expect(scheduled.status, scheduled.text).toBe(201);
    expect(await rendered('/blog')).toEqual(listed);
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, due - Date.now()) + 20));
    expect(await rendered('/blog')).toEqual({ topics: [...listed.topics, 'later-topic'].sort(), count: listed.count + 1 });

    for (const id of [created.body.data.id, scheduled.body.data.id]) {
      expect((await site.call(`/api/blogs/${id}`, { method: 'DELETE', token: admin })).status).toBe(200);
    }
    expect(await rendered('/blog')).toEqual(before);
  });

  it('names the tags of a draft saved since they were kept, which changed nothing visitors see', async () => {
    expect((await rendered('/blog')).topics).toBeDefined(); // the tags are kept now
    const draft = await site.call('/api/blogs', {
      method: 'POST',
      json: { slug: 'a-draft-with-a-new-tag', status: 'draft', tags: ['Brand new tag'], translations: { en: { title: 'A draft', body: 'Words.' } } },
      token: admin,
    });
    expect(draft.status, draft.text).toBe(201);
    const read = await site.graphql(
      'query($id: ID!) { node(id: $id) { ... on Post { tags { slug name(locale: en) postCount } } } }',
      { id: encodeGlobalID('Post', draft.body.data.id) },
      admin,
    );
    expect(read).toEqual({ data: { node: { tags: [{ slug: 'brand-new-tag', name: 'Brand new tag', postCount: 0 }] } } });
  });

  it('shows a post just published in the latest posts of the next home page rendered, in either language', async () => {
    const before = (await rendered('/')).latest;
    const created = await site.call('/api/blogs', {
      method: 'POST',
      json: { slug: 'the-latest-post', status: 'published', translations: { en: { title: 'The latest', body: 'Words.' } } },
      token: admin,
    });
    expect(created.status, created.text).toBe(201);
    expect((await rendered('/?lang=ar')).latest[0]).toBe('the-latest-post');
    expect((await rendered('/')).latest[0]).toBe('the-latest-post');
    expect((await site.call(`/api/blogs/${created.body.data.id}`, { method: 'DELETE', token: admin })).status).toBe(200);
    expect((await rendered('/')).latest).toEqual(before);
  });

  it('shows a page and an article whose changes are published on the next one rendered, though their answers are kept', async () => {
    const page = (title: string, version?: number) => ({
      path: '/kept-page',
      status: 'published',
      translations: { en: { title }, ar: { title: 'صفحة' } },
      blocks: [{ type: 'text', id: 'intro', title: { en: 'Intro', ar: 'مقدمة' }, paragraphs: [{ en: 'Words.', ar: 'كلمات.' }] }],
      ...(version === undefined ? {} : { version }),
    });
    const made = await site.call('/api/pages', { method: 'POST', json: page('As first written'), token: admin });
    expect(made.status, made.text).toBe(201);
    expect((await rendered('/kept-page')).title).toBe('As first written');
    const renamed = await site.call(`/api/pages/${made.body.data.id}`, { method: 'PUT', json: page('As edited', made.body.data.version), token: admin });
    expect(renamed.status, renamed.text).toBe(200);
    expect((await rendered('/kept-page')).title).toBe('As first written'); // pending changes until published
    const pagePublished = await site.call(`/api/pages/${made.body.data.id}/publish-changes`, {
      method: 'POST',
      json: { version: renamed.body.data.version },
      token: admin,
    });
    expect(pagePublished.status, pagePublished.text).toBe(200);
    expect((await rendered('/kept-page')).title).toBe('As edited');

    const created = await site.call('/api/blogs', {
      method: 'POST',
      json: { slug: 'an-article-kept', status: 'published', translations: { en: { title: 'As first written', body: 'Words.' } } },
      token: admin,
    });
    expect(created.status, created.text).toBe(201);
    expect((await rendered('/blog/an-article-kept')).title).toBe('As first written');
    const edited = await site.call(`/api/blogs/${created.body.data.id}`, {
      method: 'PUT',
      json: { version: created.body.data.version, status: 'published', translations: { en: { title: 'As edited', body: 'Words.' } } },
      token: admin,
    });
    expect(edited.status, edited.text).toBe(200);
    expect((await rendered('/blog/an-article-kept')).title).toBe('As first written');
    const postPublished = await site.call(`/api/blogs/${created.body.data.id}/publish-changes`, {
      method: 'POST',
      json: { version: edited.body.data.version },
      token: admin,
    });
    expect(postPublished.status, postPublished.text).toBe(200);
    expect((await rendered('/blog/an-article-kept')).title).toBe('As edited');
    expect((await site.call(`/api/blogs/${created.body.data.id}`, { method: 'DELETE', token: admin })).status).toBe(200);
    expect(await (await site.request('/blog/an-article-kept')).text()).not.toContain('As edited');
  });

  it('renders a page, an article and the blog again without a statement until the content changes', async () => {
    const counted = await countingApp(site, undefined, { WEB_DIST: build.webDist, SSR_DIST: build.ssrDist, PUBLIC_CACHE_MB: String(16 / 1024) });
    const addresses = ['/', '/privacy?lang=ar', '/blog', '/blog?lang=ar', '/blog?tag=kept-topic', '/blog/the-latest-post'];
    const render = async (address: string) => {
      const answer = await counted.app.fetch(new Request(`http://localhost${address}`));
      expect(answer.headers.get('x-cache'), address).not.toBe('hit');
      return answer.text();
    };
    try {
      const created = await site.call('/api/blogs', {
        method: 'POST',
        json: { slug: 'the-latest-post', status: 'published', tags: ['kept-topic'], translations: { en: { title: 'The latest', body: 'Words.' } } },
        token: admin,
      });
      expect(created.status, created.text).toBe(201);
      const first = await Promise.all(addresses.map(render));
      const before = counted.statements();
      expect(await Promise.all(addresses.map(render))).toEqual(first);
      expect(counted.statements() - before).toBe(0);
      expect((await site.call(`/api/blogs/${created.body.data.id}`, { method: 'DELETE', token: admin })).status).toBe(200);
    } finally {
      await counted.close();
    }
  });
});

describe('what pages read with the cache off', () => {
  it("reads the menus and the published pages' paths in one statement, once for a page's gate and its render, the same menus as kept, a draft's link left out", async () => {
    const tables: string[] = [];
    const texts: string[] = [];
    const counted = await countingApp(
      site,
      (sql) => {
        texts.push(sql);
        tables.push(/\bFROM\s+(?:[`"]?\w+[`"]?\.)*[`"]?(\w+)/i.exec(sql)?.[1] ?? sql);
      },
      {
        WEB_DIST: build.webDist,
        SSR_DIST: build.ssrDist,
      },
    );
    const visitor = '{ menus { name version updatedAt links(locale: ar) } }';
    const staff = '{ menus { name version updatedAt items brokenLinks { path } } }';
    try {
      expect(await counted.graphql(visitor)).toEqual(await site.graphql(visitor));
      expect(await counted.graphql(staff, {}, admin)).toEqual(await site.graphql(staff, {}, admin));
      // The home page: the menus with the published paths (whether there is a page at / too, and
      // what its blocks and menus link to), its page, its texts, the latest posts.
      tables.length = 0;
      await (await counted.app.fetch(new Request('http://localhost/'))).text();
      expect(tables.filter((table) => table === 'Page' || table === 'Menu').sort()).toEqual(['Menu', 'Page']);
      // A page missing, and one a draft: the not-found page rendered, the menus read once.
      for (const address of ['/no-such-page', '/sovra-core']) {
        if (address === '/sovra-core') {
          const hidden = await site.graphql(
            'mutation($input: PageVersionInput!) { unpublishPage(input: $input) { page { version } } }',
            { input: await pageVersion('/sovra-core') },
            admin,
          );
          expect(hidden.errors).toBeUndefined();
        }
        tables.length = 0;
        const missing = await counted.app.fetch(new Request(`http://localhost${address}`));
        // The not-found page rendered (here by the stand-in build): no page's title.
        expect(await missing.text(), address).toContain('"title":null');
        expect(
          tables.filter((table) => table === 'Menu'),
          address,
        ).toEqual(['Menu']);
      }
      // An article: whether it is public is answered in the same statement, a draft's is not.
      const aMinuteAgo = new Date(Date.now() - 60_000);
      await site.db.post.create({
        data: { slug: 'a-public-article', status: 'PUBLISHED', publishedAt: aMinuteAgo, translations: { create: { locale: 'en', title: 'Public' } } },
      });
      await site.db.post.create({ data: { slug: 'a-draft-article', status: 'DRAFT', translations: { create: { locale: 'en', title: 'Draft' } } } });
      for (const [address, shown] of [
        ['/blog/a-public-article', true],
        ['/blog/a-draft-article', false],
        ['/blog/no-such-article', false],
      ] as const) {
        tables.length = 0;
        texts.length = 0;
        const answer = await counted.app.fetch(new Request(`http://localhost${address}`));
        expect((await answer.text()).includes('"title":null'), address).toBe(!shown);
        expect(
          tables.filter((table) => table === 'Menu'),
          address,
        ).toEqual(['Menu']);
        expect(
          texts.filter((sql) => /COUNT\(/i.test(sql)),
          address,
        ).toEqual([]);
      }
      const shown = await site.graphql(
        'mutation($input: PublishPageInput!) { publishPage(input: $input) { page { version } } }',
        { input: await pageVersion('/sovra-core') },
        admin,
      );
      expect(shown.errors).toBeUndefined();
      expect(await (await counted.app.fetch(new Request('http://localhost/sovra-core'))).text()).not.toContain('"title":null');

      const unpublished = await site.graphql(
        'mutation($input: PageVersionInput!) { unpublishPage(input: $input) { page { version } } }',
        { input: await pageVersion('/sovra-core') },
        admin,
      );
      expect(unpublished.errors).toBeUndefined();
      const links = async () => JSON.stringify((await counted.graphql('{ menus { links(locale: en) } }')).data.menus);
      expect(await links()).not.toContain('/sovra-core');
      const published = await site.graphql(
        'mutation($input: PublishPageInput!) { publishPage(input: $input) { page { version } } }',
        { input: await pageVersion('/sovra-core') },
        admin,
      );
      expect(published.errors).toBeUndefined();
      expect(await links()).toContain('/sovra-core');
    } finally {
      await counted.close();
    }
  });
});

describe('which answers are kept', () => {
  const site = {
    isPublicPage: async (path: string) => path === '/privacy',
    isPublicArticle: async (slug: string) => slug === 'an-article',
    isTopic: async (slug: string) => slug === 'security',
  } as PublicSite;
  it('keeps an answer naming what visitors may read now, in a language', async () => {
    expect(await namesOnlyContent(site, { path: '/privacy', locale: 'ar', withPage: true })).toBe(true);
    expect(await namesOnlyContent(site, { path: '/blog/an-article', locale: 'en', withPage: false })).toBe(true);
    expect(await namesOnlyContent(site, { slug: 'an-article', locale: 'en' })).toBe(true);
    expect(await namesOnlyContent(site, { locale: 'en', tag: 'security', search: null, after: null })).toBe(true);
  });
  it("keeps none naming a visitor's words, a page of a list, or what is not there", async () => {
    expect(await namesOnlyContent(site, { locale: 'en', tag: null, search: 'words', after: null })).toBe(false);
    expect(await namesOnlyContent(site, { locale: 'en', tag: null, search: null, after: 'YXJyYXljb25uZWN0aW9uOjEx' })).toBe(false);
    expect(await namesOnlyContent(site, { path: '/no-such-page', locale: 'en', withPage: true })).toBe(false);
    expect(await namesOnlyContent(site, { path: '/blog/no-such-post', locale: 'en', withPage: false })).toBe(false);
    expect(await namesOnlyContent(site, { locale: 'en', tag: 'made-up' })).toBe(false);
    expect(await namesOnlyContent(site, { locale: 'fr' })).toBe(false);
    expect(await namesOnlyContent(site, { count: 12, locale: 'en' })).toBe(false);
  });
});
