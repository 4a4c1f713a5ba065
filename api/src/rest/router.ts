import { execute, getOperationAST, GraphQLError, parse, validate, type DocumentNode, type GraphQLSchema, type OperationDefinitionNode } from 'graphql';
import type { Logger } from 'pino';
import type { Context } from '../context.ts';
import { apiError, asApiError } from '../errors.ts';
import { readJsonBody, readMultipartBody } from '../http/body.ts';
import { requireViewer, requireViewerDuringSetup } from '../services/auth/permissions.ts';
import { assertAcceptedText, assertWellFormedQuery, percentDecode } from '../http/wellFormed.ts';
import { json, restApiError, restApiErrorResponse, restErrorResponse, unexpectedErrorResponse } from './errors.ts';
import { pathParameters, pathTemplates } from './paths.ts';
import type { FileAnswer, RestInput, RestRoute } from './types.ts';
import { variablesMisfit } from '../graphql/variables.ts';
import { escapeRegExp } from '../services/regExp.ts';

interface CompiledRoute extends RestRoute {
  pattern: RegExp;
  paramNames: string[];
  /** The path parameters' names in the OpenAPI document, which a refusal names. */
  documentedNames: string[];
  parsed: DocumentNode;
  operation: OperationDefinitionNode;
}

export type RestHandler = (request: Request, url: URL, context: Context) => Promise<Response>;

function compilePath(path: string): { pattern: RegExp; paramNames: string[] } {
  const paramNames: string[] = [];
  // Literal characters match themselves: the dot of /api/contact-messages.csv is no wildcard.
  const source = path
    .split(/(:\w+)/)
    .map((part) => {
      if (!part.startsWith(':')) return escapeRegExp(part);
      paramNames.push(part.slice(1));
      return '([^/]+)';
    })
    .join('');
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

// The table compiled, per schema and table. Both are made once per process and never change, but
// an app is made many times in one (each test makes its own): parsing and validating the table's
// documents again for each cost about a tenth of a second of CPU, most of making an app.
const compiledTables = new WeakMap<GraphQLSchema, WeakMap<RestRoute[], CompiledRoute[]>>();

function compileTable(schema: GraphQLSchema, routes: RestRoute[]): CompiledRoute[] {
  const tables = compiledTables.get(schema) ?? new WeakMap<RestRoute[], CompiledRoute[]>();
  compiledTables.set(schema, tables);
  const known = tables.get(routes);
  if (known) return known;
  const templates = pathTemplates(routes);
  const compiled = routes.map((route) => {
    const parsed = parse(route.document);
    const problems = validate(schema, parsed);
    if (problems.length) throw new Error(`REST route ${route.method} ${route.path}: ${problems.map((p) => p.message).join('; ')}`);
    return { ...route, ...compilePath(route.path), documentedNames: templates.get(route.path)!.names, parsed, operation: getOperationAST(parsed)! };
  });
  tables.set(routes, compiled);
  return compiled;
}

/**
 * The REST door: each route is a GraphQL document, parsed and validated once here,
 * then executed against the same schema and context as /graphql.
 */
export function createRestRouter(schema: GraphQLSchema, routes: RestRoute[], log: Logger): RestHandler {
  const compiled = compileTable(schema, routes);

  return async (request, url, context) => {
    const matches = compiled
      .map((route) => ({ route, match: route.pattern.exec(url.pathname) }))
      .filter((m): m is { route: CompiledRoute; match: RegExpExecArray } => m.match !== null);
    if (matches.length === 0) return restErrorResponse(404, 'NOT_FOUND', 'No such API endpoint');
    // HEAD is GET without the body (which the app's fetch drops).
    const method = request.method === 'HEAD' ? 'GET' : request.method;
    const found = matches.find((m) => m.route.method === method);
    if (!found) {
      return restErrorResponse(405, 'METHOD_NOT_ALLOWED', 'Method not allowed', null, { allow: methodsOf(matches.map((m) => m.route)).join(', ') });
    }
    const { route, match } = found;
    let variableValues: Record<string, unknown> | undefined;
    try {
      // A route for staff tells a caller without a session so before it looks at what was sent:
      // their path, query and body are of no use until they sign in (and an upload of 15 MB is not read).
      if (route.doc.access !== 'public') (route.doc.duringSetup ? requireViewerDuringSetup : requireViewer)(context);
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
      variableValues = route.variables?.(input) ?? {};
      let operationData: Record<string, unknown>;
      if (route.direct) {
        operationData = await route.direct(variableValues, context);
      } else {
        const result = await execute({ schema, document: route.parsed, variableValues, contextValue: context });
        // Its first error answers for the route, as a thrown one would.
        if (result.errors?.length) throw result.errors[0];
        operationData = result.data as Record<string, unknown>;
      }
      const data = route.respond(operationData, input, context);
      if (route.status === 204) return new Response(null, { status: 204, headers: { 'cache-control': 'no-store' } });
      if (route.file) {
        const { contentType, namePattern } = route.file;
        const named = namePattern ? (data as FileAnswer) : null;
        const filename = named?.filename ?? route.file.filename;
        const download: Record<string, string> = filename ? { 'content-disposition': `attachment; filename="${filename}"` } : {};
        return new Response(named ? Buffer.from(named.bytes) : String(data), {
          status: route.status ?? 200,
          headers: { 'content-type': contentType, ...download, 'cache-control': 'no-store' },
        });
      }
      return json({ success: true, data }, route.status ?? 200);
    } catch (error) {
      const values = variableValues;
      const api = restApiError(error, context, () => (values ? variablesMisfit(schema, route.operation, values, context) : null));
      if (api) return restApiErrorResponse(api);
      log.error({ err: error instanceof GraphQLError ? (error.originalError ?? error) : error, path: url.pathname }, 'REST route failed');
      return unexpectedErrorResponse();
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
