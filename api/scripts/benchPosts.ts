// The posts `npm run bench` and the profiling script measure reads on.
import type { Db } from '../src/db/client.ts';

/** Published posts: two languages, two tags each (of the seeded tags), a day apart. */
export async function createBenchPosts(db: Db, count: number): Promise<void> {
  const tags = await db.tag.findMany();
  const day = 86_400_000;
  for (let start = 0; start < count; start += 500) {
    await db.$transaction(async (tx) => {
      for (let i = start; i < Math.min(count, start + 500); i++) {
        await tx.post.create({
          data: {
            slug: `bench-post-${i}`,
            status: 'PUBLISHED',
            publishedAt: new Date(Date.UTC(2020, 0, 1) + i * day),
            translations: {
              create: [
                { locale: 'en', title: `Benchmark post ${i}`, excerpt: 'An excerpt.', body: 'Body text. '.repeat(300), readTimeMinutes: 3 },
                { locale: 'ar', title: `مقال ${i}`, excerpt: 'مقتطف.', body: 'نص. '.repeat(300), readTimeMinutes: 3 },
              ],
            },
            tags: { create: [{ tagId: tags[i % tags.length].id }, { tagId: tags[(i + 1) % tags.length].id }] },
          },
        });
      }
    });
  }
}
