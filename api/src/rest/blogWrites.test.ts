import { encodeGlobalID } from '@pothos/plugin-relay';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { siteDay } from '../services/analytics/days.ts';
import { seedContent } from '../services/seed.ts';
import { createTestApp, type TestApp } from '../testing/testApp.ts';

// The blog's write routes (POST/PUT/DELETE /api/blogs, like, view, analytics, the staff list), as
// anonymous visitors, editors and admins see them.

let app: TestApp;
let admin: string;
let editor: string;
let editorId: number;

beforeAll(async () => {
  app = createTestApp();
  await seedContent(app.db, app.log);
  const a = await app.createStaff({ username: 'chief', role: 'ADMIN' });
  const e = await app.createStaff({ username: 'writer', role: 'EDITOR' });
  editorId = e.id;
  admin = await app.signIn(a.username, a.password);
  editor = await app.signIn(e.username, e.password);
});
afterAll(() => app.cleanup());

const post = (overrides: Record<string, unknown> = {}) => ({
  status: 'draft',
  tags: ['sovereign-ai'],
  translations: {
    en: { title: 'Sovereign inference in Abu Dhabi', excerpt: 'Why it matters', body: '# Heading\n\nSome **bold** words.' },
    ar: { title: 'الاستدلال السيادي في أبوظبي', excerpt: 'لماذا يهم', body: '# عنوان\n\nنص عربي.' },
  },
  ...overrides,
});

async function create(body: unknown, token = editor) {
  const response = await app.request('/api/blogs', { method: 'POST', json: body, token });
  return { status: response.status, body: await response.json() };
}

async function update(id: number, body: unknown, token = editor) {
  const response = await app.request(`/api/blogs/${id}`, { method: 'PUT', json: body, token });
  return { status: response.status, body: await response.json() };
}

describe('POST /api/blogs', () => {
  it('refuses visitors (401) and creates a draft for an editor, the slug made from the English title', async () => {
    expect((await create(post(), '')).status).toBe(401);
    const { status, body } = await create(post());
    expect(status).toBe(201);
    expect(body.data).toMatchObject({
      slug: 'sovereign-inference-in-abu-dhabi',
      status: 'DRAFT',
      version: 1,
      languages: ['en', 'ar'],
      author: { id: editorId, displayName: 'writer' },
      tags: [{ slug: 'sovereign-ai', name: 'sovereign-ai' }],
    });
    expect(body.data.contentHtml).toContain('<strong>bold</strong>');
    // Not public: drafts are nobody's business but staff's.
    expect((await app.request(`/api/blogs/${body.data.slug}`)).status).toBe(404);
    // The same title again gets the next free slug.
    expect((await create(post())).body.data.slug).toBe('sovereign-inference-in-abu-dhabi-2');
  });

  it('answers bad input with 400 and the field at fault, and writes nothing', async () => {
    const before = await app.db.post.count();
    const cases: [unknown, string][] = [
      [post({ slug: 'Not A Slug' }), 'slug'],
      [post({ slug: 'admin' }), 'slug'],
      [post({ status: 'LIVE' }), 'status'],
      [post({ translations: {} }), 'translations'],
      [post({ translations: { en: { title: 'x'.repeat(201) } } }), 'translations.en.title'],
      [post({ coverImage: 'javascript:alert(1)' }), 'coverImage'],
      [post({ publishedAt: 'tomorrow' }), 'publishedAt'],
      [post({ tags: ['\u202Eevil'] }), 'tags.0'],
      [post({ status: 'published', translations: { en: { title: 'No body' } } }), 'body'],
    ];
    for (const [body, field] of cases) {
      const result = await create(body);
      expect(result.status, JSON.stringify(body)).toBe(400);
      expect(result.body.success).toBe(false);
      expect(Object.keys(result.body.details ?? {}).join(' ') + ' ' + result.body.message, field).toMatch(new RegExp(field.split('.')[0]));
    }
    expect(await app.db.post.count()).toBe(before);
  });

  it('names a field left out of a language by its whole path, over REST and GraphQL alike', async () => {
    const translations = { en: { title: 'Fine' }, ar: { body: 'نص بلا عنوان' } };
    const rest = await create(post({ translations }), admin);
    expect(rest).toMatchObject({ status: 400, body: { error: 'BAD_USER_INPUT', details: { 'translations.ar.title': 'required' } } });
    const response = await app.request('/graphql', {
      method: 'POST',
      token: admin,
      json: {
        query: 'mutation ($input: CreatePostInput!) { createPost(input: $input) { post { id } } }',
        variables: { input: { status: 'DRAFT', translations } },
      },
    });
    expect(response.status).toBe(400);
    expect((await response.json()).errors).toEqual([
      expect.objectContaining({ extensions: { code: 'BAD_USER_INPUT', details: { 'translations.ar.title': 'required' } } }),
    ]);
  });

  it('creates one post for one create key, however often the create is retried', async () => {
    const createKey = 'retry-after-a-lost-answer-0001';
    const first = await create(post({ slug: 'keyed-create', createKey }));
    const again = await create(post({ slug: 'keyed-create', createKey }));
    expect(first.status).toBe(201);
    expect(again.body.data.id).toBe(first.body.data.id);
    expect(await app.db.post.count({ where: { slug: { startsWith: 'keyed-create' } } })).toBe(1);
    expect((await create(post({ createKey }), admin)).status).toBe(409); // someone else's key
    expect((await create(post({ createKey: 'short' }))).status).toBe(400);
  });

  it('refuses a slug already in use with 409', async () => {
    const result = await create(post({ slug: 'private-llm-deployment-middle-east-enterprises' }));
    expect(result.status).toBe(409);
  });
});

