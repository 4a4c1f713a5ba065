import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedContent } from '../services/seed.ts';
import { createTestApp, type TestApp } from '../testing/testApp.ts';
import { routes } from './routes.ts';

// The REST door itself, as HTTP sees it: paths and query strings, HEAD, and how a 401 reads.

let app: TestApp;
let adminToken: string;
beforeAll(async () => {
  app = createTestApp();
  await seedContent(app.db, app.log);
  const admin = await app.createStaff({ username: 'router-admin', role: 'ADMIN' });
  adminToken = await app.signIn(admin.username, admin.password);
});
afterAll(() => app.cleanup());

const slug = 'data-sovereignty-uae-ai-infrastructure-guide';

describe('decoding paths and query strings', () => {
  it.each([
    ['/api/blogs/%ZZ', 'idOrSlug'], // the name the document gives it: /api/blogs/{idOrSlug}
    ['/api/blogs/%E2%82', 'idOrSlug'], // a UTF-8 sequence cut short
    ['/api/blogs/%ED%A0%80', 'idOrSlug'], // a surrogate, which UTF-8 cannot carry
    ['/api/users/%C0%AF', 'id'], // an overlong encoding
  ])('refuses the malformed escape in %s with 400 naming the %s', async (path, param) => {
    const response = await app.request(path, { token: adminToken });
    expect(response.status).toBe(400);
    const body = await response.json();
    expect(body).toMatchObject({ success: false, error: 'BAD_USER_INPUT', status: 400, details: { [param]: 'invalid' } });
    expect(body.message).toEqual(expect.any(String));
  });

  it.each([
    ['search=%ZZ', 'search'],
    ['search=%FF', 'search'], // a byte that is not UTF-8, which URLSearchParams would make U+FFFD
    ['lang=en&search=%ED%A0%80', 'search'],
    ['%ZZ=1', 'query'],
  ])('refuses the query string %s with 400', async (query, param) => {
    const response = await app.request(`/api/blogs?${query}`);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ success: false, error: 'BAD_USER_INPUT', status: 400, details: { [param]: 'invalid' } });
  });

  it('still decodes well-formed escapes, and + as a space', async () => {
    const response = await app.request(`/api/blogs/${encodeURIComponent(slug)}?lang=%61r&search=a+b`);
    expect(response.status).toBe(200);
    expect((await response.json()).data).toMatchObject({ slug, locale: 'ar' });
  });
});

describe('paths and parameters as the OpenAPI document has them', () => {
  it('answers a path with a trailing slash 404, as one the document does not have', async () => {
    for (const path of ['/api/blogs/', '/api/users/', '/api/health/', `/api/blogs/${slug}/`]) {
      const response = await app.call(path, { token: adminToken });
      expect({ path, status: response.status, message: response.body.message }).toEqual({ path, status: 404, message: 'No such API endpoint' });
    }
  });

  it.each([
    ['/api/users/2147483648', 'id'], // the largest id is 2^31 − 1 (was declared 9999999999)
    ['/api/users/0', 'id'],
    ['/api/blogs/abc', 'idOrSlug', 'PUT'], // the name /api/blogs/{idOrSlug} gives it
    ['/api/blogs/admin?author=admin', 'author'], // was named `id`
    ['/api/blogs/admin?author=2147483648', 'author'],
    ['/api/activity?before=2147483648', 'before'],
  ])('refuses %s with 400 naming the %s', async (path, param, method = 'GET') => {
    const response = await app.call(path, { method, token: adminToken, json: method === 'PUT' ? {} : undefined });
    expect(response.body).toMatchObject({ status: 400, error: 'BAD_USER_INPUT', details: { [param]: 'invalid' } });
    expect(Object.keys(response.body.details)).toEqual([param]);
  });

  it('takes the largest id there is', async () => {
    expect((await app.call('/api/users/2147483647', { token: adminToken })).status).toBe(404);
    expect((await app.call('/api/blogs/admin?author=2147483647', { token: adminToken })).status).toBe(200);
  });
});

describe('HEAD', () => {
  it.each(['/api/health', `/api/blogs/${slug}`, '/api/blogs?limit=2', '/api/blogs/no-such-post'])('answers HEAD %s like GET, without a body', async (path) => {
    const get = await app.request(path);
    const head = await app.request(path, { method: 'HEAD' });
    expect(head.status).toBe(get.status);
    expect(head.headers.get('content-type')).toBe(get.headers.get('content-type'));
    expect(head.headers.get('cache-control')).toBe(get.headers.get('cache-control'));
    expect(await head.text()).toBe('');
  });

  it('is answered like GET by /graphql too', async () => {
    const path = `/graphql?${new URLSearchParams({ query: '{ health { ok } }' })}`;
    const get = await app.request(path);
    const head = await app.request(path, { method: 'HEAD' });
    expect(get.status).toBe(200);
    expect(head.status).toBe(200);
    expect(head.headers.get('content-type')).toBe(get.headers.get('content-type'));
    expect(await head.text()).toBe('');
  });

  it('lists HEAD wherever GET is allowed', async () => {
    const response = await app.request('/api/health', { method: 'POST' });
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('GET, HEAD');
    const login = await app.request('/api/auth/login', { method: 'HEAD' });
    expect(login.status).toBe(405);
    expect(login.headers.get('allow')).toBe('POST');
    expect(await login.text()).toBe('');
  });
});

