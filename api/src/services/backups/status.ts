import type { Db } from '../../db/client.ts';
import { readBackupStatus, type BackupStatus } from './state.ts';

/** A backup older than this is worth a warning on the dashboard. */
export const staleBackupMs = 24 * 3_600_000;

export type BackupWarning = 'NEVER' | 'STALE' | 'FAILED';

/**
 * What the dashboard shows of the backups: the last good one, and a warning when there is none,
 * it is older than a day, or the last attempt failed (that one wins: it says why).
 */
export async function backupReport(db: Db, now = new Date()): Promise<BackupStatus & { warning: BackupWarning | null }> {
  const status = await readBackupStatus(db);
  const failed = status.attemptError !== '' && (!status.lastAt || (status.attemptAt && status.attemptAt > status.lastAt));
  const warning: BackupWarning | null = failed ? 'FAILED' : !status.lastAt ? 'NEVER' : now.getTime() - status.lastAt.getTime() > staleBackupMs ? 'STALE' : null;
  return { ...status, warning };
}
