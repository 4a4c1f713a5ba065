import { createHash } from 'node:crypto';
import { Headers as ServerHeaders, Response as ServerResponse } from '@whatwg-node/fetch';
import { getOperationAST, Kind, parse, type DocumentNode, type SelectionSetNode } from 'graphql';
import type { Logger } from 'pino';
import { negotiateLanguage } from '../../../web/src/i18n/languages.ts';
import { classifyPath, pageParameters } from '../../../web/src/paths.ts';
import type { PublicContent } from '../services/publicContent.ts';
import { compressionThreshold, encode, encodings, isCompressible, negotiateEncoding, varyOn, type Encoding } from './compression.ts';

// Public reads kept in memory: server-rendered pages and anonymous REST and GraphQL reads, each
// stored once with its compressed variants and an ETag, so a hit costs neither rendering nor
// compression. Whatever changes public content empties it (services/publicContent.ts), and so does
// the moment a scheduled post becomes due.

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
  /** Answers from the cache, or runs `produce` and keeps its answer when it may. `read` null: never cached. */
  serve(request: Request, read: PublicRead | null, produce: () => Response | Promise<Response>): Promise<Response>;
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
  bodies: { identity: Uint8Array<ArrayBuffer> } & Partial<Record<Encoding, Uint8Array<ArrayBuffer>>>;
  encodings: Encoding[];
  size: number;
}

const entryOverheadBytes = 2048;

/** A GraphQL operation text or body past this size is not worth a key. */
const maxKeyLength = 16 * 1024;
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

  async function produceEntry(request: Request, read: PublicRead, produce: () => Response | Promise<Response>): Promise<{ entry: Entry | null; response: Response }> {
    const startedIn = generation;
    const response = await produce();
    if ((response.status !== 200 && response.status !== 404) || !response.body || response.headers.has('content-encoding') || response.headers.has('set-cookie')) {
      return { entry: null, response: uncached(response) };
    }
    const body = Buffer.from(await response.arrayBuffer());
    if (!read.storable(response.status, body)) {
      return { entry: null, response: uncached(new Response(body, { status: response.status, statusText: response.statusText, headers: response.headers })) };
    }
    const entry = await toEntry(response, body, read);
    if (startedIn === generation) remember(read.key, entry);
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
        return respond(request, found, 'hit');
      }
      // Many visitors asking for the same answer at once wait for one rendering of it.
      const pending = inflight.get(read.key);
      if (pending && pending.generation === generation) {
        const entry = await pending.entry;
        if (entry) return respond(request, entry, 'hit');
      }
      if (request.method === 'HEAD' || !read.cacheable()) return uncached(await produce());

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

