import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import {
  getNullableType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isScalarType,
  parse,
  typeFromAST,
  type GraphQLInputType,
  type OperationDefinitionNode,
} from 'graphql';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routes } from '../rest/routes.ts';
import { seedContent } from '../services/seed.ts';
import type { App } from '../app.ts';
import { countingApp, createTestApp, type TestApp } from '../testing/testApp.ts';
import { graphqlLimits, refusalCodes } from './limits.ts';
import { loadPersistedDocuments } from './persisted.ts';
import { schema } from './schema.ts';

// Every operation the web app and the REST routes send passes the limits; the attacks that froze
// or crashed the server are refused at once with a 400 and a code.

interface GraphQLBody {
  data?: unknown;
  errors?: { message: string; extensions?: { code?: string } }[];
}

let app: TestApp;
/** The same app, counting the SQL statements it runs but the site settings' read. */
let counted: Awaited<ReturnType<typeof countingApp>>;
let statements = 0;
let slug: string;

beforeAll(async () => {
  app = createTestApp();
  await seedContent(app.db, app.log);
  slug = (await app.db.post.findFirstOrThrow({ where: { status: 'PUBLISHED' } })).slug;
  // Every answer's headers need the settings: kept in memory, read again after any change (another
  // test's write, announced across processes on PostgreSQL).
  counted = await countingApp(app, (sql) => {
    if (!/\bSetting\b/.test(sql)) statements++;
  });
});
afterAll(async () => {
  await counted.close();
  await app.cleanup();
});

/** POSTs as the web app does (it accepts application/json, for which Yoga would answer validation errors with 200). */
async function post(target: Pick<App, 'fetch'>, query: string, variables?: Record<string, unknown>) {
  const headers = { 'content-type': 'application/json', accept: 'application/json' };
  const request = new Request('http://localhost/graphql', { method: 'POST', headers, body: JSON.stringify({ query, variables }) });
  const response = await target.fetch(request, { ip: '127.0.0.1' });
  const text = await response.text();
  return { status: response.status, text, body: JSON.parse(text) as GraphQLBody };
}

async function expectRefused(query: string, code: (typeof refusalCodes)[number], variables?: Record<string, unknown>) {
  const before = statements;
  const answer = await post(counted.app, query, variables);
  expect(answer.status).toBe(400);
  expect(answer.body.data).toBeUndefined();
  expect(answer.body.errors?.map((e) => e.extensions?.code)).toContain(code);
  // Refused before any resolver ran: not one SQL statement, where the attacks ran for seconds.
  // (How long a refusal takes is a figure of `npm run bench`, benchHostile.ts.)
  expect(statements - before).toBe(0);
  return answer;
}

/** The largest values the caller may send: every Int a full page (100), every Boolean true, required values filled in. */
function sampleValue(type: GraphQLInputType): unknown {
  const nullable = getNullableType(type);
  if (isListType(nullable)) return [sampleValue(nullable.ofType)];
  if (isEnumType(nullable)) return nullable.getValues()[0].name;
  if (isInputObjectType(nullable)) {
    const fields = Object.values(nullable.getFields()).filter((field) => isNonNullType(field.type));
    return Object.fromEntries(fields.map((field) => [field.name, sampleValue(field.type)]));
  }
  if (isScalarType(nullable) && nullable.name === 'Int') return 100;
  if (isScalarType(nullable) && nullable.name === 'Boolean') return true;
  return 'sample';
}

function sampleVariables(document: string): Record<string, unknown> {
  const operation = parse(document).definitions.find((d): d is OperationDefinitionNode => d.kind === 'OperationDefinition')!;
  const variables: Record<string, unknown> = {};
  for (const definition of operation.variableDefinitions ?? []) {
    const type = typeFromAST(schema, definition.type) as GraphQLInputType;
    const named = getNullableType(type);
    const worstCase = isScalarType(named) && (named.name === 'Int' || named.name === 'Boolean');
    if (isNonNullType(type) || worstCase) variables[definition.variable.name.value] = sampleValue(type);
  }
  return variables;
}

