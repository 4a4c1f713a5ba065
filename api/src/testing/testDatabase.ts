import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pino from 'pino';
import { prepareDatabase } from '../prepare.ts';
import { parseDatabaseUrl, type DatabaseTarget } from '../db/url.ts';
import { postgresBinaries } from './postgresServer.ts';

// Each test file gets a fresh database, copied from a template migrated once per run: an SQLite
// file by default; with TEST_DATABASE_URL (a PostgreSQL server, as `npm run test:pg` sets), a
// database made from a template database on that server.

export interface TestDatabase {
  /** DATABASE_URL of the copy. */
  url: string;
  target: DatabaseTarget;
  /** A folder of its own for the test app's other files. */
  dir: string;
  drop(): void;
}

const templateName = 'sovra_test_template';

/** Run once per test run (vitest's globalSetup): migrates the template. Returns its teardown. */
export async function prepareTemplate(): Promise<() => void> {
  const dir = mkdtempSync(join(tmpdir(), 'sovra-test-'));
  const server = process.env.TEST_DATABASE_URL;
  if (server) {
    psql(server, `DROP DATABASE IF EXISTS ${templateName}`);
    psql(server, `CREATE DATABASE ${templateName}`);
    await prepareDatabase(parseDatabaseUrl(databaseUrl(server, templateName)), pino({ level: 'silent' }));
    return () => rmSync(dir, { recursive: true, force: true });
  }
  const file = join(dir, 'template.db');
  await prepareDatabase({ provider: 'sqlite', file }, pino({ level: 'silent' }));
  process.env.SOVRA_TEST_TEMPLATE_DB = file;
  return () => rmSync(dir, { recursive: true, force: true });
}

/** A fresh copy of the template. Synchronous, so that a test file may make its app at load time. */
export function createTestDatabase(): TestDatabase {
  const dir = mkdtempSync(join(tmpdir(), 'sovra-app-'));
  const server = process.env.TEST_DATABASE_URL;
  if (server) {
    const name = `sovra_test_${randomBytes(6).toString('hex')}`;
    psql(server, `CREATE DATABASE ${name} TEMPLATE ${templateName}`);
    const url = databaseUrl(server, name);
    return {
      url,
      target: parseDatabaseUrl(url),
      dir,
      drop() {
        psql(server, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        rmSync(dir, { recursive: true, force: true });
      },
    };
  }
  const file = join(dir, 'site.db');
  copyFileSync(process.env.SOVRA_TEST_TEMPLATE_DB!, file);
  return { url: `file:${file}`, target: { provider: 'sqlite', file }, dir, drop: () => rmSync(dir, { recursive: true, force: true }) };
}

/** True when the tests run on PostgreSQL (`npm run test:pg`). */
export const onPostgres = !!process.env.TEST_DATABASE_URL;

function databaseUrl(server: string, database: string): string {
  const url = new URL(server);
  url.pathname = `/${database}`;
  return url.toString();
}

function psql(server: string, sql: string): void {
  const bin = postgresBinaries();
  execFileSync(bin ? join(bin, 'psql') : 'psql', ['-X', '-q', '-v', 'ON_ERROR_STOP=1', '-d', server, '-c', sql], { stdio: ['ignore', 'ignore', 'pipe'] });
}

/**
 * Holds the database busy, as another process's long write would, until `release` is called: an
 * exclusive SQLite transaction, or on PostgreSQL an exclusive lock on every table (which the app
 * waits for up to its lock_timeout, then answers 503).
 */
export async function holdDatabaseBusy(target: DatabaseTarget): Promise<{ release(): Promise<void> }> {
  if (target.provider === 'sqlite') {
    const { default: Database } = await import('better-sqlite3');
    const lock = new Database(target.file);
    lock.exec('BEGIN EXCLUSIVE');
    return {
      async release() {
        lock.exec('ROLLBACK');
        lock.close();
      },
    };
  }
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: target.url });
  await client.connect();
  await client.query('BEGIN');
  await client.query(`DO $$ DECLARE t record; BEGIN
    FOR t IN SELECT tablename FROM pg_tables WHERE schemaname = 'public' LOOP
      EXECUTE format('LOCK TABLE %I IN ACCESS EXCLUSIVE MODE', t.tablename);
    END LOOP; END $$`);
  return {
    async release() {
      await client.query('ROLLBACK');
      await client.end();
    },
  };
}