async function toEntry(response: Response, identity: Uint8Array<ArrayBuffer>, read: PublicRead): Promise<Entry> {
  const headers = new Headers();
  response.headers.forEach((value, name) => {
    if (!ownHeaders.has(name)) headers.set(name, value);
  });
  for (const field of read.vary ?? []) varyOn(headers, field);
  const etag = `W/"${createHash('sha1').update(identity).digest('base64url')}"`;
  headers.set('etag', etag);
  headers.set('cache-control', publicCacheControl);
  const bodies: Entry['bodies'] = { identity };
  if (isCompressible(headers.get('content-type'))) {
    varyOn(headers, 'Accept-Encoding');
    if (identity.byteLength >= compressionThreshold) {
      const encoded = await Promise.all(encodings.map((encoding) => encode(identity, encoding, 'stored')));
      encodings.forEach((encoding, i) => {
        if (encoded[i].byteLength < identity.byteLength) bodies[encoding] = encoded[i];
      });
    }
  }
  const available = encodings.filter((encoding) => bodies[encoding]);
  const pairs = [...headers];
  // Measured under a flood of small entries: each costs about 2 KiB beyond its bytes (Buffers,
  // header pairs, the Map's entry), which the budget must count or it is overrun several times.
  const size = Object.values(bodies).reduce((sum, body) => sum + body.byteLength, 0) + read.key.length * 2 + pairs.reduce((sum, [n, v]) => sum + n.length + v.length, 0) * 2 + entryOverheadBytes;
  return { status: response.status, headers: pairs, etag, bodies, encodings: available, size };
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
  // HEAD gets the identity headers: nothing is compressed for an answer without a body.
  const encoding = request.method === 'HEAD' ? null : negotiateEncoding(request.headers.get('accept-encoding'), entry.encodings);
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

// The reads of each door. Only anonymous ones: an Authorization header, valid or not, is never cached.

const anonymous = (request: Request) => !request.headers.has('authorization');
const safe = (request: Request) => request.method === 'GET' || request.method === 'HEAD';

/** A server-rendered public page: its URL (origin included, for canonical links) and the language the page negotiates. */
export function pageRead(request: Request, url: URL): PublicRead | null {
  if (!safe(request) || !anonymous(request)) return null;
  if (url.pathname === '/admin' || url.pathname.startsWith('/admin/') || classifyPath(url.pathname).kind === 'admin') return null;
  const language = negotiateLanguage({
    query: url.searchParams.get('lang'),
    cookie: request.headers.get('cookie'),
    acceptLanguage: request.headers.get('accept-language'),
  });
  // A page showing a visitor's own words (a search, a question) is theirs: never kept, nor served from the cache.
  const { read, free } = pageParameters(url.pathname);
  if (free.some((name) => url.searchParams.has(name))) return null;
  // Only the parameters the page reads make another page (utm_source and the like do not).
  const params = [...url.searchParams].filter(([name]) => read.includes(name)).sort(([a], [b]) => a.localeCompare(b));
  return {
    key: `page ${language} ${url.origin}${url.pathname}?${new URLSearchParams(params)}`,
    cacheable: () => true,
    // The not-found page keeps its status.
    storable: (status) => status === 200 || status === 404,
  };
}

/** A feed (RSS, sitemap, robots.txt): its path and query, with the origin its absolute links may use. */
export function feedRead(request: Request, url: URL): PublicRead | null {
  if (!safe(request) || !anonymous(request)) return null;
  return { key: `feed ${url.origin}${url.pathname}${url.search}`, cacheable: () => true, storable: (status) => status === 200 };
}

/** A REST GET of a route that answers every anonymous caller alike (`publicRead` in the route table). */
export function restRead(request: Request, url: URL, isPublicRead: (pathname: string) => boolean): PublicRead | null {
  if (!safe(request) || !anonymous(request) || !isPublicRead(url.pathname)) return null;
  return { key: `rest ${url.pathname}${url.search}`, cacheable: () => true, storable: (status) => status === 200 };
}

/** The text of a persisted operation (graphql/persisted.ts), for a request that names it by `documentId`. */
type PersistedText = (id: string) => string | undefined;

/** A GraphQL GET: the operation, its name and variables are all in the query string. */
export function graphqlGetRead(request: Request, url: URL, persistedText: PersistedText = () => undefined): PublicRead | null {
  if (request.method !== 'GET' || !anonymous(request)) return null;
  const param = (name: string) => url.searchParams.get(name);
  return graphqlRead(request, url.search, persistedText, () => ({ query: param('query'), documentId: param('documentId'), operationName: param('operationName') }));
}

/** A GraphQL POST of JSON: the body names the operation and its variables. */
export function graphqlPostRead(request: Request, body: string, persistedText: PersistedText = () => undefined): PublicRead | null {
  if (!anonymous(request) || !/^application\/json\s*(?:;|$)/i.test(request.headers.get('content-type') ?? '')) return null;
  return graphqlRead(request, body, persistedText, () => {
    try {
      const parsed: unknown = JSON.parse(body);
      return parsed && typeof parsed === 'object' ? (parsed as GraphQLParams) : {};
    } catch {
      return {};
    }
  });
}

type GraphQLParams = { query?: unknown; documentId?: unknown; operationName?: unknown };

function graphqlRead(request: Request, operation: string, persistedText: PersistedText, params: () => GraphQLParams): PublicRead | null {
  if (operation.length > maxKeyLength) return null;
  // Accept picks the media type of the answer (application/json or application/graphql-response+json).
  return {
    key: `graphql ${request.headers.get('accept') ?? ''} ${operation}`,
    cacheable: () => {
      const { query, documentId, operationName } = params();
      // A persisted operation is judged by its text; sent with a query too, it is refused anyway.
      const text = query ?? (typeof documentId === 'string' ? persistedText(documentId) : undefined);
      return isPublicQuery(text, operationName);
    },
    storable: (status, body) => status === 200 && !hasErrors(body),
    vary: ['Accept'],
  };
}

/** Root fields whose answer changes with no write: never cached. */
const liveRootFields = new Set(['health']);

/** A query (never a mutation or subscription) that reads no live root field. */
function isPublicQuery(query: unknown, operationName: unknown): boolean {
  if (typeof query !== 'string') return false;
  let document: DocumentNode;
  try {
    document = parse(query, { maxTokens: 2000 });
  } catch {
    return false;
  }
  const operation = getOperationAST(document, typeof operationName === 'string' && operationName ? operationName : undefined);
  if (operation?.operation !== 'query') return false;
  return !rootFields(operation.selectionSet, document, new Set()).some((field) => liveRootFields.has(field));
}

function rootFields(selectionSet: SelectionSetNode, document: DocumentNode, seen: Set<string>): string[] {
  return selectionSet.selections.flatMap((selection) => {
    if (selection.kind === Kind.FIELD) return [selection.name.value];
    if (selection.kind === Kind.INLINE_FRAGMENT) return rootFields(selection.selectionSet, document, seen);
    if (seen.has(selection.name.value)) return [];
    seen.add(selection.name.value);
    const fragment = document.definitions.find((d) => d.kind === Kind.FRAGMENT_DEFINITION && d.name.value === selection.name.value);
    return fragment?.kind === Kind.FRAGMENT_DEFINITION ? rootFields(fragment.selectionSet, document, seen) : [];
  });
}

function hasErrors(body: Buffer): boolean {
  try {
    const result = JSON.parse(body.toString('utf8')) as { errors?: unknown };
    return result.errors !== undefined;
  } catch {
    return true;
  }
}
