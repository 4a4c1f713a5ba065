import { createHash } from 'node:crypto';
import { Headers as ServerHeaders, Response as ServerResponse } from '@whatwg-node/fetch';
import type { Logger } from 'pino';
import type { PublicContent } from '../services/publicContent.ts';
import { compressionThreshold, encode, encodings, isCompressible, negotiateEncoding, varyOn, type Encoding } from './compression.ts';

// Public reads kept in memory: server-rendered pages and anonymous REST and GraphQL reads, each
// stored once with its compressed variants and an ETag, so a hit costs neither rendering nor
// compression. Whatever changes public content empties it (services/publicContent.ts), and so does
// the moment a scheduled post becomes due. Which reads it keeps, under which keys: publicReads.ts.
//
// A miss costs about what producing the answer costs: its variants are compressed at a fast
// setting, and only answers asked for again are compressed harder, off the request's path.

/** What the site sends with a public read: anyone may store it, and must ask again before reuse (the ETag makes that cheap). */
export const publicCacheControl = 'public, no-cache';

/** A read the cache may answer. Its key names everything that changes the answer, besides the content. */
export interface PublicRead {
  key: string;
  /** Checked once on a miss, before anything runs: whether this read may be stored at all (a query, not a mutation). */
  cacheable(): boolean;
  /** Whether this answer may be stored: not an error. */
  storable(status: number, body: Buffer): boolean;
  /** Request headers in the key that the answer does not already say it varies on. */
  vary?: string[];
}

export interface PublicCache {
  /**
   * Answers a GET from the cache, or runs `produce` and keeps its answer when it may. `read` null:
   * never cached. (HEAD is the app's to turn into a GET.)
   */
  serve(request: Request, read: PublicRead | null, produce: () => Response | Promise<Response>): Promise<Response>;
  /**
   * A value worked out once per state of the public content (after every change, or a scheduled
   * post's moment, `load` runs again); worked out every time while the cache is off.
   */
  perContent<T>(load: () => Promise<T>): () => Promise<T>;
  close(): void;
}

export interface PublicCacheOptions {
  /** The memory bound: the bytes of every stored variant, least recently used dropped first. 0 turns the cache off. */
  maxBytes: number;
  content: PublicContent;
  log: Logger;
  now?: () => number;
}

interface Entry {
  status: number;
  headers: [string, string][];
  etag: string;
  bodies: Bodies;
  encodings: Encoding[];
  size: number;
  /** Times answered from the cache; at `popularHits` its variants are compressed again, harder. */
  hits: number;
}

type Bodies = { identity: Uint8Array<ArrayBuffer> } & Partial<Record<Encoding, Uint8Array<ArrayBuffer>>>;

const entryOverheadBytes = 2048;
const popularHits = 3;
/** Headers the cache sets itself, or that belong to one response only. */
const ownHeaders = new Set(['cache-control', 'etag', 'content-length', 'content-encoding', 'date', 'x-cache']);

