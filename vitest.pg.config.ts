import { defineConfig } from 'vitest/config';
import base from './vitest.config.ts';

// `npm run test:pg`: the API's unit and integration suite on PostgreSQL (api/scripts/test-pg.ts
// starts the server and sets TEST_DATABASE_URL), and the tests of several server processes on one
// database (*.pg.test.ts). The web's tests touch no database: not rerun.
export default defineConfig({
  ...base,
  test: {
    ...base.test,
    include: ['api/**/*.test.ts'],
    exclude: [
      '**/node_modules/**',
      // SQLite's own machinery: its prepared-statement cache, its transactions across processes,
      // its migrations and file locks, a backup file's migrations undone, and the FTS5 tokenizer's
      // agreement with the folding (PostgreSQL's search is tested through the same public search
      // tests as SQLite's).
      'api/src/db/adapter.test.ts',
      'api/src/db/statementCache.test.ts',
      'api/src/db/migrations.test.ts',
      'api/src/services/backups/restoreOlder.test.ts',
      'api/src/services/posts/fullText/fold.test.ts',
    ],
    // Files share a process, as in vitest.config.ts (a process per file cost about 300 s here).
    // The view contactAnalyticsAttack.test.ts once lost in a shared process was no leak between
    // files but Node.js 20's URL.canParse, wrong once warm (services/parseUrl.ts, docs/testing.md).
    isolate: false,
  },
});
