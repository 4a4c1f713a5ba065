import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { seedContent } from './services/seed.ts';
import { countingApp, createTestApp, type TestApp } from './testing/testApp.ts';

// The outside attack on the public list's count and its pages read by Prisma (services/posts/publicList.ts):
// every answer checked against an oracle from the rows, the cache off against on. Its answers (`dump`)
// were diffed with the code before, a page of ids then the posts: the same, on SQLite and PostgreSQL.

let app: TestApp;
let off: Awaited<ReturnType<typeof countingApp>>;
const dump: Record<string, unknown> = {};
const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64');

beforeAll(async () => {
  app = createTestApp();
  await seedContent(app.db, app.log);
  const tie = new Date('2025-06-01T12:00:00.000Z');
  // 30 public posts: 6 share one instant (ties by id), every third featured.
  for (let i = 0; i < 30; i++) {
    await app.db.post.create({
      data: {
        slug: `p-${i}`,
        status: 'PUBLISHED',
        featured: i % 3 === 0,
        publishedAt: i < 6 ? tie : new Date(Date.UTC(2024, 0, 1 + i, 0, 0, 0, i)),
        translations: { create: { locale: 'en', title: `P ${i}` } },
      },
    });
  }
  // Hidden every way.
  await app.db.post.create({ data: { slug: 'h-draft', status: 'DRAFT', translations: { create: { locale: 'en', title: 'D' } } } });
  await app.db.post.create({
    data: { slug: 'h-draft-dated', status: 'DRAFT', publishedAt: new Date('2020-01-01'), translations: { create: { locale: 'en', title: 'D' } } },
  });
  await app.db.post.create({
    data: { slug: 'h-archived', status: 'ARCHIVED', publishedAt: new Date('2021-01-01'), translations: { create: { locale: 'en', title: 'A' } } },
  });
  await app.db.post.create({ data: { slug: 'h-nodate', status: 'PUBLISHED', translations: { create: { locale: 'en', title: 'N' } } } });
  await app.db.post.create({
    data: { slug: 'h-future', status: 'PUBLISHED', publishedAt: new Date('2099-01-01'), translations: { create: { locale: 'en', title: 'F' } } },
  });
  off = await countingApp(app);
});
/** Direct writes announce themselves, as the services do. */
const touched = () => app.publicContent.changed();
afterAll(async () => {
  await off?.close();
  await app.cleanup();
});

/** The public posts from the rows, newest first then id desc. */
async function oracle(featured?: boolean) {
  const now = Date.now();
  const rows = await app.db.post.findMany({ select: { id: true, slug: true, status: true, publishedAt: true, featured: true } });
  return rows
    .filter((row) => row.status === 'PUBLISHED' && row.publishedAt && row.publishedAt.getTime() <= now && (featured === undefined || row.featured === featured))
    .sort((a, b) => b.publishedAt!.getTime() - a.publishedAt!.getTime() || b.id - a.id);
}
const cursorOf = (row: { id: number; publishedAt: Date | null }) => b64(['posts', row.publishedAt!.toISOString(), row.id]);

const page = `query($first: Int, $last: Int, $after: String, $before: String, $featured: Boolean, $search: String) {
  posts(first: $first, last: $last, after: $after, before: $before, featured: $featured, search: $search) {
    totalCount pageInfo { hasNextPage hasPreviousPage startCursor endCursor }
    edges { cursor node { id slug featured publishedAt } }
  } }`;

