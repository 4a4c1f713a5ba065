import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { marketingPages, productPaths, solutionPaths } from '../../../web/src/paths.ts';
import { feedSize } from '../services/feeds/rss.ts';
import { createTestApp, type TestApp } from '../testing/testApp.ts';
import { onPostgres } from '../testing/testDatabase.ts';

// The RSS feeds, the sitemap and robots.txt, through the real app: well-formed XML in each
// language, only what visitors may read, absolute addresses from SITE_URL, kept in the public
// cache and fresh when content changes or a scheduled post comes due.

const site = 'https://sovra.example';
const hour = 3_600_000;
// Control characters XML 1.0 forbids: a strict reader would refuse the whole feed for one.
const hostileTitle = 'Tools & <tags> ]]> "quoted"\u0001\u0007\uFFFE done';
const hostileTitleInXml = 'Tools & <tags> ]]> "quoted" done';
const notXmlChar = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/u;

let app: TestApp;
let adminToken: string;
let authorId: number;

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  isArray: (name) => ['item', 'category', 'url', 'xhtml:link'].includes(name),
});

/** The body, checked to be well-formed XML with no forbidden character, and parsed. */
async function xmlOf(response: Response): Promise<{ text: string; doc: any }> {
  const text = await response.text();
  expect(XMLValidator.validate(text)).toBe(true);
  expect(text).not.toMatch(notXmlChar);
  return { text, doc: parser.parse(text) };
}

async function rss(path = '/rss.xml') {
  const response = await app.request(path);
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toBe('application/rss+xml; charset=utf-8');
  const { text, doc } = await xmlOf(response);
  return { text, channel: doc.rss.channel, items: (doc.rss.channel.item ?? []) as any[] };
}

async function createPost(slug: string, data: { status?: 'DRAFT' | 'PUBLISHED' | 'ARCHIVED'; publishedAt?: Date | null; ar?: boolean; title?: string }) {
  return app.db.post.create({
    data: {
      slug,
      status: data.status ?? 'PUBLISHED',
      publishedAt: data.publishedAt === undefined ? new Date(Date.now() - hour) : data.publishedAt,
      authorId,
      translations: {
        create: [
          { locale: 'en', title: data.title ?? `English ${slug}`, excerpt: `Excerpt of ${slug}` },
          ...(data.ar ? [{ locale: 'ar' as const, title: `عربي ${slug}`, excerpt: `ملخص ${slug}` }] : []),
        ],
      },
    },
  });
}

beforeAll(async () => {
  app = createTestApp({ SITE_URL: site });
  const admin = await app.createStaff({ username: 'feeds-admin', role: 'ADMIN' });
  adminToken = await app.signIn(admin.username, admin.password);
  const author = await app.db.user.create({
    data: { username: 'layla', email: 'layla@example.com', displayName: 'Layla <Al> & Co', role: 'EDITOR', passwordHash: 'x' },
  });
  authorId = author.id;
  const hostile = await app.db.post.create({
    data: {
      slug: 'hostile-post',
      status: 'PUBLISHED',
      publishedAt: new Date(Date.now() - 2 * hour),
      authorId,
      translations: {
        create: [
          // NUL only on SQLite, where text written before the door refused it may hold one.
          { locale: 'en', title: hostileTitle, excerpt: `Fast & <b>safe</b>${onPostgres ? '' : '\u0000'}` },
          { locale: 'ar', title: 'عنوان & <عربي>', excerpt: 'ملخص عربي' },
        ],
      },
      tags: {
        create: {
          tag: {
            create: {
              slug: 'r-and-d',
              translations: {
                create: [
                  { locale: 'en', name: 'R&D <x>' },
                  { locale: 'ar', name: 'البحث والتطوير' },
                ],
              },
            },
          },
        },
      },
    },
  });
  expect(hostile.id).toBeGreaterThan(0);
  await createPost('newest-post', { ar: true, publishedAt: new Date(Date.now() - hour) });
  await createPost('english-only', { publishedAt: new Date(Date.now() - 3 * hour) });
  await createPost('draft-post', { status: 'DRAFT', publishedAt: null });
  await createPost('scheduled-post', { publishedAt: new Date(Date.now() + 24 * hour) });
  await createPost('archived-post', { status: 'ARCHIVED', publishedAt: new Date(Date.now() - 5 * hour) });
  await app.publicContent.changed();
});
afterAll(() => app.cleanup());

