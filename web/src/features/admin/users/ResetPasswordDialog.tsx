import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../../i18n/useTranslation.ts';
import { Button } from '../../../components/Button.tsx';
import { Dialog, DialogActions } from '../../../components/Dialog.tsx';
import { Alert, TextField } from '../../../components/Field.tsx';
import { toLanguage } from '../../../i18n/languages.ts';
import { staffName } from '../staffName.ts';
import { formErrors } from '../fieldErrors.ts';
import { checkPassword } from '../../../api/passwordRules.ts';
import { useUserMutations } from './useUserMutations.ts';
import type { UserRowData } from './UserRow.tsx';

/** An admin sets another user's password; that user's sessions all end. */
export function ResetPasswordDialog({ user, onClose, onSaved }: { user: UserRowData; onClose: () => void; onSaved: (message: string) => void }) {
  const { t, i18n } = useTranslation('admin');
  const name = staffName(user, toLanguage(i18n.language));
  const { resetPassword } = useUserMutations();
  const [busy, setBusy] = useState(false);
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const problem = checkPassword(password, user.username);
    setError(problem ? t(`errors.fields.${problem}`) : null);
    setFormError(null);
    if (problem) return;
    setBusy(true);
    resetPassword(user.id, password).then(
      (done) => (done ? onSaved(t('users.passwordReset', { name })) : setBusy(false)),
      (failure: unknown) => {
        const { fields, form } = formErrors(failure, t);
        setBusy(false);
        setError(fields.newPassword ?? null);
        setFormError(fields.newPassword ? null : form);
      },
    );
  }

  return (
    <Dialog title={t('users.resetTitle', { name })} open onClose={onClose}>
      <form onSubmit={onSubmit} noValidate>
        <p>{t('users.resetExplain')}</p>
        {formError && <Alert role="alert">{formError}</Alert>}
        <TextField
          label={t('users.newPassword')}
          type="password"
          autoComplete="new-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          error={error}
          hint={t('users.passwordHint')}
          disabled={busy}
          required
        />
        <DialogActions>
          <Button type="button" $variant="secondary" onClick={onClose} disabled={busy}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" disabled={busy}>
            {busy ? t('common.saving') : t('users.resetPassword')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