describe('count', () => {
  it('totalCount equals the oracle, cache on and off, featured or not, and REST totals agree', async () => {
    for (const featured of [undefined, true, false]) {
      const expected = (await oracle(featured)).length;
      for (const [name, client] of [
        ['on', app],
        ['off', off],
      ] as const) {
        const result = await client.graphql(page, { first: 1, featured });
        expect(result.errors, name).toBeUndefined();
        expect(result.data.posts.totalCount, `${name} featured=${featured}`).toBe(expected);
      }
    }
    const expected = (await oracle()).length;
    for (const query of ['?page=999999&limit=100', '?page=0', '?page=-1', '?limit=0', '?limit=101', '?page=abc', '?featured=true', '?tag=', '?search=']) {
      const on = await app.call(`/api/blogs${query}`);
      const offR = await off.app.fetch(new Request(`http://localhost/api/blogs${query}`), { ip: '127.0.0.1' });
      expect({ status: offR.status, body: await offR.json() }, query).toEqual({ status: on.status, body: on.body });
      dump[`rest ${query}`] = { status: on.status, body: on.body };
    }
    for (const limit of [1, 5, 7, 100]) {
      const on = await app.call(`/api/blogs?page=2&limit=${limit}`);
      const offR = await off.app.fetch(new Request(`http://localhost/api/blogs?page=2&limit=${limit}`), { ip: '127.0.0.1' });
      const offBody = await offR.json();
      expect(on.body.data.pagination).toEqual({ page: 2, limit, total: expected, totalPages: Math.ceil(expected / limit) });
      expect(offBody.data.pagination).toEqual(on.body.data.pagination);
      expect(offBody.data.blogs.map((b: any) => b.slug)).toEqual(on.body.data.blogs.map((b: any) => b.slug));
      expect(on.body.data.blogs.map((b: any) => b.slug)).toEqual((await oracle()).slice(limit, 2 * limit).map((row) => row.slug));
    }
  });

  it('a post published exactly now, and one whose moment passes during the test, are counted as listed', async () => {
    const soon = new Date(Date.now() + 800);
    const due = await app.db.post.create({
      data: { slug: 'z-due', status: 'PUBLISHED', publishedAt: soon, translations: { create: { locale: 'en', title: 'Due' } } },
    });
    const nowPost = await app.db.post.create({
      data: { slug: 'z-now', status: 'PUBLISHED', publishedAt: new Date(), translations: { create: { locale: 'en', title: 'Now' } } },
    });
    await touched();
    try {
      const before = (await off.graphql(page, { first: 100 })).data.posts;
      expect(before.totalCount).toBe(before.edges.length);
      expect(before.edges.map((e: any) => e.node.slug)).toContain('z-now');
      expect(before.edges.map((e: any) => e.node.slug)).not.toContain('z-due');
      await new Promise((resolve) => setTimeout(resolve, soon.getTime() - Date.now() + 50));
      for (const client of [off, app]) {
        const after = (await client.graphql(page, { first: 100 })).data.posts;
        expect(after.edges.map((e: any) => e.node.slug)).toContain('z-due');
        expect(after.totalCount).toBe(after.edges.length);
        expect(after.totalCount).toBe((await oracle()).length);
      }
    } finally {
      await app.db.post.deleteMany({ where: { id: { in: [due.id, nowPost.id] } } });
      await touched();
    }
  });

  it('a post whose publishedAt is exactly the server clock (Date frozen) is listed and counted, cache off', async () => {
    const instant = new Date(Date.now() + 60_000);
    instant.setUTCMilliseconds(0);
    const post = await app.db.post.create({
      data: { slug: 'z-exact', status: 'PUBLISHED', publishedAt: instant, translations: { create: { locale: 'en', title: 'Exact' } } },
    });
    const later = await app.db.post.create({
      data: { slug: 'z-later', status: 'PUBLISHED', publishedAt: new Date(+instant + 1), translations: { create: { locale: 'en', title: 'Later' } } },
    });
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(instant);
    try {
      const answer = (await off.graphql(page, { first: 100 })).data.posts;
      const slugs = answer.edges.map((e: any) => e.node.slug);
      expect(slugs).toContain('z-exact');
      expect(slugs).not.toContain('z-later');
      expect(answer.totalCount).toBe(answer.edges.length);
      const rest = await off.app.fetch(new Request('http://localhost/api/blogs?limit=100'), { ip: '127.0.0.1' });
      expect((await rest.json()).data.pagination.total).toBe(answer.edges.length);
    } finally {
      vi.useRealTimers();
      await app.db.post.deleteMany({ where: { id: { in: [post.id, later.id] } } });
      await touched();
    }
  });

  it('counts equal the edges paged to the end, while posts are written concurrently (each read self-consistent)', async () => {
    const writes = (async () => {
      for (let i = 0; i < 20; i++) {
        const post = await app.db.post.create({
          data: {
            slug: `c-${i}`,
            status: i % 2 ? 'DRAFT' : 'PUBLISHED',
            publishedAt: new Date('2023-01-01'),
            translations: { create: { locale: 'en', title: 'C' } },
          },
        });
        await app.db.post.update({ where: { id: post.id }, data: { status: 'ARCHIVED' } });
      }
    })();
    const counts: number[] = [];
    for (let i = 0; i < 20; i++) counts.push((await off.graphql('{ posts(first: 0) { totalCount } }')).data.posts.totalCount);
    await writes;
    await touched();
    const base = (await oracle()).length;
    // Every write ends archived; a published one counts while it lives: between base and base + 1.
    expect(
      counts.every((count) => count >= base && count <= base + 1),
      String(counts),
    ).toBe(true);
    await app.db.post.deleteMany({ where: { slug: { startsWith: 'c-' } } });
  });

  it('many posts: count matches the oracle on SQLite and PostgreSQL', async () => {
    await app.db.post.createMany({
      data: Array.from({ length: 500 }, (_, i) => ({
        slug: `m-${i}`,
        status: (['PUBLISHED', 'DRAFT', 'ARCHIVED', 'PUBLISHED'] as const)[i % 4],
        publishedAt: i % 7 === 0 ? null : new Date(i % 5 === 0 ? Date.now() + 86_400_000 : Date.UTC(2022, 0, 1, 0, 0, i)),
      })),
    });
    await touched();
    try {
      const expected = (await oracle()).length;
      expect((await off.graphql('{ posts(first: 0) { totalCount } }')).data.posts.totalCount).toBe(expected);
      expect((await app.graphql('{ posts(first: 0) { totalCount } }')).data.posts.totalCount).toBe(expected);
      // Paged to the end, 100 at a time.
      let after: string | null = null;
      let seen = 0;
      for (;;) {
        const result: any = (await off.graphql(page, { first: 100, after })).data.posts;
        seen += result.edges.length;
        if (!result.pageInfo.hasNextPage) break;
        after = result.pageInfo.endCursor;
      }
      expect(seen).toBe(expected);
    } finally {
      await app.db.post.deleteMany({ where: { slug: { startsWith: 'm-' } } });
      await touched();
    }
  });
});