describe('401 answers', () => {
  it.each([
    ['without a token', undefined],
    ['with a token that is not a session', 'not-a-real-token'],
  ])('say WWW-Authenticate: Bearer, %s', async (_label, token) => {
    for (const path of ['/api/auth/profile', '/api/auth/verify', '/api/users']) {
      const response = await app.request(path, { token });
      expect(response.status).toBe(401);
      expect(response.headers.get('www-authenticate')).toBe('Bearer');
      expect(await response.json()).toMatchObject({ success: false, error: 'UNAUTHENTICATED', status: 401 });
    }
    const head = await app.request('/api/auth/profile', { method: 'HEAD', token });
    expect(head.status).toBe(401);
    expect(head.headers.get('www-authenticate')).toBe('Bearer');
  });

  it('and a failed sign-in too', async () => {
    const response = await app.request('/api/auth/login', { method: 'POST', json: { username: 'nobody', password: 'wrong password' }, ip: '203.0.113.7' });
    expect(response.status).toBe(401);
    expect(response.headers.get('www-authenticate')).toBe('Bearer');
  });

  // Issue 20: `POST /api/blogs` with `{}` answered 400 "status is required" to a visitor, and
  // `GET /api/users/abc` 400, while `POST /api/users` answered 401: input was checked first.
  const signedOut = [
    { caller: 'without a token', token: undefined, message: 'Authentication required' },
    { caller: 'with a token that is not a session', token: 'x'.repeat(43), message: 'Your session has expired or is invalid. Please sign in again.' },
  ];
  const everythingWrong = [
    { what: 'every path parameter malformed', path: (path: string) => path.replace(/:\w+/g, '%ZZ'), init: {} },
    { what: 'every path parameter out of range', path: (path: string) => path.replace(/:\w+/g, '0'), init: {} },
    { what: 'a query string that is not one', path: (path: string) => `${path.replace(/:\w+/g, '1')}?%ZZ=1&page=0&lang=fr`, init: {} },
    { what: 'an empty JSON body', path: (path: string) => path.replace(/:\w+/g, '1'), init: { json: {} } },
    {
      what: 'a body that is not JSON',
      path: (path: string) => path.replace(/:\w+/g, '1'),
      init: { body: '{', headers: { 'content-type': 'application/json' } },
    },
    {
      what: 'a body of another type',
      path: (path: string) => path.replace(/:\w+/g, '1'),
      init: { body: 'status=draft', headers: { 'content-type': 'application/x-www-form-urlencoded' } },
    },
  ];
  const staffRoutes = routes.filter((route) => route.doc.access !== 'public');

  it.each(signedOut)('come before any look at the input, on every route for staff, $caller', async ({ token, message }) => {
    const wrong: string[] = [];
    for (const route of staffRoutes) {
      for (const { what, path, init } of everythingWrong) {
        const writes = route.method !== 'GET' && route.method !== 'DELETE';
        if (!writes && Object.keys(init).length) continue;
        const response = await app.call(path(route.path), { method: route.method, token, ...init });
        const answer = { status: response.status, error: response.body.error, message: response.body.message, www: response.headers.get('www-authenticate') };
        const expected = { status: 401, error: 'UNAUTHENTICATED', message, www: 'Bearer' };
        if (JSON.stringify(answer) !== JSON.stringify(expected)) wrong.push(`${route.method} ${route.path}, ${what}: ${JSON.stringify(answer)}`);
      }
    }
    expect(staffRoutes.length).toBeGreaterThan(25);
    expect(wrong).toEqual([]);
  });

  it('come before a body of any size is read', async () => {
    const chunk = new Uint8Array(64 * 1024).fill(0x61);
    let pulled = 0;
    // 300 MB, chunked: without a session, not a byte of it is needed.
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (pulled >= 300 * 1024 * 1024) return controller.close();
        pulled += chunk.byteLength;
        controller.enqueue(chunk);
      },
    });
    const response = await app.request('/api/users', { method: 'POST', body, headers: { 'content-type': 'application/json' }, duplex: 'half' } as RequestInit);
    expect(response.status).toBe(401);
    expect(pulled).toBeLessThan(1024 * 1024);
  });

  it('and the input is checked once signed in', async () => {
    expect((await app.call('/api/users/abc', { token: adminToken })).body).toMatchObject({ status: 400, details: { id: 'invalid' } });
    expect((await app.call('/api/blogs', { method: 'POST', json: {}, token: adminToken })).body).toMatchObject({
      status: 400,
      details: { status: 'required' },
    });
  });

  it('are the only ones that say it', async () => {
    const response = await app.request('/api/blogs/no-such-post');
    expect(response.status).toBe(404);
    expect(response.headers.has('www-authenticate')).toBe(false);
  });
});
