import type { Db } from '../../db/client.ts';
import { transaction, type Tx } from '../../db/transaction.ts';
import { apiError } from '../../errors.ts';

// Sign-in protection (docs/security.md, "Sign-in protection"). Every password check, at sign-in or when a
// signed-in user confirms their current password, first reserves an attempt row, then ranks it among
// the rows before it, in a transaction that runs alone (one write at a time on SQLite, an advisory
// lock on PostgreSQL, db/transaction.ts): ids follow commit order and every row with a smaller id is
// visible once ours is written, so each of N parallel requests sees its own rank, in one process or many.

const minuteMs = 60_000;
const dayMs = 24 * 60 * minuteMs;

export const loginWindowMs = 15 * minuteMs;
/** Failures of one username from one address, per 15 minutes: a stranger cannot lock the owner out. */
export const maxFailuresPerUsernameAndIp = 5;
/** Failures from one address over all usernames, per 15 minutes. */
export const maxFailuresPerIp = 30;
/** Failures of one username from all addresses, per 24 hours: what a botnet gets per account per day. */
export const maxDailyFailuresPerUsername = 40;
/** An address that signed in to an account this recently is not held by that account's daily ceiling. */
export const knownAddressMs = 30 * dayMs;

export interface ReservedAttempt {
  id: number;
}

/**
 * Reserves one password check for `username` from `ip`, or refuses it (429 with Retry-After) when
 * a limit is reached. Until settled, the attempt counts as a failure.
 */
export async function reserveLoginAttempt(db: Db, username: string, ip: string): Promise<ReservedAttempt> {
  return transaction(
    db,
    async (tx) => {
      const attempt = await tx.loginAttempt.create({ data: { username, ip, succeeded: false }, select: { id: true } });
      const retryAfterSeconds = await secondsUntilAllowed(tx, attempt.id, username, ip);
      if (retryAfterSeconds === 0) return attempt;
      // A refused request checked no password: rolled back, it neither counts nor prolongs the block.
      throw apiError('RATE_LIMITED', 'Too many failed sign-in attempts. Please try again later.', undefined, { retryAfterSeconds });
    },
    { serialKey: 'sign-in attempts' },
  );
}

/** Records the outcome of a reserved check: a success clears that username's failures from that address. */
export async function settleLoginAttempt(db: Db, attempt: ReservedAttempt, succeeded: boolean): Promise<void> {
  if (succeeded) await db.loginAttempt.update({ where: { id: attempt.id }, data: { succeeded: true } });
  // Keep the table small: failures count for a day, successes mark a known address for 30 days.
  if (Math.random() < 0.01) {
    const now = Date.now();
    await db.loginAttempt.deleteMany({
      where: { OR: [{ succeeded: false, createdAt: { lt: new Date(now - dayMs) } }, { createdAt: { lt: new Date(now - knownAddressMs) } }] },
    });
  }
}

/** 0 when attempt `id` is within every limit, else the seconds until the tightest limit reopens. */
async function secondsUntilAllowed(db: Tx, id: number, username: string, ip: string): Promise<number> {
  const now = Date.now();
  const recent = new Date(now - loginWindowMs);
  const lastPairSuccess = await db.loginAttempt.findFirst({
    where: { username, ip, succeeded: true, id: { lt: id }, createdAt: { gt: recent } },
    orderBy: { id: 'desc' },
    select: { id: true },
  });
  const [pair, byIp, byName] = await Promise.all([
    failureTimes(db, { username, ip, id: { gt: lastPairSuccess?.id ?? 0, lte: id } }, recent),
    failureTimes(db, { ip, id: { lte: id } }, recent),
    failureTimes(db, { username, id: { lte: id } }, new Date(now - dayMs)),
  ]);
  const waits = [waitMs(pair, maxFailuresPerUsernameAndIp, loginWindowMs, now), waitMs(byIp, maxFailuresPerIp, loginWindowMs, now)];
  const daily = waitMs(byName, maxDailyFailuresPerUsername, dayMs, now);
  if (daily > 0 && !(await hasSignedInFrom(db, username, ip, now))) waits.push(daily);
  const longest = Math.max(...waits);
  return longest > 0 ? Math.max(1, Math.ceil(longest / 1000)) : 0;
}

/** Creation times of the failed (or still unsettled) attempts matching `where` since `since`, by id; ours is last. */
async function failureTimes(db: Tx, where: { username?: string; ip?: string; id: { gt?: number; lte: number } }, since: Date): Promise<number[]> {
  const rows = await db.loginAttempt.findMany({
    where: { ...where, succeeded: false, createdAt: { gt: since } },
    orderBy: { id: 'asc' },
    select: { createdAt: true },
  });
  return rows.map((row) => row.createdAt.getTime());
}

/**
 * 0 when our attempt (the last of `times`) ranks within `max`. Otherwise the wait until enough
 * earlier failures leave the window for the next attempt to rank within it.
 */
function waitMs(times: number[], max: number, windowMs: number, now: number): number {
  if (times.length <= max) return 0;
  return Math.max(1, times[times.length - 1 - max] + windowMs - now);
}

function hasSignedInFrom(db: Tx, username: string, ip: string, now: number): Promise<boolean> {
  return db.loginAttempt
    .findFirst({ where: { username, ip, succeeded: true, createdAt: { gt: new Date(now - knownAddressMs) } }, select: { id: true } })
    .then(Boolean);
}
