import { request as httpRequest } from 'node:http';
import { connect, type AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSiteServer } from './http/server.ts';
import { seedContent } from './services/seed.ts';
import { createTestApp, type TestApp } from './testing/testApp.ts';
import { stubWebBuild } from './testing/webBuild.ts';

// The edge of the server, where anonymous traffic arrives (issue 20): what a scanner's misses cost,
// HEAD as GET, and HTTP's rules at the socket. Page-level cases (one missing page for every address,
// links that carry only what a page reads) run on the built app: web/e2e/edge.e2e.ts.

let app: TestApp;
let server: Server;
let port: number;

beforeAll(async () => {
  app = createTestApp();
  await seedContent(app.db, app.log);
  await app.publicContent.changed();
  server = createSiteServer(app);
  await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
  port = (server.address() as AddressInfo).port;
});
afterAll(async () => {
  await new Promise((closed) => server.close(closed));
  await app.cleanup();
});

/** Bytes written to a fresh connection, and everything the server sent back until it closed (or `waitMs` passed). */
function rawExchange(bytes: string | Buffer[], waitMs = 2000): Promise<{ text: string; closed: boolean }> {
  return new Promise((done, fail) => {
    const socket = connect(port, '127.0.0.1');
    let text = '';
    const timer = setTimeout(() => {
      socket.destroy();
      done({ text, closed: false });
    }, waitMs);
    socket.on('data', (chunk) => (text += chunk.toString('latin1')));
    socket.on('error', (error: NodeJS.ErrnoException) => (error.code === 'ECONNRESET' ? undefined : fail(error)));
    socket.on('close', () => {
      clearTimeout(timer);
      done({ text, closed: true });
    });
    for (const chunk of typeof bytes === 'string' ? [bytes] : bytes) socket.write(chunk);
  });
}

const headersOf = (response: Response) => Object.fromEntries([...response.headers].filter(([name]) => name !== 'x-cache'));

