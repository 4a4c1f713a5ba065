import { encodeGlobalID } from '@pothos/plugin-relay';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startOffThread } from './services/offThread/pool.ts';
import { fullTextQuery, tsQuery } from './services/posts/fullText/match.ts';
import { coalesceMs } from './services/publicContent.ts';
import { seedContent } from './services/seed.ts';
import { hostileSearches, pathologicalMarkdown } from './testing/hostileInputs.ts';
import { createTestApp, type TestApp } from './testing/testApp.ts';

// Findings of the outside attack on the blog API (issue 8), made from a fresh clone on a running
// server, written as regression tests. Each `it` states what should happen; see the report for
// which ones fail on the commit attacked (6dfd0c3).

let app: TestApp;
let adminToken: string;
let editorToken: string;
let ipCounter = 0;
const freshIp = () => `10.77.${Math.floor(++ipCounter / 250)}.${(ipCounter % 250) + 1}`;
const browser = 'Mozilla/5.0 (X11; Linux x86_64; rv:130.0) Gecko/20100101 Firefox/130.0';
const postId = (id: number) => encodeGlobalID('Post', String(id));

beforeAll(async () => {
  app = createTestApp({ NODE_ENV: 'production' });
  await seedContent(app.db, app.log);
  const admin = await app.createStaff({ username: 'attack-admin', role: 'ADMIN' });
  const editor = await app.createStaff({ username: 'attack-editor', role: 'EDITOR' });
  adminToken = await app.signIn(admin.username, admin.password);
  editorToken = await app.signIn(editor.username, editor.password);
});
afterAll(() => app.cleanup());

let titleCounter = 0;
const draft = (overrides: Record<string, unknown> = {}) => ({
  status: 'draft',
  translations: { en: { title: `Attack post ${++titleCounter}`, body: 'Hello **world**' } },
  ...overrides,
});

async function create(body: unknown, token = editorToken, target: TestApp = app) {
  const response = await target.request('/api/blogs', { method: 'POST', json: body, token });
  return { status: response.status, body: await response.json() };
}

