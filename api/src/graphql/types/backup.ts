import { backupReport } from '../../services/backups/status.ts';
import { builder } from '../builder.ts';

// The dashboard's backup panel (docs/operations.md#backups): admins only, as backups are the
// operator's concern and the file names say where the copies live.

const BackupWarningEnum = builder.enumType('BackupWarning', {
  description: 'Why the backups need attention',
  values: {
    NEVER: { description: 'No backup has been taken yet' },
    STALE: { description: 'The last backup is more than a day old' },
    FAILED: { description: 'The last attempt failed (lastError says why)' },
  } as const,
});

type Report = Awaited<ReturnType<typeof backupReport>>;

const BackupStatusRef = builder.objectRef<Report>('BackupStatus').implement({
  description: 'The last backup of the database and the last attempt',
  fields: (t) => ({
    lastBackupAt: t.field({ type: 'DateTime', nullable: true, description: 'When the last good backup was taken; null: never', resolve: (r) => r.lastAt }),
    lastBackupFile: t.string({ nullable: true, description: "Its file's name in BACKUP_DIR", resolve: (r) => r.lastFile || null }),
    lastBackupBytes: t.float({ nullable: true, description: 'Its size in bytes', resolve: (r) => (r.lastAt ? r.lastBytes : null) }),
    lastAttemptAt: t.field({ type: 'DateTime', nullable: true, description: 'When the last attempt, good or not, ended', resolve: (r) => r.attemptAt }),
    lastError: t.string({ nullable: true, description: 'Why the last attempt failed; null when it did not', resolve: (r) => r.attemptError || null }),
    warning: t.field({
      type: BackupWarningEnum,
      nullable: true,
      description: 'Why the backups need attention; null when all is well',
      resolve: (r) => r.warning,
    }),
  }),
});

builder.queryField('backupStatus', (t) =>
  t.field({
    description: 'The last backup and whether it needs attention (admins only)',
    type: BackupStatusRef,
    authScopes: { admin: true },
    resolve: (_root, _args, ctx) => backupReport(ctx.db),
  }),
);