export function createPublicCache(options: PublicCacheOptions): PublicCache {
  const now = options.now ?? Date.now;
  const entries = new Map<string, Entry>();
  const inflight = new Map<string, { generation: number; entry: Promise<Entry | null> }>();
  const maxEntryBytes = options.maxBytes / 8;
  let bytes = 0;
  // Bumped by every invalidation: an answer produced before one is not stored after it.
  let generation = 0;
  let nextPublication: number | null = null;
  let refreshing: Promise<void> | null = null;
  let refreshes = 0;
  let started = false;

  /** Drops everything read before `from`, and asks when the next scheduled post after it is due. */
  function invalidate(from: number) {
    generation++;
    entries.clear();
    bytes = 0;
    nextPublication = null;
    const refresh = ++refreshes;
    refreshing = options.content
      .nextScheduledPublication(new Date(from))
      .then(
        (next) => {
          if (refresh === refreshes) nextPublication = next?.getTime() ?? null;
        },
        (error: unknown) => {
          // Not knowing, empty the cache again in a second.
          options.log.error({ err: error }, 'could not read the next scheduled publication');
          if (refresh === refreshes) nextPublication = now() + 1000;
        },
      )
      .finally(() => {
        if (refresh === refreshes) refreshing = null;
      });
  }

  const unsubscribe = options.content.subscribe(() => {
    if (started) invalidate(now());
  });

  /** True unless a refresh is under way or a scheduled post has come due: the hits' fast path. */
  function upToDate() {
    return started && !refreshing && (nextPublication === null || now() < nextPublication);
  }

  /** Brings the cache up to date: a refresh under way is awaited, a scheduled post come due empties it. */
  async function sync() {
    if (!started) {
      started = true;
      invalidate(now());
    }
    while (refreshing) await refreshing;
    if (nextPublication !== null && now() >= nextPublication) {
      // Everything read before that moment misses the post; everything read from it on has it.
      invalidate(nextPublication);
      while (refreshing) await refreshing;
    }
  }

  function remember(key: string, entry: Entry) {
    if (entry.size > maxEntryBytes) return;
    const previous = entries.get(key);
    if (previous) bytes -= previous.size;
    entries.delete(key);
    entries.set(key, entry);
    bytes += entry.size;
    for (const [oldest, old] of entries) {
      if (bytes <= options.maxBytes) break;
      entries.delete(oldest);
      bytes -= old.size;
    }
  }

  /** A popular answer's variants at the stored effort, made in zlib's threads; swapped in if it is still kept. */
  function compressHarder(key: string, entry: Entry) {
    if (!entry.encodings.length) return;
    Promise.all(entry.encodings.map((encoding) => encode(entry.bodies.identity, encoding, 'stored')))
      .then((encoded) => {
        if (entries.get(key) !== entry) return;
        entry.encodings.forEach((encoding, i) => {
          if (encoded[i].byteLength < entry.bodies[encoding]!.byteLength) entry.bodies[encoding] = encoded[i];
        });
        const size = entrySize(key, entry.headers, entry.bodies);
        bytes += size - entry.size;
        entry.size = size;
      })
      .catch((error: unknown) => options.log.error({ err: error }, 'could not compress a cached answer'));
  }

  async function produceEntry(
    request: Request,
    read: PublicRead,
    produce: () => Response | Promise<Response>,
  ): Promise<{ entry: Entry | null; response: Response }> {
    const startedIn = generation;
    const response = await produce();
    if (
      (response.status !== 200 && response.status !== 404) ||
      !response.body ||
      response.headers.has('content-encoding') ||
      response.headers.has('set-cookie')
    ) {
      return { entry: null, response: uncached(response) };
    }
    const body = Buffer.from(await response.arrayBuffer());
    if (!read.storable(response.status, body)) {
      // Not kept here (an error, a missing article): nor anywhere else.
      const headers = new Headers(response.headers);
      headers.set('cache-control', 'no-store');
      return { entry: null, response: new Response(body, { status: response.status, statusText: response.statusText, headers }) };
    }
    // One the cache will not keep is not compressed in every coding for it: compressResponse
    // compresses it for this client alone, as any dynamic answer.
    const kept = body.byteLength + entryOverheadBytes <= maxEntryBytes;
    const entry = await toEntry(response, body, read, kept);
    if (kept && startedIn === generation) remember(read.key, entry);
    return { entry, response: respond(request, entry, 'miss') };
  }

  return {
    async serve(request, read, produce) {
      if (!read || options.maxBytes <= 0) return uncached(await produce());
      if (!upToDate()) await sync();
      const found = entries.get(read.key);
      if (found) {
        // Most recently used goes last: the oldest is evicted first.
        entries.delete(read.key);
        entries.set(read.key, found);
        if (++found.hits === popularHits) compressHarder(read.key, found);
        return respond(request, found, 'hit');
      }
      // Many visitors asking for the same answer at once wait for one rendering of it.
      const pending = inflight.get(read.key);
      if (pending && pending.generation === generation) {
        const entry = await pending.entry;
        if (entry) return respond(request, entry, 'hit');
      }
      if (!read.cacheable()) return uncached(await produce());

      let settle: (entry: Entry | null) => void = () => undefined;
      const entry = new Promise<Entry | null>((resolve) => (settle = resolve));
      inflight.set(read.key, { generation, entry });
      try {
        const produced = await produceEntry(request, read, produce);
        settle(produced.entry);
        return produced.response;
      } finally {
        settle(null);
        if (inflight.get(read.key)?.entry === entry) inflight.delete(read.key);
      }
    },
    perContent<T>(load: () => Promise<T>) {
      let memo: { generation: number; value: Promise<T> } | null = null;
      return async () => {
        if (options.maxBytes <= 0) return load();
        if (!upToDate()) await sync();
        if (memo?.generation !== generation) {
          const current = { generation, value: load() };
          memo = current;
          // A failure is not kept: the next call tries again.
          current.value.catch(() => {
            if (memo === current) memo = null;
          });
        }
        return memo.value;
      };
    },
    close() {
      unsubscribe();
      entries.clear();
      bytes = 0;
    },
  };
}

