import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ApiError } from '../api/ApiError.ts';
import { fetchGraphQL, retryDelay } from './fetchGraphQL.ts';

// A real HTTP server on loopback that fails as many times as told, then answers.
let server: Server;
let origin = '';
let failuresLeft = 0;
let failureStatus = 500;
let failureBody = '';
let requests = 0;
let lastBody: unknown = null;

beforeAll(async () => {
  server = createServer(async (req, res) => {
    requests++;
    let body = '';
    for await (const chunk of req) body += chunk;
    lastBody = JSON.parse(body);
    if (failuresLeft > 0) {
      failuresLeft--;
      res.writeHead(failureStatus, { 'content-type': 'application/json' }).end(failureBody);
      return;
    }
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ data: { ok: true } }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  requests = 0;
  failuresLeft = 0;
  failureStatus = 500;
  failureBody = '';
  lastBody = null;
});

const toServer: typeof fetch = (input, init) => fetch(`${origin}${String(input)}`, init);
const query = { text: 'query Q { ok }', operationKind: 'query', name: 'Q' };
const mutation = { text: 'mutation M { ok }', operationKind: 'mutation', name: 'M' };

function recordingSleep() {
  const waits: number[] = [];
  return { waits, sleep: async (ms: number) => void waits.push(ms) };
}

describe('the Relay network layer', () => {
  it('backs off from 1000 ms, doubling, capped at 30 s', () => {
    expect([0, 1, 2, 3, 4, 5, 6].map(retryDelay)).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000]);
  });

  it('retries a failed query up to 3 times with backoff, then succeeds', async () => {
    failuresLeft = 3;
    const { waits, sleep } = recordingSleep();
    expect(await fetchGraphQL(query, {}, { fetchImpl: toServer, sleep })).toEqual({ data: { ok: true } });
    expect(requests).toBe(4);
    expect(waits).toEqual([1000, 2000, 4000]);
  });

  it('gives up after the third retry', async () => {
    failuresLeft = 10;
    const { sleep } = recordingSleep();
    await expect(fetchGraphQL(query, {}, { fetchImpl: toServer, sleep })).rejects.toThrow('HTTP error! status: 500');
    expect(requests).toBe(4);
  });

  it('never retries a mutation', async () => {
    failuresLeft = 1;
    const { waits, sleep } = recordingSleep();
    await expect(fetchGraphQL(mutation, {}, { fetchImpl: toServer, sleep })).rejects.toBeInstanceOf(ApiError);
    expect(requests).toBe(1);
    expect(waits).toEqual([]);
  });

  it('uses the server’s message when it sends one, and does not retry the caller’s own mistakes', async () => {
    failuresLeft = 1;
    failureStatus = 400;
    failureBody = JSON.stringify({ errors: [{ message: 'Variable "$x" is wrong', extensions: { code: 'BAD_USER_INPUT' } }] });
    const error = await fetchGraphQL(query, {}, { fetchImpl: toServer, sleep: async () => {} }).catch((e) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error.message).toBe('Variable "$x" is wrong');
    expect(error.status).toBe(400);
    expect(requests).toBe(1);
  });

  it('turns a failed mutation’s error into an ApiError with its code and field details', async () => {
    failuresLeft = 1;
    failureStatus = 200;
    failureBody = JSON.stringify({ data: null, errors: [{ message: 'taken', extensions: { code: 'CONFLICT', details: { email: 'taken' } } }] });
    const error = await fetchGraphQL(mutation, {}, { fetchImpl: toServer }).catch((e) => e);
    expect(error).toMatchObject({ status: 409, error: 'CONFLICT', details: { email: 'taken' } });
  });

  it('sends the persisted id of an operation that has one, never its text', async () => {
    const persisted = { id: 'a'.repeat(64), text: null, operationKind: 'query', name: 'Q' };
    await fetchGraphQL(persisted, { first: 2 }, { fetchImpl: toServer });
    expect(lastBody).toEqual({ documentId: 'a'.repeat(64), operationName: 'Q', variables: { first: 2 } });
    // Even if an artifact carried both, the id is what goes.
    await fetchGraphQL({ ...persisted, text: 'query Q { ok }' }, {}, { fetchImpl: toServer });
    expect(lastBody).not.toHaveProperty('query');
  });

  it('sends the text of an operation without an id, and refuses one with neither', async () => {
    await fetchGraphQL(query, { x: 1 }, { fetchImpl: toServer });
    expect(lastBody).toEqual({ query: 'query Q { ok }', operationName: 'Q', variables: { x: 1 } });
    await expect(fetchGraphQL({ id: null, text: null, operationKind: 'query', name: 'Q' }, {}, { fetchImpl: toServer })).rejects.toThrow(/npm run generate/);
    expect(requests).toBe(1);
  });
});
