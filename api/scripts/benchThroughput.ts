// `npm run bench`, throughput of public reads over real sockets on 127.0.0.1: the site as it runs
// in production (api/src/main.ts, in a child process) beside a bare node:http server sending the
// same bytes (benchRawServer.ts, another child), each loaded in turn by autocannon (a third), so
// no two of them share an event loop. Prints figures; never fails on one.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { copyFileSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { startSiteServer, stopProcess } from './siteServer.ts';

const root = resolve(import.meta.dirname, '../..');
const connections = 10;

export interface Row {
  label: string;
  /** The site with its public cache, or a second one with the cache off. */
  site: 'cached' | 'uncached';
  method: 'GET' | 'POST';
  path: string;
  headers: Record<string, string>;
  body?: string;
  /** `[<id>]` in the address stands for a new random id in every request (benchRandomLoad.ts; for a length in seconds). */
  random?: boolean;
  /** The share of the raw server's rate the issue asks for. */
  goal?: number;
  page?: boolean;
}

const postsQuery = JSON.stringify({
  query:
    'query BenchPosts { posts(first: 10) { totalCount edges { node { id slug publishedAt translation(locale: en) { title excerpt readTimeMinutes } tags { slug name(locale: en) } } } } }',
});
const graphqlHeaders = { 'content-type': 'application/json', accept: 'application/json' };
const article = 'private-llm-deployment-middle-east-enterprises';

const rows: Row[] = [
  { label: 'cached REST GET /api/blogs', site: 'cached', method: 'GET', path: '/api/blogs', headers: {}, goal: 0.5 },
  { label: 'cached GraphQL posts(first: 10), POST', site: 'cached', method: 'POST', path: '/graphql', headers: graphqlHeaders, body: postsQuery, goal: 0.5 },
  {
    label: 'uncached GraphQL posts(first: 10), POST (cache off)',
    site: 'uncached',
    method: 'POST',
    path: '/graphql',
    headers: graphqlHeaders,
    body: postsQuery,
  },
  { label: 'server-rendered home page, from cache', site: 'cached', method: 'GET', path: '/', headers: {}, goal: 0.4, page: true },
  { label: 'server-rendered article, from cache', site: 'cached', method: 'GET', path: `/blog/${article}`, headers: {}, goal: 0.4, page: true },
  { label: 'home page from cache, Brotli', site: 'cached', method: 'GET', path: '/', headers: { 'accept-encoding': 'br' }, goal: 0.4, page: true },
];

/** Hop-by-hop and per-response headers the raw server sets itself. */
const ownHeaders = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding', 'content-length']);

