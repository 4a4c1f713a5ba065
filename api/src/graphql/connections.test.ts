import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedContent } from '../services/seed.ts';
import { countingApp, createTestApp, type TestApp } from '../testing/testApp.ts';

// Every list pages by the Relay spec, its cursors pointing at edges: first/after, last/before and
// last alone; a row written between two reads neither repeats an edge nor hides one.

let app: TestApp;
let adminToken: string;
const hour = 3_600_000;
const start = Date.parse('2020-01-01T00:00:00.000Z');

beforeAll(async () => {
  app = createTestApp();
  await seedContent(app.db, app.log);
  const admin = await app.createStaff({ username: 'paging-admin', role: 'ADMIN' });
  adminToken = await app.signIn(admin.username, admin.password);
  // Published by threes at one time each, so the id settles their order; "pagingword" in the
  // title of some (the best matches), the body of others.
  for (let i = 0; i < 9; i++) {
    const inTitle = i % 2 === 0;
    await publish(
      `${inTitle ? 'Pagingword' : 'Paging'} number ${i}`,
      `Body ${i}${inTitle ? '' : ' with pagingword in it'}`,
      new Date(start + Math.floor(i / 3) * hour),
    );
  }
  for (let i = 0; i < 5; i++) await app.createStaff({ username: `paging-editor-${i}`, role: 'EDITOR' });
  // Enquiries and images at one instant by twos.
  for (let i = 0; i < 7; i++) await message(`Enquiry ${i}`, new Date(start + Math.floor(i / 2) * hour));
  for (let i = 0; i < 7; i++) {
    await app.db.media.create({
      data: {
        hash: `${i}`.padStart(64, 'a'),
        name: `image-${i}.png`,
        format: 'png',
        width: 1,
        height: 1,
        bytes: 1,
        original: new Uint8Array([1]),
        createdAt: new Date(start + Math.floor(i / 2) * hour),
      },
    });
  }
});
afterAll(() => app.cleanup());

async function publish(title: string, body: string, publishedAt?: Date): Promise<string> {
  const result = await app.graphql(
    'mutation($input: CreatePostInput!) { createPost(input: $input) { post { id } } }',
    { input: { status: 'PUBLISHED', publishedAt: publishedAt?.toISOString(), translations: { en: { title, body } } } },
    adminToken,
  );
  expect(result.errors).toBeUndefined();
  return result.data.createPost.post.id;
}

function message(subject: string, createdAt?: Date) {
  return app.db.contactMessage.create({
    data: { fullName: 'Paging Reader', email: 'reader@example.com', subject, message: 'A question about paging', createdAt },
  });
}

/** A list as GraphQL asks for it: the field and its other arguments. */
interface List {
  field: string;
  filter?: string;
  staff?: boolean;
}
const lists: List[] = [
  { field: 'posts' },
  { field: 'posts', filter: 'search: "pagingword"' },
  { field: 'posts', filter: 'tag: "no-such-tag"' },
  { field: 'adminPosts', staff: true },
  { field: 'contactMessages', staff: true },
  { field: 'media', staff: true },
  { field: 'users', staff: true },
];
const label = (list: List) => `${list.field}(${list.filter ?? ''})`;

interface Page {
  totalCount: number;
  edges: { cursor: string; node: { id: string } }[];
  pageInfo: { hasNextPage: boolean; hasPreviousPage: boolean; startCursor: string | null; endCursor: string | null };
}

async function read(list: List, variables: { first?: number; after?: string | null; last?: number; before?: string | null }) {
  const filter = list.filter ? `, ${list.filter}` : '';
  const result = await app.graphql<{ list: Page }>(
    `query($first: Int, $after: String, $last: Int, $before: String) {
      list: ${list.field}(first: $first, after: $after, last: $last, before: $before${filter}) {
        totalCount edges { cursor node { id } } pageInfo { hasNextPage hasPreviousPage startCursor endCursor }
      }
    }`,
    variables,
    list.staff ? adminToken : undefined,
  );
  return result;
}

async function page(list: List, variables: Parameters<typeof read>[1]): Promise<Page> {
  const result = await read(list, variables);
  expect(result.errors, JSON.stringify(variables)).toBeUndefined();
  return result.data!.list;
}

const ids = (p: Page) => p.edges.map((edge) => edge.node.id);

