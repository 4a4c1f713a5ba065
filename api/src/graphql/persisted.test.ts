import { mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pino from 'pino';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import blogListQuery from '../../../web/src/__generated__/BlogPostListPaginationQuery.graphql.ts';
import latestPostsQuery from '../../../web/src/__generated__/latestPostsQuery$parameters.ts';
import uploadImageMutation from '../../../web/src/__generated__/uploadImageMutation.graphql.ts';
import viewBeaconMutation from '../../../web/src/__generated__/recordPostViewMutation.graphql.ts';
import { loadConfig } from '../config.ts';
import { seedContent } from '../services/seed.ts';
import { loadPersistedDocuments } from './persisted.ts';
import { createTestApp, type TestApp } from '../testing/testApp.ts';

// /graphql runs the web app's operations by their persisted ids (documentId); with
// GRAPHQL_PERSISTED_ONLY nothing else, while REST and uploads from the admin keep working.

const latestPostsId = latestPostsQuery.params.id!;
const unknownId = 'f'.repeat(64);

async function post(app: TestApp, json: unknown, init: { token?: string } = {}) {
  return app.call('/graphql', { method: 'POST', json, headers: { accept: 'application/json' }, ...init });
}

/** A refusal in the API's shape: the status, one error with its code, no data. */
function expectRefused(result: { status: number; body: any }, code: string) {
  expect(result.status).toBe(400);
  expect(result.body).toEqual({ errors: [{ message: expect.any(String), extensions: expect.objectContaining({ code }) }] });
}

describe('persisted operations', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = createTestApp();
    await seedContent(app.db, app.log);
  });
  afterAll(() => app.cleanup());

  it('runs the operation persisted under a documentId, by POST and by GET, with its variables', async () => {
    const latest = await post(app, { documentId: latestPostsId, operationName: 'latestPostsQuery', variables: {} });
    expect(latest.status).toBe(200);
    expect(latest.body.errors).toBeUndefined();
    expect(latest.body.data.posts.edges.length).toBeGreaterThan(0);

    const list = await post(app, { documentId: blogListQuery.params.id, variables: { count: 2, locale: 'ar' } });
    expect(list.body.errors).toBeUndefined();
    expect(list.body.data.posts.edges).toHaveLength(2);

    const get = await app.call(`/graphql?documentId=${latestPostsId}`, { headers: { accept: 'application/json' } });
    expect(get.status).toBe(200);
    expect(get.body.data).toEqual(latest.body.data);
    // A GET never writes, named by id or not.
    const variables = encodeURIComponent(JSON.stringify({ input: { id: 'UG9zdDox' } }));
    const mutation = await app.call(`/graphql?documentId=${viewBeaconMutation.params.id}&variables=${variables}`, { headers: { accept: 'application/json' } });
    expect(mutation.status).toBe(405);
    expect(mutation.body.data).toBeUndefined();
  });

  it('answers an id it does not know with 400 PERSISTED_QUERY_NOT_FOUND', async () => {
    expectRefused(await post(app, { documentId: unknownId }), 'PERSISTED_QUERY_NOT_FOUND');
    expectRefused(await app.call(`/graphql?documentId=${unknownId}`, { headers: { accept: 'application/json' } }), 'PERSISTED_QUERY_NOT_FOUND');
  });

  it('refuses ids that are not a SHA-256 in hex, of any size or type, with 400 and never looks them up', async () => {
    const hostile: unknown[] = [
      'a'.repeat(200_000),
      'x'.repeat(64),
      latestPostsId.toUpperCase(),
      `sha256:${latestPostsId}`,
      ` ${latestPostsId}`,
      `${latestPostsId}\n`,
      '',
      '__proto__',
      'constructor',
      '../../../package.json',
      123,
      true,
      [],
      [latestPostsId],
      {},
      { id: latestPostsId },
      { __proto__: { polluted: true } },
    ];
    for (const documentId of hostile) {
      const result = await post(app, { documentId });
      expect({ documentId: String(documentId).slice(0, 70), status: result.status }).toEqual({ documentId: String(documentId).slice(0, 70), status: 400 });
      expectRefused(result, 'BAD_USER_INPUT');
    }
    const get = await app.call(`/graphql?documentId=${'z'.repeat(5000)}`, { headers: { accept: 'application/json' } });
    expectRefused(get, 'BAD_USER_INPUT');
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('refuses a documentId sent beside a query, and a request naming neither', async () => {
    expectRefused(await post(app, { documentId: latestPostsId, query: '{ __typename }' }), 'BAD_USER_INPUT');
    expectRefused(await post(app, { variables: {} }), 'BAD_USER_INPUT');
  });

  it('still runs a document sent as text (GRAPHQL_PERSISTED_ONLY is off by default)', async () => {
    expect(loadConfig({}).GRAPHQL_PERSISTED_ONLY).toBe(false);
    const result = await post(app, { query: '{ posts(first: 1) { totalCount } }' });
    expect(result.status).toBe(200);
    expect(result.body.data.posts.totalCount).toBeGreaterThan(0);
  });
});

