import type { Logger } from 'pino';
import type { Db } from '../db/client.ts';
import { listenForNotifications, type Notifications } from '../db/notifications.ts';
import type { DatabaseTarget } from '../db/url.ts';
import { scheduledPageWhere } from './pages/read.ts';
import { scheduledPostWhere } from './posts/visibility.ts';

// What visitors may read changes by writes (a post or page published, edited or withdrawn, a menu,
// a tag renamed, an author's name) and by time alone (a scheduled post's or page's moment comes). Writes announce it here;
// the public cache (http/publicCache.ts) listens and asks when the next scheduled post is due.
//
// On the embedded SQLite database there is one process: its listeners are all there are. On
// PostgreSQL, several processes share the database: `changed()` also sends a NOTIFY, and each
// process's LISTEN connection calls its own listeners (db/notifications.ts), within milliseconds.

export interface PublicContent {
  /** Announces that public content changed. Call it after the write has committed. */
  changed(): Promise<void>;
  /**
   * Announces a change that may wait a little (a like count): announced once, `coalesceMs` after the
   * first such call, however many follow, so a stream of likes cannot keep emptying the caches.
   */
  changedSoon(): void;
  /**
   * Announces that images were deleted: every process stops serving their files from memory (the
   * database no longer has them). Call it after the delete has committed.
   */
  mediaDeleted(hashes: readonly string[]): Promise<void>;
  /** Calls `listener` whenever public content changed, in this process or another; returns the unsubscribe. */
  subscribe(listener: () => void): () => void;
  /** Calls `listener` with the hashes of images deleted, in this process or another (the media files' memory listens); returns the unsubscribe. */
  subscribeMediaDeleted(listener: (hashes: readonly string[]) => void): () => void;
  /** The earliest publication time after `after` of a post or page already written as published (scheduled), or null. */
  nextScheduledPublication(after: Date): Promise<Date | null>;
  /**
   * Settles once this process hears of every change (at once on SQLite; on PostgreSQL when its
   * LISTEN connection first connects, which counts as a change: what was read before may be stale).
   */
  listening(): Promise<void>;
  close(): Promise<void>;
}

/** How long a change that may wait waits at most. */
export const coalesceMs = 30_000;

const channel = 'sovra_public_content';
const mediaChannel = 'sovra_media_deleted';

/** The public content of the database: shared by every process on PostgreSQL, this one's on SQLite. */
export function createPublicContent(db: Db, target: DatabaseTarget, log: Logger): PublicContent {
  if (target.provider === 'sqlite') return createLocalPublicContent(db);
  let here: LocalPublicContent | null = null;
  const notifications = listenForNotifications({
    url: target.url,
    channels: [channel, mediaChannel],
    onMessage: (heard, message) => (heard === mediaChannel ? here?.mediaDeletedHere(message.split(' ')) : here?.announceHere()),
    // Changes announced while no connection listened were missed: take everything as changed.
    onConnected: () => here?.announceHere(),
    log,
  });
  const content = createLocalPublicContent(db, notifications);
  here = content;
  return content;
}

/** The public content, with what this process hears told to its own listeners only. */
interface LocalPublicContent extends PublicContent {
  announceHere(): void;
  mediaDeletedHere(hashes: readonly string[]): void;
}

/**
 * The public content as this process sees it; with `notifications`, its changes are also told to
 * the other processes.
 */
export function createLocalPublicContent(db: Db, notifications?: Notifications): LocalPublicContent {
  const listeners = new Set<() => void>();
  const mediaListeners = new Set<(hashes: readonly string[]) => void>();
  let pending: NodeJS.Timeout | null = null;
  const announce = () => {
    for (const listener of listeners) listener();
  };
  const changed = async () => {
    announce();
    await notifications?.send(channel);
  };
  const mediaDeletedHere = (hashes: readonly string[]) => {
    for (const listener of mediaListeners) listener(hashes);
  };
  return {
    announceHere: announce,
    mediaDeletedHere,
    changed,
    async mediaDeleted(hashes) {
      mediaDeletedHere(hashes);
      // A notice carries at most 8000 bytes: 200 hashes of 32 hex digits to a message.
      for (let i = 0; i < hashes.length; i += 200) await notifications?.send(mediaChannel, hashes.slice(i, i + 200).join(' '));
    },
    changedSoon() {
      if (pending) return;
      pending = setTimeout(() => {
        pending = null;
        // Told to the others too; a failure to tell them is no failure of the like that caused it.
        changed().catch(() => {});
      }, coalesceMs);
      pending.unref();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    subscribeMediaDeleted(listener) {
      mediaListeners.add(listener);
      return () => mediaListeners.delete(listener);
    },
    async nextScheduledPublication(after) {
      const [post, page] = await Promise.all([
        db.post.findFirst({ where: scheduledPostWhere(after), orderBy: { publishedAt: 'asc' }, select: { publishedAt: true } }),
        db.page.findFirst({ where: scheduledPageWhere(after), orderBy: { publishedAt: 'asc' }, select: { publishedAt: true } }),
      ]);
      const times = [post?.publishedAt, page?.publishedAt].filter((time): time is Date => !!time);
      return times.length ? new Date(Math.min(...times.map((time) => time.getTime()))) : null;
    },
    listening: () => notifications?.listening ?? Promise.resolve(),
    async close() {
      if (pending) clearTimeout(pending);
      pending = null;
      listeners.clear();
      mediaListeners.clear();
      await notifications?.close();
    },
  };
}
