import { encodeGlobalID } from '@pothos/plugin-relay';
import { brotliDecompressSync } from 'node:zlib';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ArticlePageQuery from '../../../web/src/__generated__/ArticlePageQuery.graphql.ts';
import BlogListPageQuery from '../../../web/src/__generated__/BlogListPageQuery.graphql.ts';
import type { PublicContent } from '../services/publicContent.ts';
import { seedContent } from '../services/seed.ts';
import { createTestApp, type TestApp } from '../testing/testApp.ts';
import { stubWebBuild } from '../testing/webBuild.ts';
import { compressResponse } from './compression.ts';
import { createPublicCache, type PublicRead } from './publicCache.ts';

// Public reads answered from memory: same bytes and ETag on a hit, 304 on revalidation, nothing
// kept for signed-in callers, mutations or errors, and fresh after content changes or a scheduled
// post's time comes.

let app: TestApp;
beforeAll(async () => {
  app = createTestApp();
  await app.createStaff({ username: 'editor', role: 'EDITOR' });
  await seedContent(app.db, app.log);
  await app.publicContent.changed();
});
afterAll(() => app.cleanup());

const listQuery = 'query List($first: Int!) { posts(first: $first) { totalCount edges { node { slug translation(locale: en) { title } } } } }';
const postList = (first: number, headers: Record<string, string> = {}) =>
  app.request('/graphql', { method: 'POST', json: { query: listQuery, variables: { first } }, headers });
const slugsOf = async (response: Response) => ((await response.json()) as any).data.posts.edges.map((edge: any) => edge.node.slug) as string[];

async function createPost(slug: string, publishedAt: Date) {
  await app.db.post.create({ data: { slug, status: 'PUBLISHED', publishedAt, translations: { create: { locale: 'en', title: slug } } } });
}

