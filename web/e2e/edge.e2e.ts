import { mkdtempSync, rmSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSiteServer, stopProcess, type SiteServer } from '../../api/scripts/siteServer.ts';
import { baseUrl } from './browser.ts';

// What a scanner's traffic costs the built site (issue 20): every missing address is one cached
// page, parameters a page does not read change nothing it sends (so none can poison the cache), and
// what must be worked out for a visitor is limited per address.

const get = (path: string, headers: Record<string, string> = {}, origin = baseUrl()) => fetch(`${origin}${path}`, { headers, redirect: 'manual' });
const english = { cookie: 'lang=en' };

/** A GET with a Host header of our choosing (fetch will not send one). */
function getWithHost(path: string, host: string, origin = baseUrl(), headers: Record<string, string> = {}): Promise<{ status: number; body: string }> {
  const { port } = new URL(origin);
  return new Promise((done, fail) => {
    httpRequest({ host: '127.0.0.1', port, path, headers: { host, cookie: 'lang=en', ...headers } }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () => done({ status: response.statusCode ?? 0, body }));
    })
      .on('error', fail)
      .end();
  });
}

describe('a missing page', () => {
  it('is one cached page for every address a scanner tries, the same bytes whatever was asked', async () => {
    const first = await get('/wp-admin/setup-config.php', english);
    expect(first.status).toBe(404);
    const html = await first.text();
    expect(html).toContain('<html lang="en" dir="ltr">');
    for (const path of ['/.env', '/cgi-bin/luci?x=1', '/%ZZ', '/blog/no-such-article', '/admin/../etc/passwd.bak', `/${'a'.repeat(3000)}`]) {
      const again = await get(path, english);
      expect(again.status, path).toBe(404);
      expect(again.headers.get('x-cache'), path).toBe('hit');
      expect(again.headers.get('etag'), path).toBe(first.headers.get('etag'));
    }
    // Nothing of the address is in it: its language switch is relative to wherever it was asked.
    expect(html).not.toContain('setup-config');
    expect(html).toContain('href="?lang=ar"');
  });

  it('is one page per language, and the same for any host', async () => {
    const arabic = await get('/no-such-page', { 'accept-language': 'ar' });
    expect(arabic.status).toBe(404);
    expect(await arabic.text()).toContain('<html lang="ar" dir="rtl">');
    const [a, b] = await Promise.all([getWithHost('/one-missing-page', 'localhost'), getWithHost('/another-missing-page', 'other.example')]);
    expect(a.status).toBe(404);
    expect(b.body).toBe(a.body);
  });

  it('for an article is the same one page: a scanner’s guessed slugs are not worked out each time', async () => {
    const missingPage = await get('/no-such-page-at-all', english);
    for (const path of ['/blog/no-such-article', '/blog/another-guess-42']) {
      const missing = await get(path, english);
      expect(missing.status, path).toBe(404);
      expect(missing.headers.get('x-cache'), path).toBe('hit');
      expect(missing.headers.get('etag'), path).toBe(missingPage.headers.get('etag'));
    }
  });
});

describe('parameters a page does not read', () => {
  it('never reach its links, nor its size: one copy for every visitor', async () => {
    const plain = await get('/blog?lang=ar');
    const plainHtml = await plain.text();
    const poisoned = await get(`/blog?lang=ar&gclid=EVIL&utm_source=${'x'.repeat(14_000)}`);
    const html = await poisoned.text();
    expect(poisoned.headers.get('x-cache')).toBe('hit');
    expect(html).toBe(plainHtml);
    expect(html).not.toContain('EVIL');
    // Asked first with the junk, the page still holds none of it.
    const first = await get('/sovra-core?lang=en&gclid=EVIL2');
    expect(await first.text()).not.toContain('EVIL2');
  });

  it('are answers the page does not know: the solution finder’s are ignored', async () => {
    const home = await get('/', english);
    const junk = await get('/?size=huge&priority=%3Cscript%3E', english);
    expect(junk.headers.get('etag')).toBe(home.headers.get('etag'));
  });

  it('a topic the blog does not list leads to the whole blog (302), keeping the language', async () => {
    const unknown = await get('/blog?tag=no-such-topic-42&lang=ar&utm_source=x');
    expect(unknown.status).toBe(302);
    expect(unknown.headers.get('location')).toBe('/blog?lang=ar');
    const topic = await get('/blog?tag=data-sovereignty&lang=en');
    expect(topic.status).toBe(200);
    const html = await topic.text();
    expect(html).toContain('aria-current="true"');
  });
});

describe('HEAD', () => {
  it('answers a page with GET’s status and headers, its compressed length included, and no body', async () => {
    const headers = { ...english, 'accept-encoding': 'br' };
    const pageGet = await get('/sovra-vault', headers);
    // The bytes sent (fetch hands back the body decompressed).
    const length = pageGet.headers.get('content-length');
    expect(Number(length)).toBeGreaterThan(1000);
    const head = await fetch(`${baseUrl()}/sovra-vault`, { method: 'HEAD', headers });
    expect(head.status).toBe(200);
    for (const name of ['etag', 'cache-control', 'vary', 'content-type', 'content-encoding', 'content-language']) {
      expect(head.headers.get(name), name).toBe(pageGet.headers.get(name));
    }
    expect(head.headers.get('content-length')).toBe(length);
  });
});