/** The whole list, read at once. */
async function whole(list: List): Promise<string[]> {
  const all = await page(list, { first: 100 });
  expect(all.pageInfo.hasNextPage).toBe(false);
  return ids(all);
}

/** The list read `size` at a time from the start, following endCursor; `between` runs after the first page. */
async function walkForward(list: List, size: number, between?: () => Promise<unknown>): Promise<string[]> {
  const seen: string[] = [];
  let after: string | null = null;
  for (let reads = 0; reads < 50; reads++) {
    const current = await page(list, { first: size, after });
    seen.push(...ids(current));
    expect(current.pageInfo.hasPreviousPage).toBe(after !== null);
    expect(current.pageInfo.endCursor).toBe(current.edges.at(-1)?.cursor ?? null);
    if (reads === 0) await between?.();
    if (!current.pageInfo.hasNextPage) return seen;
    after = current.pageInfo.endCursor;
  }
  throw new Error('the walk did not end');
}

/** The list read `size` at a time from the end (last alone first), following startCursor. */
async function walkBackward(list: List, size: number): Promise<string[]> {
  let seen: string[] = [];
  let before: string | null = null;
  for (let reads = 0; reads < 50; reads++) {
    const current = await page(list, { last: size, before });
    seen = [...ids(current), ...seen];
    expect(current.pageInfo.hasNextPage).toBe(before !== null);
    expect(current.pageInfo.startCursor).toBe(current.edges[0]?.cursor ?? null);
    if (!current.pageInfo.hasPreviousPage) return seen;
    before = current.pageInfo.startCursor;
  }
  throw new Error('the walk did not end');
}

describe('every list pages both ways', () => {
  for (const list of lists) {
    it(`${label(list)}: walking forward and backward yields every item once, in order`, async () => {
      const all = await whole(list);
      if (list.filter !== 'tag: "no-such-tag"') expect(all.length).toBeGreaterThan(4);
      expect(new Set(all).size).toBe(all.length);
      for (const size of [1, 3]) {
        expect(await walkForward(list, size)).toEqual(all);
        expect(await walkBackward(list, size)).toEqual(all);
      }
    });
  }

  it('last alone is the end of the list, with the pages before it', async () => {
    const list = lists[0];
    const all = await whole(list);
    const end = await page(list, { last: 2 });
    expect(ids(end)).toEqual(all.slice(-2));
    expect(end.totalCount).toBe(all.length);
    expect(end.pageInfo).toMatchObject({ hasPreviousPage: true, hasNextPage: false, startCursor: end.edges[0].cursor, endCursor: end.edges[1].cursor });
    const everything = await page(list, { last: 100 });
    expect(ids(everything)).toEqual(all);
    expect(everything.pageInfo).toMatchObject({ hasPreviousPage: false, hasNextPage: false });
    expect(await page(list, { last: 0 })).toMatchObject({ edges: [], pageInfo: { hasPreviousPage: true, startCursor: null, endCursor: null } });
  });

  it('last with before is the page just before that edge; first with after the one just after', async () => {
    for (const list of [lists[0], lists[4]]) {
      const all = await page(list, { first: 100 });
      const cursorOf = (i: number) => all.edges[i].cursor;
      const before = await page(list, { last: 2, before: cursorOf(4) });
      expect(ids(before)).toEqual(ids(all).slice(2, 4));
      expect(before.pageInfo).toMatchObject({ hasPreviousPage: true, hasNextPage: true });
      expect(await page(list, { last: 3, before: cursorOf(0) })).toMatchObject({ edges: [], pageInfo: { hasPreviousPage: false, hasNextPage: true } });
      const after = await page(list, { first: 2, after: cursorOf(1) });
      expect(ids(after)).toEqual(ids(all).slice(2, 4));
      expect(after.pageInfo).toMatchObject({ hasPreviousPage: true, hasNextPage: true });
      const between = await page(list, { first: 10, after: cursorOf(1), before: cursorOf(5) });
      expect(ids(between)).toEqual(ids(all).slice(2, 5));
      expect(between.pageInfo.hasNextPage).toBe(false);
      // Both counts: the last two of the first four after the cursor.
      const both = await page(list, { first: 4, last: 2, after: cursorOf(0) });
      expect(ids(both)).toEqual(ids(all).slice(3, 5));
      expect(both.pageInfo).toMatchObject({ hasPreviousPage: true, hasNextPage: true });
      expect(ids(await page(list, { first: 4, last: 0 }))).toEqual([]);
    }
  });
});

