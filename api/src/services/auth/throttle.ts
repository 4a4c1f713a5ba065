import type { Db } from '../../db/client.ts';
import { clearUpTo, hitsWithin, recordHit, takeBack, withinLimits, type Counter, type Hit, type Limit } from '../limits/rateLimit.ts';
import { visitorAddress } from '../visitors.ts';

// Sign-in protection (docs/security.md, "Sign-in protection"). Every password check, at sign-in or when a
// signed-in user confirms their current password, first takes a hit under three limits (the rate
// limiter, services/limits: in the database, ranked alone, so each of N parallel requests in one
// process or many sees its own rank), and counts as a failure until settled. An address is the
// visitor's (services/visitors.ts: an IPv6 address by its /64).

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

const failuresOfUsernameFromIp: Limit = { name: 'sign-in failures of a username from an address', max: maxFailuresPerUsernameAndIp, windowMs: loginWindowMs };
const failuresFromIp: Limit = { name: 'sign-in failures from an address', max: maxFailuresPerIp, windowMs: loginWindowMs };
const dailyFailuresOfUsername: Limit = { name: 'sign-in failures of a username', max: maxDailyFailuresPerUsername, windowMs: dayMs };
const signInsFromIp: Counter = { name: 'sign-ins of a username from an address', windowMs: knownAddressMs };

export interface ReservedAttempt {
  username: string;
  ip: string;
  /** Its hits, in the order of the limits above. */
  hits: Hit[];
}

/** The hits of one username from one address under `failuresOfUsernameFromIp` now (refused checks leave none). */
export function failuresOfUsernameAndIp(db: Db, username: string, ip: string): Promise<number> {
  return hitsWithin(db, failuresOfUsernameFromIp, `${username}\n${visitorAddress(ip)}`);
}

/**
 * Reserves one password check for `username` from `ip`, or refuses it (429 with Retry-After) when
 * a limit is reached. A refused request checks no password: it neither counts nor prolongs the block.
 */
export async function reserveLoginAttempt(db: Db, username: string, ip: string): Promise<ReservedAttempt> {
  const address = visitorAddress(ip);
  const known = (await hitsWithin(db, signInsFromIp, `${username}\n${address}`)) > 0;
  const hits = await withinLimits(
    db,
    [
      { limit: failuresOfUsernameFromIp, key: `${username}\n${address}` },
      { limit: failuresFromIp, key: address },
      // Counted from every address, so a botnet meets it; never refused where the owner signs in.
      { limit: dailyFailuresOfUsername, key: username, countOnly: known },
    ],
    'Too many failed sign-in attempts. Please try again later.',
    async (_tx, taken) => taken,
  );
  return { username, ip, hits };
}

/**
 * Records the outcome of a reserved check. A success is no failure: its hits are taken back, it
 * clears that username's failures from that address, and marks the address as one the account
 * signs in from (for 30 days).
 */
export async function settleLoginAttempt(db: Db, attempt: ReservedAttempt, succeeded: boolean): Promise<void> {
  if (!succeeded) return;
  const [pair, byIp, byName] = attempt.hits;
  await clearUpTo(db, pair);
  await takeBack(db, byIp);
  await takeBack(db, byName);
  await recordHit(db, signInsFromIp, `${attempt.username}\n${visitorAddress(attempt.ip)}`);
}

/**
 * A right password of an account that still owes a second factor: this check is no failure (its
 * hits are taken back), but earlier failures stay and the address is not yet one the account signs
 * in from, so a stolen password cannot wipe the count of wrong codes by being typed again.
 */
export async function settleHalfwayAttempt(db: Db, attempt: ReservedAttempt): Promise<void> {
  for (const hit of attempt.hits) await takeBack(db, hit);
}
