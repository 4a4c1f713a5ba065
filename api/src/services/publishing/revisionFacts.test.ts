import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countingApp, createTestApp, type TestApp } from '../../testing/testApp.ts';

// What a staff member may do with each row of a list (viewerCanEdit, viewerCanDelete) rests on who
// made each post or page and whether it was ever published: read for the whole list at once, the
// same answers as each asked alone.

let app: TestApp;
const tokens: Record<'admin' | 'editor' | 'contributor', string> = { admin: '', editor: '', contributor: '' };

const createPost = async (token: string, title: string) => {
  const result = await app.graphql(
    'mutation($input: CreatePostInput!) { createPost(input: $input) { post { id version } } }',
    { input: { status: 'DRAFT', translations: { en: { title, body: 'Words.' } } } },
    token,
  );
  expect(result.errors).toBeUndefined();
  return result.data.createPost.post as { id: string; version: number };
};

beforeAll(async () => {
  app = createTestApp();
  for (const role of ['ADMIN', 'EDITOR', 'CONTRIBUTOR'] as const) {
    const staff = await app.createStaff({ username: `facts-${role.toLowerCase()}`, role });
    tokens[role.toLowerCase() as keyof typeof tokens] = await app.signIn(staff.username, staff.password);
  }
  // Drafts of each: some of the contributor's and the editor's published by the admin, then one taken back to a draft.
  for (let i = 0; i < 6; i++) {
    for (const who of ['editor', 'contributor'] as const) {
      const { id, version } = await createPost(tokens[who], `${who} ${i}`);
      if (i % 3 === 0) {
        const published = await app.graphql(
          'mutation($input: PublishPostInput!) { publishPost(input: $input) { post { version } } }',
          { input: { id, version } },
          tokens.admin,
        );
        expect(published.errors).toBeUndefined();
        if (i === 3) {
          const input = { id, version: published.data.publishPost.post.version };
          expect(
            (await app.graphql('mutation($input: PostVersionInput!) { unpublishPost(input: $input) { post { id } } }', { input }, tokens.admin)).errors,
          ).toBeUndefined();
        }
      }
    }
    await createPost(tokens.admin, `admin ${i}`);
  }
});
afterAll(() => app.cleanup());

const listQuery = 'query($first: Int) { adminPosts(first: $first) { edges { node { id viewerCanEdit viewerCanDelete } } } }';

describe('what staff may do with each post of a list', () => {
  for (const who of ['editor', 'contributor', 'admin'] as const) {
    it(`is, for the ${who}, what each post says alone, in the same statements for 3 posts as for all`, async () => {
      const list = await app.graphql(listQuery, { first: 18 }, tokens[who]);
      expect(list.errors).toBeUndefined();
      const nodes: { id: string; viewerCanEdit: boolean; viewerCanDelete: boolean }[] = list.data.adminPosts.edges.map((edge: { node: unknown }) => edge.node);
      // A contributor's list holds their own posts and the published ones.
      expect(nodes.length).toBeGreaterThanOrEqual(who === 'contributor' ? 6 : 18);
      for (const node of nodes) {
        const alone = await app.graphql('query($id: ID!) { node(id: $id) { ... on Post { viewerCanEdit viewerCanDelete } } }', { id: node.id }, tokens[who]);
        expect({ viewerCanEdit: node.viewerCanEdit, viewerCanDelete: node.viewerCanDelete }, node.id).toEqual(alone.data.node);
      }
      // Something each may do, and something not (the admin everything).
      if (who !== 'admin') {
        expect(nodes.some((node) => node.viewerCanEdit)).toBe(true);
        expect(nodes.some((node) => !node.viewerCanEdit || !node.viewerCanDelete)).toBe(true);
      }

      const { graphql, statements, close } = await countingApp(app);
      try {
        const cost = async (first: number) => {
          await graphql(listQuery, { first }, tokens[who]);
          const before = statements();
          expect((await graphql(listQuery, { first }, tokens[who])).errors).toBeUndefined();
          return statements() - before;
        };
        expect(await cost(nodes.length)).toBe(await cost(3));
      } finally {
        await close();
      }
    });
  }
});