describe('the RSS feed', () => {
  it('lists the published posts newest first, in English, with absolute links', async () => {
    const { channel, items } = await rss();
    expect(channel.title).toBe('Sovra blog');
    expect(channel.link).toBe(`${site}/blog`);
    expect(channel.language).toBe('en');
    expect(channel.description).toMatch(/private AI infrastructure/);
    expect(channel['atom:link']).toMatchObject({ '@href': `${site}/rss.xml`, '@rel': 'self', '@type': 'application/rss+xml' });
    expect(items.map((item) => item.link)).toEqual([`${site}/blog/newest-post`, `${site}/blog/hostile-post`, `${site}/blog/english-only`]);
    const [newest] = items;
    expect(newest.guid).toEqual({ '#text': `${site}/blog/newest-post`, '@isPermaLink': 'true' });
    expect(newest.description).toBe('Excerpt of newest-post');
    expect(newest['dc:creator']).toBe('Layla <Al> & Co');
    expect(newest['dc:language']).toBeUndefined();
  });

  it('dates items and the channel in RFC 822', async () => {
    const { channel, items } = await rss();
    const rfc822 = /^(Mon|Tue|Wed|Thu|Fri|Sat|Sun), \d{2} (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) \d{4} \d{2}:\d{2}:\d{2} GMT$/;
    expect(channel.lastBuildDate).toMatch(rfc822);
    const post = await app.db.post.findUniqueOrThrow({ where: { slug: 'newest-post' } });
    expect(items[0].pubDate).toBe(post.publishedAt!.toUTCString());
    expect(new Date(channel.lastBuildDate).getTime()).toBeGreaterThanOrEqual(Math.floor(post.updatedAt.getTime() / 1000) * 1000);
  });

  it('escapes markup and ]]> and strips the characters XML 1.0 forbids', async () => {
    const { text, items } = await rss();
    const hostile = items.find((item) => item.link === `${site}/blog/hostile-post`);
    expect(text).toContain('<title>Tools &amp; &lt;tags&gt; ]]&gt; &quot;quoted&quot; done</title>');
    expect(text).not.toContain('<b>');
    expect(hostile.title).toBe(hostileTitleInXml);
    expect(hostile.category).toEqual(['R&D <x>']);
    expect(hostile.description).toBe('Fast & <b>safe</b>');
  });

  it('serves Arabic with ?lang=ar, an English post standing in where it has no translation', async () => {
    const { channel, items } = await rss('/rss.xml?lang=ar');
    expect(channel.title).toBe('مدونة سوفرا');
    expect(channel.language).toBe('ar');
    expect(channel.link).toBe(`${site}/blog?lang=ar`);
    expect(channel['atom:link']['@href']).toBe(`${site}/rss.xml?lang=ar`);
    expect(items.map((item) => item.link)).toEqual([
      `${site}/blog/newest-post?lang=ar`,
      `${site}/blog/hostile-post?lang=ar`,
      `${site}/blog/english-only?lang=ar`,
    ]);
    expect(items[0].title).toBe('عربي newest-post');
    expect(items[1].title).toBe('عنوان & <عربي>');
    expect(items[1].category).toEqual(['البحث والتطوير']);
    expect(items[1]['dc:language']).toBeUndefined();
    expect(items[2].title).toBe('English english-only');
    expect(items[2]['dc:language']).toBe('en');
  });

  it('titles the feed with the site name of the settings, in each language, at once after a change', async () => {
    const change = (input: Record<string, unknown>) =>
      app.graphql('mutation($input: UpdateSiteSettingsInput!) { updateSiteSettings(input: $input) { changed } }', { input }, adminToken);
    expect((await change({ siteName: 'Sovra AI', siteNameAr: 'سوفرا للذكاء الاصطناعي' })).errors).toBeUndefined();
    try {
      expect((await rss('/rss.xml')).channel.title).toBe('Sovra AI blog');
      expect((await rss('/rss.xml?lang=ar')).channel.title).toBe('مدونة سوفرا للذكاء الاصطناعي');
    } finally {
      await change({ siteName: null, siteNameAr: null });
    }
    expect((await rss('/rss.xml')).channel.title).toBe('Sovra blog');
  });

  it("writes a site name as it is, with what String.replace would take for patterns ($& $' $`)", async () => {
    const change = (input: Record<string, unknown>) =>
      app.graphql('mutation($input: UpdateSiteSettingsInput!) { updateSiteSettings(input: $input) { changed } }', { input }, adminToken);
    expect((await change({ siteName: "R$&D $' $` Labs", siteNameAr: "مختبر $& $'" })).errors).toBeUndefined();
    try {
      expect((await rss('/rss.xml')).channel.title).toBe("R$&D $' $` Labs blog");
      expect((await rss('/rss.xml?lang=ar')).channel.title).toBe("مدونة مختبر $& $'");
    } finally {
      await change({ siteName: null, siteNameAr: null });
    }
  });

  it.each(['?lang=fr', '?lang=%3Cscript%3E', '?lang=ar%22%3E', '?lang=', '?lang=en&lang=ar'])('falls back to English for %s', async (query) => {
    const { channel, text } = await rss(`/rss.xml${query}`);
    expect(channel.language).toBe('en');
    expect(text).not.toContain('<script>');
  });

  it('never lists a draft, a scheduled or an archived post', async () => {
    for (const path of ['/rss.xml', '/rss.xml?lang=ar']) {
      const { text } = await rss(path);
      for (const slug of ['draft-post', 'scheduled-post', 'archived-post']) expect(text, path).not.toContain(slug);
    }
  });

  it('answers HEAD like GET without a body, and refuses other methods', async () => {
    const get = await app.request('/rss.xml');
    const head = await app.request('/rss.xml', { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers.get('content-type')).toBe(get.headers.get('content-type'));
    expect(head.headers.get('etag')).toBe(get.headers.get('etag'));
    expect(await head.text()).toBe('');
    const post = await app.request('/rss.xml', { method: 'POST', body: 'x' });
    expect(post.status).toBe(405);
    expect(post.headers.get('allow')).toBe('GET, HEAD');
  });
});

describe('the sitemap', () => {
  it('lists every page of the site, the blog and every published post in both languages, with hreflang alternates', async () => {
    const response = await app.request('/sitemap.xml');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/xml; charset=utf-8');
    const { doc } = await xmlOf(response);
    const urls = doc.urlset.url as any[];
    const locs = urls.map((url) => url.loc);
    for (const path of ['/', '/blog', productPaths[0], solutionPaths[0], ...marketingPages.map((page) => page.path)]) {
      expect(locs).toContain(`${site}${path}?lang=en`);
      expect(locs).toContain(`${site}${path}?lang=ar`);
    }
    const post = urls.find((url) => url.loc === `${site}/blog/hostile-post?lang=ar`);
    const updated = await app.db.post.findUniqueOrThrow({ where: { slug: 'hostile-post' } });
    expect(post.lastmod).toBe(updated.updatedAt.toISOString());
    expect(post['xhtml:link']).toEqual([
      { '@rel': 'alternate', '@hreflang': 'en', '@href': `${site}/blog/hostile-post?lang=en` },
      { '@rel': 'alternate', '@hreflang': 'ar', '@href': `${site}/blog/hostile-post?lang=ar` },
      { '@rel': 'alternate', '@hreflang': 'x-default', '@href': `${site}/blog/hostile-post` },
    ]);
    expect(urls.find((url) => url.loc === `${site}/blog?lang=en`).lastmod).toBeUndefined();
    expect(locs.filter((loc) => loc.includes('/blog/'))).toHaveLength(2 * 3);
    for (const slug of ['draft-post', 'scheduled-post', 'archived-post']) expect(locs.join(' ')).not.toContain(slug);
  });

  it('lists every page visitors may read, a new one staff made too, in the languages they are written in', async () => {
    const editor = await app.createStaff({ username: 'sitemap-editor', role: 'EDITOR' });
    const token = await app.signIn(editor.username, editor.password);
    const created = await app.call('/api/pages', {
      method: 'POST',
      token,
      json: {
        path: '/case-studies',
        status: 'published',
        translations: { en: { title: 'Case studies' } },
        blocks: [
          { type: 'callToAction', id: 'cta', title: { en: 'Talk to us', ar: '' }, action: { label: { en: 'Book a demo', ar: '' }, link: { kind: 'booking' } } },
        ],
      },
    });
    expect(created.status, created.text).toBe(201);
    await app.db.page.update({ where: { path: '/privacy' }, data: { status: 'DRAFT' } });
    await app.db.pageTranslation.deleteMany({ where: { page: { path: '/terms' }, locale: 'ar' } });
    await app.publicContent.changed();
    const urls = (await xmlOf(await app.request('/sitemap.xml'))).doc.urlset.url as any[];
    const locs = urls.map((url) => url.loc as string);
    expect(locs.filter((loc) => /\/(case-studies|privacy|terms)\b/.test(loc))).toEqual([`${site}/case-studies?lang=en`, `${site}/terms?lang=en`]);
    expect(urls.find((url) => url.loc === `${site}/terms?lang=en`)['xhtml:link']).toEqual([
      { '@rel': 'alternate', '@hreflang': 'en', '@href': `${site}/terms?lang=en` },
      { '@rel': 'alternate', '@hreflang': 'x-default', '@href': `${site}/terms` },
    ]);
  });

  it('is compressed for a client that accepts it', async () => {
    const response = await app.request('/sitemap.xml', { headers: { 'accept-encoding': 'gzip' } });
    expect(response.headers.get('content-encoding')).toBe('gzip');
    expect(response.headers.get('vary')).toMatch(/accept-encoding/i);
  });
});

describe('robots.txt', () => {
  it('allows the public site, keeps crawlers out of the admin panel and names the sitemap', async () => {
    const response = await app.request('/robots.txt');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    const lines = (await response.text()).split('\n');
    expect(lines).toEqual(expect.arrayContaining(['User-agent: *', 'Allow: /', 'Disallow: /admin', `Sitemap: ${site}/sitemap.xml`]));
  });
});

describe('feeds in the public cache', () => {
  it('keeps each feed, keyed by its query', async () => {
    for (const path of ['/rss.xml', '/rss.xml?lang=ar', '/sitemap.xml', '/robots.txt']) {
      await app.request(path);
      const again = await app.request(path);
      expect(again.headers.get('x-cache'), path).toBe('hit');
      expect(again.headers.get('cache-control'), path).toBe('public, no-cache');
    }
    expect((await rss('/rss.xml?lang=ar')).channel.language).toBe('ar');
  });

  it('shows a post as soon as it is published', async () => {
    await rss();
    expect((await app.request('/rss.xml')).headers.get('x-cache')).toBe('hit');
    await app.db.post.update({ where: { slug: 'draft-post' }, data: { status: 'PUBLISHED', publishedAt: new Date(Date.now() - 1000) } });
    await app.publicContent.changed();
    const after = await app.request('/rss.xml');
    expect(after.headers.get('x-cache')).toBe('miss');
    expect(await after.text()).toContain(`${site}/blog/draft-post`);
    expect(await (await app.request('/sitemap.xml')).text()).toContain(`${site}/blog/draft-post?lang=en`);
  });

  it('shows a scheduled post when its time comes, with no write to announce it', async () => {
    const due = Date.now() + 1200;
    await createPost('scheduled-soon', { publishedAt: new Date(due) });
    await app.publicContent.changed();
    expect((await rss()).text).not.toContain('scheduled-soon');
    expect((await app.request('/rss.xml')).headers.get('x-cache')).toBe('hit');
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, due - Date.now()) + 20));
    const { items } = await rss();
    expect(items[0].link).toBe(`${site}/blog/scheduled-soon`);
  });

  it(`lists the ${feedSize} newest posts only`, async () => {
    const base = Date.now() - 10 * hour;
    await app.db.post.createMany({
      data: Array.from({ length: feedSize + 5 }, (_, i) => ({ slug: `bulk-${i}`, status: 'PUBLISHED' as const, publishedAt: new Date(base - i * 60_000) })),
    });
    await app.publicContent.changed();
    const { items } = await rss();
    expect(items).toHaveLength(feedSize);
    // Posts without any translation are still listed, under their slug.
    expect(items.at(-1).title).toMatch(/^bulk-\d+$/);
  });
});

describe('without SITE_URL', () => {
  let plain: TestApp;
  beforeAll(() => {
    plain = createTestApp();
  });
  afterAll(() => plain.cleanup());

  it("uses the request's origin, as canonical links do", async () => {
    expect(await (await plain.request('/robots.txt')).text()).toContain('Sitemap: http://localhost/sitemap.xml');
    const text = await (await plain.request('/rss.xml?lang=ar')).text();
    expect(text).toContain('<link>http://localhost/blog?lang=ar</link>');
    expect(text).toContain('href="http://localhost/rss.xml?lang=ar"');
  });
});
