import { useState } from 'react';
import { useTranslation } from '../../../i18n/useTranslation.ts';
import { Button } from '../../../components/Button.tsx';
import { Dialog, DialogActions } from '../../../components/Dialog.tsx';
import { Alert } from '../../../components/Field.tsx';
import { toLanguage } from '../../../i18n/languages.ts';
import { staffName } from '../staffName.ts';
import { formErrors } from '../fieldErrors.ts';
import { useUserMutations } from './useUserMutations.ts';
import type { UserRowData } from './UserRow.tsx';

export function DeleteUserDialog({
  user,
  connectionId,
  onClose,
  onDeleted,
}: {
  user: UserRowData;
  connectionId: string;
  onClose: () => void;
  onDeleted: (message: string) => void;
}) {
  const { t, i18n } = useTranslation('admin');
  const name = staffName(user, toLanguage(i18n.language));
  const { remove } = useUserMutations();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const confirm = () => {
    setBusy(true);
    remove(user.id, connectionId).then(
      // Undefined: "Confirm it's you" was closed instead; the dialog stays for another try.
      (done) => (done ? onDeleted(t('users.deleted', { name })) : setBusy(false)),
      (failure: unknown) => {
        setBusy(false);
        setError(formErrors(failure, t).form);
      },
    );
  };
  return (
    <Dialog title={t('users.deleteTitle')} open onClose={onClose}>
      <p>{t('users.deleteConfirm', { name, username: user.username })}</p>
      {error && <Alert role="alert">{error}</Alert>}
      <DialogActions>
        <Button type="button" $variant="secondary" onClick={onClose} disabled={busy}>
          {t('common.cancel')}
        </Button>
        <Button type="button" $variant="danger" onClick={confirm} disabled={busy}>
          {busy ? t('common.deleting') : t('users.delete')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