describe('HEAD is GET without the body', () => {
  it.each([
    ['/api/blogs?limit=3', 'br'],
    ['/api/blogs?limit=3', 'gzip'],
    ['/api/blogs?limit=3', 'identity'],
    ['/api/blogs/data-sovereignty-uae-ai-infrastructure-guide', 'br'],
    ['/graphql?query=%7B%20posts(first%3A%202)%20%7B%20totalCount%20%7D%20%7D', 'gzip'],
    ['/rss.xml?lang=ar', 'br'],
    ['/api/blogs/no-such-post', 'br'],
    ['/api/no-such-route', 'gzip'],
  ])('%s with Accept-Encoding %s: the status and headers GET sends, its length where GET states one', async (path, encoding) => {
    const headers = { 'accept-encoding': encoding };
    const get = await app.request(path, { headers });
    const length = (await get.arrayBuffer()).byteLength;
    const head = await app.request(path, { method: 'HEAD', headers });
    expect(head.status).toBe(get.status);
    expect(headersOf(head)).toEqual(headersOf(get));
    if (get.headers.has('content-length')) expect(head.headers.get('content-length')).toBe(String(length));
    expect(await head.text()).toBe('');
  });

  it('is kept and answered by the cache like GET: a first HEAD stores what a GET then gets', async () => {
    const path = '/api/blogs?limit=4&lang=ar';
    const head = await app.request(path, { method: 'HEAD' });
    expect(head.headers.get('cache-control')).toBe('public, no-cache');
    expect(head.headers.get('etag')).toMatch(/^W\//);
    const get = await app.request(path);
    expect(get.headers.get('x-cache')).toBe('hit');
    expect(get.headers.get('etag')).toBe(head.headers.get('etag'));
  });

  it('keeps its Content-Length over a real socket, and sends no body', async () => {
    const { text } = await rawExchange('HEAD /api/blogs?limit=2 HTTP/1.1\r\nHost: localhost\r\nAccept-Encoding: br\r\nConnection: close\r\n\r\n');
    const [head, body] = text.split('\r\n\r\n');
    const length = Number(/\r\ncontent-length: (\d+)/i.exec(head)?.[1]);
    const get = await app.request('/api/blogs?limit=2', { headers: { 'accept-encoding': 'br' } });
    expect(length).toBe((await get.arrayBuffer()).byteLength);
    expect(head).toMatch(/\r\ncontent-encoding: br/i);
    expect(body).toBe('');
  });
});

describe('a cached answer’s key holds only what changes it', () => {
  it('answers REST reads with unknown parameters, in any order or spelling, from the one entry', async () => {
    const first = await app.request('/api/blogs?limit=2&search=sovereignty');
    expect(first.status).toBe(200);
    for (const path of [
      '/api/blogs?search=sovereignty&limit=2',
      '/api/blogs?limit=2&search=sovereignty&utm_source=x',
      '/api/blogs?limit=2&gclid=EVIL&search=sovereignty',
    ]) {
      const again = await app.request(path);
      expect(again.headers.get('x-cache'), path).toBe('hit');
      expect(again.headers.get('etag'), path).toBe(first.headers.get('etag'));
    }
  });

  it('answers feeds with unknown parameters from the one entry of their language', async () => {
    const rss = await app.request('/rss.xml?lang=ar');
    const again = await app.request(`/rss.xml?lang=ar&x=${'y'.repeat(5000)}`);
    expect(again.headers.get('x-cache')).toBe('hit');
    expect(await again.text()).toBe(await rss.text());
    expect((await app.request('/sitemap.xml?random=1')).status).toBe(200);
    expect((await app.request('/sitemap.xml?random=2')).headers.get('x-cache')).toBe('hit');
  });

  it('never answers a malformed query from a well-formed one’s entry', async () => {
    await app.request('/api/blogs?search=abc');
    const malformed = await app.request('/api/blogs?search=abc&x=%ff');
    expect(malformed.status).toBe(400);
  });
});

describe('a miss costs about what producing the answer costs', () => {
  it('stores answers compressed quickly, and compresses popular ones harder off the request’s path', async () => {
    const path = '/api/blogs?limit=3&lang=en';
    const headers = { 'accept-encoding': 'br' };
    const first = Buffer.from(await (await app.request(path, { headers })).arrayBuffer());
    for (let i = 0; i < 3; i++) await (await app.request(path, { headers })).arrayBuffer();
    // zlib works in its own threads: wait until the harder variant has been swapped in.
    let later = first;
    for (let tries = 0; tries < 50 && later.byteLength >= first.byteLength; tries++) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      later = Buffer.from(await (await app.request(path, { headers })).arrayBuffer());
    }
    expect(later.byteLength).toBeLessThan(first.byteLength);
    expect(brotliDecompressSync(later).toString()).toBe(brotliDecompressSync(first).toString());
  });
});

describe("the server's own first renders (main.ts calls warmUp once it listens)", () => {
  it('put the most visited pages in the public cache however long they take: the miss budget is for visitors', async () => {
    // A cold start's renders are slow (2.5 to 4.4 s for the home page, seen from outside): past the
    // budget after the first, the others were refused with 429 and left for the first visitors.
    const build = stubWebBuild('const until = Date.now() + 300; while (Date.now() < until); return { status: 200, html: "page" };');
    const site = createTestApp({ WEB_DIST: build.webDist, SSR_DIST: build.ssrDist, PUBLIC_MISS_MS_PER_SECOND: '25' });
    try {
      await site.warmUp('http://localhost');
      for (const path of ['/', '/?lang=ar', '/blog', '/blog?lang=ar']) expect((await site.request(path)).headers.get('x-cache'), path).toBe('hit');
    } finally {
      await site.cleanup();
      build.remove();
    }
  });
});

