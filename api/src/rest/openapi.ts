import { getOperationAST, parse } from 'graphql';
import packageJson from '../../../package.json' with { type: 'json' };
import { brand } from '../../../web/src/brand.ts';
import { errorStatus } from '../errors.ts';
import { createSchemaWriter, type JsonSchema, type SchemaUse } from './jsonSchema.ts';
import { refusalResponses, refusalsOf } from './openapiRefusals.ts';
import { paramNames, pathParameters, pathTemplates } from './paths.ts';
import { ApiError } from './schemas/common.ts';
import { openApiVersion } from './schemas/service.ts';
import type { ApiTag, RestRoute, RouteAccess } from './types.ts';

// The OpenAPI 3.1 document of /api/*, written from the route table (GET /api/openapi.json): each
// route's `doc` gives its words and schemas, its shape (method, path, status, upload, beacon, file)
// the rest. openapi.test.ts holds real answers of every route to it.

const tags: Record<ApiTag, string> = {
  Service: 'The service itself: whether it is up, and this description',
  Auth: 'Signing in and out, and the signed-in account',
  Users: "Staff accounts (admins only, but for reading one's own)",
  Blog: 'Blog posts: the public list and articles, and their writing by staff',
  Contact: 'The contact form, and the staff inbox of its enquiries',
  Analytics: "Page views and browser errors sent by the site, and the staff's report",
  Activity: 'What staff did recently, from the audit log',
  Settings: 'The site settings: the public ones, and all of them for admins',
  Media: 'The media library: images staff upload for posts and pages',
  Pages: "The site's pages, made of blocks in both languages, and its header and footer menus",
  'Personal data': 'What the site holds about an email address: found, exported as JSON and erased on request (admins only)',
  Site: 'The whole content of the site as one archive, to keep or to move to another site (admins only)',
  Webhooks: 'Endpoints of other systems that receive signed events (enquiries, publications, uploads), and the log of what was sent to each (admins only)',
  Redirects: 'Old addresses of posts and pages that lead to their new ones with a 301 (admins only)',
  Previews: 'Links that show a post or page as stored, before it is public, to anyone holding them until they expire or are revoked (staff)',
  Review:
    'Submitting drafts for review, approving (publishing) them and sending them back with a comment (staff: contributors submit, editors and admins review)',
};

const accessWords: Record<RouteAccess, string | null> = {
  public: null,
  staff: 'For signed-in staff: editors and admins.',
  admin: 'For admins only.',
  own: 'For admins, and for editors on what is their own.',
};

/** The GraphQL operation's name, as an operation id: RestCreateUser → createUser. */
function operationId(route: RestRoute): string {
  const name = getOperationAST(parse(route.document))?.name?.value;
  if (!name) throw new Error(`REST route ${route.method} ${route.path}: its operation has no name`);
  const bare = name.replace(/^Rest/, '');
  return bare[0].toLowerCase() + bare.slice(1);
}

type SchemaWriter = ReturnType<typeof createSchemaWriter>;

// A public read (`publicRead`) is kept by the public cache (http/publicCache.ts) while the cache is
// on: anonymous callers get a weak ETag, and 304 for a copy still current.
const ifNoneMatch = {
  name: 'If-None-Match',
  in: 'header',
  required: false,
  description: 'The ETag of a copy you keep: 304, without a body, while it is current (anonymous reads)',
  schema: { type: 'string' },
};
const etag = (required: boolean) => ({
  ETag: {
    description: 'A weak validator of this answer, to send back in If-None-Match (anonymous reads, while the public cache is on)',
    required,
    schema: { type: 'string', pattern: '^W/".+"$' },
  },
});

function parameters(route: RestRoute, names: string[], writer: SchemaWriter): JsonSchema[] {
  const path = paramNames(route.path).map((name, i) => {
    const known = pathParameters[name];
    if (!known) throw new Error(`REST route ${route.method} ${route.path}: say in rest/paths.ts what :${name} is`);
    return { name: names[i], in: 'path', required: true, description: known.description, schema: known.schema };
  });
  const headers = route.publicRead ? [ifNoneMatch] : [];
  if (!route.doc.query) return [...path, ...headers];
  const { properties = {}, required = [] } = writer.write(route.doc.query, 'input');
  const query = Object.entries(properties as Record<string, JsonSchema>).map(([name, { description, ...schema }]) => ({
    name,
    in: 'query',
    required: required.includes(name),
    ...(description ? { description } : {}),
    schema,
    // One parameter, its items separated by commas (?actions=a,b): the router reads one value per name.
    ...(schema.type === 'array' ? { style: 'form', explode: false } : {}),
  }));
  return [...path, ...query, ...headers];
}

function requestBody(route: RestRoute, writer: SchemaWriter): JsonSchema | undefined {
  if (!route.doc.body) return undefined;
  const schema = writer.write(route.doc.body, 'input');
  if (route.upload) return { required: true, content: { 'multipart/form-data': { schema } } };
  // navigator.sendBeacon sends its JSON as text/plain.
  const beacon = route.beacon ? { 'text/plain': { schema: { type: 'string', contentMediaType: 'application/json', contentSchema: schema } } } : {};
  return { required: true, content: { 'application/json': { schema }, ...beacon } };
}

