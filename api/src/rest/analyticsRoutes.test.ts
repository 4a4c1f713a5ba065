import pino from 'pino';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createDb } from '../db/client.ts';
import { analyticsEnabledSetting } from '../services/analytics/settings.ts';
import { ensureSitePages } from '../services/pages/seed.ts';
import { createTestApp, type TestApp } from '../testing/testApp.ts';

// The site's analytics through its doors: the beacon's page views (POST /api/events) and error
// reports (POST /api/client-errors), and the staff report (siteAnalytics, GET /api/analytics). A
// scripted series of views on fixed days gives exact counters; the clock is set by faking Date only.

const chrome = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';
const firefox = 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0';

let app: TestApp;
let editor: string;
let post: { id: number; slug: string };
const logLines: string[] = [];

beforeAll(async () => {
  app = createTestApp({}, { log: pino({ level: 'trace' }, { write: (line: string) => void logLines.push(line) }) });
  // The site's pages, as the first start makes them: views count on published pages only.
  await ensureSitePages(app.db, pino({ level: 'silent' }));
  const e = await app.createStaff({ username: 'analytics-editor', role: 'EDITOR' });
  editor = await app.signIn(e.username, e.password);
  post = await app.db.post.create({
    data: {
      slug: 'counted-article',
      status: 'PUBLISHED',
      publishedAt: new Date('2020-01-01T00:00:00Z'),
      translations: {
        create: [
          { locale: 'en', title: 'Counted article' },
          { locale: 'ar', title: 'مقال معدود' },
        ],
      },
    },
    select: { id: true, slug: true },
  });
  await app.db.post.create({ data: { slug: 'a-draft', status: 'DRAFT', translations: { create: [{ locale: 'en', title: 'Draft' }] } } });
});
afterAll(() => app.cleanup());

beforeEach(async () => {
  await app.db.siteVisitDay.deleteMany();
  await app.db.pageViewDay.deleteMany();
  await app.db.referrerDay.deleteMany();
  await app.db.visitorSeen.deleteMany();
  await app.db.contactMessage.deleteMany();
  await app.db.setting.deleteMany({ where: { key: analyticsEnabledSetting } });
});
afterEach(() => {
  vi.useRealTimers();
});

/** Sets the clock (Date only: timers stay real, so the database driver is not held up). */
function at(iso: string) {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(iso));
}

let addressCounter = 0;
/** A fresh address, so the per-address ceiling of one test does not reach the next. */
const freshIp = () => `198.51.100.${++addressCounter}`;

interface EventOptions {
  ip?: string;
  userAgent?: string;
  headers?: Record<string, string>;
  contentType?: string;
}

