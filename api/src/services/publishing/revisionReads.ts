import type { Db } from '../../db/client.ts';
import { Prisma } from '../../db/generated/client.ts';
import type { Tx } from '../../db/transaction.ts';
import { loadInBatch } from '../batch.ts';
import type { RevisionWithEditor } from './versioned.ts';

// What a list of posts or pages asks of each one's revisions, read for all of them at once (per
// database client: a request's, or a transaction's). Two facts decide what a staff member may do with
// each (mayEdit in contributorRules.ts, mayDelete in versioned.ts): who saved it first, and whether a
// save ever left it published; then its latest revisions and one by version (`revisions`,
// `revision(version:)`). One statement each for the whole list; one item alone reads as it did.

/**
 * The text a revision's snapshot holds when that save left the record published: its JSON names the
 * status exactly so (the quotes of any text in it are escaped, so no text can read the same).
 */
const publishedSnapshotText = '"status":"PUBLISHED"';

type Revision = RevisionWithEditor & Record<'postId' | 'pageId', number>;

/** A revision table's model, as Prisma reads it (PostRevision, PageRevision). */
interface Revisions {
  findMany(args: { where: object; orderBy?: object; take?: number; include: typeof withEditor }): Promise<unknown[]>;
}

const withEditor = { editor: { select: { id: true, displayName: true } } } as const;
const newestFirst = { id: 'desc' } as const;

/**
 * The reads of the revisions in `table` (`model` of a client), whose rows name their record in
 * `subject`.
 */
export function revisionReads(table: 'PostRevision' | 'PageRevision', subject: 'postId' | 'pageId', model: (db: Db | Tx) => Revisions) {
  const [from, by] = [Prisma.raw(`"${table}"`), Prisma.raw(`"${subject}"`)];
  // Newest first. Read by ids, they are ordered here: Prisma splits a long list of ids over several
  // statements (SQLite takes 999 values in one) only when it is not asked to order them.
  const read = async (db: Db | Tx, args: { where: object; take?: number }) =>
    args.take === undefined
      ? ((await model(db).findMany({ ...args, include: withEditor })) as Revision[]).sort((a, b) => b.id - a.id)
      : ((await model(db).findMany({ ...args, orderBy: newestFirst, include: withEditor })) as Revision[]);
  return {
    /** Its latest `take` revisions, the newest first. */
    async list(db: Db | Tx, id: number, take: number): Promise<RevisionWithEditor[]> {
      const found = await loadInBatch(db, `${table} newest ${take}`, id, async (ids: number[]) => {
        if (ids.length === 1) return new Map([[id, await read(db, { where: { [subject]: id }, take })]]);
        const newest = await db.$queryRaw<{ id: number | bigint }[]>`
          SELECT "id" FROM (SELECT "id", ROW_NUMBER() OVER (PARTITION BY ${by} ORDER BY "id" DESC) AS place FROM ${from} WHERE ${by} IN (${Prisma.join(ids)})) ranked
          WHERE place <= ${take}`;
        const revisions = newest.length ? await read(db, { where: { id: { in: newest.map((row) => Number(row.id)) } } }) : [];
        const bySubject = new Map(ids.map((subjectId) => [subjectId, [] as RevisionWithEditor[]]));
        for (const revision of revisions) bySubject.get(revision[subject])?.push(revision);
        return bySubject;
      });
      return found ?? [];
    },
    /** The revision that produced `version` (the latest, should two have), or null. */
    async find(db: Db | Tx, id: number, version: number): Promise<RevisionWithEditor | null> {
      const found = await loadInBatch(db, `${table} by version`, `${id} ${version}`, async (keys: string[]) => {
        const asked = keys.map((key) => key.split(' ').map(Number));
        const revisions = await read(db, { where: { OR: asked.map(([subjectId, v]) => ({ [subject]: subjectId, version: v })) } });
        const byKey = new Map<string, RevisionWithEditor>();
        for (const revision of revisions) {
          const key = `${revision[subject]} ${revision.version}`;
          if (!byKey.has(key)) byKey.set(key, revision);
        }
        return byKey;
      });
      return found ?? null;
    },
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
