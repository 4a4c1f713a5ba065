import { execute, GraphQLError, parse, validate, type DocumentNode, type GraphQLSchema } from 'graphql';
import type { Logger } from 'pino';
import type { Context } from '../context.ts';
import { apiError, asApiError, errorStatus, type ApiError } from '../errors.ts';
import { clientError } from '../graphql/errors.ts';
import { readJsonBody, readMultipartBody } from '../http/body.ts';
import { requireViewer } from '../services/auth/permissions.ts';
import { assertAcceptedText, assertWellFormedQuery, percentDecode } from '../http/wellFormed.ts';
import { pathParameters, pathTemplates } from './paths.ts';
import type { RestInput, RestRoute } from './types.ts';

interface CompiledRoute extends RestRoute {
  pattern: RegExp;
  paramNames: string[];
  /** The path parameters' names in the OpenAPI document, which a refusal names. */
  documentedNames: string[];
  parsed: DocumentNode;
}

export type RestHandler = (request: Request, url: URL, context: Context) => Promise<Response>;

function compilePath(path: string): { pattern: RegExp; paramNames: string[] } {
  const paramNames: string[] = [];
  // Literal characters match themselves: the dot of /api/contact-messages.csv is no wildcard.
  const source = path.split(/(:\w+)/).map((part) => {
    if (!part.startsWith(':')) return part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    paramNames.push(part.slice(1));
    return '([^/]+)';
  }).join('');
  // No trailing slash: /api/blogs/ is no path of the table (nor of the OpenAPI document), so 404.
  return { pattern: new RegExp(`^${source}$`), paramNames };
}

/**
 * For a path of one of the table's public reads (`publicRead`), which the public cache may keep: the
 * query parameters the route reads (its documented ones); null for any other path.
 */
export function publicReadMatcher(routes: RestRoute[]): (pathname: string) => readonly string[] | null {
  const reads = routes
    .filter((route) => route.publicRead && route.method === 'GET')
    .map((route) => ({ pattern: compilePath(route.path).pattern, query: Object.keys(route.doc.query?.shape ?? {}) }));
  return (pathname) => reads.find((read) => read.pattern.test(pathname))?.query ?? null;
}

/** The methods of the routes a path matches, HEAD wherever GET: what 405 allows and a CORS preflight answers. */
function methodsOf(routes: Pick<RestRoute, 'method'>[]): string[] {
  const methods = new Set<string>(routes.map((route) => route.method));
  if (methods.has('GET')) methods.add('HEAD');
  return [...methods];
}

/** The methods the table takes at a path, or null when no route has it (http/cors.ts answers preflights with them). */
export function pathMethodsMatcher(routes: RestRoute[]): (pathname: string) => string[] | null {
  const patterns = routes.map((route) => ({ method: route.method, pattern: compilePath(route.path).pattern }));
  return (pathname) => {
    const matching = patterns.filter(({ pattern }) => pattern.test(pathname));
    return matching.length ? methodsOf(matching) : null;
  };
}

export function json(body: unknown, status = 200, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store', ...headers },
  });
}

export function errorResponse(status: number, error: string, message: string, details?: unknown, headers: Record<string, string> = {}): Response {
  return json({ success: false, message, error, details: details ?? null, status }, status, headers);
}

/**
 * The REST door: each route is a GraphQL document, parsed and validated once here,
 * then executed against the same schema and context as /graphql.
 */