function sendEvent(body: unknown, options: EventOptions = {}) {
  const { ip = '203.0.113.10', userAgent = chrome, headers = {}, contentType = 'text/plain;charset=UTF-8' } = options;
  return app.request('/api/events', {
    method: 'POST',
    ip,
    // The site's own Origin, as the beacon in a browser sends it.
    headers: { 'content-type': contentType, 'user-agent': userAgent, origin: 'http://localhost', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

const view = (path: string, language: 'en' | 'ar' = 'en', extra: Record<string, unknown> = {}) => ({ type: 'pageview', path, language, ...extra });

async function counters() {
  const [days, pages, referrers] = await Promise.all([
    app.db.siteVisitDay.findMany({ orderBy: { day: 'asc' } }),
    app.db.pageViewDay.findMany({ orderBy: [{ day: 'asc' }, { path: 'asc' }] }),
    app.db.referrerDay.findMany({ orderBy: [{ day: 'asc' }, { host: 'asc' }] }),
  ]);
  // By language as text: PostgreSQL would order its enum in declaration order (en before ar).
  pages.sort((a, b) => a.day.localeCompare(b.day) || a.path.localeCompare(b.path) || a.language.localeCompare(b.language));
  return { days, pages, referrers };
}

async function expectNothingCounted() {
  expect(await counters()).toEqual({ days: [], pages: [], referrers: [] });
}

describe('POST /api/events', () => {
  it('adds a scripted series of views up into exact daily counters', async () => {
    // 10 March in Dubai, 10:00.
    at('2026-03-10T06:00:00Z');
    const visitorA = { ip: '203.0.113.10' };
    const visitorB = { ip: '203.0.113.11' };
    // One IPv6 subscriber, two addresses in its /64: one visitor.
    const visitorC1 = { ip: '2001:db8:1:2::10' };
    const visitorC2 = { ip: '2001:db8:1:2::99' };
    const script: [Record<string, unknown>, EventOptions][] = [
      [view('/', 'en', { referrer: 'https://www.google.com/search?q=private+ai' }), visitorA],
      [view('/blog', 'en'), visitorA],
      [view('/', 'en'), visitorA],
      // Our own host is no referrer.
      [view('/', 'ar', { referrer: 'http://localhost/blog' }), visitorB],
      [view(`/blog/${post.slug}`, 'ar', { post: post.slug, referrer: 'https://LinkedIn.com/feed/' }), visitorB],
      [view(`/blog/${post.slug}/`, 'en'), visitorC1],
      [view(`/blog/${post.slug}`, 'en', { referrer: 'android-app://com.slack' }), visitorC2],
      // Another browser on A's address is another visitor.
      [view('/', 'en', { referrer: 'https://google.com/' }), { ...visitorA, userAgent: firefox }],
      [view('/sovra-core', 'en'), visitorA],
    ];
    for (const [body, options] of script) expect((await sendEvent(body, options)).status).toBe(204);

    // 20:30 UTC is 00:30 the next day in Dubai: A again counts as a visitor of that day.
    at('2026-03-10T20:30:00Z');
    expect((await sendEvent(view('/'), visitorA)).status).toBe(204);

    const day1 = '2026-03-10';
    const day2 = '2026-03-11';
    expect(await counters()).toEqual({
      days: [
        { day: day1, views: 9, visitors: 4 },
        { day: day2, views: 1, visitors: 1 },
      ],
      pages: [
        { day: day1, path: '/', language: 'ar', postId: null, views: 1, visitors: 1 },
        { day: day1, path: '/', language: 'en', postId: null, views: 3, visitors: 2 },
        { day: day1, path: '/blog', language: 'en', postId: null, views: 1, visitors: 1 },
        { day: day1, path: `/blog/${post.slug}`, language: 'ar', postId: post.id, views: 1, visitors: 1 },
        { day: day1, path: `/blog/${post.slug}`, language: 'en', postId: post.id, views: 2, visitors: 1 },
        { day: day1, path: '/sovra-core', language: 'en', postId: null, views: 1, visitors: 1 },
        { day: day2, path: '/', language: 'en', postId: null, views: 1, visitors: 1 },
      ],
      referrers: [
        { day: day1, host: 'google.com', views: 2 },
        { day: day1, host: 'linkedin.com', views: 1 },
      ],
    });
  });

  it('keeps no address, browser or referring page: only daily hashes, deleted after a day', async () => {
    at('2026-04-01T08:00:00Z');
    await sendEvent(view('/', 'en', { referrer: 'https://news.example/story?id=7' }), { ip: '203.0.113.77' });
    const dump = JSON.stringify(await Promise.all([counters(), app.db.visitorSeen.findMany()]));
    for (const secret of ['203.0.113.77', 'Chrome/126', 'story', 'id=7']) expect(dump).not.toContain(secret);
    expect(await app.db.visitorSeen.count({ where: { day: '2026-04-01' } })).toBe(2);

    // Two days later the first day's hashes are gone (yesterday's stay for late views).
    at('2026-04-03T08:00:00Z');
    await sendEvent(view('/'), { ip: '203.0.113.78' });
    expect(await app.db.visitorSeen.count({ where: { day: '2026-04-01' } })).toBe(0);
    // The same visitor on another day has another hash.
    at('2026-04-04T08:00:00Z');
    await sendEvent(view('/'), { ip: '203.0.113.78' });
    const keys = await app.db.visitorSeen.findMany({ where: { scope: '' } });
    expect(new Set(keys.map((row) => row.visitorKey)).size).toBe(keys.length);
  });

  it('does not count staff, automated clients, admin screens, unknown paths, drafts or views while switched off', async () => {
    const ignored: [Record<string, unknown>, EventOptions][] = [
      [view('/'), { headers: { authorization: 'Bearer whatever' } }],
      [view('/'), { headers: { authorization: `Bearer ${editor}` } }],
      [view('/'), { userAgent: 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' }],
      [view('/'), { userAgent: 'Mozilla/5.0 HeadlessChrome/126.0.0.0' }],
      [view('/'), { userAgent: '' }],
      [view('/admin'), {}],
      [view('/admin/blog/edit/UG9zdDox'), {}],
      [view('/ADMIN/analytics'), {}],
      [view('/no-such-page'), {}],
      [view('/blog/no-such-post'), {}],
      [view('/blog/a-draft', 'en', { post: 'a-draft' }), {}],
    ];
    for (const [body, options] of ignored) expect((await sendEvent(body, options)).status, JSON.stringify([body, options])).toBe(204);
    await expectNothingCounted();

    await app.db.setting.create({ data: { key: analyticsEnabledSetting, value: 'false' } });
    expect((await sendEvent(view('/'))).status).toBe(204);
    await expectNothingCounted();
    await app.db.setting.update({ where: { key: analyticsEnabledSetting }, data: { value: 'true' } });
    expect((await sendEvent(view('/'))).status).toBe(204);
    expect((await counters()).days.map((d) => d.views)).toEqual([1]);
  });

  it('counts a page staff publish at a new path from the moment it is published (a view before it is not)', async () => {
    expect((await sendEvent(view('/partners'))).status).toBe(204);
    await expectNothingCounted();
    const page = {
      path: '/partners',
      status: 'published',
      translations: { en: { title: 'Partners' }, ar: { title: 'شركاؤنا' } },
      blocks: [{ type: 'text', id: 'intro', paragraphs: [{ en: 'Who we work with.', ar: 'من نعمل معهم.' }] }],
    };
    expect((await app.call('/api/pages', { method: 'POST', token: editor, json: page })).status).toBe(201);
    expect((await sendEvent(view('/partners'))).status).toBe(204);
    expect((await counters()).days.map((d) => d.views)).toEqual([1]);
  });

  it('refuses junk with 400 (413 when too large, 415 for other types), never 500', async () => {
    const junk: [string, string | Uint8Array, string?][] = [
      ['not JSON', 'path=/'],
      ['a JSON array', '[]'],
      ['JSON null', 'null'],
      ['no type', JSON.stringify({ path: '/', language: 'en' })],
      ['another type', JSON.stringify(view('/', 'en', { type: 'click' }))],
      ['a number for the path', JSON.stringify(view('/', 'en', { path: 1 }))],
      ['a path without /', JSON.stringify(view('blog'))],
      ['a path with a query', JSON.stringify(view('/blog?q=x'))],
      ['a path with a space', JSON.stringify(view('/a b'))],
      ['a long path', JSON.stringify(view(`/${'a'.repeat(400)}`))],
      ['no language', JSON.stringify({ type: 'pageview', path: '/' })],
      ['another language', JSON.stringify(view('/', 'fr' as 'en'))],
      ['a referrer that is no string', JSON.stringify(view('/', 'en', { referrer: { host: 'x' } }))],
      ["a post that is not the path's", JSON.stringify(view(`/blog/${post.slug}`, 'en', { post: 'other' }))],
      ['a post on a page that is no article', JSON.stringify(view('/', 'en', { post: post.slug }))],
      ['invalid UTF-8', new Uint8Array([0x7b, 0x22, 0xff, 0x22, 0x7d])],
    ];
    for (const [label, body] of junk) {
      const response = await app.request('/api/events', {
        method: 'POST',
        headers: { 'content-type': 'text/plain', 'user-agent': chrome },
        body: body as BodyInit,
      });
      expect(response.status, label).toBe(400);
      expect(await response.json(), label).toMatchObject({ success: false, error: 'BAD_USER_INPUT', status: 400 });
    }
    const big = await sendEvent(view('/', 'en', { referrer: `https://example.com/${'x'.repeat(3000)}` }));
    expect(big.status).toBe(413);
    expect(await big.json()).toMatchObject({ success: false, error: 'PAYLOAD_TOO_LARGE' });
    expect((await sendEvent(view('/'), { contentType: 'application/x-www-form-urlencoded' })).status).toBe(415);
    // JSON under its own type is taken too.
    expect((await sendEvent(view('/'), { contentType: 'application/json' })).status).toBe(204);
    expect((await app.request('/api/events')).status).toBe(405);
    expect((await counters()).days.map((d) => d.views)).toEqual([1]);
  });

  it("refuses views sent by another site's page (403), takes our own pages'", async () => {
    const foreign = await sendEvent(view('/'), { headers: { origin: 'https://evil.example' } });
    expect(foreign.status).toBe(403);
    expect(await foreign.json()).toMatchObject({ success: false, error: 'FORBIDDEN' });
    expect((await sendEvent(view('/'), { headers: { origin: 'http://localhost' } })).status).toBe(204);
    expect((await counters()).days.map((d) => d.views)).toEqual([1]);
  });

  it('counts at most 60 views a minute from one visitor, 600 from one address; the rest are answered alike', async () => {
    at('2026-05-01T08:00:00Z');
    const ip = freshIp();
    const answers = await Promise.all(Array.from({ length: 70 }, () => sendEvent(view('/'), { ip })));
    expect(answers.every((response) => response.status === 204)).toBe(true);
    expect((await counters()).days).toEqual([{ day: '2026-05-01', views: 60, visitors: 1 }]);
    // Another browser on that address is another visitor, within the address's ceiling.
    await sendEvent(view('/'), { ip, userAgent: firefox });
    // Once a minute has slid past the flood, a new allowance (the last minute's views still count,
    // fading, until then).
    at('2026-05-01T08:01:00Z');
    await sendEvent(view('/'), { ip });
    at('2026-05-01T08:02:00Z');
    await sendEvent(view('/'), { ip });
    expect((await counters()).days).toEqual([{ day: '2026-05-01', views: 62, visitors: 2 }]);

    // Browsers that change their name on every view still stop at the address's ceiling.
    const crowd = freshIp();
    for (let i = 0; i < 610; i += 61) {
      await Promise.all(Array.from({ length: 61 }, (_, j) => sendEvent(view('/'), { ip: crowd, userAgent: `${chrome} #${i + j}` })));
    }
    expect((await counters()).days[0].views).toBe(62 + 600);
  });

  it('counts at most 10 visitors a day from one address, however many browsers it claims', async () => {
    at('2026-05-02T08:00:00Z');
    const ip = freshIp();
    for (let i = 0; i < 100; i += 1) expect((await sendEvent(view('/'), { ip, userAgent: `${chrome} #${i}` })).status).toBe(204);
    expect((await counters()).days).toEqual([{ day: '2026-05-02', views: 100, visitors: 10 }]);
    // Another address is another household.
    await sendEvent(view('/'), { ip: freshIp() });
    expect((await counters()).days).toEqual([{ day: '2026-05-02', views: 101, visitors: 11 }]);
  });

  it('counts a referring site once a day per visitor, and at most 3 sites per visitor', async () => {
    at('2026-05-03T08:00:00Z');
    const ip = freshIp();
    for (let i = 0; i < 50; i += 1) await sendEvent(view('/', 'en', { referrer: `https://fake-${i}.example/` }), { ip });
    await sendEvent(view('/blog', 'en', { referrer: 'https://fake-0.example/again' }), { ip });
    expect((await counters()).referrers.map((r) => [r.host, r.views])).toEqual([
      ['fake-0.example', 1],
      ['fake-1.example', 1],
      ['fake-2.example', 1],
    ]);
    // Each reader who came from a site counts for it, and the views still count.
    for (let i = 0; i < 3; i += 1) await sendEvent(view('/', 'en', { referrer: 'https://www.linkedin.com/feed' }), { ip: freshIp() });
    const { referrers, days } = await counters();
    expect(referrers.find((r) => r.host === 'linkedin.com')?.views).toBe(3);
    expect(days[0].views).toBe(54);
  });

  it('does not count a view without an Origin (no browser sends one so), answering it alike', async () => {
    const response = await app.request('/api/events', {
      method: 'POST',
      ip: freshIp(),
      headers: { 'content-type': 'text/plain;charset=UTF-8', 'user-agent': chrome },
      body: JSON.stringify(view('/')),
    });
    expect(response.status).toBe(204);
    await expectNothingCounted();
  });
});

describe('the GraphQL door, recordPageView and reportClientError', () => {
  const record = /* GraphQL */ `
    mutation ($input: RecordPageViewInput!) {
      recordPageView(input: $input) {
        accepted
      }
    }
  `;

  it('counts a view like the beacon, with the same checks', async () => {
    const send = (input: Record<string, unknown>, token?: string) =>
      app
        .request('/graphql', {
          method: 'POST',
          ip: freshIp(),
          token,
          headers: { 'user-agent': chrome, origin: 'http://localhost' },
          json: { query: record, variables: { input } },
        })
        .then((r) => r.json());
    expect(await send({ path: '/blog', language: 'ar' })).toEqual({ data: { recordPageView: { accepted: true } } });
    expect(await send({ path: '/blog', language: 'ar' }, editor)).toEqual({ data: { recordPageView: { accepted: false } } });
    expect(await send({ path: '/admin', language: 'ar' })).toEqual({ data: { recordPageView: { accepted: false } } });
    const junk = await send({ path: 'blog', language: 'ar' });
    expect(junk.errors[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', details: { path: 'invalid' } });
    expect((await counters()).pages.map((p) => [p.path, p.language, p.views])).toEqual([['/blog', 'ar', 1]]);
  });

  it('logs an error report', async () => {
    logLines.length = 0;
    const result = await app.graphql('mutation { reportClientError(input: { kind: ERROR, message: "Boom", path: "/" }) { accepted } }');
    expect(result).toEqual({ data: { reportClientError: { accepted: true } } });
    expect(logLines.some((line) => line.includes('"message":"Boom"'))).toBe(true);
  });
});

describe('batched writes', () => {
  it('are exact after a flush and after close, with views arriving during a flush', async () => {
    const batched = createTestApp({ ANALYTICS_FLUSH_MS: '60000', ANALYTICS_VIEWS_PER_MINUTE: '100000' });
    await ensureSitePages(batched.db, pino({ level: 'silent' }));
    const send = (path: string, ip = '203.0.113.50') =>
      batched.request('/api/events', {
        method: 'POST',
        ip,
        headers: { 'content-type': 'text/plain', 'user-agent': chrome, origin: 'http://localhost' },
        body: JSON.stringify(view(path)),
      });
    try {
      await Promise.all(Array.from({ length: 150 }, (_, i) => send('/', `203.0.113.${i % 5}`)));
      // Nothing is written before the flush: the answers did not wait for the database.
      expect(await batched.db.siteVisitDay.count()).toBe(0);
      const flushing = batched.analytics.flush();
      await Promise.all(Array.from({ length: 50 }, () => send('/blog')));
      await flushing;
      await batched.analytics.flush();
      expect(await batched.db.siteVisitDay.findMany({ select: { views: true, visitors: true } })).toEqual([{ views: 200, visitors: 6 }]);
      expect((await batched.db.pageViewDay.findMany({ orderBy: { path: 'asc' } })).map((p) => [p.path, p.views, p.visitors])).toEqual([
        ['/', 150, 5],
        ['/blog', 50, 1],
      ]);
      // Views still in memory at shutdown are written by close().
      await Promise.all(Array.from({ length: 25 }, () => send('/')));
    } finally {
      await batched.close();
    }
    const db = createDb(batched.databaseTarget);
    try {
      expect(await db.siteVisitDay.findMany({ select: { views: true, visitors: true } })).toEqual([{ views: 225, visitors: 6 }]);
    } finally {
      await db.$disconnect();
      await batched.cleanup().catch(() => undefined);
    }
  });
});

describe('POST /api/client-errors', () => {
  const report = (body: unknown, ip = '203.0.113.90', contentType = 'text/plain;charset=UTF-8') =>
    app.request('/api/client-errors', { method: 'POST', ip, headers: { 'content-type': contentType, 'user-agent': chrome }, body: JSON.stringify(body) });
  const clientErrors = () =>
    logLines.map((line) => JSON.parse(line) as { level: number; msg: string; clientError?: Record<string, unknown> }).filter((entry) => entry.clientError);

  it('logs the error at warn level without query strings, tokens or email addresses', async () => {
    logLines.length = 0;
    const response = await report({
      kind: 'unhandledrejection',
      message: 'Failed to fetch https://localhost/api/blogs?search=my+secret+plan&token=abc from reader@example.com',
      stack: `TypeError: Failed to fetch\n    at load (https://localhost/assets/app-B1x.js?v=3:12:34)\n    at /blog?q=hidden:1:2\n${'    at deeper (x.js:1:1)\n'.repeat(40)}`,
      path: '/blog?q=hidden#top',
      token: 'not read',
    });
    expect(response.status).toBe(204);
    const [entry] = clientErrors();
    expect(entry.level).toBe(40);
    expect(entry.clientError).toEqual({
      kind: 'unhandledrejection',
      message: 'Failed to fetch https://localhost/api/blogs from [email]',
      frames: expect.arrayContaining(['TypeError: Failed to fetch', 'at load (https://localhost/assets/app-B1x.js:12:34)', 'at /blog:1:2']),
      path: '/blog',
      browser: 'Chrome 126',
    });
    expect((entry.clientError!.frames as string[]).length).toBe(20);
    const line = logLines.join('\n');
    for (const secret of ['secret', 'hidden', 'token=abc', 'reader@', 'Mozilla']) expect(line).not.toContain(secret);
  });

  it('logs at most 10 reports a minute per address, answering the rest alike', async () => {
    logLines.length = 0;
    const ip = freshIp();
    const answers = await Promise.all(Array.from({ length: 12 }, (_, i) => report({ kind: 'error', message: `Boom ${i}` }, ip)));
    expect(answers.map((response) => response.status)).toEqual(Array(12).fill(204));
    expect(clientErrors()).toHaveLength(10);
  });

  it('refuses junk with 400 and logs nothing', async () => {
    logLines.length = 0;
    for (const body of [{}, { kind: 'error' }, { kind: 'oops', message: 'x' }, { kind: 'error', message: 5 }, []]) {
      const response = await report(body, freshIp());
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(await response.json()).toMatchObject({ success: false, error: 'BAD_USER_INPUT' });
    }
    const big = await report({ kind: 'error', message: 'x'.repeat(9000) });
    expect(big.status).toBe(413);
    expect(clientErrors()).toHaveLength(0);
  });
});

describe('the staff report', () => {
  const query = /* GraphQL */ `
    query ($days: Int) {
      siteAnalytics(days: $days) {
        days
        firstDay
        lastDay
        timeZone
        totalViews
        totalVisitors
        totalEnquiries
        daily {
          day
          views
          visitors
          enquiries
        }
        topPages(first: 3) {
          path
          views
          visitors
        }
        topPosts {
          post {
            slug
            translation(locale: ar) {
              title
            }
          }
          views
          visitors
        }
        languages {
          language
          views
        }
        topReferrers {
          host
          views
        }
      }
    }
  `;

  async function scriptedWeek() {
    at('2026-06-08T09:00:00Z');
    await sendEvent(view('/', 'en', { referrer: 'https://google.com/' }), { ip: freshIp() });
    at('2026-06-10T09:00:00Z');
    const ip = freshIp();
    await sendEvent(view('/', 'ar', { referrer: 'https://bing.com/' }), { ip });
    await sendEvent(view(`/blog/${post.slug}`, 'ar'), { ip });
    await sendEvent(view(`/blog/${post.slug}`, 'en'), { ip: freshIp() });
    // Enquiries at 23:59 and 00:01 in Dubai fall on two days.
    const enquiry = (createdAt: string) =>
      app.db.contactMessage.create({
        data: { fullName: 'A B', email: 'a@example.com', subject: 'Hello', message: 'Tell me more please', createdAt: new Date(createdAt) },
      });
    await enquiry('2026-06-10T19:59:00Z');
    await enquiry('2026-06-10T20:01:00Z');
    await enquiry('2026-05-01T10:00:00Z');
    at('2026-06-11T12:00:00Z');
  }

  it('gives editors views, visitors, top lists and enquiries per Dubai day, zeros filled in', async () => {
    await scriptedWeek();
    const result = await app.graphql(query, { days: 7 }, editor);
    expect(result.errors).toBeUndefined();
    const report = result.data.siteAnalytics;
    expect(report).toMatchObject({
      days: 7,
      firstDay: '2026-06-05',
      lastDay: '2026-06-11',
      timeZone: 'Asia/Dubai',
      totalViews: 4,
      totalVisitors: 3,
      totalEnquiries: 2,
    });
    expect(report.daily).toEqual([
      { day: '2026-06-05', views: 0, visitors: 0, enquiries: 0 },
      { day: '2026-06-06', views: 0, visitors: 0, enquiries: 0 },
      { day: '2026-06-07', views: 0, visitors: 0, enquiries: 0 },
      { day: '2026-06-08', views: 1, visitors: 1, enquiries: 0 },
      { day: '2026-06-09', views: 0, visitors: 0, enquiries: 0 },
      { day: '2026-06-10', views: 3, visitors: 2, enquiries: 1 },
      { day: '2026-06-11', views: 0, visitors: 0, enquiries: 1 },
    ]);
    expect(report.topPages).toEqual([
      { path: '/', views: 2, visitors: 2 },
      { path: `/blog/${post.slug}`, views: 2, visitors: 2 },
    ]);
    expect(report.topPosts).toEqual([{ post: { slug: post.slug, translation: { title: 'مقال معدود' } }, views: 2, visitors: 2 }]);
    expect(report.languages).toEqual([
      { language: 'en', views: 2 },
      { language: 'ar', views: 2 },
    ]);
    expect(report.topReferrers).toEqual([
      { host: 'bing.com', views: 1 },
      { host: 'google.com', views: 1 },
    ]);
  });

  it('is the same over REST, GET /api/analytics', async () => {
    await scriptedWeek();
    const response = await app.request('/api/analytics?days=7&lang=en', { token: editor });
    expect(response.status).toBe(200);
    const { data } = await response.json();
    expect(data).toMatchObject({
      days: 7,
      from: '2026-06-05',
      to: '2026-06-11',
      timeZone: 'Asia/Dubai',
      totals: { views: 4, visitors: 3, enquiries: 2 },
      topPosts: [{ id: post.id, slug: post.slug, title: 'Counted article', views: 2, visitors: 2 }],
      languages: [
        { language: 'en', views: 2 },
        { language: 'ar', views: 2 },
      ],
      referrers: [
        { host: 'bing.com', views: 1 },
        { host: 'google.com', views: 1 },
      ],
    });
    expect(data.daily).toHaveLength(7);
    expect(data.daily[5]).toEqual({ date: '2026-06-10', views: 3, visitors: 2, enquiries: 1 });
    expect((await app.request('/api/analytics?days=30', { token: editor })).status).toBe(200);
  });

  it('is for staff only, and takes 1 to 366 days', async () => {
    const anonymous = await app.request('/api/analytics');
    expect(anonymous.status).toBe(401);
    expect(await anonymous.json()).toMatchObject({ success: false, error: 'UNAUTHENTICATED' });
    expect((await app.graphql(query, { days: 7 })).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    expect((await app.request('/api/analytics?days=0', { token: editor })).status).toBe(400);
    expect((await app.request('/api/analytics?days=367', { token: editor })).status).toBe(400);
    expect((await app.graphql(query, { days: 1000 }, editor)).errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    const admin = await app.createStaff({ username: 'analytics-admin', role: 'ADMIN' });
    const adminToken = await app.signIn(admin.username, admin.password);
    expect((await app.request('/api/analytics?days=90', { token: adminToken })).status).toBe(200);
  });
});
