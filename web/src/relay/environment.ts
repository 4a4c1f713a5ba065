import { Environment, Network, RecordSource, Store, type FetchFunction } from 'relay-runtime';
import { serverRouteContext } from '../ssr/routeContext.ts';
import { fetchGraphQL } from './fetchGraphQL.ts';

/** Data read from the server is fresh for 5 minutes; after that Relay fetches it again. */
export const queryCacheExpirationMs = 5 * 60 * 1000;

const fetchFn: FetchFunction = (operation, variables) => fetchGraphQL(operation, variables) as ReturnType<FetchFunction>;

export function createEnvironment(): Environment {
  return new Environment({
    network: Network.create(fetchFn),
    store: new Store(new RecordSource(), { queryCacheExpirationTime: queryCacheExpirationMs }),
  });
}

let browserEnvironment: Environment | undefined;

/** One environment per browser tab (a public page the server could not render: its 503 shell). */
export function clientEnvironment(): Environment {
  browserEnvironment ??= createEnvironment();
  return browserEnvironment;
}

let adminSession: { token: string; environment: Environment } | undefined;

/**
 * The admin panel's environment for a signed-in session (its token): each session starts from an
 * empty store, so nothing of the previous user's data survives. The screens' loaders and the
 * panel's provider ask for it by the same token.
 */
export function adminEnvironment(token: string): Environment {
  if (adminSession?.token !== token) adminSession = { token, environment: createEnvironment() };
  return adminSession.environment;
}

/** The environment a route loader uses: the request's on the server, the tab's in the browser. */
export function routeEnvironment(context: unknown): Environment {
  return serverRouteContext(context)?.relayEnvironment ?? clientEnvironment();
}
