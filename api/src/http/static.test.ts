import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedContent } from '../services/seed.ts';
import { createTestApp, type TestApp } from '../testing/testApp.ts';

let app: TestApp;
const dist = mkdtempSync(join(tmpdir(), 'sovra-dist-'));

beforeAll(async () => {
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><title>app</title><div id="root"></div>');
  writeFileSync(join(dist, 'assets/index-abc123.js'), 'console.log(1)');
  writeFileSync(join(dist, 'robots.txt'), 'User-agent: *');
  app = createTestApp({ WEB_DIST: dist });
  await seedContent(app.db, app.log);
});
afterAll(async () => {
  await app.cleanup();
  rmSync(dist, { recursive: true, force: true });
});

describe('serving the web app', () => {
  it.each(['/', '/blog', '/sovra-core', '/air-gapped-environments', '/ai-infrastructure-smes', '/admin', '/admin/blog/new', '/blog/private-llm-deployment-middle-east-enterprises'])(
    'answers %s with the app shell, never cached',
    async (path) => {
      const response = await app.request(path);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/text\/html/);
      expect(response.headers.get('cache-control')).toBe('no-cache');
      expect(await response.text()).toContain('<div id="root">');
    },
  );

  it.each(['/nope', '/blog/no-such-article', '/sovra-nothing', '/admin/nope/deeper'])('answers %s with HTTP 404 and the app shell (its not-found page)', async (path) => {
    const response = await app.request(path);
    expect(response.status).toBe(404);
    expect(await response.text()).toContain('<div id="root">');
  });

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

  it('never serves files outside the build folder', async () => {
    for (const path of ['/../package.json', '/%2e%2e/package.json', '/assets/%2e%2e%2f%2e%2e%2fpackage.json']) {
      const response = await app.request(path);
      expect(response.status).toBe(404);
      expect(await response.text()).not.toContain('"dependencies"');
    }
  });

  it('sends security headers with every response', async () => {
    for (const path of ['/', '/api/health']) {
      const response = await app.request(path);
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('content-security-policy')).toContain("script-src 'self'");
    }
  });
});

describe('HEAD and odd paths on the web app', () => {
  it.each(['/', '/blog/private-llm-deployment-middle-east-enterprises', '/nope', '/assets/index-abc123.js', '/robots.txt'])(
    'answers HEAD %s like GET, without a body',
    async (path) => {
      const get = await app.request(path);
      const head = await app.request(path, { method: 'HEAD' });
      expect(head.status).toBe(get.status);
      expect(head.headers.get('content-type')).toBe(get.headers.get('content-type'));
      expect(head.headers.get('cache-control')).toBe(get.headers.get('cache-control'));
      expect(await head.text()).toBe('');
    },
  );

  it.each(['/%ZZ', '/blog/%ZZ', '/assets/%E2%82.js', '/%ED%A0%80', '/%00'])('answers the odd escape in %s with the not-found page, not an error', async (path) => {
    const response = await app.request(path);
    expect(response.status).toBe(404);
    expect(await response.text()).toContain('<div id="root">');
  });
});