describe('permissions', () => {
  it("refuses anonymous writes and an editor's delete of another's post, on REST and GraphQL", async () => {
    const { body } = await create(draft(), adminToken);
    const id = body.data.id as number;
    expect((await app.request('/api/blogs', { method: 'POST', json: draft() })).status).toBe(401);
    expect((await app.request(`/api/blogs/${id}`, { method: 'PUT', json: { ...draft(), version: 1 } })).status).toBe(401);
    expect((await app.request(`/api/blogs/${id}`, { method: 'DELETE' })).status).toBe(401);
    expect((await app.request(`/api/blogs/${id}`, { method: 'DELETE', token: editorToken })).status).toBe(403);
    const gql = await app.graphql('mutation($id: ID!) { deletePost(input: { id: $id }) { deletedPostId } }', { id: postId(id) }, editorToken);
    expect(gql.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    expect(await app.db.post.count({ where: { id } })).toBe(1);
  });

  it('shows visitors no draft, through any door', async () => {
    const { body } = await create(draft({ slug: 'hush-draft', tags: ['hush-tag'], translations: { en: { title: 'Hushword draft', body: 'hushword body' } } }));
    const id = body.data.id as number;
    expect((await app.request('/api/blogs/hush-draft')).status).toBe(404);
    const node = await app.graphql('query($id: ID!) { node(id: $id) { id } nodes(ids: [$id]) { id } }', { id: postId(id) });
    expect(node.data).toEqual({ node: null, nodes: [null] });
    expect((await (await app.request('/api/blogs?search=hushword')).json()).data.pagination.total).toBe(0);
    expect((await (await app.request('/api/blogs?category=hush-tag')).json()).data.pagination.total).toBe(0);
    expect(JSON.stringify((await app.graphql('{ tags { slug } }')).data)).not.toContain('hush-tag');
    expect(await (await app.request('/rss.xml')).text()).not.toContain('hush');
    expect(await (await app.request('/sitemap.xml')).text()).not.toContain('hush');
    expect((await app.request(`/api/blogs/${id}/analytics`)).status).toBe(401);
    expect((await app.request('/api/blogs/admin')).status).toBe(401);
    expect((await app.request(`/api/blogs/${id}/like`, { method: 'POST', headers: { 'user-agent': browser }, ip: freshIp() })).status).toBe(404);
    const revisions = await app.graphql('{ posts(first: 1) { edges { node { revisions { version } } } } }');
    expect(revisions.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
  });
});

describe('scheduling far in the future', () => {
  // Dates are stored as ISO text and compared as text: '+010000-…' sorts before '2026-…'.
  it.each(['+010000-01-01T00:00:00.000Z', '+275760-09-13T00:00:00.000Z'])(
    'a post scheduled for %s is not public now (or the date is refused with 400)',
    async (publishedAt) => {
      const { status, body } = await create({
        status: 'published',
        publishedAt,
        translations: { en: { title: `Embargoed ${publishedAt}`, body: 'embargoed farfuture text' } },
      });
      if (status === 400) return;
      expect(status).toBe(201);
      const slug = body.data.slug as string;
      expect((await app.request(`/api/blogs/${slug}`)).status).toBe(404);
      expect(JSON.stringify(await (await app.request('/api/blogs?limit=100')).json())).not.toContain(slug);
      expect(await (await app.request('/rss.xml')).text()).not.toContain(slug);
      expect((await app.graphql('query($id: ID!) { node(id: $id) { id } }', { id: postId(body.data.id) })).data).toEqual({ node: null });
    },
  );

  it('refuses an impossible date (30 February) instead of rolling it into March', async () => {
    const { status } = await create(draft({ publishedAt: '2030-02-30T00:00:00Z' }));
    expect(status).toBe(400);
  });
});

describe('optimistic locking', () => {
  it('lets exactly one of 20 parallel PUTs with the same version win', async () => {
    const { body } = await create(draft());
    const id = body.data.id as number;
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        app.request(`/api/blogs/${id}`, { method: 'PUT', token: i % 2 ? editorToken : adminToken, json: { ...draft(), version: 1 } }),
      ),
    );
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(19);
    expect((await app.db.post.findUniqueOrThrow({ where: { id } })).version).toBe(2);
  });

  it('lets one of publish, update and unpublish from the same version win', async () => {
    const { body } = await create(draft());
    const id = postId(body.data.id);
    const [publish, update, unpublish] = await Promise.all([
      app.graphql('mutation($id: ID!) { publishPost(input: { id: $id, version: 1 }) { post { version } } }', { id }, editorToken),
      app.request(`/api/blogs/${body.data.id}`, { method: 'PUT', token: adminToken, json: { ...draft(), version: 1 } }),
      app.graphql('mutation($id: ID!) { unpublishPost(input: { id: $id, version: 1 }) { post { version } } }', { id }, editorToken),
    ]);
    const wins = [!publish.errors, update.status === 200, !unpublish.errors].filter(Boolean);
    expect(wins).toHaveLength(1);
  });
});

describe('slugs', () => {
  it('refuses reserved words in any case, lowercases others, limits the length', async () => {
    for (const slug of ['admin', 'ADMIN', ' Admin ', 'rss', 'sitemap', 'new'])
      expect((await create(draft({ slug }))).body.details).toEqual({ slug: 'reserved' });
    for (const slug of ['café', 'a--b', '-a', 'x/y', 'ｆｕｌｌ', 'a'.repeat(101)]) expect((await create(draft({ slug }))).status).toBe(400);
    expect((await create(draft({ slug: 'Mixed-Case' }))).body.data.slug).toBe('mixed-case');
  });

  it('gives 20 concurrent creates of one title 20 different slugs', async () => {
    const answers = await Promise.all(Array.from({ length: 20 }, () => create({ status: 'draft', translations: { en: { title: 'Same Title Race' } } })));
    expect(answers.map((answer) => answer.status)).toEqual(Array(20).fill(201));
    expect(new Set(answers.map((answer) => answer.body.data.slug)).size).toBe(20);
  });

  // GET /api/blogs/{slug} and PUT/DELETE /api/blogs/{id} share one path: a slug of digits names
  // another post than the id it reads as.
  it('refuses a slug made of digits only (it reads as an id in /api/blogs/{id})', async () => {
    expect((await create(draft({ slug: '123' }))).status).toBe(400);
  });
});

