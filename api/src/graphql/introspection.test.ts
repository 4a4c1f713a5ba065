import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { buildClientSchema, getIntrospectionQuery, lexicographicSortSchema, printSchema } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/testApp.ts';
import { lintSchema } from './schemaLint.ts';

// Production does not describe its schema: no introspection (unless configured) and no "Did you mean …?".

async function post(app: TestApp, query: string, variables?: Record<string, unknown>) {
  const response = await app.request('/graphql', { method: 'POST', json: { query, variables }, headers: { accept: 'application/json' } });
  return { status: response.status, body: (await response.json()) as { data?: any; errors?: { message: string; extensions?: { code?: string } }[] } };
}

// What GraphiQL asks for.
const fullIntrospection = getIntrospectionQuery({ descriptions: true, specifiedByUrl: true, directiveIsRepeatable: true, inputValueDeprecation: true });

let production: TestApp;
let development: TestApp;
beforeAll(() => {
  production = createTestApp({ NODE_ENV: 'production' });
  development = createTestApp({ NODE_ENV: 'development' });
});
afterAll(async () => {
  await production.cleanup();
  await development.cleanup();
});

describe('introspection', () => {
  it('is refused in production with a 400 and a code; __typename still answers', async () => {
    for (const query of ['{ __schema { queryType { name } } }', '{ __type(name: "Post") { fields { name } } }', fullIntrospection]) {
      const { status, body } = await post(production, query);
      expect(status).toBe(400);
      expect(body.data).toBeUndefined();
      expect(body.errors?.[0].extensions?.code).toBe('INTROSPECTION_DISABLED');
    }
    expect(await post(production, '{ __typename }')).toEqual({ status: 200, body: { data: { __typename: 'Query' } } });
  });

  it('is turned on in production by GRAPHQL_INTROSPECTION=true, and fits the limits', async () => {
    const open = createTestApp({ NODE_ENV: 'production', GRAPHQL_INTROSPECTION: 'true' });
    try {
      const { status, body } = await post(open, fullIntrospection);
      expect(status).toBe(200);
      expect(body.errors).toBeUndefined();
      expect(body.data.__schema.types.map((t: { name: string }) => t.name)).toContain('Post');
      expect((await post(production, fullIntrospection)).status).toBe(400);
    } finally {
      await open.cleanup();
    }
  });

  it('describes the schema exactly as the published schema.graphql does, descriptions included', async () => {
    const { body } = await post(development, fullIntrospection);
    const answered = buildClientSchema(body.data);
    expect(lintSchema(answered).violations).toEqual([]);
    expect(`${printSchema(lexicographicSortSchema(answered))}\n`).toBe(readFileSync(resolve(import.meta.dirname, '../../../schema.graphql'), 'utf8'));
  });

  it('is turned off in development by GRAPHQL_INTROSPECTION=false', async () => {
    const closed = createTestApp({ NODE_ENV: 'development', GRAPHQL_INTROSPECTION: 'false' });
    try {
      const { status, body } = await post(closed, '{ __schema { queryType { name } } }');
      expect(status).toBe(400);
      expect(body.errors?.[0].extensions?.code).toBe('INTROSPECTION_DISABLED');
      expect((await post(development, '{ __schema { queryType { name } } }')).status).toBe(200);
    } finally {
      await closed.cleanup();
    }
  });
});

describe('"Did you mean …?" suggestions', () => {
  const typos = [
    { what: 'field', query: '{ posts(first: 1) { edges { node { slgu } } } }', hint: '"slug"' },
    { what: 'argument', query: '{ posts(frist: 1) { totalCount } }', hint: '"first"' },
    { what: 'type', query: 'query ($locale: Locael!) { tags { name(locale: $locale) } }', hint: '"Locale"' },
    { what: 'enum value', query: '{ tags { name(locale: EN) } }', hint: '"en"' },
    { what: 'enum value in a variable', query: 'query ($locale: Locale!) { tags { name(locale: $locale) } }', variables: { locale: 'EN' }, hint: '"en"' },
  ];

  for (const { what, query, variables, hint } of typos) {
    it(`name no ${what} in production (they do in development)`, async () => {
      const helpful = await post(development, query, variables);
      expect(helpful.body.errors?.[0].message).toMatch(/Did you mean/);
      expect(helpful.body.errors?.[0].message).toContain(hint);

      const { body } = await post(production, query, variables);
      expect(body.errors?.length).toBeGreaterThan(0);
      for (const error of body.errors ?? []) {
        expect(error.message).not.toMatch(/did you mean/i);
        expect(error.message).not.toContain(hint);
      }
    });
  }
});
