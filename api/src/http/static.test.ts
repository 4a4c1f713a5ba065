import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/testApp.ts';

let app: TestApp;
const dist = mkdtempSync(join(tmpdir(), 'sovra-dist-'));

beforeAll(() => {
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><title>app</title><div id="root"></div>');
  writeFileSync(join(dist, 'assets/index-abc123.js'), 'console.log(1)');
  writeFileSync(join(dist, 'robots.txt'), 'User-agent: *');
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
    const response = await app.request('/robots.txt');
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('User-agent: *');
  });

  it('never serves files outside the build folder, index.html or the build manifest as files', async () => {
    for (const path of ['/../package.json', '/%2e%2e/package.json', '/assets/%2e%2e%2f%2e%2e%2fpackage.json', '/index.html', '/.vite/manifest.json']) {
      const response = await app.request(path);
      const text = await response.text();
      expect(text, path).not.toContain('"dependencies"');
      expect(text, path).not.toContain('"file"');
      expect(text, path).not.toContain('<div id="root"></div>');
    }
  });

  it('answers pages with 503 and a hint while the server renderer is not built', async () => {
    const response = await app.request('/');
    expect(response.status).toBe(503);
    expect(await response.text()).toContain('npm run build');
  });

  it('sends security headers with every response', async () => {
    for (const path of ['/', '/api/health', '/robots.txt']) {
      const response = await app.request(path);
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('content-security-policy')).toContain("script-src 'self'");
    }
  });

  it.each(['/assets/index-abc123.js', '/robots.txt'])('answers HEAD %s like GET, without a body', async (path) => {
    const get = await app.request(path);
    const head = await app.request(path, { method: 'HEAD' });
    expect(head.status).toBe(get.status);
    expect(head.headers.get('content-type')).toBe(get.headers.get('content-type'));
    expect(head.headers.get('cache-control')).toBe(get.headers.get('cache-control'));
    expect(await head.text()).toBe('');
  });

  it('refuses to write to a file', async () => {
    const response = await app.request('/robots.txt', { method: 'POST', body: 'x' });
    expect(response.status).toBe(405);
  });
});
