import { createYoga } from 'graphql-yoga';
import type { Logger } from 'pino';
import type { Config } from './config.ts';
import { createDb, type Db } from './db/client.ts';
import { parseDatabaseUrl } from './db/url.ts';
import type { Context } from './context.ts';
import { maskError } from './graphql/errors.ts';
import { schema } from './graphql/schema.ts';
import { asApiError } from './errors.ts';
import { publicPostWhere } from './graphql/types/post.ts';
import { maxBodyBytes, readBodyText } from './http/body.ts';
import { withSecurityHeaders } from './http/headers.ts';
import { createStaticSite } from './http/static.ts';
import { createLogger } from './logger.ts';
import { clientIp, createRequestContext } from './services/auth/requestContext.ts';
import { apiErrorResponse, createRestRouter, errorResponse } from './rest/router.ts';
import { routes } from './rest/routes.ts';

/** What the listening server knows of a request beyond the Request itself. */
export interface ClientInfo {
  ip?: string;
}

export interface App {
  fetch(request: Request, client?: ClientInfo): Promise<Response>;
  db: Db;
  log: Logger;
  close(): Promise<void>;
}

/** Builds the one request handler of the site: /graphql, /api/* and the web app. It does not listen. */
export function createApp(config: Config, options: { db?: Db; log?: Logger } = {}): App {
  const log = options.log ?? createLogger(config);
  const db = options.db ?? createDb(parseDatabaseUrl(config.DATABASE_URL));
  const production = config.NODE_ENV === 'production';

  const sessionPolicy = { idleMs: config.SESSION_IDLE_HOURS * 3_600_000, absoluteMs: config.SESSION_ABSOLUTE_DAYS * 86_400_000 };

  const yoga = createYoga<{ ip: string }, Context>({
    schema,
    graphqlEndpoint: '/graphql',
    graphiql: !production,
    landingPage: false,
    maskedErrors: { isDev: !production, maskError },
    context: ({ request, ip }) => createRequestContext(db, request, ip, sessionPolicy),
    logging: {
      debug: (...args) => log.debug(args.map(String).join(' ')),
      info: (...args) => log.info(args.map(String).join(' ')),
      warn: (...args) => log.warn(args.map(String).join(' ')),
      error: (...args) => log.error({ err: args.find((a) => a instanceof Error) }, args.map(String).join(' ')),
    },
  });
  const rest = createRestRouter(schema, routes, log);
  const site = createStaticSite(config.WEB_DIST, async (slug) =>
    (await db.post.count({ where: { slug, ...publicPostWhere({}) } })) > 0,
  );

  async function route(request: Request, url: URL, ip: string): Promise<Response> {
    const length = Number(request.headers.get('content-length') ?? 0);
    if (length > maxBodyBytes) return errorResponse(413, 'PAYLOAD_TOO_LARGE', 'The request body is too large');
    if (url.pathname === '/graphql') {
      if (request.method !== 'POST' || request.headers.has('content-length')) return yoga.fetch(request, { ip });
      // A body of unknown length is read (up to the limit) before Yoga sees it.
      const body = await readBodyText(request);
      return yoga.fetch(new Request(request.url, { method: 'POST', headers: request.headers, body }), { ip });
    }
    if (url.pathname === '/api' || url.pathname.startsWith('/api/')) {
      return rest(request, url, await createRequestContext(db, request, ip, sessionPolicy));
    }
    return site.handle(request, url);
  }

  return {
    db,
    log,
    async fetch(request, client = {}) {
      const started = performance.now();
      const url = new URL(request.url);
      let response: Response;
      try {
        response = await route(request, url, clientIp(request, client.ip, config.TRUST_PROXY));
      } catch (error) {
        // An API error raised before any route ran (a body over the limit) keeps its status.
        const api = asApiError(error);
        if (api) {
          response = apiErrorResponse(api);
        } else {
          log.error({ err: error, path: url.pathname }, 'request failed');
          response = errorResponse(500, 'INTERNAL_SERVER_ERROR', 'Unexpected error');
        }
      }
      const graphiql = url.pathname === '/graphql' && request.method === 'GET' && !production;
      log.info(
        { method: request.method, path: url.pathname, status: response.status, ms: Math.round((performance.now() - started) * 10) / 10 },
        'request',
      );
      return withSecurityHeaders(response, graphiql);
    },
    close: () => db.$disconnect(),
  };
}
