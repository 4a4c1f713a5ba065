import { GraphQLError } from 'graphql';
import { createYoga } from 'graphql-yoga';
import type { Logger } from 'pino';
import { backupDir, type Config } from './config.ts';
import { createDb, type Db } from './db/client.ts';
import { parseDatabaseUrl } from './db/url.ts';
import type { Context } from './context.ts';
import { graphqlRefusalResponse, maskError } from './graphql/errors.ts';
import { schemaDisclosurePlugins } from './graphql/introspection.ts';
import { graphqlLimitPlugins } from './graphql/limits.ts';
import { loadPersistedDocuments, persistedOperationsPlugins, persistedParamNames } from './graphql/persisted.ts';
import { schema } from './graphql/schema.ts';
import { useNamedVariableErrors } from './graphql/variables.ts';
import { apiError, asApiError } from './errors.ts';
import { bodyLeftUnread, decodeUtf8, isJsonMediaType, isMultipartMediaType, maxBodyBytes, readBody } from './http/body.ts';
import { compressResponse } from './http/compression.ts';
import { createCorsPolicy } from './http/cors.ts';
import { createFeeds } from './http/feeds.ts';
import { currentSecurityPolicy, withSecurityHeaders } from './http/headers.ts';
import { createPages } from './http/pages.ts';
import { createPublicCache } from './http/publicCache.ts';
import { createPublicReads, graphqlGetRead, graphqlPostRead } from './http/publicReads.ts';
import { checkUploadParts } from './http/graphqlUpload.ts';
import { createStaticFiles } from './http/static.ts';
import { assertWellFormedQuery } from './http/wellFormed.ts';
import { useWellFormedParams } from './graphql/wellFormed.ts';
import { createLogger } from './logger.ts';
import { clientIp, createContext } from './services/auth/requestContext.ts';
import { systemResolver, type Resolver } from './services/webhooks/addresses.ts';
import { restApiErrorResponse, restErrorResponse, unexpectedErrorResponse } from './rest/errors.ts';
import { createRestRouter, pathMethodsMatcher, publicReadMatcher } from './rest/router.ts';
import { uploadBodyBytes } from './rest/mediaRoutes.ts';
import { routes } from './rest/routes.ts';
import { imageTooLargeMessage } from './services/media/formats.ts';
import { createMediaFiles } from './services/media/serve.ts';
import { createAnalyticsIngest } from './services/analytics/ingest.ts';
import { createPublicContent, type PublicContent } from './services/publicContent.ts';
import { createPublicSite, namesOnlyContent } from './services/publicSite.ts';
import { createWindowLimiter } from './services/limits/windowLimiter.ts';
import { withinLimits } from './services/limits/rateLimit.ts';
import { openPreviewLink, previewOpenLimit } from './services/publishing/previewLinks.ts';
import { createOidcClient, OidcRefusal, oidcCookie, oidcPaths, singleSignOnProblemPage } from './services/auth/oidc.ts';
import { previewSegment, previewTokenOf } from '../../web/src/api/previewLinkRules.ts';
import { pageLanguage } from '../../web/src/i18n/languages.ts';
import { createSiteSettingsStore, type SiteSettingsStore } from './services/settings/store.ts';
import { visitorAddress } from './services/visitors.ts';
import { createPublishingScheduler, type PublishingScheduler } from './services/publishing/scheduler.ts';
import { parseUrl } from './services/parseUrl.ts';
import { createBackupSchedule, type BackupSchedule } from './services/backups/schedule.ts';
import { createRetentionSchedule } from './services/contact/retention.ts';

/** What the listening server knows of a request beyond the Request itself. */
export interface ClientInfo {
  ip?: string;
}

