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
function getWithHost(path: string, host: string): Promise<{ status: number; body: string }> {
  const { port } = new URL(baseUrl());
  return new Promise((done, fail) => {
    httpRequest({ host: '127.0.0.1', port, path, headers: { host, cookie: 'lang=en' } }, (response) => {
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
    for (const path of ['/.env', '/cgi-bin/luci?x=1', '/%ZZ', '/blog/UPPER', '/admin/../etc/passwd.bak', `/${'a'.repeat(3000)}`]) {
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

  it('for an article is worked out each time, and never kept (its address is anyone’s guess)', async () => {
    for (let i = 0; i < 2; i++) {
      const missing = await get('/blog/no-such-article', english);
      expect(missing.status).toBe(404);
      expect(missing.headers.get('x-cache')).not.toBe('hit');
      expect(missing.headers.get('cache-control')).toBe('no-store');
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

describe('what one address may make the server work out', () => {
  let limited: SiteServer;
  let dataDir: string;
  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'sovra-edge-'));
    // Behind a proxy (TRUST_PROXY): the test speaks for two addresses through X-Forwarded-For.
    limited = await startSiteServer({
      databaseFile: join(dataDir, 'site.db'),
      env: { PUBLIC_MISS_MS_PER_SECOND: '20', TRUST_PROXY: 'true', ADMIN_PASSWORD: 'edge test administrator' },
      stdout: 'ignore',
    });
  });
  afterAll(async () => {
    await stopProcess(limited.process);
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('past the limit, is a small page in the visitor’s language saying to wait (429, Retry-After), while cached pages still answer', async () => {
    const from = (address: string, headers: Record<string, string>) => ({ ...headers, 'x-forwarded-for': address });
    await get('/', from('192.0.2.1', english), limited.origin);
    // Each search is rendered (a visitor's own words are never kept): 200 ms of work in 10 s are soon spent.
    const statuses: number[] = [];
    for (let i = 0; i < 50 && !statuses.includes(429); i++) statuses.push((await get(`/blog?q=search${i}`, from('192.0.2.2', { cookie: 'lang=ar' }), limited.origin)).status);
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
