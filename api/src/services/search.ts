import { Prisma } from '../db/generated/client.ts';
import { dialect, type Db } from '../db/client.ts';
import { apiError } from '../errors.ts';
import { maxSearchLength } from '../../../web/src/api/searchRules.ts';

// Free-text search matches the words typed literally: `%` and `_` are characters, not wildcards.

/** The trimmed search text, or null for none; over the length limit is the caller's mistake. */
export function searchTerm(raw: string | null | undefined): string | null {
  const text = raw?.trim();
  if (!text) return null;
  if (text.length > maxSearchLength) {
    throw apiError('BAD_USER_INPUT', `The search text must be at most ${maxSearchLength} characters`, { search: 'too_long' });
  }
  return text;
}

// Tables and columns come from this fixed list, never from input.
const searchable = {
  users: { table: 'User', key: 'id', columns: ['username', 'email', 'displayName', 'displayNameAr'] },
  contactMessages: { table: 'ContactMessage', key: 'id', columns: ['fullName', 'company', 'email', 'subject', 'message'] },
  redirects: { table: 'Redirect', key: 'id', columns: ['fromPath', 'toPath'] },
} as const;

/**
 * A LIKE pattern (with ESCAPE '\\') for values containing the text literally: its `%`, `_` and
 * `\\` are escaped. Use it with `like(db)`, which ignores case.
 */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, '\\$&')}%`;
}

/** The operator that matches a pattern ignoring case: SQLite's LIKE (ASCII letters), PostgreSQL's ILIKE. */
export function like(db: object): Prisma.Sql {
  return dialect(db) === 'postgresql' ? Prisma.sql`ILIKE` : Prisma.sql`LIKE`;
}

/** Prisma's `contains`, ignoring case on both databases (SQLite's LIKE does; PostgreSQL needs `mode`). */
export function containsText(db: object, text: string): { contains: string } {
  return dialect(db) === 'postgresql' ? ({ contains: text, mode: 'insensitive' } as { contains: string }) : { contains: text };
}

/** Longest list of ids a filter names one by one: every database takes this many bound values in one query. */
const maxListedIds = 500;

interface SearchWhere {
  users: Prisma.UserWhereInput;
  contactMessages: Prisma.ContactMessageWhereInput;
  redirects: Prisma.RedirectWhereInput;
}

/**
 * The filter for records with the text in one of their searchable columns, matched literally (LIKE
 * with `%`, `_` and `\\` escaped, which Prisma's `contains` does not do): the matching ids when they
 * are few. When they are many (more than a query may bind), Prisma's `contains` on each column,
 * which is the same match unless the text holds a `%` or `_` (then it also takes them as wildcards:
 * a broader match, never an error).
 */
export async function searchWhere<What extends keyof typeof searchable>(db: Db, what: What, text: string): Promise<SearchWhere[What]> {
  const { table, key, columns } = searchable[what];
  const pattern = containsPattern(text);
  const conditions = columns.map((column) => Prisma.sql`${Prisma.raw(`"${column}"`)} ${like(db)} ${pattern} ESCAPE '\\'`);
  const rows = await db.$queryRaw<{ id: number | bigint }[]>`
    SELECT DISTINCT ${Prisma.raw(`"${key}"`)} AS id FROM ${Prisma.raw(`"${table}"`)} WHERE ${Prisma.join(conditions, ' OR ')}
    LIMIT ${maxListedIds + 1}`;
  if (rows.length <= maxListedIds) return { id: { in: rows.map((row) => Number(row.id)) } } as SearchWhere[What];
  return { OR: columns.map((column) => ({ [column]: containsText(db, text) })) } as SearchWhere[What];
}
