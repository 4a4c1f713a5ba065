import { describe, expect, it } from 'vitest';
import { createWindowLimiter } from './windowLimiter.ts';

describe('the sliding-window limiter', () => {
  it('lets n of a key through in any minute', () => {
    const limiter = createWindowLimiter(2);
    const t = Date.UTC(2026, 0, 1, 10, 0, 0);
    expect([limiter.take('a', t), limiter.take('a', t + 1), limiter.take('a', t + 2), limiter.take('b', t + 3)]).toEqual([true, true, false, true]);
    expect(limiter.take('a', t + 120_000)).toBe(true);
  });

  it('keeps a client over its limit at the turn of the minute (a fixed window let it start afresh)', () => {
    const limiter = createWindowLimiter(600);
    const t = Date.UTC(2026, 0, 1, 10, 0, 59);
    for (let i = 0; i < 610; i++) limiter.take('a', t + i);
    const afterTheTurn = Array.from({ length: 50 }, (_, i) => limiter.take('a', t + 1_000 + i * 10));
    expect(afterTheTurn.filter(Boolean)).toHaveLength(0);
    // Other clients are not affected; a minute after its flood, the client is let through again.
    expect(limiter.take('b', t + 1_000)).toBe(true);
    expect(limiter.take('a', t + 61_000)).toBe(true);
  });

  it('can count time spent instead of events: a key may spend up to its limit', () => {
    const budget = createWindowLimiter(250, 1000);
    const t = Date.UTC(2026, 0, 1, 10, 0, 0);
    expect(budget.allows('a', t)).toBe(true);
    budget.spend('a', 200, t + 10);
    expect(budget.allows('a', t + 20)).toBe(true);
    budget.spend('a', 100, t + 30);
    expect(budget.allows('a', t + 40)).toBe(false);
    expect(budget.allows('b', t + 40)).toBe(true);
    // Half a second into the next window, half of the 300 ms still counts.
    expect(budget.allows('a', t + 1_500)).toBe(true);
  });

  it('counts what is heard of late into the last window, fading with it', () => {
    const limiter = createWindowLimiter(10);
    const t = Date.UTC(2026, 0, 1, 10, 1, 0);
    limiter.spendEarlier('a', 20, t + 15_000);
    // A quarter into the minute, three quarters of the last one's 20 still count.
    expect(limiter.take('a', t + 15_000)).toBe(false);
    expect(limiter.take('b', t + 15_000)).toBe(true);
    expect(limiter.take('a', t + 59_000)).toBe(true);
  });
});
