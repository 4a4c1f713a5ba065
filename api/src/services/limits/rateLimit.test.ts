import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { createDb } from '../../db/client.ts';
import { ApiError } from '../../errors.ts';
import { createTestDatabase } from '../../testing/testDatabase.ts';
import { hitsWithin, limitInWords, storedKey, takeLimit, withinLimits, type Limit } from './rateLimit.ts';

// The rate limiter on a real database (SQLite here, PostgreSQL under `npm run test:pg`, where a
// second client stands for a second server process; SQLite is served by one process).

const database = createTestDatabase();
const db = createDb(database.target);
const other = createDb(database.target);
const processes = database.target.provider === 'postgresql' ? [db, other] : [db];
/** Another process's client on PostgreSQL; on SQLite, the one. */
const second = processes.at(-1)!;
afterAll(async () => {
  await Promise.all([db.$disconnect(), other.$disconnect()]);
  database.drop();
});
afterEach(() => {
  vi.useRealTimers();
});

const minute = 60_000;
const limit = (name: string, max: number, windowMs = 10 * minute): Limit => ({ name, max, windowMs });

/** The retryAfterSeconds of a refusal, or 0 when the take went through. */
async function take(client: typeof db, counted: Limit, key: string): Promise<number> {
  try {
    await takeLimit(client, counted, key, 'Too many tries.');
    return 0;
  } catch (error) {
    if (error instanceof ApiError && error.code === 'RATE_LIMITED') return error.retryAfterSeconds!;
    throw error;
  }
}

describe('the rate limiter', () => {
  it('lets exactly its limit of 40 parallel takes through', async () => {
    const likes = limit('parallel likes', 30);
    const waits = await Promise.all(Array.from({ length: 40 }, (_, i) => take(processes[i % processes.length], likes, '192.0.2.1')));
    expect(waits.filter((wait) => wait === 0)).toHaveLength(30);
    expect(waits.filter((wait) => wait > 0)).toHaveLength(10);
    // Refused takes are not kept: the count is the limit, not the number of tries.
    expect(await hitsWithin(db, likes, '192.0.2.1')).toBe(30);
    expect(await take(second, likes, '192.0.2.2')).toBe(0);
  });

  it('slides: a refusal says when the oldest hit leaves the window, and a hit is let through then', async () => {
    const start = Date.UTC(2026, 4, 1, 8, 0, 0);
    vi.useFakeTimers({ toFake: ['Date'], now: start });
    const enquiries = limit('sliding enquiries', 5);
    expect(await take(db, enquiries, 'sender')).toBe(0);
    vi.setSystemTime(start + 2 * minute);
    for (let i = 1; i < 5; i++) expect(await take(second, enquiries, 'sender')).toBe(0);
    vi.setSystemTime(start + 4 * minute);
    // The first hit, at 8:00, leaves the window at 8:10: six minutes on.
    expect(await take(db, enquiries, 'sender')).toBe(6 * 60);
    vi.setSystemTime(start + 10 * minute + 1);
    expect(await take(second, enquiries, 'sender')).toBe(0);
    // The next four left at 8:12.
    expect(await take(db, enquiries, 'sender')).toBe(2 * 60);
  });

  it('takes several limits together: over any, none is counted and the work is undone', async () => {
    const pair = limit('together: pair', 2);
    const address = limit('together: address', 3);
    const daily = limit('together: daily', 100);
    const attempt = (key: string) =>
      withinLimits(
        db,
        [
          { limit: pair, key: `layla ${key}` },
          { limit: address, key },
          { limit: daily, key: 'layla' },
        ],
        'Too many tries.',
        (tx) => tx.setting.create({ data: { key: `together ${Math.random()}`, value: 'kept' } }),
      );
    await attempt('192.0.2.3');
    await attempt('192.0.2.3');
    await expect(attempt('192.0.2.3')).rejects.toMatchObject({ code: 'RATE_LIMITED' });
    expect(await db.setting.count({ where: { key: { startsWith: 'together ' } } })).toBe(2);
    expect([await hitsWithin(db, address, '192.0.2.3'), await hitsWithin(db, daily, 'layla')]).toEqual([2, 2]);
  });

  it('counts a count-only take without ever refusing it', async () => {
    const daily = limit('count only', 1);
    for (let i = 0; i < 3; i++) await withinLimits(db, [{ limit: daily, key: 'owner', countOnly: true }], 'Too many tries.', async () => undefined);
    expect(await hitsWithin(db, daily, 'owner')).toBe(3);
    expect(await take(db, daily, 'owner')).toBeGreaterThan(0);
  });

  it("states itself in the words of the API's descriptions", () => {
    expect(limitInWords(limit('likes from an address', 30), 'likes')).toBe('30 likes per 10 minutes');
    expect(limitInWords(limit('page views of a visitor', 60, minute), 'page views')).toBe('60 page views per minute');
  });

  it('stores no key as given, only its keyed hash', async () => {
    const likes = limit('hashed likes', 30);
    await take(db, likes, '198.51.100.23');
    const keys = (await db.rateLimitCount.findMany({ select: { key: true } })).map((row) => row.key);
    expect(keys).toContain(await storedKey(db, likes, '198.51.100.23'));
    expect(keys.filter((key) => key.includes('198.51.100'))).toEqual([]);
  });

  it('deletes counts once no window needs them, so the table stays small', async () => {
    const start = Date.now() + 60 * minute;
    vi.useFakeTimers({ toFake: ['Date'], now: start });
    const brief = limit('brief', 5, minute);
    for (let i = 0; i < 50; i++) await take(db, brief, `visitor ${i}`);
    const stored = await storedKey(db, brief, 'visitor 0');
    expect(await db.rateLimitCount.count({ where: { key: stored } })).toBe(1);
    // Two minutes on (and a minute since the last sweep), the next take sweeps what has expired.
    vi.setSystemTime(start + 2 * minute);
    await take(db, brief, 'visitor 0');
    expect(await db.rateLimitCount.count({ where: { expiresAt: { lt: new Date(start + 2 * minute) } } })).toBe(0);
    expect(await hitsWithin(db, brief, 'visitor 0')).toBe(1);
  });
});
