import type { Db } from '../../db/client.ts';
import { apiError } from '../../errors.ts';

// Failed sign-ins are counted in the database, so every server process sees the same counts.
export const loginWindowMs = 15 * 60 * 1000;
export const maxFailuresPerUsername = 5;
export const maxFailuresPerIp = 30;

/** Refuses (429) a sign-in for a username or an address with too many recent failures. */
export async function assertLoginAllowed(db: Db, username: string, ip: string): Promise<void> {
  const since = new Date(Date.now() - loginWindowMs);
  const [byName, byIp] = await Promise.all([
    failuresSinceLastSuccess(db, username, since),
    db.loginAttempt.findMany({ where: { ip, succeeded: false, createdAt: { gt: since } }, orderBy: { createdAt: 'asc' }, select: { createdAt: true } }),
  ]);
  const blocked = byName.length >= maxFailuresPerUsername ? byName : byIp.length >= maxFailuresPerIp ? byIp : null;
  if (!blocked) return;
  // The window reopens when the oldest failure that still counts falls out of it.
  const oldest = blocked[blocked.length - (blocked === byName ? maxFailuresPerUsername : maxFailuresPerIp)];
  const retryAfterSeconds = Math.max(1, Math.ceil((oldest.createdAt.getTime() + loginWindowMs - Date.now()) / 1000));
  throw apiError('RATE_LIMITED', 'Too many failed sign-in attempts. Please try again later.', undefined, { retryAfterSeconds });
}

/**
 * A username's failures in the window since its last successful sign-in, oldest first. An address's
 * failures are never cleared by a success: one valid account must not reset the per-address ceiling.
 */
async function failuresSinceLastSuccess(db: Db, username: string, since: Date) {
  const lastSuccess = await db.loginAttempt.findFirst({
    where: { username, succeeded: true, createdAt: { gte: since } },
    orderBy: { createdAt: 'desc' },
    select: { createdAt: true },
  });
  return db.loginAttempt.findMany({
    where: { username, succeeded: false, createdAt: { gt: lastSuccess?.createdAt ?? since } },
    orderBy: { createdAt: 'asc' },
    select: { createdAt: true },
  });
}

export async function recordLoginAttempt(db: Db, username: string, ip: string, succeeded: boolean): Promise<void> {
  await db.loginAttempt.create({ data: { username, ip, succeeded } });
  // Keep the table small: attempts older than a day never count again.
  if (Math.random() < 0.01) await db.loginAttempt.deleteMany({ where: { createdAt: { lt: new Date(Date.now() - 86_400_000) } } });
}
