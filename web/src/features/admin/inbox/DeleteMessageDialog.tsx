import { useTranslation } from '../../../i18n/useTranslation.ts';
import { ConfirmDeleteDialog } from '../ConfirmDeleteDialog.tsx';
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
  return (
    <ConfirmDeleteDialog
      title={t('inbox.detail.deleteTitle')}
      confirmLabel={t('inbox.detail.deleteForGood')}
      remove={() => remove(message.id, connectionId).then(() => onDeleted(t('inbox.detail.deleted', { name: message.fullName })))}
      describe={(failure) => inboxErrorMessage(failure, t)}
      onClose={onClose}
    >
      <p>{t('inbox.detail.deleteConfirm', { name: message.fullName })}</p>
    </ConfirmDeleteDialog>
  );
}
