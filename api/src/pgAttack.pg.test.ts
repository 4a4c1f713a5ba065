import { randomUUID } from 'node:crypto';
import pg from 'pg';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SiteServer } from '../scripts/siteServer.ts';
import { callSite, startTwoSites, type TwoSites } from './testing/twoSites.ts';

// Findings of the outside attack on two production processes sharing one PostgreSQL database
// (issue 12), kept as regression tests: npm run test:pg -- api/src/pgAttack.pg.test.ts

const adminPassword = 'two processes, one attacked site';
let sites: TwoSites;
let a: SiteServer;
let b: SiteServer;

beforeAll(async () => {
  sites = await startTwoSites({ ADMIN_PASSWORD: adminPassword, TRUST_PROXY: 'true', PUBLIC_CACHE_MB: '16', MEDIA_CACHE_MB: '16', LOG_LEVEL: 'error' });
  ({ a, b } = sites);
}, 120_000);

afterAll(() => sites?.stop());

const call = (server: SiteServer, path: string, init: Parameters<typeof callSite>[2] = {}) => callSite(server, path, { client: '198.51.100.9', ...init });

async function signIn(server: SiteServer): Promise<string> {
  const result = await call(server, '/api/auth/login', { method: 'POST', json: { username: 'admin', password: adminPassword } });
  expect(result.status).toBe(200);
  return result.body.data.token;
}

const post = (title: string) => ({ en: { title, excerpt: 'An excerpt', body: 'A body' } });

describe('two processes, one PostgreSQL database: attacks', () => {
  it('an image deleted on one process is no longer served by the other (its memory cache)', async () => {
    const token = await signIn(a);
    const png = await sharp({ create: { width: 48, height: 48, channels: 3, background: { r: 200, g: 17, b: 99 } } })
      .png()
      .toBuffer();
    const form = new FormData();
    form.append('file', new Blob([png], { type: 'image/png' }), 'private.png');
    form.append('altEn', 'private');
    form.append('altAr', 'خاص');
    const uploaded = await call(a, '/api/media', { method: 'POST', body: form, token });
    expect(uploaded.status).toBe(201);
    const src: string = uploaded.body.data.image.src;
    expect((await call(b, src)).status).toBe(200); // B keeps it in MEDIA_CACHE_MB
    expect((await call(a, `/api/media/${uploaded.body.data.id}`, { method: 'DELETE', token })).status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect((await call(a, src)).status).toBe(404);
    // Was: B answered 200 with the deleted image (immutable, for as long as it stayed in memory).
    expect((await call(b, src)).status).toBe(404);
  });

  it('a createKey retried at once on the other process returns the post, not 409', async () => {
    const token = await signIn(a);
    const createKey = randomUUID();
    const results = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        call(i % 2 ? a : b, '/api/blogs', { method: 'POST', token, json: { createKey, status: 'DRAFT', translations: post('Retried') } }),
      ),
    );
    // Was: one 201, the others 409 "This createKey is already in use" (the lookup ran outside the locked transaction).
    expect(results.map((result) => result.status).filter((status) => status !== 201 && status !== 200)).toEqual([]);
    expect(new Set(results.map((result) => result.body.data?.id)).size).toBe(1);
  });

  it('a busy database answers 503 with Retry-After on pages, and never leaves a 404 in the public cache', async () => {
    const token = await signIn(a);
    const created = await call(a, '/api/blogs', { method: 'POST', token, json: { status: 'PUBLISHED', translations: post(`Busy ${Date.now()}`) } });
    expect(created.status).toBe(201);
    const slug: string = created.body.data.slug;
    // Let the public cache settle after the publication (it reads the next scheduled post once).
    expect((await call(a, '/blog')).status).toBe(200);
    // A superuser (a migration, VACUUM FULL, a long report) holds the posts table until the page has
    // answered: past the app's lock_timeout (5 s, db/adapter.ts), however slow the machine.
    const holder = new pg.Client({ connectionString: sites.database.url });
    await holder.connect();
    await holder.query('BEGIN');
    await holder.query('LOCK TABLE "Post" IN ACCESS EXCLUSIVE MODE');
    try {
      const article = await call(a, `/blog/${slug}`);
      // Was: 404 "Page not found" (cache-control: public, no-cache), no Retry-After: the page's
      // GraphQL query answered post: null with a SERVICE_UNAVAILABLE error, read as "no such post".
      expect.soft(article.status).toBe(503);
      expect.soft(article.headers.get('retry-after')).toBeTruthy();
    } finally {
      await holder.query('COMMIT');
      await holder.end();
    }
    // The database is free again: the article must be back. Was: the public cache kept the 404
    // (x-cache: hit) and served it until the next public write anywhere on the site.
    const after = await call(a, `/blog/${slug}`);
    expect.soft(after.headers.get('x-cache')).not.toBe('hit');
    expect(after.status).toBe(200);
  }, 60_000);
});
