import { queryFromInfo } from '@pothos/plugin-prisma';
import { offsetToCursor, resolveOffsetConnection, type DefaultConnectionArguments } from '@pothos/plugin-relay';
import type { GraphQLResolveInfo } from 'graphql';
import type { Context } from '../context.ts';
import { apiError } from '../errors.ts';
import { builder } from './builder.ts';

// Our list fields page with offset cursors, so REST can ask for page N, and count every match.

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

/**
 * Resolves one page and the total count together. `findMany` receives the Prisma selection the
 * query asks for (no N+1: Pothos loads nested relations in batches) and the page's take/skip.
 */
export async function resolveCountedConnection<T>(
  options: { args: DefaultConnectionArguments; ctx: Context; info: GraphQLResolveInfo; typeName: string; defaultSize: number },
  findMany: (page: { select?: unknown; include?: unknown; take: number; skip: number }) => Promise<T[]>,
  count: () => Promise<number>,
) {
  const { ctx, info, typeName, defaultSize } = options;
  const args = checkedConnectionArgs(options.args);
  const [connection, totalCount] = await Promise.all([
    resolveOffsetConnection({ args, defaultSize, maxSize }, ({ limit, offset }) =>
      findMany({ ...queryFromInfo({ context: ctx, info, path: ['edges', 'node'], typeName }), take: limit, skip: offset }),
    ),
    count(),
  ]);
  // An empty page has no cursors to start or end at.
  const pageInfo = connection.edges.length ? connection.pageInfo : { ...connection.pageInfo, startCursor: null, endCursor: null };
  return { ...connection, pageInfo, totalCount };
}

const maxSize = 100;
const offsetCursorPattern = /^OffsetConnection:(0|[1-9]\d{0,8})$/;

/** The paging arguments, or 400 naming the one at fault: counts from 0 to 100, cursors this API made. */
function checkedConnectionArgs(args: DefaultConnectionArguments): DefaultConnectionArguments {
  for (const name of ['first', 'last'] as const) {
    const value = args[name];
    if (value != null && (value < 0 || value > maxSize)) {
      throw apiError('BAD_USER_INPUT', `${name} must be a whole number from 0 to ${maxSize}`, { [name]: 'invalid' });
    }
  }
  for (const name of ['after', 'before'] as const) {
    const cursor = args[name];
    if (cursor == null) continue;
    const offset = offsetCursorPattern.exec(Buffer.from(cursor, 'base64').toString('utf8'))?.[1];
    if (offset === undefined || offsetToCursor(Number(offset)) !== cursor) {
      throw apiError('BAD_USER_INPUT', `${name} is not a cursor of this list`, { [name]: 'invalid' });
    }
  }
  if (args.last != null && args.before == null && args.first == null) {
    throw apiError('BAD_USER_INPUT', 'last needs before or first', { last: 'invalid' });
  }
  return args;
}
