// `npm run test:pg [vitest args]`: the API's test suite on PostgreSQL. Uses the server named by
// TEST_DATABASE_URL (a superuser's URL; each test file gets a database of its own there), or else
// starts a throwaway local one (apt-get install postgresql) and stops it after.
import { spawn } from 'node:child_process';
import { join, resolve } from 'node:path';
import { startPostgres } from '../src/testing/postgresServer.ts';
import { buildIsStale, buildWeb } from './build-web.ts';

const root = resolve(import.meta.dirname, '../..');
// The tests of several processes run the production server, which renders pages from the build.
if (buildIsStale()) buildWeb();
const server = process.env.TEST_DATABASE_URL ? null : await startPostgres();
// Stopped (Ctrl-C, a CI's time limit), the throwaway server goes too: `finally` does not run on a signal.
// A second signal (tsx passes its own on, a terminal sends one to the whole group) waits for the first's stop.
let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    vitest?.kill(signal);
    void (server?.stop() ?? Promise.resolve()).finally(() => process.exit(130));
  });
}
let vitest: ReturnType<typeof spawn> | undefined;
let status: number;
try {
  const running = spawn(join(root, 'node_modules/.bin/vitest'), ['run', '--config', 'vitest.pg.config.ts', ...process.argv.slice(2)], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, TEST_DATABASE_URL: process.env.TEST_DATABASE_URL ?? server!.url },
  });
  vitest = running;
  status = await new Promise<number>((resolve) => running.on('exit', (code) => resolve(code ?? 1)));
} finally {
  await server?.stop();
}
process.exit(status);