const generatedDir = join(import.meta.dirname, '../../../web/src/__generated__');

async function webAppOperations(): Promise<{ name: string; text: string }[]> {
  const operations: { name: string; text: string }[] = [];
  // Artifacts name their operation by its persisted id; the text is in the map.
  const persisted = loadPersistedDocuments();
  for (const file of readdirSync(generatedDir)
    .filter((f) => f.endsWith('.graphql.ts'))
    .sort()) {
    const artifact = (await import(join(generatedDir, file))).default as { params?: { name: string; id?: string | null; text: string | null } };
    const text = artifact.params?.text ?? (artifact.params?.id ? persisted.text(artifact.params.id) : undefined);
    if (artifact.params && text) operations.push({ name: artifact.params.name, text });
  }
  return operations;
}

describe('the operations we send ourselves', () => {
  it('lets every operation the web app compiles through the limits, with its largest variables', async () => {
    const operations = await webAppOperations();
    expect(operations.length).toBeGreaterThan(5);
    for (const { name, text } of operations) {
      const { body } = await post(app, text, sampleVariables(text));
      const codes = (body.errors ?? []).map((e) => e.extensions?.code);
      expect({ name, refused: codes.filter((code) => (refusalCodes as readonly unknown[]).includes(code)) }).toEqual({ name, refused: [] });
      // It ran: data (perhaps null, for an anonymous caller) came back. The upload's File variable
      // cannot travel in JSON: it is refused, once past the limits (as for its REST route below).
      if (name === 'uploadImageMutation') expect({ name, codes }).toEqual({ name, codes: ['BAD_USER_INPUT'] });
      else expect(body, name).toHaveProperty('data');
    }
  });

  it('lets every REST route document through the limits at /graphql, with its largest variables', async () => {
    for (const route of routes) {
      const { body } = await post(app, route.document, sampleVariables(route.document));
      const codes = (body.errors ?? []).map((e) => e.extensions?.code);
      const name = `${route.method} ${route.path}`;
      expect({ name, refused: codes.filter((code) => (refusalCodes as readonly unknown[]).includes(code)) }).toEqual({ name, refused: [] });
      // A file cannot travel in JSON: an upload's File variable is refused, once past the limits.
      if (route.upload) expect({ name, codes }).toEqual({ name, codes: ['BAD_USER_INPUT'] });
      else expect(body, name).toHaveProperty('data');
    }
  });
});

