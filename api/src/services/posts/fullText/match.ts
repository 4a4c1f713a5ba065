import { dialect } from '../../../db/client.ts';
import { Prisma } from '../../../db/generated/client.ts';
import { foldSearchText } from './fold.ts';
import { rowsPerPost, searchRowPost } from './searchIndex.ts';

// What a reader types becomes an FTS5 query made only of quoted strings, so no text can be read as
// FTS5 syntax (NEAR, AND, *, ^, column filters, parentheses): every word is required, and the last
// one is a prefix, so results appear while the reader is still typing it. On PostgreSQL the same
// phrases become a tsquery of quoted lexemes (`'ai' <-> 'powered' & 'sov':*`).
// Each function takes the client (or transaction) whose dialect the SQL is for.

const maxWords = 12;

/**
 * The FTS5 query for a search term (as `searchTerm` gives it), or null when it holds no word at all
 * (only punctuation or emoji): such a search matches nothing. Words joined by punctuation
 * (`snake_case`, `ai-powered`, `3.5`) must appear together, as a phrase.
 */
export function fullTextQuery(term: string): string | null {
  const phrases = searchPhrases(term);
  return phrases && phrases.map((phrase, i) => `"${phrase.replaceAll('"', '""')}"${i === phrases.length - 1 ? '*' : ''}`).join(' AND ');
}

/** The tsquery for a search term: PostgreSQL's form of `fullTextQuery`. */
export function tsQuery(term: string): string | null {
  const phrases = searchPhrases(term);
  // Folded words hold letters, marks and digits only; quoting them is a second guard.
  const lexeme = (word: string) => `'${word.replaceAll('\\', '\\\\').replaceAll("'", "''")}'`;
  return phrases && phrases.map((phrase, i) => phrase.split(' ').map(lexeme).join(' <-> ') + (i === phrases.length - 1 ? ':*' : '')).join(' & ');
}

/** The term's phrases (folded words joined by spaces), the last one begun; null when it holds no word. */
function searchPhrases(term: string): string[] | null {
  const folded = term
    .split(/\s+/u)
    .map((chunk) => foldSearchText(chunk))
    .filter(Boolean);
  if (!folded.length) return null;
  // A word said twice asks nothing more; past a dozen words a search is a sentence, and each word
  // is a pass over the index: the last twelve are kept, ending with the one being typed.
  const last = folded[folded.length - 1];
  return [...new Set(folded.slice(0, -1)), last].filter((phrase, i, all) => i === all.length - 1 || phrase !== last).slice(-maxWords);
}

/** The index's matching rows, in SQL (no rows when the term holds no word). */
function matchingRows(db: object, term: string): Prisma.Sql | null {
  if (dialect(db) === 'postgresql') {
    const query = tsQuery(term);
    return query === null ? null : Prisma.sql`"document" @@ to_tsquery('simple', ${query})`;
  }
  const query = fullTextQuery(term);
  return query === null ? null : Prisma.sql`"PostSearch" MATCH ${query}`;
}

/** A condition that never holds, in the client's SQL. */
function never(db: object): Prisma.Sql {
  return dialect(db) === 'postgresql' ? Prisma.sql`FALSE` : Prisma.sql`0`;
}

/** A condition on a post aliased `p`: one of its translations matches the term. */
export function postMatchesSearch(db: object, term: string): Prisma.Sql {
  const match = matchingRows(db, term);
  if (match === null) return never(db);
  return Prisma.sql`p."id" IN (SELECT ${searchRowPost} FROM "PostSearch" WHERE ${match})`;
}

/**
 * A FROM clause: the posts (aliased `p`) of the translations that match the term, a post once for
 * each of its translations that does. Joined from the matches, each post looked up by its id.
 */
export function postsMatchingSearch(db: object, term: string): Prisma.Sql {
  const match = matchingRows(db, term) ?? never(db);
  // CROSS JOIN … ON is SQLite's way to keep the matches as the outer loop; PostgreSQL plans it itself.
  const join = dialect(db) === 'postgresql' ? Prisma.sql`JOIN` : Prisma.sql`CROSS JOIN`;
  return Prisma.sql`(SELECT ${searchRowPost} AS "postId" FROM "PostSearch" WHERE ${match}) m
    ${join} "Post" p ON p."id" = m."postId"`;
}

