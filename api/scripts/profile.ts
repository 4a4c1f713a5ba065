// `npx tsx api/scripts/profile.ts [rest|graphql]`: where an uncached public list request spends its
// time, on the bench's database (BENCH_POSTS posts), with the public cache off, run as `npm start`
// runs (NODE_ENV=production: graphql-js and Prisma skip their development checks). PROFILE_SEARCH=words
// profiles that search's first pages instead of the list's. Prints
//  - self time by area and the heaviest functions, from a CPU profile of PROFILE_REQUESTS requests
//    (PROFILE_OUT=file.cpuprofile keeps it for Chrome DevTools or speedscope);
//  - the database's share: the same requests again with the list's Prisma calls and raw SQL answered
//    from memory, which leaves what GraphQL execution, the REST or Yoga door and the app cost.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pino from 'pino';
import type { Db } from '../src/db/client.ts';
import { createBenchPosts } from './benchPosts.ts';

// graphql-js and Prisma read NODE_ENV when loaded: set it first, then load them.
process.env.NODE_ENV ??= 'production';
const { createApp } = await import('../src/app.ts');
const { loadConfig } = await import('../src/config.ts');
const { createDb } = await import('../src/db/client.ts');
const { prepareDatabase } = await import('../src/prepare.ts');
const { seedContent } = await import('../src/services/seed.ts');

const postCount = Number(process.env.BENCH_POSTS ?? 10_000);
const requests = Number(process.env.PROFILE_REQUESTS ?? 2000);
const search = process.env.PROFILE_SEARCH || null;
const target = process.argv[2] === 'graphql' ? 'graphql' : 'rest';
const log = pino({ level: 'silent' });

// The web app's blog list (BlogPostListPaginationQuery in web/src/__generated__), as a visitor sends it.
const blogListQuery = `query BlogPostListPaginationQuery($count: Int = 12, $cursor: String, $locale: Locale!, $search: String, $tag: String) {
  posts(first: $count, after: $cursor, tag: $tag, search: $search) {
    totalCount
    edges { node { id featured slug publishedAt translation(locale: $locale) { title excerpt readTimeMinutes } tags { slug name(locale: $locale) id } __typename } cursor }
    pageInfo { endCursor hasNextPage }
  }
}`;

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  hitCount?: number;
}

/** The area of the stack a frame belongs to, from its script's address. */
function area({ url, functionName }: ProfileNode['callFrame']): string {
  if (functionName === '(idle)') return 'idle (waiting on the event loop)';
  if (functionName === '(garbage collector)') return 'garbage collection';
  if (functionName === '(program)') return 'V8, unattributed';
  const packageName = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url)?.[1];
  // better-sqlite3's native methods have no script; `Statement` is `prepare` compiling SQL.
  if (packageName === 'better-sqlite3' || (!url && /^(Statement|all|run|get|raw|bind|columns|iterate)$/.test(functionName))) return 'SQLite (better-sqlite3)';
  if (packageName === '@prisma/client' || packageName === '@prisma/client-runtime-utils' || url.includes('/api/src/db/generated/')) return 'Prisma client';
  if (packageName?.startsWith('@prisma/') || url.includes('/api/src/db/')) return 'Prisma driver adapter';
  if (packageName === 'graphql' || packageName === '@graphql-tools/executor') return 'GraphQL execution (graphql-js, graphql-tools)';
  if (packageName && /yoga|envelop|whatwg-node|graphql-armor|graphql-query-complexity|lru-cache/.test(packageName)) return 'Yoga and its plugins';
  if (packageName?.startsWith('@pothos/')) return 'Pothos (resolver wrappers, Prisma selections)';
  if (packageName === 'pino') return 'logging';
  if (packageName) return `package ${packageName}`;
  if (url.includes('/api/src/')) return 'our code (api/src)';
  if (url.startsWith('node:') || url === '') return 'Node (Request, Response, streams, Buffer)';
  return 'the profiling script';
}

async function seedBenchPosts(db: Db) {
  await seedContent(db, log);
  await createBenchPosts(db, postCount);
}

/**
 * `db` with the list's reads answered from memory after their first call with the same arguments:
 * `post.findMany`, `post.count`, and the raw SQL choosing a page and counting (services/posts/publicList.ts).
 */
function withPostReadsFromMemory(db: Db): Db {
  const answers = new Map<string, unknown>();
  // `publishedAt <= now` changes every request: the moment is not part of the question.
  const key = (method: string, args: unknown) =>
    method + JSON.stringify(args, (_name, value) => (typeof value === 'string' && /^\d{4}-\d\d-\d\dT/.test(value) ? 'now' : value));
  const post = new Proxy(db.post, {
    get(delegate, property, receiver) {
      const real = Reflect.get(delegate, property, receiver);
      if (property !== 'findMany' && property !== 'count') return real;
      return async (args: unknown) => {
        const question = key(property, args);
        if (!answers.has(question)) answers.set(question, await real.call(delegate, args));
        return answers.get(question);
      };
    },
  });
  const queryRaw = async (...args: Parameters<Db['$queryRaw']>) => {
    // A tagged template (its strings and values) or a Prisma.Sql: either way, its text and values.
    const [first, ...values] = args as [{ strings?: readonly string[]; values?: unknown[] } | readonly string[], ...unknown[]];
    const question = key('$queryRaw', 'strings' in first && first.strings ? [first.strings, first.values] : [first, values]);
    if (!answers.has(question)) answers.set(question, await db.$queryRaw(...args));
    return answers.get(question);
  };
  return new Proxy(db, {
    get: (client, property, receiver) => (property === 'post' ? post : property === '$queryRaw' ? queryRaw : Reflect.get(client, property, receiver)),
  });
}

