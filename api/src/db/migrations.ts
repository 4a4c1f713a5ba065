import { randomUUID } from 'node:crypto';
import { readFileSync, readdirSync, existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { bindMigrationAwareSqlAdapterFactory, type SqlDriverAdapter, type SqlMigrationAwareDriverAdapterFactory } from '@prisma/driver-adapter-utils';
import type { DiffTarget, MigrationList, SchemaEngine } from '@prisma/schema-engine-wasm';
import { createAdapter } from './adapter.ts';
import { schemaPath, schemaText } from './schemas.ts';
import type { DatabaseTarget } from './url.ts';
import { ensureDatabaseFolder } from './url.ts';

// Migrations run through the WASM build of Prisma's schema engine: the native one is downloaded
// at run time, which our machines cannot do. Its tables stay compatible with `prisma migrate deploy`.

const root = resolve(import.meta.dirname, '../../..');

export function migrationsDir(provider: DatabaseTarget['provider']): string {
  return join(root, 'prisma/migrations', provider);
}

const noFilters = { externalTables: [], externalEnums: [] };

type EngineBindings = typeof import('@prisma/schema-engine-wasm/schema_engine_bg');

let compiled: Promise<WebAssembly.Module> | undefined;

/**
 * A fresh instance of the engine for each use, with its own copy of the JS bindings: they keep views
 * of the instance's memory in module state, so a second instance set into the same bindings module
 * reads and writes through the first one's memory (a test run met it as a PrismaClientRustPanicError
 * whose message was a piece of an earlier migration's SQL). The bindings are imported under a query
 * no other import uses (a counter is not enough: vitest evaluates this module again for each test
 * file, while Node keeps the bindings module it imported). The compiled module is kept: instantiating
 * it again takes milliseconds. The package's entry imports its .wasm as an ES module, which Node
 * refuses, so it is instantiated by hand.
 */
async function loadWasm(): Promise<EngineBindings> {
  const require = createRequire(import.meta.url);
  const bindingsFile = require.resolve('@prisma/schema-engine-wasm/schema_engine_bg');
  compiled ??= WebAssembly.compile(readFileSync(join(dirname(bindingsFile), 'schema_engine_bg.wasm')));
  const bindings = (await import(`${pathToFileURL(bindingsFile).href}?instance=${randomUUID()}`)) as EngineBindings;
  const instance = await WebAssembly.instantiate(await compiled, { './schema_engine_bg.js': bindings });
  bindings.__wbg_set_wasm(instance.exports);
  (instance.exports.__wbindgen_start as () => void)();
  return bindings;
}

/**
 * Wraps the driver adapter for the engine. The engine replays each migration file on the shadow
 * database with `executeRaw`, which better-sqlite3 limits to one statement: whole scripts go to
 * `executeScript` instead. The engine never closes what it opened: `dispose` does.
 */
function engineAdapter(factory: SqlMigrationAwareDriverAdapterFactory) {
  const opened: SqlDriverAdapter[] = [];
  const track = async (connecting: Promise<SqlDriverAdapter>) => {
    const adapter = await connecting;
    opened.push(adapter);
    return adapter;
  };
  return {
    dispose: () => Promise.all(opened.map((adapter) => adapter.dispose())),
    provider: factory.provider,
    adapterName: factory.adapterName,
    connect: () => track(factory.connect()),
    connectToShadowDb: async () => {
      const shadow = await track(factory.connectToShadowDb());
      const executeRaw = shadow.executeRaw.bind(shadow);
      shadow.executeRaw = async (query) => {
        if (query.args.length > 0) return executeRaw(query);
        await shadow.executeScript(query.sql);
        return 0;
      };
      return shadow;
    },
  };
}

async function withEngine<T>(target: DatabaseTarget, run: (engine: SchemaEngine) => Promise<T>): Promise<T> {
  ensureDatabaseFolder(target);
  const { SchemaEngine } = await loadWasm();
  const wrapped = engineAdapter(createAdapter(target));
  const adapter = bindMigrationAwareSqlAdapterFactory(wrapped);
  const schema = schemaText(target.provider);
  const engine = await SchemaEngine.new({ datamodels: [[schemaPath, schema]] }, () => {}, adapter);
  try {
    return await run(engine);
  } catch (error) {
    // Driver errors reach the engine as "External error id#N"; show the driver's own error instead.
    const message = String((error as Error).message);
    // Migrating takes SQLite's exclusive lock, which a running server's connection prevents.
    if (/SocketTimeout|SQLITE_BUSY/.test(message)) {
      throw new Error('The database is in use by another process: stop the server, then migrate (npm start migrates by itself).', { cause: error });
    }
    const id = /External error id#(\d+)/.exec(message)?.[1];
    throw (id && adapter.errorRegistry.consumeError(Number(id))?.error) || error;
  } finally {
    engine.free();
    await wrapped.dispose();
  }
}

/** The migration folders in order; with `upTo`, only those up to and including that one. */
function listMigrations(provider: DatabaseTarget['provider'], upTo?: string): MigrationList {
  const baseDir = migrationsDir(provider);
  const lockPath = join(baseDir, 'migration_lock.toml');
  const folders = existsSync(baseDir)
    ? readdirSync(baseDir, { withFileTypes: true })
        .filter((d) => d.isDirectory())
        .map((d) => d.name)
        .sort()
        .filter((name) => !upTo || name <= upTo)
    : [];
  return {
    baseDir,
    lockfile: { path: 'migration_lock.toml', content: existsSync(lockPath) ? readFileSync(lockPath, 'utf8') : null },
    shadowDbInitScript: '',
    migrationDirectories: folders.map((name) => ({
      path: name,
      migrationFile: { path: 'migration.sql', content: { tag: 'ok', value: readFileSync(join(baseDir, name, 'migration.sql'), 'utf8') } },
    })),
  };
}

/**
 * Applies the pending migrations; returns the names of those it applied. `upTo` (a folder name)
 * stops after that migration: tests use it to build a database as an earlier version left it.
 */
export async function applyMigrations(target: DatabaseTarget, options: { upTo?: string } = {}): Promise<string[]> {
  return withEngine(target, async (engine) => {
    const { appliedMigrationNames } = await engine.applyMigrations({ migrationsList: listMigrations(target.provider, options.upTo), filters: noFilters });
    return appliedMigrationNames;
  });
}

/**
 * The data model PostgreSQL's migrations lead to, kept beside them. PostgreSQL's history is diffed
 * from it rather than replayed on a shadow database: the engine's WASM build cannot read back
 * PostgreSQL's catalogue through the driver adapter, and so no server is needed to write one.
 */
export function postgresDatamodelPath(): string {
  return join(migrationsDir('postgresql'), 'datamodel.prisma');
}

/** A schema without its generators (their output paths differ between machines). */
function datamodelOnly(schema: string): string {
  return schema.replace(/^generator \w+ \{[^}]*\}\n*/gm, '');
}