describe('writes between two reads', () => {
  it('a post published between two page reads neither repeats an edge nor skips one', async () => {
    const list = lists[0];
    const all = await whole(list);
    let newest = '';
    let older = '';
    const walked = await walkForward(list, 4, async () => {
      // One at the top (before the page read) and one among those still to come.
      newest = await publish('Published while reading', 'Now');
      older = await publish('Backdated while reading', 'Earlier', new Date(start + 90 * 60_000));
    });
    const now = await whole(list);
    expect(now.slice(1)).toEqual(all.toSpliced(now.indexOf(older) - 1, 0, older));
    expect(walked).toEqual(now.slice(1));
    expect(walked).not.toContain(newest);
  });

  it('an edge deleted or unpublished after its page was read still marks the place', async () => {
    const list = lists[0];
    const all = await whole(list);
    const first = await page(list, { first: 3 });
    const { id } = first.edges[2].node;
    const deleted = await app.graphql('mutation($input: PostIdInput!) { deletePost(input: $input) { deletedPostId } }', { input: { id } }, adminToken);
    expect(deleted.errors).toBeUndefined();
    const next = await page(list, { first: 3, after: first.pageInfo.endCursor });
    expect(ids(next)).toEqual(all.slice(3, 6));
    const back = await page(list, { last: 2, before: next.pageInfo.startCursor });
    expect(ids(back)).toEqual(all.slice(0, 2));
  });

  it('an enquiry arriving between two reads of the inbox repeats none', async () => {
    const list = lists[4];
    const all = await whole(list);
    const walked = await walkForward(list, 2, () => message('Arrived while reading'));
    expect(walked).toEqual(all);
  });

  it('a post created between two reads of the staff list repeats none', async () => {
    const list = lists[3];
    const all = await whole(list);
    const walked = await walkForward(list, 3, () => publish('Written while reading', 'Text'));
    expect(walked).toEqual(all);
  });

  it("a search goes on from where its cursor's post ranks now, unpublished or not", async () => {
    const list = lists[1];
    const all = await whole(list);
    const walked = await walkForward(list, 2, () => publish('Pagingword pagingword best', 'pagingword'));
    expect(walked).toEqual(all);
    const shown = await whole(list);
    const first = await page(list, { first: 3 });
    const [post] = await app.db.post.findMany({ where: { id: Number(Buffer.from(first.edges[2].node.id, 'base64').toString().split(':')[1]) } });
    const unpublished = await app.graphql(
      'mutation($input: PostVersionInput!) { unpublishPost(input: $input) { post { id } } }',
      { input: { id: first.edges[2].node.id, version: post.version } },
      adminToken,
    );
    expect(unpublished.errors).toBeUndefined();
    expect(ids(await page(list, { first: 2, after: first.pageInfo.endCursor }))).toEqual(shown.slice(3, 5));
  });

  it("a search whose cursor's post is deleted goes on from the rank the cursor holds", async () => {
    // bm25 weighs words by the whole index, which the deletion changes: on SQLite a neighbour tied
    // with the deleted post may move across its place, so only the page's existence is certain.
    const list = lists[1];
    const first = await page(list, { first: 2 });
    const { id } = first.edges[1].node;
    expect(
      (await app.graphql('mutation($input: PostIdInput!) { deletePost(input: $input) { deletedPostId } }', { input: { id } }, adminToken)).errors,
    ).toBeUndefined();
    const next = await page(list, { first: 2, after: first.pageInfo.endCursor });
    expect(next.edges).toHaveLength(2);
    expect(ids(next)).not.toContain(id);
  });
});

