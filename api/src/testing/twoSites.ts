import { startSiteServer, stopProcess, type SiteServer } from '../../scripts/siteServer.ts';
import { createTestDatabase, type TestDatabase } from './testDatabase.ts';

// Two production server processes (api/src/main.ts) on one fresh test database, as behind a load
// balancer: for the tests of several processes on PostgreSQL (*.pg.test.ts).

export interface TwoSites {
  a: SiteServer;
  b: SiteServer;
  database: TestDatabase;
  stop(): Promise<void>;
}

/** Starts both at once (they take turns to migrate and seed), with `env` on top of production's defaults. */
export async function startTwoSites(env: Record<string, string>): Promise<TwoSites> {
  const database = createTestDatabase();
  // The tests are one address sending as fast as they can: no limit on the answers it makes a server work out.
  const settings = { PUBLIC_MISS_MS_PER_SECOND: '0', ...env };
  const started = await Promise.allSettled([
    startSiteServer({ databaseUrl: database.url, env: settings }),
    startSiteServer({ databaseUrl: database.url, env: settings }),
  ]);
  const servers = started.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
  const stop = async () => {
    await Promise.all(servers.map((server) => stopProcess(server.process)));
    database.drop();
  };
  const failed = started.find((result) => result.status === 'rejected');
  if (failed) {
    await stop();
    throw failed.reason;
  }
  return { a: servers[0], b: servers[1], database, stop };
}

export interface SiteAnswer {
  status: number;
  /** Parsed when JSON, else the text. */
  body: any;
  headers: Headers;
}

/** A request to one of the sites, from `client` as the proxy says (TRUST_PROXY=true). */
export async function callSite(
  server: SiteServer,
  path: string,
  init: RequestInit & { json?: unknown; token?: string; client?: string } = {},
): Promise<SiteAnswer> {
  const { json, token, client = '198.51.100.7', ...rest } = init;
  const headers = new Headers(rest.headers);
  headers.set('x-forwarded-for', client);
  if (json !== undefined) headers.set('content-type', 'application/json');
  if (token) headers.set('authorization', `Bearer ${token}`);
  const response = await fetch(`${server.origin}${path}`, { ...rest, headers, body: json === undefined ? rest.body : JSON.stringify(json) });
  const text = await response.text();
  let body: any = text;
  try {
    body = JSON.parse(text);
  } catch {
    // HTML, an image
  }
  return { status: response.status, body, headers: response.headers };
}
