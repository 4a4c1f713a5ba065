import type { Logger } from 'pino';
import type { Db } from '../../db/client.ts';
import { periodic } from '../periodic.ts';
import { takeBackup, type BackupPlace } from './take.ts';

// The server's scheduled backups (BACKUP_EVERY_HOURS): each process looks every minute whether one
// is due and takes it if it wins the lease (services/backups/state.ts), so processes sharing a
// database take one between them. Off when BACKUP_EVERY_HOURS is 0.

export const backupPollMs = 60_000;

export interface BackupSchedule {
  /** Takes a backup when one is due and no other process is taking one; whether it took one. */
  runDue(): Promise<boolean>;
  start(): void;
  /** Stops the timer; waits for a backup under way. */
  close(): Promise<void>;
}

export function createBackupSchedule(options: { db: Db; place: BackupPlace; everyHours: number; log: Logger; now?: () => Date }): BackupSchedule {
  const { db, place, everyHours, log } = options;
  const everyMs = everyHours * 3_600_000;

  async function runDue(): Promise<boolean> {
    if (!everyMs) return false;
    try {
      const manifest = await takeBackup(db, place, { everyMs, now: options.now });
      if (manifest) log.info({ file: manifest.file, bytes: manifest.bytes, pruned: manifest.pruned.length }, 'took a scheduled backup');
      return !!manifest;
    } catch (error) {
      // Recorded for the dashboard by takeBackup; tried again within the hour.
      log.error({ err: error }, 'a scheduled backup failed');
      return false;
    }
  }

  const timer = periodic(backupPollMs, runDue);
  return {
    runDue,
    start() {
      if (everyMs) timer.start();
    },
    close: () => timer.close(),
  };
}
