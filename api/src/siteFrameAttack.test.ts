import { tmpdir } from 'node:os';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ArticlePageQuery from '../../web/src/__generated__/ArticlePageQuery.graphql.ts';
import sitePageQuery from '../../web/src/__generated__/sitePageQuery$parameters.ts';
import { createApp } from './app.ts';
import { loadConfig } from './config.ts';
import { createDb } from './db/client.ts';
import { countingApp, createTestApp, type TestApp } from './testing/testApp.ts';
import { stubWebBuild } from './testing/webBuild.ts';

// The outside attack on the per-request site frame (readSiteFrame in services/publicSite.ts: the
// menus, the published pages' paths and whether an article is public, read once for a page's gate
// and its render), the cache off and on: every address as the rows say, and a failing frame.

let build: ReturnType<typeof stubWebBuild>;
let site: TestApp;
const minute = 60_000;

beforeAll(async () => {
  build = stubWebBuild(`
    const url = new URL(request.url);
    if (url.pathname === '/not-found') {
      const frame = await runQuery({ id: '${sitePageQuery.params.id}' }, { path: url.pathname, locale: page.language, withPage: false });
      return { status: 404, html: '<main>' + JSON.stringify({ notFound: true, menus: JSON.stringify(frame.data.menus).length }) + '</main>' };
    }
    if (url.pathname.startsWith('/blog/')) {
      const article = await runQuery({ id: '${ArticlePageQuery.params.id}' }, { slug: url.pathname.slice(6), locale: page.language });
      const menus = await runQuery({ id: '${sitePageQuery.params.id}' }, { path: url.pathname, locale: page.language, withPage: false });
      return { status: 200, html: '<main>' + JSON.stringify({ article: article.data.post?.translation?.title ?? null, menus: JSON.stringify(menus.data.menus).length }) + '</main>' };
    }
    const result = await runQuery({ id: '${sitePageQuery.params.id}' }, { path: url.pathname, locale: page.language, withPage: url.pathname !== '/blog' });
    return { status: 200, html: '<main>' + JSON.stringify({ page: result.data.pageByPath?.view.title ?? null, menus: result.data.menus }) + '</main>' };
  `);
  site = createTestApp({ WEB_DIST: build.webDist, SSR_DIST: build.ssrDist });
  const now = Date.now();
  const post = (slug: string, status: 'DRAFT' | 'PUBLISHED' | 'ARCHIVED', publishedAt: Date | null) =>
    site.db.post.create({ data: { slug, status, publishedAt, translations: { create: { locale: 'en', title: `T ${slug}` } } } });
  await post('att-public', 'PUBLISHED', new Date(now - minute));
  await post('att-draft', 'DRAFT', null);
  await post('att-archived', 'ARCHIVED', new Date(now - minute));
  await post('att-future', 'PUBLISHED', new Date(now + 24 * 60 * minute));
  await post('att-nodate', 'PUBLISHED', null);
  await post('att-new-slug', 'PUBLISHED', new Date(now - minute));
  await post('a'.repeat(400), 'PUBLISHED', new Date(now - minute));
  await site.db.redirect.create({ data: { fromPath: '/blog/att-old-slug', toPath: '/blog/att-new-slug' } });
  const page = (path: string, status: 'DRAFT' | 'PUBLISHED', publishedAt: Date | null) =>
    site.db.page.create({ data: { path, status, publishedAt, translations: { create: { locale: 'en', title: `P ${path}` } } } });
  await page('/att-draft-page', 'DRAFT', null);
  await page('/att-future-page', 'PUBLISHED', new Date(now + 24 * 60 * minute));
  await page('/att-nodate-page', 'PUBLISHED', null);
  await page('/att-moved-new', 'PUBLISHED', new Date(now - minute));
  await page('/att-deleted-page', 'PUBLISHED', new Date(now - minute));
  await site.db.page.delete({ where: { path: '/att-deleted-page' } });
  await site.db.redirect.create({ data: { fromPath: '/att-moved-old', toPath: '/att-moved-new' } });
});
afterAll(async () => {
  await site.cleanup();
  build.remove();
});

