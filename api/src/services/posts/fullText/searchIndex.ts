import { dialect, type Db } from '../../../db/client.ts';
import { Prisma } from '../../../db/generated/client.ts';
import { languages } from '../../../../../web/src/i18n/languages.ts';
import { foldSearchText } from './fold.ts';
import { transaction } from '../../../db/transaction.ts';

// The blog's search index: each PostTranslation's folded title, excerpt and body, in an SQLite FTS5
// table, or on PostgreSQL in a table of weighted tsvectors under a GIN index (the same folded text,
// so both find the same posts). It is derived data, so it lives outside Prisma's migrations (their
// schema diff knows no virtual tables): made, and rebuilt when out of step, at start.

/** What runs raw SQL: the Prisma client, or the `tx` of `transaction(db, async (tx) => …)`. */
export type SqlRunner = Pick<Prisma.TransactionClient, '$executeRaw' | '$queryRaw'>;

// A row's rowid says whose it is: its post's id times `rowsPerPost`, plus its locale's place in
// `languages`. Queries take the post as `rowid / rowsPerPost` (searchRowPost) and never read the
// "postId" column: FTS5 reads a row's stored text whole to give one column (30 ms for a word in
// 10,000 posts, against 0.3 ms for rowids alone).
export const rowsPerPost = 8;
/** The post of a PostSearch row, in SQL. */
export const searchRowPost = Prisma.raw(`("rowid" / ${rowsPerPost})`);

// Prefix indexes for the last word's first 1 to 4 letters: a short prefix stands for thousands of
// words, whose lists FTS5 would otherwise merge on every query (16 ms for "s", 44 ms for "ا" on
// 10,000 posts; 0.3 ms with them). From five letters on a prefix names few words. They about
// double the index's size on disk.
const createTable = {
  sqlite: [
    `CREATE VIRTUAL TABLE IF NOT EXISTS "PostSearch" USING fts5(
      "postId" UNINDEXED, "locale" UNINDEXED, "title", "excerpt", "body",
      tokenize = 'unicode61 remove_diacritics 2', prefix = '1 2 3 4'
    )`,
  ],
  // The text is folded before it is stored, so the 'simple' configuration (lower case, no stemming,
  // no stop words) keeps every word as it is. Weights: A title, B excerpt, C body (fullText/match.ts).
  postgresql: [
    `CREATE TABLE IF NOT EXISTS "PostSearch" ("rowid" BIGINT PRIMARY KEY, "postId" INTEGER NOT NULL, "locale" TEXT NOT NULL, "document" TSVECTOR NOT NULL)`,
    `CREATE INDEX IF NOT EXISTS "PostSearch_document" ON "PostSearch" USING GIN ("document")`,
  ],
};
// Change it whenever the folding or the table changes: the next start then rebuilds the index.
const indexVersion = '3';
const versionKey = 'search.index';

interface TranslationText {
  postId: number | bigint;
  locale: string;
  title: string;
  excerpt: string;
  body: string;
}

async function insertRows(db: SqlRunner, rows: TranslationText[]): Promise<void> {
  if (!rows.length) return;
  if (dialect(db) === 'postgresql') {
    const values = rows.map((row) => {
      const [title, excerpt, body] = [row.title, row.excerpt, row.body].map((text) => Prisma.sql`to_tsvector('simple', ${foldSearchText(text)})`);
      return Prisma.sql`(${searchRowId(Number(row.postId), row.locale)}, ${Number(row.postId)}, ${row.locale},
        setweight(${title}, 'A') || setweight(${excerpt}, 'B') || setweight(${body}, 'C'))`;
    });
    await db.$executeRaw`INSERT INTO "PostSearch" ("rowid", "postId", "locale", "document") VALUES ${Prisma.join(values)}`;
    return;
  }
  const values = rows.map(
    (row) =>
      Prisma.sql`(${searchRowId(Number(row.postId), row.locale)}, CAST(${Number(row.postId)} AS INTEGER), ${row.locale}, ${foldSearchText(row.title)}, ${foldSearchText(row.excerpt)}, ${foldSearchText(row.body)})`,
  );
  await db.$executeRaw`INSERT INTO "PostSearch" (rowid, "postId", "locale", "title", "excerpt", "body") VALUES ${Prisma.join(values)}`;
}

function searchRowId(postId: number, locale: string): number {
  const place = (languages as readonly string[]).indexOf(locale);
  if (place < 0 || place >= rowsPerPost) throw new Error(`No place in the search index for locale ${locale}`);
  return postId * rowsPerPost + place;
}

/** The rowid of a translation's PostSearch row, in SQL, on a PostTranslation aliased `t`. */
const translationRowId = Prisma.raw(
  `t."postId" * ${rowsPerPost} + CASE CAST(t."locale" AS TEXT) ${languages.map((locale, place) => `WHEN '${locale}' THEN ${place}`).join(' ')} END`,
);

function isClient(db: SqlRunner): db is Db {
  return '$transaction' in db;
}

/**
 * Makes the post's index rows match its translations now: call it after every write to a post or
 * its translations, inside the same transaction (pass `tx`). A post that no longer exists loses its rows.
 */
export async function reindexPost(db: Db | SqlRunner, postId: number): Promise<void> {
  const replace = async (tx: SqlRunner) => {
    await tx.$executeRaw`DELETE FROM "PostSearch" WHERE "rowid" >= ${postId * rowsPerPost} AND "rowid" < ${(postId + 1) * rowsPerPost}`;
    await insertRows(
      tx,
      await tx.$queryRaw<TranslationText[]>`
        SELECT "postId", CAST("locale" AS TEXT) AS "locale", "title", "excerpt", "body" FROM "PostTranslation" WHERE "postId" = ${postId}`,
    );
  };
  // Given the client, one transaction of its own: no reader finds the post missing between the two.
  return isClient(db) ? transaction(db, replace) : replace(db);
}

/** True when the index holds exactly one row per translation. */
async function inStep(db: SqlRunner): Promise<boolean> {
  const [row] = await db.$queryRaw<{ translations: number | bigint; indexed: number | bigint; missing: number | bigint }[]>`
    SELECT (SELECT COUNT(*) FROM "PostTranslation") AS translations, (SELECT COUNT(*) FROM "PostSearch") AS indexed,
      (SELECT COUNT(*) FROM "PostTranslation" t WHERE NOT EXISTS (SELECT 1 FROM "PostSearch" s WHERE s.rowid = ${translationRowId})) AS missing`;
  return Number(row.translations) === Number(row.indexed) && Number(row.missing) === 0;
}

const rebuildBatch = 200;

/**
 * Creates the search index when missing and rebuilds it when it is out of step with the translations
 * (written by an earlier version, by a bulk import, or with another folding). Returns true when it rebuilt.
 */
export async function ensureSearchIndex(db: Db): Promise<boolean> {
  const version = await db.setting.findUnique({ where: { key: versionKey } });
  return transaction(
    db,
    async (tx) => {
      if (version?.value !== indexVersion) await tx.$executeRawUnsafe('DROP TABLE IF EXISTS "PostSearch"');
      for (const statement of createTable[dialect(db)]) await tx.$executeRawUnsafe(statement);
      if (version?.value === indexVersion && (await inStep(tx))) return false;
      await tx.$executeRaw`DELETE FROM "PostSearch"`;
      for (let after = 0; ;) {
        const rows = await tx.$queryRaw<(TranslationText & { id: number | bigint })[]>`
          SELECT "id", "postId", CAST("locale" AS TEXT) AS "locale", "title", "excerpt", "body" FROM "PostTranslation"
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
