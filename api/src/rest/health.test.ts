import { describe, expect, it } from 'vitest';
import { createApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { freePort } from '../testing/smtpServer.ts';
import { createTestApp } from '../testing/testApp.ts';

// What a load balancer reads: 200 while the process can answer, 503 while its database cannot.

describe('GET /api/health', () => {
  it('answers 200 with the database up', async () => {
    const app = createTestApp();
    try {
      const result = await app.call('/api/health');
      expect(result.status).toBe(200);
      expect(result.body).toEqual({ success: true, data: { ok: true, database: true } });
    } finally {
      await app.cleanup();
    }
  });

  it('answers 503 with Retry-After while the database is out of reach, never a 500', async () => {
    const port = await freePort();
    const app = createApp(
      loadConfig({
        NODE_ENV: 'test',
        LOG_LEVEL: 'silent',
        DATABASE_URL: `postgresql://nobody@127.0.0.1:${port}/sovra`,
        WEB_DIST: '/nonexistent',
        SSR_DIST: '/nonexistent',
      }),
    );
    try {
      const response = await app.fetch(new Request('http://localhost/api/health'), { ip: '127.0.0.1' });
      expect(response.status).toBe(503);
      expect(response.headers.get('retry-after')).toBe('5');
      expect(await response.json()).toMatchObject({ success: false, error: 'SERVICE_UNAVAILABLE', details: { database: 'unreachable' } });
    } finally {
      await app.close();
    }
  });
});
