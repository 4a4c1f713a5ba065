import type { Db } from '../../../db/client.ts';
import { Prisma } from '../../../db/generated/client.ts';
import { foldSearchText } from './fold.ts';

// The blog's search index: an SQLite FTS5 table holding each PostTranslation's folded title, excerpt
// and body, its rowid the translation's id. It is derived data, so it lives outside Prisma's
// migrations (their schema diff knows no virtual tables): made, and rebuilt when out of step, at start.

/** What runs raw SQL: the Prisma client, or the `tx` of `db.$transaction(async (tx) => …)`. */
export type SqlRunner = Pick<Prisma.TransactionClient, '$executeRaw' | '$queryRaw'>;

const createTable = `CREATE VIRTUAL TABLE IF NOT EXISTS "PostSearch" USING fts5(
  "postId" UNINDEXED, "locale" UNINDEXED, "title", "excerpt", "body",
  tokenize = 'unicode61 remove_diacritics 2'
)`;
// Change it whenever the folding or the table changes: the next start then rebuilds the index.
const indexVersion = '2';
const versionKey = 'search.index';

interface TranslationText {
  id: number | bigint;
  postId: number | bigint;
  locale: string;
  title: string;
  excerpt: string;
  body: string;
}

async function insertRows(db: SqlRunner, rows: TranslationText[]): Promise<void> {
  if (!rows.length) return;
  const values = rows.map(
    (row) =>
      Prisma.sql`(${Number(row.id)}, CAST(${Number(row.postId)} AS INTEGER), ${row.locale}, ${foldSearchText(row.title)}, ${foldSearchText(row.excerpt)}, ${foldSearchText(row.body)})`,
  );
  await db.$executeRaw`INSERT INTO "PostSearch" (rowid, "postId", "locale", "title", "excerpt", "body") VALUES ${Prisma.join(values)}`;
}

function isClient(db: SqlRunner): db is Db {
  return '$transaction' in db;
}

/**
 * Makes the post's index rows match its translations now: call it after every write to a post or
 * its translations, inside the same transaction (pass `tx`). A post that no longer exists loses its rows.
 */
export async function reindexPost(db: Db | SqlRunner, postId: number): Promise<void> {
  const replace = async (tx: SqlRunner) => {
    await tx.$executeRaw`DELETE FROM "PostSearch" WHERE "postId" = CAST(${postId} AS INTEGER)`;
    await insertRows(
      tx,
      await tx.$queryRaw<TranslationText[]>`
        SELECT "id", "postId", "locale", "title", "excerpt", "body" FROM "PostTranslation" WHERE "postId" = ${postId}`,
    );
  };
  // Given the client, one transaction of its own: no reader finds the post missing between the two.
  return isClient(db) ? db.$transaction(replace) : replace(db);
}

/** True when the index holds exactly one row per translation. */
async function inStep(db: SqlRunner): Promise<boolean> {
  const [row] = await db.$queryRaw<{ translations: number | bigint; indexed: number | bigint; missing: number | bigint }[]>`
    SELECT (SELECT COUNT(*) FROM "PostTranslation") AS translations, (SELECT COUNT(*) FROM "PostSearch") AS indexed,
      (SELECT COUNT(*) FROM "PostTranslation" t WHERE NOT EXISTS (SELECT 1 FROM "PostSearch" s WHERE s.rowid = t."id")) AS missing`;
  return Number(row.translations) === Number(row.indexed) && Number(row.missing) === 0;
}

const rebuildBatch = 200;

/**
 * Creates the search index when missing and rebuilds it when it is out of step with the translations
 * (written by an earlier version, by a bulk import, or with another folding). Returns true when it rebuilt.
 */
export async function ensureSearchIndex(db: Db): Promise<boolean> {
  const version = await db.setting.findUnique({ where: { key: versionKey } });
  return db.$transaction(
    async (tx) => {
      if (version?.value !== indexVersion) await tx.$executeRawUnsafe('DROP TABLE IF EXISTS "PostSearch"');
      await tx.$executeRawUnsafe(createTable);
      if (version?.value === indexVersion && (await inStep(tx))) return false;
      await tx.$executeRaw`DELETE FROM "PostSearch"`;
      for (let after = 0; ; ) {
        const rows = await tx.$queryRaw<TranslationText[]>`
          SELECT "id", "postId", "locale", "title", "excerpt", "body" FROM "PostTranslation"
          WHERE "id" > ${after} ORDER BY "id" LIMIT ${rebuildBatch}`;
        await insertRows(tx, rows);
        if (rows.length < rebuildBatch) break;
        after = Number(rows[rows.length - 1].id);
      }
      await tx.setting.upsert({ where: { key: versionKey }, update: { value: indexVersion }, create: { key: versionKey, value: indexVersion } });
      return true;
    },
    // Rebuilding thousands of posts outlasts Prisma's default of 5 s on a slow disk.
    { timeout: 120_000 },
  );
}
