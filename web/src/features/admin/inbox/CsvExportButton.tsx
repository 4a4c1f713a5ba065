import { useState } from 'react';
import { useTranslation } from '../../../i18n/useTranslation.ts';
import { ApiError } from '../../../api/ApiError.ts';
import { readStoredToken } from '../../../api/token.ts';
import { Button } from '../../../components/Button.tsx';
import { useToast } from '../../../components/Toast.tsx';
import { unauthenticatedEvent } from '../../../relay/fetchGraphQL.ts';
import { csvFileName, fetchInboxCsv, saveFile, type InboxFilter } from './csvExport.ts';
import { inboxErrorMessage } from './inboxErrors.ts';

/** Downloads the messages the filters select as a spreadsheet file (CSV). */
export function CsvExportButton({ filter }: { filter: InboxFilter }) {
  const { t } = useTranslation('admin');
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  const download = () => {
    setBusy(true);
    fetchInboxCsv(filter, readStoredToken()).then(
      (blob) => {
        setBusy(false);
        saveFile(blob, csvFileName());
      },
      (error: unknown) => {
        setBusy(false);
        // An ended session signs the panel out, as a refused GraphQL call does.
        if (error instanceof ApiError && error.status === 401) window.dispatchEvent(new Event(unauthenticatedEvent));
        toast(`${t('inbox.export.failed')} ${inboxErrorMessage(error, t)}`, 'error');
      },
    );
  };
  return (
    <Button type="button" $variant="secondary" disabled={busy} onClick={download}>
      {busy ? t('inbox.export.busy') : t('inbox.export.label')}
    </Button>
  );
}
