import { Prisma } from '../db/generated/client.ts';
import type { Db } from '../db/client.ts';
import { apiError } from '../errors.ts';

// Free-text search matches the words typed literally: `%` and `_` are characters, not wildcards.

export const maxSearchLength = 200;

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
} as const;

/**
 * A LIKE pattern (with ESCAPE '\\') for values containing the text literally: its `%`, `_` and
 * `\\` are escaped. LIKE ignores the case of ASCII letters.
 */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, '\\$&')}%`;
}

/** Ids of the records with the text in one of their searchable columns, matched literally. */
export async function idsContaining(db: Db, what: keyof typeof searchable, text: string): Promise<number[]> {
  const { table, key, columns } = searchable[what];
  const pattern = containsPattern(text);
  const conditions = columns.map((column) => Prisma.sql`${Prisma.raw(`"${column}"`)} LIKE ${pattern} ESCAPE '\\'`);
  const rows = await db.$queryRaw<{ id: number | bigint }[]>`
    SELECT DISTINCT ${Prisma.raw(`"${key}"`)} AS id FROM ${Prisma.raw(`"${table}"`)} WHERE ${Prisma.join(conditions, ' OR ')}`;
  return rows.map((row) => Number(row.id));
}
