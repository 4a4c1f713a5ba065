// `npm run bench`, what a server-rendered page costs (issue 22: an uncached render at most 5 ms of
// CPU): the home page in each language, the blog and an article, rendered in process (app.fetch, no
// socket) with the public cache off, beside the same pages from the warm cache. CPU is this
// process's CPU time per request (user and system, all its threads: the page's queries on SQLite
// included), whatever else the machine runs; the two ways take turns of 25 requests.
// `BENCH_ONLY=renders` runs this part alone.
import { availableParallelism, loadavg } from 'node:os';
import type { Logger } from 'pino';
import { createApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { createAdapter } from '../src/db/adapter.ts';
import { PrismaClient } from '../src/db/generated/client.ts';

export const renderBudgetMs = 5;
const block = 25;
const pages = ['/', '/?lang=ar', '/blog', '/blog?lang=ar', '/blog/private-llm-deployment-middle-east-enterprises'];

export async function renderCost(options: { file: string; log: Logger; rounds: number }): Promise<void> {
  const db = new PrismaClient({ adapter: createAdapter({ provider: 'sqlite', file: options.file }) });
  const config = (cacheMb: string) =>
    loadConfig({ NODE_ENV: 'production', LOG_LEVEL: 'silent', DATABASE_URL: `file:${options.file}`, PUBLIC_CACHE_MB: cacheMb, PUBLIC_MISS_MS_PER_SECOND: '0' });
  const apps = { uncached: createApp(config('0'), { db, log: options.log }), cached: createApp(config('64'), { db, log: options.log }) };
  const rounds = Math.max(block * 2, Math.round(options.rounds / block) * block);
  const get = async (app: (typeof apps)['cached'], path: string) => {
    const response = await app.fetch(new Request(`http://bench${path}`));
    const body = await response.text();
    if (response.status !== 200 || !body.includes('<main')) throw new Error(`${path}: HTTP ${response.status}, not a rendered page (run \`npm run build\`)`);
    return response;
  };
  console.log(
    `Server-rendered pages in process (app.fetch, no socket), ${rounds} requests each, uncached (PUBLIC_CACHE_MB=0) and from the warm cache in turns of ${block}; ` +
      `CPU: this process's CPU time per request. Budget: an uncached render under ${renderBudgetMs} ms of CPU. Load average ${loadavg()[0].toFixed(1)} on ${availableParallelism()} CPUs.`,
  );
  console.log(
    `  ${'page'.padEnd(56)} ${'uncached CPU ms'.padStart(16)} ${'p50 ms'.padStart(7)}   ${'cached CPU ms'.padStart(14)} ${'(req/s of CPU)'.padStart(15)}`,
  );
  try {
    for (const path of pages) {
      // Compiled and warm before any is timed; the second cached request is a hit.
      for (let i = 0; i < 30; i++) await get(apps.uncached, path);
      for (let i = 0; i < 2; i++) await get(apps.cached, path);
      const figures = { uncached: { cpu: 0, times: [] as number[] }, cached: { cpu: 0, times: [] as number[] } };
      for (let b = 0; b < rounds / block; b++) {
        for (const way of b % 2 ? (['cached', 'uncached'] as const) : (['uncached', 'cached'] as const)) {
          const cpu = process.cpuUsage();
          for (let i = 0; i < block; i++) {
            const start = performance.now();
            const response = await get(apps[way], path);
            figures[way].times.push(performance.now() - start);
            if (way === 'cached' && response.headers.get('x-cache') !== 'hit') throw new Error(`${path}: not answered from the cache`);
          }
          const used = process.cpuUsage(cpu);
          figures[way].cpu += (used.user + used.system) / 1000;
        }
      }
      const uncached = figures.uncached.cpu / rounds;
      const cached = figures.cached.cpu / rounds;
      const p50 = figures.uncached.times.sort((a, b) => a - b)[Math.floor(rounds / 2)];
      console.log(
        `  ${path.padEnd(56)} ${uncached.toFixed(2).padStart(14)}${uncached > renderBudgetMs ? ' !' : '  '} ${p50.toFixed(2).padStart(7)}   ` +
          `${cached.toFixed(3).padStart(14)} ${Math.round(1000 / cached)
            .toLocaleString('en')
            .padStart(15)}`,
      );
    }
  } finally {
    await Promise.all([apps.uncached.close(), apps.cached.close()]);
    await db.$disconnect();
  }
  console.log('  ! over budget');
}
