import { useId, useState } from 'react';
import styled from 'styled-components';
import { useTranslation } from '../../../../../i18n/useTranslation.ts';
import { Button } from '../../../../../components/Button.tsx';
import type { Locale } from '../../postErrors.ts';
import { ImageFileButton } from './ImageFileButton.tsx';
import { MediaLibraryDialog } from '../../../MediaLibraryDialog.tsx';
import { UploadProgress } from './UploadProgress.tsx';
import type { ImageUploads } from './useImageUploads.ts';
import type { LibraryImage } from '../../../MediaLibraryDialog.tsx';

const Tools = styled.div`
  display: grid;
  flex-basis: 100%;
  gap: ${({ theme }) => theme.space(2)};
  .row {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${({ theme }) => theme.space(2)};
  }
  .row button {
    min-block-size: 36px;
    padding-block: 0.35em;
    padding-inline: 0.9em;
    font-size: 0.875rem;
  }
  .note {
    margin: 0;
    font-size: 0.8125rem;
    color: ${({ theme }) => theme.color.muted};
  }
`;

/** Above a language's text: "Insert image" (upload), "From library", and the uploads going into this text. */
export function BodyImageTools({
  locale,
  uploads,
  onFiles,
  onChoose,
}: {
  locale: Locale;
  uploads: ImageUploads;
  onFiles: (files: File[]) => void;
  onChoose: (image: LibraryImage) => void;
}) {
  const { t } = useTranslation('admin');
  const hintId = useId();
  const [picking, setPicking] = useState(false);
  const mine = uploads.uploads.filter((upload) => upload.target === locale);
  return (
    <Tools>
      <div className="row">
        <ImageFileButton multiple onFiles={onFiles} describedBy={hintId}>
          <span aria-hidden="true">+</span> {t('editorImages.body.insert')}
        </ImageFileButton>
        <Button type="button" $variant="secondary" onClick={() => setPicking(true)}>
          {t('editorImages.body.fromLibrary')}
        </Button>
        <p className="note" id={hintId}>
          {t('editorImages.body.hint')}
        </p>
      </div>
      <UploadProgress uploads={mine} onCancel={uploads.cancel} onDismiss={uploads.dismiss} />
      {picking && (
        <MediaLibraryDialog
          onClose={() => setPicking(false)}
          onChoose={(image) => {
            setPicking(false);
            // Once the dialog is gone (it gives focus back as it closes): the text then takes the caret.
            setTimeout(() => onChoose(image), 0);
          }}
        />
      )}
    </Tools>
  );
}
