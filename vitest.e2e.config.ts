import { defineConfig } from 'vitest/config';

// Browser tests: the built app served by the real server, driven in Debian's Chromium.
export default defineConfig({
  test: {
    include: ['web/e2e/**/*.e2e.ts'],
    globalSetup: ['web/e2e/globalSetup.ts'],
    testTimeout: 60_000,
    hookTimeout: 180_000,
    fileParallelism: false,
    // One process runs the files in turn, loading playwright-core and the helpers once rather than
    // once a file. Each file launches its own Chromium and closes it; what files share is the
    // server, as they always did.
    isolate: false,
  },
});
