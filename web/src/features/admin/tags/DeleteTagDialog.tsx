import { useTranslation } from '../../../i18n/useTranslation.ts';
import { ConfirmDeleteDialog } from '../ConfirmDeleteDialog.tsx';
import { describeTagError } from './tagErrors.ts';
import { tagLabel, type TagRowData } from './TagRow.tsx';
import { useTagMutations } from './useTagMutations.ts';

/** Asks before deleting a tag: its posts stay, without it. */
export function DeleteTagDialog({
  tag,
  connectionId,
  onClose,
  onDeleted,
}: {
  tag: TagRowData;
  connectionId: string;
  onClose: () => void;
  onDeleted: (message: string) => void;
}) {
  const { t, i18n } = useTranslation('admin');
  const { remove } = useTagMutations();
  const name = tagLabel(tag, i18n.language);
  return (
    <ConfirmDeleteDialog
      title={t('tags.deleteTitle', { name })}
      confirmLabel={t('tags.delete')}
      remove={() => remove(tag.id, connectionId).then(() => onDeleted(t('tags.deleted', { name })))}
      describe={(failure) => describeTagError(failure, t).form}
      onClose={onClose}
    >
      <p>{t('tags.deleteConfirm', { count: tag.allPostCount })}</p>
    </ConfirmDeleteDialog>
  );
}
