import { useTranslation } from '../../../i18n/useTranslation.ts';
import { ConfirmDeleteDialog } from '../ConfirmDeleteDialog.tsx';
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
  return (
    <ConfirmDeleteDialog
      title={t('redirects.deleteTitle')}
      confirmLabel={t('redirects.delete')}
      remove={() => remove(redirect.id, connectionId).then(() => onDeleted(t('redirects.deleted', { from: redirect.from })))}
      describe={(failure) => describeRedirectError(failure, t).form}
      onClose={onClose}
    >
      <p>{t('redirects.deleteConfirm', { from: redirect.from, to: redirect.to })}</p>
    </ConfirmDeleteDialog>
  );
}