describe('list', () => {
  /** Runs on both apps, checks they agree, records the answer. */
  async function both(label: string, variables: Record<string, unknown>) {
    const on = await app.graphql(page, variables);
    const offAnswer = await off.graphql(page, variables);
    expect(offAnswer, label).toEqual(on);
    dump[label] = on;
    return on;
  }

  it('pages forward and backward through every post, featured or not, as the oracle orders them', async () => {
    for (const featured of [undefined, true, false]) {
      const rows = await oracle(featured);
      for (const size of [1, 4, 7]) {
        let after: string | null = null;
        const forward: string[] = [];
        for (let n = 0; n < 40; n++) {
          const result = await both(`fwd f=${featured} s=${size} n=${n}`, { first: size, after, featured });
          expect(result.errors).toBeUndefined();
          const posts = result.data.posts;
          forward.push(...posts.edges.map((e: any) => e.cursor));
          expect(posts.pageInfo.hasPreviousPage).toBe(after !== null);
          if (!posts.pageInfo.hasNextPage) break;
          after = posts.pageInfo.endCursor;
        }
        expect(forward).toEqual(rows.map(cursorOf));
        let before: string | null = null;
        const backward: string[] = [];
        for (let n = 0; n < 40; n++) {
          const result = await both(`bwd f=${featured} s=${size} n=${n}`, { last: size, before, featured });
          const posts = result.data.posts;
          backward.unshift(...posts.edges.map((e: any) => e.cursor));
          expect(posts.pageInfo.hasNextPage).toBe(before !== null);
          if (!posts.pageInfo.hasPreviousPage) break;
          before = posts.pageInfo.startCursor;
        }
        expect(backward).toEqual(rows.map(cursorOf));
      }
    }
  });

  it('first+last, first: 0, last: 0, after+before, offset cursors', async () => {
    const rows = await oracle();
    const c = rows.map(cursorOf);
    const cases: [string, Record<string, unknown>][] = [
      ['first5last2', { first: 5, last: 2 }],
      ['first2last5', { first: 2, last: 5 }],
      ['first0', { first: 0 }],
      ['last0', { last: 0 }],
      ['first0after', { first: 0, after: c[3] }],
      ['afterBefore', { first: 10, after: c[2], before: c[8] }],
      ['lastAfterBefore', { last: 3, after: c[2], before: c[8] }],
      ['lastAfter', { last: 3, after: c[2] }],
      ['beforeOnly', { before: c[5] }],
      ['afterLast', { first: 5, after: c.at(-1) }],
      ['beforeFirst', { last: 5, before: c[0] }],
      ['offset0', { first: 3, after: Buffer.from('OffsetConnection:0').toString('base64') }],
      ['offset10', { first: 3, after: Buffer.from('OffsetConnection:10').toString('base64') }],
      ['offsetBig', { first: 3, after: Buffer.from('OffsetConnection:999999').toString('base64') }],
      ['offsetFeatured', { first: 2, featured: true, after: Buffer.from('OffsetConnection:1').toString('base64') }],
      ['offsetBefore', { first: 3, after: Buffer.from('OffsetConnection:2').toString('base64'), before: c[6] }],
      ['offsetLast', { last: 3, after: Buffer.from('OffsetConnection:2').toString('base64') }],
      ['featuredCursorInPlain', { first: 3, after: c[4], featured: false }],
      ['tieCursor', { first: 3, after: c.find((_, i) => rows[i].publishedAt!.toISOString() === '2025-06-01T12:00:00.000Z') }],
      ['garbage', { first: 3, after: 'garbage' }],
      ['garbageB64', { first: 3, after: b64({ a: 1 }) }],
      ['wrongList', { first: 3, after: b64(['postsBestMatch', 0.5, '2025-06-01T12:00:00.000Z', 5]) }],
      ['forgedFuture', { first: 3, after: b64(['posts', '9999-12-31T23:59:59.999Z', 2147483647]) }],
      ['forgedPast', { last: 3, before: b64(['posts', '1970-01-01T00:00:00.000Z', 0]) }],
      ['forgedNegId', { first: 3, after: b64(['posts', '2025-06-01T12:00:00.000Z', -5]) }],
      ['forgedOffsetTz', { first: 3, after: b64(['posts', '2025-06-01T12:00:00.000+00:00', 5]) }],
      ['forgedNoMs', { first: 3, after: b64(['posts', '2025-06-01T12:00:00Z', 5]) }],
      ['forgedFloatId', { first: 3, after: b64(['posts', '2025-06-01T12:00:00.000Z', 5.5]) }],
      ['forgedHugeId', { first: 3, after: b64(['posts', '2025-06-01T12:00:00.000Z', 2147483648]) }],
      ['tooBig', { first: 101 }],
      ['offsetMax', { first: 100, after: Buffer.from('OffsetConnection:999999999').toString('base64') }],
      ['offsetLeadingZero', { first: 3, after: Buffer.from('OffsetConnection:01').toString('base64') }],
      ['offsetNeg', { first: 3, after: Buffer.from('OffsetConnection:-1').toString('base64') }],
      ['offsetPadded', { first: 3, after: Buffer.from('OffsetConnection:1').toString('base64').replace(/=+$/, '') }],
      ['offsetFirst0', { first: 0, after: Buffer.from('OffsetConnection:3').toString('base64') }],
      ['negative', { first: -1 }],
      ['emptySearch', { first: 3, search: '' }],
      ['spaceSearch', { first: 3, search: '   ' }],
    ];
    for (const [label, variables] of cases) await both(label, variables);
    // The oracle's answer for the plain ones.
    expect((dump.first5last2 as any).data.posts.edges.map((e: any) => e.cursor)).toEqual(c.slice(3, 5));
    expect((dump.afterBefore as any).data.posts.edges.map((e: any) => e.cursor)).toEqual(c.slice(3, 8));
    expect((dump.offset10 as any).data.posts.edges.map((e: any) => e.cursor)).toEqual(c.slice(11, 14));
  });

  it("a search's cursor reused without the search; a post published and unpublished between pages", async () => {
    const search = await app.graphql(page, { first: 2, search: 'sovereignty' });
    dump.search = search;
    for (const cursor of [search.data?.posts.pageInfo.endCursor, search.data?.posts.pageInfo.startCursor].filter(Boolean)) {
      await both(`searchCursor ${cursor}`, { first: 3, after: cursor });
      await both(`searchCursorBefore ${cursor}`, { last: 3, before: cursor });
    }
    const rows = await oracle();
    const first = (await both('between-1', { first: 5 })).data.posts;
    // The 5th post is unpublished, and a new one is published in the middle.
    await app.db.post.update({ where: { id: rows[4].id }, data: { status: 'DRAFT' } });
    await app.db.post.create({
      data: { slug: 'between', status: 'PUBLISHED', publishedAt: rows[6].publishedAt, translations: { create: { locale: 'en', title: 'B' } } },
    });
    await touched();
    try {
      const next = (await both('between-2', { first: 5, after: first.pageInfo.endCursor })).data.posts;
      // The page after the unpublished 5th post: the posts beyond its key now (the new one, tied with it and a later id, comes before it).
      expect(next.edges.map((e: any) => e.node.slug)).toEqual(
        (await oracle())
          .filter((row) => row.publishedAt! < rows[4].publishedAt! || (+row.publishedAt! === +rows[4].publishedAt! && row.id < rows[4].id))
          .slice(0, 5)
          .map((row) => row.slug),
      );
    } finally {
      await app.db.post.update({ where: { id: rows[4].id }, data: { status: 'PUBLISHED' } });
      await app.db.post.deleteMany({ where: { slug: 'between' } });
      await touched();
    }
  });

  it('every field of a page, as a visitor and as staff, cache on and off (compared without createdAt/updatedAt)', async () => {
    const editor = await app.createStaff({ username: 'list-editor', role: 'EDITOR' });
    const token = await app.signIn(editor.username, editor.password);
    const rich = `query($first: Int, $after: String, $featured: Boolean) { posts(first: $first, after: $after, featured: $featured) {
      totalCount pageInfo { hasNextPage hasPreviousPage startCursor endCursor }
      edges { cursor node { id slug status publishedAt featured coverImage likeCount version createdAt updatedAt
        author { displayName } languages tags { slug name(locale: ar) } viewerCanEdit viewerCanDelete
        translation(locale: ar) { locale title excerpt readTimeMinutes seoTitle } } } } }`;
    const strip = (value: unknown) => JSON.parse(JSON.stringify(value, (key, v) => (key === 'createdAt' || key === 'updatedAt' ? undefined : v)));
    let after: string | null = null;
    for (let n = 0; n < 10; n++) {
      for (const [who, tokenOf] of [
        ['visitor', undefined],
        ['staff', token],
      ] as const) {
        const on = await app.graphql(rich, { first: 5, after, featured: n % 2 ? undefined : false }, tokenOf);
        const offAnswer = await off.graphql(rich, { first: 5, after, featured: n % 2 ? undefined : false }, tokenOf);
        expect(on.errors, JSON.stringify(on.errors)).toBeUndefined();
        expect(offAnswer).toEqual(on);
        dump[`rich ${who} ${n}`] = strip(on);
      }
      const last: any = dump[`rich visitor ${n}`];
      if (!last.data.posts.pageInfo.hasNextPage) break;
      after = last.data.posts.pageInfo.endCursor;
    }
  });
});
