// `npm run bench`: figures for the standing budgets. Prints, never fails on a number.
//  - the public reads on SQLite with BENCH_POSTS bench posts (10,000): the list, searches in both
//    languages and an article, as REST and GraphQL, uncached and cached (benchReads.ts)
//  - the same list reads beside a landed commit's (benchLanded.ts)
//  - sign-in cost (argon2id)
//  - the JavaScript the home page (both languages) and the blog load before any interaction, as the
//    server renders them (pageScripts.ts, needs `npm run build` first); `BENCH_ONLY=scripts` runs
//    this part alone
//  - throughput of public reads over real sockets, cached and not, beside a bare node:http server
//    sending the same bytes (benchThroughput.ts; pages need `npm run build` first);
//    `BENCH_ONLY=throughput` runs this part alone, `BENCH_ROWS=graphql,rest` only the rows so named
//  - what misses cost: random unknown paths, topics, query parameters and searches beside the
//    cached article, and /api/health's latency during a flood of random paths (benchMisses.ts);
//    `BENCH_ONLY=misses` runs this part alone
//  - throughput of POST /api/events (page views) beside the same bare server, and whether the
//    counters are exact afterwards (benchEvents.ts); `BENCH_ONLY=events` runs this part alone
//  - what a rate-limit check costs: a take in the database, a page view's check in memory and
//    its sync (benchLimits.ts); `BENCH_ONLY=limits` runs this part alone
//  - the time to make the variants of a 12-megapixel photo (processUpload: median and min of
//    BENCH_MEDIA_RUNS runs, peak RSS growth) and the bytes of each variant (benchMedia.ts), then
//    /api/health's latency while a real server takes that photo, a 14 MB SVG and a 24,000-heading
//    Markdown preview; `BENCH_ONLY=media` runs this part alone
//  - what the attack suites' hostile inputs cost: saving and previewing pathological Markdown,
//    hostile searches, refused GraphQL attacks, a deeply nested SVG, a decompression bomb, long
//    strips, SVGs costly to draw, the contact form with no mail server, and a 20 KB article's
//    render, each beside the goal its test used to time (benchHostile.ts); `BENCH_ONLY=hostile`
//    runs this part alone
//  - the CPU time of a server render of the home page, the blog and an article (each in both
//    languages): uncached, and with the cache on but the page not in it, beside the same pages from the
//    cache (benchRenders.ts, needs `npm run build` first); `BENCH_ONLY=renders` runs this part alone
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import pino from 'pino';

// Measured as `npm start` runs: graphql-js and Prisma read NODE_ENV when loaded, so it is set first.
process.env.NODE_ENV ??= 'production';
const { createApp } = await import('../src/app.ts');
const { loadConfig } = await import('../src/config.ts');
const { createAdapter } = await import('../src/db/adapter.ts');
const { createDb } = await import('../src/db/client.ts');
const { PrismaClient } = await import('../src/db/generated/client.ts');
const { prepareDatabase } = await import('../src/prepare.ts');
const { hashPassword, verifyPassword } = await import('../src/services/passwords.ts');
const { seedContent } = await import('../src/services/seed.ts');
const { default: blogListQuery } = await import('../../web/src/__generated__/BlogPostListPaginationQuery.graphql.ts');
const { loadPersistedDocuments } = await import('../src/graphql/persisted.ts');
const { compareWithLanded } = await import('./benchLanded.ts');
const { createBenchPosts } = await import('./benchPosts.ts');
const { publicReads } = await import('./benchReads.ts');
const { publicThroughput } = await import('./benchThroughput.ts');
const { eventsThroughput } = await import('./benchEvents.ts');
const { missCost } = await import('./benchMisses.ts');
const { limitsCost } = await import('./benchLimits.ts');
const { mediaProcessing } = await import('./benchMedia.ts');
const { hostileInputs } = await import('./benchHostile.ts');
const { renderCost } = await import('./benchRenders.ts');
const { homeJavaScriptBudgetKb, initialScripts, readManifest, scriptBytes } = await import('./pageScripts.ts');

const root = resolve(import.meta.dirname, '../..');
const postCount = Number(process.env.BENCH_POSTS ?? 10_000);
const rounds = Number(process.env.BENCH_ROUNDS ?? 300);
const seconds = Number(process.env.BENCH_SECONDS ?? 3);
const mediaRuns = Number(process.env.BENCH_MEDIA_RUNS ?? 5);
const hostileRuns = Number(process.env.BENCH_HOSTILE_RUNS ?? 3);
const log = pino({ level: 'silent' });

function percentile(sorted: number[], p: number) {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

/** A database with the launch content and `postCount` bench posts, indexed for search, closed. */
async function seededDatabase(file: string) {
  const started = performance.now();
  await prepareDatabase({ provider: 'sqlite', file }, log);
  const db = createDb({ provider: 'sqlite', file });
  await seedContent(db, log);
  await createBenchPosts(db, postCount);
  await db.$disconnect();
  console.log(
    `Bench database: ${postCount.toLocaleString('en')} bench posts written and indexed for search in ${((performance.now() - started) / 1000).toFixed(1)} s.`,
  );
}

/** The list reads of this tree beside those of a landed commit, on the same database. */
async function landedComparison(file: string) {
  let queries = 0;
  const db = new PrismaClient({ adapter: createAdapter({ provider: 'sqlite', file }), log: [{ emit: 'event', level: 'query' }] });
  db.$on('query', () => queries++);
  const config = loadConfig({
    NODE_ENV: 'production',
    LOG_LEVEL: 'silent',
    DATABASE_URL: `file:${file}`,
    PUBLIC_CACHE_MB: '0',
    PUBLIC_MISS_MS_PER_SECOND: '0',
  });
  const app = createApp(config, { db, log });
  const post =
    (query: string, variables = {}) =>
    () =>
      new Request('http://bench/graphql', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query, variables }) });
  try {
    await compareWithLanded({
      file,
      config,
      log,
      rounds,
      current: { name: 'now', app, statements: () => queries },
      reads: [
        { label: 'REST GET /api/blogs?page=100', request: () => new Request('http://bench/api/blogs?page=100') },
        { label: 'REST GET /api/blogs', request: () => new Request('http://bench/api/blogs') },
        {
          label: 'GraphQL blog list as the web app sends it (posts(first: 12), ar)',
          request: post(loadPersistedDocuments().text(blogListQuery.params.id!)!, { locale: 'ar' }),
        },
      ],
    });
  } finally {
    await app.close();
    await db.$disconnect();
  }
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

