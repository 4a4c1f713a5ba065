import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './testing/testApp.ts';

// Outside attack on the batched `related` field (api/src/services/posts/related.ts): every answer is
// compared with an oracle computed in JS from the rows (published and due, shares a tag, not itself,
// publishedAt desc then id desc, first clamped to 1..12, default 3).

let app: TestApp;
let staff: string;
const day = 86_400_000;
const base = Date.now() - 30 * day;

type Row = { id: number; slug: string; status: string; publishedAt: Date | null; tags: { tagId: number }[] };
let rows: Row[] = [];
const gid = new Map<string, string>();

function oracle(slug: string, first: number | null | undefined): string[] {
  const take = Math.min(Math.max(first ?? 3, 1), 12);
  const src = rows.find((r) => r.slug === slug)!;
  const mine = new Set(src.tags.map((t) => t.tagId));
  const now = Date.now();
  return rows
    .filter((r) => r.id !== src.id && r.status === 'PUBLISHED' && r.publishedAt && r.publishedAt.getTime() <= now)
    .filter((r) => r.tags.some((t) => mine.has(t.tagId)))
    .sort((a, b) => b.publishedAt!.getTime() - a.publishedAt!.getTime() || b.id - a.id)
    .slice(0, take)
    .map((r) => r.slug);
}

beforeAll(async () => {
  app = createTestApp();
  const tags = await Promise.all(['t-a', 't-b', 't-c', 't-solo', 't-hidden'].map((slug) => app.db.tag.create({ data: { slug } })));
  const [a, b, c, solo, hidden] = tags.map((tag) => tag.id);
  const post = (slug: string, status: 'PUBLISHED' | 'DRAFT' | 'ARCHIVED', publishedAt: Date | null, tagIds: number[]) =>
    app.db.post.create({
      data: {
        slug,
        status,
        publishedAt,
        translations: { create: [{ locale: 'en', title: `Title of ${slug}` }] },
        tags: { create: tagIds.map((tagId) => ({ tagId })) },
      },
    });
  // Ties: groups of 3 posts with exactly the same publishedAt.
  for (let i = 0; i < 18; i++) {
    const tagIds = i % 4 === 0 ? [a, b] : i % 4 === 1 ? [a] : i % 4 === 2 ? [b, c] : [c];
    await post(`p-${i}`, 'PUBLISHED', new Date(base + Math.floor(i / 3) * day), tagIds);
  }
  await post('solo', 'PUBLISHED', new Date(base + 2 * day), [solo]);
  await post('untagged', 'PUBLISHED', new Date(base + 3 * day), []);
  // Never related to anyone: share every tag and are the newest.
  await post('draft-x', 'DRAFT', null, [a, b, c, solo]);
  await post('draft-dated', 'DRAFT', new Date(base + 20 * day), [a, b, c, solo]);
  await post('scheduled-x', 'PUBLISHED', new Date(Date.now() + 2 * day), [a, b, c, solo]);
  await post('archived-x', 'ARCHIVED', new Date(base + 25 * day), [a, b, c, solo]);
  // Hidden tag shared only by non-public posts and one public one.
  await post('draft-hidden', 'DRAFT', null, [hidden]);
  await post('archived-hidden', 'ARCHIVED', new Date(base + 1 * day), [hidden]);
  await post('public-hidden', 'PUBLISHED', new Date(base + 1 * day), [hidden]);
  rows = (await app.db.post.findMany({ select: { id: true, slug: true, status: true, publishedAt: true, tags: { select: { tagId: true } } } })) as Row[];
  const s = await app.createStaff({ username: 'related-attack-admin', role: 'ADMIN' });
  staff = await app.signIn(s.username, s.password);
  const all = await app.graphql('{ adminPosts(first: 100) { edges { node { id slug } } } }', {}, staff);
  expect(all.errors).toBeUndefined();
  for (const { node } of all.data.adminPosts.edges) gid.set(node.slug, node.id);
  expect(gid.size).toBe(rows.length);
});
afterAll(() => app.cleanup());