describe('PUT /api/blogs/{id}', () => {
  it('saves with the version it started from, and refuses a save over a newer one with 409', async () => {
    const { body: created } = await create(post({ slug: 'locking-test' }));
    const id = created.data.id;
    const first = await update(id, { ...post({ slug: 'locking-test' }), version: 1, featured: true });
    expect(first.status).toBe(200);
    expect(first.body.data).toMatchObject({ version: 2, featured: true });
    const stale = await update(id, { ...post({ slug: 'locking-test' }), version: 1 }, admin);
    expect(stale.status).toBe(409);
    expect(stale.body.message).toMatch(/Someone else saved this post/);
    expect((await update(id, post({ slug: 'locking-test' }))).status).toBe(400); // version required
    expect((await update(999999, { ...post(), version: 1 })).status).toBe(404);
  });

  it('lets only one of two simultaneous saves of the same version through', async () => {
    const { body: created } = await create(post({ slug: 'race-test' }));
    const results = await Promise.all([1, 2, 3].map(() => update(created.data.id, { ...post({ slug: 'race-test' }), version: 1 })));
    expect(results.map((r) => r.status).sort()).toEqual([200, 409, 409]);
  });

  it('publishes: the post appears on the public list and article, in both languages', async () => {
    const { body: created } = await create(post({ slug: 'published-now' }));
    const saved = await update(created.data.id, { ...post({ slug: 'published-now', status: 'published' }), version: 1 });
    expect(saved.body.data.status).toBe('PUBLISHED');
    expect(saved.body.data.publishedAt).not.toBeNull();
    const list = await (await app.request('/api/blogs?limit=100')).json();
    expect(list.data.blogs.map((b: { slug: string }) => b.slug)).toContain('published-now');
    const article = await (await app.request('/api/blogs/published-now?lang=ar')).json();
    expect(article.data.title).toBe('الاستدلال السيادي في أبوظبي');
  });

  it('keeps a post with a future date out of sight until its time (scheduled)', async () => {
    const at = new Date(Date.now() + 60 * 60_000).toISOString();
    const { body } = await create(post({ slug: 'scheduled-later', status: 'published', publishedAt: at }));
    expect(body.data.publishedAt).toBe(at);
    expect((await app.request('/api/blogs/scheduled-later')).status).toBe(404);
    const staff = await (await app.request('/api/blogs/admin?limit=100', { token: editor })).json();
    expect(staff.data.blogs.find((b: { slug: string }) => b.slug === 'scheduled-later')).toMatchObject({ status: 'PUBLISHED', publishedAt: at });
  });
});

