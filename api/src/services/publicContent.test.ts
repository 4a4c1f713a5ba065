import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Db } from '../db/client.ts';
import { coalesceMs, createLocalPublicContent } from './publicContent.ts';

afterEach(() => {
  vi.useRealTimers();
});

describe('public content changes', () => {
  it('announces a change at once, and a stream of changes that may wait once per period', async () => {
    vi.useFakeTimers();
    const content = createLocalPublicContent({} as Db);
    const heard = vi.fn();
    content.subscribe(heard);
    await content.changed();
    expect(heard).toHaveBeenCalledTimes(1);
    for (let i = 0; i < 50; i++) content.changedSoon();
    expect(heard).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(coalesceMs);
    expect(heard).toHaveBeenCalledTimes(2);
    content.changedSoon();
    vi.advanceTimersByTime(coalesceMs);
    expect(heard).toHaveBeenCalledTimes(3);
    content.changedSoon();
    await content.close();
    vi.advanceTimersByTime(coalesceMs);
    expect(heard).toHaveBeenCalledTimes(3);
  });
});