/** `seeded`: a database with the bench posts (left as it is: each site serves a copy). */
export async function publicThroughput(options: { seeded: string; seconds: number }): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'sovra-bench-http-'));
  const children: ChildProcess[] = [];
  try {
    // A server migrates its database at start, which takes it whole: each site gets its copy.
    const file = join(dir, 'site.db');
    copyFileSync(options.seeded, file);
    copyFileSync(options.seeded, join(dir, 'uncached.db'));

    const pagesBuilt = existsSync(join(root, 'dist/ssr/entry-server.js')) && existsSync(join(root, 'dist/web/index.html'));
    // BENCH_ROWS=graphql: only the rows whose label holds one of these words (comma-separated).
    const only = process.env.BENCH_ROWS?.split(',').filter(Boolean);
    const measured = rows.filter((row) => (pagesBuilt || !row.page) && (!only || only.some((word) => row.label.toLowerCase().includes(word.toLowerCase()))));
    const sites = {
      cached: await startSite(file, { PUBLIC_CACHE_MB: '64' }, children),
      uncached: await startSite(join(dir, 'uncached.db'), { PUBLIC_CACHE_MB: '0' }, children),
    };

    // What each row answers, recorded from the site (the second time: from the cache where it caches).
    const answers: Record<string, { status: number; headers: Record<string, string>; body: string }> = {};
    const sizes: number[] = [];
    for (const [i, row] of measured.entries()) {
      await send(sites[row.site].origin, row);
      const answer = await send(sites[row.site].origin, row);
      if (answer.status !== 200) throw new Error(`${row.label}: HTTP ${answer.status}`);
      if (row.site === 'cached' && answer.headers['x-cache'] !== 'hit') throw new Error(`${row.label}: not answered from the cache`);
      const headers = Object.fromEntries(
        Object.entries(answer.headers)
          .filter(([name]) => !ownHeaders.has(name))
          .map(([name, value]) => [name, Array.isArray(value) ? value.join(', ') : String(value)]),
      );
      answers[`/row/${i}`] = { status: answer.status, headers, body: answer.body.toString('base64') };
      sizes.push(answer.body.byteLength);
    }
    const answersFile = join(dir, 'answers.json');
    writeFileSync(answersFile, JSON.stringify(answers));
    const raw = await startRawServer(answersFile, children);

    console.log(
      `Public reads over real sockets on 127.0.0.1 (autocannon, ${connections} connections; the better of two ${options.seconds} s runs after 1 s of warm-up;` +
        " the site and a bare node:http server sending the same bytes, each in its own process; CPU: the server process's time per request):",
    );
    if (!pagesBuilt) console.log('  (server-rendered pages skipped: no build, run `npm run build`)');
    for (const [i, row] of measured.entries()) {
      const rawTarget = { ...raw, url: `${raw.origin}/row/${i}` };
      const siteTarget = { ...sites[row.site], url: `${sites[row.site].origin}${row.path}` };
      await load(rawTarget, row, 1);
      await load(siteTarget, row, 1);
      // Each side's better of two runs, taken in turns: a burst of other work on a shared machine
      // then spoils one run, not the comparison.
      const runs = { raw: [] as Run[], site: [] as Run[] };
      for (let round = 0; round < 2; round++) {
        runs.raw.push(await load(rawTarget, row, options.seconds));
        runs.site.push(await load(siteTarget, row, options.seconds));
      }
      const [ceiling, site] = [best(runs.raw), best(runs.site)];
      const share = site.rate / ceiling.rate;
      const goal = row.goal ? ` (goal ${Math.round(row.goal * 100)}%)` : '';
      const failures = site.failures + ceiling.failures;
      const problems = failures ? `   ! ${failures} failed or non-2xx answers` : '';
      console.log(
        `  ${`${row.label} (${(sizes[i] / 1024).toFixed(1)} KiB)`.padEnd(64)} site ${formatRun(site)}   raw ${formatRun(ceiling)}   ${`${Math.round(share * 100)}%`.padStart(4)} of raw${goal}${problems}`,
      );
    }
  } finally {
    await Promise.all(children.map(stopProcess));
    rmSync(dir, { recursive: true, force: true });
  }
}

export interface Server {
  origin: string;
  pid: number;
}

export interface Run {
  rate: number;
  failures: number;
  /** Answers with a 2xx status. */
  succeeded: number;
  /** Microseconds of the server process's CPU time per request; null where /proc is not there to read. */
  cpu: number | null;
  /** Milliseconds: the 99th percentile of the answers' latency. */
  p99: number;
  /** Answers by class of status: 2xx, 3xx, 4xx, 5xx. */
  statuses: Record<string, number>;
}

export function best(runs: Run[]): Run {
  return runs.reduce((a, b) => (b.rate > a.rate ? b : a));
}

export function formatRun(run: Run): string {
  const cpu = run.cpu === null ? '' : ` (${run.cpu.toFixed(0).padStart(3)} µs CPU)`;
  return `${Math.round(run.rate).toLocaleString('en').padStart(7)} req/s${cpu}`;
}

const clockTicks = (() => {
  try {
    return Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;
  } catch {
    return 100;
  }
})();

/** A process's CPU time so far (user and system), in microseconds, from /proc; null elsewhere. */
function cpuTime(pid: number): number | null {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1_000_000) / clockTicks;
  } catch {
    return null;
  }
}

