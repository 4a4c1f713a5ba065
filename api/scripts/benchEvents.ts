// `npm run bench` (or `BENCH_ONLY=events npm run bench`): the throughput of POST /api/events, the
// site's page-view beacon, over real sockets, beside a bare node:http server answering the same 204,
// each in its own process (benchThroughput.ts). Then checks that the counters are exact: every
// accepted view is in the database once the site has flushed, and again after it shut down.
// The site runs as in production but for ANALYTICS_VIEWS_PER_MINUTE, raised so that one load
// generator (one address, one browser) is not throttled: every view is counted.
import type { ChildProcess } from 'node:child_process';
import { copyFileSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createDb } from '../src/db/client.ts';
import { best, formatRun, load, send, startRawServer, startSite, type Row, type Run, type Server } from './benchThroughput.ts';
import { stopProcess } from './siteServer.ts';

const chrome = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';

const beacon: Row = {
  label: 'POST /api/events (a page view, as sendBeacon sends it)',
  site: 'cached',
  method: 'POST',
  path: '/api/events',
  // The beacon's Origin (the site's own) is added once the site runs: eventsThroughput.
  headers: { 'content-type': 'text/plain;charset=UTF-8', 'user-agent': chrome },
  body: JSON.stringify({ type: 'pageview', path: '/', language: 'en', referrer: 'https://www.google.com/' }),
  goal: 0.3,
};

/** Views the database holds: the site's daily totals and the pages' (they must agree). */
async function countedViews(file: string): Promise<{ site: number; pages: number }> {
  const db = createDb({ provider: 'sqlite', file });
  try {
    const [site, pages] = await Promise.all([db.siteVisitDay.aggregate({ _sum: { views: true } }), db.pageViewDay.aggregate({ _sum: { views: true } })]);
    return { site: site._sum.views ?? 0, pages: pages._sum.views ?? 0 };
  } finally {
    await db.$disconnect();
  }
}

/** `seeded`: a migrated database (left as it is: the site serves a copy). */
export async function eventsThroughput(options: { seeded: string; seconds: number }): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'sovra-bench-events-'));
  const children: ChildProcess[] = [];
  try {
    const file = join(dir, 'site.db');
    copyFileSync(options.seeded, file);
    const site = await startSite(file, { ANALYTICS_VIEWS_PER_MINUTE: '1000000000' }, children);
    const siteChild = children[children.length - 1];
    let accepted = 0;

    // The site's answer, recorded for the raw server to send (a 204 with the site's headers).
    const row: Row = { ...beacon, headers: { ...beacon.headers, origin: site.origin } };
    const answer = await send(site.origin, row);
    if (answer.status !== 204) throw new Error(`${row.label}: HTTP ${answer.status}`);
    accepted += 1;
    const headers = Object.fromEntries(
      Object.entries(answer.headers)
        .filter(([name]) => !['date', 'connection', 'keep-alive', 'transfer-encoding', 'content-length'].includes(name))
        .map(([name, value]) => [name, Array.isArray(value) ? value.join(', ') : String(value)]),
    );
    const answersFile = join(dir, 'answers.json');
    writeFileSync(answersFile, JSON.stringify({ '/row/0': { status: 204, headers, body: '' } }));
    const raw = await startRawServer(answersFile, children);
    const rawTarget: Server & { url: string } = { ...raw, url: `${raw.origin}/row/0` };
    const siteTarget: Server & { url: string } = { ...site, url: `${site.origin}${row.path}` };

    // The site is loaded with a number of requests, not a duration: autocannon then waits for every
    // answer, so exactly those views reached the server (a run cut at a time leaves some in flight).
    const counted = (run: Run) => {
      accepted += run.succeeded;
      return run;
    };
    await load(rawTarget, row, 1);
    const warmUp = counted(await load(siteTarget, row, { amount: 5000 }));
    let amount = Math.max(1000, Math.round(warmUp.rate * options.seconds));
    const runs = { raw: [] as Run[], site: [] as Run[] };
    for (let round = 0; round < 2; round++) {
      runs.raw.push(await load(rawTarget, row, options.seconds));
      const run = counted(await load(siteTarget, row, { amount }));
      runs.site.push(run);
      amount = Math.max(1000, Math.round(run.rate * options.seconds));
    }
    const [ceiling, measured] = [best(runs.raw), best(runs.site)];
    const failures = runs.site.reduce((n, run) => n + run.failures, warmUp.failures) + ceiling.failures;
    console.log(
      `Page views over real sockets on 127.0.0.1 (autocannon, 10 connections; the site as in production, writing its counters every second; the better of two runs of about ${options.seconds} s; a bare node:http server answering the same 204):`,
    );
    console.log(
      `  ${row.label.padEnd(64)} site ${formatRun(measured)}   raw ${formatRun(ceiling)}   ${`${Math.round((measured.rate / ceiling.rate) * 100)}%`.padStart(4)} of raw (goal ${Math.round(row.goal! * 100)}%)${failures ? `   ! ${failures} failed or non-2xx answers` : ''}`,
    );

    // Exact counters: after the next flush (the site still running), and after a graceful shutdown.
    await new Promise((resolve) => setTimeout(resolve, 2500));
    const flushed = await countedViews(file);
    await stopProcess(siteChild);
    const closed = await countedViews(file);
    const exact = flushed.site === accepted && flushed.pages === accepted && closed.site === accepted && closed.pages === accepted;
    console.log(
      `  counters: ${accepted.toLocaleString('en')} views accepted (204); counted ${flushed.site.toLocaleString('en')} a flush later, ${closed.site.toLocaleString('en')} after shutdown (pages: ${closed.pages.toLocaleString('en')}): ${exact ? 'exact' : '! NOT EXACT'}`,
    );
  } finally {
    await Promise.all(children.map(stopProcess));
    rmSync(dir, { recursive: true, force: true });
  }
}
