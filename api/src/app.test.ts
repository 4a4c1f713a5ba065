import { describe, expect, it } from 'vitest';
import { createTestApp } from './testing/testApp.ts';

describe('error masking', () => {
  it('hides the cause of an unexpected failure in production, but not the codes of expected ones', async () => {
    const app = createTestApp({ NODE_ENV: 'production' });
    try {
      // Break the database under the running app: every query now fails unexpectedly.
      await app.db.$executeRawUnsafe('DROP TABLE "PostTranslation"');
      const result = await app.graphql('{ posts(first: 1) { edges { node { translation(locale: en) { title } } } } }');
      expect(result.errors?.[0].message).toBe('Unexpected error.');
      expect(JSON.stringify(result)).not.toMatch(/PostTranslation|sqlite|prisma/i);

      const rest = await app.request('/api/blogs');
      expect(rest.status).toBe(500);
      const body = await rest.json();
      expect(body).toEqual({ success: false, message: 'Unexpected error', error: 'INTERNAL_SERVER_ERROR', details: null, status: 500 });

      const expected = await app.graphql('{ users(first: 1) { totalCount } }');
      expect(expected.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    } finally {
      await app.cleanup();
    }
  });

  it('offers GraphiQL outside production only', async () => {
    const dev = createTestApp({ NODE_ENV: 'development' });
    const prod = createTestApp({ NODE_ENV: 'production' });
    try {
      const accept = { headers: { accept: 'text/html' } };
      expect(await (await dev.request('/graphql', accept)).text()).toMatch(/graphiql/i);
      expect(await (await prod.request('/graphql', accept)).text()).not.toMatch(/graphiql/i);
    } finally {
      await dev.cleanup();
      await prod.cleanup();
    }
  });
});