/**
 * Writes a new migration folder holding the SQL that takes the migrations so far to the schema.
 * Returns its path, or null when the schema has not changed. `npm run db:migration:create`
 * writes both histories (SQLite's and PostgreSQL's) with one name and time. PostgreSQL's engine
 * wants a server to talk to (`scratchUrl`), though the diff reads and writes nothing there.
 */
export async function createMigration(provider: DatabaseTarget['provider'], name: string, now = new Date(), scratchUrl = ''): Promise<string | null> {
  if (!/^[a-z0-9_]+$/i.test(name)) throw new Error('A migration name uses letters, digits and underscores only');
  const schema = schemaText(provider);
  const history = listMigrations(provider);
  const snapshot = postgresDatamodelPath();
  const from: DiffTarget =
    provider === 'postgresql'
      ? existsSync(snapshot)
        ? { tag: 'schemaDatamodel', files: [{ path: snapshot, content: readFileSync(snapshot, 'utf8') }] }
        : { tag: 'empty' }
      : history.migrationDirectories.length
        ? { tag: 'migrations', ...history }
        : { tag: 'empty' };
  const scratch: DatabaseTarget = provider === 'sqlite' ? { provider, file: ':memory:' } : { provider, url: scratchUrl };
  const sql = await withEngine(scratch, async (engine) => {
    const { stdout } = await engine.diff({
      from,
      to: { tag: 'schemaDatamodel', files: [{ path: schemaPath, content: schema }] },
      script: true,
      exitCode: null,
      filters: noFilters,
    });
    return stdout ?? '';
  });
  if (!sql.trim() || /^-- This is an empty migration\.?\s*$/.test(sql.trim())) return null;
  const stamp = now.toISOString().replace(/\D/g, '').slice(0, 14);
  const dir = join(migrationsDir(provider), `${stamp}_${name}`);
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, 'migration.sql'), sql);
  const lock = join(migrationsDir(provider), 'migration_lock.toml');
  if (!existsSync(lock)) writeFileSync(lock, `# Please do not edit this file manually\nprovider = "${provider}"\n`);
  if (provider === 'postgresql') {
    writeFileSync(snapshot, `// What prisma/migrations/postgresql leads to: written by npm run db:migration:create, do not edit.\n${datamodelOnly(schema)}`);
  }
  return dir;
}
