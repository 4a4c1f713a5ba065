import { createRequire } from 'node:module';
import { defineConfig } from 'vitest/config';

const require = createRequire(import.meta.url);

export default defineConfig({
  // Node loads graphql's CommonJS build for Pothos and Yoga; our files must get the same module.
  resolve: { alias: [{ find: /^graphql$/, replacement: require.resolve('graphql') }] },
  test: {
    include: ['api/**/*.test.ts', 'web/src/**/*.test.ts', 'web/src/**/*.test.tsx'],
    // *.pg.test.ts need PostgreSQL: npm run test:pg runs them (vitest.pg.config.ts).
    exclude: ['**/node_modules/**', 'web/e2e/**', '**/*.pg.test.ts'],
    environment: 'node',
    globalSetup: ['api/src/testing/globalSetup.ts'],
    testTimeout: 20_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // One process runs the files one after another, keeping the modules it has loaded: each file
    // would otherwise load the whole app again (Pothos schema, Prisma client and its WASM query
    // compiler, graphql-yoga), about 3 s of CPU, more than most files' tests take. Files cannot
    // leak state into each other: each makes its own app over its own database, the app's module
    // state is keyed by database client or is a cache of what never changes, tests restore the
    // clocks and globals they stub, and nothing sets process.env (docs/testing.md).
    isolate: false,
  },
});
