import type { Db } from '../db/client.ts';
import { scheduledPostWhere } from './posts/visibility.ts';

// What visitors may read changes by writes (a post published, edited or withdrawn, a tag renamed,
// an author's name) and by time alone (a scheduled post's moment comes). Writes announce it here;
// the public cache (http/publicCache.ts) listens and asks when the next scheduled post is due.
//
// This implementation tells the listeners of this process only, which is all there is on the
// embedded SQLite database. With several processes on PostgreSQL, `changed()` will also send a
// NOTIFY, and a LISTEN connection will call every process's listeners: the callers stay the same.

export interface PublicContent {
  /** Announces that public content changed. Call it after the write has committed. */
  changed(): Promise<void>;
  /**
   * Announces a change that may wait a little (a like count): announced once, `coalesceMs` after the
   * first such call, however many follow, so a stream of likes cannot keep emptying the caches.
   */
  changedSoon(): void;
  /** Calls `listener` whenever public content changed, in this process or (later) another; returns the unsubscribe. */
  subscribe(listener: () => void): () => void;
  /** The earliest publication time after `after` of a post already written as published (scheduled), or null. */
  nextScheduledPublication(after: Date): Promise<Date | null>;
  close(): Promise<void>;
}

/** How long a change that may wait waits at most. */
export const coalesceMs = 30_000;

export function createLocalPublicContent(db: Db): PublicContent {
  const listeners = new Set<() => void>();
  let pending: NodeJS.Timeout | null = null;
  const announce = () => {
    for (const listener of listeners) listener();
  };
  return {
    async changed() {
      announce();
    },
    changedSoon() {
      if (pending) return;
      pending = setTimeout(() => {
        pending = null;
        announce();
      }, coalesceMs);
      pending.unref();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async nextScheduledPublication(after) {
      const next = await db.post.findFirst({ where: scheduledPostWhere(after), orderBy: { publishedAt: 'asc' }, select: { publishedAt: true } });
      return next?.publishedAt ?? null;
    },
    async close() {
      if (pending) clearTimeout(pending);
      pending = null;
      listeners.clear();
    },
  };
}
