import { describe, expect, it } from 'vitest';
import { baseUrl } from './browser.ts';

// Server-rendered pages come from the public cache after the first visit: same bytes and ETag,
// 304 on revalidation, one entry per language, compressed; built assets are sent precompressed.

const get = (path: string, headers: Record<string, string> = {}) => fetch(`${baseUrl()}${path}`, { headers, redirect: 'manual' });

describe('the public cache in front of server-rendered pages', () => {
  it('answers the second visit of the home page from the cache, with the same ETag, and 304 to If-None-Match', async () => {
    const first = await get('/', { cookie: 'lang=en' });
    expect(first.status).toBe(200);
    const html = await first.text();
    const etag = first.headers.get('etag');
    expect(etag).toMatch(/^W\/".+"$/);
    expect(first.headers.get('cache-control')).toBe('public, no-cache');

    const second = await get('/', { cookie: 'lang=en' });
    expect(second.headers.get('x-cache')).toBe('hit');
    expect(second.headers.get('etag')).toBe(etag);
    expect(await second.text()).toBe(html);

    const revalidated = await get('/', { cookie: 'lang=en', 'if-none-match': etag! });
    expect(revalidated.status).toBe(304);
    expect(await revalidated.text()).toBe('');
  });

  it('keeps one entry per language, whichever way the language was chosen', async () => {
    const english = await get('/', { cookie: 'lang=en' });
    const arabic = await get('/', { cookie: 'lang=ar' });
    expect(arabic.headers.get('content-language')).toBe('ar');
    expect(english.headers.get('content-language')).toBe('en');
    expect(arabic.headers.get('etag')).not.toBe(english.headers.get('etag'));
    expect(await arabic.text()).toContain('<html lang="ar" dir="rtl">');
    // The same language from Accept-Language: the same answer.
    const fromBrowser = await get('/', { 'accept-language': 'ar-AE,ar;q=0.9,en;q=0.5' });
    expect(fromBrowser.headers.get('x-cache')).toBe('hit');
    expect(fromBrowser.headers.get('etag')).toBe(arabic.headers.get('etag'));
    const fromQuery = await get('/?lang=ar', { cookie: 'lang=en' });
    expect(fromQuery.headers.get('content-language')).toBe('ar');
  });

  it('caches an article and the not-found page, which keeps its 404', async () => {
    for (const [path, status] of [
      ['/blog/private-llm-deployment-middle-east-enterprises', 200],
      ['/no-such-page-at-all', 404],
    ] as const) {
      await get(path);
      const again = await get(path);
      expect(again.status, path).toBe(status);
      expect(again.headers.get('x-cache'), path).toBe('hit');
    }
  });

  it('never caches the admin panel or a request that carries credentials', async () => {
    expect((await get('/admin')).headers.get('x-cache')).toBeNull();
    expect((await get('/', { authorization: 'Bearer whatever' })).headers.get('x-cache')).toBeNull();
  });

  it('sends pages compressed as the browser asks, and built assets precompressed', async () => {
    const br = await get('/', { 'accept-encoding': 'br', cookie: 'lang=en' });
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.headers.get('vary')).toMatch(/accept-encoding/i);
    const html = await br.text();
    expect(html).toContain('<html lang="en" dir="ltr">');
    const gzip = await get('/', { 'accept-encoding': 'gzip', cookie: 'lang=en' });
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
    expect(await gzip.text()).toBe(html);

    // Every script the page loads: those worth compressing come precompressed, with their own type.
    const scripts = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map((match) => match[1]);
    let precompressed = 0;
    for (const script of scripts) {
      const plain = await get(script, { 'accept-encoding': 'identity' });
      const text = await plain.text();
      expect(plain.headers.get('content-encoding'), script).toBeNull();
      const asset = await get(script, { 'accept-encoding': 'gzip, deflate, br' });
      expect(asset.status, script).toBe(200);
      expect(asset.headers.get('content-type'), script).toMatch(/^text\/javascript/);
      if (text.length >= 1024) {
        expect(asset.headers.get('content-encoding'), script).toBe('br');
        precompressed++;
      }
      expect(await asset.text(), script).toBe(text);
    }
    expect(precompressed).toBeGreaterThan(0);
  });
});
