import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedContent } from '../services/seed.ts';
import { countingApp, createTestApp, type TestApp } from '../testing/testApp.ts';

let app: TestApp;
beforeAll(async () => {
  app = createTestApp();
  await seedContent(app.db, app.log);
});
afterAll(() => app.cleanup());

describe('GET /api/blogs', () => {
  it('lists the seeded posts in the spec’s envelope with pagination', async () => {
    const response = await app.request('/api/blogs');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/application\/json/);
    const body = await response.json();
    expect(body.success).toBe(true);
    expect(body.data.blogs.map((b: any) => b.slug)).toEqual([
      'ai-infrastructure-roi-gcc-companies-300-percent-returns',
      'private-llm-deployment-middle-east-enterprises',
      'data-sovereignty-uae-ai-infrastructure-guide',
    ]);
    expect(body.data.pagination).toEqual({ page: 1, limit: 12, total: 3, totalPages: 1 });
    const first = body.data.blogs[0];
    expect(first).toMatchObject({ id: expect.any(Number), title: expect.any(String), excerpt: expect.any(String), readTime: expect.any(Number), locale: 'en' });
    expect(first.tags[0]).toEqual({ slug: expect.any(String), name: expect.any(String) });
  });

  it("reads a page in 5 SQL statements: the page's posts and the total, then their texts, their authors, and their tags with the tags' names", async () => {
    const tables: string[] = [];
    // Each statement by the table it reads first, however the database names its schema (main, public).
    const counted = await countingApp(app, (sql) => tables.push(/\bFROM\s+(?:[`"]?\w+[`"]?\.)*[`"]?(\w+)/i.exec(sql)?.[1] ?? sql));
    try {
      await (await counted.app.fetch(new Request('http://localhost/api/blogs'), { ip: '127.0.0.1' })).arrayBuffer(); // and the settings every answer's headers need
      tables.length = 0;
      const response = await counted.app.fetch(new Request('http://localhost/api/blogs?lang=ar'), { ip: '127.0.0.1' });
      expect(response.status).toBe(200);
      // Relations load side by side: on PostgreSQL's pool their statements may arrive in either order.
      expect(tables.sort()).toEqual(['Post', 'Post', 'PostTag', 'PostTranslation', 'User']);
    } finally {
      await counted.close();
    }
  });

  it('reads no text a list does not show: no body, no source text, only the columns of its cards', async () => {
    const texts: string[] = [];
    const counted = await countingApp(app, (sql) => sql.includes('PostTranslation') && texts.push(sql));
    try {
      const response = await counted.app.fetch(new Request('http://localhost/api/blogs?lang=ar'), { ip: '127.0.0.1' });
      expect(response.status).toBe(200);
      expect((await response.json()).data.blogs[0].languages).toEqual(['en', 'ar']);
      expect(texts).toHaveLength(1);
      expect(texts[0]).not.toMatch(/[`"](body|sourceText|seoTitle)[`"]/);
    } finally {
      await counted.close();
    }
  });

  it('pages with page and limit', async () => {
    const body = await (await app.request('/api/blogs?page=2&limit=2')).json();
    expect(body.data.blogs).toHaveLength(1);
    expect(body.data.pagination).toEqual({ page: 2, limit: 2, total: 3, totalPages: 2 });
    const beyond = await (await app.request('/api/blogs?page=9&limit=2')).json();
    expect(beyond.data.blogs).toEqual([]);
  });

  it('filters by category (a tag slug) and search, in Arabic with lang=ar', async () => {
    const body = await (await app.request('/api/blogs?category=roi&lang=ar')).json();
    expect(body.data.blogs).toHaveLength(1);
    expect(body.data.blogs[0].title).toMatch(/[\u0600-\u06FF]/);
    const search = await (await app.request('/api/blogs?search=LLM')).json();
    expect(search.data.blogs.map((b: any) => b.slug)).toContain('private-llm-deployment-middle-east-enterprises');
  });

  it.each([['page=0'], ['page=abc'], ['limit=101'], ['limit=-1'], ['lang=fr']])('rejects %s with 400 and names the parameter', async (query) => {
    const response = await app.request(`/api/blogs?${query}`);
    expect(response.status).toBe(400);
    const body = await response.json();
    expect(body).toMatchObject({ success: false, error: 'BAD_USER_INPUT', status: 400 });
    expect(Object.keys(body.details)).toEqual([query.split('=')[0]]);
  });
});

describe('GET /api/blogs/{slug}', () => {
  it('returns one post with its content', async () => {
    const body = await (await app.request('/api/blogs/data-sovereignty-uae-ai-infrastructure-guide?lang=ar')).json();
    expect(body.success).toBe(true);
    expect(body.data).toMatchObject({ slug: 'data-sovereignty-uae-ai-infrastructure-guide', locale: 'ar', featured: true });
    expect(body.data.content).toMatch(/##/);
    expect(body.data.seoTitle.length).toBeGreaterThan(0);
  });

  it('answers 404 in the error shape for an unknown slug', async () => {
    const response = await app.request('/api/blogs/no-such-post');
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ success: false, message: 'Blog post not found', error: 'NOT_FOUND', details: null, status: 404 });
  });
});

describe('the REST door itself', () => {
  it('reports health and database reachability', async () => {
    const body = await (await app.request('/api/health')).json();
    expect(body).toEqual({ success: true, data: { ok: true, database: true } });
  });

  it('answers 404 for an unknown endpoint and 405 with Allow for a wrong method', async () => {
    expect((await app.request('/api/nope')).status).toBe(404);
    const response = await app.request('/api/health', { method: 'DELETE' });
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('GET, HEAD');
  });

  it('refuses bodies over 1 MiB with 413', async () => {
    const response = await app.request('/api/auth/login', { method: 'POST', json: { username: 'x'.repeat(1_100_000), password: 'y' } });
    expect(response.status).toBe(413);
  });
});