describe('a site at its own address (SITE_URL) behind a proxy', () => {
  let limited: SiteServer;
  let dataDir: string;
  let token: string;
  const adminPassword = 'edge test administrator';
  const siteUrl = 'http://sovra.example';
  const from = (address: string, headers: Record<string, string>) => ({ ...headers, 'x-forwarded-for': address });
  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'sovra-edge-'));
    // Behind a proxy (TRUST_PROXY): the test speaks for several addresses through X-Forwarded-For.
    limited = await startSiteServer({
      databaseFile: join(dataDir, 'site.db'),
      env: { PUBLIC_MISS_MS_PER_SECOND: '20', TRUST_PROXY: 'true', ADMIN_PASSWORD: adminPassword, SITE_URL: siteUrl },
      stdout: 'ignore',
    });
    const login = await fetch(`${limited.origin}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'admin', password: adminPassword }),
    });
    token = ((await login.json()) as { data: { token: string } }).data.token;
  });
  afterAll(async () => {
    await stopProcess(limited.process);
    rmSync(dataDir, { recursive: true, force: true });
  });

  /** A real change of content (a post published), which empties the public cache. */
  async function publishPost(slug: string) {
    const response = await fetch(`${limited.origin}/api/blogs`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({
        status: 'published',
        slug,
        tags: [],
        coverImage: null,
        translations: { en: { title: `Edge ${slug}`, excerpt: 'An excerpt', body: 'Some words.' }, ar: { title: 'مقالة', excerpt: 'مقتطف', body: 'كلمات.' } },
      }),
    });
    expect(response.status).toBe(201);
  }

  it('keeps the missing page in the language of its entry, whatever the cookie of the visitor who made it', async () => {
    await publishPost('edge-missing-language');
    // The first missing page after the change asks for English in the address, Arabic in its cookie.
    const english = await get('/poison-1?lang=en', from('198.51.100.1', { cookie: 'lang=ar' }), limited.origin);
    expect(english.status).toBe(404);
    expect(await english.text()).toContain('<html lang="en" dir="ltr">');
    const arabic = await get('/wp-login.php', from('198.51.100.2', { cookie: 'lang=ar' }), limited.origin);
    expect(await arabic.text()).toContain('<html lang="ar" dir="rtl">');
    const englishAgain = await get('/wp-login.php?lang=en', from('198.51.100.3', { cookie: 'lang=ar' }), limited.origin);
    expect(englishAgain.headers.get('x-cache')).toBe('hit');
    expect(await englishAgain.text()).toContain('<html lang="en" dir="ltr">');
  });

  it('never lets a request’s Host reach an article’s share links, which name the site’s address', async () => {
    await publishPost('edge-share-links');
    const poisoned = await getWithHost('/blog/edge-share-links', 'evil.example', limited.origin, { 'x-forwarded-for': '198.51.100.4' });
    expect(poisoned.status).toBe(200);
    const page = await get('/blog/edge-share-links', from('198.51.100.5', english), limited.origin);
    expect(page.headers.get('x-cache')).toBe('hit');
    const html = await page.text();
    expect(poisoned.body).not.toContain('evil.example');
    expect(html).not.toContain('evil.example');
    expect(html).toContain(encodeURIComponent(`${siteUrl}/blog/edge-share-links?lang=en`));
  });

  it('past the limit, is a small page in the visitor’s language saying to wait (429, Retry-After), while cached pages still answer', async () => {
    await get('/', from('192.0.2.1', english), limited.origin);
    // Each search is rendered (a visitor's own words are never kept): 200 ms of work in 10 s are soon
    // spent, after some 30 to 70 renders as their cost goes (the loop stops at the first 429).
    const statuses: number[] = [];
    for (let i = 0; i < 400 && !statuses.includes(429); i++)
      statuses.push((await get(`/blog?q=search${i}`, from('192.0.2.2', { cookie: 'lang=ar' }), limited.origin)).status);
    expect(statuses[0]).toBe(200);
    expect(statuses).toContain(429);
    const refused = await get('/blog?q=one-more', from('192.0.2.2', { cookie: 'lang=ar' }), limited.origin);
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe('1');
    expect(refused.headers.get('content-type')).toMatch(/^text\/html/);
    const html = await refused.text();
    expect(html).toContain('<html lang="ar" dir="rtl">');
    expect(html).toContain('طلبات كثيرة جدًا');
    expect(html).not.toContain('<script');
    const cached = await get('/', from('192.0.2.2', english), limited.origin);
    expect(cached.status).toBe(200);
    expect(cached.headers.get('x-cache')).toBe('hit');
  });
});
