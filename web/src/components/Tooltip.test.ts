import { describe, expect, it } from 'vitest';
import { openDelay, tooltipDelayMs, tooltipSkipDelayMs } from './Tooltip.tsx';

describe('tooltip timing', () => {
  it('opens after 700 ms, or at once within 300 ms of another closing', () => {
    expect([tooltipDelayMs, tooltipSkipDelayMs]).toEqual([700, 300]);
    expect(openDelay(10_000, -Infinity)).toBe(700);
    expect(openDelay(10_000, 9_800)).toBe(0);
    expect(openDelay(10_000, 9_700)).toBe(700);
  });
});
