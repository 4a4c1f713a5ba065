// `npm run bench`, what a server-rendered page costs (issue 22: an uncached render at most 5 ms of
// CPU): the home page, the blog and an article, each in both languages, rendered in process (app.fetch, no
// socket) three ways, in turns of 25 requests:
//  - no cache (PUBLIC_CACHE_MB=0): everything read again for each request, as after a change;
//  - not held, with the cache on: a page the cache does not keep (here a cache too small for any
//    page), rendered with what the server keeps per state of the public content (the menus, the
//    published slugs and paths): what a page evicted, a blog search or a new topic costs;
//  - from the warm cache.
// CPU is this process's CPU time per request (user and system, all its threads: the page's queries
// on SQLite and the JIT's compiling included), whatever else the machine runs. Measured after
// `warmRenders` renders of all the pages, as a server that has run a while renders them: the first
// thousand or so cost a third more, compiled again and again by the JIT.
// `BENCH_ONLY=renders` runs this part alone.
import { availableParallelism, loadavg } from 'node:os';
import type { Logger } from 'pino';
import { createApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { createAdapter } from '../src/db/adapter.ts';
import { PrismaClient } from '../src/db/generated/client.ts';
import { encode, encodings } from '../src/http/compression.ts';

export const renderBudgetMs = 5;
const block = 25;
const warmRenders = 2_000;
const article = '/blog/private-llm-deployment-middle-east-enterprises';
const pages = ['/', '/?lang=ar', '/blog', '/blog?lang=ar', article, `${article}?lang=ar`];
const ways = ['uncached', 'notHeld', 'cached'] as const;
type Way = (typeof ways)[number];
/** A cache too small for any page (an eighth of it is the largest answer kept), with its per-content memory on. */
const tinyCacheMb = String(16 / 1024);

/** Prints the table; returns the pages whose uncached render is over the budget, with their figure. */
export async function renderCost(options: { file: string; log: Logger; rounds: number }): Promise<string[]> {
  const db = new PrismaClient({ adapter: createAdapter({ provider: 'sqlite', file: options.file }) });
  const config = (cacheMb: string) =>
    loadConfig({ NODE_ENV: 'production', LOG_LEVEL: 'silent', DATABASE_URL: `file:${options.file}`, PUBLIC_CACHE_MB: cacheMb, PUBLIC_MISS_MS_PER_SECOND: '0' });
  const apps: Record<Way, ReturnType<typeof createApp>> = {
    uncached: createApp(config('0'), { db, log: options.log }),
    notHeld: createApp(config(tinyCacheMb), { db, log: options.log }),
    cached: createApp(config('64'), { db, log: options.log }),
  };
  const expected: Record<Way, string | null> = { uncached: null, notHeld: 'miss', cached: 'hit' };
  const rounds = Math.max(block * 2, Math.round(options.rounds / block) * block);
  // The bytes a server writes to its socket, not decoded: the client's work is not the page's.
  const get = async (way: Way, path: string) => {
    const response = await apps[way].fetch(new Request(`http://bench${path}`));
    const body = Buffer.from(await response.arrayBuffer());
    if (response.status !== 200 || !body.includes('<main')) throw new Error(`${path}: HTTP ${response.status}, not a rendered page (run \`npm run build\`)`);
    const cache = response.headers.get('x-cache');
    if (expected[way] && cache !== expected[way]) throw new Error(`${path}: ${way} answered x-cache ${cache}`);
    return body;
  };
  console.log(
    `Server-rendered pages in process (app.fetch, no socket), ${rounds} requests each way in turns of ${block}, after ${warmRenders.toLocaleString('en')} renders of them all; ` +
      `CPU: this process's CPU time per request. "Uncached render": PUBLIC_CACHE_MB=0, everything read again. "Not held": the cache on but the page not in it ` +
      `(what the server keeps per state of the content reused). Budget: an uncached render under ${renderBudgetMs} ms of CPU. ` +
      `Load average ${loadavg()[0].toFixed(1)} on ${availableParallelism()} CPUs.`,
  );
  console.log(
    `  ${'page'.padEnd(64)} ${'uncached render CPU ms/page'.padStart(28)} ${'p50 ms'.padStart(7)}   ${'not held CPU ms'.padStart(16)}   ${'cached CPU ms'.padStart(14)} ${'(req/s of CPU)'.padStart(15)}`,
  );
  let home: Buffer | undefined;
  const overBudget: string[] = [];
  try {
    // Compiled and warm before any is timed; the second cached request is a hit.
    for (let i = 0; i < warmRenders / pages.length; i++) for (const path of pages) await get(i % 2 ? 'notHeld' : 'uncached', path);
    for (const path of pages) for (let i = 0; i < 2; i++) await apps.cached.fetch(new Request(`http://bench${path}`)).then((r) => r.arrayBuffer());
    for (const path of pages) {
      const figures = Object.fromEntries(ways.map((way) => [way, { cpu: 0, times: [] as number[] }])) as Record<Way, { cpu: number; times: number[] }>;
      for (let b = 0; b < rounds / block; b++) {
        // Each way goes first in its turn.
        for (const way of [...ways.slice(b % 3), ...ways.slice(0, b % 3)]) {
          const cpu = process.cpuUsage();
          for (let i = 0; i < block; i++) {
            const start = performance.now();
            const body = await get(way, path);
            figures[way].times.push(performance.now() - start);
            if (path === '/') home = body;
          }
          const used = process.cpuUsage(cpu);
          figures[way].cpu += (used.user + used.system) / 1000;
        }
      }
      const [uncached, notHeld, cached] = ways.map((way) => figures[way].cpu / rounds);
      const p50 = figures.uncached.times.sort((a, b) => a - b)[Math.floor(rounds / 2)];
      const over = (ms: number) => (ms > renderBudgetMs ? ' !' : '  ');
      if (uncached > renderBudgetMs) overBudget.push(`${path} ${uncached.toFixed(2)} ms`);
      console.log(
        `  ${path.padEnd(64)} ${uncached.toFixed(2).padStart(26)}${over(uncached)} ${p50.toFixed(2).padStart(7)}   ${notHeld.toFixed(2).padStart(14)}${over(notHeld)}   ` +
          `${cached.toFixed(3).padStart(14)} ${Math.round(1000 / cached)
            .toLocaleString('en')
            .padStart(15)}`,
      );
    }
  } finally {
    await Promise.all(ways.map((way) => apps[way].close()));
    await db.$disconnect();
  }
  console.log('  ! over budget');
  if (home) await compressionCost(home);
  return overBudget;
}

/** What a miss the cache keeps adds: its answer compressed in each coding at the fast setting (http/publicCache.ts), here the home page's. */
async function compressionCost(body: Buffer): Promise<void> {
  const costs: string[] = [];
  for (const encoding of encodings) {
    for (let i = 0; i < 10; i++) await encode(body, encoding, 'fast');
    const cpu = process.cpuUsage();
    for (let i = 0; i < 100; i++) await encode(body, encoding, 'fast');
    const used = process.cpuUsage(cpu);
    costs.push(`${encoding} ${((used.user + used.system) / 1000 / 100).toFixed(2)} ms`);
  }
  console.log(
    `  A miss the cache keeps also compresses its answer in each coding (the home page, ${(body.byteLength / 1024).toFixed(0)} KiB): ${costs.join(', ')} of CPU.`,
  );
}
