import { getOperationAST, Kind, parse, type DocumentNode, type SelectionSetNode } from 'graphql';
import { pageLanguage, parseLanguage } from '../../../web/src/i18n/languages.ts';
import { classifyPath, pageParameters, pageSearch } from '../../../web/src/paths.ts';
import type { PublicSite } from '../services/publicSite.ts';
import type { PublicRead } from './publicCache.ts';
import { isWellFormedQuery } from './wellFormed.ts';

// The reads of each door the public cache may keep, and their keys. A key names everything that
// changes an answer, and nothing else: what a page ignores (utm_source, an unknown answer, the
// address of a missing page) is left out of its key and out of what it renders, so a scanner's
// thousand addresses are one cached answer, and no request decides what later visitors get.
// Only anonymous reads: an Authorization header, valid or not, is never answered from the cache.

/** A GraphQL operation text or body past this size is not worth a key. */
const maxKeyLength = 16 * 1024;

/** What a request for a page becomes: the page rendered from its own address (`url`), or a redirect. */
export type PagePlan = { kind: 'render'; url: URL; read: PublicRead | null } | { kind: 'redirect'; status: 301 | 302; location: string };

export interface PublicReadsOptions {
  /** The site's public origin: when set, no answer depends on the request's host. */
  siteUrl?: string;
  /** Which articles, pages (the blog's list is always there) and topics visitors may read now: asked before a page is rendered. */
  site: Pick<PublicSite, 'isPublicArticle' | 'isPublicPage' | 'isTopic' | 'mergedTopic' | 'redirectFor'>;
  /** The query parameters a REST route reads when it is one of the table's public reads (`publicRead`), else null. */
  restPublicRead: (pathname: string) => readonly string[] | null;
}

export type PublicReads = ReturnType<typeof createPublicReads>;

// A read's checks, made once: a closure made per request costs more than the check (tsx names each one).
const always = () => true;
const isOk = (status: number) => status === 200;
const isNotFound = (status: number) => status === 404;

const anonymous = (request: Request) => !request.headers.has('authorization');
const safe = (request: Request) => request.method === 'GET' || request.method === 'HEAD';

export function createPublicReads(options: PublicReadsOptions) {
  /**
   * The host part of a key: none with SITE_URL, else the request's origin (absolute links follow it).
   * Made-up hosts cost their sender a render each (the miss limit) and a place in the cache's bytes;
   * they cannot turn the cache off for the real one.
   */
  const originOf = (url: URL): string => (options.siteUrl ? '' : url.origin);

  return {
    /** A request for a page of the web app. */
    async page(request: Request, url: URL): Promise<PagePlan> {
      // One address per page: /sovra-core/, //sovra-core and /Sovra-Core lead to /sovra-core (never to
      // another host); a page's path and an article's slug are lowercase (the admin panel's are read in any case).
      const joined = `/${url.pathname.split('/').filter(Boolean).join('/')}`;
      const lower = joined.toLowerCase();
      const plain = lower !== joined && ['page', 'article'].includes(classifyPath(lower).kind) ? lower : joined;
      if (plain !== url.pathname) return { kind: 'redirect', status: 301, location: `${plain}${url.search}` };
      const cacheable = safe(request) && anonymous(request);
      const language = pageLanguage(request, url);
      const path = classifyPath(url.pathname);
      // The admin panel is the browser's to render: never kept.
      if (path.kind === 'admin') return { kind: 'render', url, read: null };
      // Every missing page is one page, a missing article too: the same bytes whatever was asked for,
      // in each language (rendered in the language of its key, whatever the visitor's cookie says).
      const missing =
        path.kind === 'unknown' ||
        !decodablePath(url.pathname) ||
        (path.kind === 'article' && !(await options.site.isPublicArticle(path.slug, request))) ||
        (path.kind === 'page' && url.pathname !== '/blog' && !(await options.site.isPublicPage(url.pathname, request)));
      if (missing) {
        // An old address of a post or page leads to its new one, with what the visitor asked (?lang=ar).
        const moved = path.kind === 'unknown' || !safe(request) ? null : await options.site.redirectFor(url.pathname);
        if (moved) return { kind: 'redirect', status: 301, location: `${moved}${url.search}` };
        const read = cacheable ? { key: `page 404 ${language}`, cacheable: always, storable: isNotFound } : null;
        return { kind: 'render', url: new URL(`/not-found?lang=${language}`, url), read };
      }
      const search = pageSearch(url.pathname, url.searchParams);
      // A topic the blog does not list shows nothing of its own: the whole blog instead (for now: topics come and go).
      const tag = url.pathname === '/blog' ? search.get('tag') : null;
      if (tag && !(await options.site.isTopic(tag))) {
        // A tag merged into another: its address is the other's topic now, for good.
        const into = await options.site.mergedTopic(tag);
        if (into && (await options.site.isTopic(into))) {
          search.set('tag', into);
          return { kind: 'redirect', status: 301, location: `/blog?${search}` };
        }
        search.delete('tag');
        return { kind: 'redirect', status: 302, location: `/blog${search.size ? `?${search}` : ''}` };
      }
      const own = new URL(`${url.pathname}${search.size ? `?${search}` : ''}`, url);
      // A page showing a visitor's own words (a search, a question) is theirs: never kept, nor served from the cache.
      const visitorWords = pageParameters(url.pathname).free.some((name) => search.has(name));
      if (!cacheable || visitorWords) return { kind: 'render', url: own, read: null };
      const origin = originOf(url);
      return {
        kind: 'render',
        url: own,
        read: { key: `page ${language} ${origin}${own.pathname}${own.search}`, cacheable: always, storable: isOk },
      };
    },

    /** A feed (RSS, sitemap, robots.txt): its path and language, with the origin its absolute links may use. */
    feed(request: Request, url: URL): PublicRead | null {
      if (!safe(request) || !anonymous(request)) return null;
      const origin = originOf(url);
      // Only `lang` is read (the RSS feed's language).
      const language = parseLanguage(url.searchParams.get('lang')) ?? '';
      return { key: `feed ${origin}${url.pathname} ${language}`, cacheable: always, storable: isOk };
    },

    /** A REST GET of a route that answers every anonymous caller alike (`publicRead` in the route table): its path and the parameters it reads. */
    rest(request: Request, url: URL): PublicRead | null {
      if (!safe(request) || !anonymous(request)) return null;
      const names = options.restPublicRead(url.pathname);
      // A malformed query is refused by the route: never answered from another's copy.
      if (!names || !isWellFormedQuery(url.search)) return null;
      const read = new URLSearchParams();
      for (const name of names) {
        const value = url.searchParams.get(name);
        if (value !== null) read.set(name, value);
      }
      return { key: `rest ${url.pathname}?${read}`, cacheable: always, storable: isOk };
    },
  };
}

