import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedContent } from '../services/seed.ts';
import { createTestApp, type TestApp } from '../testing/testApp.ts';

// Every path to a Post, Tag or User obeys one visibility rule; ids and cursors parse strictly.

let app: TestApp;
let editorToken: string;
let adminId: number;
const ids = { draft: 0, archived: 0, scheduled: 0, published: 0, hiddenTag: 0, publicTag: 0 };
const globalId = (type: string, id: number | string) => Buffer.from(`${type}:${id}`).toString('base64');

beforeAll(async () => {
  app = createTestApp();
  await seedContent(app.db, app.log);
  const post = (slug: string, status: 'DRAFT' | 'PUBLISHED' | 'ARCHIVED', publishedAt: Date | null) =>
    app.db.post.create({ data: { slug, status, publishedAt, translations: { create: { locale: 'en', title: slug, body: `secret body of ${slug}` } } } });
  const hiddenTag = await app.db.tag.create({ data: { slug: 'hidden-topic', translations: { create: { locale: 'en', name: 'Hidden' } } } });
  ids.hiddenTag = hiddenTag.id;
  ids.draft = (await post('a-draft', 'DRAFT', null)).id;
  ids.archived = (await post('an-archived', 'ARCHIVED', new Date(Date.now() - 86_400_000))).id;
  ids.scheduled = (await post('a-scheduled', 'PUBLISHED', new Date(Date.now() + 86_400_000))).id;
  for (const postId of [ids.draft, ids.archived, ids.scheduled]) await app.db.postTag.create({ data: { postId, tagId: hiddenTag.id } });
  const published = await app.db.post.findFirstOrThrow({ where: { status: 'PUBLISHED', publishedAt: { lte: new Date() } }, include: { tags: true } });
  ids.published = published.id;
  ids.publicTag = published.tags[0].tagId;
  const editor = await app.createStaff({ username: 'nodes-editor', role: 'EDITOR' });
  editorToken = await app.signIn(editor.username, editor.password);
  adminId = (await app.createStaff({ username: 'nodes-admin', role: 'ADMIN' })).id;
});
afterAll(() => app.cleanup());

const nodeQuery =
  'query($id: ID!) { node(id: $id) { __typename id ... on Post { slug translation(locale: en) { body } } ... on Tag { slug } ... on User { username } } }';
const nodesQuery = 'query($ids: [ID!]!) { nodes(ids: $ids) { __typename id } }';

describe('hidden posts and tags answer like missing ones to visitors', () => {
  for (const kind of ['draft', 'archived', 'scheduled'] as const) {
    it(`node() of a ${kind} post is null, with no error, for an anonymous caller`, async () => {
      const result = await app.graphql(nodeQuery, { id: globalId('Post', ids[kind]) });
      expect(result).toEqual({ data: { node: null } });
    });
  }

  it('node() of a published post answers it', async () => {
    const result = await app.graphql(nodeQuery, { id: globalId('Post', ids.published) });
    expect(result.data.node).toMatchObject({ __typename: 'Post', id: globalId('Post', ids.published) });
  });

  it('nodes() keeps the visible ones and answers null for hidden and missing ids alike', async () => {
    const result = await app.graphql(nodesQuery, {
      ids: [globalId('Post', ids.draft), globalId('Post', ids.published), globalId('Post', 999_999), globalId('Tag', ids.hiddenTag), globalId('User', adminId)],
    });
    expect(result.errors).toBeUndefined();
    expect(result.data.nodes).toEqual([null, { __typename: 'Post', id: globalId('Post', ids.published) }, null, null, null]);
  });

  it('a tag used only by hidden posts is neither a node nor in the tag list for visitors', async () => {
    expect((await app.graphql(nodeQuery, { id: globalId('Tag', ids.hiddenTag) })).data.node).toBeNull();
    expect((await app.graphql(nodeQuery, { id: globalId('Tag', ids.publicTag) })).data.node).toMatchObject({ __typename: 'Tag' });
    const tags = (await app.graphql('{ tags { slug } }')).data.tags.map((tag: { slug: string }) => tag.slug);
    expect(tags).not.toContain('hidden-topic');
    expect(tags.length).toBeGreaterThan(0);
  });

  it('related posts never include hidden ones', async () => {
    const result = await app.graphql(`query($id: ID!) { node(id: $id) { ... on Post { related(first: 12) { slug } } } }`, {
      id: globalId('Post', ids.published),
    });
    const slugs = result.data.node.related.map((post: { slug: string }) => post.slug);
    for (const hidden of ['a-draft', 'an-archived', 'a-scheduled']) expect(slugs).not.toContain(hidden);
  });

  it('staff reach every post and tag by id, drafts included', async () => {
    const result = await app.request('/graphql', {
      method: 'POST',
      json: { query: nodesQuery, variables: { ids: [globalId('Post', ids.draft), globalId('Post', ids.scheduled), globalId('Tag', ids.hiddenTag)] } },
      token: editorToken,
    });
    expect((await result.json()).data.nodes.map((node: { __typename: string } | null) => node?.__typename)).toEqual(['Post', 'Post', 'Tag']);
  });

  it('a staff account is null to visitors and to editors other than its owner, as a missing one is', async () => {
    expect(await app.graphql(nodeQuery, { id: globalId('User', adminId) })).toEqual({ data: { node: null } });
    const asEditor = await app.request('/graphql', {
      method: 'POST',
      json: { query: nodeQuery, variables: { id: globalId('User', adminId) } },
      token: editorToken,
    });
    expect(await asEditor.json()).toEqual({ data: { node: null } });
    expect(await app.graphql(nodeQuery, { id: globalId('User', 999_999) })).toEqual({ data: { node: null } });
  });
});

