import i18next from 'i18next';
import { fetchQuery, loadQuery, type PreloadedQuery } from 'react-relay';
import type { ConcreteRequest, OperationType } from 'relay-runtime';
import { toLanguage, type Language } from '../i18n/languages.ts';
import { serverRouteContext } from '../ssr/routeContext.ts';
import { routeEnvironment } from './environment.ts';

/** The language a route loads its data in: the one the server chose, or the reader's current one. */
export function routeLanguage(context: unknown): Language {
  return serverRouteContext(context)?.language ?? toLanguage(i18next.language);
}

/**
 * Starts a route's query. In the browser the page renders while data arrives (and the records a
 * server-rendered page came with answer without a request); on the server the loader waits for the
 * data, so the HTML is complete.
 */
export function loadRouteQuery<T extends OperationType>(
  context: unknown,
  query: ConcreteRequest,
  variables: T['variables'],
): PreloadedQuery<T> | Promise<PreloadedQuery<T>> {
  const environment = routeEnvironment(context);
  if (!serverRouteContext(context)) return loadQuery<T>(environment, query, variables, { fetchPolicy: 'store-or-network' });
  return fetchQuery<T>(environment, query, variables)
    .toPromise()
    .then(() => loadQuery<T>(environment, query, variables, { fetchPolicy: 'store-only' }));
}