const publicSlugs = () => rows.filter((r) => r.status === 'PUBLISHED' && r.publishedAt!.getTime() <= Date.now()).map((r) => r.slug);

describe('related under attack', () => {
  it('visitor list: every post equals the oracle and its answer alone, for every first', async () => {
    for (const first of [1, 2, 3, 5, 12]) {
      const list = await app.graphql(`{ posts(first: 50) { edges { node { slug related(first: ${first}) { slug } } } } }`);
      expect(list.errors).toBeUndefined();
      const nodes: { slug: string; related: { slug: string }[] }[] = list.data.posts.edges.map((e: { node: unknown }) => e.node);
      expect(nodes.map((n) => n.slug).sort()).toEqual(publicSlugs().sort());
      for (const node of nodes) {
        expect(
          node.related.map((p) => p.slug),
          `list ${node.slug} first ${first}`,
        ).toEqual(oracle(node.slug, first));
        const alone = await app.graphql('query($s: String!, $f: Int) { post(slug: $s) { related(first: $f) { slug } } }', { s: node.slug, f: first });
        expect(
          alone.data.post.related.map((p: { slug: string }) => p.slug),
          `alone ${node.slug} first ${first}`,
        ).toEqual(oracle(node.slug, first));
      }
    }
  });

  it('first out of range, null and variables are clamped the same in a list and alone', async () => {
    for (const first of [0, -5, 13, 1000000, null, undefined, 2147483647, -2147483648]) {
      const list = await app.graphql(
        'query($f: Int) { posts(first: 50) { edges { node { slug related(first: $f) { slug } } } } }',
        first === undefined ? {} : { f: first },
      );
      expect(list.errors, String(first)).toBeUndefined();
      for (const { node } of list.data.posts.edges as { node: { slug: string; related: { slug: string }[] } }[])
        expect(
          node.related.map((p) => p.slug),
          `list ${node.slug} first ${first}`,
        ).toEqual(oracle(node.slug, first));
      const alone = await app.graphql('query($f: Int) { post(slug: "p-0") { related(first: $f) { slug } } }', first === undefined ? {} : { f: first });
      expect(alone.errors).toBeUndefined();
      expect(alone.data.post.related.map((p: { slug: string }) => p.slug)).toEqual(oracle('p-0', first));
    }
    for (const literal of ['0', '-5', '13', '1000000', 'null']) {
      const list = await app.graphql(`{ posts(first: 50) { edges { node { slug related(first: ${literal}) { slug } } } } }`);
      expect(list.errors, literal).toBeUndefined();
      for (const { node } of list.data.posts.edges as { node: { slug: string; related: { slug: string }[] } }[])
        expect(node.related.map((p) => p.slug)).toEqual(oracle(node.slug, literal === 'null' ? null : Number(literal)));
    }
  });

  it('two aliases with different first and selections, and a nested related, in one document', async () => {
    const q = `{ posts(first: 20) { edges { node { slug
      a: related(first: 2) { slug }
      b: related(first: 12) { slug publishedAt status tags { slug } }
      c: related(first: 2) { slug translation(locale: en) { title } }
      d: related { slug related(first: 5) { slug related(first: 1) { slug } } } } } } }`;
    const r = await app.graphql(q);
    expect(r.errors).toBeUndefined();
    for (const { node } of r.data.posts.edges) {
      expect(node.a.map((p: { slug: string }) => p.slug)).toEqual(oracle(node.slug, 2));
      expect(node.b.map((p: { slug: string }) => p.slug)).toEqual(oracle(node.slug, 12));
      for (const p of node.b) expect(p.status).toBe('PUBLISHED');
      expect(node.c.map((p: { slug: string }) => p.slug)).toEqual(oracle(node.slug, 2));
      for (const p of node.c) expect(p.translation.title).toBe(`Title of ${p.slug}`);
      expect(node.d.map((p: { slug: string }) => p.slug)).toEqual(oracle(node.slug, 3));
      for (const p of node.d) {
        expect(
          p.related.map((q: { slug: string }) => q.slug),
          `${node.slug} > ${p.slug}`,
        ).toEqual(oracle(p.slug, 5));
        for (const q of p.related)
          expect(
            q.related.map((x: { slug: string }) => x.slug),
            `${node.slug} > ${p.slug} > ${q.slug}`,
          ).toEqual(oracle(q.slug, 1));
      }
    }
  });

  it('staff: adminPosts sources of every status, related only published and due', async () => {
    for (const first of [3, 12]) {
      const r = await app.graphql(`{ adminPosts(first: 100) { edges { node { slug status related(first: ${first}) { slug status } } } } }`, {}, staff);
      expect(r.errors).toBeUndefined();
      expect(r.data.adminPosts.edges).toHaveLength(rows.length);
      for (const { node } of r.data.adminPosts.edges)
        expect(
          node.related.map((p: { slug: string }) => p.slug),
          `admin ${node.slug} ${first}`,
        ).toEqual(oracle(node.slug, first));
    }
  });

  it('staff and visitors: node and nodes, mixing posts, the same post twice, drafts as sources', async () => {
    const all = [...gid.keys()];
    const fragment = 'fragment R on Post { slug related(first: 12) { slug status } }';
    for (const token of [staff, undefined]) {
      const nodes = await app.graphql(
        `query($ids: [ID!]!) { nodes(ids: $ids) { ...R } } ${fragment}`,
        { ids: [...all.map((s) => gid.get(s)), gid.get('p-0'), gid.get('p-0')] },
        token,
      );
      expect(nodes.errors).toBeUndefined();
      for (const n of nodes.data.nodes)
        if (n)
          expect(
            n.related.map((p: { slug: string }) => p.slug),
            `nodes ${n.slug}`,
          ).toEqual(oracle(n.slug, 12));
      const visible = nodes.data.nodes.filter(Boolean).map((n: { slug: string }) => n.slug);
      if (!token) expect(new Set(visible)).toEqual(new Set(publicSlugs()));
      // Two aliases of one post, one of a draft, and a list, sharing the fragment.
      const mixed = await app.graphql(
        `query($a: ID!, $d: ID!) { x: node(id: $a) { ...R } y: node(id: $a) { ...R } z: node(id: $d) { ...R } posts(first: 5) { edges { node { ...R } } } } ${fragment}`,
        { a: gid.get('p-4'), d: gid.get('draft-x') },
        token,
      );
      expect(mixed.errors).toBeUndefined();
      expect(mixed.data.x.related.map((p: { slug: string }) => p.slug)).toEqual(oracle('p-4', 12));
      expect(mixed.data.y).toEqual(mixed.data.x);
      if (token) expect(mixed.data.z.related.map((p: { slug: string }) => p.slug)).toEqual(oracle('draft-x', 12));
      else expect(mixed.data.z).toBeNull();
      for (const { node } of mixed.data.posts.edges) expect(node.related.map((p: { slug: string }) => p.slug)).toEqual(oracle(node.slug, 12));
    }
  });

  it('no post is its own related, none without tags has any, the hidden tag shows no draft or archived post', async () => {
    const r = await app.graphql('{ posts(first: 50) { edges { node { slug related(first: 12) { slug } } } } }');
    const by = new Map<string, string[]>(
      r.data.posts.edges.map((e: { node: { slug: string; related: { slug: string }[] } }) => [e.node.slug, e.node.related.map((p) => p.slug)]),
    );
    for (const [slug, related] of by) {
      expect(related).not.toContain(slug);
      for (const hiddenOne of ['draft-x', 'draft-dated', 'scheduled-x', 'archived-x', 'draft-hidden', 'archived-hidden'])
        expect(related).not.toContain(hiddenOne);
    }
    expect(by.get('untagged')).toEqual([]);
    expect(by.get('solo')).toEqual([]);
    expect(by.get('public-hidden')).toEqual([]);
  });
});