/**
 * What the home page makes a phone download as JavaScript before any interaction (pageScripts.ts),
 * as the server renders it, beside the budget the budgets test holds for the same files in Chromium;
 * the blog's, still the whole app, for comparison.
 */
async function pageJavaScript(file: string) {
  const webDist = join(root, 'dist/web');
  if (!existsSync(join(webDist, '.vite/manifest.json'))) {
    console.log('Page JavaScript: no build (run `npm run build`).');
    return;
  }
  const manifest = readManifest(webDist);
  const config = loadConfig({ NODE_ENV: 'production', LOG_LEVEL: 'silent', DATABASE_URL: `file:${file}`, PUBLIC_MISS_MS_PER_SECOND: '0' });
  const db = createDb({ provider: 'sqlite', file });
  const app = createApp(config, { db, log });
  console.log(
    `Initial JavaScript of a server-rendered page, before any interaction: its scripts and module preloads, those boot.ts adds after the first paint, ` +
      `and their static imports (the build's manifest), gzip -9. Budget for the home page: ${homeJavaScriptBudgetKb} KiB (web/e2e/budgets.e2e.ts, ` +
      `which checks that Chromium loads exactly these files); issue 22 asked for at most 100 KB.`,
  );
  try {
    for (const path of ['/', '/?lang=ar', '/blog']) {
      const files = initialScripts(await (await app.fetch(new Request(`http://bench${path}`))).text(), manifest);
      const { raw, gzip } = scriptBytes(webDist, files);
      const budget =
        path === '/blog' ? '(the blog: the whole app, no budget)' : `budget ${homeJavaScriptBudgetKb} KiB${gzip / 1024 > homeJavaScriptBudgetKb ? ' !' : ''}`;
      console.log(
        `  ${path.padEnd(10)} ${(gzip / 1024).toFixed(1).padStart(6)} KiB gzip (${(raw / 1024).toFixed(1)} KiB raw) in ${files.length} files; ${budget}`,
      );
    }
  } finally {
    await app.close();
    await db.$disconnect();
  }
}

const dir = mkdtempSync(join(tmpdir(), 'sovra-bench-'));
// Stopped (Ctrl-C, a time limit), the bench exits, and the servers it started go with it (siteServer.ts).
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    rmSync(dir, { recursive: true, force: true });
    process.exit(1);
  });
}
try {
  const file = join(dir, 'site.db');
  if (process.env.BENCH_ONLY === 'events') {
    // Page views need the site's pages, not the bench posts.
    await prepareDatabase({ provider: 'sqlite', file }, log);
    await eventsThroughput({ seeded: file, seconds });
  } else if (process.env.BENCH_ONLY === 'media') {
    await prepareDatabase({ provider: 'sqlite', file }, log);
    await mediaProcessing({ runs: mediaRuns, seeded: file });
  } else if (process.env.BENCH_ONLY === 'limits') {
    await prepareDatabase({ provider: 'sqlite', file }, log);
    await limitsCost({ seeded: file });
  } else if (process.env.BENCH_ONLY === 'misses') {
    await seededDatabase(file);
    await missCost({ seeded: file, seconds });
  } else if (process.env.BENCH_ONLY === 'scripts') {
    await prepareDatabase({ provider: 'sqlite', file }, log);
    await pageJavaScript(file);
  } else if (process.env.BENCH_ONLY === 'renders') {
    await seededDatabase(file);
    const slow = await renderCost({ file, log, rounds });
    if (slow.length) console.log(`Over the uncached render budget: ${slow.join('; ')}.`);
  } else if (process.env.BENCH_ONLY === 'throughput') {
    await seededDatabase(file);
    await publicThroughput({ seeded: file, seconds });
  } else if (process.env.BENCH_ONLY === 'hostile') {
    await seededDatabase(file);
    await hostileInputs({ seeded: file, log, runs: hostileRuns });
  } else {
    await seededDatabase(file);
    const over = await publicReads({ file, log, rounds });
    await landedComparison(file);
    await signInCost();
    await mediaProcessing({ runs: mediaRuns, seeded: file });
    await hostileInputs({ seeded: file, log, runs: hostileRuns });
    await pageJavaScript(file);
    const slow = await renderCost({ file, log, rounds });
    await publicThroughput({ seeded: file, seconds });
    await missCost({ seeded: file, seconds });
    await eventsThroughput({ seeded: file, seconds });
    await limitsCost({ seeded: file });
    if (over.length) console.log(`Over the uncached p95 budget: ${over.join('; ')}.`);
    if (slow.length) console.log(`Over the uncached render budget: ${slow.join('; ')}.`);
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}
