// What looks something up for each row of a list (the subject of each activity entry, each post's
// cover image) asks here instead of querying: every ask of one request with the same `batch` name,
// made while graphql-js walks the list, is answered by one `load` of all their keys together (no
// N+1). Keyed by the request's context, so services and resolvers batch alike.

interface PendingBatch<K, V> {
  keys: Set<K>;
  result: Promise<Map<K, V>>;
}

const pendingByRequest = new WeakMap<object, Map<string, PendingBatch<unknown, unknown>>>();

/**
 * The value `load` finds for `key`, loaded with the keys the request's other resolvers ask for
 * under the same `batch` (which must name the query too: another selection is another batch).
 */
export async function loadInBatch<K, V>(requestContext: object, batch: string, key: K, load: (keys: K[]) => Promise<Map<K, V>>): Promise<V | undefined> {
  let pending = pendingByRequest.get(requestContext);
  if (!pending) pendingByRequest.set(requestContext, (pending = new Map()));
  let current = pending.get(batch) as PendingBatch<K, V> | undefined;
  if (!current) {
    const keys = new Set<K>();
    const batches = pending;
    // setImmediate runs after every promise and nextTick job queued now, so the resolvers of the
    // list's other rows (each behind a few awaits of their own) have all asked by then.
    const result = new Promise<Map<K, V>>((resolve, reject) =>
      setImmediate(() => {
        batches.delete(batch);
        loadInChunks([...keys], load).then(resolve, reject);
      }),
    );
    current = { keys, result };
    pending.set(batch, current as PendingBatch<unknown, unknown>);
  }
  current.keys.add(key);
  return (await current.result).get(key);
}

const askers = new WeakMap<object, number>();
let lastAsker = 0;

/**
 * A name for the field asking (its `info.fieldNodes`, which graphql-js hands every row of a list
 * alike): rows asking through one field, with one selection, share a batch; another field (another
 * alias, another selection) is another batch.
 */
export function askerName(fieldNodes: object): string {
  let id = askers.get(fieldNodes);
  if (id === undefined) askers.set(fieldNodes, (id = ++lastAsker));
  return `field ${id}`;
}

/**
 * Keys one load is given at most: its statement names each once or twice (a post and a version), and
 * SQLite takes at most 999 values in one statement. A batch of more (a long list, or concurrent
 * requests sharing a database client's batch) is loaded in turns.
 */
export const keysPerLoad = 400;

async function loadInChunks<K, V>(keys: K[], load: (keys: K[]) => Promise<Map<K, V>>): Promise<Map<K, V>> {
  if (keys.length <= keysPerLoad) return load(keys);
  const found = new Map<K, V>();
  for (let from = 0; from < keys.length; from += keysPerLoad) {
    for (const [key, value] of await load(keys.slice(from, from + keysPerLoad))) found.set(key, value);
  }
  return found;
}
