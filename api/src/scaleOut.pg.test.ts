import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SiteServer } from '../scripts/siteServer.ts';
import { maxFailuresPerUsernameAndIp } from './services/auth/throttle.ts';
import { likeLimit } from './services/posts/engagement.ts';
import { smtpPassword, smtpUser, startSmtpServer, type TestSmtpServer } from './testing/smtpServer.ts';
import { callSite, startTwoSites, type TwoSites } from './testing/twoSites.ts';

// Two server processes on one PostgreSQL database behave as one site (npm run test:pg only: on
// SQLite there is one process). Each is the production server (api/src/main.ts) in a process of
// its own, with its public cache on, behind a proxy that says who the client is (TRUST_PROXY).

const adminPassword = 'two processes, one site';
/** How often each outbox worker looks for mail to send. */
const outboxPollSeconds = 0.25;
let smtp: TestSmtpServer;
let sites: TwoSites;
let a: SiteServer;
let b: SiteServer;

beforeAll(async () => {
  smtp = await startSmtpServer();
  sites = await startTwoSites({
    ADMIN_PASSWORD: adminPassword,
    TRUST_PROXY: 'true',
    PUBLIC_CACHE_MB: '16',
    LOG_LEVEL: 'error',
    SMTP_URL: `smtp://${smtpUser}:${smtpPassword}@127.0.0.1:${smtp.port}`,
    MAIL_FROM: 'Sovra <no-reply@sovra.test>',
    CONTACT_NOTIFY: 'sales@sovra.test',
    OUTBOX_POLL_SECONDS: String(outboxPollSeconds),
  });
  ({ a, b } = sites);
}, 120_000);

afterAll(async () => {
  await sites?.stop();
  await smtp?.close();
});

const call = callSite;
const chrome = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';

async function signIn(server: SiteServer, client = '198.51.100.7'): Promise<string> {
  const result = await call(server, '/api/auth/login', { method: 'POST', json: { username: 'admin', password: adminPassword }, client });
  expect(result.status, JSON.stringify(result.body)).toBe(200);
  return result.body.data.token;
}

/**
 * Polls until `check` holds (the test's time limit ends a wait that never does: no cache here
 * expires by itself, so only the change's announcement can make it hold). How long a change takes
 * to reach the other process is a figure of `npm run bench:load`.
 */
async function until(check: () => Promise<boolean>): Promise<void> {
  while (!(await check())) await new Promise((resolve) => setTimeout(resolve, 20));
}