describe('the public cache and persisted operations', () => {
  it('keeps an anonymous persisted query like the same query sent as text', async () => {
    const cached = createTestApp();
    try {
      await seedContent(cached.db, cached.log);
      const first = await post(cached, { documentId: latestPostsId });
      const second = await post(cached, { documentId: latestPostsId });
      expect([first.headers.get('x-cache'), second.headers.get('x-cache')]).toEqual(['miss', 'hit']);
      expect(second.body).toEqual(first.body);
      // An id it does not know is an error: never kept.
      await post(cached, { documentId: unknownId });
      expect((await post(cached, { documentId: unknownId })).headers.get('x-cache')).not.toBe('hit');
    } finally {
      await cached.cleanup();
    }
  });
});

describe('GRAPHQL_PERSISTED_ONLY=true', () => {
  const lines: { level: number; err?: unknown }[] = [];
  let app: TestApp;
  let token: string;
  beforeAll(async () => {
    const log = pino({ level: 'debug' }, { write: (line: string) => lines.push(JSON.parse(line)) });
    app = createTestApp({ GRAPHQL_PERSISTED_ONLY: 'true', LOG_LEVEL: 'debug' }, { log });
    await seedContent(app.db, app.log);
    const admin = await app.createStaff({ username: 'persisted-admin', role: 'ADMIN' });
    token = await app.signIn(admin.username, admin.password);
  });
  afterAll(() => app.cleanup());

  it('refuses a document sent as text, by POST and by GET, signed in or not, with 400 PERSISTED_QUERY_REQUIRED', async () => {
    expectRefused(await post(app, { query: '{ posts(first: 1) { totalCount } }' }), 'PERSISTED_QUERY_REQUIRED');
    expectRefused(await post(app, { query: '{ viewer { id } }' }, { token }), 'PERSISTED_QUERY_REQUIRED');
    expectRefused(await app.call('/graphql?query=%7B__typename%7D', { headers: { accept: 'application/json' } }), 'PERSISTED_QUERY_REQUIRED');
  });

  it('runs the web app’s operations by id', async () => {
    const result = await post(app, { documentId: latestPostsId });
    expect(result.status).toBe(200);
    expect(result.body.data.posts.edges.length).toBeGreaterThan(0);
    expectRefused(await post(app, { documentId: unknownId }), 'PERSISTED_QUERY_NOT_FOUND');
  });

  it('leaves the REST routes working: they run their documents in-process', async () => {
    const list = await app.call('/api/blogs?lang=ar');
    expect(list.status).toBe(200);
    expect(list.body.success).toBe(true);
    const slug = list.body.data.blogs[0].slug;
    expect((await app.call(`/api/blogs/${slug}`)).status).toBe(200);
    expect((await app.call('/api/users', { token })).status).toBe(200);
  });

  it('takes the admin’s image upload (multipart, by id)', async () => {
    const jpeg = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#2a6f97' } })
      .jpeg()
      .toBuffer();
    const body = new FormData();
    body.append(
      'operations',
      JSON.stringify({
        documentId: uploadImageMutation.params.id,
        operationName: 'uploadImageMutation',
        variables: { input: { file: null, altEn: 'Sea', altAr: 'بحر' } },
      }),
    );
    body.append('map', JSON.stringify({ 0: ['variables.input.file'] }));
    body.append('0', new File([new Uint8Array(jpeg)], 'sea.jpg', { type: 'image/jpeg' }));
    const result = await app.call('/graphql', { method: 'POST', body, token, headers: { accept: 'application/json' } });
    expect(result.body.errors).toBeUndefined();
    expect(result.body.data.uploadMedia.media).toMatchObject({ altEn: 'Sea', width: 40, height: 30 });
  });

  it('logs none of these refusals as an error', () => {
    expect(lines.filter((line) => line.level >= 40 || line.err !== undefined)).toEqual([]);
  });
});

describe('GRAPHQL_PERSISTED_ONLY', () => {
  it('is true or false, nothing else', () => {
    expect(loadConfig({ GRAPHQL_PERSISTED_ONLY: 'true' }).GRAPHQL_PERSISTED_ONLY).toBe(true);
    expect(() => loadConfig({ GRAPHQL_PERSISTED_ONLY: 'yes' })).toThrow(/GRAPHQL_PERSISTED_ONLY/);
  });
});

describe('the persisted operations map', () => {
  it('is read once in production, again after a change while developing, and refused when malformed', () => {
    const dir = mkdtempSync(join(tmpdir(), 'sovra-persisted-'));
    const file = join(dir, 'map.json');
    const [one, two] = ['a', 'b'].map((digit) => digit.repeat(64));
    try {
      writeFileSync(file, JSON.stringify({ [one]: 'query One { __typename }' }));
      const production = loadPersistedDocuments({ file });
      const development = loadPersistedDocuments({ file, reload: true });
      writeFileSync(file, JSON.stringify({ [one]: 'query One { __typename }', [two]: 'query Two { __typename }' }));
      utimesSync(file, new Date(), new Date(Date.now() + 5000));
      expect([production.text(one), production.text(two)]).toEqual(['query One { __typename }', undefined]);
      expect(development.text(two)).toBe('query Two { __typename }');
      for (const malformed of ['[]', '{"not an id": "query { x }"}', `{"${one}": 5}`, '{']) {
        writeFileSync(file, malformed);
        expect(() => loadPersistedDocuments({ file }), malformed).toThrow();
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