export interface App {
  fetch(request: Request, client?: ClientInfo): Promise<Response>;
  db: Db;
  log: Logger;
  /** Announce changes to public content here (writes do, through their context). */
  publicContent: PublicContent;
  /** The site's analytics: `flush()` writes the page views counted so far (close() does too). */
  analytics: { flush(): Promise<void> };
  /** The site settings as pages and headers read them (from memory). */
  siteSettings: SiteSettingsStore;
  /** Publishes scheduled pending changes and unpublishes at unpublish times (its own timer; `runDue` for tests). */
  scheduler: Pick<PublishingScheduler, 'runDue'>;
  /** Takes the backups of BACKUP_EVERY_HOURS (its own timer; `runDue` for tests). */
  backups: Pick<BackupSchedule, 'runDue'>;
  /** Renders the most visited pages into the public cache, as the site at `origin` (main.ts, once listening). */
  warmUp(origin: string): Promise<void>;
  close(): Promise<void>;
}

/** Builds the one request handler of the site: /graphql, /api/* and the web app. It does not listen. */
export function createApp(
  config: Config,
  options: {
    db?: Db;
    log?: Logger;
    publicContent?: PublicContent;
    schedule?: boolean;
    webhookResolver?: Resolver;
    /** For tests of single sign-on: the provider's clock seen as skewed, its requests through another fetch. */
    oidc?: { clockSkewSeconds?: number; customFetch?: typeof fetch };
  } = {},
): App {
  const log = options.log ?? createLogger(config);
  const target = parseDatabaseUrl(config.DATABASE_URL);
  const db = options.db ?? createDb(target);
  const publicContent = options.publicContent ?? createPublicContent(db, target, log);
  const production = config.NODE_ENV === 'production';
  /** Browsers are told to come back over HTTPS only (HSTS) when the site's address is https. */
  const httpsSite = config.SITE_URL?.startsWith('https://') ?? false;
  /** Requests being handled, which close() lets finish. */
  let inFlight = 0;
  // BOOKING_WIDGET_URL and CONTACT_NOTIFY apply while the settings leave them unset.
  const siteSettings = createSiteSettingsStore({
    db,
    publicContent,
    env: { bookingWidgetUrl: config.BOOKING_WIDGET_URL, contactNotify: config.CONTACT_NOTIFY },
  });

  const sessionPolicy = { idleMs: config.SESSION_IDLE_HOURS * 3_600_000, absoluteMs: config.SESSION_ABSOLUTE_DAYS * 86_400_000 };
  const analytics = createAnalyticsIngest({
    db,
    log,
    publicContent,
    flushMs: config.ANALYTICS_FLUSH_MS,
    viewsPerMinute: config.ANALYTICS_VIEWS_PER_MINUTE,
    siteUrl: config.SITE_URL,
  });
  const scheduler = createPublishingScheduler({ db, publicContent, log });
  // A second app over one database in a test (its statements counted) leaves the moves to the first.
  if (options.schedule !== false) scheduler.start();
  const backups = createBackupSchedule({
    db,
    log,
    everyHours: config.BACKUP_EVERY_HOURS,
    place: { target, dir: backupDir(config), keep: config.BACKUP_KEEP },
  });
  if (options.schedule !== false) backups.start();
  const retention = createRetentionSchedule({ db, log });
  if (options.schedule !== false) retention.start();
  const cache = createPublicCache({ maxBytes: config.PUBLIC_CACHE_MB * 1024 * 1024, content: publicContent, log });
  const publicSite = createPublicSite(db, config.PUBLIC_CACHE_MB > 0 ? cache.perContent : null);
  // What every request's context shares; createContext makes one per request, at every door.
  const webhooks = { allowLoopback: config.WEBHOOK_ALLOW_LOOPBACK, resolve: options.webhookResolver ?? systemResolver };
  const oidc = createOidcClient(config, options.oidc);
  const contextParts = {
    db,
    sessionPolicy,
    publicContent,
    analytics,
    siteSettings,
    publicSite,
    siteUrl: config.SITE_URL,
    webhooks,
    singleSignOn: oidc ? { name: oidc.name, startPath: oidcPaths.start } : null,
  };

  // The web app's operations by their ids (read again on change while developing).
  const persistedDocuments = loadPersistedDocuments({ reload: config.NODE_ENV === 'development' });

  // `context`: a request whose context is made already (an upload, checked before its body is read).
  const yoga = createYoga<{ ip: string; context?: Context }, Context>({
    schema,
    graphqlEndpoint: '/graphql',
    graphiql: !production,
    landingPage: false,
    maskedErrors: { isDev: !production, maskError },
    // CORS is ours (http/cors.ts), for /graphql and /api/* alike; Yoga's default echoes any origin.
    cors: false,
    // The body limit too: route() reads a POST body within it (http/body.ts) before Yoga sees it,
    // and Yoga's own check would stream that buffer through one more TransformStream per request.
    maxRequestBodySize: false,
    extraParamNames: persistedParamNames,
    plugins: [
      // First: the checks after it see the text of a persisted operation.
      ...persistedOperationsPlugins(persistedDocuments, { persistedOnly: config.GRAPHQL_PERSISTED_ONLY }),
      useWellFormedParams(),
      ...graphqlLimitPlugins(),
      ...schemaDisclosurePlugins({ introspection: config.GRAPHQL_INTROSPECTION, suggestions: !production }),
      useNamedVariableErrors(),
    ],
    context: ({ request, ip, context }) => context ?? createContext(request, contextParts, { ip }),
    logging: {
      debug: (...args) => log.debug(args.map(String).join(' ')),
      info: (...args) => log.info(args.map(String).join(' ')),
      warn: (...args) => log.warn(args.map(String).join(' ')),
      // The error itself, never String(error): a GraphQLError prints the operation's text, which may
      // hold a password written inline.
      error: (...args) => {
        const error = args.find((arg): arg is Error => arg instanceof Error);
        const cause = error instanceof GraphQLError ? (error.originalError ?? error) : error;
        log.error({ err: cause }, cause?.message ?? args.filter((arg) => typeof arg === 'string').join(' '));
      },
    },
  });
  const cors = createCorsPolicy(config.CORS_ORIGINS, pathMethodsMatcher(routes));
  const rest = createRestRouter(schema, routes, log);
  const restPublicRead = publicReadMatcher(routes);
  const reads = createPublicReads({ siteUrl: config.SITE_URL, site: publicSite, restPublicRead });
  // Counted over 10 s, so a burst (a cold start's first renders, a few pages opened at once) passes
  // while a flood gets a tenth of that at most. In memory, per process, unlike the rate limits
  // (services/limits): it is this process's time it protects, not a quota of the visitor's.
  const missWindowSeconds = 10;
  const misses =
    config.PUBLIC_MISS_MS_PER_SECOND > 0 ? createWindowLimiter(config.PUBLIC_MISS_MS_PER_SECOND * missWindowSeconds, missWindowSeconds * 1000) : null;
  const files = createStaticFiles(config.WEB_DIST);
  const mediaFiles = createMediaFiles(db, { content: publicContent, cacheMb: config.MEDIA_CACHE_MB });
  const feeds = createFeeds({ db, siteUrl: config.SITE_URL, publicSettings: () => siteSettings.readPublic() });
  const pages = createPages({
    webDist: config.WEB_DIST,
    ssrDist: config.SSR_DIST,
    schema,
    persistedDocuments,
    siteUrl: config.SITE_URL,
    publicSettings: () => siteSettings.readPublic(),
    perContent: config.PUBLIC_CACHE_MB > 0 ? cache.perContent : null,
    keptWith: (variables) => namesOnlyContent(publicSite, variables),
    log,
    // Pages read what any visitor may read, whoever asks.
    anonymousContext: (request, preview) => createContext(request, contextParts, { anonymous: true, preview }),
  });

  /**
   * Work done for an address that is not signed in, on an answer the public cache did not have (a
   * page rendered, a public read): timed and counted against PUBLIC_MISS_MS_PER_SECOND (on average
   * over the window). Past it the address gets 429 until the window slides on; answers from the
   * cache are free.
   */
  async function missWork<T>(ip: string, work: () => T | Promise<T>): Promise<T> {
    if (!misses) return work();
    // By visitor, as every other limit per visitor: an IPv6 client holds a whole /64 to hop around in.
    const visitor = visitorAddress(ip);
    if (!misses.allows(visitor)) throw apiError('RATE_LIMITED', 'Too many requests. Please wait a moment and try again.', undefined, { retryAfterSeconds: 1 });
    const started = performance.now();
    try {
      return await work();
    } finally {
      misses.spend(visitor, performance.now() - started);
    }
  }

  /** The request's context; `publicRead`: work for a caller who is not signed in is timed (a made-up token counts as none). */
  async function contextFor(request: Request, ip: string, publicRead: boolean, work: (context: Context) => Promise<Response>): Promise<Response> {
    const context = await createContext(request, contextParts, { ip });
    return publicRead && !context.viewer ? missWork(ip, () => work(context)) : work(context);
  }

  async function route(request: Request, url: URL, ip: string): Promise<Response> {
    // /graphql refuses a body declared too large before anything else; the REST router does so once it
    // knows the route (after telling a caller without a session to sign in).
    const graphqlUpload = url.pathname === '/graphql' && request.method === 'POST' && isMultipartMediaType(request.headers.get('content-type'));
    if (url.pathname === '/graphql' && Number(request.headers.get('content-length') ?? 0) > (graphqlUpload ? uploadBodyBytes : maxBodyBytes)) {
      throw graphqlUpload
        ? apiError('PAYLOAD_TOO_LARGE', imageTooLargeMessage, { file: 'too_large' })
        : apiError('PAYLOAD_TOO_LARGE', 'The request body is too large');
    }
    if (graphqlUpload) {
      // The GraphQL multipart request spec, which Yoga reads; never cached (a write). Only staff upload:
      // the session is checked before 15 MB are read (a form another site's page posts has none).
      const uploader = await createContext(request, contextParts, { ip });
      if (!uploader.viewer)
        throw apiError(
          'UNAUTHENTICATED',
          uploader.tokenRejected ? 'Your session has expired or is invalid. Please sign in again.' : 'Uploads need a signed-in staff member',
        );
      const body = await readBody(request, uploadBodyBytes);
      await checkUploadParts(body, request.headers.get('content-type')!);
      return withCodedRefusal(await yoga.fetch(new Request(request.url, { method: 'POST', headers: request.headers, body }), { ip, context: uploader }));
    }
    if (url.pathname === '/graphql') {
      assertWellFormedQuery(url.search);
      assertJsonObjectParams(url.searchParams);
      if (request.method !== 'POST') {
        const read = graphqlGetRead(request, url, persistedDocuments.text);
        return withCodedRefusal(
          await cache.serve(request, read, () => contextFor(request, ip, request.method === 'GET', async (context) => yoga.fetch(request, { ip, context }))),
        );
      }
      // Only JSON: form and text bodies are sent cross-site without a CORS preflight (see readJsonBody).
      if (!isJsonMediaType(request.headers.get('content-type'))) {
        throw apiError('UNSUPPORTED_MEDIA_TYPE', 'Send the operation as JSON, with Content-Type: application/json');
      }
      // Yoga gets a body already read within the limit and checked to be UTF-8, under a media type it
      // matches exactly (it compares letter case).
      const body = await readBody(request);
      const read = graphqlPostRead(request, decodeUtf8(body), persistedDocuments.text);
      return withCodedRefusal(
        await cache.serve(request, read, async () => {
          const headers = new Headers(request.headers);
          headers.set('content-type', 'application/json');
          return contextFor(request, ip, true, async (context) => yoga.fetch(new Request(request.url, { method: 'POST', headers, body }), { ip, context }));
        }),
      );
    }
    if (url.pathname === oidcPaths.start || url.pathname === oidcPaths.callback) return singleSignOn(request, url, ip);
    if (url.pathname === '/api' || url.pathname.startsWith('/api/')) {
      const publicRead = request.method === 'GET' && restPublicRead(url.pathname) !== null;
      return cache.serve(request, reads.rest(request, url), () => contextFor(request, ip, publicRead, (context) => rest(request, url, context)));
    }
    if (mediaFiles.serves(url.pathname)) return mediaFiles.serve(request, url);
    if (feeds.serves(url.pathname)) {
      return cache.serve(request, reads.feed(request, url), () => contextFor(request, ip, true, () => feeds.handle(request, url)));
    }
    const file = files.serve(request, url);
    if (file) return file;
    const previewToken = previewTokenOf(url.pathname);
    if (previewToken !== null) return contextFor(request, ip, true, () => previewPage(request, url, ip, previewToken));
    // What decides the page (is there one here? services/publicSite.ts) reads the database too: its failure is a failed render's.
    const page = await reads.page(request, url).catch((error: unknown) => pages.failure(request, url, error));
    if (page instanceof Response) return page;
    if (page.kind === 'redirect') return new Response(null, { status: page.status, headers: { location: page.location, 'cache-control': 'no-cache' } });
    // Pages are rendered for an anonymous visitor whoever asks; signed-in staff are not counted.
    return cache.serve(request, page.read, () => contextFor(request, ip, true, () => pages.handle(request, page.url)));
  }

  /**
   * Single sign-on's two addresses (docs/security.md#single-sign-on): the start sends the browser to
   * the provider, the callback checks its answer and sends the browser to the panel with a one-time
   * code. A refusal is a 400 page saying why, in both languages, with the way back to the login.
   */
  async function singleSignOn(request: Request, url: URL, ip: string): Promise<Response> {
    const noStore = { 'cache-control': 'no-store', 'referrer-policy': 'no-referrer' };
    if (!oidc)
      return new Response('Single sign-on is not set up on this site.', { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8', ...noStore } });
    if (request.method !== 'GET') return new Response(null, { status: 405, headers: { allow: 'GET', ...noStore } });
    const siteOrigin = config.SITE_URL ?? url.origin;
    try {
      if (url.pathname === oidcPaths.start) {
        const { location, cookie } = await oidc.start(db, siteOrigin, ip);
        return new Response(null, { status: 302, headers: { location, 'set-cookie': cookie, ...noStore } });
      }
      const location = await oidc.finish(db, new URL(`${siteOrigin}${oidcPaths.callback}${url.search}`), request.headers.get('cookie'), ip);
      const cleared = `${oidcCookie}=; Path=/auth/oidc; HttpOnly; SameSite=Lax; Max-Age=0`;
      return new Response(null, { status: 302, headers: { location, 'set-cookie': cleared, ...noStore } });
    } catch (error) {
      const refusal = error instanceof OidcRefusal ? error : null;
      const api = asApiError(error);
      if (!refusal && !api) log.error({ err: error }, 'single sign-on failed');
      const status = api?.code === 'RATE_LIMITED' ? 429 : refusal?.code === 'unavailable' || !refusal ? 502 : 400;
      const reason =
        refusal?.words ??
        (api?.code === 'RATE_LIMITED'
          ? { en: api.message, ar: 'محاولات كثيرة لتسجيل الدخول من شبكتك. يُرجى الانتظار بضع دقائق ثم المحاولة مرة أخرى.' }
          : { en: api?.message ?? 'Signing in failed. Please try again.', ar: 'تعذّر تسجيل الدخول. يُرجى المحاولة مرة أخرى.' });
      return new Response(singleSignOnProblemPage(request, reason), { status, headers: { 'content-type': 'text/html; charset=utf-8', ...noStore } });
    }
  }

  /**
   * A page opened through a preview link (docs/publishing.md): the post or page it shows, rendered at
   * its own address by the public site's pages with a notice, or the site's 404 page for a link that
   * is unknown, revoked, expired or whose item is gone (one lookup by the token's hash either way).
   * Never kept by a cache, nor indexed, nor told to another site in a Referer.
   */
  async function previewPage(request: Request, url: URL, ip: string, token: string): Promise<Response> {
    await withinLimits(
      db,
      [{ limit: previewOpenLimit, key: visitorAddress(ip) }],
      'Too many requests. Please wait a moment and try again.',
      async () => undefined,
    );
    const opened = await openPreviewLink(db, token);
    const language = pageLanguage(request, url);
    const response = opened
      ? await pages.handle(request, new URL(`${opened.address}?lang=${language}`, url), { grant: opened.grant, expiresAt: opened.expiresAt })
      : await pages.handle(request, new URL(`/not-found?lang=${language}`, url));
    for (const [name, value] of Object.entries(previewHeaders)) response.headers.set(name, value);
    return response;
  }

  /** The CSP names the booking calendar set now: the settings' (from memory), or BOOKING_WIDGET_URL while they cannot be read. */
  async function securityPolicy(): Promise<string> {
    try {
      return currentSecurityPolicy((await siteSettings.readPublic()).bookingWidgetUrl);
    } catch (error) {
      log.warn({ err: error }, 'settings unreadable: the security policy uses BOOKING_WIDGET_URL');
      return currentSecurityPolicy(config.BOOKING_WIDGET_URL);
    }
  }

  return {
    db,
    log,
    publicContent,
    analytics,
    siteSettings,
    scheduler,
    backups,
    async fetch(received, client = {}) {
      const started = performance.now();
      // HEAD is GET without the body: everything up to the body is GET's, down to its length.
      const request = received.method === 'HEAD' ? new Request(received.url, { headers: received.headers }) : received;
      // The URL is built from the Host header: one that is not a plain host[:port] (a path, a query,
      // quotes) would reroute the request or reach canonical links.
      const url = parseUrl(request.url);
      if (!url || !validHost.test(url.host) || request.headers.get('host')?.match(validHost) === null) {
        return withSecurityHeaders(restErrorResponse(400, 'BAD_USER_INPUT', 'The Host header is not a valid host name'), false);
      }
      let response: Response;
      inFlight++;
      try {
        response =
          cors.preflight(request, url) ?? cors.crossSiteWrite(request, url) ?? (await route(request, url, clientIp(request, client.ip, config.TRUST_PROXY)));
      } catch (error) {
        // An API error raised before any route ran (a body over the limit, too many requests) keeps its status.
        const api = asApiError(error);
        if (api) {
          response =
            url.pathname === '/graphql' ? graphqlRefusalResponse(api) : isRestPath(url.pathname) ? restApiErrorResponse(api) : pages.refusal(request, url, api);
        } else {
          log.error({ err: error, path: loggedPath(url.pathname) }, 'request failed');
          response = unexpectedErrorResponse();
        }
      } finally {
        inFlight--;
      }
      // Every 401 names the scheme that would do (RFC 9110 §11.6.1), whichever door answered it.
      if (response.status === 401 && !response.headers.has('www-authenticate')) response.headers.set('www-authenticate', 'Bearer');
      response = await compressResponse(request, response);
      if (received.method === 'HEAD') response = withoutBody(response);
      // A body refused unread may still be arriving: the connection is closed rather than read to its end.
      if (response.status === 413 || bodyLeftUnread(request)) response.headers.set('connection', 'close');
      const graphiql = url.pathname === '/graphql' && request.method === 'GET' && !production;
      log.info(
        { method: received.method, path: loggedPath(url.pathname), status: response.status, ms: Math.round((performance.now() - started) * 10) / 10 },
        'request',
      );
      return withSecurityHeaders(cors.decorate(request, url, response), graphiql, await securityPolicy(), { https: httpsSite });
    },
    /**
     * The first renders after a start are slow (code compiled, chunks loaded: seconds for the home
     * page): the server makes its most visited pages itself, so no visitor waits for them, and, its
     * own work, outside the miss budget, which would refuse all but the first.
     */
    async warmUp(origin) {
      // Not before this process hears of changes (PostgreSQL): its first hearing empties the cache,
      // as what was read before it may be stale. A database out of reach waits 5 s at most.
      await Promise.race([publicContent.listening(), new Promise((resolve) => setTimeout(resolve, 5_000).unref())]);
      for (const path of ['/', '/blog', '/not-found']) {
        for (const search of ['', '?lang=ar']) {
          const request = new Request(new URL(`${path}${search}`, origin));
          // A page that cannot be made now (the database busy) waits for its first visitor.
          const response = await reads
            .page(request, new URL(request.url))
            .then((page) => (page.kind === 'redirect' ? null : cache.serve(request, page.read, () => pages.handle(request, page.url))))
            .catch(() => null);
          await response?.body?.cancel();
        }
      }
    },
    async close() {
      // Requests whose client left are no longer the HTTP server's to wait for, yet still run:
      // they finish (10 s at most) before the database and the other processes' channel close.
      for (const deadline = Date.now() + 10_000; inFlight > 0 && Date.now() < deadline;) await new Promise((resolve) => setTimeout(resolve, 20));
      scheduler.close();
      await backups.close();
      await retention.close();
      cache.close();
      siteSettings.close();
      // The page views still in memory are written before the database closes.
      await analytics.close();
      await publicContent.close();
      await db.$disconnect();
    },
  };
}

/** A GET operation's `variables` and `extensions` are JSON objects, or the caller's mistake. */
function assertJsonObjectParams(params: URLSearchParams): void {
  for (const name of ['variables', 'extensions']) {
    const raw = params.get(name);
    if (raw === null || raw === '') continue;
    let value: unknown;
    try {
      value = JSON.parse(raw);
    } catch {
      value = undefined;
    }
    if (value !== null && (typeof value !== 'object' || Array.isArray(value))) {
      throw apiError('BAD_USER_INPUT', `${name} must be a JSON object`, { [name]: 'invalid' });
    }
  }
}

/** A path as the logs name it: a preview link's without its token, which opens a draft to whoever reads it (docs/publishing.md). */
const loggedPath = (pathname: string) => (previewTokenOf(pathname) === null ? pathname : `/${previewSegment}/[token]`);

/** Every answer at a preview link's address, whatever the link: private, unindexed, and no Referer with its token. */
const previewHeaders = {
  'cache-control': 'private, no-store',
  'x-robots-tag': 'noindex, nofollow',
  'referrer-policy': 'no-referrer',
  vary: 'Accept-Language, Cookie',
};

/** A host name or address, with an optional port: nothing else may stand in the Host header. */
const validHost = /^(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)*\.?|\[[0-9A-Fa-f:.]+\])(?::\d{1,5})?$/;

/** Yoga answers an Accept header it cannot satisfy with an empty 406: say why, with a code. */
function withCodedRefusal(response: Response): Response {
  if (response.status !== 406) return response;
  return graphqlRefusalResponse(apiError('NOT_ACCEPTABLE', 'Accept application/json or application/graphql-response+json'));
}

/** The answer to HEAD: the answer to GET, headers and status, without its body (a length only where GET states one). */
function withoutBody(response: Response): Response {
  if (!response.body) return response;
  response.body.cancel().catch(() => undefined);
  return new Response(null, { status: response.status, headers: response.headers });
}

function isRestPath(pathname: string): boolean {
  return pathname === '/api' || pathname.startsWith('/api/');
}
