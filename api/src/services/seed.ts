import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Logger } from 'pino';
import { brand } from '../../../web/src/brand.ts';
import type { Db } from '../db/client.ts';
import type { Locale } from '../db/generated/client.ts';
import { hashPassword } from './passwords.ts';
import { reindexPost } from './posts/fullText/searchIndex.ts';
import { trackPostTranslations } from './translations/track.ts';
import { readTimeMinutes } from './readTime.ts';
import { fillSeededArabic } from './seededArabic.ts';
import { transaction } from '../db/transaction.ts';

interface SeedTranslation {
  title: string;
  excerpt: string;
  body: string;
  seoTitle: string;
  seoDescription: string;
}
interface SeedContent {
  tags: { slug: string; name: Record<Locale, string> }[];
  posts: {
    slug: string;
    featured: boolean;
    publishedAt: string;
    tags: string[];
    translations: Record<Locale, SeedTranslation>;
  }[];
}

const seedFile = resolve(import.meta.dirname, '../../../prisma/seed/posts.json');
// Recorded once the content is seeded, so posts an editor later deletes do not come back.
const seededKey = 'seed.content';

/** The launch posts' byline, as readers of each language see it. */
export const editorialTexts = {
  displayName: `${brand.name.en} Editorial Team`,
  displayNameAr: `فريق تحرير ${brand.name.ar}`,
  bio: `Engineers and consultants at ${brand.name.en}, writing about private, sovereign AI for businesses in the UAE and the Gulf: deploying models on your own infrastructure, keeping data in the country, and what it costs and returns.`,
  bioAr: `مهندسون ومستشارون في ${brand.name.ar}، يكتبون عن الذكاء الاصطناعي الخاص والسيادي للشركات في الإمارات ودول الخليج: تشغيل النماذج على بنيتك التحتية، وإبقاء البيانات داخل الدولة، وما يكلّفه ذلك وما يعود به.`,
} as const;
const editorialUsername = 'editorial';

/**
 * Seeds the launch posts and their tags, once per database. Returns true when it seeded. On a
 * database seeded before bylines had Arabic, first gives the editorial byline its Arabic name and bio.
 */
export async function seedContent(db: Db, log: Logger): Promise<boolean> {
  await fillSeededArabic(db, 'seed.editorialArabic', { username: editorialUsername }, editorialTexts, log);
  if (await db.setting.findUnique({ where: { key: seededKey } })) return false;
  const content = JSON.parse(readFileSync(seedFile, 'utf8')) as SeedContent;
  const author = await editorialAuthor(db);
  await transaction(db, async (tx) => {
    for (const tag of content.tags) {
      await tx.tag.upsert({
        where: { slug: tag.slug },
        update: {},
        create: {
          slug: tag.slug,
          translations: { create: (Object.keys(tag.name) as Locale[]).map((locale) => ({ locale, name: tag.name[locale] })) },
        },
      });
    }
    for (const post of content.posts) {
      if (await tx.post.findUnique({ where: { slug: post.slug } })) continue;
      const tags = await tx.tag.findMany({ where: { slug: { in: post.tags } } });
      const created = await tx.post.create({
        data: {
          slug: post.slug,
          status: 'PUBLISHED',
          featured: post.featured,
          publishedAt: new Date(post.publishedAt),
          authorId: author?.id,
          translations: {
            create: (Object.keys(post.translations) as Locale[]).map((locale) => ({
              locale,
              ...post.translations[locale],
              readTimeMinutes: readTimeMinutes(post.translations[locale].body),
            })),
          },
          tags: { create: tags.map((tag) => ({ tagId: tag.id })) },
        },
      });
      await reindexPost(tx, created.id);
      await trackPostTranslations(tx, created.id);
    }
    await tx.setting.create({ data: { key: seededKey, value: new Date().toISOString() } });
  });
  log.info({ posts: content.posts.length }, 'seeded the launch content');
  return true;
}

/**
 * The byline of the launch posts: the team, not whoever installed the site. An account that cannot
 * sign in (inactive, with a password no one knows); an admin may rename it, or reassign its posts.
 */
async function editorialAuthor(db: Db) {
  const username = editorialUsername;
  return (
    (await db.user.findUnique({ where: { username } })) ??
    db.user.create({
      data: {
        username,
        email: `editorial@${brand.slug}.invalid`,
        ...editorialTexts,
        role: 'EDITOR',
        active: false,
        passwordHash: await hashPassword(randomBytes(32).toString('base64url')),
      },
    })
  );
}
