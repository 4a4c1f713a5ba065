import { useTranslation } from '../../../i18n/useTranslation.ts';
import { EditorInput } from './EditorField.tsx';

/** The unpublish time of a live post or page (unpublishTime.ts), with its errors in the admin's language. */
export function UnpublishTimeField({ value, error, onChange }: { value: string; error: string | undefined; onChange: (value: string) => void }) {
  const { t } = useTranslation('admin');
  return (
    <EditorInput
      label={t('publishing.unpublishAt')}
      type="datetime-local"
      value={value}
      onChange={(e) => onChange(e.target.value)}
      hint={t('publishing.unpublishHint')}
      error={error ? t(`publishing.unpublishErrors.${error}`, { defaultValue: t('publishing.unpublishErrors.invalid') }) : null}
      data-field="unpublishAt"
      dir="ltr"
    />
  );
}