// (How the count slides, and lets an address through again: windowLimiter.test.ts.)
describe('one address cannot make the server spend more than PUBLIC_MISS_MS_PER_SECOND on it a second', () => {
  let limited: TestApp;
  let editorToken: string;
  beforeAll(async () => {
    limited = createTestApp({ PUBLIC_MISS_MS_PER_SECOND: '5' });
    await seedContent(limited.db, limited.log);
    const editor = await limited.createStaff({ username: 'limited-editor', role: 'EDITOR' });
    editorToken = await limited.signIn(editor.username, editor.password);
  });
  afterAll(() => limited.cleanup());

  const search = (word: string, init: { ip: string; token?: string }) => limited.request(`/api/blogs?search=${word}`, init);
  /** Searches (each a miss) from one address until one is refused; their statuses. */
  async function searchUntilRefused(ip: string, token?: string): Promise<number[]> {
    const statuses: number[] = [];
    for (let i = 0; i < 200 && !statuses.includes(429); i++) statuses.push((await search(`word${ip}x${i}`, { ip, token })).status);
    return statuses;
  }

  it('answers the misses past the budget with 429, Retry-After and the API’s error shape, through both doors', async () => {
    const statuses = await searchUntilRefused('192.0.2.1');
    expect(statuses[0]).toBe(200);
    expect(statuses.at(-1)).toBe(429);
    const refused = await search('another', { ip: '192.0.2.1' });
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe('1');
    expect(await refused.json()).toMatchObject({ success: false, error: 'RATE_LIMITED', status: 429 });
    const graphql = await limited.request('/graphql', {
      method: 'POST',
      json: { query: '{ posts(first: 1, search: "zzz") { totalCount } }' },
      ip: '192.0.2.1',
    });
    expect(graphql.status).toBe(429);
    expect((await graphql.json()).errors[0].extensions.code).toBe('RATE_LIMITED');
  });

  it('still answers that address from the cache, and other addresses at all', async () => {
    await search('cached', { ip: '192.0.2.2' });
    expect((await searchUntilRefused('192.0.2.2')).at(-1)).toBe(429);
    expect((await search('cached', { ip: '192.0.2.2' })).status).toBe(200);
    expect((await search('fresh', { ip: '192.0.2.3' })).status).toBe(200);
    expect((await limited.request('/api/health', { ip: '192.0.2.2' })).status).toBe(200);
  });

  // The attack on issue 22: a new address of one IPv6 /64 for each search was never refused.
  it('counts an IPv6 /64 as one address, as every limit per visitor does', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 200 && !statuses.includes(429); i++) statuses.push((await search(`hop${i}`, { ip: `2001:db8:1:2::${(i + 1).toString(16)}` })).status);
    expect(statuses.at(-1)).toBe(429);
    expect((await search('neighbour', { ip: '2001:db8:1:2:ffff::9' })).status).toBe(429);
    expect((await search('next door', { ip: '2001:db8:1:3::1' })).status).toBe(200);
  });

  it('counts a made-up token as no token, and does not limit signed-in staff', async () => {
    expect((await searchUntilRefused('192.0.2.4', 'made-up')).at(-1)).toBe(429);
    const staff = [];
    for (let i = 0; i < 100; i++) staff.push((await search(`staff${i}`, { ip: '192.0.2.5', token: editorToken })).status);
    expect(staff.every((status) => status === 200)).toBe(true);
  });

  it('does not limit signed-in staff on feeds and pages either (made for them each time, never from the cache)', async () => {
    const feed = (ip: string, token: string) => limited.request('/rss.xml?lang=ar', { ip, token });
    const madeUp: number[] = [];
    for (let i = 0; i < 200 && !madeUp.includes(429); i++) madeUp.push((await feed('192.0.2.6', 'made-up')).status);
    expect(madeUp.at(-1)).toBe(429);
    const staff: number[] = [];
    for (let i = 0; i < madeUp.length + 20; i++) staff.push((await feed('192.0.2.7', editorToken)).status);
    expect(staff.every((status) => status === 200)).toBe(true);
  });
});