describe('hostile Markdown', () => {
  // Long bodies render in a worker thread, which a server starts as it starts (main.ts).
  beforeAll(() => startOffThread());

  const corpus = [
    '<script>alert(1)</script>',
    '<img src=x onerror=alert(1)>',
    '[x](javascript:alert(1))',
    '[x](JaVaScRiPt:alert(1))',
    '[x](java\tscript:alert(1))',
    '[x](&#106;avascript:alert(1))',
    '[x](javascript&#58;alert(1))',
    '[x](data:text/html;base64,PHNjcmlwdD4=)',
    '![x](data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+)',
    '![x](javascript:alert(1))',
    '<svg onload=alert(1)>',
    '<javascript:alert(1)>',
    '[x]: javascript:alert(1)\n\n[link][x]',
    '```js" onmouseover="alert(1)\ncode\n```',
    '| a |\n|---|\n| <img src=x onerror=1> |',
    '[![x](https://x/y.png)](javascript:alert(1))',
    '<iframe src=//evil>',
    '<style>*{display:none}</style>',
  ];
  const dangerousTag = /<(?:script|svg|iframe|style|object|form|math)|<[^>]+\s(?:on\w+|style)=|(?:href|src)="\s*(?:javascript|data|vbscript):/i;

  it.each(corpus.map((markdown) => [markdown]))('markdownPreview(%j) holds no script', async (markdown) => {
    const result = await app.graphql('query($m: String!) { markdownPreview(markdown: $m) }', { m: markdown }, editorToken);
    expect(result.errors).toBeUndefined();
    expect(result.data.markdownPreview).not.toMatch(dangerousTag);
  });

  it('renders the same corpus safely as a post’s contentHtml', async () => {
    const { body } = await create(draft({ translations: { en: { title: 'Hostile corpus', body: corpus.join('\n\n') } } }));
    expect(body.data.contentHtml).not.toMatch(dangerousTag);
  });

  // How long each takes is a figure of `npm run bench` (benchHostile.ts), not a test's.
  it.each(pathologicalMarkdown)('saves a post whose body is %s, its read time counted on save', async (_name, body, readTime) => {
    const result = await create(draft({ translations: { en: { title: 'Pathological', body } } }));
    expect(result.status).toBe(201);
    expect(result.body.data.readTime).toBe(readTime);
  });

  it.each(pathologicalMarkdown)('previews %s', async (_name, markdown) => {
    const result = await app.graphql('query($m: String!) { markdownPreview(markdown: $m) }', { m: markdown }, editorToken);
    expect(result.errors).toBeUndefined();
    expect(result.data.markdownPreview).toEqual(expect.any(String));
  });
});

