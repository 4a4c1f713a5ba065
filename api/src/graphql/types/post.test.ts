import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countingApp, createTestApp, type TestApp } from '../../testing/testApp.ts';
import { seedContent } from '../../services/seed.ts';

let app: TestApp;

beforeAll(async () => {
  app = createTestApp();
  await seedContent(app.db, app.log);
  // A draft and a scheduled post: neither may reach visitors.
  await app.db.post.create({ data: { slug: 'secret-draft', status: 'DRAFT', translations: { create: { locale: 'en', title: 'Draft' } } } });
  await app.db.post.create({
    data: {
      slug: 'scheduled',
      status: 'PUBLISHED',
      publishedAt: new Date(Date.now() + 86_400_000),
      translations: { create: { locale: 'en', title: 'Later' } },
    },
  });
});
afterAll(() => app.cleanup());

describe('posts connection (the public contract)', () => {
  it('answers the documented query shape with the three launch posts, newest first', async () => {
    const result = await app.graphql('{ posts(first: 2) { totalCount pageInfo { hasNextPage endCursor } edges { cursor node { id } } } }');
    expect(result.errors).toBeUndefined();
    const posts = result.data.posts;
    expect(posts.totalCount).toBe(3);
    expect(posts.pageInfo.hasNextPage).toBe(true);
    expect(posts.edges).toHaveLength(2);
    expect(posts.pageInfo.endCursor).toBe(posts.edges[1].cursor);

    const next = await app.graphql('query($after: String) { posts(first: 2, after: $after) { pageInfo { hasNextPage } edges { node { slug } } } }', {
      after: posts.pageInfo.endCursor,
    });
    expect(next.data.posts.edges.map((e: any) => e.node.slug)).toEqual(['data-sovereignty-uae-ai-infrastructure-guide']);
    expect(next.data.posts.pageInfo.hasNextPage).toBe(false);
  });

  it('never lists drafts or posts scheduled for later', async () => {
    const result = await app.graphql('{ posts(first: 50) { totalCount edges { node { slug status } } } }');
    const slugs = result.data.posts.edges.map((e: any) => e.node.slug);
    expect(slugs).not.toContain('secret-draft');
    expect(slugs).not.toContain('scheduled');
    expect(result.data.posts.edges.every((e: any) => e.node.status === 'PUBLISHED')).toBe(true);
  });

  it('counts only what it lists, a scheduled post from its moment on, with the cache off', async () => {
    // Hidden every way a post can be: archived, published without a date, and due in a moment.
    await app.db.post.create({
      data: { slug: 'archived', status: 'ARCHIVED', publishedAt: new Date('2020-01-01'), translations: { create: { locale: 'en', title: 'Old' } } },
    });
    await app.db.post.create({ data: { slug: 'no-date', status: 'PUBLISHED', translations: { create: { locale: 'en', title: 'Undated' } } } });
    const due = await app.db.post.create({
      data: { slug: 'due-soon', status: 'PUBLISHED', publishedAt: new Date(Date.now() + 1_000), translations: { create: { locale: 'en', title: 'Soon' } } },
    });
    const uncached = await countingApp(app);
    try {
      const list = async () => (await uncached.graphql('{ posts(first: 50) { totalCount edges { node { slug } } } }')).data.posts;
      const before = await list();
      expect(before.totalCount).toBe(3);
      expect(before.edges).toHaveLength(3);
      await new Promise((resolve) => setTimeout(resolve, due.publishedAt!.getTime() - Date.now() + 50));
      const after = await list();
      expect(after.edges.map((edge: any) => edge.node.slug)).toContain('due-soon');
      expect(after.totalCount).toBe(4);
      expect(after.edges).toHaveLength(4);
    } finally {
      await uncached.close();
      await app.db.post.deleteMany({ where: { slug: { in: ['archived', 'no-date', 'due-soon'] } } });
    }
  });

  it('filters by tag and by search text, counting the matches', async () => {
    const byTag = await app.graphql('{ posts(first: 10, tag: "roi") { totalCount edges { node { slug } } } }');
    expect(byTag.data.posts.edges.map((e: any) => e.node.slug)).toEqual(['ai-infrastructure-roi-gcc-companies-300-percent-returns']);
    expect(byTag.data.posts.totalCount).toBe(1);
    const bySearch = await app.graphql('{ posts(first: 10, search: "sovereignty") { totalCount } }');
    expect(bySearch.data.posts.totalCount).toBeGreaterThanOrEqual(1);
    const none = await app.graphql('{ posts(first: 10, search: "zzzz-no-such-text") { totalCount edges { node { id } } } }');
    expect(none.data.posts).toEqual({ totalCount: 0, edges: [] });
  });

  it('serves pages of up to 100 and refuses larger ones with a 400 naming the argument', async () => {
    const result = await app.graphql('{ posts(first: 100) { edges { node { id } } } }');
    expect(result.errors).toBeUndefined();
    expect(result.data.posts.edges).toHaveLength(3);
    const tooMany = await app.graphql('{ posts(first: 101) { edges { node { id } } } }');
    expect(tooMany.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', details: { first: 'invalid' } });
  });
});

describe('a post', () => {
  it('reads in Arabic and English, with tags named in each language and a read time', async () => {
    const query =
      'query($locale: Locale!) { post(slug: "private-llm-deployment-middle-east-enterprises") { translation(locale: $locale) { locale title body readTimeMinutes } tags { slug name(locale: $locale) } } }';
    const ar = await app.graphql(query, { locale: 'ar' });
    const en = await app.graphql(query, { locale: 'en' });
    expect(ar.data.post.translation.locale).toBe('ar');
    expect(ar.data.post.translation.title).toMatch(/[\u0600-\u06FF]/);
    expect(en.data.post.translation.title).not.toMatch(/[\u0600-\u06FF]/);
    expect(en.data.post.translation.readTimeMinutes).toBeGreaterThanOrEqual(2);
    expect(ar.data.post.tags.length).toBeGreaterThanOrEqual(2);
    expect(ar.data.post.tags.every((t: any) => /[\u0600-\u06FF]/.test(t.name))).toBe(true);
  });

  it('falls back to English when a translation is missing', async () => {
    await app.db.post.create({
      data: {
        slug: 'english-only',
        status: 'PUBLISHED',
        publishedAt: new Date(Date.now() - 1000),
        translations: { create: { locale: 'en', title: 'Only English' } },
      },
    });
    const result = await app.graphql('{ post(slug: "english-only") { translation(locale: ar) { locale title } } }');
    expect(result.data.post.translation).toEqual({ locale: 'en', title: 'Only English' });
    await app.db.post.delete({ where: { slug: 'english-only' } });
  });

  it('is null for an unknown slug, a draft or a scheduled post', async () => {
    for (const slug of ['nope', 'secret-draft', 'scheduled']) {
      const result = await app.graphql('query($slug: String!) { post(slug: $slug) { id } }', { slug });
      expect(result).toEqual({ data: { post: null } });
    }
  });

  it('is reachable by its global id through node(id:), and lists related posts', async () => {
    const { data } = await app.graphql('{ post(slug: "data-sovereignty-uae-ai-infrastructure-guide") { id related(first: 3) { slug } } }');
    expect(data.post.related.length).toBeGreaterThan(0);
    expect(data.post.related.map((p: any) => p.slug)).not.toContain('data-sovereignty-uae-ai-infrastructure-guide');
    const node = await app.graphql('query($id: ID!) { node(id: $id) { __typename ... on Post { slug } } }', { id: data.post.id });
    expect(node.data.node).toEqual({ __typename: 'Post', slug: 'data-sovereignty-uae-ai-infrastructure-guide' });
  });

  it('reads its related posts with one statement more, its own tags read once', async () => {
    const { graphql, statements, close } = await countingApp(app);
    try {
      const cost = async (fields: string) => {
        const before = statements();
        expect((await graphql(`{ post(slug: "data-sovereignty-uae-ai-infrastructure-guide") { ${fields} } }`)).errors).toBeUndefined();
        return statements() - before;
      };
      await cost('slug');
      expect(await cost('tags { slug } related(first: 3) { slug }')).toBe((await cost('tags { slug }')) + 1);
    } finally {
      await close();
    }
  });

  it('shows its author’s public name but no account details', async () => {
    const result = await app.graphql('{ post(slug: "data-sovereignty-uae-ai-infrastructure-guide") { author { displayName } } }');
    expect(result.errors).toBeUndefined();
    const leak = await app.graphql('{ post(slug: "data-sovereignty-uae-ai-infrastructure-guide") { author { email } } }');
    expect(leak.errors?.[0].message).toMatch(/Cannot query field "email"/);
  });

  it('lists the tags that have published posts', async () => {
    const result = await app.graphql('{ tags { slug name(locale: ar) } }');
    expect(result.data.tags.map((t: any) => t.slug)).toEqual(expect.arrayContaining(['data-sovereignty', 'roi', 'gcc']));
  });
});

describe('a tag named in one language', () => {
  it("says which language each tag's name is written in: the one asked for, else the other a tag named only in it has", async () => {
    await app.db.post.create({
      data: {
        slug: 'arabic-tag-only',
        status: 'PUBLISHED',
        publishedAt: new Date(Date.now() - 60_000),
        translations: { create: { locale: 'ar', title: 'عربي فقط', body: 'نص' } },
        tags: { create: { tag: { create: { slug: 'tag-arabic-only', translations: { create: { locale: 'ar', name: 'الإمارات' } } } } } },
      },
    });
    const query = 'query($locale: Locale!) { post(slug: "arabic-tag-only") { tags { name(locale: $locale) nameLocale(locale: $locale) } } }';
    expect((await app.graphql(query, { locale: 'en' })).data.post.tags).toEqual([{ name: 'الإمارات', nameLocale: 'ar' }]);
    expect((await app.graphql(query, { locale: 'ar' })).data.post.tags).toEqual([{ name: 'الإمارات', nameLocale: 'ar' }]);
    const seeded = 'query($locale: Locale!) { post(slug: "private-llm-deployment-middle-east-enterprises") { tags { nameLocale(locale: $locale) } } }';
    expect((await app.graphql(seeded, { locale: 'en' })).data.post.tags.every((tag: any) => tag.nameLocale === 'en')).toBe(true);
  });
});

describe('tags read with the cache off', () => {
  it("reads every listed post's tags with their names in one statement, each post its own in slug order, and the topics without a tag only a scheduled post has", async () => {
    const tag = (slug: string, en: string, ar: string) => ({
      tag: {
        connectOrCreate: {
          where: { slug },
          create: {
            slug,
            translations: {
              create: [
                { locale: 'en' as const, name: en },
                { locale: 'ar' as const, name: ar },
              ],
            },
          },
        },
      },
    });
    const post = (slug: string, minutesAgo: number, tags: ReturnType<typeof tag>[]) =>
      app.db.post.create({
        data: {
          slug,
          status: 'PUBLISHED',
          publishedAt: new Date(Date.now() - minutesAgo * 60_000),
          translations: { create: { locale: 'en', title: slug } },
          tags: { create: tags },
        },
      });
    // Two posts next to each other in the list sharing the tag that sorts last in both.
    await post('tagged-first', 0.1, [tag('zz-shared', 'Shared', 'مشترك'), tag('mm-first', 'First', 'الأول')]);
    await post('tagged-second', 0.2, [tag('zz-shared', 'Shared', 'مشترك'), tag('aa-second', 'Second', 'الثاني')]);
    await app.db.post.create({
      data: {
        slug: 'tagged-later',
        status: 'PUBLISHED',
        publishedAt: new Date(Date.now() + 86_400_000),
        translations: { create: { locale: 'en', title: 'Later' } },
        tags: { create: [tag('later-only', 'Later', 'لاحقًا')] },
      },
    });
    const query = (fields: string) => `{ posts(first: 3) { edges { node { slug ${fields} } } } tags { slug } }`;
    const { graphql, statements, close } = await countingApp(app);
    try {
      const ask = async (fields: string) => {
        const before = statements();
        const body = await graphql(query(fields));
        expect(body.errors).toBeUndefined();
        return { data: body.data, statements: statements() - before };
      };
      await ask(''); // and the settings every answer's headers need
      const untagged = await ask('');
      const tagged = await ask('tags { slug name(locale: ar) }');
      expect(tagged.statements).toBe(untagged.statements + 1);
      expect(tagged.data.posts.edges.map((edge: any) => edge.node)).toEqual([
        {
          slug: 'tagged-first',
          tags: [
            { slug: 'mm-first', name: 'الأول' },
            { slug: 'zz-shared', name: 'مشترك' },
          ],
        },
        {
          slug: 'tagged-second',
          tags: [
            { slug: 'aa-second', name: 'الثاني' },
            { slug: 'zz-shared', name: 'مشترك' },
          ],
        },
        expect.objectContaining({ slug: 'arabic-tag-only' }),
      ]);
      const topics = tagged.data.tags.map((t: any) => t.slug);
      expect(topics).toEqual(expect.arrayContaining(['aa-second', 'mm-first', 'zz-shared', 'roi']));
      expect(topics).not.toContain('later-only');
      expect(topics).toEqual([...topics].sort());
      // The cache on (topics and names kept) answers the same, told of the posts written past the services.
      await app.publicContent.changed();
      expect((await app.graphql(query('tags { slug name(locale: ar) }'))).data).toEqual(tagged.data);
    } finally {
      await close();
    }
  });
  it("orders a post's tags and the topics alike, by slug as its characters compare (a hyphen before a letter), their names exactly as written, cache on and off", async () => {
    const slugs = ['orderb', 'order-b', 'order-a'];
    const named = (slug: string) => ({ en: `N ${slug} %_\\'"`, ar: `اسم ${slug}` });
    await app.db.post.create({
      data: {
        slug: 'tags-in-order',
        status: 'PUBLISHED',
        publishedAt: new Date(Date.now() - 1_000),
        translations: { create: { locale: 'en', title: 'Order' } },
        tags: {
          create: slugs.map((slug) => ({
            tag: {
              create: {
                slug,
                translations: {
                  create: [
                    { locale: 'en' as const, name: named(slug).en },
                    { locale: 'ar' as const, name: named(slug).ar },
                  ],
                },
              },
            },
          })),
        },
      },
    });
    await app.publicContent.changed();
    const query = '{ post(slug: "tags-in-order") { tags { slug en: name(locale: en) ar: name(locale: ar) } } tags { slug } }';
    const { graphql, close } = await countingApp(app);
    try {
      const body = await graphql(query);
      expect(body.data.post.tags).toEqual(['order-a', 'order-b', 'orderb'].map((slug) => ({ slug, ...named(slug) })));
      expect(body.data.tags.map((tag: any) => tag.slug).filter((slug: string) => slugs.includes(slug))).toEqual(['order-a', 'order-b', 'orderb']);
      expect((await app.graphql(query)).data).toEqual(body.data);
    } finally {
      await close();
    }
  });
});