describe('HTTP at the socket', () => {
  it('closes the connection after a 413 for a chunked body, so the next request cannot hang on its leftover', async () => {
    const chunk = 'x'.repeat(64 * 1024);
    const head = 'POST /api/contact HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n';
    const body = Array.from({ length: 40 }, () => `${chunk.length.toString(16)}\r\n${chunk}\r\n`);
    const { text, closed } = await rawExchange([Buffer.from(head), ...body.map((part) => Buffer.from(part))], 5000);
    expect(text).toMatch(/^HTTP\/1\.1 413 /);
    expect(text).toMatch(/\r\nconnection: close\r\n/i);
    expect(closed).toBe(true);
  });

  it('closes the connection after a 413 for a declared length, before reading the body', async () => {
    const { text, closed } = await rawExchange(
      'POST /api/contact HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 99999999\r\n\r\n{',
      5000,
    );
    expect(text).toMatch(/^HTTP\/1\.1 413 /);
    expect(text).toMatch(/\r\nconnection: close\r\n/i);
    expect(closed).toBe(true);
  });

  it('tells a caller without a session to sign in (401) before it looks at a body declared too large, and closes the connection rather than read it', async () => {
    const { text, closed } = await rawExchange(
      'POST /api/blogs HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 99999999\r\n\r\n{',
      5000,
    );
    expect(text).toMatch(/^HTTP\/1\.1 401 /);
    expect(text).toMatch(/\r\nconnection: close\r\n/i);
    expect(closed).toBe(true);
  });

  it('keeps the connection open after a body it read: page views and GraphQL POSTs follow one another on one connection', async () => {
    const post = (path: string, type: string, body: string) =>
      `POST ${path} HTTP/1.1\r\nHost: localhost\r\nOrigin: http://localhost\r\nUser-Agent: Mozilla/5.0 Chrome/126\r\nContent-Type: ${type}\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`;
    const view = post('/api/events', 'text/plain;charset=UTF-8', JSON.stringify({ type: 'pageview', path: '/', language: 'en' }));
    const query = post('/graphql', 'application/json', JSON.stringify({ query: '{ posts(first: 1) { totalCount } }' }));
    const { text, closed } = await rawExchange(
      [view, query, view, query].map((request) => Buffer.from(request)),
      1000,
    );
    expect(text.match(/HTTP\/1\.1 \d+/g)).toEqual(['HTTP/1.1 204', 'HTTP/1.1 200', 'HTTP/1.1 204', 'HTTP/1.1 200']);
    expect(text).not.toMatch(/\r\nconnection: close\r\n/i);
    expect(closed).toBe(false);
  });

  it('refuses a request with two Host headers (400): the first would otherwise set canonical links', async () => {
    const { text } = await rawExchange('GET /api/blogs HTTP/1.1\r\nHost: localhost\r\nHost: evil.example\r\nConnection: close\r\n\r\n');
    expect(text).toMatch(/^HTTP\/1\.1 400 /);
    expect(text).toContain('"error":"BAD_USER_INPUT"');
    expect(text).toContain('more than one Host header');
  });

  it('says the status in words on the status line (200 OK, 404 Not Found)', async () => {
    expect((await rawExchange('GET /api/health HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n')).text).toMatch(/^HTTP\/1\.1 200 OK\r\n/);
    expect((await rawExchange('GET /api/no-such-route HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n')).text).toMatch(
      /^HTTP\/1\.1 404 Not Found\r\n/,
    );
  });

  it('answers one Host header as usual', async () => {
    const status = await new Promise<number>((done, fail) => {
      httpRequest({ port, host: '127.0.0.1', path: '/api/health', headers: { host: 'localhost' } }, (response) => {
        response.resume();
        done(response.statusCode ?? 0);
      })
        .on('error', fail)
        .end();
    });
    expect(status).toBe(200);
  });
});

describe('Strict-Transport-Security', () => {
  it('is sent for a year, subdomains included, when the site’s address is https, on every answer', async () => {
    const https = createTestApp({ SITE_URL: 'https://www.example.ae' });
    try {
      for (const path of ['/api/health', '/no-such-page', '/api/nope']) {
        expect((await https.request(path)).headers.get('strict-transport-security'), path).toBe('max-age=31536000; includeSubDomains');
      }
    } finally {
      await https.cleanup();
    }
  });

  it('is not sent when the site is http (a browser would then refuse it for good)', async () => {
    expect((await app.request('/api/health')).headers.get('strict-transport-security')).toBeNull();
  });
});
