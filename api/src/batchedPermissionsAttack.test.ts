import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './testing/testApp.ts';

// What an outside attack tried on the reads a list makes for all its rows at once (revisionReads,
// listSessions, related; 2026-11-29), kept as tests: permissions, concurrent requests and saves, the
// revisions' order, each answer as the one asked alone.

let app: TestApp;
type Who = 'admin' | 'editor' | 'c1' | 'c2';
const tokens = {} as Record<Who, string>;
const userIds = {} as Record<Who, number>;
const posts = {} as Record<string, { id: string; version: number }>;

const gql = async (query: string, vars: Record<string, unknown>, token: string) => app.graphql(query, vars, token);

const createPost = async (token: string, title: string) => {
  const result = await gql(
    'mutation($input: CreatePostInput!) { createPost(input: $input) { post { id version } } }',
    { input: { status: 'DRAFT', translations: { en: { title, body: 'Words.' } } } },
    token,
  );
  expect(result.errors).toBeUndefined();
  return result.data.createPost.post as { id: string; version: number };
};
const publish = async (post: { id: string; version: number }) => {
  const r = await gql('mutation($input: PublishPostInput!) { publishPost(input: $input) { post { id version } } }', { input: post }, tokens.admin);
  expect(r.errors).toBeUndefined();
  return r.data.publishPost.post as { id: string; version: number };
};
const unpublish = async (post: { id: string; version: number }) => {
  const r = await gql('mutation($input: PostVersionInput!) { unpublishPost(input: $input) { post { id version } } }', { input: post }, tokens.admin);
  expect(r.errors).toBeUndefined();
  return r.data.unpublishPost.post as { id: string; version: number };
};
const versionOf = async (id: string) =>
  (await gql('query($id: ID!) { node(id: $id) { ... on Post { version } } }', { id }, tokens.admin)).data.node.version as number;
const update = (token: string, id: string, version: number, title: string) =>
  gql(
    'mutation($input: UpdatePostInput!) { updatePost(input: $input) { post { id version viewerCanEdit viewerCanDelete } } }',
    { input: { id, version, status: 'DRAFT', translations: { en: { title, body: 'Changed.' } } } },
    token,
  );

const fields = 'id viewerCanEdit viewerCanDelete revisions(first: 3) { version action } revision(version: 1) { version } pendingChanges { content }';

beforeAll(async () => {
  app = createTestApp();
  for (const [who, role] of [
    ['admin', 'ADMIN'],
    ['editor', 'EDITOR'],
    ['c1', 'CONTRIBUTOR'],
    ['c2', 'CONTRIBUTOR'],
  ] as const) {
    const staff = await app.createStaff({ username: `atk-${who}`, role });
    tokens[who] = await app.signIn(staff.username, staff.password);
    userIds[who] = staff.id;
  }
  for (const who of ['c1', 'c2', 'editor', 'admin'] as const) {
    posts[`${who}Draft`] = await createPost(tokens[who], `${who} draft`);
    posts[`${who}Live`] = await publish(await createPost(tokens[who], `${who} live`));
    posts[`${who}Once`] = await unpublish(await publish(await createPost(tokens[who], `${who} once`)));
  }
}, 120_000);
afterAll(() => app.cleanup());

const listFor = async (who: Who) => {
  const r = await gql(`{ adminPosts(first: 100) { edges { node { ${fields} } } } }`, {}, tokens[who]);
  expect(r.errors).toBeUndefined();
  return r.data.adminPosts.edges.map((e: { node: { id: string } }) => e.node) as { id: string }[];
};
const alone = async (who: Who, id: string) => {
  const r = await gql(`query($id: ID!) { node(id: $id) { ... on Post { ${fields} } } }`, { id }, tokens[who]);
  expect(r.errors).toBeUndefined();
  return r.data.node;
};

