// `npm run bench`, issue 7: the uncached public reads of this tree beside those of a landed commit
// (BENCH_BASELINE, by default the commit before issue 7's work on the read path), in one run, on one
// machine and one database. The commit's api/src, web/src and prisma come out of `git archive` into
// a temporary folder (the repository is only read); its app gets a connection as it had one, without
// kept statements. Requests go in alternating blocks, so both sides see the same machine.
import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { Logger } from 'pino';
import type { App, createApp } from '../src/app.ts';
import type { Config } from '../src/config.ts';
import { createAdapter } from '../src/db/adapter.ts';
import { PrismaClient } from '../src/db/generated/client.ts';

const root = resolve(import.meta.dirname, '../..');
const defaultBaseline = 'c4778cb';

export interface Read {
  label: string;
  request: () => Request;
}

interface Side {
  name: string;
  app: Pick<App, 'fetch'>;
  statements: () => number;
}

/** Prints each read's p50, p95, CPU and SQL statements per request for the landed app and this one, and their ratios. */
export async function compareWithLanded(options: { file: string; config: Config; log: Logger; current: Side; reads: Read[]; rounds: number }) {
  const commit = process.env.BENCH_BASELINE ?? defaultBaseline;
  let landed: Awaited<ReturnType<typeof importLandedApp>>;
  try {
    landed = await importLandedApp(commit);
  } catch (error) {
    console.log(`Issue 7 comparison skipped: ${commit} does not load beside this tree (${(error as Error).message.split('\n')[0]}).`);
    return;
  }
  if (!landed) {
    console.log(`Issue 7 comparison skipped: commit ${commit} is not in this clone (set BENCH_BASELINE).`);
    return;
  }
  let statements = 0;
  const db = new PrismaClient({
    adapter: createAdapter({ provider: 'sqlite', file: options.file }, { reuseStatements: false }),
    log: [{ emit: 'event', level: 'query' }],
  });
  db.$on('query', () => statements++);
  const before: Side = { name: landed.commit, app: landed.createApp(options.config, { db, log: options.log }), statements: () => statements };
  const block = 25;
  const rounds = Math.max(block * 2, Math.round(options.rounds / block) * block);
  console.log(`Uncached public reads, ${landed.commit} (before issue 7) beside this tree, ${rounds} requests each in alternating blocks of ${block}:`);
  try {
    for (const read of options.reads) {
      const sides = [before, options.current];
      for (const side of sides) for (let i = 0; i < 20; i++) await send(side, read); // warm up
      const figures = sides.map(() => ({ times: [] as number[], cpu: 0, statements: 0 }));
      for (let b = 0; b < rounds / block; b++) {
        // Each side goes first in every other block.
        for (const index of b % 2 ? [1, 0] : [0, 1]) {
          const side = sides[index];
          const cpu = process.cpuUsage();
          const count = side.statements();
          for (let i = 0; i < block; i++) figures[index].times.push(await send(side, read));
          const used = process.cpuUsage(cpu);
          figures[index].cpu += used.user + used.system;
          figures[index].statements += side.statements() - count;
        }
      }
      const [was, now] = figures.map(({ times, cpu, statements }) => {
        times.sort((a, b) => a - b);
        return { p50: percentile(times, 50), p95: percentile(times, 95), cpu: cpu / 1000 / times.length, statements: statements / times.length };
      });
      const line = (name: string, f: typeof was) =>
        `${name.padEnd(8)} p50 ${f.p50.toFixed(2)} ms   p95 ${f.p95.toFixed(2).padStart(5)} ms   ${f.cpu.toFixed(2)} ms CPU   ${f.statements.toFixed(1)} SQL/request`;
      console.log(`  ${read.label}`);
      console.log(`    ${line(landed.commit, was)}`);
      console.log(`    ${line('now', now)}   p50 x${(now.p50 / was.p50).toFixed(2)}, CPU x${(now.cpu / was.cpu).toFixed(2)}`);
    }
  } finally {
    await db.$disconnect();
    landed.dispose();
  }
}

async function send(side: Side, read: Read): Promise<number> {
  const start = performance.now();
  const response = await side.app.fetch(read.request());
  await response.text();
  if (!response.ok) throw new Error(`${read.label} (${side.name}): HTTP ${response.status}`);
  return performance.now() - start;
}

function percentile(sorted: number[], p: number) {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

/** `createApp` as `commit` had it; null when the commit is not in this clone. */
async function importLandedApp(commit: string): Promise<{ commit: string; createApp: typeof createApp; dispose(): void } | null> {
  let full: string;
  try {
    full = execFileSync('git', ['rev-parse', '--verify', `${commit}^{commit}`], { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  } catch {
    return null;
  }
  const dir = mkdtempSync(join(tmpdir(), 'sovra-landed-'));
  const archive = execFileSync('git', ['archive', '--format=tar', full, 'api/src', 'web/src', 'prisma'], { cwd: root, maxBuffer: 256 * 1024 * 1024 });
  execFileSync('tar', ['-x', '-C', dir], { input: archive });
  // Not committed: the Prisma client (generated from the schema) and the packages.
  cpSync(join(root, 'api/src/db/generated'), join(dir, 'api/src/db/generated'), { recursive: true });
  symlinkSync(join(root, 'node_modules'), join(dir, 'node_modules'), 'dir');
  writeFileSync(join(dir, 'package.json'), JSON.stringify({ type: 'module' }));
  const landed = (await import(join(dir, 'api/src/app.ts'))) as { createApp: typeof createApp };
  return { commit: full.slice(0, 7), createApp: landed.createApp, dispose: () => rmSync(dir, { recursive: true, force: true }) };
}