describe('the public cache', () => {
  it('answers a repeated public read with the same bytes and ETag', async () => {
    const first = await app.request('/api/blogs?limit=2');
    const second = await app.request('/api/blogs?limit=2');
    expect(first.status).toBe(200);
    expect(second.headers.get('x-cache')).toBe('hit');
    const etag = first.headers.get('etag');
    expect(etag).toMatch(/^W\/".+"$/);
    expect(second.headers.get('etag')).toBe(etag);
    expect(await second.text()).toBe(await first.text());
    expect(second.headers.get('cache-control')).toBe('public, no-cache');
    expect(second.headers.get('content-type')).toMatch(/^application\/json/);
  });

  it('answers If-None-Match with 304 and no body, and a stale tag with the answer', async () => {
    const { headers } = await app.request('/api/blogs');
    const etag = headers.get('etag')!;
    const revalidated = await app.request('/api/blogs', { headers: { 'if-none-match': etag } });
    expect(revalidated.status).toBe(304);
    expect(revalidated.headers.get('etag')).toBe(etag);
    expect(revalidated.headers.get('cache-control')).toBe('public, no-cache');
    expect(await revalidated.text()).toBe('');
    expect((await app.request('/api/blogs', { headers: { 'if-none-match': `W/"other", ${etag}` } })).status).toBe(304);
    const changed = await app.request('/api/blogs', { headers: { 'if-none-match': 'W/"other"' } });
    expect(changed.status).toBe(200);
    expect((await changed.json()).success).toBe(true);
  });

  it('caches GraphQL queries sent with GET as well as POST', async () => {
    const path = `/graphql?query=${encodeURIComponent('{ posts(first: 1) { totalCount } }')}`;
    await app.request(path);
    const second = await app.request(path);
    expect(second.headers.get('x-cache')).toBe('hit');
    expect(((await second.json()) as any).data.posts.totalCount).toBe(3);
    // The Accept header picks the answer's media type: it is in the key, and said in Vary.
    expect(second.headers.get('vary')).toMatch(/(^|,\s*)Accept(\s*,|$)/);
    expect((await app.request(path, { headers: { 'if-none-match': second.headers.get('etag')! } })).status).toBe(304);
  });

  it('keys GraphQL reads by variables: different variables are different entries', async () => {
    const one = await postList(1);
    const two = await postList(2);
    expect(one.headers.get('x-cache')).toBe('miss');
    expect(two.headers.get('x-cache')).toBe('miss');
    expect(await slugsOf(one)).toHaveLength(1);
    expect(await slugsOf(two)).toHaveLength(2);
    const again = await postList(1);
    expect(again.headers.get('x-cache')).toBe('hit');
    expect(await slugsOf(again)).toHaveLength(1);
  });

  it('never answers a request with an Authorization header from the cache, nor keeps its answer', async () => {
    const draft = await app.db.post.create({ data: { slug: 'staff-only-draft', status: 'DRAFT', translations: { create: { locale: 'en', title: 'Draft' } } } });
    const lookup = (headers: Record<string, string> = {}) =>
      app.request('/graphql', {
        method: 'POST',
        json: { query: 'query($id: ID!) { node(id: $id) { ... on Post { slug } } }', variables: { id: encodeGlobalID('Post', draft.id) } },
        headers,
      });
    const slugOf = async (response: Response) => ((await response.json()) as any).data.node?.slug ?? null;
    expect(await slugOf(await lookup())).toBeNull();
    const token = await app.signIn('editor', 'correct horse battery staple');
    const staff = await lookup({ authorization: `Bearer ${token}` });
    expect(staff.headers.get('x-cache')).toBeNull();
    expect(staff.headers.get('cache-control')).toBe('no-store');
    expect(await slugOf(staff)).toBe('staff-only-draft');
    const anonymous = await lookup();
    expect(anonymous.headers.get('x-cache')).toBe('hit');
    expect(await slugOf(anonymous)).toBeNull();
    const rejected = await app.request('/api/blogs', { headers: { authorization: 'Bearer not-a-session' } });
    expect(rejected.headers.get('x-cache')).toBeNull();
  });

  it('never caches a mutation', async () => {
    const login = () =>
      app.request('/graphql', {
        method: 'POST',
        json: {
          query: 'mutation($input: LoginInput!) { login(input: $input) { token } }',
          variables: { input: { username: 'editor', password: 'correct horse battery staple' } },
        },
      });
    const first = await login();
    const second = await login();
    expect(first.headers.get('x-cache')).toBeNull();
    expect(second.headers.get('x-cache')).toBeNull();
    expect(second.headers.get('cache-control')).toBe('no-store');
    const tokens = [((await first.json()) as any).data.login.token, ((await second.json()) as any).data.login.token];
    expect(tokens[0]).not.toBe(tokens[1]);
  });

  it('never caches errors, refusals or the health check', async () => {
    for (let i = 0; i < 2; i++) {
      const badLanguage = await app.request('/api/blogs?lang=xx');
      expect(badLanguage.status).toBe(400);
      expect(badLanguage.headers.get('x-cache')).toBeNull();
      const missing = await app.request('/api/blogs/no-such-post');
      expect(missing.status).toBe(404);
      expect(missing.headers.get('x-cache')).toBeNull();
      const invalid = await app.request('/graphql', { method: 'POST', json: { query: '{ posts(first: 101) { totalCount } }' } });
      expect(((await invalid.json()) as any).errors).toBeDefined();
      expect(invalid.headers.get('x-cache')).toBeNull();
      const health = await app.request('/graphql', { method: 'POST', json: { query: 'query Probe { ...F } fragment F on Query { health { ok } }' } });
      expect(health.headers.get('x-cache')).toBeNull();
      expect((await app.request('/api/health')).headers.get('x-cache')).toBeNull();
    }
  });

  it('reads fresh content once a write announces a change', async () => {
    const before = await app.request('/api/blogs?limit=50');
    expect(before.headers.get('x-cache')).not.toBeNull();
    await createPost('announced-post', new Date(Date.now() - 1000));
    const stale = await app.request('/api/blogs?limit=50');
    expect(stale.headers.get('x-cache')).toBe('hit');
    expect(JSON.stringify(await stale.json())).not.toContain('announced-post');
    await app.publicContent.changed();
    const fresh = await app.request('/api/blogs?limit=50');
    expect(fresh.headers.get('x-cache')).toBe('miss');
    expect(fresh.headers.get('etag')).not.toBe(before.headers.get('etag'));
    expect(JSON.stringify(await fresh.json())).toContain('announced-post');
  });

  it('shows an author’s new name as soon as they change it (a write through the API)', async () => {
    const { id } = await app.createStaff({ username: 'author', role: 'EDITOR' });
    await app.db.post.create({
      data: {
        slug: 'authored-post',
        status: 'PUBLISHED',
        publishedAt: new Date(Date.now() - 1000),
        authorId: id,
        translations: { create: { locale: 'en', title: 'By an author' } },
      },
    });
    await app.publicContent.changed();
    const query = '{ post(slug: "authored-post") { author { displayName } } }';
    expect((await app.graphql(query)).data.post.author.displayName).toBe('author');
    expect((await app.request('/graphql', { method: 'POST', json: { query } })).headers.get('x-cache')).toBe('hit');
    const token = await app.signIn('author', 'correct horse battery staple');
    const renamed = await app.graphql('mutation { updateOwnProfile(input: { displayName: "Layla Haddad" }) { user { displayName } } }', {}, token);
    expect(renamed.errors).toBeUndefined();
    expect((await app.graphql(query)).data.post.author.displayName).toBe('Layla Haddad');
  });

  it('lists a scheduled post right after its time, with no write to announce it', async () => {
    const due = Date.now() + 1500;
    await createPost('scheduled-soon', new Date(due));
    await app.publicContent.changed();
    expect(await slugsOf(await postList(30))).not.toContain('scheduled-soon');
    const cached = await postList(30);
    expect(cached.headers.get('x-cache')).toBe('hit');
    expect(await slugsOf(cached)).not.toContain('scheduled-soon');
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, due - Date.now()) + 20));
    const after = await postList(30);
    expect(after.headers.get('x-cache')).toBe('miss');
    expect(await slugsOf(after)).toContain('scheduled-soon');
  });
});