function summarize(profile: { nodes: ProfileNode[] }) {
  const total = profile.nodes.reduce((sum, node) => sum + (node.hitCount ?? 0), 0);
  const byArea = new Map<string, number>();
  const byFunction = new Map<string, number>();
  for (const node of profile.nodes) {
    const hits = node.hitCount ?? 0;
    if (!hits) continue;
    const name = area(node.callFrame);
    byArea.set(name, (byArea.get(name) ?? 0) + hits);
    const where = node.callFrame.url.replace(/^.*node_modules\//, '').replace(/^file:\/\/.*?\/api\//, 'api/');
    const key = `${node.callFrame.functionName || '(anonymous)'}  ${where}${where ? `:${node.callFrame.lineNumber + 1}` : ''}`;
    byFunction.set(key, (byFunction.get(key) ?? 0) + hits);
  }
  const share = (hits: number) => `${((100 * hits) / total).toFixed(1).padStart(5)}%`;
  console.log('Self time by area:');
  for (const [name, hits] of [...byArea].sort((a, b) => b[1] - a[1])) console.log(`  ${share(hits)}  ${name}`);
  console.log('Heaviest functions (self time):');
  for (const [name, hits] of [...byFunction].sort((a, b) => b[1] - a[1]).slice(0, 20)) console.log(`  ${share(hits)}  ${name}`);
}

const dir = mkdtempSync(join(tmpdir(), 'sovra-profile-'));
const file = join(dir, 'site.db');
await prepareDatabase({ provider: 'sqlite', file }, log);
const db = createDb({ provider: 'sqlite', file });
await seedBenchPosts(db);
const config = loadConfig({ NODE_ENV: 'production', LOG_LEVEL: 'silent', PUBLIC_CACHE_MB: '0', DATABASE_URL: `file:${file}`, PUBLIC_MISS_MS_PER_SECOND: '0' });
const app = createApp(config, { db, log });
const appWithoutDatabase = createApp(config, { db: withPostReadsFromMemory(db), log });

const pages = search ? 20 : 200;
const request = (page: number) =>
  target === 'graphql'
    ? new Request('http://profile/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify({
          query: blogListQuery,
          variables: { locale: 'ar', search, cursor: page > 1 ? Buffer.from(`OffsetConnection:${(page - 1) * 12 - 1}`).toString('base64') : null },
        }),
      })
    : new Request(`http://profile/api/blogs?page=${page}${search ? `&search=${encodeURIComponent(search)}` : ''}`);

/** CPU time (this process, all threads) and wall time per request, over `n` requests cycling through the pages. */
async function run(target: typeof app, n: number) {
  const cpu = process.cpuUsage();
  const started = performance.now();
  for (let i = 0; i < n; i++) {
    const response = await target.fetch(request((i % pages) + 1));
    await response.text();
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
  }
  const used = process.cpuUsage(cpu);
  return { ms: (performance.now() - started) / n, cpuMs: (used.user + used.system) / 1000 / n };
}

await run(app, 400); // warm up: JIT, Prisma's query plan cache, Yoga's caches
const session = new Session();
session.connect();
await session.post('Profiler.enable');
await session.post('Profiler.setSamplingInterval', { interval: 100 });
await session.post('Profiler.start');
const profiled = await run(app, requests);
const { profile } = await session.post('Profiler.stop');
session.disconnect();
if (process.env.PROFILE_OUT) writeFileSync(process.env.PROFILE_OUT, JSON.stringify(profile));

const searched = search ? `, search "${search}"` : '';
console.log(
  `${target === 'graphql' ? `GraphQL blog list, posts(first: 12${searched}), pages 1-${pages}` : `REST GET /api/blogs?page=1…${pages}${searched}`}: ${requests} requests on ${postCount.toLocaleString('en')} posts, ${profiled.ms.toFixed(2)} ms each while profiled`,
);
summarize(profile as { nodes: ProfileNode[] });

// Blocks of each, alternated, so both see the same machine.
await run(appWithoutDatabase, 2 * pages); // every page's answers recorded
const totals = { real: { cpuMs: 0, ms: 0 }, memory: { cpuMs: 0, ms: 0 } };
for (let block = 0; block < 10; block++) {
  for (const [name, which] of [
    ['real', app],
    ['memory', appWithoutDatabase],
  ] as const) {
    const { cpuMs, ms } = await run(which, pages);
    totals[name].cpuMs += cpuMs / 10;
    totals[name].ms += ms / 10;
  }
}
const databaseShare = 1 - totals.memory.cpuMs / totals.real.cpuMs;
console.log(
  `Per request: ${totals.real.ms.toFixed(2)} ms (${totals.real.cpuMs.toFixed(2)} ms CPU); with the list's Prisma calls answered from memory ${totals.memory.ms.toFixed(2)} ms (${totals.memory.cpuMs.toFixed(2)} ms CPU).`,
);
console.log(
  `The database (Prisma client, adapter, SQLite) is ${(100 * databaseShare).toFixed(0)}% of the CPU; GraphQL execution, the door and the app the other ${(100 * (1 - databaseShare)).toFixed(0)}%.`,
);

await app.close();
rmSync(dir, { recursive: true, force: true });
