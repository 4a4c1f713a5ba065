import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { buildIsStale, buildWeb } from '../../api/scripts/build-web.ts';
import { startSiteServer } from '../../api/scripts/siteServer.ts';
import type { TestProject } from 'vitest/node';

const root = resolve(import.meta.dirname, '../..');
export const adminPassword = 'e2e admin password';

/** Builds the web app (unless its build is current), starts the real server on a free port with a temporary database. */
export default async function setup(project: TestProject) {
  // A build newer than every source it is made from is this tree's: CI's PostgreSQL suite has just
  // made it (a build takes a minute or two).
  if (buildIsStale()) buildWeb();
  const dataDir = mkdtempSync(join(tmpdir(), 'sovra-e2e-'));
  mkdirSync(join(root, 'test-results/screenshots'), { recursive: true });
  // The tests are one address rendering page after page as fast as they can: no limit on the time it
  // may make the server spend (edge.e2e.ts tests the limit on a server of its own).
  const { origin: baseUrl, process: server } = await startSiteServer({
    databaseFile: join(dataDir, 'site.db'),
    // Webhooks.e2e's receiver listens on 127.0.0.1: loopback endpoints are allowed here (never in a real production).
    env: { ADMIN_PASSWORD: adminPassword, PUBLIC_MISS_MS_PER_SECOND: '0', WEBHOOK_ALLOW_LOOPBACK: 'true', TRUST_PROXY: 'true' },
  });
  project.provide('baseUrl', baseUrl);
  return async () => {
    server.kill('SIGTERM');
    await new Promise((r) => server.once('exit', r));
    rmSync(dataDir, { recursive: true, force: true });
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}