describe('cursors', () => {
  const encode = (value: unknown) => Buffer.from(typeof value === 'string' ? value : JSON.stringify(value)).toString('base64');

  it("another list's cursor, or one made up, is a 400 naming the argument", async () => {
    const posts = await page(lists[0], { first: 1 });
    const staffPosts = await page(lists[3], { first: 1 });
    const searched = await page(lists[1], { first: 1 });
    const [, time, id] = JSON.parse(Buffer.from(posts.pageInfo.endCursor!, 'base64').toString());
    const made = [
      ['adminPosts', staffPosts.pageInfo.endCursor],
      ['search', searched.pageInfo.endCursor],
      ['missing part', encode(['posts', time])],
      ['extra part', encode(['posts', time, id, 1])],
      ['not a time', encode(['posts', 'yesterday', id])],
      ['no such day', encode(['posts', '2024-02-30T00:00:00.000Z', id])],
      ['year 0', encode(['posts', '0000-01-01T00:00:00.000Z', id])],
      ['year 10000', encode(['posts', '+010000-01-01T00:00:00.000Z', id])],
      ['a time with an offset', encode(['posts', time.replace('Z', '+00:00'), id])],
      ['a fraction', encode(['posts', time, 1.5])],
      ['an id too big', encode(['posts', time, 2 ** 31])],
      ['spaced JSON', encode(`["posts", "${time}", ${id}]`)],
      ['not JSON', encode('posts:1')],
      ['not base64', '!!'],
      ['empty', ''],
    ];
    for (const [what, cursor] of made) {
      for (const [name, variables] of [
        ['after', { first: 2, after: cursor }],
        ['before', { last: 2, before: cursor }],
      ] as const) {
        const result = await read(lists[0], variables);
        expect({ what, name, error: result.errors?.[0]?.extensions }).toMatchObject({
          what,
          name,
          error: { code: 'BAD_USER_INPUT', details: { [name]: 'invalid' } },
        });
      }
    }
    for (const username of ['a\u0000b', 'x'.repeat(201), 1, null]) {
      const result = await read(lists[6], { first: 2, after: encode(['users', username]) });
      expect({ username, error: result.errors?.[0]?.extensions }).toMatchObject({ username, error: { code: 'BAD_USER_INPUT', details: { after: 'invalid' } } });
    }
    // A made-up key of the right kind is a place in the list like any other.
    expect((await read(lists[6], { first: 2, after: encode(['users', 'ü\ud800']) })).errors).toBeUndefined();
    for (const rank of [1e308, -1e308, 1e-320]) {
      const result = await read(lists[1], { first: 2, after: encode(['postsBestMatch', rank, '9999-12-31T23:59:59.999Z', 2147483647]) });
      expect({ rank, errors: result.errors }).toEqual({ rank, errors: undefined });
    }
  });

  it('cursors are opaque base64, and a newest-first cursor pages a search newest first', async () => {
    const posts = await page(lists[0], { first: 2 });
    expect(posts.pageInfo.endCursor).toMatch(/^[A-Za-z0-9+/]+=*$/);
    const searched = await read(lists[1], { first: 2, after: posts.pageInfo.endCursor });
    expect(searched.errors).toBeUndefined();
  });

  it("REST's page numbers still page by position (an offset after), forward only", async () => {
    const all = await page(lists[0], { first: 100 });
    const rest = await app.call('/api/blogs?page=2&limit=3');
    expect(rest.status).toBe(200);
    expect(rest.body.data.pagination).toMatchObject({ page: 2, limit: 3, total: all.totalCount });
    expect(rest.body.data.blogs).toHaveLength(3);
    const offset = encode('OffsetConnection:2');
    expect(ids(await page(lists[0], { first: 3, after: offset }))).toEqual(ids(all).slice(3, 6));
    expect((await read(lists[0], { last: 3, after: offset })).errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', details: { after: 'invalid' } });
    expect((await read(lists[0], { last: 3, before: offset })).errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      details: { before: 'invalid' },
    });
  });

  it('counts every match only when totalCount is asked for (directly or in a fragment)', async () => {
    const counts: string[] = [];
    const counted = await countingApp(app, (sql) => /COUNT\(/i.test(sql) && counts.push(sql));
    const ask = async (query: string) => {
      counts.length = 0;
      const body = await counted.graphql(query);
      expect(body.errors).toBeUndefined();
      return { body, counted: counts.length };
    };
    try {
      expect((await ask('{ posts(first: 2) { edges { node { slug } } } }')).counted).toBe(0);
      const direct = await ask('{ posts(first: 2) { totalCount edges { node { slug } } } }');
      expect(direct.counted).toBe(1);
      expect(direct.body.data.posts.totalCount).toBeGreaterThan(2);
      const spread = await ask('{ posts(first: 2) { ...total } } fragment total on PostConnection { ... on PostConnection { totalCount } }');
      expect(spread.body.data.posts.totalCount).toBe(direct.body.data.posts.totalCount);
    } finally {
      await counted.close();
    }
  });
});
