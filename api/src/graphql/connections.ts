import { queryFromInfo } from '@pothos/plugin-prisma';
import { offsetToCursor, type DefaultConnectionArguments } from '@pothos/plugin-relay';
import { Kind, type GraphQLResolveInfo, type SelectionSetNode } from 'graphql';
import type { Context } from '../context.ts';
import { keysetOrderBy, keysetWhere, type KeyValue, type ListOrder, type PageBounds } from '../db/keyset.ts';
import { apiError } from '../errors.ts';
import { builder } from './builder.ts';
import { parseDateTime } from './types/scalars.ts';

// Our lists follow the Relay cursor connection spec: first/after, last/before, and last alone for
// the end of the list. A cursor holds its edge's sort key (db/keyset.ts), so a page is "the rows after
// this one", whatever was written since the last read. REST asks for page N with an offset `after`
// (rest/query.ts pageParams), the one place a position still counts.

/** A connection type with `totalCount`, the number of matches across all pages; `what` names the items ("posts"). */
export function countedConnection<Ref extends Parameters<typeof builder.connectionObject>[0]['type']>(type: Ref, name: string, what: string) {
  return builder.connectionObject(
    {
      type,
      name: `${name}Connection`,
      description: `A page of ${what}, with how many there are in all`,
      fields: (t) => ({
        totalCount: t.int({
          description: `How many ${what} match, across all pages`,
          resolve: (connection) => (connection as unknown as { totalCount: number }).totalCount,
        }),
      }),
    },
    { name: `${name}Edge`, description: `One of the ${what} of a page, with its cursor` },
  );
}

interface ConnectionOptions {
  args: DefaultConnectionArguments;
  ctx: Context;
  info: GraphQLResolveInfo;
  typeName: string;
  defaultSize: number;
  order: ListOrder;
}

/** A page to read: its bounds, and the Prisma selection the query asks of its items. */
export interface PageRequest extends PageBounds {
  query: { select?: Record<string, unknown>; include?: Record<string, unknown> };
}

/**
 * Resolves one page and the total count together. `fetch` reads the page's rows in the order asked
 * (from the end when `backward`), each with its sort key, with the selection the query asks for (no
 * N+1: Pothos loads nested relations in batches).
 */
export async function resolveCountedConnection<T>(
  options: ConnectionOptions,
  fetch: (page: PageRequest) => Promise<{ node: T; key: KeyValue[] }[]>,
  count: () => Promise<number>,
) {
  const { args, ctx, info, typeName, order } = options;
  const size = pageSize(args, options.defaultSize);
  const backward = args.last != null && args.first == null;
  const offset = offsetOf(args.after);
  if (backward && offset !== null) throw apiError('BAD_USER_INPUT', 'after, a page position, reads forward: use first', { after: 'invalid' });
  const after = offset === null ? parseCursor(args, 'after', order) : null;
  const before = parseCursor(args, 'before', order);
  const query = queryFromInfo({ context: ctx, info, path: ['edges', 'node'], typeName }) as PageRequest['query'];
  // Counting every match costs more than the page on a large table: only when asked for.
  const [rows, totalCount] = await Promise.all([
    fetch({ query, after, before, skip: offset === null ? 0 : offset + 1, take: size + 1, backward }),
    asksFor(info, 'totalCount') ? count() : null,
  ]);
  let page = rows.slice(0, size);
  if (backward) page.reverse();
  // Both first and last: the last of the first, as the spec says.
  const trimmed = !backward && args.last != null && page.length > args.last;
  if (trimmed) page = page.slice(page.length - args.last!);
  const edges = page.map((row) => ({ cursor: cursorOf(order, row.key), node: row.node }));
  return {
    edges,
    totalCount,
    pageInfo: {
      // A page after a cursor has that cursor's edge before it, one before a cursor that edge after it.
      hasPreviousPage: backward ? rows.length > size : args.after != null || trimmed,
      hasNextPage: backward ? before != null : rows.length > size,
      // An empty page has no cursors to start or end at.
      startCursor: edges[0]?.cursor ?? null,
      endCursor: edges.at(-1)?.cursor ?? null,
    },
  };
}

/** Whether the field being resolved selects `name` directly (through fragments too). */
function asksFor(info: GraphQLResolveInfo, name: string): boolean {
  const selects = (set: SelectionSetNode | undefined): boolean =>
    (set?.selections ?? []).some((selection) => {
      if (selection.kind === Kind.FIELD) return selection.name.value === name;
      if (selection.kind === Kind.INLINE_FRAGMENT) return selects(selection.selectionSet);
      return selects(info.fragments[selection.name.value]?.selectionSet);
    });
  return info.fieldNodes.some((node) => selects(node.selectionSet));
}

/**
 * `resolveCountedConnection` for a model Prisma reads: the rows `where` selects, the page's keyset
 * and order added, their sort key's fields selected.
 */