export function createRestRouter(schema: GraphQLSchema, routes: RestRoute[], log: Logger): RestHandler {
  const templates = pathTemplates(routes);
  const compiled: CompiledRoute[] = routes.map((route) => {
    const parsed = parse(route.document);
    const problems = validate(schema, parsed);
    if (problems.length) throw new Error(`REST route ${route.method} ${route.path}: ${problems.map((p) => p.message).join('; ')}`);
    return { ...route, ...compilePath(route.path), documentedNames: templates.get(route.path)!.names, parsed };
  });

  return async (request, url, context) => {
    const matches = compiled
      .map((route) => ({ route, match: route.pattern.exec(url.pathname) }))
      .filter((m): m is { route: CompiledRoute; match: RegExpExecArray } => m.match !== null);
    if (matches.length === 0) return errorResponse(404, 'NOT_FOUND', 'No such API endpoint');
    // HEAD is GET without the body (which the app's fetch drops).
    const method = request.method === 'HEAD' ? 'GET' : request.method;
    const found = matches.find((m) => m.route.method === method);
    if (!found) {
      return errorResponse(405, 'METHOD_NOT_ALLOWED', 'Method not allowed', null, { allow: methodsOf(matches.map((m) => m.route)).join(', ') });
    }
    const { route, match } = found;
    try {
      // A route for staff tells a caller without a session so before it looks at what was sent:
      // their path, query and body are of no use until they sign in (and an upload of 15 MB is not read).
      if (route.doc.access !== 'public') requireViewer(context);
      const params = Object.fromEntries(route.paramNames.map((name, i) => [name, pathParam(name, route.documentedNames[i], match[i + 1])]));
      assertWellFormedQuery(url.search);
      const body =
        method === 'GET' || method === 'DELETE'
          ? undefined
          : route.upload
            ? await readMultipartBody(request, route.upload.maxBodyBytes).catch((error: unknown) => {
                throw asApiError(error)?.code === 'PAYLOAD_TOO_LARGE' ? apiError('PAYLOAD_TOO_LARGE', route.upload!.tooLarge, { file: 'too_large' }) : error;
              })
            : await readJsonBody(request, route.beacon ? { limit: route.beacon.maxBodyBytes, plainText: true } : {});
      const input: RestInput = { params, query: url.searchParams, body };
      const variableValues = route.variables?.(input) ?? {};
      let operationData: Record<string, unknown>;
      if (route.direct) {
        operationData = await route.direct(variableValues, context);
      } else {
        const result = await execute({ schema, document: route.parsed, variableValues, contextValue: context });
        if (result.errors?.length) return graphqlErrorResponse(result.errors[0], log);
        operationData = result.data as Record<string, unknown>;
      }
      const data = route.respond(operationData, input, context);
      if (route.status === 204) return new Response(null, { status: 204, headers: { 'cache-control': 'no-store' } });
      if (route.file) {
        const { contentType, filename } = route.file;
        const download: Record<string, string> = filename ? { 'content-disposition': `attachment; filename="${filename}"` } : {};
        return new Response(String(data), { status: route.status ?? 200, headers: { 'content-type': contentType, ...download, 'cache-control': 'no-store' } });
      }
      return json({ success: true, data }, route.status ?? 200);
    } catch (error) {
      const api = asApiError(error);
      if (api) return apiErrorResponse(api);
      if (error instanceof GraphQLError) return graphqlErrorResponse(error, log);
      log.error({ err: error, path: url.pathname }, 'REST route failed');
      return errorResponse(500, 'INTERNAL_SERVER_ERROR', 'Unexpected error');
    }
  };
}

/**
 * A path parameter, percent-decoded and checked as the document describes it (rest/paths.ts): a
 * malformed escape, bytes that are not UTF-8 or a value out of its range are the caller's mistake,
 * refused naming the parameter as the document does.
 */
function pathParam(name: string, documented: string, raw: string): string {
  const value = percentDecode(raw);
  if (value === null) throw apiError('BAD_USER_INPUT', `The ${documented} in the path is not valid percent-encoded UTF-8`, { [documented]: 'invalid' });
  assertAcceptedText(value, documented);
  const { accepts, rule } = pathParameters[name];
  if (!accepts(value)) throw apiError('BAD_USER_INPUT', `The ${documented} in the path must be ${rule}`, { [documented]: 'invalid' });
  return value;
}

export function apiErrorResponse(error: ApiError): Response {
  const response = errorResponse(errorStatus[error.code], error.code, error.message, error.details);
  if (error.retryAfterSeconds !== undefined) response.headers.set('retry-after', String(error.retryAfterSeconds));
  return response;
}

function graphqlErrorResponse(error: GraphQLError, log: Logger): Response {
  const api = asApiError(error.originalError);
  if (api) return apiErrorResponse(api);
  if (!error.path) {
    // Not raised by a resolver: a value the caller sent did not fit the schema's types. Name its field.
    // The value's path names it last (`input.blockList[0]`: blockList).
    const path = /at "([^"]*)"/.exec(error.message)?.[1];
    const field =
      path?.match(/[A-Za-z_]\w*/g)?.at(-1) ?? /Field "(\w+)"/.exec(error.message)?.[1] ?? /Variable "\$(\w+)"/.exec(error.message)?.[1];
    // graphql-js words it in GraphQL's terms, echoing the whole input and its global ids back: REST
    // callers get the field, whether it was missing or of the wrong kind, and our scalars' own words.
    const missing = /was not provided|must not be null/.test(error.message);
    const reason = /; (DateTime must [^\n]*)$/.exec(error.message)?.[1];
    const message = reason ?? (field ? (missing ? `${field} is required` : `${field} has a value of the wrong type`) : 'The request has a value of the wrong type');
    return errorResponse(400, 'BAD_USER_INPUT', message, field ? { [field]: missing ? 'required' : 'invalid' } : undefined);
  }
  const client = clientError(error);
  if (client) return apiErrorResponse(client);
  log.error({ err: error.originalError ?? error }, 'REST route failed');
  return errorResponse(500, 'INTERNAL_SERVER_ERROR', 'Unexpected error');
}