describe('1. permissions in lists equal each alone', () => {
  it('contributor, editor, admin: adminPosts, nodes, and expected rules', async () => {
    for (const who of ['c1', 'c2', 'editor', 'admin'] as const) {
      const list = await listFor(who);
      for (const node of list) expect(node, `${who} ${node.id}`).toEqual(await alone(who, node.id));
      const ids = Object.values(posts).map((p) => p.id);
      const nodes = await gql(`query($ids: [ID!]!) { nodes(ids: $ids) { ... on Post { ${fields} } } }`, { ids }, tokens[who]);
      expect(nodes.errors).toBeUndefined();
      for (const [i, id] of ids.entries()) {
        const one = await alone(who, id);
        expect(nodes.data.nodes[i], `${who} nodes ${id}`).toEqual(one);
      }
    }
    // The rules themselves, for c1.
    const c1 = Object.fromEntries((await listFor('c1')).map((n) => [n.id, n])) as unknown as Record<
      string,
      { viewerCanEdit: boolean; viewerCanDelete: boolean }
    >;
    expect(c1[posts.c1Draft.id].viewerCanEdit).toBe(true);
    expect(c1[posts.c1Live.id].viewerCanEdit).toBe(true);
    expect(c1[posts.c1Once.id].viewerCanEdit).toBe(false);
    expect(c1[posts.c2Live.id].viewerCanEdit).toBe(false);
    expect(c1[posts.editorLive.id].viewerCanEdit).toBe(false);
    const ed = Object.fromEntries((await listFor('editor')).map((n) => [n.id, n])) as unknown as Record<
      string,
      { viewerCanEdit: boolean; viewerCanDelete: boolean }
    >;
    expect(ed[posts.editorDraft.id].viewerCanDelete).toBe(true);
    expect(ed[posts.editorOnce.id].viewerCanDelete).toBe(false);
    expect(ed[posts.editorLive.id].viewerCanDelete).toBe(false);
    expect(ed[posts.c1Draft.id].viewerCanDelete).toBe(false);
  });

  it('a document mixing mutations and reads answers as each alone; writes allowed/refused as before', async () => {
    const own = await createPost(tokens.c1, 'mixed own');
    const other = await createPost(tokens.c2, 'mixed other');
    const input = (p: { id: string; version: number }) => ({ id: p.id, version: p.version, status: 'DRAFT', translations: { en: { title: 'x', body: 'y' } } });
    const one = `mutation($input: UpdatePostInput!) { updatePost(input: $input) { post { ${fields} } } }`;
    const a = await gql(one, { input: input(own) }, tokens.c1);
    expect(a.errors).toBeUndefined();
    expect(a.data.updatePost.post).toEqual(await alone('c1', own.id));
    const b = await gql(one, { input: input(other) }, tokens.c1);
    expect(b.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const c = await gql(one, { input: input({ id: posts.c1Once.id, version: await versionOf(posts.c1Once.id) }) }, tokens.c1);
    expect(c.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    // Mutations in one document with reads in their payloads (non-null payloads: the first refusal nulls data)
    const own2 = await createPost(tokens.c1, 'mixed own 2');
    const own3 = await createPost(tokens.c1, 'mixed own 3');
    const two = await gql(
      `mutation($x: UpdatePostInput!, $y: UpdatePostInput!) { x: updatePost(input: $x) { post { ${fields} } } y: updatePost(input: $y) { post { ${fields} } } }`,
      { x: input(own2), y: input(own3) },
      tokens.c1,
    );
    expect(two.errors).toBeUndefined();
    expect(two.data.x.post).toEqual(await alone('c1', own2.id));
    expect(two.data.y.post).toEqual(await alone('c1', own3.id));
    // c2's post untouched
    const otherNow = await app.db.postTranslation.findFirst({ where: { postId: Number(Buffer.from(other.id, 'base64').toString().split(':').pop()) } });
    if (otherNow) expect(otherNow.title).toBe('mixed other');
    // createPost then deletePost by a contributor in one document
    const cd = await gql(
      `mutation($input: CreatePostInput!) { createPost(input: $input) { post { id viewerCanEdit viewerCanDelete revisions(first: 5) { version } } } }`,
      { input: { status: 'DRAFT', translations: { en: { title: 'c then d', body: 'b' } } } },
      tokens.c1,
    );
    expect(cd.errors).toBeUndefined();
    const made = cd.data.createPost.post;
    expect(made).toMatchObject(await alone('c1', made.id).then((a) => ({ id: a.id, viewerCanEdit: a.viewerCanEdit, viewerCanDelete: a.viewerCanDelete })));
    const del = await gql('mutation($input: PostIdInput!) { deletePost(input: $input) { deletedPostId } }', { input: { id: made.id } }, tokens.c1);
    const aloneBefore = made.viewerCanDelete;
    expect(del.errors === undefined, JSON.stringify(del.errors)).toBe(aloneBefore);
  });

  it('editor deletes own never-published draft; refused once-published; restorePostRevision then reads', async () => {
    const draft = await createPost(tokens.editor, 'ed del');
    const del = `mutation($a: PostIdInput!) { deletePost(input: $a) { deletedPostId } }`;
    const a = await gql(del, { a: { id: draft.id } }, tokens.editor);
    expect(a.data?.deletePost?.deletedPostId).toBe(draft.id);
    for (const refused of [posts.editorOnce, posts.editorLive, posts.c1Draft, posts.adminDraft]) {
      expect((await gql(del, { a: { id: refused.id } }, tokens.editor)).errors?.[0]?.extensions?.code, refused.id).toBe('FORBIDDEN');
    }
    for (const refused of [posts.c1Draft, posts.c1Once, posts.c2Draft]) {
      expect((await gql(del, { a: { id: refused.id } }, tokens.c1)).errors?.[0]?.extensions?.code, refused.id).toBe('FORBIDDEN');
    }
    // restore by the contributor of their own draft, then read in the same document
    const own = await createPost(tokens.c1, 'restore me');
    const u = await update(tokens.c1, own.id, own.version, 'second');
    expect(u.errors).toBeUndefined();
    const r = await gql(
      `mutation($input: RestorePostRevisionInput!) { restorePostRevision(input: $input) { post { ${fields} } } }`,
      { input: { id: own.id, revision: 1, version: u.data.updatePost.post.version } },
      tokens.c1,
    );
    expect(r.errors).toBeUndefined();
    expect(r.data.restorePostRevision.post).toEqual(await alone('c1', own.id));
    // contributor restoring someone else's: refused
    const r2 = await gql(
      `mutation($input: RestorePostRevisionInput!) { restorePostRevision(input: $input) { post { id } } }`,
      { input: { id: posts.c2Draft.id, revision: 1, version: await versionOf(posts.c2Draft.id) } },
      tokens.c1,
    );
    expect(r2.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });
});

describe('2. concurrency', () => {
  it('20 concurrent requests as different roles each see their own answers', async () => {
    const whos = ['c1', 'c2', 'editor', 'admin'] as const;
    const baseline = Object.fromEntries(await Promise.all(whos.map(async (w) => [w, await listFor(w)] as const)));
    const single = Object.fromEntries(
      await Promise.all(whos.map(async (w) => [w, await Promise.all(Object.values(posts).map((p) => alone(w, p.id)))] as const)),
    );
    for (let round = 0; round < 5; round++) {
      const asks = Array.from({ length: 20 }, (_, i) => whos[(i + round) % 4]);
      const lists = await Promise.all(asks.map((w) => listFor(w)));
      lists.forEach((l, i) => expect(l, `${asks[i]} round ${round}`).toEqual(baseline[asks[i]]));
      const ones = await Promise.all(asks.map((w) => Promise.all(Object.values(posts).map((p) => alone(w, p.id)))));
      ones.forEach((l, i) => expect(l, `alone ${asks[i]}`).toEqual(single[asks[i]]));
    }
  });

  it('concurrent saves: a contributor saving their own and another’s draft; refusals stay refusals, nothing half-written', async () => {
    const mine = await createPost(tokens.c1, 'race mine');
    const theirs = await createPost(tokens.c2, 'race theirs');
    const once = posts.c1Once;
    const onceVersion = await versionOf(once.id);
    const results = await Promise.all([
      ...Array.from({ length: 6 }, (_, i) => update(tokens.c1, theirs.id, theirs.version, `stolen ${i}`)),
      ...Array.from({ length: 6 }, (_, i) => update(tokens.c1, once.id, onceVersion, `once ${i}`)),
      ...Array.from({ length: 6 }, (_, i) => update(tokens.c1, mine.id, mine.version, `mine ${i}`)),
      ...Array.from({ length: 4 }, (_, i) => update(tokens.c2, theirs.id, theirs.version, `theirs ${i}`)),
    ]);
    const code = (r: { errors?: { extensions?: Record<string, unknown> }[] }) => String(r.errors?.[0]?.extensions?.code ?? 'OK');
    expect(results.slice(0, 12).map(code)).toEqual(Array(12).fill('FORBIDDEN'));
    const mineCodes = results.slice(12, 18).map(code);
    expect(mineCodes.filter((c) => c === 'OK')).toHaveLength(1);
    expect(mineCodes.filter((c) => c !== 'OK').every((c) => c === 'CONFLICT')).toBe(true);
    const theirsCodes = results.slice(18).map(code);
    expect(theirsCodes.filter((c) => c === 'OK')).toHaveLength(1);
    const idOf = (gid: string) => Number(/\d+$/.exec(Buffer.from(gid, 'base64').toString())![0]);
    const t = await app.db.post.findUnique({ where: { id: idOf(theirs.id) }, include: { translations: true } });
    expect(t!.translations[0].title).toMatch(/^theirs /);
    const o = await app.db.post.findUnique({ where: { id: idOf(once.id) }, include: { translations: true } });
    expect(o!.translations[0].title).toBe('c1 once');
    // revisions: theirs has exactly 2 (created + one update), mine 2
    expect(await app.db.postRevision.count({ where: { postId: idOf(theirs.id) } })).toBe(2);
    expect(await app.db.postRevision.count({ where: { postId: idOf(mine.id) } })).toBe(2);
    expect(await app.db.postRevision.count({ where: { postId: idOf(once.id) } })).toBe(3);
  });
});

describe('5. revisions ordering', () => {
  it('50+ revisions, ties, version saved twice, unknown versions, odd first', async () => {
    const many = await createPost(tokens.admin, 'many');
    let version = many.version;
    for (let i = 0; i < 55; i++) {
      const r = await update(i % 2 ? tokens.admin : tokens.editor, many.id, version, `many ${i}`);
      expect(r.errors).toBeUndefined();
      version = r.data.updatePost.post.version;
    }
    const idOf = (gid: string) => Number(/\d+$/.exec(Buffer.from(gid, 'base64').toString())![0]);
    // A version saved twice (the latest wins)
    const twice = await createPost(tokens.admin, 'twice');
    await app.db.postRevision.create({ data: { postId: idOf(twice.id), version: 1, action: 'updated', snapshot: JSON.stringify({ slug: 'second-of-v1' }) } });
    const q = `query($ids: [ID!]!) { nodes(ids: $ids) { ... on Post { id
      r3: revisions(first: 3) { version action }
      rneg: revisions(first: -5) { version }
      r0: revisions(first: 0) { version }
      rbig: revisions(first: 100) { version }
      v1: revision(version: 1) { version action slug }
      v2: revision(version: 2) { version }
      vneg: revision(version: -1) { version }
      vhuge: revision(version: 2147483647) { version }
    } } }`;
    const ids = [many.id, twice.id, ...Object.values(posts).map((p) => p.id)];
    const list = await gql(q, { ids }, tokens.admin);
    expect(list.errors).toBeUndefined();
    for (const [i, id] of ids.entries()) {
      const one = await gql(q, { ids: [id] }, tokens.admin);
      expect(one.errors).toBeUndefined();
      expect(list.data.nodes[i], id).toEqual(one.data.nodes[0]);
    }
    const m = list.data.nodes[0];
    expect(m.r3.map((r: { version: number }) => r.version)).toEqual([version, version - 1, version - 2]);
    expect(m.rneg).toHaveLength(1);
    expect(m.rbig).toHaveLength(56);
    const t = list.data.nodes[1];
    expect(t.v1.slug).toBe('second-of-v1');
    expect(t.v2).toBeNull();
    expect(t.vneg).toBeNull();
  });

  it('ties in a list: the same post twice with aliases and different first', async () => {
    const q = `{ a: adminPosts(first: 50) { edges { node { id x: revisions(first: 1) { version } y: revisions(first: 2) { version } } } }
                 b: adminPosts(first: 50) { edges { node { id x: revisions(first: 2) { version } y: revision(version: 2) { version } } } } }`;
    const r = await gql(q, {}, tokens.editor);
    expect(r.errors).toBeUndefined();
    for (const e of r.data.a.edges) {
      const one = await gql(
        `query($id: ID!) { node(id: $id) { ... on Post { id x: revisions(first: 1) { version } y: revisions(first: 2) { version } } } }`,
        { id: e.node.id },
        tokens.editor,
      );
      expect(e.node).toEqual(one.data.node);
    }
    for (const e of r.data.b.edges) {
      const one = await gql(
        `query($id: ID!) { node(id: $id) { ... on Post { id x: revisions(first: 2) { version } y: revision(version: 2) { version } } } }`,
        { id: e.node.id },
        tokens.editor,
      );
      expect(e.node).toEqual(one.data.node);
    }
  });
});
