import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { Response as ServerResponse } from '@whatwg-node/fetch';
import { execute, parse, type DocumentNode, type ExecutionResult, type GraphQLSchema } from 'graphql';
import type { Logger } from 'pino';
import type { ExecuteGraphQL, PageRenderer, PageRendererOptions } from '../../../web/src/entry-server.tsx';
import { directionOf, pageLanguage } from '../../../web/src/i18n/languages.ts';
import { classifyPath, pageParameters } from '../../../web/src/paths.ts';
import type { PublicSiteSettings } from '../../../web/src/settings/siteSettings.ts';
import type { Context } from '../context.ts';
import { apiError, asApiError, errorStatus, type ApiError } from '../errors.ts';
import arCommon from '../../../web/src/i18n/locales/ar/common.json';
import enCommon from '../../../web/src/i18n/locales/en/common.json';
import { shownAsApiError } from '../graphql/errors.ts';
import type { PersistedDocuments } from '../graphql/persisted.ts';
import type { PreviewGrant } from '../services/publishing/preview.ts';

// The web app's pages: public routes rendered on the server (complete HTML in the visitor's
// language, data read in-process as an anonymous visitor), the admin panel as a client-rendered
// shell that search engines are told not to index.

export interface Pages {
  /**
   * The page at `url`: the page's own address (publicReads.ts), which may differ from the request's;
   * through a preview link, with the item it shows readable and its notice (app.ts previewPage).
   */
  handle(request: Request, url: URL, preview?: PagePreview | null): Promise<Response>;
  /** A refusal before any page was rendered (too many requests), as a small page in the visitor's language. */
  refusal(request: Request, url: URL, error: ApiError): Response;
  /** What a page's request gets when what decides its page fails (the database busy or out of reach): as a failed render. */
  failure(request: Request, url: URL, error: unknown): Promise<Response>;
}

export interface PagesOptions {
  webDist: string;
  ssrDist: string;
  schema: GraphQLSchema;
  /** The texts of the web app's operations, which it names by their persisted ids. */
  persistedDocuments: PersistedDocuments;
  /** The context of an anonymous visitor, for the queries a page reads (through a preview link, with its grant). */
  anonymousContext: (request: Request, preview: PreviewGrant | null) => Promise<Context>;
  /** The site's public origin; the request's own when unset. */
  siteUrl?: string;
  /** The public site settings as they are now (from memory): pages show them and hand them to the browser. */
  publicSettings: () => Promise<PublicSiteSettings>;
  /** A value worked out once per state of the public content (the public cache's), or null while the cache is off. */
  perContent: (<T>(load: () => Promise<T>) => () => Promise<T>) | null;
  /**
   * Whether an operation's answer with these variables is kept per state of the content: it names
   * nothing but content that exists (a published page's path, an article's slug, a topic) or no
   * variables a visitor types (a search, a page of the list), so what is kept stays small.
   */
  keptWith: (variables: Record<string, unknown>) => Promise<boolean>;
  log: Logger;
}

const html = 'text/html; charset=utf-8';

/** A page's headers when no cache may keep it: what the public cache does not keep, no cache in front may keep either. */
const unsharedPage = (language: string) => ({
  'content-type': html,
  'content-language': language,
  vary: 'Accept-Language, Cookie',
  'cache-control': 'no-store',
});

/**
 * How many operations' answers are kept per state of the content at most (a page's, an article's: a
 * few KB to some hundred KB each), and how many bytes of JSON they may weigh together.
 */
export const keptAnswersMax = 256;
export const keptAnswersBytes = 24 * 1024 * 1024;

/** Answers kept for one state of the content, least recently used first, with what they weigh. */
interface KeptAnswers {
  answers: Map<string, { answer: Promise<ExecutionResult>; bytes: number }>;
  bytes: number;
}

/** A page rendered through a preview link: what it may show, and until when (its notice says). */
export interface PagePreview {
  grant: PreviewGrant;
  expiresAt: Date;
}

