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

/** An admin clears another user's authenticator app and recovery codes (a lost phone); they are signed out everywhere. */
export function ResetFactorsDialog({ user, onClose, onDone }: { user: UserRowData; onClose: () => void; onDone: (message: string) => void }) {
  const { t, i18n } = useTranslation('admin');
  const name = staffName(user, toLanguage(i18n.language));
  const { resetFactors } = useUserMutations();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const confirm = () => {
    setBusy(true);
    resetFactors(user.id).then(
      (done) => (done ? onDone(t('users.factorsReset', { name })) : setBusy(false)),
      (failure: unknown) => {
        setBusy(false);
        setError(formErrors(failure, t).form);
      },
    );
  };
  return (
    <Dialog title={t('users.resetFactors')} open onClose={onClose}>
      <p>{t('users.resetFactorsConfirm', { name })}</p>
      {error && <Alert role="alert">{error}</Alert>}
      <DialogActions>
        <Button type="button" $variant="secondary" onClick={onClose} disabled={busy}>
          {t('common.cancel')}
        </Button>
        <Button type="button" $variant="danger" onClick={confirm} disabled={busy}>
          {busy ? t('twoStep.working') : t('users.resetFactors')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
