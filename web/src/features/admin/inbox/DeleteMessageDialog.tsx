import { useState } from 'react';
import { useTranslation } from '../../../i18n/useTranslation.ts';
import { Button } from '../../../components/Button.tsx';
import { Dialog, DialogActions } from '../../../components/Dialog.tsx';
import { Alert } from '../../../components/Field.tsx';
import { inboxErrorMessage } from './inboxErrors.ts';
import { useInboxMutations } from './useInboxMutations.ts';

/** Deleting is for good (admins only): the message and its notification go. */
export function DeleteMessageDialog({
  message,
  connectionId,
  onClose,
  onDeleted,
}: {
  message: { id: string; fullName: string };
  connectionId: string;
  onClose: () => void;
  onDeleted: (text: string) => void;
}) {
  const { t } = useTranslation('admin');
  const { remove } = useInboxMutations();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const confirm = () => {
    setBusy(true);
    setError(null);
    remove(message.id, connectionId).then(
      () => onDeleted(t('inbox.detail.deleted', { name: message.fullName })),
      (failure: unknown) => {
        setBusy(false);
        setError(inboxErrorMessage(failure, t));
      },
    );
  };
  return (
    <Dialog title={t('inbox.detail.deleteTitle')} open onClose={onClose}>
      <p>{t('inbox.detail.deleteConfirm', { name: message.fullName })}</p>
      {error && <Alert role="alert">{error}</Alert>}
      <DialogActions>
        <Button type="button" $variant="secondary" onClick={onClose} disabled={busy}>
          {t('common.cancel')}
        </Button>
        <Button type="button" $variant="danger" onClick={confirm} disabled={busy}>
          {busy ? t('common.deleting') : t('inbox.detail.deleteForGood')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
