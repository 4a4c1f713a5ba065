import { encodeGlobalID } from '@pothos/plugin-relay';
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

describe('the revisions of each post and page of a list', () => {
  const posts =
    'query($first: Int) { adminPosts(first: $first) { edges { node { id revisions(first: 2) { version action editorName } revision(version: 1) { version slug } } } } }';
  const pages =
    'query($first: Int) { pages(first: $first) { edges { node { id revisions(first: 2) { version action } revision(version: 1) { version path } } } } }';

  for (const [name, query, list] of [
    ['posts', posts, 'adminPosts'],
    ['pages', pages, 'pages'],
  ] as const) {
    it(`are, for ${name}, what each says alone, in the same statements for 2 as for all`, async () => {
      if (name === 'pages') {
        // Three saves of two pages, as their history shows them (newest first); the others have none.
        for (const page of await app.db.page.findMany({ take: 2, orderBy: { id: 'asc' } })) {
          for (const [version, action] of [
            [1, 'created'],
            [2, 'updated'],
            [3, 'published'],
          ] as const) {
            await app.db.pageRevision.create({ data: { pageId: page.id, version, action, snapshot: JSON.stringify({ path: page.path }) } });
          }
        }
      }
      const answer = await app.graphql(query, { first: 18 }, tokens.admin);
      expect(answer.errors).toBeUndefined();
      const nodes: { id: string; revisions: { version: number }[]; revision: unknown }[] = answer.data[list].edges.map((edge: { node: unknown }) => edge.node);
      expect(nodes.length).toBeGreaterThan(2);
      const fields = query.slice(query.indexOf('revisions('), query.lastIndexOf('} } } }'));
      for (const node of nodes) {
        const alone = await app.graphql(
          `query($id: ID!) { node(id: $id) { ... on ${name === 'posts' ? 'Post' : 'Page'} { ${fields} } } }`,
          { id: node.id },
          tokens.admin,
        );
        expect({ revisions: node.revisions, revision: node.revision }, node.id).toEqual(alone.data.node);
      }
      // Published posts have two revisions or more, newest first; a draft one.
      expect(nodes.some((node) => node.revisions.length === 2 && node.revisions[0].version > node.revisions[1].version)).toBe(true);
      expect(nodes.filter((node) => node.revision !== null).length).toBeGreaterThanOrEqual(2);

      const { graphql, statements, close } = await countingApp(app);
      try {
        const cost = async (first: number) => {
          await graphql(query, { first }, tokens.admin);
          const before = statements();
          expect((await graphql(query, { first }, tokens.admin)).errors).toBeUndefined();
          return statements() - before;
        };
        expect(await cost(nodes.length)).toBe(await cost(2));
      } finally {
        await close();
      }
    });
  }
});

describe('the preview links of each post and page of a list', () => {
  it('are, for each staff member, what each says alone, in the same statements for 3 as for all', async () => {
    const create = async (token: string, subjectId: string) => {
      const made = await app.graphql(
        'mutation($input: CreatePreviewLinkInput!) { createPreviewLink(input: $input) { previewLink { id } } }',
        { input: { subjectId } },
        token,
      );
      if (made.errors && token === tokens.admin) throw new Error(JSON.stringify(made.errors));
      return made.errors ? null : made.data.createPreviewLink.previewLink.id;
    };
    const all = await app.graphql('{ adminPosts(first: 30) { edges { node { id title: translation(locale: en) { title } } } } }', {}, tokens.admin);
    const ids: { id: string; title: { title: string } }[] = all.data.adminPosts.edges.map((edge: { node: unknown }) => edge.node);
    // Links by each: the contributor's to their own posts (some dead once the post left their hands), the others' to any.
    for (const { id, title } of ids) {
      const maker = title.title.startsWith('contributor') ? 'contributor' : title.title.startsWith('editor') ? 'editor' : 'admin';
      // A contributor's post that left their hands takes no new link from them.
      await create(tokens[maker], id);
      if (maker !== 'admin') expect(await create(tokens.admin, id)).not.toBeNull();
    }
    const pageIds = (await app.db.page.findMany({ take: 3 })).map((page) => encodeGlobalID('Page', page.id));
    for (const id of pageIds) await create(tokens.admin, id);

    for (const who of ['admin', 'editor', 'contributor'] as const) {
      for (const [list, query] of [
        ['adminPosts', 'query($first: Int) { adminPosts(first: $first) { edges { node { id previewLinks { id createdByName expiresAt } } } } }'],
        ['pages', 'query($first: Int) { pages(first: $first) { edges { node { id previewLinks { id createdByName } } } } }'],
      ] as const) {
        const answer = await app.graphql(query, { first: 30 }, tokens[who]);
        expect(answer.errors).toBeUndefined();
        const nodes: { id: string; previewLinks: { id: string }[] }[] = answer.data[list].edges.map((edge: { node: unknown }) => edge.node);
        const fields = query.slice(query.indexOf('previewLinks'), query.lastIndexOf('} } } }'));
        for (const node of nodes) {
          const alone = await app.graphql(
            `query($id: ID!) { node(id: $id) { ... on ${list === 'pages' ? 'Page' : 'Post'} { ${fields} } } }`,
            { id: node.id },
            tokens[who],
          );
          expect(node.previewLinks, `${who}: ${node.id}`).toEqual(alone.data.node.previewLinks);
        }
        if (who !== 'contributor' || list === 'adminPosts')
          expect(
            nodes.some((node) => node.previewLinks.length > 0),
            `${who} ${list}`,
          ).toBe(true);

        const { graphql, statements, close } = await countingApp(app);
        try {
          const cost = async (first: number) => {
            await graphql(query, { first }, tokens[who]);
            const before = statements();
            expect((await graphql(query, { first }, tokens[who])).errors).toBeUndefined();
            return statements() - before;
          };
          expect(await cost(nodes.length), `${who} ${list}`).toBe(await cost(3));
        } finally {
          await close();
        }
      }
    }
  });
});
