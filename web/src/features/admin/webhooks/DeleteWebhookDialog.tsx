import { useTranslation } from '../../../i18n/useTranslation.ts';
import { ConfirmDeleteDialog } from '../ConfirmDeleteDialog.tsx';
import { describeWebhookError } from './webhookErrors.ts';
import type { WebhookRowData } from './WebhookRow.tsx';
import { useWebhookMutations } from './useWebhookMutations.ts';

/** Asks before removing an endpoint: it receives nothing more, and its log goes with it. */
export function DeleteWebhookDialog({ endpoint, onClose, onDeleted }: { endpoint: WebhookRowData; onClose: () => void; onDeleted: (message: string) => void }) {
  const { t } = useTranslation('admin');
  const { remove } = useWebhookMutations();
  return (
    <ConfirmDeleteDialog
      title={t('webhooks.deleteTitle')}
      confirmLabel={t('webhooks.delete')}
      remove={() => remove(endpoint.id).then(() => onDeleted(t('webhooks.deleted', { url: endpoint.url })))}
      describe={(failure) => describeWebhookError(failure, t).form}
      onClose={onClose}
    >
      <p>{t('webhooks.deleteConfirm', { url: endpoint.url })}</p>
    </ConfirmDeleteDialog>
  );
}
