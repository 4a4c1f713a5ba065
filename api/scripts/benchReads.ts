// `npm run bench`, the public reads the blog's budget is about (uncached p95 under 10 ms on SQLite):
// the list (first and a deep page), a search in each language (a word most posts hold, a rare one;
// the Arabic ones typed with other alef and ta marbuta forms than the posts store) and an article
// with its body, each through REST and through the web app's own GraphQL operation, uncached
// (PUBLIC_CACHE_MB=0) and from the warm public cache. In process (app.fetch, no socket: the socket
// section measures that), the four ways in turns of 25 requests, so all see the same machine.
import { availableParallelism, loadavg } from 'node:os';
import type { Logger } from 'pino';
import { createApp, type App } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { createAdapter } from '../src/db/adapter.ts';
import { PrismaClient } from '../src/db/generated/client.ts';
import { operationBody, type OperationParameters } from '../../web/src/relay/operationBody.ts';
import articleQuery from '../../web/src/__generated__/ArticlePageQuery.graphql.ts';
import blogListQuery from '../../web/src/__generated__/BlogPostListPaginationQuery.graphql.ts';
import { benchArticleSlug } from './benchPosts.ts';

export const budgetMs = 10;
const block = 25;
const pageSize = 12;
const deepPage = 700;

interface Read {
  label: string;
  rest: string;
  graphql: { operation: { params: OperationParameters }; variables: Record<string, unknown> };
}

const cursorAfter = (offset: number) => Buffer.from(`OffsetConnection:${offset}`).toString('base64');
const list = (variables: Record<string, unknown>) => ({
  operation: blogListQuery,
  variables: { count: pageSize, cursor: null, search: null, tag: null, ...variables },
});

// The words searched for: stored as إدارة (with hamza, ta marbuta) and الأسطورة, typed as readers often do.
const words = { enCommon: 'data', enRare: 'zeolite', arCommon: 'اداره', arRare: 'اسطوره' };

const reads: Read[] = [
  { label: 'list, page 1', rest: '/api/blogs?lang=ar', graphql: list({ locale: 'ar' }) },
  {
    label: `list, page ${deepPage}`,
    rest: `/api/blogs?lang=ar&page=${deepPage}`,
    graphql: list({ locale: 'ar', cursor: cursorAfter((deepPage - 1) * pageSize - 1) }),
  },
  {
    label: `search en, common "${words.enCommon}"`,
    rest: `/api/blogs?lang=en&search=${words.enCommon}`,
    graphql: list({ locale: 'en', search: words.enCommon }),
  },
  { label: `search en, rare "${words.enRare}"`, rest: `/api/blogs?lang=en&search=${words.enRare}`, graphql: list({ locale: 'en', search: words.enRare }) },
  {
    label: 'search ar, common ¹',
    rest: `/api/blogs?lang=ar&search=${encodeURIComponent(words.arCommon)}`,
    graphql: list({ locale: 'ar', search: words.arCommon }),
  },
  { label: 'search ar, rare ²', rest: `/api/blogs?lang=ar&search=${encodeURIComponent(words.arRare)}`, graphql: list({ locale: 'ar', search: words.arRare }) },
  {
    label: 'article by slug, with body',
    rest: `/api/blogs/${benchArticleSlug}?lang=ar`,
    graphql: { operation: articleQuery, variables: { slug: benchArticleSlug, locale: 'ar' } },
  },
];

interface Way {
  door: 'REST' | 'GraphQL';
  cached: boolean;
  request(read: Read): Request;
}

const ways: Way[] = (['REST', 'GraphQL'] as const).flatMap((door) =>
  [false, true].map((cached) => ({
    door,
    cached,
    request: (read: Read) =>
      door === 'REST'
        ? new Request(`http://bench${read.rest}`)
        : new Request('http://bench/graphql', {
            method: 'POST',
            headers: { 'content-type': 'application/json', accept: 'application/json' },
            body: JSON.stringify(operationBody(read.graphql.operation.params, read.graphql.variables)),
          }),
  })),
);

