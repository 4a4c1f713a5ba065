import { Environment, Network, RecordSource, Store, type FetchFunction } from 'relay-runtime';
import { fetchGraphQL } from './fetchGraphQL.ts';

/** Data read from the server is fresh for 5 minutes; after that Relay fetches it again. */
export const queryCacheExpirationMs = 5 * 60 * 1000;

const fetchFn: FetchFunction = (operation, variables) =>
  fetchGraphQL({ text: operation.text, operationKind: operation.operationKind, name: operation.name }, variables) as ReturnType<FetchFunction>;

export function createEnvironment(): Environment {
  return new Environment({
    network: Network.create(fetchFn),
    store: new Store(new RecordSource(), { queryCacheExpirationTime: queryCacheExpirationMs }),
  });
}

// One environment per browser tab; only the route modules that use Relay import this file.
export const environment = createEnvironment();
