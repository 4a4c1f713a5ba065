import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/testApp.ts';
import { ensureSearchIndex, reindexPost } from './posts/fullText/searchIndex.ts';

// Blog and staff searches never read what was typed as wildcards or syntax, and refuse absurd lengths.
// The blog matches words (posts/fullText/), staff searches match the text literally.

let app: TestApp;
let adminToken: string;

beforeAll(async () => {
  app = createTestApp();
  const post = async (slug: string, title: string) => {
    const created = await app.db.post.create({
      data: { slug, status: 'PUBLISHED', publishedAt: new Date(Date.now() - 60_000), translations: { create: { locale: 'en', title } } },
    });
    await reindexPost(app.db, created.id);
  };
  await post('percent', 'A 100% sovereign stack');
  await post('underscore', 'Naming snake_case models');
  await post('plain', 'Nothing special here');
  const admin = await app.createStaff({ username: 'search_admin', role: 'ADMIN' });
  await app.createStaff({ username: 'searchxaeditor', role: 'EDITOR' });
  adminToken = await app.signIn(admin.username, admin.password);
});
afterAll(() => app.cleanup());

async function blogSlugs(search: string) {
  const response = await app.request(`/api/blogs?search=${encodeURIComponent(search)}`);
  expect(response.status).toBe(200);
  return (await response.json()).data.blogs.map((blog: { slug: string }) => blog.slug).sort();
}

describe('GET /api/blogs?search=', () => {
  it('treats _ and % as punctuation between words, not wildcards', async () => {
    // A wildcard alone would match every post; punctuation alone is no word, and matches none.
    expect(await blogSlugs('_')).toEqual([]);
    expect(await blogSlugs('%')).toEqual([]);
    expect(await blogSlugs('100%')).toEqual(['percent']);
    expect(await blogSlugs('snake_case')).toEqual(['underscore']);
    // As wildcards these would match "snake".
    expect(await blogSlugs('sn%ke')).toEqual([]);
    expect(await blogSlugs('s_ake')).toEqual([]);
  });

  it('ignores the case of letters, as before', async () => {
    expect(await blogSlugs('SOVEREIGN')).toEqual(['percent']);
  });

  it('refuses a search over 200 characters with 400 naming the field, not a 500', async () => {
    const response = await app.request(`/api/blogs?search=${'a'.repeat(50_000)}`);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ success: false, error: 'BAD_USER_INPUT', details: { search: 'too_long' } });
    const graphql = await app.graphql('query($s: String) { posts(search: $s) { totalCount } }', { s: '%'.repeat(50_000) });
    expect(graphql.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });
});

describe('GET /api/users?search=', () => {
  it('matches underscores literally', async () => {
    const response = await app.request('/api/users?search=h_a', { token: adminToken });
    const usernames = (await response.json()).data.users.map((user: { username: string }) => user.username);
    expect(usernames).toEqual(['search_admin']);
  });
});

describe('a search matching many posts (the outside attack found 996 matches gave a 500)', () => {
  it('answers 1,200 matches with the right total, and hidden posts containing the text change nothing', async () => {
    const before = await app.db.post.count();
    const past = new Date(Date.now() - 3_600_000);
    await app.db.post.createMany({
      data: Array.from({ length: 1200 }, (_, i) => ({ slug: `bulk-${i}`, status: 'PUBLISHED' as const, publishedAt: past })),
    });
    const bulk = await app.db.post.findMany({ where: { slug: { startsWith: 'bulk-' } }, select: { id: true } });
    await app.db.postTranslation.createMany({ data: bulk.map(({ id }) => ({ postId: id, locale: 'en' as const, title: `Bulkword number ${id}` })) });
    // Written past the post service, as a bulk import would be: the index is rebuilt as at start.
    expect(await ensureSearchIndex(app.db)).toBe(true);
    const answer = async () => {
      const response = await app.request('/api/blogs?search=bulkword&limit=5');
      expect(response.status).toBe(200);
      return (await response.json()).data.pagination.total;
    };
    expect(await answer()).toBe(1200);
    for (const [i, status] of (['DRAFT', 'ARCHIVED'] as const).entries()) {
      await app.db.post.create({
        data: { slug: `hidden-bulk-${i}`, status, publishedAt: past, translations: { create: { locale: 'en', title: 'Bulkword hidden' } } },
      });
    }
    await app.db.post.create({
      data: {
        slug: 'later-bulk',
        status: 'PUBLISHED',
        publishedAt: new Date(Date.now() + 86_400_000),
        translations: { create: { locale: 'en', title: 'Bulkword later' } },
      },
    });
    expect(await ensureSearchIndex(app.db)).toBe(true);
    expect(await answer()).toBe(1200);
    const graphql = await app.graphql('{ posts(search: "BULKWORD", first: 100) { totalCount edges { node { slug } } } }');
    expect(graphql.data.posts.totalCount).toBe(1200);
    expect(graphql.data.posts.edges).toHaveLength(100);
    expect(graphql.data.posts.edges.every((edge: { node: { slug: string } }) => edge.node.slug.startsWith('bulk-'))).toBe(true);
    expect(await app.db.post.count()).toBe(before + 1203);
  });
});