function decodablePath(pathname: string): boolean {
  try {
    decodeURIComponent(pathname);
    return true;
  } catch {
    return false;
  }
}

/** The text of a persisted operation (graphql/persisted.ts), for a request that names it by `documentId`. */
type PersistedText = (id: string) => string | undefined;

/** A GraphQL GET: the operation, its name and variables are all in the query string. */
export function graphqlGetRead(request: Request, url: URL, persistedText: PersistedText = () => undefined): PublicRead | null {
  if (request.method !== 'GET' || !anonymous(request)) return null;
  if (url.search.length > maxKeyLength) return null;
  return new GraphqlRead(request, url.search, persistedText, url.searchParams);
}

/** A GraphQL POST of JSON: the body names the operation and its variables. */
export function graphqlPostRead(request: Request, body: string, persistedText: PersistedText = () => undefined): PublicRead | null {
  if (!anonymous(request) || !/^application\/json\s*(?:;|$)/i.test(request.headers.get('content-type') ?? '')) return null;
  if (body.length > maxKeyLength) return null;
  return new GraphqlRead(request, body, persistedText, null);
}

type GraphQLParams = { query?: unknown; documentId?: unknown; operationName?: unknown };

/**
 * A GraphQL read: its key is the operation as sent (the query string of a GET, the body of a POST).
 * A class, not closures: an answer from the cache asks only for the key, and closures made for every
 * request cost more than that (tsx names each one); the operation is read only on a miss.
 */
class GraphqlRead implements PublicRead {
  readonly key: string;
  readonly vary = ['Accept'];

  constructor(
    request: Request,
    private readonly operation: string,
    private readonly persistedText: PersistedText,
    /** A GET's parameters; a POST's are in its body (`operation`). */
    private readonly searchParams: URLSearchParams | null,
  ) {
    // Accept picks the media type of the answer (application/json or application/graphql-response+json).
    this.key = `graphql ${request.headers.get('accept') ?? ''} ${operation}`;
  }

  cacheable(): boolean {
    const { query, documentId, operationName } = this.params();
    // A persisted operation is judged by its text; sent with a query too, it is refused anyway.
    const text = query ?? (typeof documentId === 'string' ? this.persistedText(documentId) : undefined);
    return isPublicQuery(text, operationName);
  }

  storable(status: number, body: Buffer): boolean {
    return status === 200 && !hasErrors(body);
  }

  private params(): GraphQLParams {
    const search = this.searchParams;
    if (search) return { query: search.get('query'), documentId: search.get('documentId'), operationName: search.get('operationName') };
    try {
      const parsed: unknown = JSON.parse(this.operation);
      return parsed && typeof parsed === 'object' ? (parsed as GraphQLParams) : {};
    } catch {
      return {};
    }
  }
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
