import { describe, expect, it } from 'vitest';
import { isScheduled } from './postState.ts';

describe('a post’s state', () => {
  it('knows a scheduled post', () => {
    const now = Date.parse('2026-03-01T00:00:00Z');
    expect(isScheduled('PUBLISHED', '2026-03-02T00:00:00Z', now)).toBe(true);
    expect(isScheduled('PUBLISHED', '2026-02-02T00:00:00Z', now)).toBe(false);
    expect(isScheduled('DRAFT', '2026-03-02T00:00:00Z', now)).toBe(false);
  });
});
