import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PostStatus } from '../../../db/generated/client.ts';
import { createTestApp, type TestApp } from '../../../testing/testApp.ts';
import { broadSearchMatches } from '../publicList.ts';
import { ensureSearchIndex, reindexPost } from './searchIndex.ts';

// The blog's search as visitors use it, through REST and GraphQL: words in either language, however
// they are typed, ranked, and never a post visitors may not read.

let app: TestApp;
const minute = 60_000;

interface Text {
  title: string;
  excerpt?: string;
  body?: string;
}

/** A post as the post service writes it: the row, its translations, then its search rows. */
async function post(slug: string, text: { en?: Text; ar?: Text }, options: { status?: PostStatus; minutesAgo?: number } = {}) {
  const created = await app.db.post.create({
    data: {
      slug,
      status: options.status ?? 'PUBLISHED',
      publishedAt: new Date(Date.now() - (options.minutesAgo ?? 60) * minute),
      translations: { create: Object.entries(text).map(([locale, t]) => ({ locale: locale as 'en' | 'ar', ...t })) },
    },
  });
  await reindexPost(app.db, created.id);
}

beforeAll(async () => {
  app = createTestApp();
  await post('arabic-admin', {
    en: { title: 'Managing Sovereign Data', excerpt: 'Who holds the keys.' },
    ar: { title: 'إدارة البيانات السيادية', excerpt: 'من يملك المفاتيح.' },
  });
  await post('voweled', { ar: { title: 'مُسْتَقْبَلُ الذكـــاء', body: 'نصٌّ عَنِ الحَوْسَبَةِ' } });
  await post('body-only', { en: { title: 'Quarterly notes', body: 'We deployed a **zephyrine** cluster and a quasar node.' } }, { minutesAgo: 1 });
  await post('in-title', { en: { title: 'Zephyrine clusters explained', body: 'Racks, power and cooling.' } }, { minutesAgo: 120 });
  await post('draft', { en: { title: 'Zephyrine draft', body: 'hushword' } }, { status: 'DRAFT' });
  await post('archived', { en: { title: 'Zephyrine archived', body: 'hushword' } }, { status: 'ARCHIVED' });
  await post('scheduled', { en: { title: 'Zephyrine later', body: 'hushword' } }, { minutesAgo: -24 * 60 });
  for (let i = 0; i < 7; i++) await post(`paged-${i}`, { en: { title: `Paging story ${i}`, body: 'marmoset' } }, { minutesAgo: 200 + i });
});
afterAll(() => app.cleanup());

/** The slugs found through REST and through GraphQL (asserted equal), each with its count checked. */
async function found(search: string): Promise<string[]> {
  const response = await app.request(`/api/blogs?limit=100&search=${encodeURIComponent(search)}`);
  expect(response.status).toBe(200);
  const rest = (await response.json()).data;
  const restSlugs = rest.blogs.map((blog: { slug: string }) => blog.slug);
  expect(rest.pagination.total).toBe(restSlugs.length);

  const graphql = await app.graphql('query($s: String) { posts(first: 100, search: $s) { totalCount edges { node { slug } } } }', { s: search });
  expect(graphql.errors).toBeUndefined();
  const graphqlSlugs = graphql.data.posts.edges.map((edge: { node: { slug: string } }) => edge.node.slug);
  expect(graphql.data.posts.totalCount).toBe(graphqlSlugs.length);
  expect(graphqlSlugs).toEqual(restSlugs);
  return restSlugs;
}

describe('blog search in Arabic', () => {
  it('finds إدارة by its folded spellings and by its beginning, as it is typed', async () => {
    for (const typed of ['إدارة', 'اداره', 'ادارة', 'إدا', 'اد', 'أدارة', 'البيانات السيادي', 'الإدارة', 'بيانات']) {
      expect(await found(typed), typed).toEqual(['arabic-admin']);
    }
  });

  it('ignores harakat and tatweel, in the text and in what is typed', async () => {
    expect(await found('مستقبل')).toEqual(['voweled']);
    expect(await found('الذكاء')).toEqual(['voweled']);
    expect(await found('الحوسبة')).toEqual(['voweled']);
    expect(await found('إِدَارَةُ')).toEqual(['arabic-admin']);
    expect(await found('إدارـــة')).toEqual(['arabic-admin']);
  });
});

describe('blog search in English', () => {
  it('ignores case', async () => {
    expect(await found('SOVEREIGN')).toEqual(['arabic-admin']);
    expect(await found('sOvErEiGn dAtA')).toEqual(['arabic-admin']);
  });

  it('finds a word that only the body holds, Markdown around it or not', async () => {
    expect(await found('quasar')).toEqual(['body-only']);
    expect(await found('zephyrine cluster')).toEqual(['in-title', 'body-only']);
  });

  it('ranks a match in the title above a match in the body only, though the body’s post is newer', async () => {
    expect(await found('zephyrine')).toEqual(['in-title', 'body-only']);
  });

  it('requires every word', async () => {
    expect(await found('quarterly zephyrine')).toEqual(['body-only']);
    expect(await found('quarterly marmoset')).toEqual([]);
  });
});