/**
 * A query for the number of translations (any status) that match the term, counted up to `most`
 * (the index stops there), as `n`; null when nothing can match.
 */
export function searchMatchCountUpTo(db: object, term: string, most: number): Prisma.Sql | null {
  const match = matchingRows(db, term);
  if (match === null) return null;
  return Prisma.sql`SELECT COUNT(*) AS n FROM (SELECT 1 FROM "PostSearch" WHERE ${match} LIMIT ${most}) AS matches`;
}

// The rank is bm25 with weights for the index's columns (postId, locale, title, excerpt, body): a word
// in the title counts most, then one in the excerpt, then one in the body. Lower ranks are better.
// PostgreSQL's ts_rank weighs the same parts alike (weights for D, C body, B excerpt, A title; the
// rank divided by 1 + the log of the length, as bm25 favours short texts), negated to sort alike.
const weightedBm25 = 'bm25(0, 0, 10, 4, 1)';
const weightedTsRank = Prisma.raw(`-ts_rank('{0, 0.1, 0.4, 1}', "document", query, 1)`);

/**
 * A FROM clause: the posts (aliased `p`) that match the term, each beside the rank of its
 * best-matching translation (`m."rank"`): `ORDER BY m."rank"` puts the most relevant first.
 */
export function postsRankedBySearch(db: object, term: string): Prisma.Sql {
  if (dialect(db) === 'postgresql') {
    const query = tsQuery(term);
    if (query === null) return Prisma.sql`(SELECT 0 AS "postId", 0 AS "rank" WHERE FALSE) m JOIN "Post" p ON p."id" = m."postId"`;
    return Prisma.sql`(SELECT "postId", MIN(${weightedTsRank}) AS "rank" FROM "PostSearch", to_tsquery('simple', ${query}) query
        WHERE "document" @@ query GROUP BY "postId") m
      JOIN "Post" p ON p."id" = m."postId"`;
  }
  const query = fullTextQuery(term);
  if (query === null) return Prisma.sql`(SELECT NULL AS "rank" WHERE 0) m CROSS JOIN "Post" p`;
  // FTS5's `rank` column, unlike a bm25() call, may be aggregated. CROSS JOIN keeps the matches as
  // the outer loop: else SQLite may walk the posts and search again for each (0.5 s on 3,000 posts).
  return Prisma.sql`(SELECT ${searchRowPost} AS "postId", MIN("rank") AS "rank" FROM "PostSearch"
      WHERE "PostSearch" MATCH ${query} AND "rank" MATCH ${weightedBm25} GROUP BY ${searchRowPost}) m
    CROSS JOIN "Post" p ON p."id" = m."postId"`;
}

/**
 * A scalar subquery: the rank `postsRankedBySearch` gives one post for the term, computed alike (NULL
 * when it does not match). bm25 weighs words by the whole index, so a stored rank goes stale as posts
 * are written: paging a search goes on from where its cursor's post ranks now.
 */
export function searchRankOf(db: object, term: string, postId: number): Prisma.Sql {
  // The post's rows by rowid, which both indexes read directly.
  const [from, to] = [postId * rowsPerPost, (postId + 1) * rowsPerPost];
  if (dialect(db) === 'postgresql') {
    const query = tsQuery(term);
    if (query === null) return Prisma.sql`NULL`;
    return Prisma.sql`(SELECT MIN(${weightedTsRank}) FROM "PostSearch", to_tsquery('simple', ${query}) query
      WHERE "document" @@ query AND "rowid" >= ${from} AND "rowid" < ${to})`;
  }
  const query = fullTextQuery(term);
  if (query === null) return Prisma.sql`NULL`;
  return Prisma.sql`(SELECT MIN("rank") FROM "PostSearch"
      WHERE "PostSearch" MATCH ${query} AND "rank" MATCH ${weightedBm25} AND "rowid" >= ${from} AND "rowid" < ${to})`;
}