export function createPages(options: PagesOptions): Pages {
  let renderer: Promise<PageRenderer | null> | undefined;
  const documents = new Map<string, DocumentNode>();

  function loadRenderer(): Promise<PageRenderer | null> {
    renderer ??= (async () => {
      const webDir = resolve(options.webDist);
      const entry = resolve(options.ssrDist, 'entry-server.js');
      if (![join(webDir, 'index.html'), join(webDir, '.vite/manifest.json'), entry].every((file) => existsSync(file))) return null;
      const module = (await import(pathToFileURL(entry).href)) as { createPageRenderer: (o: PageRendererOptions) => PageRenderer };
      return module.createPageRenderer({
        template: readFileSync(join(webDir, 'index.html'), 'utf8'),
        manifest: JSON.parse(readFileSync(join(webDir, '.vite/manifest.json'), 'utf8')),
      });
    })();
    return renderer;
  }

  // Loaded now, not by the first visitor's request (whose time it would count: app.ts missWork).
  loadRenderer().catch((error: unknown) => options.log.error({ err: error }, 'could not load the server renderer'));

  // An anonymous visitor's operation reads the same for every request until the content changes: the
  // latest posts (without variables: every page with a blog preview, in either language), a page's
  // blocks and menus, an article, the blog's first page and its topics' (`keptWith`) are kept per
  // state of the public content, as the public cache's memos; a page the cache does not hold (evicted,
  // or a search's, which reads the menus) is rendered without reading them again. At most
  // `keptAnswersMax` weighing `keptAnswersBytes`, the least recently used leaving first (ten thousand
  // articles in two languages).
  const keptAnswers = options.perContent?.(async (): Promise<KeptAnswers> => ({ answers: new Map(), bytes: 0 }));

  /** Runs the page's queries; `outcome.busy` tells whether one failed for a busy database. */
  function runQuery(request: Request, outcome: { busy: boolean }, preview: PreviewGrant | null): ExecuteGraphQL {
    const run = execution(request, preview);
    return async (operation, variables) => {
      const text = operation.id ? options.persistedDocuments.text(operation.id) : operation.text;
      // A build from other sources than the map: a fault of ours, answered like any failed render.
      if (!text) throw new Error(`Operation ${operation.id ?? '(without id or text)'} is not persisted: run \`npm run generate\` and build`);
      let answer: ReturnType<typeof run> | undefined;
      // A preview's answers are its own: never kept for other pages.
      if (keptAnswers && !preview && (Object.keys(variables).length === 0 || (await options.keptWith(variables)))) {
        const kept = await keptAnswers();
        const key = Object.keys(variables).length ? `${text}\n${JSON.stringify(variables)}` : text;
        const found = kept.answers.get(key);
        const forget = (entry: { bytes: number }) => {
          if (kept.answers.get(key) !== entry) return;
          kept.answers.delete(key);
          kept.bytes -= entry.bytes;
        };
        if (found) {
          // Read again, it is the most recently used.
          kept.answers.delete(key);
          kept.answers.set(key, found);
          answer = found.answer;
        } else {
          const entry = { answer: run(text, variables), bytes: 0 };
          answer = entry.answer;
          kept.answers.set(key, entry);
          // Neither a failure nor an answer with errors is kept: the next page asks again. What one
          // kept weighs is counted once, when it comes; the oldest leave until the rest fit.
          entry.answer.then(
            (result) => {
              if (result.errors) return forget(entry);
              if (kept.answers.get(key) !== entry) return;
              entry.bytes = JSON.stringify(result.data ?? null).length;
              kept.bytes += entry.bytes;
              for (const [oldest, other] of kept.answers) {
                if (kept.bytes <= keptAnswersBytes && kept.answers.size <= keptAnswersMax) break;
                if (other === entry) continue;
                kept.answers.delete(oldest);
                kept.bytes -= other.bytes;
              }
            },
            () => forget(entry),
          );
        }
      }
      try {
        // Handed over as it is, not copied through JSON: the renderer only reads it (the blocks in it
        // are shared by every request, services/pages/read.ts), and a copy cost half a millisecond.
        return (await (answer ?? run(text, variables))) as Awaited<ReturnType<ExecuteGraphQL>>;
      } catch (error) {
        // Each page waiting on a busy database's failure knows it (a loader may take it for "no posts").
        if (asApiError(error)?.code === 'SERVICE_UNAVAILABLE') outcome.busy = true;
        throw error;
      }
    };
  }

  function execution(request: Request, preview: PreviewGrant | null) {
    return async (text: string, variables: Record<string, unknown>) => {
      let document = documents.get(text);
      if (!document) {
        document = parse(text);
        documents.set(text, document);
      }
      const result = await execute({
        schema: options.schema,
        document,
        variableValues: variables,
        contextValue: await options.anonymousContext(request, preview),
      });
      // A page is rendered from complete data or not at all: a busy database or a fault would
      // otherwise show as an empty list or "not found", which the caches would keep.
      for (const error of result.errors ?? []) {
        const api = asApiError(error.originalError);
        if (!api || api.code === 'SERVICE_UNAVAILABLE') throw error.originalError ?? error;
        // The caller's errors reach the page as /graphql shows them, with their codes.
        shownAsApiError(error, api);
      }
      return result;
    };
  }

  /** A page that could not be made: busy or out of reach, try again in a moment (no cache keeps the answer); the browser can still render it itself. */
  function failed(pages: PageRenderer, request: Request, url: URL, error: unknown): Response {
    const language = pageLanguage(request, url);
    const headers = unsharedPage(language);
    if (asApiError(error)?.code === 'SERVICE_UNAVAILABLE') {
      return new Response(pages.shell({ language }), { status: 503, headers: { ...headers, 'retry-after': '5' } });
    }
    options.log.error({ err: error, path: url.pathname }, 'server rendering failed');
    return new Response(pages.shell({ language }), { status: 500, headers });
  }

  return {
    async handle(request, url, preview = null) {
      const pages = await loadRenderer();
      if (!pages) {
        return new Response('The web app is not built: run `npm run build`.', { status: 503, headers: { 'content-type': 'text/plain; charset=utf-8' } });
      }
      const language = pageLanguage(request, url);
      if (request.method !== 'GET' && request.method !== 'HEAD') {
        return new Response('Method not allowed', { status: 405, headers: { allow: 'GET, HEAD' } });
      }
      const headers = { ...unsharedPage(language), 'cache-control': 'no-cache' };
      const unshared = unsharedPage(language);

      if (classifyPath(url.pathname).kind === 'admin') {
        // Without them (the database busy) the panel still opens, and asks for them itself.
        const settings = await options.publicSettings().catch(() => undefined);
        return new Response(pages.shell({ language, settings }), { headers: { ...unshared, 'x-robots-tag': 'noindex, nofollow' } });
      }
      try {
        // With SITE_URL, the page is rendered at the site's address: nothing in it (share links) follows the Host header.
        const target = new Request(options.siteUrl ? new URL(`${url.pathname}${url.search}`, options.siteUrl) : url, { headers: request.headers });
        const settings = await options.publicSettings();
        const outcome = { busy: false };
        const page = await pages.render(
          target,
          { language, siteUrl: options.siteUrl ?? url.origin, settings, preview: preview ? { expiresAt: preview.expiresAt.toISOString() } : undefined },
          runQuery(request, outcome, preview?.grant ?? null),
        );
        // The router renders a failed query as its error page: answered as what it was.
        if (outcome.busy) throw apiError('SERVICE_UNAVAILABLE', 'The service is busy. Please try again in a moment.');
        if (page instanceof Response) return page;
        // A page showing a visitor's own words (a search, a question) is theirs: no cache keeps it.
        const visitorWords = pageParameters(url.pathname).free.some((name) => url.searchParams.has(name));
        // Its bytes, in the server adapter's own Response, are written to the socket as they are: a string
        // would be copied to a well-formed one and encoded on the way (a third of a millisecond more).
        return new ServerResponse(encodePieces(page.html), {
          status: page.status,
          headers: request.headers.has('authorization') || visitorWords ? unshared : headers,
        });
      } catch (error) {
        return failed(pages, request, url, error);
      }
    },

    async failure(request, url, error) {
      const pages = await loadRenderer();
      if (!pages) throw error;
      return failed(pages, request, url, error);
    },

    refusal(request, url, error) {
      const language = pageLanguage(request, url);
      const words = (language === 'ar' ? arCommon : enCommon).tooManyRequests;
      const retry: Record<string, string> = error.retryAfterSeconds === undefined ? {} : { 'retry-after': String(error.retryAfterSeconds) };
      // No script: the app would ask for more than the visitor may have now.
      const body = [
        '<!doctype html>',
        `<html lang="${language}" dir="${directionOf(language)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">`,
        `<meta name="robots" content="noindex"><title>${words.title}</title></head>`,
        '<body style="font-family: system-ui, sans-serif; max-width: 36rem; margin: 15vh auto; padding: 0 1.5rem; color: #0b1d2e; line-height: 1.6">',
        `<main><h1>${words.title}</h1><p>${words.body}</p><p><a href="">${words.retry}</a></p></main></body></html>`,
      ].join('\n');
      return new Response(body, {
        status: errorStatus[error.code],
        headers: { 'content-type': html, 'content-language': language, 'cache-control': 'no-store', ...retry },
      });
    },
  };
}

/**
 * A page's pieces of HTML encoded one after another into one buffer (UTF-8). Never joined first: a
 * page as one string is a large object to V8 (over 128 KB: a home page of 100K characters, two bytes
 * each), and allocating one cost about a millisecond of CPU, a sixth of the home page's render.
 */
function encodePieces(pieces: readonly string[]): Buffer<ArrayBuffer> {
  let size = 0;
  for (const piece of pieces) size += Buffer.byteLength(piece);
  // Its own memory or a slice of Node's pool: an ArrayBuffer either way, never a shared one.
  const bytes = Buffer.allocUnsafe(size) as Buffer<ArrayBuffer>;
  let at = 0;
  for (const piece of pieces) at += bytes.write(piece, at);
  return bytes;
}