const successWords: Record<number, string> = { 200: 'Done', 201: 'Created', 204: 'Taken, with nothing to answer' };

function successes(route: RestRoute, writer: SchemaWriter): Record<string, JsonSchema> {
  const status = route.status ?? 200;
  const description = successWords[status] ?? 'Done';
  const notModified: Record<string, JsonSchema> = route.publicRead
    ? { 304: { description: 'Not modified: the ETag sent in If-None-Match is current (anonymous reads only)', headers: etag(true) } }
    : {};
  if (status === 204) return { 204: { description } };
  if (!route.doc.data) throw new Error(`REST route ${route.method} ${route.path}: its doc has no data`);
  const data = writer.write(route.doc.data, 'output');
  const disposition = route.file?.namePattern
    ? { type: 'string', pattern: `^attachment; filename="${route.file.namePattern}"$` }
    : { const: `attachment; filename="${route.file?.filename}"` };
  const download =
    route.file?.filename || route.file?.namePattern
      ? { 'Content-Disposition': { description: 'A file to download', required: true, schema: disposition } }
      : {};
  const headers = { ...download, ...(route.publicRead ? etag(false) : {}) };
  const described = { description, ...(Object.keys(headers).length ? { headers } : {}) };
  if (route.file) return { [status]: { ...described, content: { [route.file.contentType.split(';')[0]]: { schema: data } } }, ...notModified };
  const envelope = { type: 'object', properties: { success: { const: true }, data }, required: ['success', 'data'], additionalProperties: false };
  return { [status]: { ...described, content: { 'application/json': { schema: envelope } } }, ...notModified };
}

function operation(route: RestRoute, names: string[], writer: SchemaWriter): JsonSchema {
  const { doc } = route;
  const description = [doc.description, accessWords[doc.access]].filter(Boolean).join('\n\n');
  const refusals = Object.fromEntries(refusalsOf(route).map((code) => [errorStatus[code], { $ref: `#/components/responses/${code}` }]));
  const body = requestBody(route, writer);
  return {
    operationId: operationId(route),
    summary: doc.summary,
    ...(description ? { description } : {}),
    tags: [doc.tag],
    security: doc.access === 'public' ? [] : [{ bearerAuth: [] }],
    parameters: parameters(route, names, writer),
    ...(body ? { requestBody: body } : {}),
    responses: { ...successes(route, writer), ...refusals, default: { $ref: '#/components/responses/Error' } },
  };
}

/** The schemas a route's entry uses, for the writer to convert all at once. */
function schemaUses({ doc }: RestRoute): SchemaUse[] {
  return [
    ...(doc.query ? [{ schema: doc.query, io: 'input' as const }] : []),
    ...(doc.body ? [{ schema: doc.body, io: 'input' as const }] : []),
    ...(doc.data ? [{ schema: doc.data, io: 'output' as const }] : []),
  ];
}

export function openApiDocument(routes: RestRoute[]): JsonSchema {
  const writer = createSchemaWriter([...routes.flatMap(schemaUses), { schema: ApiError, io: 'output' }]);
  const templates = pathTemplates(routes);
  const paths: Record<string, Record<string, JsonSchema>> = {};
  const ids = new Set<string>();
  for (const route of routes) {
    const { template, names } = templates.get(route.path)!;
    const written = operation(route, names, writer);
    if (ids.has(written.operationId)) throw new Error(`Two REST routes run an operation named like ${written.operationId}`);
    ids.add(written.operationId);
    paths[template] = { ...paths[template], [route.method.toLowerCase()]: written };
  }
  const codes = [...new Set(routes.flatMap(refusalsOf))].sort((a, b) => errorStatus[a] - errorStatus[b]);
  const responses = refusalResponses(codes, writer.write(ApiError, 'output'));
  return {
    openapi: openApiVersion,
    info: {
      title: `${brand.name.en} REST API`,
      version: packageJson.version,
      description: [
        'The REST face of the GraphQL API at /graphql: every route runs one GraphQL operation.',
        'Answers are `{ "success": true, "data": … }`; errors `{ "success": false, "error", "message", "details", "status" }` with the matching HTTP status.',
        'Ids are numbers; `lang=en|ar` picks the language of blog content and of pages as visitors read them. Staff send `Authorization: Bearer <token>` (POST /api/auth/login).',
      ].join('\n\n'),
    },
    servers: [{ url: '/' }],
    tags: Object.entries(tags).map(([name, description]) => ({ name, description })),
    paths,
    components: {
      schemas: Object.fromEntries(Object.entries(writer.components).sort(([a], [b]) => a.localeCompare(b))),
      responses,
      securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', description: 'The token POST /api/auth/login answers with' } },
    },
  };
}

const written = new WeakMap<RestRoute[], string>();

/** The document as JSON text, written once per table. */
export function openApiJson(routes: RestRoute[]): string {
  let text = written.get(routes);
  if (text === undefined) {
    text = JSON.stringify(openApiDocument(routes));
    written.set(routes, text);
  }
  return text;
}
