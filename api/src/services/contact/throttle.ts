import { createHmac } from 'node:crypto';
import { isIPv4, isIPv6 } from 'node:net';
import type { Db } from '../../db/client.ts';
import type { Prisma } from '../../db/generated/client.ts';
import { visitorSecret } from '../posts/engagement.ts';

// At most 5 enquiries per sender per 10 minutes, counted in the database (so the limit holds across
// server processes) the way sign-in attempts are (services/auth/throttle.ts): the new message is
// written first, inside the transaction that stores it, then ranked among the sender's recent ones;
// over the limit, the transaction rolls back and nothing is kept. These transactions run one at a
// time (SQLite's single writer, PostgreSQL's advisory lock: db/transaction.ts), so parallel
// submissions each see their own rank.
//
// A sender is a keyed hash of their address, never the address: an IPv4 address whole, an IPv6
// address by its /64 (one subscriber's network, which a client can otherwise hop around freely).

export const contactWindowMs = 10 * 60_000;
export const maxMessagesPerWindow = 5;

/** The part of an address that identifies one sender. */
export function senderScope(ip: string): string {
  const address = ip.replace(/%.*$/, '').toLowerCase();
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(address)?.[1];
  if (mapped && isIPv4(mapped)) return mapped;
  if (isIPv4(address)) return address;
  if (!isIPv6(address)) return address;
  const [head, tail = ''] = address.split('::');
  const headParts = head ? head.split(':') : [];
  const tailParts = address.includes('::') && tail ? tail.split(':') : [];
  const groups = [...headParts, ...Array(Math.max(0, 8 - headParts.length - tailParts.length)).fill('0'), ...tailParts];
  return `${groups.slice(0, 4).map((group) => group.replace(/^0+(?=.)/, '')).join(':')}::/64`;
}

/** The sender's key as stored with their messages: an HMAC of their scope with the database's secret, shortened. */
export async function contactClientKey(db: Db, ip: string): Promise<string> {
  return createHmac('sha256', await visitorSecret(db)).update(`contact\n${senderScope(ip)}`).digest('base64url').slice(0, 22);
}

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
