import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb, type Db } from '../../../db/client.ts';
import { prepareDatabase } from '../../../prepare.ts';
import { createTestApp, type TestApp } from '../../../testing/testApp.ts';
import { createTestDatabase, onPostgres } from '../../../testing/testDatabase.ts';
import { seedContent } from '../../seed.ts';
import { postMatchesSearch } from './match.ts';
import { ensureSearchIndex, reindexPost } from './searchIndex.ts';

// The search index follows the posts: through reindexPost after each write, and at start.

let app: TestApp;
beforeAll(() => {
  app = createTestApp();
});
afterAll(() => app.cleanup());

/** Ids of every post (any status) whose text matches: the index alone, as the admin list will ask it. */
async function matching(db: Db, term: string): Promise<number[]> {
  const rows = await db.$queryRaw<{ id: number | bigint }[]>`SELECT p."id" AS id FROM "Post" p WHERE ${postMatchesSearch(db, term)} ORDER BY p."id"`;
  return rows.map((row) => Number(row.id));
}

async function indexRows(db: Db, postId: number): Promise<number> {
  const [row] = await db.$queryRaw<{ n: number | bigint }[]>`SELECT COUNT(*) AS n FROM "PostSearch" WHERE "postId" = ${postId}`;
  return Number(row.n);
}

describe('reindexPost', () => {
  it('indexes a post inside the transaction that writes it, and follows its edits', async () => {
    const id = await app.db.$transaction(async (tx) => {
      const created = await tx.post.create({
        data: {
          slug: 'tx-post',
          translations: {
            create: [
              { locale: 'en', title: 'Obsidian racks' },
              { locale: 'ar', title: 'خوادم سَوداء' },
            ],
          },
        },
      });
      await reindexPost(tx, created.id);
      return created.id;
    });
    expect(await matching(app.db, 'obsidian')).toEqual([id]);
    expect(await matching(app.db, 'سوداء')).toEqual([id]);
    expect(await indexRows(app.db, id)).toBe(2);

    await app.db.postTranslation.update({ where: { postId_locale: { postId: id, locale: 'en' } }, data: { title: 'Basalt racks' } });
    await app.db.postTranslation.delete({ where: { postId_locale: { postId: id, locale: 'ar' } } });
    await reindexPost(app.db, id);
    expect(await matching(app.db, 'obsidian')).toEqual([]);
    expect(await matching(app.db, 'basalt')).toEqual([id]);
    expect(await matching(app.db, 'سوداء')).toEqual([]);
    expect(await indexRows(app.db, id)).toBe(1);
  });

  it('removes the rows of a deleted post, and does nothing for an id that never was', async () => {
    const { id } = await app.db.post.create({ data: { slug: 'doomed', translations: { create: { locale: 'en', title: 'Ephemeral words' } } } });
    await reindexPost(app.db, id);
    expect(await matching(app.db, 'ephemeral')).toEqual([id]);
    await app.db.post.delete({ where: { id } });
    await reindexPost(app.db, id);
    expect(await indexRows(app.db, id)).toBe(0);
    expect(await matching(app.db, 'ephemeral')).toEqual([]);
    await expect(reindexPost(app.db, 987_654)).resolves.toBeUndefined();
  });
});

describe('ensureSearchIndex', () => {
  it('leaves an index in step alone, and rebuilds one that is empty, short or gone', async () => {
    const { id } = await app.db.post.create({ data: { slug: 'unindexed', translations: { create: { locale: 'en', title: 'Written past the service' } } } });
    expect(await matching(app.db, 'past service')).toEqual([]);
    expect(await ensureSearchIndex(app.db)).toBe(true);
    expect(await matching(app.db, 'past service')).toEqual([id]);
    expect(await ensureSearchIndex(app.db)).toBe(false);

    await app.db.$executeRaw`DELETE FROM "PostSearch"`;
    expect(await ensureSearchIndex(app.db)).toBe(true);
    expect(await matching(app.db, 'past service')).toEqual([id]);

    await app.db.$executeRaw`DROP TABLE "PostSearch"`;
    expect(await ensureSearchIndex(app.db)).toBe(true);
    expect(await matching(app.db, 'past service')).toEqual([id]);
  });

  it('rebuilds an index written with another folding (an older version)', async () => {
    await app.db.setting.update({ where: { key: 'search.index' }, data: { value: 'older' } });
    if (onPostgres) await app.db.$executeRaw`UPDATE "PostSearch" SET "document" = to_tsvector('simple', 'stale')`;
    else await app.db.$executeRaw`UPDATE "PostSearch" SET "title" = 'stale'`;
    expect(await matching(app.db, 'stale')).not.toEqual([]);
    expect(await ensureSearchIndex(app.db)).toBe(true);
    expect(await matching(app.db, 'stale')).toEqual([]);
  });
});

describe('a new database', () => {
  it('is searchable once seeded, with nothing left to rebuild', async () => {
    const fresh = createTestApp();
    try {
      await seedContent(fresh.db, fresh.log);
      expect((await matching(fresh.db, 'sovereignty')).length).toBeGreaterThan(0);
      expect((await matching(fresh.db, 'السيادة')).length).toBeGreaterThan(0);
      expect(await ensureSearchIndex(fresh.db)).toBe(false);
    } finally {
      await fresh.cleanup();
    }
  });

  it('gets its index from prepareDatabase, which also repairs it at the next start', async () => {
    const database = createTestDatabase();
    const target = database.target;
    const log = pino({ level: 'silent' });
    try {
      await prepareDatabase(target, log);
      let db = createDb(target);
      const { id } = await db.post.create({ data: { slug: 'imported', translations: { create: { locale: 'en', title: 'Imported offline' } } } });
      expect(await matching(db, 'imported')).toEqual([]);
      await db.$disconnect();
      await prepareDatabase(target, log);
      db = createDb(target);
      expect(await matching(db, 'imported')).toEqual([id]);
      await db.$disconnect();
    } finally {
      database.drop();
    }
  });
});
