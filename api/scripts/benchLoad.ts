// `npm run bench:load`: two server processes on one throwaway PostgreSQL, loaded over loopback.
// 0. How soon a change made on one process (a post published, a setting saved, an image deleted)
//    shows on the other.
// 1. Load: public reads (list, article, GraphQL) and staff writes (create a draft, then update it)
//    on both processes at once, by autocannon in its own process (benchLoadClient.ts); once with
//    the public cache at its default, once on a second pair with PUBLIC_CACHE_MB=0. Prints req/s,
//    p50/p99 and failures per process and in all, and checks the database holds every write answered.
// 2. Fault: writers create posts on A (and some on B) while a reader loads B; A gets SIGKILL, stays
//    down 2 s, restarts on the same database. Checks every acknowledged write is there (in
//    PostgreSQL, through B and through the restarted A), what became of the writes the kill cut,
//    and that B answered every request meanwhile. Exits 1 when a check fails.
// Bounded (about a minute; stopped after 150 s), and stops every process it started, also on Ctrl-C.
import { encodeGlobalID } from '@pothos/plugin-relay';
import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { closeSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import pg from 'pg';
import { startPostgres, type PostgresServer } from '../src/testing/postgresServer.ts';
import { draftBody, latencyOf, type LoadPlan, type LoadReport, type StreamPlan } from './benchLoadClient.ts';
import { startSiteServer, stopProcess } from './siteServer.ts';

const root = resolve(import.meta.dirname, '../..');
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const readConnections = 8;
const writeConnections = 2;
const adminPassword = 'bench administrator password';
const timeLimitMs = 150_000;

interface Site {
  name: string;
  origin: string;
  process: ChildProcess;
  log: string;
}

// Everything started, so that every way out stops it.
const logDir = mkdtempSync(join(tmpdir(), 'sovra-bench-load-'));
const startingSites = new Set<Promise<Site>>();
const sites = new Set<Site>();
/** Every server's log, the killed one's included. */
const logs: { name: string; log: string }[] = [];
const loadClients = new Set<ChildProcess>();
let postgres: PostgresServer | null = null;
/** The bench's own connection, for counting rows and reading back. */
let connection: pg.Client | null = null;
let stopping: Promise<void> | null = null;
let postgresLog: () => string[] = () => [];

function stopEverything(): Promise<void> {
  stopping ??= (async () => {
    for (const client of loadClients) if (client.exitCode === null) client.kill('SIGKILL');
    for (const started of await Promise.allSettled(startingSites)) if (started.status === 'fulfilled') sites.add(started.value);
    await Promise.all([...sites].map((site) => stopProcess(site.process)));
    await connection?.end().catch(() => {});
    await postgres?.stop();
  })();
  return stopping;
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    console.error(`\n${signal}: stopping the servers and PostgreSQL`);
    void stopEverything().finally(() => {
      rmSync(logDir, { recursive: true, force: true });
      process.exit(130);
    });
  });
}
const watchdog = setTimeout(() => {
  console.error(`\n! still running after ${timeLimitMs / 1000} s: stopping (server logs kept in ${logDir})`);
  void stopEverything().finally(() => process.exit(1));
}, timeLimitMs);

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

async function startSite(name: string, databaseUrl: string, env: Record<string, string> = {}): Promise<Site> {
  const log = join(logDir, `${name.replaceAll(' ', '-')}.log`);
  const fd = openSync(log, 'a');
  logs.push({ name, log });
  // The load comes from one address standing for many visitors: no limit on what it may make a server work out.
  const starting = startSiteServer({ databaseUrl, env: { ADMIN_PASSWORD: adminPassword, PUBLIC_MISS_MS_PER_SECOND: '0', ...env }, stdout: fd }).then(
    (server) => ({ name, log, ...server }),
  );
  startingSites.add(starting);
  try {
    const site = await starting;
    sites.add(site);
    return site;
  } finally {
    startingSites.delete(starting);
    closeSync(fd);
  }
}

