import type { Prisma } from '../../db/generated/client.ts';

// At most 5 enquiries per sender per 10 minutes, counted in the database (so the limit holds across
// server processes) the way sign-in attempts are (services/auth/throttle.ts): the new message is
// written first, inside the transaction that stores it, then ranked among the sender's recent ones;
// over the limit, the transaction rolls back and nothing is kept. These transactions run one at a
// time (SQLite's single writer, PostgreSQL's advisory lock: db/transaction.ts), so parallel
// submissions each see their own rank. A sender is a keyed hash of their address, never the
// address (services/visitors.ts `senderKey`).

export const contactWindowMs = 10 * 60_000;
export const maxMessagesPerWindow = 5;

/**
 * 0 when message `id` (just written) is within the sender's limit, else the seconds until enough of
 * their earlier messages leave the window for a new one to fit.
 */
export async function secondsUntilAllowed(tx: Prisma.TransactionClient, message: { id: number; clientKey: string }, now = Date.now()): Promise<number> {
  const rows = await tx.contactMessage.findMany({
    where: { clientKey: message.clientKey, id: { lte: message.id }, createdAt: { gt: new Date(now - contactWindowMs) } },
    orderBy: { id: 'asc' },
    select: { createdAt: true },
  });
  if (rows.length <= maxMessagesPerWindow) return 0;
  const oldestCounted = rows[rows.length - 1 - maxMessagesPerWindow].createdAt.getTime();
  return Math.max(1, Math.ceil((oldestCounted + contactWindowMs - now) / 1000));
}
