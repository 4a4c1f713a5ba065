import { Link } from 'react-router';
import styled from 'styled-components';
import { Button } from '../../../components/Button.tsx';
import { formatOfficeDateTime } from '../../../format/officeTime.ts';
import { useTranslation } from '../../../i18n/useTranslation.ts';
import { messagePath } from '../../../paths.ts';
import { SettingsSection } from '../settings/SettingsSection.tsx';
import { reportFile, type PersonalDataReport } from './usePersonalData.ts';

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(3)};
`;

const Items = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  li {
    display: flex;
    flex-wrap: wrap;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(3)};
    padding-block-end: ${({ theme }) => theme.space(2)};
    border-block-end: 1px solid ${({ theme }) => theme.color.line};
    overflow-wrap: anywhere;
  }
  li:last-child {
    border-block-end: 0;
  }
  .muted {
    color: ${({ theme }) => theme.color.muted};
  }
  code {
    font-family: ${({ theme }) => theme.font.mono};
    font-size: 0.8125rem;
  }
`;

const Stack = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  margin-block-start: ${({ theme }) => theme.space(4)};
`;

function download(report: PersonalDataReport) {
  const file = reportFile(report);
  const url = URL.createObjectURL(new Blob([file.text], { type: 'application/json' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = file.name;
  link.click();
  URL.revokeObjectURL(url);
}

/** What the site holds about the address: each kind of record, what to do with them. */
export function PersonalDataReportView({ report, onErase }: { report: PersonalDataReport; onErase: () => void }) {
  const { t, i18n } = useTranslation('admin');
  const when = (iso: unknown) => formatOfficeDateTime(String(iso), i18n.language);
  const held = report.enquiries.length + report.messages.length + report.auditEntries.length;

  return (
    <Stack>
      <SettingsSection
        id="personal-data-summary"
        title={t('personalData.resultTitle')}
        description={
          held
            ? t('personalData.summary', {
                enquiries: t('personalData.enquiryCount', { count: report.enquiries.length }),
                messages: t('personalData.messageCount', { count: report.messages.length }),
                entries: t('personalData.entryCount', { count: report.auditEntries.length }),
              })
            : t('personalData.nothingHeld')
        }
      >
        <p>
          <bdi dir="ltr">{report.email}</bdi>
        </p>
        {report.staffAccount && (
          <p>
            {t('personalData.staffAccount', { username: report.staffAccount.username })} <Link to="/admin/users">{t('personalData.toUsers')}</Link>
          </p>
        )}
        <Actions>
          <Button type="button" $variant="secondary" onClick={() => download(report)}>
            {t('personalData.download')}
          </Button>
          {held > 0 && (
            <Button type="button" $variant="danger" onClick={onErase}>
              {t('personalData.erase')}
            </Button>
          )}
        </Actions>
      </SettingsSection>
      {report.enquiries.length > 0 && (
        <SettingsSection id="personal-data-enquiries" title={t('personalData.enquiries')} description={t('personalData.enquiriesHint')}>
          <Items>
            {report.enquiries.map((enquiry) => (
              <li key={enquiry.databaseId}>
                <Link to={messagePath(enquiry.databaseId)}>
                  <bdi>{enquiry.subject}</bdi>
                </Link>
                <span className="muted">{when(enquiry.createdAt)}</span>
              </li>
            ))}
          </Items>
        </SettingsSection>
      )}
      {report.messages.length > 0 && (
        <SettingsSection id="personal-data-messages" title={t('personalData.messages')} description={t('personalData.messagesHint')}>
          <Items>
            {report.messages.map((message) => (
              <li key={message.databaseId}>
                <code dir="ltr">{message.kind}</code>
                <span className="muted">
                  {t(`personalData.status.${message.status}`, { defaultValue: message.status })} · {when(message.createdAt)}
                </span>
              </li>
            ))}
          </Items>
        </SettingsSection>
      )}
      {report.auditEntries.length > 0 && (
        <SettingsSection id="personal-data-audit" title={t('personalData.auditEntries')} description={t('personalData.auditEntriesHint')}>
          <Items>
            {report.auditEntries.map((entry) => (
              <li key={entry.databaseId}>
                <code dir="ltr">{entry.action}</code>
                <span className="muted">{when(entry.createdAt)}</span>
              </li>
            ))}
          </Items>
        </SettingsSection>
      )}
    </Stack>
  );
}