describe('what a search never finds', () => {
  it('drafts, archived posts and posts scheduled for later', async () => {
    expect(await found('hushword')).toEqual([]);
    const all = await found('zephyrine');
    expect(all).not.toEqual(expect.arrayContaining(['draft']));
    expect(all).toHaveLength(2);
  });

  it('anything, for text with no word in it', async () => {
    expect(await found('%')).toEqual([]);
    expect(await found('!!! ***')).toEqual([]);
    expect(await found('😀'.repeat(100))).toEqual([]);
  });
});

describe('search text that looks like FTS5 syntax', () => {
  const hostile = [
    '"',
    '"unbalanced',
    'a" OR "b',
    '*',
    'zephyrine*',
    ':',
    'title:zephyrine',
    '{title}: x',
    'NEAR(',
    'NEAR(a b, 2)',
    'AND',
    'OR',
    'NOT zephyrine',
    '-',
    '-zephyrine',
    '(',
    ')',
    '^',
    '^zephyrine',
    'a^b',
    '\\',
    '\'; DROP TABLE "Post"; --',
    '😀'.repeat(100),
  ];

  it.each(hostile.map((text) => [text]))('%j answers 200, never an error', async (text) => {
    const slugs = await found(text);
    expect(slugs.length).toBeLessThanOrEqual(2);
  });

  it('still finds the words around the syntax, as words', async () => {
    expect(await found('title:zephyrine')).toEqual([]); // "title zephyrine" as a phrase: no post has it
    expect(await found('^zephyrine')).toEqual(['in-title', 'body-only']);
    expect(await found('NOT zephyrine')).toEqual([]); // "not" is a word no matching post holds
  });
});

describe('pages of a search', () => {
  it('count every match once, across pages, with the newest first among equals', async () => {
    const slugs: string[] = [];
    for (let page = 1; page <= 3; page++) {
      const body = await (await app.request(`/api/blogs?search=marmoset&limit=3&page=${page}`)).json();
      expect(body.data.pagination).toMatchObject({ total: 7, totalPages: 3 });
      slugs.push(...body.data.blogs.map((blog: { slug: string }) => blog.slug));
    }
    expect(slugs).toEqual(Array.from({ length: 7 }, (_, i) => `paged-${i}`));
  });

  it('an empty search is no search: it lists every published post', async () => {
    const all = await (await app.request('/api/blogs?limit=100')).json();
    const blank = await (await app.request('/api/blogs?limit=100&search=%20%20')).json();
    expect(blank.data.pagination.total).toBe(all.data.pagination.total);
    expect(all.data.pagination.total).toBe(11);
  });
});

describe('a search for a word most posts hold', () => {
  it('lists its matches newest first instead of ranking them, counting every one, never a hidden post', async () => {
    const broad = createTestApp();
    try {
      const hour = 3_600_000;
      const count = broadSearchMatches + 5;
      // Written past the post service, as a bulk import would be; the index is rebuilt as at start.
      await broad.db.post.createMany({
        data: Array.from({ length: count }, (_, i) => ({
          slug: `common-${i}`,
          status: 'PUBLISHED' as const,
          publishedAt: new Date(Date.now() - (i + 1) * hour),
        })),
      });
      const posts = await broad.db.post.findMany({ where: { slug: { startsWith: 'common-' } }, select: { id: true, slug: true } });
      // The oldest holds the word in its title: ranked, it would come first.
      await broad.db.postTranslation.createMany({
        data: posts.map(({ id, slug }) => ({
          postId: id,
          locale: 'en' as const,
          title: slug === `common-${count - 1}` ? 'Ubiquity' : `Story ${slug}`,
          body: 'ubiquity',
        })),
      });
      await broad.db.post.create({ data: { slug: 'common-draft', status: 'DRAFT', translations: { create: { locale: 'en', title: 'Ubiquity draft' } } } });
      await ensureSearchIndex(broad.db);

      const response = await broad.request('/api/blogs?search=ubiq&limit=3&page=1');
      const body = (await response.json()).data;
      expect(body.pagination.total).toBe(count);
      expect(body.blogs.map((blog: { slug: string }) => blog.slug)).toEqual(['common-0', 'common-1', 'common-2']);
      const last = await (await broad.request(`/api/blogs?search=ubiq&limit=5&page=${Math.ceil(count / 5)}`)).json();
      expect(last.data.blogs.at(-1).slug).toBe(`common-${count - 1}`);
    } finally {
      await broad.cleanup();
    }
  });
});
