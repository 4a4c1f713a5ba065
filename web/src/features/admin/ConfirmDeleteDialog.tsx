import { useState, type ReactNode } from 'react';
import { useTranslation } from '../../i18n/useTranslation.ts';
import { Button } from '../../components/Button.tsx';
import { Dialog, DialogActions } from '../../components/Dialog.tsx';
import { Alert } from '../../components/Field.tsx';

/**
 * Asks before deleting (or replacing) something for good: `remove` does it (and says so); a refusal
 * stays in the dialog, in the words `describe` gives it, and the buttons come back. `busyLabel` is
 * what the button says meanwhile ("Deleting…" unless given).
 */
export function ConfirmDeleteDialog({
  title,
  children,
  confirmLabel,
  remove,
  describe,
  onClose,
  busyLabel,
}: {
  title: string;
  children: ReactNode;
  confirmLabel: string;
  remove: () => Promise<unknown>;
  describe: (failure: unknown) => string;
  onClose: () => void;
  busyLabel?: string;
}) {
  const { t } = useTranslation('admin');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const confirm = () => {
    setBusy(true);
    setError(null);
    remove().catch((failure: unknown) => {
      setBusy(false);
      setError(describe(failure));
    });
  };
  return (
    <Dialog title={title} open onClose={onClose}>
      {children}
      {error && <Alert role="alert">{error}</Alert>}
      <DialogActions>
        <Button type="button" $variant="secondary" onClick={onClose} disabled={busy}>
          {t('common.cancel')}
        </Button>
        <Button type="button" $variant="danger" onClick={confirm} disabled={busy}>
          {busy ? (busyLabel ?? t('common.deleting')) : confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
