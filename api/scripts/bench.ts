// `npm run bench`: figures for the standing budgets. Prints, never fails on a number.
//  - public API reads on the embedded database with thousands of posts (latency, SQL per request)
//  - sign-in cost (argon2id)
//  - the home page's initial JavaScript, gzipped (needs `npm run build` first)
//  - throughput of public reads over real sockets, cached and not, beside a bare node:http server
//    sending the same bytes (benchThroughput.ts; pages need `npm run build` first)
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import pino from 'pino';
import { createApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { createAdapter } from '../src/db/adapter.ts';
import { PrismaClient } from '../src/db/generated/client.ts';
import { prepareDatabase } from '../src/db/prepare.ts';
import { hashPassword, verifyPassword } from '../src/services/passwords.ts';
import { seedContent } from '../src/services/seed.ts';
import blogListQuery from '../../web/src/__generated__/BlogPostListPaginationQuery.graphql.ts';
import { compareWithLanded } from './benchLanded.ts';
import { publicThroughput } from './benchThroughput.ts';
import { createBenchPosts } from './benchPosts.ts';

const root = resolve(import.meta.dirname, '../..');
const postCount = Number(process.env.BENCH_POSTS ?? 3000);
const rounds = Number(process.env.BENCH_ROUNDS ?? 300);
const seconds = Number(process.env.BENCH_SECONDS ?? 3);
const log = pino({ level: 'silent' });

function percentile(sorted: number[], p: number) {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

async function measure(label: string, run: () => Promise<Response>, countQueries: () => number) {
  for (let i = 0; i < 20; i++) await run(); // warm up
  const times: number[] = [];
  const before = countQueries();
  for (let i = 0; i < rounds; i++) {
    const start = performance.now();
    const response = await run();
    await response.text();
    times.push(performance.now() - start);
    if (!response.ok) throw new Error(`${label}: HTTP ${response.status}`);
  }
  const queries = (countQueries() - before) / rounds;
  times.sort((a, b) => a - b);
  console.log(`  ${label.padEnd(46)} p50 ${percentile(times, 50).toFixed(2)} ms   p95 ${percentile(times, 95).toFixed(2)} ms   ${queries.toFixed(1)} SQL/request`);
}

async function apiReads() {
  const dir = mkdtempSync(join(tmpdir(), 'sovra-bench-'));
  const file = join(dir, 'site.db');
  await prepareDatabase({ provider: 'sqlite', file }, log);
  let queries = 0;
  const db = new PrismaClient({ adapter: createAdapter({ provider: 'sqlite', file }), log: [{ emit: 'event', level: 'query' }] });
  db.$on('query', () => queries++);
  await seedContent(db, log);
  await createBenchPosts(db, postCount);
  // The public cache off: these figures are the read path itself (the throughput section measures the cache).
  const app = createApp(loadConfig({ NODE_ENV: 'production', LOG_LEVEL: 'silent', DATABASE_URL: `file:${file}`, PUBLIC_CACHE_MB: '0' }), { db, log });
  const gql = (query: string) => () =>
    app.fetch(new Request('http://bench/graphql', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query }) }));
  const get = (path: string) => () => app.fetch(new Request(`http://bench${path}`));
  console.log(`Public reads, embedded SQLite, ${(await db.post.count()).toLocaleString('en')} posts, ${rounds} requests each:`);
  const count = () => queries;
  await measure('GraphQL posts(first: 12) + translation + tags', gql('{ posts(first: 12) { totalCount edges { node { id slug translation(locale: ar) { title excerpt readTimeMinutes } tags { slug name(locale: ar) } } } } }'), count);
  await measure('GraphQL post(slug) + body + related(3)', gql('{ post(slug: "bench-post-1500") { translation(locale: en) { title body } tags { slug } related(first: 3) { slug } } }'), count);
  await measure('REST GET /api/blogs?page=100', get('/api/blogs?page=100'), count);
  await measure('REST GET /api/blogs?category=roi&lang=ar', get('/api/blogs?category=roi&lang=ar'), count);
  await measure('REST GET /api/blogs?search=Benchmark%20post%20299', get('/api/blogs?search=Benchmark%20post%20299'), count);
  await measure('REST GET /api/blogs/{slug}', get('/api/blogs/bench-post-42'), count);
  const post = (query: string, variables = {}) => () =>
    new Request('http://bench/graphql', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query, variables }) });
  await compareWithLanded({
    file,
    config: loadConfig({ NODE_ENV: 'production', LOG_LEVEL: 'silent', DATABASE_URL: `file:${file}`, PUBLIC_CACHE_MB: '0' }),
    log,
    rounds,
    current: { name: 'now', app, statements: count },
    reads: [
      { label: 'REST GET /api/blogs?page=100', request: () => new Request('http://bench/api/blogs?page=100') },
      { label: 'REST GET /api/blogs', request: () => new Request('http://bench/api/blogs') },
      { label: "GraphQL blog list as the web app sends it (posts(first: 12), ar)", request: post(blogListQuery.params.text!, { locale: 'ar' }) },
      { label: 'GraphQL posts(first: 12) + translation + tags', request: post('{ posts(first: 12) { totalCount edges { node { id slug translation(locale: ar) { title excerpt readTimeMinutes } tags { slug name(locale: ar) } } } } }') },
    ],
  });
  await app.close();
  rmSync(dir, { recursive: true, force: true });
}

async function signInCost() {
  const hash = await hashPassword('a long benchmark password');
  const times: number[] = [];
  for (let i = 0; i < 20; i++) {
    const start = performance.now();
    await verifyPassword(hash, 'a long benchmark password');
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  console.log(`Sign-in cost: argon2id (m=19 MiB, t=2, p=1) verify p50 ${percentile(times, 50).toFixed(1)} ms, p95 ${percentile(times, 95).toFixed(1)} ms`);
}

function homeBundle() {
  const index = join(root, 'dist/web/index.html');
  if (!existsSync(index)) {
    console.log('Home page JavaScript: no build (run `npm run build`).');
    return;
  }
  const html = readFileSync(index, 'utf8');
  const files = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map((m) => m[1]);
  const size = (path: string) => {
    const bytes = readFileSync(join(root, 'dist/web', path));
    return { raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length };
  };
  const initial = files.map(size).reduce((a, b) => ({ raw: a.raw + b.raw, gzip: a.gzip + b.gzip }), { raw: 0, gzip: 0 });
  console.log(`Home page initial JavaScript (index.html's ${files.length} scripts): ${(initial.gzip / 1024).toFixed(1)} KiB gzip (${(initial.raw / 1024).toFixed(1)} KiB raw)`);
}

await signInCost();
homeBundle();
await apiReads();
await publicThroughput({ posts: postCount, seconds, log });
