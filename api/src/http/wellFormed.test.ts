import { Writable } from 'node:stream';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/testApp.ts';

// Lone UTF-16 surrogates cannot survive storage or hashing (UTF-8 makes each one U+FFFD), so text
// holding one is refused with 400 wherever it comes in, and never reaches a password check.

const logged: { level: number; msg?: string; err?: unknown }[] = [];
const log = pino(
  { level: 'info' },
  new Writable({
    write(line, _encoding, done) {
      logged.push(JSON.parse(String(line)));
      done();
    },
  }),
);

let app: TestApp;
/** A user whose password holds a real U+FFFD, the character every lone surrogate would become. */
let holder: { username: string; password: string };
const passwordWith = (char: string) => `correct horse ${char} battery`;

beforeAll(async () => {
  app = createTestApp({}, { log });
  holder = await app.createStaff({ username: 'replacement', role: 'EDITOR', password: passwordWith('\ufffd') });
});
afterAll(() => app.cleanup());

let ipCounter = 0;
/** Each attempt from its own address, so sign-in throttling never decides a test. */
const freshIp = () => `198.51.100.${++ipCounter}`;

const loginMutation = 'mutation Login($input: LoginInput!) { login(input: $input) { token } }';
const errorKeys = ['details', 'error', 'message', 'status', 'success'];

describe('REST JSON bodies', () => {
  it('refuse a lone surrogate as the sign-in password with 400, naming the field', async () => {
    const response = await app.request('/api/auth/login', { method: 'POST', json: { username: holder.username, password: '\ud800' }, ip: freshIp() });
    expect(response.status).toBe(400);
    const body = await response.json();
    expect(Object.keys(body).sort()).toEqual(errorKeys);
    expect(body).toMatchObject({ success: false, error: 'BAD_USER_INPUT', status: 400, details: { password: 'invalid' } });
  });

  it.each([
    ['a nested string', JSON.stringify({ username: 'a', password: 'b', profile: { names: ['fine', 'bad \udfff'] } }), 'profile.names.1'],
    ['an object key', JSON.stringify({ username: 'a', password: 'b', ['key \ud83d']: 1 }), 'key \ufffd'],
    // Deeper than any recursion would go (JSON.parse itself does not recurse).
    ['a string nested 100 000 deep', `{"username":"a","password":"b","deep":${'['.repeat(100_000)}"\\ud800"${']'.repeat(100_000)}}`, null],
  ])('refuse %s holding one', async (_label, text, field) => {
    const response = await app.request('/api/auth/login', { method: 'POST', headers: { 'content-type': 'application/json' }, body: text, ip: freshIp() });
    expect(response.status).toBe(400);
    const body = await response.json();
    expect(body).toMatchObject({ success: false, error: 'BAD_USER_INPUT', status: 400 });
    if (field) expect(body.details).toEqual({ [field]: 'invalid' });
  });

  // The third attack on issue 25: a passkey's answer 6,000 objects deep made JSON.stringify overflow (a 500, logged).
  it.each(['/api/auth/login/passkey', '/api/auth/reauthenticate', '/api/auth/passkeys'])('refuse a body nested past 32 levels at %s with 400', async (path) => {
    const token = await app.signIn(holder.username, holder.password);
    const deep = (levels: number) => `{"response":${'{"a":'.repeat(levels)}1${'}'.repeat(levels)},"passkey":${'{"a":'.repeat(levels)}1${'}'.repeat(levels)}}`;
    const refused = await app.request(path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: deep(6000), token, ip: freshIp() });
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({
      error: 'BAD_USER_INPUT',
      message: 'The request body may be nested at most 32 levels deep',
      details: { body: 'invalid' },
    });
    // As deep as the limit is not refused for its depth (it is refused for what it says, or for wanting a session).
    const shallow = await app.request(path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: deep(30), token, ip: freshIp() });
    expect(shallow.status).toBeGreaterThanOrEqual(400);
    expect(shallow.status).toBeLessThan(500);
    expect(((await shallow.json()) as { message: string }).message).not.toMatch(/nested/);
  });

  it('accept well-formed text outside the BMP (a surrogate pair)', async () => {
    const user = await app.createStaff({ username: 'emoji', role: 'EDITOR', password: passwordWith('😀') });
    const response = await app.request('/api/auth/login', { method: 'POST', json: { username: user.username, password: user.password }, ip: freshIp() });
    expect(response.status).toBe(200);
  });
});

describe('a password holding U+FFFD', () => {
  it('signs in with U+FFFD itself', async () => {
    const response = await app.request('/api/auth/login', { method: 'POST', json: { username: holder.username, password: holder.password }, ip: freshIp() });
    expect(response.status).toBe(200);
  });

  it.each(['\ud800', '\udbff', '\udc00'])('cannot be entered with the lone surrogate %j, by REST or GraphQL', async (surrogate) => {
    const password = passwordWith(surrogate);
    const rest = await app.request('/api/auth/login', { method: 'POST', json: { username: holder.username, password }, ip: freshIp() });
    expect(rest.status).toBe(400);
    expect((await rest.json()).error).toBe('BAD_USER_INPUT');

    const graphql = await app.graphql(loginMutation, { input: { username: holder.username, password } });
    expect(graphql.data?.login).toBeUndefined();
    expect(graphql.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
  });
});

describe('GraphQL', () => {
  it('refuses a lone surrogate in a variable with HTTP 400 and BAD_USER_INPUT', async () => {
    const response = await app.request('/graphql', {
      method: 'POST',
      json: { query: loginMutation, variables: { input: { username: 'a', password: '\ud800' } } },
    });
    expect(response.status).toBe(400);
    const body = await response.json();
    expect(body.data).toBeUndefined();
    expect(body.errors).toHaveLength(1);
    expect(body.errors[0].extensions).toEqual({ code: 'BAD_USER_INPUT', details: { 'input.password': 'invalid' } });
  });

  it('refuses one in a variable sent by GET too', async () => {
    const query = new URLSearchParams({ query: '{ posts(first: 1, search: $s) { totalCount } }', variables: JSON.stringify({ s: '\ud800' }) });
    const response = await app.request(`/graphql?${query}`, { headers: { accept: 'application/json' } });
    expect(response.status).toBe(400);
    expect((await response.json()).errors[0].extensions.code).toBe('BAD_USER_INPUT');
  });

  it('refuses one written as is in a string literal of the document', async () => {
    const query = `mutation { login(input: { username: "${holder.username}", password: "${passwordWith('\ud800')}" }) { token } }`;
    const response = await app.request('/graphql', { method: 'POST', json: { query } });
    expect(response.status).toBe(400);
    const body = await response.json();
    expect(body.data).toBeUndefined();
    expect(body.errors[0].extensions.code).toBe('BAD_USER_INPUT');
  });

  it('refuses one escaped in a string literal (GraphQL’s own syntax rule)', async () => {
    const query = `mutation { login(input: { username: "${holder.username}", password: "correct horse \\ud800 battery" }) { token } }`;
    const result = await app.graphql(query);
    expect(result.data).toBeUndefined();
    expect(result.errors?.[0].extensions?.code).toEqual(expect.any(String));
  });
});

describe('every refusal here', () => {
  it('was answered without logging an error or a stack', () => {
    expect(logged.length).toBeGreaterThan(0);
    expect(logged.filter((line) => line.level >= 40)).toEqual([]);
    expect(JSON.stringify(logged)).not.toMatch(/"stack"|\n\s+at /);
  });
});
