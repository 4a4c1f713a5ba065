import type { Db } from '../../db/client.ts';
import type { Prisma } from '../../db/generated/client.ts';

// The outbox: a notification is a row written in the same transaction as the change it announces,
// so it exists exactly when the change does; the worker (worker.ts) sends it later, with retries.
// Requests never send anything themselves.

export interface Notification {
  /** What to send, e.g. `contact.notify_staff`: the worker's composer for that kind builds the email. */
  kind: string;
  /** What the composer needs (JSON). */
  payload: Record<string, unknown>;
  contactMessageId?: number;
  /** Not to be sent before then (a webhook of a post scheduled to go public later); now when absent. */
  notBefore?: Date;
}

/** Queues a notification inside the caller's transaction. Call `announceEnqueued` once it commits. */
export async function enqueue(tx: Prisma.TransactionClient, notification: Notification): Promise<void> {
  await tx.outbox.create({
    data: {
      kind: notification.kind,
      payload: JSON.stringify(notification.payload),
      contactMessageId: notification.contactMessageId ?? null,
      ...(notification.notBefore ? { nextAttemptAt: notification.notBefore } : {}),
    },
  });
}

// In-process wake-ups: the worker of this process sends a new row at once instead of at its next
// poll. Other processes find it when they poll.
const listeners = new WeakMap<Db, Set<() => void>>();

/** Wakes the workers polling `db` in this process. */
export function announceEnqueued(db: Db): void {
  for (const listener of listeners.get(db) ?? []) listener();
}

/** Calls `listener` whenever a notification is queued through `db` in this process; returns the unsubscribe. */
export function onEnqueued(db: Db, listener: () => void): () => void {
  let set = listeners.get(db);
  if (!set) listeners.set(db, (set = new Set()));
  set.add(listener);
  return () => set.delete(listener);
}
