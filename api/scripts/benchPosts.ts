// The posts `npm run bench` and the profiling script measure reads on: written like the blog's, in
// both languages (some in one), from word lists (benchWords.ts) by a seeded generator, so every run
// writes the same posts and a search finds what it would on a real blog: a common word nearly every
// post, a rare one a few dozen. Written in batches straight through Prisma, then indexed for search.
import type { Db } from '../src/db/client.ts';
import type { Prisma } from '../src/db/generated/client.ts';
import { ensureSearchIndex } from '../src/services/posts/fullText/searchIndex.ts';
import { readTimeMinutes } from '../src/services/readTime.ts';
import { vocabulary } from './benchWords.ts';

type Locale = keyof typeof vocabulary;

/** The post the bench reads as an article: published, in both languages. */
export const benchArticleSlug = 'bench-post-5000';

/** mulberry32: small, fast, and the same numbers for the same seed on every machine. */
function generator(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(items: readonly T[]) => items[Math.floor(next() * items.length)],
  };
}

type Random = ReturnType<typeof generator>;

/**
 * Draws from `words` by the Zipf-Mandelbrot law (rank r weighs 1/(r + 10)^exponent): the first words
 * a few times in every text, as a blog's own subject is (not the 15% of all words plain Zipf gives them).
 */
function zipf(words: readonly string[], exponent: number) {
  const cumulative: number[] = [];
  let total = 0;
  for (let r = 1; r <= words.length; r++) cumulative.push((total += 1 / (r + 10) ** exponent));
  return (random: Random) => {
    const x = random.next() * total;
    let [low, high] = [0, cumulative.length - 1];
    while (low < high) {
      const mid = (low + high) >> 1;
      if (cumulative[mid] < x) low = mid + 1;
      else high = mid;
    }
    return words[low];
  };
}

const writers = Object.fromEntries(
  (Object.keys(vocabulary) as Locale[]).map((locale) => {
    const { domain, small, rare } = vocabulary[locale];
    const body = zipf(domain, 1);
    // Titles draw more evenly: a title of "data data ai" helps no one find anything.
    const title = zipf(domain, 0.6);
    /** A domain word as written: Arabic nouns sometimes take the article, or "and" with it. */
    const written = (word: string, random: Random) => {
      if (locale !== 'ar' || word.startsWith('ال')) return word;
      const r = random.next();
      return r < 0.2 ? `ال${word}` : r < 0.25 ? `وال${word}` : word;
    };
    const sentence = (random: Random, length: number, rareChance: number) => {
      const tokens: string[] = [];
      for (let i = 0; i < length; i++) {
        const r = random.next();
        tokens.push(r < rareChance ? random.pick(rare) : r < 0.4 ? random.pick(small) : written(body(random), random));
      }
      if (locale === 'en') tokens[0] = tokens[0][0].toUpperCase() + tokens[0].slice(1);
      return `${tokens.join(' ')}.`;
    };
    return [
      locale,
      {
        title: (random: Random) => {
          const tokens = Array.from({ length: random.int(4, 8) }, () => written(title(random), random));
          if (random.next() < 0.05) tokens.push(random.pick(rare));
          return locale === 'en' ? tokens.map((t) => t[0].toUpperCase() + t.slice(1)).join(' ') : tokens.join(' ');
        },
        excerpt: (random: Random) => sentence(random, random.int(15, 30), 0.005),
        /** 300 to 800 words of Markdown: sections under headings, paragraphs, a list, some emphasis and links. */
        body: (random: Random) => {
          const target = random.int(300, 800);
          const blocks: string[] = [];
          let words = 0;
          let listed = false;
          while (words < target) {
            if (blocks.length && random.next() < 0.15) {
              const heading = Array.from({ length: random.int(2, 5) }, () => written(title(random), random)).join(' ');
              blocks.push(`## ${heading}`);
            }
            if (!listed && words > target / 2) {
              const items = Array.from({ length: random.int(3, 5) }, () => `- ${sentence(random, random.int(4, 9), 0)}`);
              blocks.push(items.join('\n'));
              listed = true;
            }
            const sentences = Array.from({ length: random.int(3, 6) }, () => {
              const length = random.int(8, 20);
              words += length;
              // About one rare word in every three translations: each rare word ends up in a few dozen posts.
              return sentence(random, length, 0.0007);
            });
            let paragraph = sentences.join(' ');
            if (random.next() < 0.3) paragraph += ` **${written(body(random), random)}**.`;
            if (random.next() < 0.2) paragraph += ` [${written(body(random), random)}](https://example.com/topics/${random.pick(vocabulary.en.domain)}).`;
            blocks.push(paragraph);
          }
          return blocks.join('\n\n');
        },
      },
    ];
  }),
) as Record<Locale, { title(r: Random): string; excerpt(r: Random): string; body(r: Random): string }>;

/** The languages of post `i`: most are in both, a few in one only (as on the blog). */
function languagesOf(i: number): Locale[] {
  if (i % 25 === 7) return ['en'];
  if (i % 25 === 13) return ['ar'];
  return ['en', 'ar'];
}

const batch = 500;

/**
 * `count` posts `bench-post-0…`, four hours apart (the newest the highest number), all in the past;
 * one in 40 a draft and one in 97 archived, the rest published. Then the search index is rebuilt.
 */
export async function createBenchPosts(db: Db, count: number): Promise<void> {
  const random = generator(20_240_601);
  const tagIds = (await db.tag.findMany({ select: { id: true }, orderBy: { id: 'asc' } })).map((tag) => tag.id);
  const author = await db.user.findFirst({ select: { id: true }, orderBy: { id: 'asc' } });
  const firstId = ((await db.post.aggregate({ _max: { id: true } }))._max.id ?? 0) + 1;
  const start = Date.UTC(2021, 5, 1);
  for (let from = 0; from < count; from += batch) {
    const posts: Prisma.PostCreateManyInput[] = [];
    const translations: Prisma.PostTranslationCreateManyInput[] = [];
    const tags: Prisma.PostTagCreateManyInput[] = [];
    for (let i = from; i < Math.min(count, from + batch); i++) {
      const id = firstId + i;
      const status = i % 40 === 3 ? 'DRAFT' : i % 97 === 5 ? 'ARCHIVED' : 'PUBLISHED';
      posts.push({
        id,
        slug: `bench-post-${i}`,
        status,
        publishedAt: status === 'DRAFT' ? null : new Date(start + i * 4 * 3_600_000),
        featured: i % 50 === 0,
        likeCount: random.int(0, 200),
        authorId: author?.id,
      });
      for (const locale of languagesOf(i)) {
        const write = writers[locale];
        const body = write.body(random);
        translations.push({ postId: id, locale, title: write.title(random), excerpt: write.excerpt(random), body, readTimeMinutes: readTimeMinutes(body) });
      }
      const first = random.int(0, tagIds.length - 1);
      for (let t = 0; t < Math.min(tagIds.length, random.int(1, 3)); t++) tags.push({ postId: id, tagId: tagIds[(first + t) % tagIds.length] });
    }
    await db.$transaction([db.post.createMany({ data: posts }), db.postTranslation.createMany({ data: translations }), db.postTag.createMany({ data: tags })]);
  }
  await ensureSearchIndex(db);
}
