import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedContent } from '../services/seed.ts';
import { createTestApp, type TestApp } from '../testing/testApp.ts';
import { compressResponse, negotiateEncoding } from './compression.ts';

describe('choosing a coding from Accept-Encoding', () => {
  it.each([
    [null, null],
    ['', null],
    ['identity', null],
    ['gzip', 'gzip'],
    ['x-gzip', 'gzip'],
    ['br', 'br'],
    ['gzip, deflate, br', 'br'],
    ['gzip, br', 'br'],
    ['GZIP;Q=1, BR;Q=0.5', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['br;q=0, gzip;q=0', null],
    ['*', 'br'],
    ['*;q=0.5, gzip', 'gzip'],
    ['*;q=0, identity', null],
    ['gzip;q=0.5, identity', null],
    ['gzip;q=1, identity;q=0.5', 'gzip'],
    ['deflate', null],
    ['br;q=nonsense, gzip;q=0.1', 'gzip'],
  ])('%j → %s', (header, expected) => {
    expect(negotiateEncoding(header)).toBe(expected);
  });

  it('chooses among the codings available only', () => {
    expect(negotiateEncoding('br, gzip', ['gzip'])).toBe('gzip');
    expect(negotiateEncoding('br', ['gzip'])).toBeNull();
  });
});

describe('what is never compressed', () => {
  const request = new Request('http://site/', { headers: { 'accept-encoding': 'br, gzip' } });
  const big = 'x'.repeat(5000);

  it('compresses a large text body', async () => {
    const response = await compressResponse(request, new Response(big, { headers: { 'content-type': 'text/html; charset=utf-8' } }));
    expect(response.headers.get('content-encoding')).toBe('br');
  });

  it.each([
    ['a 204', () => new Response(null, { status: 204 })],
    ['a body already encoded', () => new Response(big, { headers: { 'content-type': 'text/html', 'content-encoding': 'gzip' } })],
    ['an image', () => new Response(big, { headers: { 'content-type': 'image/png' } })],
    ['an event stream', () => new Response(big, { headers: { 'content-type': 'text/event-stream' } })],
    ['no-transform', () => new Response(big, { headers: { 'content-type': 'text/html', 'cache-control': 'no-transform' } })],
  ])('leaves %s alone', async (_name, make) => {
    const original = make();
    const response = await compressResponse(request, original);
    expect(response).toBe(original);
    expect(response.headers.get('content-encoding')).toBe(original.headers.get('content-encoding'));
  });

  it('leaves HEAD alone', async () => {
    const original = new Response(big, { headers: { 'content-type': 'text/html' } });
    const response = await compressResponse(new Request('http://site/', { method: 'HEAD', headers: { 'accept-encoding': 'br' } }), original);
    expect(response.headers.get('content-encoding')).toBeNull();
  });
});

describe('compressing answers', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = createTestApp();
    await seedContent(app.db, app.log);
    await app.publicContent.changed();
  });
  afterAll(() => app.cleanup());

  const decode = async (response: Response) => {
    const bytes = Buffer.from(await response.arrayBuffer());
    const encoding = response.headers.get('content-encoding');
    return (encoding === 'br' ? brotliDecompressSync(bytes) : encoding === 'gzip' ? gunzipSync(bytes) : bytes).toString('utf8');
  };

  it('sends br or gzip as the client asks, the same content either way, varying on Accept-Encoding', async () => {
    const plain = await app.request('/api/blogs');
    const text = await plain.text();
    expect(text.length).toBeGreaterThan(1024);
    expect(plain.headers.get('content-encoding')).toBeNull();
    for (const [accept, expected] of [
      ['gzip, deflate, br', 'br'],
      ['gzip', 'gzip'],
      ['br;q=0, gzip', 'gzip'],
      ['identity', null],
    ] as const) {
      const response = await app.request('/api/blogs', { headers: { 'accept-encoding': accept } });
      expect(response.headers.get('content-encoding'), accept).toBe(expected);
      expect(response.headers.get('vary'), accept).toMatch(/accept-encoding/i);
      expect(response.headers.get('etag'), accept).toBe(plain.headers.get('etag'));
      expect(await decode(response), accept).toBe(text);
    }
  });

  it('compresses answers the cache does not keep, per request', async () => {
    const staff = await app.createStaff({ username: 'reader', role: 'ADMIN' });
    const token = await app.signIn(staff.username, staff.password);
    const query = '{ posts(first: 10) { edges { node { slug translation(locale: ar) { title excerpt } } } } }';
    const response = await app.request('/graphql', { method: 'POST', json: { query }, token, headers: { 'accept-encoding': 'br' } });
    expect(response.headers.get('x-cache')).toBeNull();
    expect(response.headers.get('content-encoding')).toBe('br');
    expect(response.headers.get('vary')).toMatch(/accept-encoding/i);
    expect(JSON.parse(await decode(response)).data.posts.edges).toHaveLength(3);
  });

  it('leaves small bodies uncompressed', async () => {
    const response = await app.request('/api/health', { headers: { 'accept-encoding': 'br, gzip' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-encoding')).toBeNull();
    expect((await response.json()).success).toBe(true);
  });

  it('answers HEAD as GET, coding and length included, without the body; leaves 304 untouched', async () => {
    const get = await app.request('/api/blogs', { headers: { 'accept-encoding': 'br' } });
    const head = await app.request('/api/blogs', { method: 'HEAD', headers: { 'accept-encoding': 'br' } });
    expect(head.status).toBe(200);
    expect(head.headers.get('content-encoding')).toBe('br');
    expect(head.headers.get('content-length')).toBe(String((await get.arrayBuffer()).byteLength));
    expect(await head.text()).toBe('');
    const { headers } = await app.request('/api/blogs');
    const notModified = await app.request('/api/blogs', { headers: { 'accept-encoding': 'br', 'if-none-match': headers.get('etag')! } });
    expect(notModified.status).toBe(304);
    expect(notModified.headers.get('content-encoding')).toBeNull();
    expect(await notModified.text()).toBe('');
  });
});