async function api(origin: string, method: string, path: string, options: { token?: string; json?: unknown } = {}) {
  const response = await fetch(`${origin}${path}`, {
    method,
    headers: {
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      ...(options.json === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: options.json === undefined ? undefined : JSON.stringify(options.json),
    signal: AbortSignal.timeout(15_000),
  });
  const text = await response.text();
  return { status: response.status, headers: response.headers, text, json: () => JSON.parse(text) as { data: any; errors?: unknown } };
}

/** benchLoadClient.ts in its own process; `stop()` ends a run planned without a length. */
function runLoad(plan: LoadPlan): { result: Promise<LoadReport>; stop: () => void } {
  const child = spawn(process.execPath, ['--import', 'tsx', join(root, 'api/scripts/benchLoadClient.ts'), JSON.stringify(plan)], {
    cwd: root,
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  loadClients.add(child);
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const result = new Promise<LoadReport>((done, fail) => {
    // 'close': its output read to the end.
    child.once('close', (code) => {
      loadClients.delete(child);
      if (code !== 0) return fail(new Error(`the load client exited with ${code}`));
      try {
        done(JSON.parse(output) as LoadReport);
      } catch (error) {
        fail(new Error(`the load client's report is not JSON (${output.length} bytes)`, { cause: error }));
      }
    });
  });
  return { result, stop: () => child.stdin!.write('stop\n') };
}

/**
 * What PostgreSQL's own log (the throwaway cluster's server.log) says went wrong since the last
 * call: errors by message (serialization failures, lock timeouts…) and transactions cut by a client
 * that vanished.
 */
async function postgresLogger(db: pg.Client): Promise<() => string[]> {
  const { rows } = await db.query<{ data_directory: string }>('SHOW data_directory');
  const file = join(dirname(rows[0].data_directory), 'server.log');
  let offset = readFileSync(file).length;
  return () => {
    const text = readFileSync(file);
    const added = text.subarray(offset).toString('utf8');
    offset = text.length;
    const counts = new Map<string, number>();
    const lines = added.split('\n');
    for (const [i, line] of lines.entries()) {
      const found = /\b(ERROR|FATAL|PANIC):\s+(.*)$/.exec(line) ?? /\bLOG:\s+(unexpected EOF on client connection with an open transaction)/.exec(line);
      if (!found) continue;
      // The statement that failed follows in a line of its own, after DETAIL and HINT.
      const statement = lines
        .slice(i + 1, i + 5)
        .find((next) => next.includes('STATEMENT:'))
        ?.split('STATEMENT:')[1]
        .trim();
      const message = `${found[2] ?? found[1]}${statement ? `, at: ${statement.replace(/\s+/g, ' ').slice(0, 120)}` : ''}`.replace(/\d+/g, 'N');
      counts.set(message, (counts.get(message) ?? 0) + 1);
    }
    return [...counts].sort((x, y) => y[1] - x[1]).map(([message, n]) => `${n} × ${message}`);
  };
}

function printPostgresLog(lines: string[]): void {
  console.log(`  PostgreSQL's log: ${lines.length ? '' : 'no error'}`);
  for (const line of lines.slice(0, 6)) console.log(`    ${line}`);
}

// ---- figures

interface Figures {
  count: number;
  rate: number;
  p50: number;
  p99: number;
  max: number;
  non2xx: number;
  errors: number;
  statuses: Record<string, number>;
  cacheHits: number;
  failures: string[];
}

/** Merges the answers of the chosen streams and labels, within [from, to) when given. */
function figuresOf(report: LoadReport, pick: (stream: string, label: string) => boolean, window?: { from: number; to: number }): Figures {
  const from = window?.from ?? report.startedAt;
  const to = window?.to ?? report.endedAt;
  const buckets = new Map<number, number>();
  const figures: Figures = { count: 0, rate: 0, p50: 0, p99: 0, max: 0, non2xx: 0, errors: 0, statuses: {}, cacheHits: 0, failures: [] };
  for (const [streamName, stream] of Object.entries(report.streams)) {
    if (pick(streamName, '')) figures.errors += stream.errors.filter((error) => error.at >= from && error.at < to).length;
    for (const [label, entry] of Object.entries(stream.labels)) {
      if (!pick(streamName, label)) continue;
      if (!window) {
        for (const [status, n] of Object.entries(entry.statuses)) figures.statuses[status] = (figures.statuses[status] ?? 0) + n;
        figures.cacheHits += entry.cacheHits;
        figures.failures.push(...entry.failures);
      }
      for (const slice of entry.slices) {
        const start = report.startedAt + slice.i * report.sliceMs;
        if (start + report.sliceMs <= from || start >= to) continue;
        figures.count += slice.count;
        figures.non2xx += slice.non2xx;
        figures.max = Math.max(figures.max, slice.max);
        for (const [bucket, n] of Object.entries(slice.buckets)) buckets.set(Number(bucket), (buckets.get(Number(bucket)) ?? 0) + n);
      }
    }
  }
  figures.rate = figures.count / ((to - from) / 1000);
  const sorted = [...buckets.entries()].sort(([a], [b]) => a - b);
  const quantile = (q: number) => {
    let seen = 0;
    for (const [bucket, n] of sorted) if ((seen += n) >= q * figures.count) return latencyOf(bucket);
    return 0;
  };
  figures.p50 = quantile(0.5);
  figures.p99 = quantile(0.99);
  return figures;
}

const ms = (value: number) => (value >= 100 ? value.toFixed(0) : value.toFixed(1)).padStart(7);
const whole = (value: number) => Math.round(value).toLocaleString('en');

function row(where: string, what: string, f: Figures): string {
  const hits = f.cacheHits && f.count ? `  ${((f.cacheHits / f.count) * 100).toFixed(0)}% from cache` : '';
  const odd = Object.entries(f.statuses).filter(([status]) => !status.startsWith('2'));
  const codes = odd.length ? `  (${odd.map(([status, n]) => `${n} × ${status}`).join(', ')})` : '';
  const flag = f.non2xx || f.errors ? '!' : ' ';
  return `${flag} ${where.padEnd(5)} ${what.padEnd(34)} ${whole(f.rate).padStart(7)} ${ms(f.p50)} ${ms(f.p99)} ${ms(f.max)} ${String(f.non2xx).padStart(7)} ${String(f.errors).padStart(6)}${hits}${codes}`;
}

const header = `  ${'where'.padEnd(5)} ${'what'.padEnd(34)} ${'req/s'.padStart(7)} ${'p50 ms'.padStart(7)} ${'p99 ms'.padStart(7)} ${'max ms'.padStart(7)} ${'non-2xx'.padStart(7)} ${'errors'.padStart(6)}`;

const failedChecks: string[] = [];
function check(ok: boolean, what: string): void {
  console.log(`  ${ok ? 'ok  ' : 'FAIL'} ${what}`);
  if (!ok) failedChecks.push(what);
}

// ---- the load phase

async function loadPhase(title: string, a: Site, b: Site, token: string, slugs: string[], db: pg.Client): Promise<void> {
  const before = await loadPosts(db);
  const stream = (site: Site, kind: StreamPlan['kind']): StreamPlan => ({
    name: `${site.name} ${kind}`,
    origin: site.origin,
    connections: kind === 'reads' ? readConnections : writeConnections,
    kind,
    token,
    slugs,
  });
  const report = await runLoad({ streams: [stream(a, 'reads'), stream(b, 'reads'), stream(a, 'writes'), stream(b, 'writes')], seconds, sliceMs: 250 }).result;
  console.log(`\n${title}`);
  console.log(header);
  const readLabels = new Set(['', 'list', 'article', 'graphql']);
  const writeLabels = new Set(['', 'create', 'update']);
  for (const site of [a, b]) {
    console.log(
      row(
        site.name,
        `public reads (${readConnections} connections)`,
        figuresOf(report, (s, l) => s === `${site.name} reads` && readLabels.has(l)),
      ),
    );
    console.log(
      row(
        site.name,
        `staff writes (${writeConnections} connections)`,
        figuresOf(report, (s, l) => s === `${site.name} writes` && writeLabels.has(l)),
      ),
    );
    console.log(
      row(
        site.name,
        'all',
        figuresOf(report, (s) => s.startsWith(`${site.name} `)),
      ),
    );
  }
  const labels: [string, string][] = [
    ['list', 'GET /api/blogs'],
    ['article', 'GET /api/blogs/:slug'],
    ['graphql', 'POST /graphql posts(first: 10)'],
    ['create', 'POST /api/blogs (a draft)'],
    ['update', 'PUT /api/blogs/:id (that draft)'],
  ];
  for (const [label, what] of labels)
    console.log(
      row(
        'both',
        what,
        figuresOf(report, (_s, l) => l === label),
      ),
    );
  console.log(
    row(
      'both',
      'public reads',
      figuresOf(report, (s, l) => s.endsWith(' reads') && readLabels.has(l)),
    ),
  );
  console.log(
    row(
      'both',
      'staff writes',
      figuresOf(report, (s, l) => s.endsWith(' writes') && writeLabels.has(l)),
    ),
  );
  const all = figuresOf(report, () => true);
  console.log(row('both', 'all', all));
  for (const failure of new Set(all.failures)) console.log(`    answer: ${failure}`);

  // Every write answered is in the database; at most one per connection more (in flight when the run stopped).
  const after = await loadPosts(db);
  const created = figuresOf(report, (_s, l) => l === 'create').statuses['201'] ?? 0;
  const updated = figuresOf(report, (_s, l) => l === 'update').statuses['200'] ?? 0;
  const [newPosts, newUpdates] = [after.posts - before.posts, after.updated - before.updated];
  const slack = 2 * writeConnections;
  check(
    newPosts >= created && newPosts <= created + slack,
    `${whole(created)} creates answered 201, ${whole(newPosts)} new drafts in PostgreSQL (up to ${slack} more allowed: in flight at the end)`,
  );
  check(
    newUpdates >= updated && newUpdates <= updated + slack,
    `${whole(updated)} updates answered 200, ${whole(newUpdates)} drafts at version 2 in PostgreSQL`,
  );
  // 503 is the API's "busy, try again" (PostgreSQL refused a transaction that conflicted with another): flagged with "!", not failed.
  check(
    all.errors === 0 && Object.keys(all.statuses).every((status) => status.startsWith('2') || status === '503'),
    'no connection error, timeout or non-2xx answer under load but 503 busy',
  );
  printPostgresLog(postgresLog());
}

async function loadPosts(db: pg.Client): Promise<{ posts: number; updated: number }> {
  const { rows } = await db.query<{ posts: string; updated: string }>(
    `SELECT count(*) AS posts, count(*) FILTER (WHERE version >= 2) AS updated FROM "Post" WHERE "createKey" LIKE 'load-%'`,
  );
  return { posts: Number(rows[0].posts), updated: Number(rows[0].updated) };
}

// ---- the fault phase

interface WriteAttempt {
  key: string;
  via: string;
  sentAt: number;
  endedAt?: number;
  status?: number;
  id?: number;
  slug?: string;
  answer?: string;
  /** Seconds, from a 503's Retry-After. */
  retryAfter?: number;
  /** Why no answer came: the error's code (ECONNREFUSED, ECONNRESET, UND_ERR_SOCKET…). */
  error?: string;
}

function errorCode(error: unknown): string {
  const cause = (error as { cause?: { code?: string; message?: string } }).cause;
  return cause?.code ?? cause?.message ?? (error as Error).message;
}

async function createDraft(site: { name: string; origin: string }, token: string, key: string, attempts: WriteAttempt[]): Promise<WriteAttempt> {
  const attempt: WriteAttempt = { key, via: site.name, sentAt: Date.now() };
  attempts.push(attempt);
  try {
    const response = await api(site.origin, 'POST', '/api/blogs?lang=en', { token, json: { ...draftBody(key), createKey: key } });
    attempt.status = response.status;
    if (response.status === 201) Object.assign(attempt, { id: response.json().data.id, slug: response.json().data.slug });
    else Object.assign(attempt, { answer: response.text.slice(0, 600), retryAfter: Number(response.headers.get('retry-after')) || undefined });
  } catch (error) {
    attempt.error = errorCode(error);
  }
  attempt.endedAt = Date.now();
  return attempt;
}

async function faultPhase(a: Site, b: Site, token: string, slugs: string[], db: pg.Client, databaseUrl: string): Promise<void> {
  const writersOnA = 4;
  const readerConnections = 4;
  const attempts: WriteAttempt[] = [];
  let target: { name: string; origin: string } = a;
  let writing = true;
  // As a client should: a write refused busy (503) is sent again with its createKey after Retry-After; with no answer, a new one shortly.
  const writer = async (on: () => { name: string; origin: string }) => {
    while (writing) {
      const key = `fault-${randomUUID()}`;
      let attempt = await createDraft(on(), token, key, attempts);
      for (let retry = 0; attempt.status === 503 && retry < 3; retry++) {
        await sleep((attempt.retryAfter ?? 1) * 1000);
        attempt = await createDraft(on(), token, key, attempts);
      }
      if (attempt.error) await sleep(50);
    }
  };
  const reader = runLoad({
    streams: [{ name: 'B reads', origin: b.origin, connections: readerConnections, kind: 'reads', slugs }],
    seconds: null,
    sliceMs: 100,
  });
  await sleep(500); // the reader's process is up and loading
  const begun = Date.now();
  const writers = [...Array.from({ length: writersOnA }, () => writer(() => target)), writer(() => b)];

  await sleep(3000);
  const killedAt = Date.now();
  const exited = new Promise((done) => a.process.once('exit', done));
  a.process.kill('SIGKILL');
  await exited;
  sites.delete(a);
  await sleep(2000);
  const restartAt = Date.now();
  const restarted = await startSite('A restarted', databaseUrl);
  const backAt = Date.now();
  target = restarted;
  await sleep(3000);
  writing = false;
  await Promise.all(writers);
  const ended = Date.now();
  reader.stop();
  const report = await reader.result;

  console.log(
    `\nFault: ${writersOnA} writers create drafts on A and 1 on B (POST /api/blogs with a createKey, one at a time each), ${readerConnections} connections read B;` +
      ` A killed with SIGKILL after ${((killedAt - begun) / 1000).toFixed(1)} s, restarted ${((restartAt - killedAt) / 1000).toFixed(1)} s later on the same database` +
      ` (ready in ${((backAt - restartAt) / 1000).toFixed(1)} s, new port), writes went on ${((ended - backAt) / 1000).toFixed(1)} s more:`,
  );

  const acknowledged = attempts.filter((attempt) => attempt.status === 201);
  const unanswered = attempts.filter((attempt) => attempt.error);
  const refused = unanswered.filter((attempt) => attempt.error === 'ECONNREFUSED');
  const cut = unanswered.filter((attempt) => attempt.error !== 'ECONNREFUSED');
  const busy = attempts.filter((attempt) => attempt.status === 503);
  const otherAnswers = attempts.filter((attempt) => attempt.status !== undefined && attempt.status !== 201 && attempt.status !== 503);
  const byWay = (name: string) => acknowledged.filter((attempt) => attempt.via === name).length;
  console.log(`  writes acknowledged (201): ${acknowledged.length} (A before the kill ${byWay('A')}, A restarted ${byWay('A restarted')}, B ${byWay('B')})`);

  // Every acknowledged write, in PostgreSQL and through both processes.
  const { rows } = await db.query<{ id: number; slug: string; createKey: string }>(
    `SELECT id, slug, "createKey" FROM "Post" WHERE "createKey" = ANY($1::text[])`,
    [attempts.map((attempt) => attempt.key)],
  );
  const stored = new Map(rows.map((post) => [post.createKey, post]));
  const missing = acknowledged.filter((attempt) => stored.get(attempt.key)?.id !== attempt.id || stored.get(attempt.key)?.slug !== attempt.slug);
  check(
    missing.length === 0,
    `every acknowledged write is in PostgreSQL with its id and slug${missing.length ? `: ${missing.length} missing, e.g. ${JSON.stringify(missing.slice(0, 3))}` : ''}`,
  );
  for (const site of [b, restarted]) {
    const seen = await readBack(
      site,
      token,
      acknowledged.map((attempt) => attempt.id!),
    );
    const unseen = acknowledged.filter((attempt) => seen.get(attempt.id!) !== attempt.slug);
    check(
      unseen.length === 0,
      `every acknowledged write is read back through ${site.name} (GraphQL nodes, as staff)${unseen.length ? `: ${unseen.length} not, e.g. ${JSON.stringify(unseen.slice(0, 3))}` : ''}`,
    );
  }

  // The writes the kill cut: sent, never answered. Each either landed or not; retried with its createKey it lands once.
  const landed = cut.filter((attempt) => stored.has(attempt.key));
  const codes = [...new Set(cut.map((attempt) => attempt.error))].join(', ');
  console.log(
    `  writes cut by the kill (sent to A, no answer${codes ? `: ${codes}` : ''}): ${cut.length}, of which ${landed.length} landed and ${cut.length - landed.length} did not`,
  );
  const retries: WriteAttempt[] = [];
  for (const attempt of cut) await createDraft(b, token, attempt.key, retries);
  const retriedRows = await db.query<{ createKey: string; n: string }>(
    `SELECT "createKey", count(*) AS n FROM "Post" WHERE "createKey" = ANY($1::text[]) GROUP BY "createKey"`,
    [cut.map((attempt) => attempt.key)],
  );
  const once = retriedRows.rows.filter((post) => Number(post.n) === 1).length;
  const sameAsFirst = landed.every((attempt) => retries.find((retry) => retry.key === attempt.key)?.id === stored.get(attempt.key)!.id);
  check(
    retries.every((retry) => retry.status === 201) && once === cut.length && sameAsFirst,
    `retried on B with the same createKey, each of the ${cut.length} answered 201 and exists once; the landed ones answered with the post the first try made`,
  );
  const refusedLanded = refused.filter((attempt) => stored.has(attempt.key)).length;
  console.log(`  writes refused while A was down (ECONNREFUSED, never reached a server): ${refused.length}, landed ${refusedLanded}`);
  check(refusedLanded === 0, 'no refused write landed');
  const busyKeys = new Set(busy.map((attempt) => attempt.key));
  const busyTaken = acknowledged.filter((attempt) => busyKeys.has(attempt.key)).length;
  console.log(
    `${busy.length ? '!' : ' '} writes answered 503 busy: ${busy.length} (on A ${busy.filter((x) => x.via === 'A').length}, A restarted ${busy.filter((x) => x.via === 'A restarted').length}, B ${busy.filter((x) => x.via === 'B').length});` +
      ` ${busyTaken} of those ${busyKeys.size} posts taken by a retry after Retry-After`,
  );
  for (const attempt of otherAnswers.slice(0, 5)) console.log(`    ${attempt.via} answered ${attempt.status}: ${attempt.answer}`);
  check(otherAnswers.length === 0, `no write answered other than 201 or 503 busy${otherAnswers.length ? ` (${otherAnswers.length} were)` : ''}`);
  check(byWay('A restarted') > 0, 'the restarted A took writes again (with the session made before the kill)');

  // B throughout: its reads and its writer.
  const phase = figuresOf(report, () => true, { from: begun, to: ended });
  const down = figuresOf(report, () => true, { from: killedAt, to: backAt });
  const stream = report.streams['B reads'];
  const longest = (from: number, to: number) => Math.max(0, ...stream.gaps.filter((gap) => gap.to > from && gap.from < to).map((gap) => gap.to - gap.from));
  const onB = attempts.filter((attempt) => attempt.via === 'B');
  const bLatencies = onB.map((attempt) => (attempt.endedAt ?? ended) - attempt.sentAt);
  console.log(header);
  console.log(row('B', 'reads, the whole phase', phase));
  console.log(row('B', 'reads while A was down/restarting', down));
  console.log(
    `    longest silence between two answers on B: ${longest(begun, ended)} ms over the phase, ${longest(killedAt, backAt)} ms while A was down;` +
      ` B's writer: ${onB.length} writes (${onB.filter((x) => x.status === 201).length} × 201, ${onB.filter((x) => x.status === 503).length} × 503 busy), max ${Math.max(0, ...bLatencies)} ms`,
  );
  for (const failure of new Set(figuresOf(report, () => true).failures)) console.log(`    answer: ${failure}`);
  for (const error of stream.errors.slice(0, 5)) console.log(`    error at +${error.at - killedAt} ms from the kill: ${error.message}`);
  check(
    phase.errors === 0 && phase.non2xx === 0 && onB.every((attempt) => attempt.status === 201 || attempt.status === 503),
    'B served throughout: every read answered 2xx, every write 201 (or 503 busy), no connection error or timeout',
  );
  printPostgresLog(postgresLog());
}

/** id → slug of the posts a staff member sees through `site`, by GraphQL `nodes` (100 at a time). */
async function readBack(site: Site, token: string, ids: number[]): Promise<Map<number, string>> {
  const seen = new Map<number, string>();
  for (let i = 0; i < ids.length; i += 100) {
    const batch = ids.slice(i, i + 100);
    const response = await api(site.origin, 'POST', '/graphql', {
      token,
      json: {
        query: 'query LoadReadBack($ids: [ID!]!) { nodes(ids: $ids) { ... on Post { id slug } } }',
        variables: { ids: batch.map((id) => encodeGlobalID('Post', id)) },
      },
    });
    const nodes = (response.json().data?.nodes ?? []) as ({ slug: string } | null)[];
    nodes.forEach((node, n) => node?.slug && seen.set(batch[n], node.slug));
  }
  return seen;
}

// ---- how soon a change reaches the other process

/**
 * From A's answer to a change until B's answers show it (B asked every 5 ms, having kept what
 * changes): what api/src/scaleOut.pg.test.ts waits for, measured here. Printed, not checked.
 */
async function propagation(a: Site, b: Site, token: string): Promise<void> {
  const until = async (shows: () => Promise<boolean>) => {
    const started = performance.now();
    while (!(await shows())) await new Promise((resolve) => setTimeout(resolve, 5));
    return performance.now() - started;
  };
  const times: Record<string, number[]> = { 'a post published': [], 'a setting saved': [], 'an image deleted': [] };
  const runs = 5;
  for (let i = 1; i <= runs; i++) {
    await api(b.origin, 'GET', '/api/blogs');
    const post = await api(a.origin, 'POST', '/api/blogs?lang=en', { token, json: { ...draftBody(`propagation-${i}`), status: 'published' } });
    const slug = post.json().data.slug as string;
    times['a post published'].push(await until(async () => (await api(b.origin, 'GET', '/api/blogs')).text.includes(slug)));

    await api(b.origin, 'GET', '/api/settings');
    const siteName = `Sovra bench ${i}`;
    await api(a.origin, 'PATCH', '/api/settings', { token, json: { siteName } });
    times['a setting saved'].push(await until(async () => (await api(b.origin, 'GET', '/api/settings')).json().data.siteName === siteName));

    const form = new FormData();
    form.set(
      'file',
      new Blob([`<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="${i}" height="10"/></svg>`]),
      `propagation-${i}.svg`,
    );
    const uploaded = await fetch(`${a.origin}/api/media`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: form,
      signal: AbortSignal.timeout(15_000),
    });
    const media = ((await uploaded.json()) as { data: { id: number; image: { src: string } } }).data;
    const served = async () => {
      const response = await fetch(`${b.origin}${media.image.src}`, { signal: AbortSignal.timeout(15_000) });
      await response.arrayBuffer();
      return response.status;
    };
    await served(); // B keeps the file in memory
    await api(a.origin, 'DELETE', `/api/media/${media.id}`, { token });
    times['an image deleted'].push(await until(async () => (await served()) === 404));
  }
  const median = (values: number[]) => [...values].sort((x, y) => x - y)[Math.floor(values.length / 2)];
  console.log(`
A change made on A, seen on B (from A's answer, B asked every 5 ms; ${runs} times each; goal < 1000 ms):`);
  for (const [what, values] of Object.entries(times)) {
    const slowest = Math.max(...values);
    console.log(
      `  ${what.padEnd(20)} median ${median(values).toFixed(0).padStart(5)} ms, slowest ${slowest.toFixed(0).padStart(5)} ms${slowest >= 1000 ? ' !' : ''}`,
    );
  }
}

// ---- the run

async function publishPosts(site: Site, token: string, count: number): Promise<string[]> {
  const slugs: string[] = [];
  for (let n = 1; n <= count; n++) {
    const body = draftBody(`published-${n}`);
    const response = await api(site.origin, 'POST', '/api/blogs?lang=en', { token, json: { ...body, status: 'published' } });
    if (response.status !== 201) throw new Error(`publishing a post: HTTP ${response.status} ${response.text.slice(0, 300)}`);
    slugs.push(response.json().data.slug);
  }
  return slugs;
}

function serverErrors(): string[] {
  const lines: string[] = [];
  for (const { name, log } of logs) {
    for (const line of readFileSync(log, 'utf8').split('\n')) if (/"level":(50|60)/.test(line)) lines.push(`${name}: ${line.slice(0, 800)}`);
  }
  return [...new Set(lines)];
}

const started = Date.now();
let exitCode = 0;
try {
  postgres = await startPostgres();
  const setup = new pg.Client({ connectionString: postgres.url });
  await setup.connect();
  await setup.query('CREATE DATABASE sovra');
  await setup.end();
  const databaseUrl = postgres.urlOf('sovra');
  const db = (connection = new pg.Client({ connectionString: databaseUrl }));
  db.on('error', () => {}); // PostgreSQL stopping under it (Ctrl-C): the run ends anyway

  // A alone first (it migrates, seeds and creates the admin), then the others together.
  const a = await startSite('A', databaseUrl);
  const [b, a0, b0] = await Promise.all([
    startSite('B', databaseUrl),
    startSite('A0', databaseUrl, { PUBLIC_CACHE_MB: '0' }),
    startSite('B0', databaseUrl, { PUBLIC_CACHE_MB: '0' }),
  ]);
  await db.connect();
  postgresLog = await postgresLogger(db);
  const signIn = await api(a.origin, 'POST', '/api/auth/login', { json: { username: 'admin', password: adminPassword } });
  if (signIn.status !== 200) throw new Error(`signing in: HTTP ${signIn.status} ${signIn.text}`);
  const token = signIn.json().data.token as string;
  const seeded = (await api(b.origin, 'GET', '/api/blogs?first=50')).json().data.blogs.map((post: { slug: string }) => post.slug) as string[];
  const slugs = [...seeded, ...(await publishPosts(a, token, 27))];
  // Each read once on every process: the cached pair's caches warm, every process's code paths compiled.
  for (const site of [a, b, a0, b0]) {
    for (const path of ['/api/blogs', ...slugs.map((slug) => `/api/blogs/${slug}`)]) {
      const response = await api(site.origin, 'GET', path);
      if (response.status !== 200) throw new Error(`${site.name} GET ${path}: HTTP ${response.status}`);
    }
  }
  console.log(
    `Two server processes (api/src/main.ts, production mode) on one PostgreSQL ${postgres.url.split('@')[1].split('/')[0]} (throwaway cluster, fsync off), ${slugs.length} published posts;` +
      ` load by autocannon in its own process on loopback, ${seconds} s per part; ready in ${((Date.now() - started) / 1000).toFixed(1)} s;` +
      ` ${availableParallelism()} CPUs, load average ${loadavg()[0].toFixed(1)} before the run. Server logs: ${logDir}`,
  );

  await propagation(a, b, token);
  await loadPhase(`Mixed load, public cache on (PUBLIC_CACHE_MB unset: 64 MiB), processes A and B:`, a, b, token, slugs, db);
  await loadPhase(`Mixed load, public cache off (PUBLIC_CACHE_MB=0), processes A0 and B0 on the same database:`, a0, b0, token, slugs, db);
  await Promise.all(
    [a0, b0].map(async (site) => {
      await stopProcess(site.process);
      sites.delete(site);
    }),
  );
  await faultPhase(a, b, token, slugs, db, databaseUrl);

  const errors = serverErrors();
  console.log(`\nServer log lines at level error or fatal: ${errors.length}`);
  for (const line of errors.slice(0, 10)) console.log(`  ${line}`);
} catch (error) {
  // After Ctrl-C, what failed did so because everything is stopping: the signal's handler ends the run.
  if (stopping) await new Promise(() => {});
  console.error(error);
  console.log(`server logs kept in ${logDir}`);
  exitCode = 1;
} finally {
  await stopEverything();
  clearTimeout(watchdog);
}
if (failedChecks.length) {
  console.log(`\n${failedChecks.length} check(s) failed; server logs kept in ${logDir}`);
  exitCode = 1;
} else if (exitCode === 0) {
  rmSync(logDir, { recursive: true, force: true });
  console.log(`\nAll checks passed in ${((Date.now() - started) / 1000).toFixed(0)} s; every process and the PostgreSQL cluster stopped.`);
}
process.exit(exitCode);
