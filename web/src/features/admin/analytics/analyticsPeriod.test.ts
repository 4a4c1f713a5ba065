import { describe, expect, it } from 'vitest';
import { defaultPeriod, parsePeriod } from './analyticsPeriod.ts';

describe('the analytics period in the address', () => {
  it('reads 7, 30 or 90 days, anything else as the 30-day default', () => {
    expect(parsePeriod('7')).toBe(7);
    expect(parsePeriod('30')).toBe(30);
    expect(parsePeriod('90')).toBe(90);
    expect(defaultPeriod).toBe(30);
    for (const other of [null, '', '0', '14', '366', '07', '7.0', ' 7', 'abc', '-7']) expect(parsePeriod(other)).toBe(30);
  });
});