const addresses = [
  '/',
  '/?lang=ar',
  '/sovra-core',
  '/privacy',
  '/privacy/',
  '/Privacy',
  '/blog',
  '/blog?tag=',
  '/blog?tag=no-such-topic',
  '/not-found',
  '/no-such-page',
  '/att-draft-page',
  '/att-future-page',
  '/att-nodate-page',
  '/att-deleted-page',
  '/att-moved-old',
  '/att-moved-old?lang=ar',
  '/att-moved-new',
  '/blog/att-public',
  '/blog/att-public?lang=ar',
  '/blog/ATT-Public',
  '/blog/att-public/',
  '/blog/att-draft',
  '/blog/att-archived',
  '/blog/att-future',
  '/blog/att-nodate',
  '/blog/att-old-slug',
  '/blog/att-old-slug?lang=ar',
  '/blog/att-new-slug',
  `/blog/${'a'.repeat(400)}`,
  `/blog/${'b'.repeat(5000)}`,
  '/blog/%61tt-public',
  '/blog/caf%C3%A9',
  "/blog/x'%20OR%201=1--",
  '/blog/x%22;DROP%20TABLE%20%22Menu%22;--',
  '/blog/%00',
  '/blog/%E0%A4%A',
];

/** The oracle from the rows: what a visitor should get at `address` now. */
async function oracle(address: string): Promise<{ status: number; location?: string; shows: 'article' | 'page' | 'notFound' }> {
  const url = new URL(address, 'http://localhost');
  const joined = `/${url.pathname.split('/').filter(Boolean).join('/')}`;
  if (joined !== url.pathname) {
    const lower = joined.toLowerCase();
    const plain = lower !== joined && /^\/blog\/[a-z0-9-]+$|^\/[a-z0-9/-]*$/.test(lower) ? lower : joined;
    return { status: 301, location: `${plain}${url.search}`, shows: 'notFound' };
  }
  if (url.pathname !== url.pathname.toLowerCase() && /^\/[A-Za-z0-9/-]+$/.test(url.pathname))
    return { status: 301, location: `${url.pathname.toLowerCase()}${url.search}`, shows: 'notFound' };
  const now = new Date();
  const publicNow = (row: { status: string; publishedAt: Date | null } | null) =>
    !!row && row.status === 'PUBLISHED' && row.publishedAt !== null && row.publishedAt <= now;
  const article = /^\/blog\/([a-z0-9-]+)$/.exec(url.pathname);
  let visible: boolean;
  if (article) visible = publicNow(await site.db.post.findUnique({ where: { slug: article[1] } }));
  else if (url.pathname === '/blog') {
    const tag = url.searchParams.get('tag');
    if (tag && !(await site.db.tag.findFirst({ where: { slug: tag, posts: { some: { post: { status: 'PUBLISHED', publishedAt: { lte: now } } } } } })))
      return { status: 302, location: '/blog', shows: 'notFound' };
    visible = true;
  } else if (url.pathname === '/not-found') visible = false;
  else visible = publicNow(await site.db.page.findUnique({ where: { path: url.pathname } }));
  if (visible) return { status: 200, shows: article ? 'article' : 'page' };
  const moved = await site.db.redirect.findUnique({ where: { fromPath: url.pathname } });
  if (moved) return { status: 301, location: `${moved.toPath}${url.search}`, shows: 'notFound' };
  return { status: 404, shows: 'notFound' };
}

async function answer(app: { fetch(request: Request): Promise<Response> }, address: string, method = 'GET') {
  const response = await app.fetch(new Request(`http://localhost${address}`, { method }));
  const text = await response.text();
  const body = /<main>(.*)<\/main>/.exec(text)?.[1];
  return {
    status: response.status,
    location: response.headers.get('location') ?? undefined,
    body: body ?? text.slice(0, 80),
    length: text.length,
    type: response.headers.get('content-type'),
    retry: response.headers.get('retry-after'),
  };
}