/** The production server over the bench database, its process counted among the children to stop. */
export async function startSite(file: string, env: Record<string, string>, children: ChildProcess[]): Promise<Server> {
  // One address (autocannon's) stands for many visitors: no limit on misses unless `env` sets one.
  const site = await startSiteServer({
    databaseFile: file,
    env: { SEED_CONTENT: 'false', ADMIN_PASSWORD: 'bench administrator password', PUBLIC_MISS_MS_PER_SECOND: '0', ...env },
    stdout: 'ignore',
  });
  children.push(site.process);
  return { origin: site.origin, pid: site.process.pid! };
}

export async function startRawServer(answersFile: string, children: ChildProcess[]): Promise<Server> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'api/scripts/benchRawServer.ts', answersFile], { cwd: root, stdio: ['ignore', 'pipe', 'inherit'] });
  children.push(child);
  const port = await new Promise<number>((done, fail) => {
    let output = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const line = output.split('\n').find((l) => l.startsWith('{'));
      if (line) done((JSON.parse(line) as { port: number }).port);
    });
    child.once('exit', (code) => fail(new Error(`the raw server exited with ${code}`)));
  });
  return { origin: `http://127.0.0.1:${port}`, pid: child.pid! };
}

/** One request over node:http, the bytes as they came (not decompressed). */
export function send(origin: string, row: Row): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }> {
  return new Promise((done, fail) => {
    const request = httpRequest(`${origin}${row.path}`, { method: row.method, headers: row.headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => done({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }));
      response.on('error', fail);
    });
    request.on('error', fail);
    request.end(row.body);
  });
}

/**
 * autocannon in its own process against one URL: the mean rate in requests per second, and the
 * server's CPU time per request. For `seconds`, or until `amount` requests have all been answered
 * (so the server saw exactly that many; sampled every 10 ms, so the end and the rate are precise).
 */
export function load(target: Server & { url: string }, row: Row, length: number | { amount: number }, clients = connections): Promise<Run> {
  const seconds = typeof length === 'number' ? length : 60;
  const args = [
    '-c',
    String(clients),
    ...(typeof length === 'number' ? ['-d', String(length)] : ['-a', String(length.amount), '-L', '10']),
    '-j',
    '-n',
    '-m',
    row.method,
  ];
  for (const [name, value] of Object.entries(row.headers)) args.push('-H', `${name}=${value}`);
  if (row.body) args.push('-b', row.body);
  args.push(target.url);
  const before = cpuTime(target.pid);
  return new Promise((done, fail) => {
    const child = row.random
      ? spawn(
          process.execPath,
          [
            '--import',
            'tsx',
            join(root, 'api/scripts/benchRandomLoad.ts'),
            JSON.stringify({ url: target.url, connections: clients, seconds, method: row.method, headers: row.headers }),
          ],
          { stdio: ['ignore', 'pipe', 'inherit'] },
        )
      : spawn(join(root, 'node_modules/.bin/autocannon'), args, { stdio: ['ignore', 'pipe', 'inherit'] });
    const timer = setTimeout(() => child.kill('SIGKILL'), (seconds + 20) * 1000);
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('exit', (code) => {
      clearTimeout(timer);
      if (code !== 0) return fail(new Error(`autocannon exited with ${code}`));
      const result = JSON.parse(output.trim().split('\n').pop()!) as {
        requests: { total: number };
        duration: number;
        non2xx: number;
        errors: number;
        timeouts: number;
        '2xx': number;
        '3xx': number;
        '4xx': number;
        '5xx': number;
        latency: { p99: number };
      };
      const after = cpuTime(target.pid);
      done({
        rate: result.requests.total / result.duration,
        failures: result.non2xx + result.errors + result.timeouts,
        succeeded: result['2xx'],
        cpu: before === null || after === null ? null : (after - before) / result.requests.total,
        p99: result.latency.p99,
        statuses: { '2xx': result['2xx'], '3xx': result['3xx'], '4xx': result['4xx'], '5xx': result['5xx'] },
      });
    });
  });
}