describe('DELETE /api/blogs/{id}', () => {
  it('deletes any post for an admin, and for an editor a draft they wrote that was never published', async () => {
    const mine = (await create(post({ slug: 'begun-by-mistake' }))).body.data;
    const theirs = (await create(post({ slug: 'to-delete' }), admin)).body.data;
    // The editor's, a draft again, but it was published: readers saw it.
    const once = (await create(post({ slug: 'once-live', status: 'published' }))).body.data;
    expect((await update(once.id, { ...post({ slug: 'once-live' }), version: once.version })).body.data.status).toBe('DRAFT');
    const ids = [mine.id, theirs.id, once.id];
    const mayDelete = async (token: string) =>
      (
        await app.graphql(
          'query($ids: [ID!]!) { nodes(ids: $ids) { ... on Post { viewerCanDelete } } }',
          { ids: ids.map((id) => encodeGlobalID('Post', String(id))) },
          token,
        )
      ).data.nodes.map((node: { viewerCanDelete: boolean }) => node.viewerCanDelete);
    expect(await mayDelete(editor)).toEqual([true, false, false]);
    expect(await mayDelete(admin)).toEqual([true, true, true]);

    expect((await app.request(`/api/blogs/${mine.id}`, { method: 'DELETE' })).status).toBe(401);
    for (const id of [theirs.id, once.id]) {
      const refused = await app.request(`/api/blogs/${id}`, { method: 'DELETE', token: editor });
      expect(refused.status).toBe(403);
      expect((await refused.json()).message).toBe('Only administrators can delete this post: editors delete the drafts they made');
    }
    expect((await app.request(`/api/blogs/${mine.id}`, { method: 'DELETE', token: editor })).status).toBe(200);
    for (const id of [theirs.id, once.id]) expect((await app.request(`/api/blogs/${id}`, { method: 'DELETE', token: admin })).status).toBe(200);
    expect(await app.db.post.count({ where: { id: { in: ids } } })).toBe(0);
    expect((await app.request(`/api/blogs/${theirs.id}`, { method: 'DELETE', token: admin })).status).toBe(404);
  });
});

describe('GET /api/blogs/admin', () => {
  it('lists drafts for staff, filters by status and author, and is closed to visitors', async () => {
    expect((await app.request('/api/blogs/admin')).status).toBe(401);
    const drafts = await (await app.request(`/api/blogs/admin?status=draft&author=${editorId}&limit=100`, { token: editor })).json();
    expect(drafts.success).toBe(true);
    expect(drafts.data.blogs.length).toBeGreaterThan(0);
    expect(drafts.data.blogs.every((b: { status: string; author: { id: number } }) => b.status === 'DRAFT' && b.author.id === editorId)).toBe(true);
    expect((await app.request('/api/blogs/admin?status=secret', { token: editor })).status).toBe(400);
  });
});

describe('likes, views and analytics', () => {
  it('counts one like per visitor, a new one from another address, and reports them', async () => {
    const id = (await (await app.request('/api/blogs/private-llm-deployment-middle-east-enterprises')).json()).data.id;
    const like = (ip: string) =>
      app.request(`/api/blogs/${id}/like`, { method: 'POST', ip, headers: { 'user-agent': 'Mozilla/5.0 Test' } }).then((r) => r.json());
    const { updatedAt } = await app.db.post.findUniqueOrThrow({ where: { id } });
    expect((await like('203.0.113.1')).data).toEqual({ liked: true, likes: 1 });
    // A like is no change to the post: its date of last change (the staff list, the sitemap) stays.
    expect((await app.db.post.findUniqueOrThrow({ where: { id } })).updatedAt).toEqual(updatedAt);
    expect((await like('203.0.113.1')).data).toEqual({ liked: false, likes: 1 });
    expect((await like('203.0.113.2')).data).toEqual({ liked: true, likes: 2 });
    await app.request(`/api/blogs/${id}/view`, { method: 'POST', ip: '203.0.113.1', headers: { 'user-agent': 'Mozilla/5.0 Test' } });
    await app.request(`/api/blogs/${id}/view`, { method: 'POST', ip: '203.0.113.1', headers: { 'user-agent': 'Mozilla/5.0 Test' } });
    expect((await app.request(`/api/blogs/${id}/analytics`)).status).toBe(401);
    const analytics = await (await app.request(`/api/blogs/${id}/analytics?days=7`, { token: editor })).json();
    expect(analytics.data.totals).toEqual({ views: 1, likes: 2 });
    expect(analytics.data.views).toHaveLength(7);
    expect(analytics.data.views.at(-1)).toEqual({ date: siteDay(), views: 1 });
    // No address is stored, only keyed hashes.
    const likes = await app.db.postLike.findMany({ where: { postId: id } });
    expect(JSON.stringify(likes)).not.toContain('203.0.113');
  });

  it('does not let visitors like a draft', async () => {
    const { body } = await create(post({ slug: 'unliked-draft' }));
    expect((await app.request(`/api/blogs/${body.data.id}/like`, { method: 'POST' })).status).toBe(404);
  });
});

