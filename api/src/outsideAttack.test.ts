import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSiteServer } from './http/server.ts';
import { clientIp } from './services/auth/requestContext.ts';
import { ensureFirstAdmin } from './services/bootstrap.ts';
import { createTestApp, testPassword, type TestApp } from './testing/testApp.ts';
import { holdDatabaseBusy } from './testing/testDatabase.ts';

// Findings of the attack made from a fresh clone on a running server, kept as regression tests.

const logLines: string[] = [];
let app: TestApp;
let adminToken: string;
let ipCounter = 0;
const freshIp = () => `10.9.${Math.floor(++ipCounter / 250)}.${(ipCounter % 250) + 1}`;
const globalId = (raw: string) => Buffer.from(raw).toString('base64');

beforeAll(async () => {
  app = createTestApp({ NODE_ENV: 'production' }, { log: pino({ level: 'trace' }, { write: (line: string) => void logLines.push(line) }) });
  const admin = await app.createStaff({ username: 'outside-admin', role: 'ADMIN' });
  adminToken = await app.signIn(admin.username, admin.password);
});
afterAll(() => app.cleanup());

describe('one small request cannot make the server do unbounded work', () => {
  it('refuses nodes() with more than 100 ids, whatever is selected (400 with a code)', async () => {
    const ids = Array.from({ length: 9999 }, (_, i) => globalId(`Post:${i + 1}`));
    const response = await app.request('/graphql', {
      method: 'POST',
      json: { query: 'query($ids: [ID!]!) { nodes(ids: $ids) { __typename } }', variables: { ids } },
    });
    expect(response.status).toBe(400);
    expect((await response.json()).errors[0].extensions.code).toBe('QUERY_TOO_COSTLY');
  });

  it('still answers nodes() with 100 ids', async () => {
    const ids = Array.from({ length: 100 }, (_, i) => globalId(`Post:${i + 1}`));
    const result = await app.graphql('query($ids: [ID!]!) { nodes(ids: $ids) { __typename } }', { ids });
    expect(result.errors).toBeUndefined();
    expect(result.data.nodes).toHaveLength(100);
  });
});

describe('ids do not reveal the schema', () => {
  it.each(['Foo:1', 'PostTranslation:1', 'Author:1', 'Health:1'])('node(base64("%s")) answers like any malformed id', async (raw) => {
    const result = await app.graphql('query($id: ID!) { node(id: $id) { id } }', { id: globalId(raw) });
    expect(result.errors?.[0]).toMatchObject({ message: 'The id is malformed', extensions: { code: 'BAD_USER_INPUT' } });
  });
});

describe('behind a proxy, the address is the one the proxy saw', () => {
  it('takes the last X-Forwarded-For entry (the proxy appends it), never a client-written one', () => {
    const request = new Request('http://localhost/', { headers: { 'x-forwarded-for': '192.0.2.10, 203.0.113.66' } });
    expect(clientIp(request, '10.0.0.1', true)).toBe('203.0.113.66');
    expect(clientIp(request, '10.0.0.1', false)).toBe('10.0.0.1');
  });

  it('so a stranger claiming the owner’s address does not lock the owner out', async () => {
    const proxied = createTestApp({ TRUST_PROXY: 'true' });
    try {
      await proxied.createStaff({ username: 'owner', role: 'ADMIN' });
      for (let i = 0; i < 6; i++) {
        await proxied.request('/api/auth/login', {
          method: 'POST',
          json: { username: 'owner', password: 'wrong guess' },
          headers: { 'x-forwarded-for': '192.0.2.10, 203.0.113.66' },
        });
      }
      const owner = await proxied.request('/api/auth/login', {
        method: 'POST',
        json: { username: 'owner', password: testPassword },
        headers: { 'x-forwarded-for': '192.0.2.10' },
      });
      expect(owner.status).toBe(200);
    } finally {
      await proxied.cleanup();
    }
  });
});

