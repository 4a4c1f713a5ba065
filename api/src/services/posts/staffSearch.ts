import type { Db } from '../../db/client.ts';
import { containsPattern, like } from '../search.ts';
import { postMatchesSearch } from './fullText/match.ts';

/**
 * The posts of any status whose words match the term (the public search's index and folding) or
 * whose slug contains it literally, for the staff list. At most `limit` ids: a term broad enough
 * to match more is refined by typing on.
 */
export async function staffSearchPostIds(db: Db, term: string, limit = 5000): Promise<number[]> {
  const rows = await db.$queryRaw<{ id: number | bigint }[]>`
    SELECT p."id" AS id FROM "Post" p
    WHERE ${postMatchesSearch(db, term)} OR p."slug" ${like(db)} ${containsPattern(term.toLowerCase())} ESCAPE '\\'
    LIMIT ${limit}`;
  return rows.map((row) => Number(row.id));
}
