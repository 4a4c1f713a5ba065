import type { Db } from '../../db/client.ts';
import { Prisma } from '../../db/generated/client.ts';
import type { Tx } from '../../db/transaction.ts';
import { loadInBatch } from '../batch.ts';

// Two facts of a post's or page's revisions decide what a staff member may do with it (mayEdit in
// contributorRules.ts, mayDelete in versioned.ts): who saved it first, and whether a save ever left
// it published. A list asking `viewerCanEdit` of every row asks them of every row at once: each is
// read for all of them in one statement (per database client: a request's, or a transaction's).

/**
 * The text a revision's snapshot holds when that save left the record published: its JSON names the
 * status exactly so (the quotes of any text in it are escaped, so no text can read the same).
 */
const publishedSnapshotText = '"status":"PUBLISHED"';

/** The facts of the revisions in `table`, whose rows name their record in `subject`. */
export function revisionFacts(table: 'PostRevision' | 'PageRevision', subject: 'postId' | 'pageId') {
  const [from, by] = [Prisma.raw(`"${table}"`), Prisma.raw(`"${subject}"`)];
  return {
    /** Who saved the record first: who made it (null: unknown, or their account deleted). */
    async madeBy(db: Db | Tx, id: number): Promise<number | null> {
      const editor = await loadInBatch(db, `${table} made by`, id, async (ids: number[]) => {
        const rows = await db.$queryRaw<{ subject: number | bigint; editor: number | bigint | null }[]>`
          SELECT r.${by} AS subject, r."editorId" AS editor FROM ${from} r
          WHERE r."id" IN (SELECT MIN("id") FROM ${from} WHERE ${by} IN (${Prisma.join(ids)}) GROUP BY ${by})`;
        return new Map(rows.map((row) => [Number(row.subject), row.editor === null ? null : Number(row.editor)]));
      });
      return editor ?? null;
    },
    /** Whether a save of it left it published (scheduled included): visitors saw it, or were to. */
    async everPublished(db: Db | Tx, id: number): Promise<boolean> {
      const published = await loadInBatch(db, `${table} ever published`, id, async (ids: number[]) => {
        const rows = await db.$queryRaw<{ subject: number | bigint }[]>`
          SELECT DISTINCT ${by} AS subject FROM ${from} WHERE ${by} IN (${Prisma.join(ids)}) AND "snapshot" LIKE ${`%${publishedSnapshotText}%`}`;
        return new Map(rows.map((row) => [Number(row.subject), true]));
      });
      return published === true;
    },
  };
}
