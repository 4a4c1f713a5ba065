import { Prisma } from '../../../db/generated/client.ts';
import { foldSearchText } from './fold.ts';
import { searchRowPost } from './searchIndex.ts';

// What a reader types becomes an FTS5 query made only of quoted strings, so no text can be read as
// FTS5 syntax (NEAR, AND, *, ^, column filters, parentheses): every word is required, and the last
// one is a prefix, so results appear while the reader is still typing it.

const maxWords = 12;

/**
 * The FTS5 query for a search term (as `searchTerm` gives it), or null when it holds no word at all
 * (only punctuation or emoji): such a search matches nothing. Words joined by punctuation
 * (`snake_case`, `ai-powered`, `3.5`) must appear together, as a phrase.
 */
export function fullTextQuery(term: string): string | null {
  const folded = term
    .split(/\s+/u)
    .map((chunk) => foldSearchText(chunk))
    .filter(Boolean);
  if (!folded.length) return null;
  // A word said twice asks nothing more; past a dozen words a search is a sentence, and each word
  // is a pass over the index: the last twelve are kept, ending with the one being typed.
  const last = folded[folded.length - 1];
  const phrases = [...new Set(folded.slice(0, -1)), last].filter((phrase, i, all) => i === all.length - 1 || phrase !== last).slice(-maxWords);
  return phrases.map((phrase, i) => `"${phrase.replaceAll('"', '""')}"${i === phrases.length - 1 ? '*' : ''}`).join(' AND ');
}

/** A condition on a post aliased `p`: one of its translations matches the term. */
export function postMatchesSearch(term: string): Prisma.Sql {
  const query = fullTextQuery(term);
  if (query === null) return Prisma.sql`0`;
  return Prisma.sql`p."id" IN (SELECT ${searchRowPost} FROM "PostSearch" WHERE "PostSearch" MATCH ${query})`;
}

/**
 * A FROM clause: the posts (aliased `p`) of the translations that match the term, a post once for
 * each of its translations that does. Joined from the matches, each post looked up by its id.
 */
export function postsMatchingSearch(term: string): Prisma.Sql {
  const query = fullTextQuery(term);
  if (query === null) return Prisma.sql`(SELECT NULL AS "postId" WHERE 0) m CROSS JOIN "Post" p`;
  return Prisma.sql`(SELECT ${searchRowPost} AS "postId" FROM "PostSearch" WHERE "PostSearch" MATCH ${query}) m
    CROSS JOIN "Post" p ON p."id" = m."postId"`;
}

/**
 * A query for the number of translations (any status) that match the term, counted up to `most`
 * (the index stops there), as `n`; null when nothing can match.
 */
export function searchMatchCountUpTo(term: string, most: number): Prisma.Sql | null {
  const query = fullTextQuery(term);
  if (query === null) return null;
  return Prisma.sql`SELECT COUNT(*) AS n FROM (SELECT 1 FROM "PostSearch" WHERE "PostSearch" MATCH ${query} LIMIT ${most})`;
}

// The rank is bm25 with weights for the index's columns (postId, locale, title, excerpt, body): a word
// in the title counts most, then one in the excerpt, then one in the body. Lower ranks are better.
const weightedBm25 = 'bm25(0, 0, 10, 4, 1)';

/**
 * A FROM clause: the posts (aliased `p`) that match the term, each beside the rank of its
 * best-matching translation (`m."rank"`): `ORDER BY m."rank"` puts the most relevant first.
 */
export function postsRankedBySearch(term: string): Prisma.Sql {
  const query = fullTextQuery(term);
  if (query === null) return Prisma.sql`(SELECT NULL AS "rank" WHERE 0) m CROSS JOIN "Post" p`;
  // FTS5's `rank` column, unlike a bm25() call, may be aggregated. CROSS JOIN keeps the matches as
  // the outer loop: else SQLite may walk the posts and search again for each (0.5 s on 3,000 posts).
  return Prisma.sql`(SELECT ${searchRowPost} AS "postId", MIN("rank") AS "rank" FROM "PostSearch"
      WHERE "PostSearch" MATCH ${query} AND "rank" MATCH ${weightedBm25} GROUP BY ${searchRowPost}) m
    CROSS JOIN "Post" p ON p."id" = m."postId"`;
}