describe('the site frame, cache off and on, against the rows', () => {
  it('answers every address as the rows say, GET and HEAD, cache off and on; counts statements cache off', async () => {
    const texts: string[] = [];
    const off = await countingApp(site, (sql) => texts.push(sql), { WEB_DIST: build.webDist, SSR_DIST: build.ssrDist });
    const on = await countingApp(site, undefined, { WEB_DIST: build.webDist, SSR_DIST: build.ssrDist, PUBLIC_CACHE_MB: '16' });
    const problems: string[] = [];
    const results: Record<string, unknown> = {};
    try {
      for (const address of addresses) {
        const expected = await oracle(address);
        texts.length = 0;
        const got = await answer(off.app, address);
        const statements = texts.length;
        const counts = texts.filter((sql) => /COUNT\(/i.test(sql)).length;
        const menuReads = texts.filter((sql) => /FROM\s+"?`?Menu/i.test(sql)).length;
        const cached = await answer(on.app, address);
        const head = await answer(off.app, address, 'HEAD');
        const headOn = await answer(on.app, address, 'HEAD');
        results[address] = {
          expected,
          off: got,
          on: cached,
          headOff: [head.status, head.location],
          headOn: [headOn.status, headOn.location],
          statements,
          counts,
          menuReads,
        };
        const shows = (body: string) =>
          body.includes('"notFound":true')
            ? 'notFound'
            : body.includes('"article":"T ')
              ? 'article'
              : body.includes('"page":') && !body.includes('"page":null')
                ? 'page'
                : body.startsWith('{"page":null')
                  ? 'page(null)'
                  : 'other';
        for (const [name, r] of [
          ['off', got],
          ['on', cached],
        ] as const) {
          if (r.status !== expected.status || r.location !== expected.location)
            problems.push(`${name} ${address}: expected ${expected.status} ${expected.location ?? ''} got ${r.status} ${r.location ?? ''}`);
          if (
            r.status !== 301 &&
            r.status !== 302 &&
            shows(r.body) !== expected.shows &&
            !(address.startsWith('/blog') && !address.startsWith('/blog/') && shows(r.body) === 'page(null)')
          )
            problems.push(`${name} ${address}: expected to show ${expected.shows}, shows ${shows(r.body)}: ${r.body.slice(0, 100)}`);
        }
        if (head.status !== got.status || head.location !== got.location) problems.push(`HEAD off ${address}: ${head.status} vs GET ${got.status}`);
        if (headOn.status !== cached.status) problems.push(`HEAD on ${address}: ${headOn.status} vs GET ${cached.status}`);
        if (got.body !== cached.body && got.status === 200) problems.push(`off/on bodies differ at ${address}`);
        // Only a topic's address counts (whether the blog lists it: PublicSite.isTopic).
        if (counts > 0 && !address.includes('tag=')) problems.push(`COUNT statement at ${address}: ${counts}`);
      }
    } finally {
      await off.close();
      await on.close();
    }
    expect(problems).toEqual([]);
  }, 120_000);

  it('answers 50 concurrent requests for one address alike, with 50 times the statements of one', async () => {
    let statements = 0;
    const off = await countingApp(site, () => statements++, { WEB_DIST: build.webDist, SSR_DIST: build.ssrDist });
    const summary: Record<string, unknown> = {};
    try {
      for (const address of ['/blog/att-public', '/sovra-core', '/blog/att-draft', '/att-moved-old', '/']) {
        statements = 0;
        const one = await answer(off.app, address);
        const single = statements;
        statements = 0;
        const many = await Promise.all(Array.from({ length: 50 }, () => answer(off.app, address)));
        summary[address] = { single, fifty: statements, distinct: new Set(many.map((r) => JSON.stringify(r))).size };
        expect(new Set(many.map((r) => JSON.stringify(r))), address).toEqual(new Set([JSON.stringify(one)]));
      }
    } finally {
      await off.close();
    }
  }, 120_000);

  it('shows an article or a page whose moment passes between gate and render either whole or not at all', async () => {
    const off = await countingApp(site, undefined, { WEB_DIST: build.webDist, SSR_DIST: build.ssrDist });
    const seen: string[] = [];
    try {
      for (let round = 0; round < 6; round++) {
        const due = new Date(Date.now() + 40);
        await site.db.post.create({
          data: { slug: `att-soon-${round}`, status: 'PUBLISHED', publishedAt: due, translations: { create: { locale: 'en', title: `T soon` } } },
        });
        await site.db.page.create({
          data: { path: `/att-soon-page-${round}`, status: 'PUBLISHED', publishedAt: due, translations: { create: { locale: 'en', title: 'P soon' } } },
        });
        const answers = await Promise.all(
          Array.from({ length: 30 }, async (_, i) => {
            await new Promise((resolve) => setTimeout(resolve, i * 3));
            return Promise.all([answer(off.app, `/blog/att-soon-${round}`), answer(off.app, `/att-soon-page-${round}`)]);
          }),
        );
        for (const [article, pageAnswer] of answers) {
          seen.push(`${article.status}:${article.body.slice(0, 30)}`, `${pageAnswer.status}:${pageAnswer.body.slice(0, 30)}`);
          // Either the not-found page (404) or the thing itself, never a 200 with nothing (title null).
          if (article.status === 200) expect(article.body).toContain('"article":"T soon"');
          else expect(article.status).toBe(404);
          if (pageAnswer.status === 200) expect(pageAnswer.body).not.toContain('"page":null');
          else expect(pageAnswer.status).toBe(404);
        }
      }
    } finally {
      await off.close();
    }
  }, 60_000);

  it('answers the page, or the HTML shell (503 busy, 500 else), when the frame fails once or always, or all that could tell the gate; an old address leads on while it can be looked up', async () => {
    // The app over a db whose raw statements reading "Menu" fail: once each time `fail` is set, or every time while `always`.
    let fail: Error | null = null;
    let always = false;
    let whole = false;
    const real = createDb(site.databaseTarget);
    const db = new Proxy(real, {
      get(target, property, receiver) {
        const value = Reflect.get(target, property, receiver);
        // Everything that could tell the gate whether a page or an article is there, failing too.
        if (whole && fail && (property === 'page' || property === 'post')) {
          const error = fail;
          return new Proxy(value as object, { get: (delegate, name) => (name === 'count' ? () => Promise.reject(error) : Reflect.get(delegate, name)) });
        }
        if (property === '$queryRaw')
          return (strings: TemplateStringsArray | { strings?: string[] }, ...values: unknown[]) => {
            const text = Array.isArray(strings) ? strings.join('?') : JSON.stringify(strings);
            if (fail && /"Menu"/.test(text)) {
              const error = fail;
              if (!always) fail = null;
              return Promise.reject(error);
            }
            return (value as (...args: unknown[]) => unknown).call(target, strings, ...values);
          };
        return typeof value === 'function' ? value.bind(target) : value;
      },
    });
    const config = loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      DATABASE_URL: site.databaseUrl,
      WEB_DIST: build.webDist,
      SSR_DIST: build.ssrDist,
      ANALYTICS_FLUSH_MS: '0',
      PUBLIC_MISS_MS_PER_SECOND: '0',
      PUBLIC_CACHE_MB: '0',
    });
    const app = createApp(config, { db, log: site.log, schedule: false });
    await app.publicContent.listening();
    const unhandled: unknown[] = [];
    const onUnhandled = (reason: unknown) => unhandled.push(reason);
    process.on('unhandledRejection', onUnhandled);
    const busy = () => Object.assign(new Error('Timed out fetching a new connection from the connection pool.'), { code: 'P2024', clientVersion: 'x' });
    const fault = () => Object.assign(new Error('no such table: Menu'), { code: 'P2010', clientVersion: 'x' });
    const results: Record<string, unknown> = {};
    const failures: string[] = [];
    try {
      for (const address of ['/', '/sovra-core', '/no-such-page', '/blog/att-public', '/blog/att-draft', '/blog/att-old-slug', '/blog']) {
        for (const [kind, make] of [
          ['busy', busy],
          ['fault', fault],
        ] as const) {
          for (const mode of ['once', 'always', 'whole'] as const) {
            always = mode !== 'once';
            whole = mode === 'whole';
            fail = make();
            const failed = await answer(app, address);
            always = false;
            whole = false;
            fail = null;
            const next = await answer(app, address);
            const expected = await oracle(address);
            results[`${kind} ${mode} ${address}`] = { failed: [failed.status, failed.location, failed.type, failed.retry], next: [next.status, next.location] };
            expect(next.status, `${kind} ${mode} ${address} next`).toBe(expected.status);
            // An old address leads on (its redirect needs no menus). A failure once is got over (the
            // gate looks the page up alone, the render reads the menus again); one that lasts is the
            // HTML shell, 503 with retry-after 5 when busy, 500 otherwise: never another page's words
            // nor a REST JSON body.
            const shell = failed.status === (kind === 'busy' ? 503 : 500) && failed.type?.startsWith('text/html') && !failed.body.includes('Too many requests');
            const ok =
              expected.status === 301 && mode !== 'whole'
                ? failed.status === 301 && failed.location === expected.location
                : mode === 'once'
                  ? failed.status === expected.status || shell
                  : shell && (kind !== 'busy' || failed.retry === '5');
            if (!ok) failures.push(`${kind} ${mode} ${address}: got ${failed.status} ${failed.type} retry-after ${failed.retry} ${failed.body.slice(0, 40)}`);
          }
        }
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(unhandled).toEqual([]);
      expect(failures).toEqual([]);
    } finally {
      process.off('unhandledRejection', onUnhandled);
      await app.close();
    }
  }, 60_000);

  it('answers as before while the Menu table is away (renamed), and again once it is back', async () => {
    const off = await countingApp(site, undefined, { WEB_DIST: build.webDist, SSR_DIST: build.ssrDist });
    const results: Record<string, unknown> = {};
    const renamedProblems: string[] = [];
    const unhandled: unknown[] = [];
    const onUnhandled = (reason: unknown) => unhandled.push(reason);
    process.on('unhandledRejection', onUnhandled);
    try {
      await answer(off.app, '/');
      for (const address of ['/', '/sovra-core', '/no-such-page', '/blog/att-public', '/blog/att-draft', '/blog/att-old-slug', '/att-moved-old']) {
        await site.db.$executeRawUnsafe('ALTER TABLE "Menu" RENAME TO "MenuAway"');
        let failed;
        try {
          failed = await answer(off.app, address);
        } finally {
          await site.db.$executeRawUnsafe('ALTER TABLE "MenuAway" RENAME TO "Menu"');
        }
        const next = await answer(off.app, address);
        results[address] = {
          failed: [failed.status, failed.location, failed.body.slice(0, 60), failed.type, failed.retry],
          next: [next.status, next.location],
        };
        const expected = await oracle(address);
        expect(next.status, address).toBe(expected.status);
        if (expected.status === 301) {
          if (failed.status !== 301) renamedProblems.push(`${address}: expected 301 ${expected.location}, got ${failed.status} ${failed.type}`);
        } else if (failed.status !== 500 || !failed.type?.startsWith('text/html'))
          renamedProblems.push(`${address}: expected the 500 HTML shell, got ${failed.status} ${failed.type} ${failed.body.slice(0, 40)}`);
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(unhandled).toEqual([]);
      expect(renamedProblems).toEqual([]);
    } finally {
      process.off('unhandledRejection', onUnhandled);
      await off.close();
    }
  }, 60_000);

  it('on PostgreSQL, a lock on "Menu" held past lock_timeout answers a page 503 as before', async () => {
    if (site.databaseTarget.provider !== 'postgresql') return;
    const off = await countingApp(site, undefined, { WEB_DIST: build.webDist, SSR_DIST: build.ssrDist });
    const results: Record<string, unknown> = {};
    try {
      for (const address of ['/sovra-core', '/blog/att-public']) {
        let release!: () => void;
        const released = new Promise<void>((resolve) => (release = resolve));
        let locked!: () => void;
        const isLocked = new Promise<void>((resolve) => (locked = resolve));
        const holder = site.db.$transaction(
          async (tx) => {
            await tx.$executeRawUnsafe('LOCK TABLE "Menu" IN ACCESS EXCLUSIVE MODE');
            locked();
            await released;
          },
          { timeout: 20_000 },
        );
        await isLocked;
        const got = await answer(off.app, address);
        release();
        await holder;
        results[address] = [got.status, got.body.slice(0, 80), got.type, got.retry];
      }
    } finally {
      await off.close();
    }
    // As before: the page's 503 HTML shell with retry-after 5, not the rate limit's "Too many requests" page.
    for (const [address, [status, body, , retry]] of Object.entries(results) as [string, [number, string, string, string]][]) {
      expect(status, address).toBe(503);
      expect(body, address).not.toContain('Too many requests');
      expect(retry, address).toBe('5');
    }
  }, 60_000);

  it('previews a draft page and a draft article with the menus of the frame', async () => {
    const a = await site.createStaff({ username: 'att-admin', role: 'ADMIN' });
    const token = await site.signIn(a.username, a.password);
    const draft = await site.db.post.findUniqueOrThrow({ where: { slug: 'att-draft' } });
    const draftPage = await site.db.page.findUniqueOrThrow({ where: { path: '/att-draft-page' } });
    const postLink = await site.call(`/api/blogs/${draft.id}/preview-links`, { method: 'POST', token, json: {} });
    const pageLink = await site.call(`/api/pages/${draftPage.id}/preview-links`, { method: 'POST', token, json: {} });
    const off = await countingApp(site, undefined, { WEB_DIST: build.webDist, SSR_DIST: build.ssrDist });
    const results: Record<string, unknown> = { postLink: postLink.status, pageLink: pageLink.status };
    try {
      for (const [name, link] of [
        ['post', postLink],
        ['page', pageLink],
      ] as const) {
        const url = link.body?.data?.url ?? link.body?.data?.address ?? JSON.stringify(link.body).match(/\/preview\/[A-Za-z0-9_-]+/)?.[0];
        if (!url) continue;
        const path = new URL(url, 'http://localhost').pathname;
        const got = await answer(off.app, path);
        const cached = await answer(site, path);
        results[name] = { path: path.slice(0, 12), off: [got.status, got.body.slice(0, 80)], on: [cached.status, cached.body.slice(0, 80)] };
        expect(got.status).toBe(200);
        expect(got.body).toBe(cached.body);
      }
    } finally {
      await off.close();
    }
  }, 60_000);
});

void tmpdir;
