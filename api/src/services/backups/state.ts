import { randomBytes } from 'node:crypto';
import type { Db } from '../../db/client.ts';

// The backups' one row (BackupState, id 1): what the dashboard reports, and the lease by which one
// process at a time takes a backup when several share a PostgreSQL database. A claim is one
// conditional UPDATE, as the outbox's (services/outbox/worker.ts): of the processes that wake
// together, one updates the row, the others find it taken.

/** Longer than any backup should take: a process that died holding it frees it after this. */
export const backupLeaseMs = 60 * 60_000;
/** After a failed attempt the schedule tries again this soon (or at its interval, when shorter). */
export const retryAfterFailureMs = 60 * 60_000;

export interface BackupStatus {
  lastAt: Date | null;
  lastFile: string;
  lastBytes: number;
  attemptAt: Date | null;
  attemptError: string;
}

async function ensureRow(db: Db): Promise<void> {
  if (await db.backupState.findUnique({ where: { id: 1 }, select: { id: true } })) return;
  try {
    await db.backupState.upsert({ where: { id: 1 }, create: { id: 1 }, update: {} });
  } catch (error) {
    // Two processes creating it at once: the other's row is as good.
    if ((error as { code?: string }).code !== 'P2002') throw error;
  }
}

export async function readBackupStatus(db: Db): Promise<BackupStatus> {
  const row = await db.backupState.findUnique({ where: { id: 1 } });
  return {
    lastAt: row?.lastAt ?? null,
    lastFile: row?.lastFile ?? '',
    lastBytes: Number(row?.lastBytes ?? 0),
    attemptAt: row?.attemptAt ?? null,
    attemptError: row?.attemptError ?? '',
  };
}

/**
 * Takes the lease when no one holds it and, with `everyMs`, when a backup is due (none yet, the
 * last attempt `everyMs` ago, a failed one sooner); the lease's token, or null.
 */
export async function claimBackup(db: Db, now: Date, everyMs?: number): Promise<string | null> {
  await ensureRow(db);
  const token = randomBytes(16).toString('hex');
  const free = { OR: [{ leasedUntil: null }, { leasedUntil: { lt: now } }] };
  const due =
    everyMs === undefined
      ? {}
      : {
          OR: [
            { attemptAt: null },
            { attemptError: '', attemptAt: { lte: new Date(now.getTime() - everyMs) } },
            { NOT: { attemptError: '' }, attemptAt: { lte: new Date(now.getTime() - Math.min(everyMs, retryAfterFailureMs)) } },
          ],
        };
  const { count } = await db.backupState.updateMany({
    where: { id: 1, AND: [free, due] },
    data: { leaseToken: token, leasedUntil: new Date(now.getTime() + backupLeaseMs) },
  });
  return count === 1 ? token : null;
}

/** Records the attempt of the lease's holder and frees the lease. */
export async function settleBackup(db: Db, token: string, outcome: { at: Date; file: string; bytes: number } | { at: Date; error: string }): Promise<void> {
  const data =
    'error' in outcome
      ? { attemptAt: outcome.at, attemptError: outcome.error.slice(0, 1000) || 'failed' }
      : { attemptAt: outcome.at, attemptError: '', lastAt: outcome.at, lastFile: outcome.file, lastBytes: BigInt(outcome.bytes) };
  await db.backupState.updateMany({ where: { id: 1, leaseToken: token }, data: { ...data, leaseToken: null, leasedUntil: null } });
}
