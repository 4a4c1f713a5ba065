// `npm run bench`, what a scanner's misses cost (issue 20): requests no visitor asks for twice
// (random unknown paths, random articles, random topics, random unknown query parameters, random searches) beside
// the cached article, over real sockets at 8 connections; then /api/health and a cached page's
// latency while random paths flood the site. The production server in a child process, loaded by
// autocannon in another, measured from this one. Prints figures; never fails on one.
import { type ChildProcess } from 'node:child_process';
import { copyFileSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { best, load, startSite, type Row, type Run, type Server } from './benchThroughput.ts';
import { stopProcess } from './siteServer.ts';

const root = resolve(import.meta.dirname, '../..');
const connections = 8;
const article = '/blog/private-llm-deployment-middle-east-enterprises';

const rows: (Row & { note: string })[] = [
  { label: 'cached article', site: 'cached', method: 'GET', path: article, headers: {}, note: 'the yardstick' },
  {
    label: 'random unknown paths',
    site: 'cached',
    method: 'GET',
    path: '/wp-content/plugins/[<id>].php',
    headers: {},
    random: true,
    goal: 0.25,
    note: '404, one cached page',
  },
  {
    label: 'random articles /blog/<slug>',
    site: 'cached',
    method: 'GET',
    path: '/blog/no-such-[<id>]',
    headers: {},
    random: true,
    goal: 0.25,
    note: '404, the same cached page',
  },
  {
    label: 'random topics /blog?tag=',
    site: 'cached',
    method: 'GET',
    path: '/blog?tag=[<id>]',
    headers: {},
    random: true,
    goal: 0.25,
    note: '302 to the blog',
  },
  {
    label: 'random unknown query parameters',
    site: 'cached',
    method: 'GET',
    path: `${article}?utm_[<id>]=[<id>]`,
    headers: {},
    random: true,
    goal: 0.25,
    note: "the article's cached copy",
  },
  {
    label: 'random searches /blog?q= (rendered, never kept)',
    site: 'cached',
    method: 'GET',
    path: '/blog?q=[<id>]',
    headers: {},
    random: true,
    note: 'no limit per address',
  },
  {
    label: 'the same, PUBLIC_MISS_MS_PER_SECOND at its default',
    site: 'uncached',
    method: 'GET',
    path: '/blog?q=[<id>]',
    headers: {},
    random: true,
    note: 'past 250 ms of work a second, 429',
  },
];

export async function missCost(options: { seeded: string; seconds: number }): Promise<void> {
  if (!existsSync(join(root, 'dist/ssr/entry-server.js'))) {
    console.log('What misses cost: skipped (no build, run `npm run build`).');
    return;
  }
  const dir = mkdtempSync(join(tmpdir(), 'sovra-bench-misses-'));
  const children: ChildProcess[] = [];
  try {
    copyFileSync(options.seeded, join(dir, 'open.db'));
    copyFileSync(options.seeded, join(dir, 'limited.db'));
    // `cached`: the cost of each miss itself, no limit per address; `uncached` here: the default limit.
    const sites: Record<Row['site'], Server> = {
      cached: await startSite(join(dir, 'open.db'), {}, children),
      uncached: await startSite(join(dir, 'limited.db'), { PUBLIC_MISS_MS_PER_SECOND: '250' }, children),
    };
    console.log(
      `What misses cost (autocannon, ${connections} connections, the better of two ${options.seconds} s runs after 1 s of warm-up; CPU: the server's time per request):`,
    );
    let yardstick = 0;
    for (const row of rows) {
      const target = { ...sites[row.site], url: `${sites[row.site].origin}${row.path}` };
      await load(target, row, 1, connections);
      const run = best([await load(target, row, options.seconds, connections), await load(target, row, options.seconds, connections)]);
      if (!yardstick) yardstick = run.rate;
      const share = `${Math.round((run.rate / yardstick) * 100)}%`.padStart(5);
      const goal = row.goal ? ` (goal ${Math.round(row.goal * 100)}%)` : '';
      console.log(`  ${row.label.padEnd(50)} ${describe(run)}   ${share} of the cached article${goal}   ${statuses(run)} (${row.note})`);
    }
    await latencyUnderFlood(sites.cached, options.seconds * 2);
  } finally {
    await Promise.all(children.map(stopProcess));
    rmSync(dir, { recursive: true, force: true });
  }
}

/** /api/health and a cached page asked one at a time while random unknown paths flood the site. */
async function latencyUnderFlood(site: Server, seconds: number) {
  const flood = load(
    { ...site, url: `${site.origin}/wp-login.php?[<id>]` },
    { label: 'flood', site: 'cached', method: 'GET', path: '', headers: {}, random: true },
    seconds,
    connections,
  );
  const probes = { '/api/health': [] as number[], [article]: [] as number[] };
  const until = Date.now() + (seconds - 1) * 1000;
  await new Promise((resolve) => setTimeout(resolve, 500));
  while (Date.now() < until) {
    for (const path of Object.keys(probes) as (keyof typeof probes)[]) probes[path].push(await timedGet(`${site.origin}${path}`));
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  const run = await flood;
  console.log(
    `  while random unknown paths flood at ${connections} connections (${Math.round(run.rate).toLocaleString('en')} req/s): ` +
      Object.entries(probes)
        .map(
          ([path, times]) =>
            `${path === article ? 'cached article' : path} p50 ${pct(times, 50)} ms, p99 ${pct(times, 99)} ms (goal < 50 ms) over ${times.length}`,
        )
        .join('; '),
  );
}

function timedGet(url: string): Promise<number> {
  const started = performance.now();
  return new Promise((done, fail) => {
    httpRequest(url, { agent: false }, (response) => {
      response.resume();
      response.on('end', () => done(performance.now() - started));
    })
      .on('error', fail)
      .end();
  });
}

function pct(times: number[], p: number): string {
  const sorted = [...times].sort((a, b) => a - b);
  return (sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0).toFixed(1);
}

function describe(run: Run): string {
  const cpu = run.cpu === null ? '' : ` (${run.cpu.toFixed(0).padStart(5)} µs CPU)`;
  return `${Math.round(run.rate).toLocaleString('en').padStart(7)} req/s${cpu}, p99 ${String(run.p99).padStart(4)} ms`;
}

function statuses(run: Run): string {
  return Object.entries(run.statuses)
    .filter(([, count]) => count > 0)
    .map(([status, count]) => `${status}×${count}`)
    .join(' ');
}