describe('two server processes on one PostgreSQL database', () => {
  it('share sessions: made on one, valid on the other; ended on one, refused by both', async () => {
    const token = await signIn(a);
    expect((await call(b, '/api/auth/verify', { token })).status).toBe(200);
    expect((await call(b, '/api/auth/logout', { method: 'POST', token })).status).toBeLessThan(300);
    expect((await call(a, '/api/auth/verify', { token })).status).toBe(401);
    expect((await call(b, '/api/auth/verify', { token })).status).toBe(401);
  });

  it('count sign-in failures together: the limit holds however the attempts are spread', async () => {
    const client = '203.0.113.99';
    const answers: number[] = [];
    for (let attempt = 0; attempt < maxFailuresPerUsernameAndIp + 2; attempt++) {
      const server = attempt % 2 ? b : a;
      answers.push((await call(server, '/api/auth/login', { method: 'POST', json: { username: 'admin', password: 'wrong password' }, client })).status);
    }
    expect(answers).toEqual([...Array(maxFailuresPerUsernameAndIp).fill(401), 429, 429]);
    // Parallel attempts on both at once are ranked alike: none past the limit gets a password check.
    const parallel = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        call(i % 2 ? b : a, '/api/auth/login', { method: 'POST', json: { username: 'admin', password: 'wrong' }, client: '203.0.113.100' }),
      ),
    );
    expect(parallel.filter((answer) => answer.status === 401)).toHaveLength(maxFailuresPerUsernameAndIp);
    expect(parallel.filter((answer) => answer.status === 429)).toHaveLength(12 - maxFailuresPerUsernameAndIp);
  });

  it('count likes from one address together: of 40 sent to both at once, the 30 the limit allows get through', async () => {
    const [post] = (await call(a, '/api/blogs')).body.data.blogs;
    // Each a browser of its own, so each like is a visitor's first.
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        call(i % 2 ? b : a, `/api/blogs/${post.id}/like`, { method: 'POST', client: '203.0.113.120', headers: { 'user-agent': `${chrome} #${i}` } }),
      ),
    );
    const liked = answers.filter((answer) => answer.status === 200);
    expect(liked).toHaveLength(likeLimit.max);
    expect(liked.every((answer) => answer.body.data.liked)).toBe(true);
    const refused = answers.filter((answer) => answer.status === 429);
    expect(refused).toHaveLength(40 - likeLimit.max);
    for (const answer of refused) {
      expect(answer.body).toMatchObject({ success: false, error: 'RATE_LIMITED', message: 'Too many likes from this address. Please try again later.' });
      expect(Number(answer.headers.get('retry-after'))).toBeGreaterThan(likeLimit.windowMs / 1000 - 60);
    }
    // Another address likes on.
    expect((await call(b, `/api/blogs/${post.id}/like`, { method: 'POST', client: '203.0.113.121', headers: { 'user-agent': chrome } })).status).toBe(200);
  });

  it('answer other addresses while one floods likes: its queued likes hold no database connection, and it gets its 30, the rest 429, never 503', async () => {
    const [post] = (await call(a, '/api/blogs')).body.data.blogs;
    // Seen from outside: 300 of one address queued on its key's lock held every pooled connection,
    // so other addresses' likes got 503 and the flood's own likes failed after their hit was counted.
    const flood = Promise.all(
      Array.from({ length: 300 }, (_, i) =>
        call(i % 2 ? b : a, `/api/blogs/${post.id}/like`, { method: 'POST', client: '203.0.113.130', headers: { 'user-agent': `${chrome} #${i}` } }),
      ),
    );
    await new Promise((resolve) => setTimeout(resolve, 100));
    const others = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        call(i % 2 ? b : a, `/api/blogs/${post.id}/like`, { method: 'POST', client: `203.0.113.${140 + i}`, headers: { 'user-agent': chrome } }),
      ),
    );
    expect(others.map((answer) => answer.status)).toEqual(Array(6).fill(200));
    const answers = await flood;
    expect(answers.filter((answer) => answer.status === 200 && answer.body.data.liked)).toHaveLength(likeLimit.max);
    expect(answers.filter((answer) => answer.status === 429)).toHaveLength(300 - likeLimit.max);
  });

  it("count a visitor's page views together: past the limit on one, no longer counted on the other once it has synced", async () => {
    const token = await signIn(a);
    const views = async (): Promise<number> => (await call(a, '/api/analytics?days=2', { token })).body.data.totals.views;
    const visitor = { client: '203.0.113.122', headers: (server: SiteServer) => ({ origin: server.origin, 'user-agent': chrome }) };
    const page = { path: '/', language: 'en' };
    const before = await views();
    // ANALYTICS_VIEWS_PER_MINUTE (60) from one visitor, all to A's beacon route: each counted once A has written them.
    for (let i = 0; i < 60; i++) {
      const answer = await call(a, '/api/events', { method: 'POST', client: visitor.client, headers: visitor.headers(a), json: { type: 'pageview', ...page } });
      expect(answer.status).toBe(204);
    }
    await until(async () => (await views()) === before + 60);
    // Then to B through GraphQL, whose answer says whether the view was counted. B counts what it
    // gets until it hears of A's views at its next sync (every ANALYTICS_FLUSH_MS, 1 s, once it has a
    // view of its own to add), then refuses the visitor, having counted far fewer than the limit itself.
    // (Should a minute turn meanwhile, the window slides: A's views still weigh nearly all they did.)
    const viewOnB = async (): Promise<boolean> => {
      const answer = await call(b, '/graphql', {
        method: 'POST',
        client: visitor.client,
        headers: visitor.headers(b),
        json: { query: 'mutation ($input: RecordPageViewInput!) { recordPageView(input: $input) { accepted } }', variables: { input: page } },
      });
      expect(answer.body.errors).toBeUndefined();
      return answer.body.data.recordPageView.accepted;
    };
    // A view every 100 ms at most: B's own count grows slowly while a busy database delays its sync.
    let countedByB = 0;
    while (await viewOnB()) {
      countedByB++;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(countedByB).toBeGreaterThanOrEqual(1);
    expect(countedByB).toBeLessThan(60);
    for (let i = 0; i < 20; i++) expect(await viewOnB()).toBe(false);
    // B writes the views it counted, not the ones it refused.
    await until(async () => (await views()) === before + 60 + countedByB);
  });

  it('show a post published on one on the other, though the other had cached the list', async () => {
    const token = await signIn(a);
    const before = await call(b, '/api/blogs');
    expect(before.status).toBe(200);
    // The second read comes from B's public cache.
    expect((await call(b, '/api/blogs')).body).toEqual(before.body);
    const created = await call(a, '/api/blogs', {
      method: 'POST',
      token,
      json: {
        status: 'published',
        translations: {
          en: { title: 'Seen from the other process', excerpt: 'Both', body: 'Both processes.' },
          ar: { title: 'مرئي من العملية الأخرى', excerpt: 'كلاهما', body: 'كلتا العمليتين.' },
        },
      },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const slug = created.body.data.slug;
    await until(async () => JSON.stringify((await call(b, '/api/blogs')).body).includes(slug));
    expect((await call(b, `/api/blogs/${slug}`)).status).toBe(200);
  });

  it('send each enquiry exactly once, whichever process took it and both workers polling', async () => {
    const subjects = Array.from({ length: 8 }, (_, i) => `Two processes enquiry ${i}`);
    await Promise.all(
      subjects.map((subject, i) =>
        call(i % 2 ? b : a, '/api/contact', {
          method: 'POST',
          client: `192.0.2.${i + 10}`,
          json: {
            fullName: 'Layla Haddad',
            company: 'Gulf Logistics',
            email: 'layla@gulf-logistics.ae',
            subject,
            message: 'A pilot of Core on premises, please.',
            consent: true,
            language: 'en',
          },
        }).then((answer) => expect(answer.status, JSON.stringify(answer.body)).toBeLessThan(300)),
      ),
    );
    const mailsAbout = (subject: string) => smtp.received.filter((mail) => mail.text.includes(subject) || (mail.headers.subject ?? '').includes(subject));
    await until(async () => subjects.every((subject) => mailsAbout(subject).length >= 1));
    // Both workers keep polling a while longer (four times each): a second copy would arrive now.
    await new Promise((resolve) => setTimeout(resolve, 4 * outboxPollSeconds * 1000));
    expect(subjects.map((subject) => mailsAbout(subject).length)).toEqual(subjects.map(() => 1));
  });

  it('serve an image uploaded on one from the other, byte for byte, and neither serves it once deleted', async () => {
    const token = await signIn(a);
    const png = await sharp({ create: { width: 96, height: 64, channels: 3, background: '#0a7d5a' } })
      .png()
      .toBuffer();
    const body = new FormData();
    body.set('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'two-processes.png');
    body.set('altEn', 'A green square');
    body.set('altAr', 'مربع أخضر');
    const uploaded = await call(a, '/api/media', { method: 'POST', body, token });
    expect(uploaded.status, JSON.stringify(uploaded.body)).toBe(201);
    const src: string = uploaded.body.data.image.src;
    const [fromA, fromB] = await Promise.all([fetch(`${a.origin}${src}`), fetch(`${b.origin}${src}`)]);
    expect([fromA.status, fromB.status]).toEqual([200, 200]);
    expect(Buffer.from(await fromB.arrayBuffer()).equals(Buffer.from(await fromA.arrayBuffer()))).toBe(true);
    // B keeps the file in memory now; deleted on A, it must stop serving it too.
    expect((await call(a, `/api/media/${uploaded.body.data.id}`, { method: 'DELETE', token })).status).toBeLessThan(300);
    expect((await fetch(`${a.origin}${src}`)).status).toBe(404);
    await until(async () => (await fetch(`${b.origin}${src}`)).status === 404);
  });

  it("show a page and a menu saved on one in the other's answers, though the other had cached them", async () => {
    const token = await signIn(a);
    const url = '/api/pages/by-path?path=/privacy&lang=en';
    const before = await call(b, url);
    expect(before.status).toBe(200);
    expect((await call(b, url)).body).toEqual(before.body);
    const { id } = before.body.data;
    const written = (await call(a, `/api/pages/${id}`, { token })).body.data;
    const title = `Privacy, saved on A at ${Date.now()}`;
    const translations = { ...written.translations, en: { ...written.translations.en, title } };
    const saved = await call(a, `/api/pages/${id}`, { method: 'PUT', token, json: { ...written, status: 'published', translations } });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    // The edit of a live page waits as pending changes until they are published, on A.
    const published = await call(a, `/api/pages/${id}/publish-changes`, { method: 'POST', token, json: { version: saved.body.data.version } });
    expect(published.status, JSON.stringify(published.body)).toBe(200);
    await until(async () => (await call(b, url)).body.data?.title === title);

    const [header] = (await call(b, '/api/menus')).body.data.menus;
    const kept = header.items.slice(0, 3);
    const menu = await call(a, '/api/menus/header', { method: 'PUT', token, json: { items: kept, version: header.version } });
    expect(menu.status, JSON.stringify(menu.body)).toBe(200);
    await until(async () => (await call(b, '/api/menus')).body.data.menus[0].items.length === kept.length);
  });

  it('send an old address on from the other as soon as a redirect is added on one, though the other had answered it as not found', async () => {
    const token = await signIn(a);
    const old = `/scale-old-${Date.now()}`;
    const visit = () => call(b, `${old}?lang=ar`, { redirect: 'manual' });
    expect((await visit()).status).toBe(404);
    const added = await call(a, '/api/redirects', { method: 'POST', token, json: { from: old, to: '/privacy' } });
    expect(added.status, JSON.stringify(added.body)).toBe(201);
    await until(async () => (await visit()).headers.get('location') === '/privacy?lang=ar');
  });

  it('apply a settings change made on one to the other’s pages', async () => {
    const token = await signIn(a);
    // Read once on B first: its settings and public cache hold the old name.
    expect((await call(b, '/api/settings')).status).toBe(200);
    const name = `Sovra ${Date.now()}`;
    const saved = await call(a, '/api/settings', { method: 'PATCH', token, json: { siteName: name } });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    await until(async () => (await call(b, '/api/settings')).body.data?.siteName === name);
  });
});