describe('posts(featured:)', () => {
  it('lists only featured posts, or only the others, with a count to match', async () => {
    const query = 'query($featured: Boolean) { posts(first: 100, featured: $featured) { totalCount edges { node { featured } } } }';
    const all = (await app.graphql(query, {})).data.posts;
    const featured = (await app.graphql(query, { featured: true })).data.posts;
    const others = (await app.graphql(query, { featured: false })).data.posts;
    expect(featured.totalCount).toBeGreaterThan(0);
    expect(featured.edges.every((edge: { node: { featured: boolean } }) => edge.node.featured)).toBe(true);
    expect(others.edges.every((edge: { node: { featured: boolean } }) => !edge.node.featured)).toBe(true);
    expect(featured.totalCount + others.totalCount).toBe(all.totalCount);
  });
});

describe('tags with post counts', () => {
  it('counts only published, due posts under each tag, in one list', async () => {
    const { data } = await app.graphql('{ tags { slug postCount } }');
    const expected = await app.db.tag.findMany({ include: { posts: { where: { post: { status: 'PUBLISHED', publishedAt: { lte: new Date() } } } } } });
    for (const tag of data.tags as { slug: string; postCount: number }[]) {
      expect(tag.postCount, tag.slug).toBe(expected.find((t) => t.slug === tag.slug)!.posts.length);
      expect(tag.postCount).toBeGreaterThan(0);
    }
  });
});

describe('revisions', () => {
  const history = async (id: number) =>
    (
      await app.graphql(
        `query($id: ID!) { node(id: $id) { ... on Post { revisions { version action } revision(version: 1) { version title: translations { title } } } } }`,
        { id: encodeGlobalID('Post', String(id)) },
        editor,
      )
    ).data.node;

  it('keeps one revision per burst of edits by one editor, and one per publication change', async () => {
    const { body } = await create(post({ slug: 'burst-of-edits' }));
    let version = 1;
    for (let i = 0; i < 5; i++)
      version = (await update(body.data.id, { ...post({ slug: 'burst-of-edits' }), version, featured: i % 2 === 0 })).body.data.version;
    await update(body.data.id, { ...post({ slug: 'burst-of-edits', status: 'published' }), version }); // an update that publishes is an update too
    const { revisions, revision } = await history(body.data.id);
    expect(revisions.map((r: { action: string }) => r.action)).toEqual(['updated', 'created']);
    expect(revisions[0].version).toBe(version + 1);
    expect(revision.version).toBe(1);
    // Another editor's edit of the live post waits as pending changes (no revision); published, it is a revision of its own.
    const pending = await update(body.data.id, { ...post({ slug: 'burst-of-edits', status: 'published' }), version: version + 1 }, admin);
    expect((await history(body.data.id)).revisions).toHaveLength(2);
    const published = await app.call(`/api/blogs/${body.data.id}/publish-changes`, {
      method: 'POST',
      token: admin,
      json: { version: pending.body.data.version },
    });
    expect(published.status, published.text).toBe(200);
    expect((await history(body.data.id)).revisions.map((r: { action: string }) => r.action)).toEqual(['published', 'updated', 'created']);
  });
});

describe('what a write means', () => {
  it('refuses a language that has words but no title, instead of dropping it', async () => {
    const result = await create(post({ translations: { en: { title: 'Fine' }, ar: { title: '', body: 'نص بلا عنوان' } } }));
    expect(result.status).toBe(400);
    expect(result.body.details).toEqual({ 'translations.ar.title': 'required' });
    // An empty language is simply not written.
    const fine = await create(post({ translations: { en: { title: 'Only English' }, ar: { title: '' } } }));
    expect(fine.body.data.languages).toEqual(['en']);
  });

  it('clears a draft’s date when the save leaves it out', async () => {
    const at = new Date(Date.now() + 86_400_000).toISOString();
    const { body } = await create(post({ slug: 'dated-draft', publishedAt: at }));
    expect(body.data.publishedAt).toBe(at);
    const saved = await update(body.data.id, { ...post({ slug: 'dated-draft' }), version: 1 });
    expect(saved.body.data.publishedAt).toBeNull();
  });
});
