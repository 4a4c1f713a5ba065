import { useState } from 'react';
import { useTranslation } from '../../../i18n/useTranslation.ts';
import { Button } from '../../../components/Button.tsx';
import { Dialog, DialogActions } from '../../../components/Dialog.tsx';
import { Alert } from '../../../components/Field.tsx';
import { describeRedirectError } from './redirectErrors.ts';
import type { RedirectRowData } from './RedirectRow.tsx';
import { useRedirectMutations } from './useRedirectMutations.ts';

/** Asks before removing a redirect: its old address is a 404 again. */
export function DeleteRedirectDialog({
  redirect,
  connectionId,
  onClose,
  onDeleted,
}: {
  redirect: RedirectRowData;
  connectionId: string;
  onClose: () => void;
  onDeleted: (message: string) => void;
}) {
  const { t } = useTranslation('admin');
  const { remove } = useRedirectMutations();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const confirm = () => {
    setBusy(true);
    remove(redirect.id, connectionId).then(
      () => onDeleted(t('redirects.deleted', { from: redirect.from })),
      (failure: unknown) => {
        setBusy(false);
        setError(describeRedirectError(failure, t).form);
      },
    );
  };
  return (
    <Dialog title={t('redirects.deleteTitle')} open onClose={onClose}>
      <p>{t('redirects.deleteConfirm', { from: redirect.from, to: redirect.to })}</p>
      {error && <Alert role="alert">{error}</Alert>}
      <DialogActions>
        <Button type="button" $variant="secondary" onClick={onClose} disabled={busy}>
          {t('common.cancel')}
        </Button>
        <Button type="button" $variant="danger" onClick={confirm} disabled={busy}>
          {busy ? t('common.deleting') : t('redirects.delete')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
