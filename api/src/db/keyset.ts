import { Prisma } from './generated/client.ts';

// Lists page by keyset: a page is the rows after (or before) one row's sort key, so a row added or
// removed between two reads neither repeats another nor hides it (docs/api.md, "Paging"). Cursors
// (graphql/connections.ts) carry the key; these build the conditions, for Prisma and for raw SQL.

export type KeyValue = Date | number | string;

/** One part of a list's sort key: a field, its direction, and what its values are (cursors are checked against it). */
export interface KeyPart {
  field: string;
  direction: 'asc' | 'desc';
  kind: 'date' | 'int' | 'number' | 'text';
}

/** A list's order: its name, which its cursors carry, and its sort key, whose last part is unique. */
export interface ListOrder {
  name: string;
  key: readonly KeyPart[];
}

/** Which rows a page holds: after one key and before another, `skip` skipped, `take` at most, read from the end when `backward`. */
export interface PageBounds {
  after: KeyValue[] | null;
  before: KeyValue[] | null;
  skip: number;
  take: number;
  backward: boolean;
}

/** The order of most lists: a time, latest first, then the id (latest first too). */
export function latestFirst(name: string, field: string): ListOrder {
  return {
    name,
    key: [
      { field, direction: 'desc', kind: 'date' },
      { field: 'id', direction: 'desc', kind: 'int' },
    ],
  };
}

type Comparison = 'lt' | 'gt';

/** The comparison that holds for rows beyond a key on one side: "after" a descending part is less than it. */
function beyond(part: KeyPart, side: 'after' | 'before'): Comparison {
  return (part.direction === 'desc') === (side === 'after') ? 'lt' : 'gt';
}

/** A Prisma condition: the rows on one side of `key` in the list's order. */
export function keysetWhere(order: ListOrder, key: KeyValue[], side: 'after' | 'before'): Record<string, unknown> {
  const alternatives = order.key.map((part, i) => ({
    ...Object.fromEntries(order.key.slice(0, i).map((tied, j) => [tied.field, key[j]])),
    [part.field]: { [beyond(part, side)]: key[i] },
  }));
  if (alternatives.length === 1) return alternatives[0];
  // The first part's range alone lets the index seek; the alternatives then settle the ties.
  const [first] = order.key;
  return { AND: [{ [first.field]: { [`${beyond(first, side)}e`]: key[0] } }, { OR: alternatives }] };
}

/** Prisma's orderBy for the list, reversed when reading from the end. */
export function keysetOrderBy(order: ListOrder, backward: boolean): Record<string, 'asc' | 'desc'>[] {
  return order.key.map((part) => ({ [part.field]: backward ? flip(part.direction) : part.direction }));
}

/**
 * `keysetWhere` in SQL, over `columns` (one per key part). A value may be SQL (a subquery); a date
 * is compared as Prisma stores it (`sqlDateTime`).
 */
export function keysetSql(columns: Prisma.Sql[], order: ListOrder, key: (KeyValue | Prisma.Sql)[], side: 'after' | 'before'): Prisma.Sql {
  const value = (i: number) => {
    const raw = key[i];
    return raw instanceof Date ? sqlDateTime(raw) : raw;
  };
  const operator = (i: number, orEqual = false) => Prisma.raw(`${beyond(order.key[i], side) === 'lt' ? '<' : '>'}${orEqual ? '=' : ''}`);
  const alternatives = order.key.map((_part, i) => {
    const ties = columns.slice(0, i).map((column, j) => Prisma.sql`${column} = ${value(j)}`);
    return Prisma.sql`(${Prisma.join([...ties, Prisma.sql`${columns[i]} ${operator(i)} ${value(i)}`], ' AND ')})`;
  });
  if (alternatives.length === 1) return alternatives[0];
  return Prisma.sql`(${columns[0]} ${operator(0, true)} ${value(0)} AND (${Prisma.join(alternatives, ' OR ')}))`;
}

/** ORDER BY's terms for the list over `columns`, reversed when reading from the end. */
export function keysetOrderSql(columns: Prisma.Sql[], order: ListOrder, backward: boolean): Prisma.Sql {
  return Prisma.join(
    columns.map((column, i) => Prisma.sql`${column} ${Prisma.raw(backward ? flip(order.key[i].direction) : order.key[i].direction)}`),
    ', ',
  );
}

function flip(direction: 'asc' | 'desc'): 'asc' | 'desc' {
  return direction === 'asc' ? 'desc' : 'asc';
}

/**
 * A time as raw SQL compares it with a stored one: Prisma stores SQLite dates as ISO text with a
 * `+00:00` offset, so they are compared as text in that form; PostgreSQL reads the same text as a timestamp.
 */
export function sqlDateTime(date: Date): string {
  return date.toISOString().replace('Z', '+00:00');
}
