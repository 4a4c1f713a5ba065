import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompress } from '../../scripts/build-web.ts';
import { createTestApp, type TestApp } from '../testing/testApp.ts';

let app: TestApp;
const dist = mkdtempSync(join(tmpdir(), 'sovra-dist-'));
const script = 'export function greet(name) { return `Hello, ${name}`; }\n'.repeat(100);

beforeAll(() => {
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><title>app</title><div id="root"></div>');
  writeFileSync(join(dist, 'assets/index-abc123.js'), 'console.log(1)');
  writeFileSync(join(dist, 'assets/index-abc123.js.map'), '{"sourcesContent":["secret source"]}');
  writeFileSync(join(dist, 'humans.txt'), 'Team: Sovra');
  writeFileSync(join(dist, 'assets/app-def456.js'), script);
  writeFileSync(join(dist, 'assets/app-def456.css'), 'body { margin: 0 }\n'.repeat(200));
  writeFileSync(join(dist, 'logo.svg'), `<svg xmlns="http://www.w3.org/2000/svg">${'<rect width="1" height="1"/>'.repeat(100)}</svg>`);
  precompress(dist);
  app = createTestApp({ WEB_DIST: dist });
});
afterAll(async () => {
  await app.cleanup();
  rmSync(dist, { recursive: true, force: true });
});

describe('serving the files of the built web app', () => {
  it('caches hashed assets for a year', async () => {
    const response = await app.request('/assets/index-abc123.js');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(response.headers.get('content-type')).toMatch(/javascript/);
  });

  it('serves files of the public folder', async () => {
    const response = await app.request('/humans.txt');
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('Team: Sovra');
  });

  it('never serves files outside the build folder, index.html, the build manifest or source maps as files', async () => {
    for (const path of [
      '/../package.json',
      '/%2e%2e/package.json',
      '/assets/%2e%2e%2f%2e%2e%2fpackage.json',
      '/index.html',
      '/.vite/manifest.json',
      '/assets/index-abc123.js.map',
    ]) {
      const response = await app.request(path);
      const text = await response.text();
      expect(text, path).not.toContain('"dependencies"');
      expect(text, path).not.toContain('"file"');
      expect(text, path).not.toContain('secret source');
      expect(text, path).not.toContain('<div id="root"></div>');
    }
  });

  it('answers pages with 503 and a hint while the server renderer is not built', async () => {
    const response = await app.request('/');
    expect(response.status).toBe(503);
    expect(await response.text()).toContain('npm run build');
  });

  it('sends security headers with every response', async () => {
    for (const path of ['/', '/api/health', '/humans.txt']) {
      const response = await app.request(path);
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('content-security-policy')).toContain("script-src 'self'");
    }
  });

  it.each(['/assets/index-abc123.js', '/humans.txt'])('answers HEAD %s like GET, without a body', async (path) => {
    const get = await app.request(path);
    const head = await app.request(path, { method: 'HEAD' });
    expect(head.status).toBe(get.status);
    expect(head.headers.get('content-type')).toBe(get.headers.get('content-type'));
    expect(head.headers.get('cache-control')).toBe(get.headers.get('cache-control'));
    expect(await head.text()).toBe('');
  });

  it('refuses to write to a file', async () => {
    const response = await app.request('/humans.txt', { method: 'POST', body: 'x' });
    expect(response.status).toBe(405);
  });
});

describe('files compressed at build time', () => {
  it('writes .br and .gz beside text files worth compressing, and only those', () => {
    expect(existsSync(join(dist, 'assets/app-def456.js.br'))).toBe(true);
    expect(existsSync(join(dist, 'assets/app-def456.js.gz'))).toBe(true);
    expect(existsSync(join(dist, 'logo.svg.br'))).toBe(true);
    expect(existsSync(join(dist, 'humans.txt.br'))).toBe(false); // too small
    expect(existsSync(join(dist, 'assets/index-abc123.js.br'))).toBe(false);
    expect(existsSync(join(dist, 'index.html.br'))).toBe(false); // never served as a file
  });

  it.each([
    ['/assets/app-def456.js', /^text\/javascript/],
    ['/assets/app-def456.css', /^text\/css/],
    ['/logo.svg', /^image\/svg\+xml/],
  ])('serves %s precompressed, with its own content type', async (path, type) => {
    const original = readFileSync(join(dist, path));
    for (const [accept, encoding] of [
      ['gzip, deflate, br', 'br'],
      ['gzip', 'gzip'],
      ['identity', null],
      [null, null],
    ] as const) {
      const response = await app.request(path, { headers: accept ? { 'accept-encoding': accept } : {} });
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type'), `${accept}`).toMatch(type);
      expect(response.headers.get('content-encoding'), `${accept}`).toBe(encoding);
      expect(response.headers.get('vary'), `${accept}`).toMatch(/accept-encoding/i);
      const body = Buffer.from(await response.arrayBuffer());
      const decoded = encoding === 'br' ? brotliDecompressSync(body) : encoding === 'gzip' ? gunzipSync(body) : body;
      expect(decoded.equals(original)).toBe(true);
    }
  });

  it('answers HEAD with the headers of GET, its length included, and no body', async () => {
    for (const encoding of ['br', 'gzip', 'identity']) {
      const headers = { 'accept-encoding': encoding };
      const get = await app.request('/assets/app-def456.js', { headers });
      const head = await app.request('/assets/app-def456.js', { method: 'HEAD', headers });
      expect(head.status).toBe(200);
      expect(Object.fromEntries(head.headers)).toEqual(Object.fromEntries(get.headers));
      expect(head.headers.get('content-length')).toBe(String((await get.arrayBuffer()).byteLength));
      expect(await head.text()).toBe('');
    }
  });
});