describe('search', () => {
  it.each(hostileSearches.map((term) => [term]))('answers %j with 200 on REST and GraphQL', async (term) => {
    const rest = await app.request(`/api/blogs?search=${encodeURIComponent(term)}`);
    expect(rest.status).toBe(200);
    const gql = await app.graphql('query($s: String) { posts(search: $s) { totalCount } }', { s: term });
    expect(gql.errors).toBeUndefined();
  });

  it('refuses a search holding NUL with 400 (PostgreSQL cannot store or compare it), in both doors', async () => {
    const rest = await app.call(`/api/blogs?search=${encodeURIComponent('a\u0000b')}`);
    expect(rest.status).toBe(400);
    expect(rest.body).toMatchObject({ error: 'BAD_USER_INPUT', message: 'search must not contain a NUL character' });
    const gql = await app.graphql('query($s: String) { posts(search: $s) { totalCount } }', { s: 'a\u0000b' });
    expect(gql.errors?.[0]).toMatchObject({ message: 's must not contain a NUL character', extensions: { code: 'BAD_USER_INPUT' } });
    const literal = await app.graphql('{ posts(search: "a\\u0000b") { totalCount } }');
    expect(literal.errors?.[0]).toMatchObject({ message: 'search must not contain a NUL character', extensions: { code: 'BAD_USER_INPUT' } });
  });

  it('refuses a search over 200 characters with 400', async () => {
    expect((await app.request(`/api/blogs?search=${'x'.repeat(201)}`)).status).toBe(400);
  });

  // Every word was a separate AND term (repeats included), a pass over the index each: a post
  // holding one word many times made "a a a … a" (100 words, 199 characters) cost more than a second.
  it('answers a search of one word repeated 100 times as one word, whatever the posts hold', async () => {
    const repeated = 'a '.repeat(100).trim();
    await create({ status: 'published', translations: { en: { title: 'Word heavy', body: 'a '.repeat(49_000) } } });
    const result = await app.call(`/api/blogs?search=${encodeURIComponent(repeated)}`);
    expect(result.status).toBe(200);
    expect(result.body.data.pagination.total).toBe((await app.call('/api/blogs?search=a')).body.data.pagination.total);
    // One pass over the index, on either database.
    expect([fullTextQuery(repeated), tsQuery(repeated)]).toEqual([fullTextQuery('a'), tsQuery('a')]);
  });

  it('adminPosts(search:) reads % and _ literally, as the public search does', async () => {
    const all = await app.graphql('{ adminPosts(first: 1) { totalCount } }', {}, editorToken);
    const percent = await app.graphql('{ adminPosts(first: 1, search: "%") { totalCount } }', {}, editorToken);
    expect(all.data.adminPosts.totalCount).toBeGreaterThan(0);
    expect(percent.data.adminPosts.totalCount).toBe(0);
  });
});

