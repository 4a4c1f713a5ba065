import { queryFromInfo } from '@pothos/plugin-prisma';
import { resolveOffsetConnection, type DefaultConnectionArguments } from '@pothos/plugin-relay';
import type { GraphQLResolveInfo } from 'graphql';
import type { Context } from '../context.ts';
import { builder } from './builder.ts';

// Our list fields page with offset cursors, so REST can ask for page N, and count every match.

/** A connection type with `totalCount`, the number of matches across all pages. */
export function countedConnection<Ref extends Parameters<typeof builder.connectionObject>[0]['type']>(type: Ref, name: string, what: string) {
  return builder.connectionObject(
    {
      type,
      name: `${name}Connection`,
      fields: (t) => ({
        totalCount: t.int({
          description: `How many ${what} match, across all pages`,
          resolve: (connection) => (connection as unknown as { totalCount: number }).totalCount,
        }),
      }),
    },
    { name: `${name}Edge` },
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
  const { args, ctx, info, typeName, defaultSize } = options;
  const [connection, totalCount] = await Promise.all([
    resolveOffsetConnection({ args, defaultSize, maxSize: 100 }, ({ limit, offset }) =>
      findMany({ ...queryFromInfo({ context: ctx, info, path: ['edges', 'node'], typeName }), take: limit, skip: offset }),
    ),
    count(),
  ]);
  return { ...connection, totalCount };
}