describe('a post written through the API', () => {
  let build: ReturnType<typeof stubWebBuild>;
  let site: TestApp;
  let token: string;
  beforeAll(async () => {
    // The blog's and the article's pages are rendered from what the real ones read: the web app's
    // own page queries (by their persisted ids), run as an anonymous visitor.
    build = stubWebBuild(`
      const { pathname } = new URL(request.url);
      const article = /^\\/blog\\/([^/]+)$/.exec(pathname);
      // Any other address is the missing page (the server renders missing articles there too).
      if (!article && pathname !== '/blog') return { status: 404, html: 'Not found' };
      const result = article
        ? await runQuery({ id: '${ArticlePageQuery.params.id}' }, { slug: article[1], locale: page.language })
        : await runQuery({ id: '${BlogListPageQuery.params.id}' }, { locale: page.language, tag: null, search: null });
      if (article && !result.data.post) return { status: 404, html: 'Not found' };
      return { status: 200, html: JSON.stringify(result.data) };
    `);
    site = createTestApp({ WEB_DIST: build.webDist, SSR_DIST: build.ssrDist });
    // An admin: editors write and publish, only admins delete.
    const admin = await site.createStaff({ username: 'cache-writer', role: 'ADMIN' });
    token = await site.signIn(admin.username, admin.password);
  });
  afterAll(async () => {
    await site.cleanup();
    build.remove();
  });

  const slug = 'written-through-the-api';
  const pages = ['/api/blogs', '/blog', `/blog/${slug}`];
  const read = async (path: string) => {
    const response = await site.request(path);
    return { path, status: response.status, cache: response.headers.get('x-cache'), text: await response.text() };
  };
  /** Each public read as the cache keeps it now: read twice, the second a hit (a missing article is the missing page, checked elsewhere). */
  async function cached() {
    for (const path of pages) {
      const first = await read(path);
      if (first.status === 200) expect(await read(path), path).toMatchObject({ status: 200, cache: 'hit' });
    }
  }
  /** What each read shows after a write: the title it shows, or that the article is missing. */
  const shown = (title: string) =>
    Promise.all(pages.map(read)).then((answers) => answers.map(({ path, status, text }) => ({ path, status, shows: text.includes(title) })));
  const visible = pages.map((path) => ({ path, status: 200, shows: true }));
  const replaced = pages.map((path) => ({ path, status: 200, shows: false }));
  const gone = pages.map((path) => ({ path, status: path === `/blog/${slug}` ? 404 : 200, shows: false }));
  const graphql = async (mutation: string, id: number, version: number) => {
    const result = await site.graphql(
      `mutation($id: ID!, $version: Int!) { ${mutation}(input: { id: $id, version: $version }) { post { version } } }`,
      { id: encodeGlobalID('Post', id), version },
      token,
    );
    expect(result.errors).toBeUndefined();
    return result.data[mutation].post.version as number;
  };

  it('empties the cached /api/blogs, /blog and article page when it is created, edited (its changes published), unpublished, published and deleted, the test announcing nothing itself', async () => {
    const post = (title: string, extra: Record<string, unknown> = {}) => ({
      slug,
      status: 'published',
      translations: { en: { title, body: `${title}, in words` } },
      ...extra,
    });
    await cached();
    const created = await site.call('/api/blogs', { method: 'POST', json: post('First words'), token });
    expect(created.status).toBe(201);
    const { id } = created.body.data;
    expect(await shown('First words')).toEqual(visible);

    await cached();
    const edited = await site.call(`/api/blogs/${id}`, { method: 'PUT', json: post('Second words', { version: created.body.data.version }), token });
    expect(edited.status).toBe(200);
    // An edit of a live post waits as pending changes: visitors see it once those are published.
    expect(await shown('First words')).toEqual(visible);
    const published = await site.call(`/api/blogs/${id}/publish-changes`, { method: 'POST', json: { version: edited.body.data.version }, token });
    expect(published.status).toBe(200);
    expect(await shown('First words')).toEqual(replaced);
    expect(await shown('Second words')).toEqual(visible);

    await cached();
    const unpublished = await graphql('unpublishPost', id, published.body.data.version);
    expect(await shown('Second words')).toEqual(gone);

    await cached();
    await graphql('publishPost', id, unpublished);
    expect(await shown('Second words')).toEqual(visible);

    await cached();
    expect((await site.call(`/api/blogs/${id}`, { method: 'DELETE', token })).status).toBe(200);
    expect(await shown('Second words')).toEqual(gone);
  });
});

