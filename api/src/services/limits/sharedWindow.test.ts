import pino from 'pino';
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createDb } from '../../db/client.ts';
import { createTestDatabase } from '../../testing/testDatabase.ts';
import { storedKey } from './rateLimit.ts';
import { createSharedWindowLimits, type SharedWindowLimits } from './sharedWindow.ts';

// Limits checked in memory and shared through the database (page views): two processes, each with
// its own limits over one database, as two servers behind a load balancer.

const database = createTestDatabase();
const clients = [createDb(database.target), createDb(database.target)];
const log = pino({ level: 'silent' });
const minute = 60_000;
const limit = { name: 'page views of a test visitor', max: 10, windowMs: minute };
let a: SharedWindowLimits;
let b: SharedWindowLimits;
// A second into a minute, so that no window turns unless a test moves the clock.
const start = Date.UTC(2026, 4, 1, 8, 0, 1);

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'], now: start });
  // Synced by the tests, not by a timer.
  a = createSharedWindowLimits(clients[0], { syncMs: 3_600_000, log });
  b = createSharedWindowLimits(clients[1], { syncMs: 3_600_000, log });
});
afterEach(async () => {
  await Promise.all([a.close(), b.close()]);
  vi.useRealTimers();
});
afterAll(async () => {
  await Promise.all(clients.map((client) => client.$disconnect()));
  database.drop();
});

// The tests share one database: each counts keys of its own.
const takes = (limiter: { take(key: string): boolean }, key: string, n: number) => Array.from({ length: n }, () => limiter.take(key));

describe('limits shared between processes', () => {
  it('refuse a visitor over the limit in both processes once each has synced, and no one else', async () => {
    const [viewsA, viewsB] = [a.limiter(limit), b.limiter(limit)];
    expect(takes(viewsA, 'visitor', 6)).toEqual(Array(6).fill(true));
    await a.sync();
    // B has not heard of A's six yet: its own are within the limit.
    expect(takes(viewsB, 'visitor', 6)).toEqual(Array(6).fill(true));
    await b.sync();
    expect(viewsB.take('visitor')).toBe(false);
    expect(viewsA.take('visitor')).toBe(true);
    await a.sync();
    expect(viewsA.take('visitor')).toBe(false);
    // Past the limit by what one process let through before its sync, not by a process's whole limit each.
    expect(viewsA.take('another visitor')).toBe(true);
    expect(viewsB.take('another visitor')).toBe(true);
  });

  it('let the visitor in again as the window slides past, as a process alone would', async () => {
    const [viewsA, viewsB] = [a.limiter(limit), b.limiter(limit)];
    takes(viewsA, 'returning visitor', 10);
    await a.sync();
    viewsB.take('returning visitor');
    await b.sync();
    expect(viewsB.take('returning visitor')).toBe(false);
    // Half a minute into the next window, half of the last one's 12 (a refusal counts too) still count.
    vi.setSystemTime(start + minute + 29_000);
    expect(takes(viewsB, 'returning visitor', 4)).toEqual([true, true, true, true]);
    expect(viewsB.take('returning visitor')).toBe(false);
  });

  it("hear of the other processes' counts of the last window too, a key new to them just after the turn", async () => {
    const [viewsA, viewsB] = [a.limiter(limit), b.limiter(limit)];
    takes(viewsA, 'late visitor', 10);
    await a.sync();
    vi.setSystemTime(start + minute);
    expect(viewsB.take('late visitor')).toBe(true);
    await b.sync();
    expect(viewsB.take('late visitor')).toBe(false);
  });

  it("add every process's counts in the database, none lost", async () => {
    const [viewsA, viewsB] = [a.limiter(limit), b.limiter(limit)];
    takes(viewsA, 'counted', 3);
    takes(viewsB, 'counted', 4);
    await Promise.all([a.sync(), b.sync()]);
    takes(viewsA, 'counted', 2);
    await a.sync();
    const key = await storedKey(clients[0], limit, 'counted');
    const rows = await clients[0].rateLimitCount.findMany({ where: { key }, select: { at: true, count: true } });
    expect(rows).toEqual([{ at: new Date(Date.UTC(2026, 4, 1, 8, 0, 0)), count: 9 }]);
  });
});