export function resolvePrismaConnection<T extends object>(
  options: ConnectionOptions & { where: object },
  findMany: (query: { where: object; orderBy: object[]; skip: number; take: number }) => Promise<T[]>,
  count: () => Promise<number>,
) {
  const { order, where } = options;
  return resolveCountedConnection(
    options,
    async ({ query, after, before, skip, take, backward }) => {
      const keysets = [...(after ? [keysetWhere(order, after, 'after')] : []), ...(before ? [keysetWhere(order, before, 'before')] : [])];
      const select = query.select && { select: { ...query.select, ...Object.fromEntries(order.key.map((part) => [part.field, true])) } };
      // The keyset first: of two bounds on one column, SQLite's index range takes the first.
      const rows = await findMany({ ...query, ...select, where: { AND: [...keysets, where] }, orderBy: keysetOrderBy(order, backward), skip, take });
      return rows.map((row) => ({ node: row, key: order.key.map((part) => (row as Record<string, KeyValue>)[part.field]) }));
    },
    count,
  );
}

/** The order among `orders` that the query's cursor belongs to, if it has one: a list with more than one order goes on in its cursor's. */
export function orderOfCursor(args: DefaultConnectionArguments, orders: ListOrder[]): ListOrder | undefined {
  const cursor = args.after ?? args.before;
  const name = cursor ? (decodeCursor(cursor)?.[0] as unknown) : undefined;
  return orders.find((order) => order.name === name);
}

const maxSize = 100;

/** How many items a page holds: first or last, 0 to 100 (else 400 naming it), or the list's default. */
function pageSize(args: DefaultConnectionArguments, defaultSize: number): number {
  for (const name of ['first', 'last'] as const) {
    const value = args[name];
    if (value != null && (value < 0 || value > maxSize)) {
      throw apiError('BAD_USER_INPUT', `${name} must be a whole number from 0 to ${maxSize}`, { [name]: 'invalid' });
    }
  }
  return args.first ?? args.last ?? defaultSize;
}

/** The base64 of `[list, ...key]` in JSON: opaque to clients, dates as ISO text. */
function cursorOf(order: ListOrder, key: KeyValue[]): string {
  return Buffer.from(JSON.stringify([order.name, ...key.map((value) => (value instanceof Date ? value.toISOString() : value))])).toString('base64');
}

function decodeCursor(cursor: string): unknown[] | undefined {
  if (cursor.length > 1000 || !/^[A-Za-z0-9+/]+={0,2}$/.test(cursor)) return undefined;
  try {
    const decoded: unknown = JSON.parse(Buffer.from(cursor, 'base64').toString('utf8'));
    return Array.isArray(decoded) ? decoded : undefined;
  } catch {
    return undefined;
  }
}

const offsetCursorPattern = /^OffsetConnection:(0|[1-9]\d{0,8})$/;

/** The position an offset cursor names (REST's page numbers, rest/query.ts), or null when it is not one. */
function offsetOf(cursor: string | null | undefined): number | null {
  const offset = cursor == null ? undefined : offsetCursorPattern.exec(Buffer.from(cursor, 'base64').toString('utf8'))?.[1];
  return offset !== undefined && offsetToCursor(Number(offset)) === cursor ? Number(offset) : null;
}

/**
 * The key an `after` or `before` cursor of this list holds; null when there is none; 400 naming the
 * argument for anything else (another list's, or made up), checked by making it again.
 */
function parseCursor(args: DefaultConnectionArguments, name: 'after' | 'before', order: ListOrder): KeyValue[] | null {
  const cursor = args[name];
  if (cursor == null) return null;
  const [list, ...values] = decodeCursor(cursor) ?? [];
  const key = list === order.name && values.length === order.key.length ? order.key.map((part, i) => keyValue(part.kind, values[i])) : [];
  if (!key.length || key.some((value) => value === undefined) || cursorOf(order, key as KeyValue[]) !== cursor) {
    throw apiError('BAD_USER_INPUT', `${name} is not a cursor of this list`, { [name]: 'invalid' });
  }
  return key as KeyValue[];
}

/** A cursor's value as its key part holds it, or undefined when it is not one (nothing the database would refuse). */
function keyValue(kind: ListOrder['key'][number]['kind'], value: unknown): KeyValue | undefined {
  switch (kind) {
    case 'date':
      try {
        return parseDateTime(value);
      } catch {
        return undefined;
      }
    case 'int':
      return Number.isInteger(value) && Math.abs(value as number) <= 2_147_483_647 ? (value as number) : undefined;
    case 'number':
      return typeof value === 'number' && Number.isFinite(value) ? value : undefined;
    case 'text':
      // PostgreSQL refuses NUL in text.
      return typeof value === 'string' && value.length <= 200 && !value.includes('\u0000') ? value : undefined;
  }
}
