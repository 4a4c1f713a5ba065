import { useTranslation } from '../../../i18n/useTranslation.ts';
import { ConfirmDeleteDialog } from '../ConfirmDeleteDialog.tsx';
import { describePersonalDataError } from './personalDataErrors.ts';
import type { Erasure, PersonalDataReport } from './usePersonalData.ts';

/** Asks before erasing what the site holds about an address: it cannot be undone. */
export function ErasePersonalDataDialog({
  report,
  erase,
  onClose,
  onErased,
}: {
  report: PersonalDataReport;
  erase: () => Promise<Erasure>;
  onClose: () => void;
  onErased: (message: string) => void;
}) {
  const { t } = useTranslation('admin');
  return (
    <ConfirmDeleteDialog
      title={t('personalData.eraseTitle')}
      confirmLabel={t('personalData.eraseConfirm')}
      remove={() =>
        erase().then((erased) =>
          onErased(
            t('personalData.erased', {
              enquiries: t('personalData.enquiryCount', { count: erased.erasedEnquiries }),
              messages: t('personalData.messageCount', { count: erased.erasedMessages }),
              entries: t('personalData.entryCount', { count: erased.anonymisedAuditEntries }),
            }),
          ),
        )
      }
      describe={(failure) => describePersonalDataError(failure, t).form ?? t('errors.generic')}
      onClose={onClose}
    >
      <p>
        {t('personalData.eraseWhat', {
          enquiries: t('personalData.enquiryCount', { count: report.enquiries.length }),
          messages: t('personalData.messageCount', { count: report.messages.length }),
          entries: t('personalData.entryCount', { count: report.auditEntries.length }),
        })}{' '}
        <bdi dir="ltr">{report.email}</bdi>
      </p>
      <p>{t('personalData.eraseFinal')}</p>
      {report.staffAccount && <p>{t('personalData.eraseNotAccount', { username: report.staffAccount.username })}</p>}
    </ConfirmDeleteDialog>
  );
}
