import styled from 'styled-components';
import { useTranslation } from '../../../../../i18n/useTranslation.ts';
import { Button } from '../../../../../components/Button.tsx';
import { useUiLanguage } from '../../../publishing/EditorField.tsx';
import type { ImageUpload } from './useImageUploads.ts';

const List = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  margin: 0;
  padding: 0;
  list-style: none;
  &:empty {
    display: none;
  }
  li {
    display: grid;
    grid-template-columns: minmax(0, 1fr) auto;
    align-items: center;
    gap: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(3)};
    padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(3)};
    border: 1px solid ${({ theme }) => theme.color.line};
    border-radius: ${({ theme }) => theme.radius.md};
    background: ${({ theme }) => theme.color.canvas};
    font-size: 0.875rem;
  }
  li.failed {
    border-color: ${({ theme }) => theme.color.danger};
    background: ${({ theme }) => theme.color.dangerSoft};
  }
  .name {
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
    font-weight: 600;
  }
  .error {
    grid-column: 1 / -1;
    margin: 0;
    color: ${({ theme }) => theme.color.danger};
  }
  button {
    min-block-size: 36px;
    padding-block: 0.3em;
    padding-inline: 0.8em;
    font-size: 0.8125rem;
  }
`;

const Bar = styled.div`
  grid-column: 1 / -1;
  block-size: 8px;
  border-radius: 4px;
  background: ${({ theme }) => theme.color.line};
  overflow: hidden;
  span {
    display: block;
    block-size: 100%;
    background: ${({ theme }) => theme.color.accent};
    transition: inline-size ${({ theme }) => theme.motion.normal};
  }
`;

/** Uploads going on (a progress bar each, and a way to stop them) and those that failed, with why. */
export function UploadProgress({
  uploads,
  onCancel,
  onDismiss,
}: {
  uploads: ImageUpload[];
  onCancel: (key: number) => void;
  onDismiss: (key: number) => void;
}) {
  const { t } = useTranslation('admin');
  const ui = useUiLanguage();
  return (
    <List lang={ui.lang} dir={ui.dir}>
      {uploads.map((upload) => {
        const percent = Math.round(upload.progress * 100);
        if (upload.error) {
          return (
            <li key={upload.key} className="failed">
              <bdi className="name">{upload.name}</bdi>
              <Button
                type="button"
                $variant="secondary"
                onClick={() => onDismiss(upload.key)}
                aria-label={t('editorImages.upload.dismiss', { name: upload.name })}
              >
                {t('editorImages.upload.dismissShort')}
              </Button>
              <p className="error" role="alert">
                {t('editorImages.upload.failed', { name: upload.name })}{' '}
                {t(`editorImages.errors.${upload.error}`, { defaultValue: t('editorImages.errors.failed') })}
              </p>
            </li>
          );
        }
        return (
          <li key={upload.key}>
            <bdi className="name">{upload.name}</bdi>
            <Button type="button" $variant="secondary" onClick={() => onCancel(upload.key)} aria-label={t('editorImages.upload.cancel', { name: upload.name })}>
              {t('editorImages.upload.cancelShort')}
            </Button>
            <Bar
              role="progressbar"
              aria-label={t('editorImages.upload.progress', { name: upload.name })}
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={percent}
              aria-valuetext={`${percent}%`}
            >
              <span style={{ inlineSize: `${percent}%` }} />
            </Bar>
          </li>
        );
      })}
    </List>
  );
}