describe('ids parse strictly', () => {
  const malformed = ['User:abc', 'User:1.5', 'User: 2', 'User:+3', 'User:0x10', 'User:01', 'User:-1', 'User:0', 'User:99999999999', 'User', ':1', 'User:1:2'];
  for (const raw of malformed) {
    it(`node(id: base64("${raw}")) is BAD_USER_INPUT`, async () => {
      const result = await app.graphql(nodeQuery, { id: Buffer.from(raw).toString('base64') });
      expect(result.data?.node ?? null).toBeNull();
      expect(result.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    });
  }

  it('refuses ids that are not canonical base64', async () => {
    for (const id of ['not base64!', `${globalId('User', 1)}\n`, globalId('User', 12).replace(/=+$/, ''), '']) {
      const result = await app.graphql(nodeQuery, { id });
      expect(result.errors?.[0]?.extensions?.code, id).toBe('BAD_USER_INPUT');
    }
  });

  it('a malformed id in nodes() is BAD_USER_INPUT, not a lost list', async () => {
    const result = await app.graphql(nodesQuery, { ids: [globalId('Post', ids.published), Buffer.from('Post:x').toString('base64')] });
    expect(result.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('a global id of the wrong type for an argument is BAD_USER_INPUT', async () => {
    const result = await app.graphql('query($id: ID!) { user(id: $id) { id } }', { id: globalId('Post', 1) });
    expect(result.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });
});

describe('paging arguments', () => {
  const page =
    'query($first: Int, $after: String, $last: Int, $before: String) { posts(first: $first, after: $after, last: $last, before: $before) { edges { cursor } pageInfo { startCursor endCursor hasNextPage } } }';

  for (const cursor of ['OffsetConnection:abc', 'OffsetConnection:-1', 'OffsetConnection:1.5', 'OffsetConnection:01', 'Other:1', 'garbage']) {
    it(`a cursor of base64("${cursor}") is BAD_USER_INPUT`, async () => {
      const result = await app.graphql(page, { first: 2, after: Buffer.from(cursor).toString('base64') });
      expect(result.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    });
  }

  it('first and last must be 0 to 100, else BAD_USER_INPUT', async () => {
    for (const variables of [{ first: -1 }, { first: 101 }, { last: 101 }, { first: 1, last: -1 }]) {
      const result = await app.graphql(page, variables);
      expect(result.errors?.[0]?.extensions?.code, JSON.stringify(variables)).toBe('BAD_USER_INPUT');
    }
  });

  it('an empty page has null cursors, not OffsetConnection:-1', async () => {
    const result = await app.graphql(page, { first: 0 });
    expect(result.data.posts).toEqual({ edges: [], pageInfo: { startCursor: null, endCursor: null, hasNextPage: true } });
    const past = await app.graphql('{ posts(first: 5, tag: "no-such-topic") { pageInfo { startCursor endCursor } } }');
    expect(past.data.posts.pageInfo).toEqual({ startCursor: null, endCursor: null });
  });

  it('the cursors it hands out page onwards', async () => {
    const first = await app.graphql(page, { first: 1 });
    const next = await app.graphql(page, { first: 1, after: first.data.posts.pageInfo.endCursor });
    expect(next.errors).toBeUndefined();
    expect(next.data.posts.edges[0].cursor).not.toBe(first.data.posts.edges[0].cursor);
  });
});