function percentile(sorted: number[], p: number) {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

/** How many posts the answer says match (1 for an article found), checking it is a whole answer. */
function matches(door: Way['door'], body: string, label: string): number {
  const json = JSON.parse(body);
  if (door === 'GraphQL') {
    if (json.errors) throw new Error(`${label}: ${json.errors[0].message}`);
    if ('post' in json.data) return json.data.post ? 1 : 0;
    return json.data.posts.totalCount;
  }
  return json.data.pagination?.total ?? (json.data.slug ? 1 : 0);
}

/** Prints the table; returns the reads whose uncached p95 is over the budget. */
export async function publicReads(options: { file: string; log: Logger; rounds: number }): Promise<string[]> {
  let statements = 0;
  const db = new PrismaClient({ adapter: createAdapter({ provider: 'sqlite', file: options.file }), log: [{ emit: 'event', level: 'query' }] });
  db.$on('query', () => statements++);
  const config = (cacheMb: string) =>
    loadConfig({ NODE_ENV: 'production', LOG_LEVEL: 'silent', DATABASE_URL: `file:${options.file}`, PUBLIC_CACHE_MB: cacheMb, PUBLIC_MISS_MS_PER_SECOND: '0' });
  const apps = { uncached: createApp(config('0'), { db, log: options.log }), cached: createApp(config('64'), { db, log: options.log }) };
  const appOf = (way: Way): App => (way.cached ? apps.cached : apps.uncached);
  const rounds = Math.max(block * 2, Math.round(options.rounds / block) * block);
  const [posts, published] = await Promise.all([db.post.count(), db.post.count({ where: { status: 'PUBLISHED', publishedAt: { lte: new Date() } } })]);

  console.log(
    `Public reads in process (app.fetch, no socket) on SQLite, ${posts.toLocaleString('en')} posts (${published.toLocaleString('en')} public): ` +
      `${rounds} requests each, the four ways in turns of ${block}; uncached: PUBLIC_CACHE_MB=0, cached: from the warm public cache; ` +
      `CPU: this process's CPU time per request (what the request costs, whatever else the machine runs); SQL: statements per request. Budget: uncached p95 under ${budgetMs} ms. Load average ${loadavg()[0].toFixed(1)} on ${availableParallelism()} CPUs.`,
  );
  console.log(`${' '.repeat(52)}${'uncached'.padEnd(35)}cached`);
  console.log(
    `  ${'read'.padEnd(30)} ${'door'.padEnd(8)} ${'posts'.padStart(7)}   ${'p50 ms'.padStart(7)} ${'p95 ms'.padStart(8)}  ${'CPU ms'.padStart(7)} ${'SQL'.padStart(4)}     ${'p50 ms'.padStart(7)} ${'p95 ms'.padStart(7)} ${'SQL'.padStart(5)}`,
  );

  const over: string[] = [];
  try {
    // The code of every read compiled and its statements prepared before any is timed.
    for (const read of reads) for (const way of ways) for (let i = 0; i < 30; i++) await (await appOf(way).fetch(way.request(read))).text();
    for (const read of reads) {
      const found = new Map<Way, number>();
      for (const way of ways) {
        for (let i = 0; i < 20; i++) {
          const response = await appOf(way).fetch(way.request(read));
          const body = await response.text();
          if (!response.ok) throw new Error(`${read.label} (${way.door}): HTTP ${response.status}`);
          found.set(way, matches(way.door, body, read.label));
          if (way.cached && i > 0 && response.headers.get('x-cache') !== 'hit') throw new Error(`${read.label} (${way.door}): not answered from the cache`);
        }
      }
      const figures = new Map(ways.map((way) => [way, { times: [] as number[], statements: 0, cpu: 0 }]));
      for (let b = 0; b < rounds / block; b++) {
        // Each way leads in turn.
        for (let k = 0; k < ways.length; k++) {
          const way = ways[(b + k) % ways.length];
          const figure = figures.get(way)!;
          const before = statements;
          const cpu = process.cpuUsage();
          for (let i = 0; i < block; i++) {
            const start = performance.now();
            const response = await appOf(way).fetch(way.request(read));
            await response.text();
            figure.times.push(performance.now() - start);
            if (!response.ok) throw new Error(`${read.label} (${way.door}): HTTP ${response.status}`);
          }
          figure.statements += statements - before;
          const used = process.cpuUsage(cpu);
          figure.cpu += (used.user + used.system) / 1000;
        }
      }
      for (const door of ['REST', 'GraphQL'] as const) {
        const [uncached, cached] = [false, true].map((c) => {
          const way = ways.find((w) => w.door === door && w.cached === c)!;
          const { times, statements: total, cpu } = figures.get(way)!;
          times.sort((a, b) => a - b);
          return { p50: percentile(times, 50), p95: percentile(times, 95), cpu: cpu / times.length, sql: total / times.length, found: found.get(way)! };
        });
        const mark = uncached.p95 >= budgetMs ? ' !' : '  ';
        if (mark.trim()) over.push(`${read.label} (${door})`);
        console.log(
          `  ${(door === 'REST' ? read.label : '').padEnd(30)} ${door.padEnd(8)} ${uncached.found.toLocaleString('en').padStart(7)}   ` +
            `${uncached.p50.toFixed(2).padStart(7)} ${uncached.p95.toFixed(2).padStart(8)}${mark}${uncached.cpu.toFixed(2).padStart(7)} ${uncached.sql.toFixed(1).padStart(4)}     ` +
            `${cached.p50.toFixed(2).padStart(7)} ${cached.p95.toFixed(2).padStart(7)} ${cached.sql.toFixed(1).padStart(5)}`,
        );
      }
    }
  } finally {
    await Promise.all([apps.uncached.close(), apps.cached.close()]);
    await db.$disconnect();
  }
  console.log(
    `  posts: the answer's count of matches (1: the article found); ¹ typed ${words.arCommon}, stored إدارة; ² typed ${words.arRare}, stored الأسطورة; ! over budget`,
  );
  return over;
}