describe('a foreign web page cannot sign in, or fail to, through its visitor’s browser', () => {
  // Browsers send text/plain, form and multipart bodies cross-site without a CORS preflight.
  it.each(['text/plain;charset=UTF-8', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x'])(
    'REST refuses a %s body with 415, before any password check',
    async (type) => {
      await app.createStaff({ username: `csrf-${type.length}`, role: 'EDITOR' });
      const ip = freshIp();
      for (let i = 0; i < 6; i++) {
        const response = await app.request('/api/auth/login', {
          method: 'POST',
          body: JSON.stringify({ username: `csrf-${type.length}`, password: 'wrong' }),
          headers: { 'content-type': type },
          ip,
        });
        expect(response.status).toBe(415);
        expect((await response.json()).error).toBe('UNSUPPORTED_MEDIA_TYPE');
      }
      const owner = await app.request('/api/auth/login', { method: 'POST', json: { username: `csrf-${type.length}`, password: testPassword }, ip });
      expect(owner.status).toBe(200);
    },
  );

  it.each(['application/x-www-form-urlencoded', 'text/plain'])('/graphql refuses a %s body with 415 and a code', async (type) => {
    const response = await app.request('/graphql', { method: 'POST', body: 'query=mutation%7Blogout%7Bsuccess%7D%7D', headers: { 'content-type': type } });
    expect(response.status).toBe(415);
    expect((await response.json()).errors[0].extensions.code).toBe('UNSUPPORTED_MEDIA_TYPE');
  });

  // Multipart is for image uploads (the GraphQL multipart request spec), which need a bearer token.
  it('/graphql refuses a multipart body from another site (403) and one without a token (401), with codes', async () => {
    const form = {
      method: 'POST',
      body: '--x\r\nContent-Disposition: form-data; name="operations"\r\n\r\n{"query":"mutation{logout{success}}"}\r\n--x--\r\n',
      headers: { 'content-type': 'multipart/form-data; boundary=x' },
    };
    const foreign = await app.request('/graphql', { ...form, headers: { ...form.headers, origin: 'https://evil.example' } });
    expect(foreign.status).toBe(403);
    expect((await foreign.json()).errors[0].extensions.code).toBe('FORBIDDEN');
    const anonymous = await app.request('/graphql', form);
    expect(anonymous.status).toBe(401);
    expect((await anonymous.json()).errors[0].extensions.code).toBe('UNAUTHENTICATED');
  });

  it('accepts JSON in any letter case', async () => {
    const response = await app.request('/graphql', {
      method: 'POST',
      body: JSON.stringify({ query: '{ __typename }' }),
      headers: { 'content-type': 'Application/JSON; Charset=UTF-8' },
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ data: { __typename: 'Query' } });
  });
});

describe('every refusal has a code', () => {
  it('GET /graphql with an Accept it cannot satisfy is a coded 406', async () => {
    const response = await app.request('/graphql?query=%7B__typename%7D', { headers: { accept: 'text/html' } });
    expect(response.status).toBe(406);
    expect((await response.json()).errors[0].extensions.code).toBe('NOT_ACCEPTABLE');
  });

  it('headers too large get a JSON 431 from the listening server', async () => {
    const server = createSiteServer(app);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = server.address() as AddressInfo;
      const answer = await new Promise<string>((resolve, reject) => {
        let text = '';
        const socket = connect(port, '127.0.0.1', () => socket.write(`GET /api/blogs?search=${'a'.repeat(50_000)} HTTP/1.1\r\nHost: x\r\n\r\n`));
        socket.on('data', (chunk) => (text += chunk));
        socket.on('end', () => resolve(text));
        socket.on('error', reject);
      });
      expect(answer).toMatch(/^HTTP\/1\.1 431 /);
      expect(JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4))).toMatchObject({ success: false, error: 'BAD_USER_INPUT', status: 431 });
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});

describe('production tells REST callers nothing of the schema’s names', () => {
  it('a wrong enum value gets no "Did you mean"', async () => {
    const response = await app.request('/api/users?role=ADMN', { token: adminToken });
    expect(response.status).toBe(400);
    expect((await response.json()).message).not.toMatch(/Did you mean/);
  });
});

describe('a busy database', () => {
  it('answers 503 with Retry-After, and logs no password written inline in the operation', async () => {
    const secret = 'INLINE-SECRET-Pa55phrase';
    const lock = await holdDatabaseBusy(app.databaseTarget);
    try {
      const response = await app.request('/graphql', {
        method: 'POST',
        json: { query: `mutation { login(input: { username: "outside-admin", password: "${secret}" }) { token } }` },
        ip: freshIp(),
      });
      const body = await response.json();
      expect(body.errors[0].extensions).toMatchObject({ code: 'SERVICE_UNAVAILABLE', retryAfterSeconds: 1 });
      expect(logLines.join('\n')).not.toContain(secret);
    } finally {
      await lock.release();
    }
  });
});

describe('account text', () => {
  it('refuses control characters in a display name or bio, keeps line breaks in a bio', async () => {
    const user = await app.createStaff({ username: 'text-rules', role: 'EDITOR' });
    const token = await app.signIn(user.username, user.password);
    const mutation = 'mutation($input: UpdateOwnProfileInput!) { updateOwnProfile(input: $input) { user { bio } } }';
    const nul = await app.request('/graphql', { method: 'POST', json: { query: mutation, variables: { input: { bio: 'a\u0000b' } } }, token });
    expect((await nul.json()).errors[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', details: { 'input.bio': 'invalid' } });
    const bell = await app.request('/graphql', { method: 'POST', json: { query: mutation, variables: { input: { displayName: 'Ring\u0007' } } }, token });
    expect((await bell.json()).errors[0].extensions.details).toEqual({ displayName: 'invalid' });
    const lines = await app.request('/graphql', {
      method: 'POST',
      json: { query: mutation, variables: { input: { bio: 'line one\nline two\twith a tab' } } },
      token,
    });
    expect((await lines.json()).data.updateOwnProfile.user.bio).toBe('line one\nline two\twith a tab');
  });
});

describe('the first administrator', () => {
  it('is refused a weak ADMIN_PASSWORD, with a clear message', async () => {
    const empty = createTestApp();
    try {
      await empty.db.user.deleteMany();
      await expect(ensureFirstAdmin(empty.db, { username: 'admin', password: 'a' }, pino({ level: 'silent' }))).rejects.toThrow(/ADMIN_PASSWORD is refused/);
      expect(await empty.db.user.count()).toBe(0);
    } finally {
      await empty.cleanup();
    }
  });

  it('gets a lowercase username, so it can sign in (ADMIN_USERNAME=Admin)', async () => {
    const empty = createTestApp();
    try {
      await empty.db.user.deleteMany();
      await ensureFirstAdmin(empty.db, { username: 'Admin', password: 'a long admin passphrase' }, pino({ level: 'silent' }));
      expect(await empty.signIn('admin', 'a long admin passphrase')).toMatch(/^[\w-]{43}$/);
    } finally {
      await empty.cleanup();
    }
  });
});

/** Sends raw HTTP to the listening server (what fetch would not let a test write, a Host header) and returns the raw answer. */
async function rawHttp(request: string): Promise<string> {
  const server = createSiteServer(app);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  try {
    const { port } = server.address() as AddressInfo;
    return await new Promise<string>((resolve, reject) => {
      let text = '';
      const socket = connect(port, '127.0.0.1', () => socket.write(request.replaceAll('PORT', String(port))));
      socket.on('data', (chunk) => (text += chunk));
      socket.on('end', () => resolve(text));
      socket.on('error', reject);
    });
  } finally {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
}

describe('the Host header (the attack on issue 7)', () => {
  it.each(['127.0.0.1:PORT/api/users?', '127.0.0.1:PORT/graphql?query={tags{slug}}&', 'evil.example/x?', 'evil"<x'])(
    'refuses Host: %s with a 400 in the API’s shape, routing nothing',
    async (host) => {
      const answer = await rawHttp(`GET /robots.txt HTTP/1.1\r\nHost: ${host}\r\nConnection: close\r\n\r\n`);
      expect(answer).toMatch(/^HTTP\/1\.1 400 /);
      expect(answer).toContain('"error":"BAD_USER_INPUT"');
      expect(answer.toLowerCase()).toContain('content-security-policy');
      expect(answer).not.toMatch(/TypeError|at new URL/);
    },
  );

  it('serves a plain host name as before', async () => {
    const answer = await rawHttp('GET /api/health HTTP/1.1\r\nHost: localhost:PORT\r\nConnection: close\r\n\r\n');
    expect(answer).toMatch(/^HTTP\/1\.1 200 /);
  });
});
