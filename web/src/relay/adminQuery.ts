import { useCallback, useEffect } from 'react';
import { loadQuery, useQueryLoader, type PreloadedQuery, type PreloadFetchPolicy } from 'react-relay';
import { useLoaderData, type ShouldRevalidateFunction } from 'react-router';
import type { ConcreteRequest, GraphQLTaggedNode, OperationType } from 'relay-runtime';
import { readStoredToken } from '../api/token.ts';
import { adminEnvironment } from './environment.ts';

// The admin panel's screens load as the public ones do: the route loader starts the query and the
// screen reads it with usePreloadedQuery, rendering while the data arrives. The panel is rendered
// in the browser only, for whoever the stored token signs in.

/**
 * Starts an admin screen's query in its route loader. Null with no one signed in: the login screen
 * shows instead, and signing in runs the loaders again (AuthProvider).
 */
export function loadAdminQuery<T extends OperationType>(
  query: ConcreteRequest,
  variables: T['variables'],
  fetchPolicy: PreloadFetchPolicy = 'store-or-network',
): PreloadedQuery<T> | null {
  const token = readStoredToken();
  return token ? loadQuery<T>(adminEnvironment(token), query, variables, { fetchPolicy }) : null;
}

/**
 * A route's `shouldRevalidate` for a loader that reads the path and only these search parameters:
 * the others (an open dialog, the list beside it) change nothing it loads. Asked again (a sign-in,
 * the same address), it runs.
 */
export function loaderReads(...names: string[]): ShouldRevalidateFunction {
  return ({ currentUrl, nextUrl, defaultShouldRevalidate }) =>
    defaultShouldRevalidate &&
    (currentUrl.href === nextUrl.href ||
      currentUrl.pathname !== nextUrl.pathname ||
      names.some((name) => currentUrl.searchParams.get(name) !== nextUrl.searchParams.get(name)));
}

/**
 * Whether the data on screen was loaded for other variables than the screen's (other filters, another
 * language): the router holds the previous screen while the next one's data loads, dimmed meanwhile.
 */
export function isStale(queryRef: PreloadedQuery<OperationType> | null, variables: object): boolean {
  return queryRef !== null && JSON.stringify(queryRef.variables) !== JSON.stringify(variables);
}

/**
 * The screen's query as its loader started it, and `reload` to load it again as the loader did (the
 * retry after a failed load, the list again after an upload), without running the loader.
 * `expected`: variables the screen knows better than its loader did (the signed-in account's role):
 * a query started with others is loaded again with these, and null meanwhile.
 */
export function useAdminQuery<T extends OperationType>(query: GraphQLTaggedNode, expected?: Partial<T['variables']>): [PreloadedQuery<T> | null, () => void] {
  const [queryRef, load] = useQueryLoader<T>(query, useLoaderData() as PreloadedQuery<T> | null);
  const reload = useCallback(() => {
    if (queryRef) load(queryRef.variables, { fetchPolicy: queryRef.fetchPolicy });
  }, [load, queryRef]);
  const variables = queryRef?.variables as Record<string, unknown> | undefined;
  const outdated = variables !== undefined && expected !== undefined && Object.entries(expected).some(([name, value]) => variables[name] !== value);
  useEffect(() => {
    if (outdated && queryRef) load({ ...queryRef.variables, ...expected }, { fetchPolicy: queryRef.fetchPolicy });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once each time the loaded variables stop matching
  }, [outdated]);
  return [outdated ? null : (queryRef ?? null), reload];
}
