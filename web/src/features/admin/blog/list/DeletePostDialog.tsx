import { useTranslation } from '../../../../i18n/useTranslation.ts';
import { ConfirmDeleteDialog } from '../../ConfirmDeleteDialog.tsx';
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
  return (
    <ConfirmDeleteDialog
      title={t('blog.list.deleteTitle')}
      confirmLabel={t('blog.list.deleteForGood')}
      remove={() => remove(post.id, connectionId).then(() => onDeleted(t('blog.list.deleted', { name: post.title })))}
      describe={(failure) => describePostError(failure, t).message}
      onClose={onClose}
    >
      <p>{t('blog.list.deleteConfirm', { name: post.title })}</p>
    </ConfirmDeleteDialog>
  );
}