describe('the cache’s memory bound', () => {
  const quiet = pino({ level: 'silent' });
  const content: PublicContent = {
    changed: async () => undefined,
    changedSoon: () => undefined,
    mediaDeleted: async () => undefined,
    subscribe: () => () => undefined,
    subscribeMediaDeleted: () => () => undefined,
    nextScheduledPublication: async () => null,
    listening: async () => undefined,
    close: async () => undefined,
  };
  const read = (key: string): PublicRead => ({ key, cacheable: () => true, storable: (status) => status === 200 });
  const body = () => new Response(new Uint8Array(2000), { headers: { 'content-type': 'application/octet-stream' } });

  it('drops the least recently used answers past its size in bytes', async () => {
    // Room for ten answers of about 4.2 KB each (2,000 bytes of body and the 2 KiB counted per entry).
    const cache = createPublicCache({ maxBytes: 42_000, content, log: quiet });
    const get = (key: string) => cache.serve(new Request(`http://cache/${key}`), read(key), body).then((r) => r.headers.get('x-cache'));
    for (let i = 0; i < 8; i++) expect(await get(`k${i}`)).toBe('miss');
    expect(await get('k0')).toBe('hit'); // now the most recently used
    for (let i = 8; i < 12; i++) await get(`k${i}`);
    expect(await get('k0')).toBe('hit');
    expect(await get('k1')).toBe('miss');
    cache.close();
  });

  it('stores nothing larger than an eighth of the bound', async () => {
    const cache = createPublicCache({ maxBytes: 8_000, content, log: quiet });
    const get = () => cache.serve(new Request('http://cache/big'), read('big'), body).then((r) => r.headers.get('x-cache'));
    expect(await get()).toBe('miss');
    expect(await get()).toBe('miss');
    cache.close();
  });

  it('compresses an answer too large to keep for its requester alone', async () => {
    const cache = createPublicCache({ maxBytes: 8_000, content, log: quiet });
    const text = 'words of a page too large to keep '.repeat(100);
    const request = new Request('http://cache/big', { headers: { 'accept-encoding': 'br' } });
    const page = () => new Response(text, { headers: { 'content-type': 'text/html; charset=utf-8' } });
    const answer = await compressResponse(request, await cache.serve(request, read('big'), page));
    expect(answer.headers.get('x-cache')).toBe('miss');
    expect(answer.headers.get('content-encoding')).toBe('br');
    expect(answer.headers.get('vary')).toBe('Accept-Encoding');
    expect(answer.headers.get('etag')).toMatch(/^W\//);
    expect(brotliDecompressSync(Buffer.from(await answer.arrayBuffer())).toString()).toBe(text);
    cache.close();
  });

  it('renders once for many simultaneous requests of the same answer', async () => {
    const cache = createPublicCache({ maxBytes: 1_000_000, content, log: quiet });
    let renders = 0;
    const slow = async () => {
      renders++;
      await new Promise((resolve) => setTimeout(resolve, 20));
      return body();
    };
    const answers = await Promise.all(Array.from({ length: 10 }, () => cache.serve(new Request('http://cache/same'), read('same'), slow)));
    expect(renders).toBe(1);
    expect(answers.every((answer) => answer.status === 200)).toBe(true);
    cache.close();
  });
});
