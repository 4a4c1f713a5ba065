import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countingApp, createTestApp, type TestApp } from '../../testing/testApp.ts';

// Related posts asked of many posts at once (a list's `related`) are the ones each post shows alone,
// read together: a fixed number of statements whatever the list's length, on either database.

let app: TestApp;
const day = 86_400_000;

beforeAll(async () => {
  app = createTestApp();
  const tags = await Promise.all(['cloud', 'edge', 'lonely', 'gulf'].map((slug) => app.db.tag.create({ data: { slug } })));
  const [cloud, edge, lonely, gulf] = tags.map((tag) => tag.id);
  const post = (slug: string, daysAgo: number, tagIds: number[], status: 'PUBLISHED' | 'DRAFT' = 'PUBLISHED') =>
    app.db.post.create({
      data: {
        slug,
        status,
        publishedAt: status === 'DRAFT' ? null : new Date(Date.now() - daysAgo * day),
        translations: { create: [{ locale: 'en', title: `Title of ${slug}` }] },
        tags: { create: tagIds.map((tagId) => ({ tagId })) },
      },
    });
  // Posts the same day are told apart by id, as everywhere else.
  for (let i = 0; i < 14; i++) await post(`post-${i}`, Math.floor(i / 2) + 1, i % 3 === 0 ? [cloud, edge] : i % 3 === 1 ? [cloud] : [edge, gulf]);
  await post('alone', 3, [lonely]);
  await post('untagged', 4, []);
  await post('draft-sharing-cloud', 0, [cloud, edge], 'DRAFT');
  await post('scheduled-sharing-edge', -2, [cloud, edge]);
});
afterAll(() => app.cleanup());

const listQuery = (first: number, related: number) =>
  `{ posts(first: ${first}) { edges { node { slug related(first: ${related}) { slug tags { slug } translation(locale: en) { title } } } } } }`;

describe('related posts of a list', () => {
  it('are, for each post, the ones it shows alone: never itself, a draft or a scheduled post', async () => {
    for (const related of [1, 3, 12]) {
      const list = await app.graphql(listQuery(20, related));
      expect(list.errors).toBeUndefined();
      const nodes: { slug: string; related: { slug: string }[] }[] = list.data.posts.edges.map((edge: { node: unknown }) => edge.node);
      expect(nodes).toHaveLength(16);
      for (const node of nodes) {
        const alone = await app.graphql(
          `query($slug: String!) { post(slug: $slug) { related(first: ${related}) { slug tags { slug } translation(locale: en) { title } } } }`,
          {
            slug: node.slug,
          },
        );
        expect(node.related, `${node.slug}, first ${related}`).toEqual(alone.data.post.related);
        const slugs = node.related.map((post) => post.slug);
        expect(slugs).not.toContain(node.slug);
        expect(slugs).not.toContain('draft-sharing-cloud');
        expect(slugs).not.toContain('scheduled-sharing-edge');
      }
      const bySlug = new Map(nodes.map((node) => [node.slug, node.related.map((post) => post.slug)]));
      expect(bySlug.get('alone')).toEqual([]);
      expect(bySlug.get('untagged')).toEqual([]);
      expect(bySlug.get('post-0')).toHaveLength(Math.min(related, 13));
    }
  });

  it('are newest first, each with its own fields, under two aliases asking differently', async () => {
    const result = await app.graphql(
      '{ posts(first: 20) { edges { node { slug few: related(first: 2) { slug } many: related(first: 12) { slug publishedAt } } } } }',
    );
    expect(result.errors).toBeUndefined();
    for (const { node } of result.data.posts.edges as { node: { slug: string; few: { slug: string }[]; many: { slug: string; publishedAt: string }[] } }[]) {
      expect(node.few.map((post) => post.slug)).toEqual(node.many.slice(0, 2).map((post) => post.slug));
      const times = node.many.map((post) => Date.parse(post.publishedAt));
      expect(times).toEqual([...times].sort((a, b) => b - a));
    }
  });

  it('cost the same statements for 4 posts as for 16, whatever they ask of them', async () => {
    const { graphql, statements, close } = await countingApp(app);
    const everything =
      'slug author { displayName } coverImage cover { src } languages translations { title bodyHtml } tags { slug name(locale: ar) } related(first: 2) { slug tags { slug } }';
    try {
      const cost = async (query: string) => {
        await graphql(query);
        const before = statements();
        const result = await graphql(query);
        expect(result.errors).toBeUndefined();
        return statements() - before;
      };
      const few = await cost(listQuery(4, 3));
      expect(await cost(listQuery(16, 3))).toBe(few);
      // The list (ids, posts, texts, tags), then the related posts' ids, the posts, their texts and tags.
      expect(few).toBeLessThanOrEqual(9);
      const rich = (first: number) => `{ posts(first: ${first}) { edges { node { related(first: 3) { ${everything} } } } } }`;
      expect(await cost(rich(16))).toBe(await cost(rich(4)));
    } finally {
      await close();
    }
  });
});
