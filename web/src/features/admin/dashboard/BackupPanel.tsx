import { graphql, useFragment } from 'react-relay';
import styled from 'styled-components';
import type { BackupPanel_query$key } from '../../../__generated__/BackupPanel_query.graphql.ts';
import { useTranslation } from '../../../i18n/useTranslation.ts';
import { formatBytes } from '../media/mediaFormat.ts';
import { Panel } from './Panel.tsx';
import { formatRelativeTime } from './relativeTime.ts';

// The admins' backup panel (docs/operations.md#backups): the last good backup, and a warning when
// there is none, it is more than a day old, or the last attempt failed.

const Warning = styled.p`
  margin: 0 0 ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => theme.space(3)};
  border-inline-start: 4px solid ${({ theme }) => theme.color.danger};
  overflow-wrap: anywhere;
`;

const Line = styled.p`
  margin: 0 0 ${({ theme }) => theme.space(1)};
  overflow-wrap: anywhere;
  .file {
    font-family: ${({ theme }) => theme.font.mono};
    font-size: 0.8125rem;
  }
`;

export function BackupPanel({ query }: { query: BackupPanel_query$key }) {
  const { t, i18n } = useTranslation('admin');
  const { backupStatus: status } = useFragment(
    graphql`
      fragment BackupPanel_query on Query {
        backupStatus {
          lastBackupAt
          lastBackupFile
          lastBackupBytes
          lastError
          warning
        }
      }
    `,
    query,
  );
  const warning =
    status.warning === 'FAILED'
      ? `${t('dashboard.backups.failed')} ${status.lastError ?? ''}`
      : status.warning === 'STALE'
        ? t('dashboard.backups.stale')
        : status.warning === 'NEVER'
          ? t('dashboard.backups.never')
          : null;
  return (
    <Panel id="dashboard-backups" heading={t('dashboard.backups.heading')}>
      {warning && <Warning role="status">{warning}</Warning>}
      {status.lastBackupAt && (
        <>
          <Line>{t('dashboard.backups.last', { date: formatRelativeTime(String(status.lastBackupAt), i18n.language) })}</Line>
          <Line>
            {t('dashboard.backups.size')} <bdi>{formatBytes(status.lastBackupBytes ?? 0, i18n.language)}</bdi>
          </Line>
          <Line>
            {t('dashboard.backups.file')}{' '}
            <bdi className="file" dir="ltr">
              {status.lastBackupFile}
            </bdi>
          </Line>
        </>
      )}
      {!warning && <Line>{t('dashboard.backups.ok')}</Line>}
    </Panel>
  );
}