describe('the attacks on the landed API', () => {
  it('refuses related posts nested twelve deep', async () => {
    const query = `{ post(slug: "${slug}") { ${'related { '.repeat(12)}id${' }'.repeat(12)} } }`;
    const { body } = await expectRefused(query, 'QUERY_TOO_DEEP');
    expect(body.errors?.[0].message).toMatch(new RegExp(`depth limit of ${graphqlLimits.depth}`));
  });

  it('refuses three deep queries at once, and /api/health still answers', async () => {
    const query = `{ post(slug: "${slug}") { ${'related { '.repeat(12)}id${' }'.repeat(12)} } }`;
    const [health, ...answers] = await Promise.all([app.request('/api/health'), post(app, query), post(app, query), post(app, query)]);
    expect(answers.map((a) => a.status)).toEqual([400, 400, 400]);
    expect(health.status).toBe(200);
  });

  it('refuses 1,000 aliases of posts(first: 100) with a short answer', async () => {
    const query = `{ ${Array.from({ length: 1000 }, (_, i) => `a${i}: posts(first: 100) { totalCount }`).join(' ')} }`;
    const { text } = await expectRefused(query, 'TOO_MANY_TOKENS');
    expect(text.length).toBeLessThan(1000);
  });

  it('refuses more aliases than the limit', async () => {
    const query = `{ ${Array.from({ length: graphqlLimits.aliases + 1 }, (_, i) => `a${i}: health { ok }`).join(' ')} }`;
    await expectRefused(query, 'TOO_MANY_ALIASES');
  });

  it('refuses 5,000 nested inline fragments (a parser crash, not a 500)', async () => {
    const query = `{ ${'... on Query { '.repeat(5000)}__typename${' }'.repeat(5000)} }`;
    await expectRefused(query, 'TOO_MANY_TOKENS');
  });

  it('refuses a list literal 10,000 deep (a parser crash, not a 500)', async () => {
    const query = `{ posts(search: ${'['.repeat(10_000)}${']'.repeat(10_000)}) { totalCount } }`;
    await expectRefused(query, 'TOO_MANY_TOKENS');
  });

  it('refuses more directives than the limit', async () => {
    const query = `{ ${'__typename @include(if: true) '.repeat(50)}}`;
    await expectRefused(query, 'TOO_MANY_DIRECTIVES');
  });

  it('refuses a huge number of tokens', async () => {
    await expectRefused(`{ ${'__typename '.repeat(20_000)}}`, 'TOO_MANY_TOKENS');
  });

  it('refuses lists nested in pages beyond the cost limit, within the depth limit', async () => {
    await expectRefused('{ posts(first: 100) { edges { node { related(first: 12) { related(first: 12) { id } } } } } }', 'QUERY_TOO_COSTLY');
  });

  it('counts a list at most as long as it can be: related(first: 1000000) costs what related(first: 12) does, as it answers', async () => {
    const ask = (first: number) => post(app, `{ posts(first: 50) { edges { node { slug related(first: ${first}) { slug } } } } }`);
    const [huge, twelve] = [await ask(1_000_000), await ask(12)];
    expect(huge.status).toBe(200);
    expect(huge.body.errors).toBeUndefined();
    expect(huge.body.data).toEqual(twelve.body.data);
  });

  it('counts the cost with the variables sent', async () => {
    const query = 'query ($n: Int!) { posts(first: $n) { edges { node { related(first: $n) { related(first: $n) { id } } } } } }';
    await expectRefused(query, 'QUERY_TOO_COSTLY', { n: 100 });
    const small = await post(app, query, { n: 2 });
    expect(small.status).toBe(200);
    expect(small.body.errors).toBeUndefined();
  });

  it("counts a page's blocks as a document: a hundred pages in one language pass, the same in both do not", async () => {
    const one = await post(app, '{ pages(first: 100) { edges { node { view(locale: en) { blocks } } } } }');
    expect(one.status).toBe(200);
    expect(one.body.errors).toBeUndefined();
    expect((one.body.data as { pages: { edges: unknown[] } }).pages.edges.length).toBeGreaterThan(0);
    await expectRefused('{ pages(first: 100) { edges { node { view(locale: en) { blocks } ar: view(locale: ar) { blocks } } } } }', 'QUERY_TOO_COSTLY');
  });

  it('logs no error (and no stack) for any of these refusals', async () => {
    const lines: { level: number; err?: unknown; msg?: string }[] = [];
    const log = pino({ level: 'debug' }, { write: (line: string) => lines.push(JSON.parse(line)) });
    const logged = createTestApp({ LOG_LEVEL: 'debug' }, { log });
    try {
      const attacks = [
        `{ post(slug: "x") { ${'related { '.repeat(12)}id${' }'.repeat(12)} } }`,
        `{ ${'... on Query { '.repeat(5000)}__typename${' }'.repeat(5000)} }`,
        `{ posts(search: ${'['.repeat(10_000)}${']'.repeat(10_000)}) { totalCount } }`,
        `{ ${'__typename @include(if: true) '.repeat(50)}}`,
        '{ posts(first: 100) { edges { node { related(first: 12) { related(first: 12) { id } } } } } }',
      ];
      for (const query of attacks) expect((await post(logged, query)).status).toBe(400);
      expect(lines.filter((line) => line.level >= 40 || line.err !== undefined)).toEqual([]);
      expect(lines.some((line) => line.msg === 'request')).toBe(true);
    } finally {
      await logged.cleanup();
    }
  });
});
