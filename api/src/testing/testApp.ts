import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Logger } from 'pino';
import { createApp, type App } from '../app.ts';
import { loadConfig, type Config } from '../config.ts';
import type { Resolver } from '../services/webhooks/addresses.ts';
import { createDb } from '../db/client.ts';
import type { DatabaseTarget } from '../db/url.ts';
import { hashPassword } from '../services/passwords.ts';
import { createTestDatabase } from './testDatabase.ts';

export interface TestApp extends App {
  /** The DATABASE_URL of the database behind this app, for tools run as separate processes. */
  databaseUrl: string;
  /** That database, to open another client on it (as another server process would). */
  databaseTarget: DatabaseTarget;
  /** Sends a request to the real handler, as the server would; `ip` stands for the socket's address. */
  request(path: string, init?: RequestInit & { json?: unknown; token?: string; ip?: string }): Promise<Response>;
  /** `request`, with the body read: parsed as JSON when it is JSON, else the text. */
  call(path: string, init?: Parameters<TestApp['request']>[1]): Promise<RestResult>;
  graphql<T = any>(
    query: string,
    variables?: Record<string, unknown>,
    token?: string,
  ): Promise<{ data?: T; errors?: { message: string; extensions?: Record<string, any> }[] }>;
  createStaff(user: {
    username: string;
    role: 'ADMIN' | 'EDITOR' | 'CONTRIBUTOR';
    password?: string;
    active?: boolean;
  }): Promise<{ id: number; username: string; password: string }>;
  signIn(username: string, password: string): Promise<string>;
  cleanup(): Promise<void>;
}

export interface RestResult {
  status: number;
  body: any;
  headers: Headers;
  text: string;
}

export const testPassword = 'correct horse battery staple';

/**
 * The configuration of a test app over `databaseUrl`: production's, public cache included. Page views
 * are written before the beacon is answered (no batch): a write never lands during a later request
 * (the attack suite compares the database around each one); tests of the batch set it. Tests send
 * hundreds of requests a second from one address: the miss limit is for its own tests.
 */
function testConfig(databaseUrl: string, dir: string, overrides: Partial<Record<keyof Config, string>>): Config {
  return loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATABASE_URL: databaseUrl,
    WEB_DIST: join(dir, 'no-web'),
    SSR_DIST: join(dir, 'no-ssr'),
    ANALYTICS_FLUSH_MS: '0',
    PUBLIC_MISS_MS_PER_SECOND: '0',
    ...overrides,
  });
}

/** Requests to `app`'s real handler, as the server would send them (TestApp['request']). */
function requestTo(app: Pick<App, 'fetch'>): TestApp['request'] {
  return (path, init = {}) => {
    const { json, token, ip, ...rest } = init;
    const headers = new Headers(rest.headers);
    if (json !== undefined) headers.set('content-type', 'application/json');
    if (token) headers.set('authorization', `Bearer ${token}`);
    return app.fetch(new Request(`http://localhost${path}`, { ...rest, headers, body: json !== undefined ? JSON.stringify(json) : rest.body }), {
      ip: ip ?? '127.0.0.1',
    });
  };
}

/** A GraphQL operation sent through `request`, its answer parsed (TestApp['graphql']). */
function graphqlThrough(request: TestApp['request']): TestApp['graphql'] {
  return async (query, variables, token) => (await request('/graphql', { method: 'POST', json: { query, variables }, token })).json();
}

/**
 * Another app over a test app's database, as the test app is configured, whose SQL statements are
 * counted: what a request costs the database (`graphql` sends it an operation, as the test app's does). `onQuery` sees each statement's text. Its public cache
 * is off unless `overrides` turn it on: every read is a miss, whose cost is the one to count (a hit costs none).
 */
export async function countingApp(
  app: TestApp,
  onQuery: (sql: string) => void = () => undefined,
  overrides: Partial<Record<keyof Config, string>> = {},
): Promise<{ app: App; graphql: TestApp['graphql']; statements(): number; close(): Promise<void> }> {
  let statements = 0;
  const db = createDb(app.databaseTarget, {
    onQuery: (sql) => {
      statements++;
      onQuery(sql);
    },
  });
  const counted = createApp(testConfig(app.databaseUrl, tmpdir(), { PUBLIC_CACHE_MB: '0', ...overrides }), { db, log: app.log, schedule: false });
  // On PostgreSQL it first hears of changes a moment after it starts, and treats that moment as a change
  // (its kept reads dropped): a count taken across it would count the reads again.
  await counted.publicContent.listening();
  return { app: counted, graphql: graphqlThrough(requestTo(counted)), statements: () => statements, close: () => counted.close() };
}

/**
 * A fresh database (copied from the migrated template) and the real app over it. Pass `log` to
 * read what the app logs (by default it logs at LOG_LEVEL, silent unless overridden).
 */
export function createTestApp(
  overrides: Partial<Record<keyof Config, string>> = {},
  options: { log?: Logger; webhookResolver?: Resolver; oidc?: { clockSkewSeconds?: number; customFetch?: typeof fetch } } = {},
): TestApp {
  const database = createTestDatabase();
  const dir = database.dir;
  const config = testConfig(database.url, dir, overrides);
  const app = createApp(config, { log: options.log, webhookResolver: options.webhookResolver, oidc: options.oidc });

  const request = requestTo(app);

  return {
    ...app,
    databaseUrl: database.url,
    databaseTarget: database.target,
    request,
    async call(path, init) {
      const response = await request(path, init);
      const text = await response.text();
      let body: any;
      try {
        body = JSON.parse(text);
      } catch {
        body = text;
      }
      return { status: response.status, body, headers: response.headers, text };
    },
    graphql: graphqlThrough(request),
    async createStaff({ username, role, password = testPassword, active = true }) {
      const user = await app.db.user.create({
        data: { username, role, active, email: `${username}@example.com`, displayName: username, passwordHash: await hashPassword(password) },
      });
      return { id: user.id, username, password };
    },
    async signIn(username, password) {
      const response = await request('/api/auth/login', { method: 'POST', json: { username, password } });
      const body = await response.json();
      if (!body.success) throw new Error(`sign-in failed: ${JSON.stringify(body)}`);
      return body.data.token;
    },
    async cleanup() {
      await app.close();
      database.drop();
    },
  };
}
