import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pathMethodsMatcher } from '../rest/router.ts';
import { routes } from '../rest/routes.ts';
import { createTestApp, type TestApp } from '../testing/testApp.ts';
import { createCorsPolicy } from './cors.ts';

// /graphql and /api/* are same-origin unless CORS_ORIGINS lists another site.

const partner = 'https://partner.example';
const stranger = 'https://evil.example';
const graphqlCall = { method: 'POST', json: { query: '{ health { ok } }' } };

function preflight(app: TestApp, path: string, origin: string, method = 'POST') {
  return app.request(path, {
    method: 'OPTIONS',
    headers: { origin, 'access-control-request-method': method, 'access-control-request-headers': 'authorization, content-type' },
  });
}

function corsHeaders(response: Response): Record<string, string> {
  return Object.fromEntries([...response.headers].filter(([name]) => name.startsWith('access-control-')));
}

describe('by default', () => {
  let app: TestApp;
  beforeAll(() => {
    app = createTestApp();
  });
  afterAll(() => app.cleanup());

  it('sends no CORS headers to another origin, on /graphql and /api/*', async () => {
    for (const response of [
      await app.request('/graphql', { ...graphqlCall, headers: { origin: stranger } }),
      await app.request('/api/health', { headers: { origin: stranger } }),
    ]) {
      expect(response.status).toBe(200);
      expect(corsHeaders(response)).toEqual({});
      expect(response.headers.get('vary')).toMatch(/origin/i);
    }
  });

  it('refuses a preflight from another origin with a 403 and a code', async () => {
    const graphql = await preflight(app, '/graphql', stranger);
    expect(graphql.status).toBe(403);
    expect(corsHeaders(graphql)).toEqual({});
    expect((await graphql.json()).errors[0].extensions.code).toBe('FORBIDDEN');

    const rest = await preflight(app, '/api/users', stranger);
    expect(rest.status).toBe(403);
    expect(corsHeaders(rest)).toEqual({});
    expect(await rest.json()).toMatchObject({ success: false, error: 'FORBIDDEN', status: 403 });
  });
});

describe('with CORS_ORIGINS', () => {
  let app: TestApp;
  beforeAll(() => {
    app = createTestApp({ CORS_ORIGINS: `${partner}, http://localhost:5173` });
  });
  afterAll(() => app.cleanup());

  it('lets a listed origin read /graphql and /api/* answers, without credentials mode', async () => {
    for (const response of [
      await app.request('/graphql', { ...graphqlCall, headers: { origin: partner } }),
      await app.request('/api/health', { headers: { origin: partner } }),
    ]) {
      expect(response.status).toBe(200);
      expect(response.headers.get('access-control-allow-origin')).toBe(partner);
      expect(response.headers.get('access-control-allow-credentials')).toBeNull();
      expect(response.headers.get('vary')).toMatch(/origin/i);
    }
  });

  it("answers a listed origin's preflight for /graphql and /api/*", async () => {
    for (const [path, method] of [
      ['/graphql', 'POST'],
      ['/api/users/1', 'PUT'],
      ['/api/users/1', 'DELETE'],
    ]) {
      const response = await preflight(app, path, partner, method);
      expect(response.status).toBe(204);
      expect(response.headers.get('access-control-allow-origin')).toBe(partner);
      expect(response.headers.get('access-control-allow-methods')).toContain(method);
      expect(response.headers.get('access-control-allow-headers')).toMatch(/authorization.*content-type/);
    }
  });

  it('lets a listed origin read the headers it needs: ETag, WWW-Authenticate, Retry-After, Content-Disposition, Location', async () => {
    const exposed = (response: Response) => response.headers.get('access-control-expose-headers')?.split(/,\s*/).sort();
    const needed = ['content-disposition', 'etag', 'location', 'retry-after', 'www-authenticate'];
    const refused = await app.request('/api/auth/profile', { headers: { origin: partner } });
    expect(refused.status).toBe(401);
    expect(refused.headers.get('www-authenticate')).toBe('Bearer');
    expect(exposed(refused)).toEqual(needed);
    expect(exposed(await app.request('/graphql', { ...graphqlCall, headers: { origin: partner } }))).toEqual(needed);
    expect(corsHeaders(await app.request('/api/auth/profile', { headers: { origin: stranger } }))).toEqual({});
  });

  it('still refuses an origin not on the list', async () => {
    const response = await app.request('/graphql', { ...graphqlCall, headers: { origin: stranger } });
    expect(corsHeaders(response)).toEqual({});
    expect((await preflight(app, '/graphql', stranger)).status).toBe(403);
    // Exact origins only: another scheme or port is another origin.
    expect((await preflight(app, '/graphql', 'http://partner.example')).status).toBe(403);
  });
});

describe('a preflight, with the route table', () => {
  const policy = createCorsPolicy([partner], pathMethodsMatcher(routes));
  const ask = (path: string, method = 'GET') => {
    const url = new URL(`http://localhost${path}`);
    return policy.preflight(new Request(url, { method: 'OPTIONS', headers: { origin: partner, 'access-control-request-method': method } }), url)!;
  };
  const methods = (response: Response) => response.headers.get('access-control-allow-methods')?.split(', ').sort();

  /** Whether a route's path takes a concrete one: its literal segments alike, a parameter any segment. */
  const takes = (path: string, concrete: string) => {
    const [ours, theirs] = [path.split('/'), concrete.split('/')];
    return ours.length === theirs.length && ours.every((segment, i) => segment.startsWith(':') || segment === theirs[i]);
  };

  it('answers the methods each path of the table really has (HEAD wherever GET)', () => {
    for (const concrete of new Set(routes.map((route) => route.path.replace(/:\w+/g, '1')))) {
      const taken = routes.filter((route) => takes(route.path, concrete)).map((route) => route.method);
      const expected = [...new Set([...taken, ...(taken.includes('GET') ? ['HEAD'] : [])])].sort();
      const response = ask(concrete);
      expect({ concrete, status: response.status, methods: methods(response) }).toEqual({ concrete, status: 204, methods: expected });
    }
    expect(methods(ask('/api/users/1', 'PUT'))).toEqual(['DELETE', 'GET', 'HEAD', 'PUT']);
    expect(methods(ask('/api/health'))).toEqual(['GET', 'HEAD']);
    expect(methods(ask('/graphql', 'POST'))).toEqual(['GET', 'HEAD', 'POST']);
  });

  it('answers 404 for a path the API does not have, a trailing slash included', async () => {
    for (const path of ['/api', '/api/', '/api/nope', '/api/blogs/', '/api/users/1/nope']) {
      const response = ask(path, 'POST');
      expect(response.status, path).toBe(404);
      expect(await response.json(), path).toMatchObject({ success: false, error: 'NOT_FOUND', message: 'No such API endpoint' });
    }
  });

  it('still answers 403 first to an origin not on the list', () => {
    const url = new URL('http://localhost/api/nope');
    expect(policy.preflight(new Request(url, { method: 'OPTIONS', headers: { origin: stranger, 'access-control-request-method': 'GET' } }), url)!.status).toBe(
      403,
    );
  });
});
