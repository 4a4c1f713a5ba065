import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/testApp.ts';

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

  it('answers a listed origin\'s preflight for /graphql and /api/*', async () => {
    for (const [path, method] of [['/graphql', 'POST'], ['/api/users/1', 'PUT'], ['/api/users/1', 'DELETE']]) {
      const response = await preflight(app, path, partner, method);
      expect(response.status).toBe(204);
      expect(response.headers.get('access-control-allow-origin')).toBe(partner);
      expect(response.headers.get('access-control-allow-methods')).toContain(method);
      expect(response.headers.get('access-control-allow-headers')).toMatch(/authorization.*content-type/);
    }
  });

  it('still refuses an origin not on the list', async () => {
    const response = await app.request('/graphql', { ...graphqlCall, headers: { origin: stranger } });
    expect(corsHeaders(response)).toEqual({});
    expect((await preflight(app, '/graphql', stranger)).status).toBe(403);
    // Exact origins only: another scheme or port is another origin.
    expect((await preflight(app, '/graphql', 'http://partner.example')).status).toBe(403);
  });
});
