import { useState } from 'react';
import { useTranslation } from '../../../../i18n/useTranslation.ts';
import { Button } from '../../../../components/Button.tsx';
import { Dialog, DialogActions } from '../../../../components/Dialog.tsx';
import { Alert } from '../../../../components/Field.tsx';
import { describePostError } from '../postErrors.ts';
import { usePostMutations } from '../usePostMutations.ts';

/** Deleting is for good (admins only): the post, its history and its numbers go. */
export function DeletePostDialog({
  post,
  connectionId,
  onClose,
  onDeleted,
}: {
  post: { id: string; title: string };
  connectionId: string;
  onClose: () => void;
  onDeleted: (message: string) => void;
}) {
  const { t } = useTranslation('admin');
  const { remove } = usePostMutations();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const confirm = () => {
    setBusy(true);
    setError(null);
    remove(post.id, connectionId).then(
      () => onDeleted(t('blog.list.deleted', { name: post.title })),
      (failure: unknown) => {
        setBusy(false);
        setError(describePostError(failure, t).message);
      },
    );
  };
  return (
    <Dialog title={t('blog.list.deleteTitle')} open onClose={onClose}>
      <p>{t('blog.list.deleteConfirm', { name: post.title })}</p>
      {error && <Alert role="alert">{error}</Alert>}
      <DialogActions>
        <Button type="button" $variant="secondary" onClick={onClose} disabled={busy}>
          {t('common.cancel')}
        </Button>
        <Button type="button" $variant="danger" onClick={confirm} disabled={busy}>
          {busy ? t('common.deleting') : t('blog.list.deleteForGood')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