describe('likes', () => {
  async function published(title: string) {
    const { body } = await create({ status: 'published', translations: { en: { title, body: 'likeable' } } });
    return body.data as { id: number; slug: string };
  }

  it('counts 20 concurrent likes of one visitor once', async () => {
    const post = await published('Concurrent likes');
    const ip = freshIp();
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => app.request(`/api/blogs/${post.id}/like`, { method: 'POST', headers: { 'user-agent': browser }, ip })),
    );
    const bodies = await Promise.all(answers.map((answer) => answer.json()));
    expect(answers.map((answer) => answer.status)).toEqual(Array(20).fill(200));
    expect(bodies.filter((body) => body.data.liked)).toHaveLength(1);
    expect((await app.db.post.findUniqueOrThrow({ where: { id: post.id } })).likeCount).toBe(1);
  });

  it('answers 429 with Retry-After past 30 likes per address', async () => {
    const post = await published('Rate limited likes');
    const ip = freshIp();
    let last: Response | undefined;
    for (let i = 0; i < 31; i++) last = await app.request(`/api/blogs/${post.id}/like`, { method: 'POST', headers: { 'user-agent': `${browser} ${i}` }, ip });
    expect(last!.status).toBe(429);
    expect(Number(last!.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('counts an IPv6 liker by their /64, as every limit of an address does: hopping addresses within it gives no more likes', async () => {
    const post = await published('Likes from one network');
    const answers: number[] = [];
    for (let i = 0; i < 31; i++) {
      const ip = `2001:db8:21:21::${(i + 1).toString(16)}`;
      answers.push((await app.request(`/api/blogs/${post.id}/like`, { method: 'POST', headers: { 'user-agent': browser }, ip })).status);
    }
    expect(answers).toEqual([...Array(30).fill(200), 429]);
    expect((await app.request(`/api/blogs/${post.id}/like`, { method: 'POST', headers: { 'user-agent': browser }, ip: '2001:db8:21:22::1' })).status).toBe(200);
  });

  // A foreign page can send a body-less POST (fetch no-cors, an empty text/plain form) with no
  // preflight: each of its visitors then likes the post, counted as a distinct visitor.
  it.each<Record<string, string>>([{}, { 'content-type': 'text/plain' }, { 'content-type': 'application/x-www-form-urlencoded' }])(
    'refuses a like sent by another site’s page (%j), whatever its body, with 403',
    async (headers: Record<string, string>) => {
      const post = await published('Cross-site like');
      const response = await app.request(`/api/blogs/${post.id}/like`, {
        method: 'POST',
        headers: { ...headers, 'user-agent': browser, origin: 'https://evil.example' },
        ip: freshIp(),
      });
      expect(response.status).toBe(403);
      expect((await app.db.post.findUniqueOrThrow({ where: { id: post.id } })).likeCount).toBe(0);
    },
  );

  it('the cached public read shows the new like count within half a minute of a like', async () => {
    const cached = createTestApp();
    try {
      const editor = await cached.createStaff({ username: 'cache-editor', role: 'EDITOR' });
      const token = await cached.signIn(editor.username, editor.password);
      const { body } = await create({ status: 'published', translations: { en: { title: 'Cached likes', body: 'x' } } }, token, cached);
      const before = await (await cached.request(`/api/blogs/${body.data.slug}`)).json();
      expect(before.data.likes).toBe(0);
      vi.useFakeTimers({ toFake: ['setTimeout'] });
      const like = await cached.request(`/api/blogs/${body.data.id}/like`, { method: 'POST', headers: { 'user-agent': browser }, ip: freshIp() });
      expect((await like.json()).data.likes).toBe(1);
      vi.advanceTimersByTime(coalesceMs);
      vi.useRealTimers();
      const after = await (await cached.request(`/api/blogs/${body.data.slug}`)).json();
      expect(after.data.likes).toBe(1);
    } finally {
      await cached.cleanup();
    }
  });
});

describe('views', () => {
  it('counts one view per visitor per day, none from crawlers', async () => {
    const { body } = await create({ status: 'published', translations: { en: { title: 'Viewed', body: 'x' } } });
    const view = async (userAgent: string, ip = '10.88.0.1') =>
      (await (await app.request(`/api/blogs/${body.data.id}/view`, { method: 'POST', headers: { 'user-agent': userAgent }, ip })).json()).data.counted;
    expect(await view(browser)).toBe(true);
    expect(await view(browser)).toBe(false);
    for (const bot of ['Googlebot/2.1', 'curl/8.5', '', 'facebookexternalhit/1.1', 'Mozilla/5.0 HeadlessChrome/120'])
      expect(await view(bot, '10.88.0.2')).toBe(false);
  });

  // Scripts' default user agents: Node's fetch sends "node", Go "Go-http-client/1.1".
  it.each(['node', 'undici', 'Go-http-client/1.1', 'okhttp/4.12.0', 'Java/17.0.2', 'PostmanRuntime/7.36.0'])(
    'does not count a view from %s',
    async (userAgent) => {
      const { body } = await create({ status: 'published', translations: { en: { title: `Scripted ${userAgent}`, body: 'x' } } });
      const response = await app.request(`/api/blogs/${body.data.id}/view`, { method: 'POST', headers: { 'user-agent': userAgent }, ip: freshIp() });
      expect((await response.json()).data.counted).toBe(false);
    },
  );

  it('refuses a view beacon with a text body (415), and one sent by another site’s page (403)', async () => {
    const { body } = await create({ status: 'published', translations: { en: { title: 'Cross-site view', body: 'x' } } });
    const view = (headers: Record<string, string>) =>
      app.request(`/api/blogs/${body.data.id}/view`, { method: 'POST', headers: { 'user-agent': browser, ...headers }, ip: freshIp() });
    expect((await view({ 'content-type': 'text/plain' })).status).toBe(415);
    expect((await view({ origin: 'https://evil.example' })).status).toBe(403);
    expect((await view({ origin: 'null' })).status).toBe(403);
    // The site's own pages may (the Origin is the site's, over https behind a proxy too).
    expect((await view({ origin: 'https://localhost' })).status).toBe(200);
  });
});

describe('analytics', () => {
  it('REST refuses days outside 1..366', async () => {
    for (const days of ['0', '-1', '367', 'abc', '1.5'])
      expect((await app.request(`/api/blogs/1/analytics?days=${days}`, { token: editorToken })).status).toBe(400);
  });

  it('GraphQL refuses days outside 1..366 too, rather than answering another period', async () => {
    for (const days of [0, -5, 367, 2_147_483_647]) {
      const result = await app.graphql(
        'query($id: ID!, $d: Int) { postAnalytics(id: $id, days: $d) { days { day } } }',
        { id: postId(1), d: days },
        editorToken,
      );
      expect(result.errors?.[0].extensions?.code, `days ${days}`).toBe('BAD_USER_INPUT');
    }
  });
});

describe('scheduled posts through the public cache', () => {
  it('appear on /api/blogs and /rss.xml at the first read after their time', async () => {
    const cached = createTestApp();
    try {
      const editor = await cached.createStaff({ username: 'scheduler', role: 'EDITOR' });
      const token = await cached.signIn(editor.username, editor.password);
      await cached.request('/api/blogs');
      await cached.request('/rss.xml');
      const at = Date.now() + 1500;
      const { body } = await create(
        { status: 'published', publishedAt: new Date(at).toISOString(), translations: { en: { title: 'Scheduled soon', body: 'x' } } },
        token,
        cached,
      );
      const slug = body.data.slug as string;
      const read = () => Promise.all([cached.request('/api/blogs').then((r) => r.text()), cached.request('/rss.xml').then((r) => r.text())]);
      expect((await read()).map((text) => text.includes(slug))).toEqual([false, false]);
      await new Promise((wake) => setTimeout(wake, Math.max(0, at - Date.now()) + 20));
      expect((await read()).map((text) => text.includes(slug))).toEqual([true, true]);
    } finally {
      await cached.cleanup();
    }
  });

  it('never serves a staff answer to a visitor, nor a withdrawn post', async () => {
    const cached = createTestApp();
    try {
      const editor = await cached.createStaff({ username: 'withdrawer', role: 'EDITOR' });
      const token = await cached.signIn(editor.username, editor.password);
      const { body } = await create({ status: 'published', translations: { en: { title: 'Withdrawn soon', body: 'x' } } }, token, cached);
      const staff = await cached.request('/api/blogs', { token });
      expect(staff.headers.get('cache-control')).toBe('no-store');
      expect((await cached.request(`/api/blogs/${body.data.slug}`)).status).toBe(200);
      const withdrawn = await cached.graphql(
        'mutation($id: ID!) { unpublishPost(input: { id: $id, version: 1 }) { post { status } } }',
        { id: postId(body.data.id) },
        token,
      );
      expect(withdrawn.errors).toBeUndefined();
      expect((await cached.request(`/api/blogs/${body.data.slug}`)).status).toBe(404);
      expect(await (await cached.request('/api/blogs')).text()).not.toContain(body.data.slug);
    } finally {
      await cached.cleanup();
    }
  });
});

describe('revisions', () => {
  const restore = (id: number, revision: number, version: number) =>
    app.graphql(
      'mutation($id: ID!, $r: Int!, $v: Int!) { restorePostRevision(input: { id: $id, revision: $r, version: $v }) { post { slug version } } }',
      { id: postId(id), r: revision, v: version },
      editorToken,
    );

  it('keeps today’s slug when the old one is taken, refuses a stale version and a deleted post', async () => {
    const { body } = await create(draft({ slug: 'rev-original' }));
    const id = body.data.id as number;
    expect((await app.request(`/api/blogs/${id}`, { method: 'PUT', token: editorToken, json: { ...draft({ slug: 'rev-renamed' }), version: 1 } })).status).toBe(
      200,
    );
    expect((await create(draft({ slug: 'rev-original' }))).status).toBe(201);
    const restored = await restore(id, 1, 2);
    expect(restored.data.restorePostRevision.post).toEqual({ slug: 'rev-renamed', version: 3 });
    expect((await restore(id, 1, 2)).errors?.[0].extensions?.code).toBe('CONFLICT');
    expect((await restore(id, 99, 3)).errors?.[0].extensions?.code).toBe('NOT_FOUND');
    expect((await app.request(`/api/blogs/${id}`, { method: 'DELETE', token: adminToken })).status).toBe(200);
    expect((await restore(id, 1, 3)).errors?.[0].extensions?.code).toBe('NOT_FOUND');
  });
});

describe('input types', () => {
  it.each([
    ['an array body', [draft()]],
    ['a null status', { ...draft(), status: null }],
    ['a title array', { status: 'draft', translations: { en: { title: ['x'] } } }],
    ['tags as a string', { ...draft(), tags: 'a,b' }],
    ['nested tag arrays', { ...draft(), tags: [['a']] }],
    ['featured as a string', { ...draft(), featured: 'true' }],
    ['a javascript: cover', { ...draft(), coverImage: 'javascript:alert(1)' }],
    ['a body over 100,000 characters', { status: 'draft', translations: { en: { title: 'x', body: 'x'.repeat(100_001) } } }],
  ])('answers %s with 400', async (_name, body) => {
    expect((await app.request('/api/blogs', { method: 'POST', json: body, token: editorToken })).status).toBe(400);
  });

  it('answers deeply nested GraphQL variables with 400, never 500', async () => {
    const depth = 5000;
    const body = `{"query":"query($s: String) { posts(search: $s) { totalCount } }","variables":{"s":"x","z":${'['.repeat(depth)}${']'.repeat(depth)}}}`;
    const response = await app.request('/graphql', { method: 'POST', body, headers: { 'content-type': 'application/json' } });
    expect(response.status).toBeLessThan(500);
  });

  it('does not describe GraphQL variables to REST callers (an empty body, a PUT without version)', async () => {
    const empty = await (
      await app.request('/api/blogs', { method: 'POST', body: '', headers: { 'content-type': 'application/json' }, token: editorToken })
    ).json();
    expect(empty.message).not.toMatch(/Variable "\$input"/);
    const noVersion = await (await app.request('/api/blogs/1', { method: 'PUT', json: draft(), token: editorToken })).json();
    expect(noVersion.message).not.toMatch(/Variable "\$input"/);
  });
});

describe('read time', () => {
  it('counts the words between a < and a > in prose', async () => {
    const body = `Latency stays < 10 ms. ${'word '.repeat(1000)} Throughput is > 1 GB/s.`;
    const { body: created } = await create(draft({ translations: { en: { title: 'Comparisons', body } } }));
    expect(created.data.readTime).toBe(5);
  });

  it('is the same in English and Arabic for the same number of words, and languages lists both', async () => {
    const { body } = await create(
      draft({ translations: { en: { title: 'Words', body: 'word '.repeat(1000) }, ar: { title: 'كلمات', body: 'كلمة '.repeat(1000) } } }),
    );
    expect(body.data.readTime).toBe(5);
    expect(body.data.languages).toEqual(['en', 'ar']);
  });
});

describe('audit log', () => {
  it('records create, update, publish, unpublish, restore and delete with actor and target', async () => {
    const { body } = await create(draft());
    const id = body.data.id as number;
    await app.request(`/api/blogs/${id}`, { method: 'PUT', token: editorToken, json: { ...draft(), version: 1 } });
    await app.graphql('mutation($id: ID!) { publishPost(input: { id: $id, version: 2 }) { post { id } } }', { id: postId(id) }, editorToken);
    await app.graphql('mutation($id: ID!) { unpublishPost(input: { id: $id, version: 3 }) { post { id } } }', { id: postId(id) }, editorToken);
    await app.graphql(
      'mutation($id: ID!) { restorePostRevision(input: { id: $id, revision: 1, version: 4 }) { post { id } } }',
      { id: postId(id) },
      editorToken,
    );
    await app.request(`/api/blogs/${id}`, { method: 'DELETE', token: adminToken });
    const events = await app.db.auditEvent.findMany({ where: { target: `post:${id}` }, orderBy: { id: 'asc' } });
    expect(events.map((event) => event.action)).toEqual([
      'post.created',
      'post.updated',
      'post.published',
      'post.unpublished',
      'post.restored',
      'post.deleted',
    ]);
    expect(events.every((event) => event.actorId !== null)).toBe(true);
  });
});
