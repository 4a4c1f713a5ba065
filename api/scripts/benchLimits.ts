// `npm run bench` (or `BENCH_ONLY=limits npm run bench`): what a rate-limit check costs on SQLite
// (services/limits). A take in the database (sign-in, an enquiry, a like): written and ranked in a
// transaction of its own; what one write per page view would cost (the cheapest shared check: one
// upsert, no ranking); and what page views pay instead: a check in memory, and a share of the
// sync that writes each key's count once per ANALYTICS_FLUSH_MS.
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pino from 'pino';
import { createDb } from '../src/db/client.ts';
import { reserveLoginAttempt } from '../src/services/auth/throttle.ts';
import { addCounts, takeLimit, type Limit } from '../src/services/limits/rateLimit.ts';
import { createSharedWindowLimits } from '../src/services/limits/sharedWindow.ts';

const likes: Limit = { name: 'bench likes', max: 30, windowMs: 10 * 60_000 };
const views: Limit = { name: 'bench page views', max: 60, windowMs: 60_000 };

/** Wall and CPU time of `n` runs of `step`, one after another, per run in microseconds. */
async function timed(n: number, step: (i: number) => unknown): Promise<{ wall: number; cpu: number }> {
  const cpu = process.cpuUsage();
  const started = performance.now();
  for (let i = 0; i < n; i++) {
    const result = step(i);
    if (result instanceof Promise) await result;
  }
  const used = process.cpuUsage(cpu);
  return { wall: ((performance.now() - started) * 1000) / n, cpu: (used.user + used.system) / n };
}

const us = ({ wall, cpu }: { wall: number; cpu: number }) => `${wall.toFixed(wall < 10 ? 2 : 0)} µs (${cpu.toFixed(cpu < 10 ? 2 : 0)} µs of CPU)`;

/** `seeded`: a migrated database (left as it is: this works on a copy). */
export async function limitsCost(options: { seeded: string; rounds?: number }): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'sovra-bench-limits-'));
  const file = join(dir, 'site.db');
  copyFileSync(options.seeded, file);
  const db = createDb({ provider: 'sqlite', file });
  const rounds = options.rounds ?? 2000;
  try {
    // Warm: the visitor secret read, statements prepared.
    await takeLimit(db, likes, 'warm', 'Too many.');
    const take = await timed(rounds, (i) => takeLimit(db, likes, `198.51.${i >> 8}.${i & 255}`, 'Too many.'));
    // One address over its limit: every take after the 30th is ranked, refused and rolled back.
    const refused = await timed(rounds, () => takeLimit(db, likes, '203.0.113.9', 'Too many.').catch(() => undefined));
    const signIn = await timed(rounds / 4, (i) => reserveLoginAttempt(db, `bench-${i}`, `192.0.2.${i & 255}`));
    const perViewWrite = await timed(rounds, (i) =>
      addCounts(db, [{ key: `view ${i & 1023}`, at: new Date(Math.floor(Date.now() / 60_000) * 60_000), count: 1, expiresAt: new Date(Date.now() + 120_000) }]),
    );

    const limits = createSharedWindowLimits(db, { syncMs: 3_600_000, log: pino({ level: 'silent' }) });
    const limiter = limits.limiter(views);
    const checks = 1_000_000;
    const check = await timed(checks, (i) => limiter.take(`visitor ${i % 10_000}`));
    await limits.sync();
    // A second's worth of different visitors: one sync writes and reads them all.
    const keys = 1000;
    for (let i = 0; i < keys; i++) limiter.take(`another visitor ${i}`);
    const sync = await timed(1, () => limits.sync());
    await limits.close();

    console.log(`Rate limits on SQLite (services/limits), per check:`);
    console.log(`  a take in the database (a like, an enquiry), new key:       ${us(take)}`);
    console.log(`  the same, an address over its limit (refused, rolled back): ${us(refused)}`);
    console.log(`  a sign-in's three limits, reserved:                         ${us(signIn)}`);
    console.log(`  one upsert per page view, if page views wrote each check:   ${us(perViewWrite)}`);
    console.log(`  a page view's check as it is, in memory:                    ${us(check)}`);
    console.log(
      `  its sync, ${keys} visitors' counts written and read back:  ${(sync.wall / 1000).toFixed(1)} ms (${(sync.wall / keys).toFixed(0)} µs a visitor, once a flush)`,
    );
  } finally {
    await db.$disconnect();
    rmSync(dir, { recursive: true, force: true });
  }
}