/** What is not stored says so: no shared cache may keep an answer this cache would not. */
function uncached(response: Response): Response {
  if (!response.headers.has('cache-control')) response.headers.set('cache-control', 'no-store');
  return response;
}

async function toEntry(response: Response, identity: Uint8Array<ArrayBuffer>, read: PublicRead, compress: boolean): Promise<Entry> {
  const headers = new Headers();
  response.headers.forEach((value, name) => {
    if (!ownHeaders.has(name)) headers.set(name, value);
  });
  for (const field of read.vary ?? []) varyOn(headers, field);
  const etag = `W/"${createHash('sha1').update(identity).digest('base64url')}"`;
  headers.set('etag', etag);
  headers.set('cache-control', publicCacheControl);
  const bodies: Entry['bodies'] = { identity };
  if (compress && isCompressible(headers.get('content-type'))) {
    varyOn(headers, 'Accept-Encoding');
    if (identity.byteLength >= compressionThreshold) {
      const encoded = await Promise.all(encodings.map((encoding) => encode(identity, encoding, 'fast')));
      encodings.forEach((encoding, i) => {
        if (encoded[i].byteLength < identity.byteLength) bodies[encoding] = encoded[i];
      });
    }
  }
  const available = encodings.filter((encoding) => bodies[encoding]);
  const pairs = [...headers];
  return { status: response.status, headers: pairs, etag, bodies, encodings: available, size: entrySize(read.key, pairs, bodies), hits: 0 };
}

/**
 * The memory an entry holds. Measured under a flood of small entries: each costs about 2 KiB beyond
 * its bytes (Buffers, header pairs, the Map's entry), which the budget must count or it is overrun
 * several times.
 */
function entrySize(key: string, headers: [string, string][], bodies: Bodies): number {
  return (
    Object.values(bodies).reduce((sum, body) => sum + body.byteLength, 0) +
    key.length * 2 +
    headers.reduce((sum, [n, v]) => sum + n.length + v.length, 0) * 2 +
    entryOverheadBytes
  );
}

/**
 * The stored answer for this request. Built with the server adapter's own Response (as Yoga's are),
 * whose bytes @whatwg-node/server writes to the socket as they are, with no stream in between.
 */
function respond(request: Request, entry: Entry, state: 'hit' | 'miss'): Response {
  // Headers built by set() are a Map inside: the headers the app adds next cost a lookup each.
  const headers = new ServerHeaders();
  const read = request.method === 'GET' || request.method === 'HEAD';
  if (read && entry.status === 200 && matchesEtag(request.headers.get('if-none-match'), entry.etag)) {
    for (const [name, value] of entry.headers) {
      if (name === 'etag' || name === 'cache-control' || name === 'vary' || name === 'content-location') headers.set(name, value);
    }
    headers.set('x-cache', state);
    return new ServerResponse(null, { status: 304, headers });
  }
  for (const [name, value] of entry.headers) headers.set(name, value);
  const encoding = negotiateEncoding(request.headers.get('accept-encoding'), entry.encodings);
  const body = (encoding && entry.bodies[encoding]) || entry.bodies.identity;
  if (encoding) headers.set('content-encoding', encoding);
  headers.set('content-length', String(body.byteLength));
  headers.set('x-cache', state);
  return new ServerResponse(body, { status: entry.status, headers });
}

/** If-None-Match by weak comparison (RFC 9110 §13.1.2): `*`, or one of the listed tags. */
function matchesEtag(header: string | null, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  const opaque = etag.replace(/^W\//, '');
  return header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === opaque);
}
