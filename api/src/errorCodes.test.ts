import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorStatus, isErrorCode } from './errors.ts';
import { refusalCodes } from './graphql/limits.ts';
import { errorCodes as restErrorCodes } from './rest/schemas/common.ts';
import { createTestApp, type TestApp } from './testing/testApp.ts';

// The table of error codes (docs/api.md, "Error codes") held to the code (issue 20: it
// left out GRAPHQL_PARSE_FAILED and BAD_REQUEST, and said a document that does not validate is a
// 4xx, which it is not under Accept: application/json). Its rows are every code the server has:
// the API's (errors.ts), the REST door's own, the GraphQL limits' and those graphql-js, Yoga and
// the persisted operations raise, each of the last provoked here and answered as the table says.

interface Row {
  code: string;
  /** Every status the row's Status cell names. */
  statuses: number[];
  door: string;
}

function documentedTable(): Row[] {
  const doc = readFileSync(new URL('../../docs/api.md', import.meta.url), 'utf8');
  const section = doc.slice(doc.indexOf('## Error codes'));
  // To the next heading, or the end of the file.
  const table = section.split(/\n#/)[0];
  return [...table.matchAll(/^\| `(\w+)` \| ([^|]+) \| (\w+) \|/gm)].map(([, code, status, door]) => ({
    code,
    statuses: [...status.matchAll(/\b\d{3}\b/g)].map(([n]) => Number(n)).sort(),
    door,
  }));
}

type Send = (app: TestApp, accept: string) => Promise<Response>;

const post =
  (body: unknown): Send =>
  (app, accept) =>
    app.request('/graphql', { method: 'POST', json: body, headers: { accept } });
const get =
  (query: string): Send =>
  (app, accept) =>
    app.request(`/graphql?${new URLSearchParams({ query })}`, { headers: { accept } });

/** Nested arrays `depth` deep. */
const nested = (depth: number): unknown => (depth === 0 ? 'x' : [nested(depth - 1)]);

/** Requests that get each code no status of errors.ts gives, and the door that answers them. */
const provoked: Record<string, { door: 'GraphQL' | 'REST'; sends: Send[]; persistedOnly?: true }> = {
  GRAPHQL_PARSE_FAILED: { door: 'GraphQL', sends: [post({ query: '{' }), get('{ health {')] },
  GRAPHQL_VALIDATION_FAILED: { door: 'GraphQL', sends: [post({ query: '{ nope }' }), post({ query: 'query ($n: Int!) { health { ok } }' })] },
  BAD_REQUEST: {
    door: 'GraphQL',
    sends: [
      post({ query: 1 }),
      post({ query: '{ health { ok } }', variables: 'x' }),
      get('mutation { logout { success } }'),
      (app, accept) => app.request('/graphql', { method: 'PUT', json: { query: '{ health { ok } }' }, headers: { accept } }),
    ],
  },
  OPERATION_RESOLUTION_FAILURE: {
    door: 'GraphQL',
    sends: [post({ query: 'query A { health { ok } } query B { health { ok } }' }), post({ query: 'query A { health { ok } }', operationName: 'B' })],
  },
  INTROSPECTION_DISABLED: { door: 'GraphQL', sends: [post({ query: '{ __schema { queryType { name } } }' })] },
  TOO_MANY_TOKENS: { door: 'GraphQL', sends: [post({ query: `{ ${'__typename '.repeat(2000)}}` })] },
  QUERY_TOO_DEEP: { door: 'GraphQL', sends: [post({ query: `{ post(slug: "a") { ${'related { '.repeat(12)}id${' }'.repeat(12)} } }` })] },
  TOO_MANY_ALIASES: { door: 'GraphQL', sends: [post({ query: `{ ${Array.from({ length: 11 }, (_, i) => `a${i}: health { ok }`).join(' ')} }` })] },
  TOO_MANY_DIRECTIVES: { door: 'GraphQL', sends: [post({ query: `{ ${'__typename @include(if: true) '.repeat(50)}}` })] },
  VARIABLES_TOO_DEEP: { door: 'GraphQL', sends: [post({ query: 'query ($s: String) { posts(search: $s) { totalCount } }', variables: { s: nested(40) } })] },
  QUERY_TOO_COSTLY: {
    door: 'GraphQL',
    sends: [post({ query: '{ posts(first: 100) { edges { node { related(first: 12) { related(first: 12) { id } } } } } }' })],
  },
  PERSISTED_QUERY_NOT_FOUND: { door: 'GraphQL', sends: [post({ documentId: 'a'.repeat(64) })] },
  PERSISTED_QUERY_REQUIRED: { door: 'GraphQL', sends: [post({ query: '{ health { ok } }' })], persistedOnly: true },
  METHOD_NOT_ALLOWED: { door: 'REST', sends: [(app, accept) => app.request('/api/health', { method: 'POST', headers: { accept } })] },
};

const accepts = ['application/graphql-response+json', 'application/json'];

let app: TestApp;
let persistedOnly: TestApp;
beforeAll(() => {
  app = createTestApp({ NODE_ENV: 'production' });
  persistedOnly = createTestApp({ NODE_ENV: 'production', GRAPHQL_PERSISTED_ONLY: 'true' });
});
afterAll(async () => {
  await app.cleanup();
  await persistedOnly.cleanup();
});

describe('the documented error codes', () => {
  const rows = documentedTable();

  it('are every code the server has, once each', () => {
    const codes = rows.map((row) => row.code);
    expect(codes.length).toBe(new Set(codes).size);
    expect(codes.sort()).toEqual([...new Set([...restErrorCodes, ...refusalCodes, ...Object.keys(provoked)])].sort());
    // Every limit of limits.ts is provoked below, not only listed.
    expect(refusalCodes.filter((code) => !provoked[code])).toEqual([]);
  });

  it('give each code of errors.ts its status, on both doors, and a fault of ours 500', () => {
    for (const row of rows.filter((r) => isErrorCode(r.code) || r.code === 'INTERNAL_SERVER_ERROR')) {
      const status = isErrorCode(row.code) ? errorStatus[row.code] : 500;
      expect(row, row.code).toEqual({ code: row.code, statuses: [status], door: 'both' });
    }
  });

  it('give each code the libraries and the limits raise the statuses it is answered with, under either Accept', async () => {
    for (const [code, { door, sends, persistedOnly: only }] of Object.entries(provoked)) {
      const seen = new Set<number>();
      for (const send of sends) {
        for (const accept of accepts) {
          const response = await send(only ? persistedOnly : app, accept);
          const body = await response.json();
          const got = door === 'REST' ? body.error : body.errors?.[0]?.extensions?.code;
          expect({ code: got, accept }, JSON.stringify(body).slice(0, 300)).toEqual({ code, accept });
          seen.add(response.status);
        }
      }
      expect(
        rows.find((row) => row.code === code),
        code,
      ).toEqual({ code, statuses: [...seen].sort(), door });
    }
  });
});
