import { useId, useState, type DragEvent } from 'react';
import styled from 'styled-components';
import { useTranslation } from '../../../../../i18n/useTranslation.ts';
import { Button } from '../../../../../components/Button.tsx';
import { Spinner } from '../../../../../components/Spinner.tsx';
import { fieldMessage } from '../../postErrors.ts';
import { EditorInput } from '../../../publishing/EditorField.tsx';
import { coverImageProblem } from '../postForm.ts';
import { AltTextFields } from './AltTextFields.tsx';
import { ImageFileButton } from './ImageFileButton.tsx';
import { isStoredImageAddress } from './markdownImages.ts';
import { MediaLibraryDialog } from '../../../MediaLibraryDialog.tsx';
import { UploadProgress } from './UploadProgress.tsx';
import type { ImageUploads } from './useImageUploads.ts';
import type { PostImages } from './usePostImages.ts';
import type { LibraryImage } from '../../../MediaLibraryDialog.tsx';

const Group = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  .label {
    margin: 0;
    font-weight: 600;
    font-size: 0.9375rem;
  }
  .actions {
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.space(2)};
  }
  .actions button {
    min-block-size: 40px;
    font-size: 0.9375rem;
    padding-inline: 1em;
  }
  .note {
    margin: 0;
    font-size: 0.8125rem;
    color: ${({ theme }) => theme.color.muted};
  }
`;

const DropZone = styled.div<{ $over: boolean }>`
  display: grid;
  justify-items: center;
  gap: ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => theme.space(5)} ${({ theme }) => theme.space(3)};
  border: 2px dashed ${({ theme, $over }) => ($over ? theme.color.accent : theme.color.line)};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme, $over }) => ($over ? `${theme.color.accentSoft}66` : theme.color.canvas)};
  text-align: center;
  p {
    margin: 0;
  }
  .actions {
    justify-content: center;
  }
`;

/** The chosen cover at its own proportions (its width and height reserve the space: nothing moves when it arrives). */
const Preview = styled.figure<{ $over: boolean }>`
  position: relative;
  margin: 0;
  border: 1px solid ${({ theme, $over }) => ($over ? theme.color.accent : theme.color.line)};
  border-radius: ${({ theme }) => theme.radius.md};
  overflow: hidden;
  background: ${({ theme }) => theme.color.canvas};
  img {
    display: block;
    inline-size: 100%;
    block-size: auto;
    max-block-size: 16rem;
    object-fit: contain;
    background: center / cover no-repeat;
  }
  figcaption {
    display: flex;
    flex-wrap: wrap;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space(2)};
    padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(3)};
    font-size: 0.8125rem;
    color: ${({ theme }) => theme.color.muted};
    border-block-start: 1px solid ${({ theme }) => theme.color.line};
  }
  figcaption .name {
    font-weight: 600;
    color: ${({ theme }) => theme.color.inkSoft};
    overflow-wrap: anywhere;
  }
  .pending {
    display: grid;
    place-items: center;
    aspect-ratio: 16 / 9;
  }
`;

const Address = styled.details`
  summary {
    cursor: pointer;
    font-size: 0.875rem;
    font-weight: 600;
    color: ${({ theme }) => theme.color.accentStrong};
    min-block-size: 32px;
    display: flex;
    align-items: center;
  }
  .fields {
    display: grid;
    gap: ${({ theme }) => theme.space(2)};
    margin-block-start: ${({ theme }) => theme.space(2)};
  }
`;

/** The post's cover: dropped or chosen from the computer, or from the library; or, for old posts, an address elsewhere. */
export function CoverField({
  value,
  error,
  onChange,
  images,
  uploads,
  required,
}: {
  value: string;
  /** The server's or the browser's code for the address (invalid, too_long), if refused. */
  error: string | null;
  onChange: (coverImage: string) => void;
  images: PostImages;
  uploads: ImageUploads;
  /** Publishing was refused for want of alt texts: empty ones are errors. */
  required: boolean;
}) {
  const { t } = useTranslation('admin');
  const labelId = useId();
  const hintId = useId();
  const [over, setOver] = useState(false);
  const [picking, setPicking] = useState(false);
  const [failed, setFailed] = useState<string | null>(null);
  const cover = value.trim();
  const stored = isStoredImageAddress(cover);
  const image = stored ? images.imageAt(cover) : undefined;
  const external = cover !== '' && !stored;
  const [addressOpen, setAddressOpen] = useState(external || Boolean(error));
  const coverUploads = uploads.uploads.filter((upload) => upload.target === 'cover');
  const uploading = coverUploads.some((upload) => !upload.error);

  const uploadCover = async (file: File) => {
    // A new choice replaces what failed before.
    coverUploads.filter((upload) => upload.error).forEach((upload) => uploads.dismiss(upload.key));
    const uploaded = await uploads.upload(file, 'cover');
    if (!uploaded) return;
    images.remember({ ...uploaded, srcset: '' });
    onChange(uploaded.src);
  };

  const choose = (picked: LibraryImage) => {
    setPicking(false);
    images.remember(picked);
    onChange(picked.src);
  };

  const dragHandlers = {
    onDragOver: (event: DragEvent) => {
      if (!event.dataTransfer.types.includes('Files')) return;
      event.preventDefault();
      event.dataTransfer.dropEffect = 'copy';
      setOver(true);
    },
    onDragLeave: () => setOver(false),
    onDrop: (event: DragEvent) => {
      if (!event.dataTransfer.files.length) return;
      event.preventDefault();
      setOver(false);
      void uploadCover(event.dataTransfer.files[0]);
    },
  };

  const chooseButtons = (
    <div className="actions">
      <ImageFileButton onFiles={(files) => void uploadCover(files[0])} disabled={uploading} variant={cover ? 'secondary' : 'primary'} describedBy={hintId}>
        {cover ? t('editorImages.cover.replace') : t('editorImages.cover.upload')}
      </ImageFileButton>
      <Button type="button" $variant="secondary" onClick={() => setPicking(true)} disabled={uploading}>
        {t('editorImages.cover.choose')}
      </Button>
      {cover && (
        <Button type="button" $variant="secondary" onClick={() => onChange('')} disabled={uploading}>
          {t('editorImages.cover.remove')}
        </Button>
      )}
    </div>
  );

  const preview = () => {
    if (stored && image === undefined) {
      return (
        <div className="pending">
          <Spinner />
        </div>
      );
    }
    if (stored && image === null)
      return (
        <p className="note" style={{ padding: '0.75rem' }}>
          {t('editorImages.cover.gone')}
        </p>
      );
    if (stored && image) {
      return (
        <>
          <img
            src={image.src}
            srcSet={image.srcset || undefined}
            sizes={image.srcset ? '(min-width: 48rem) 24rem, 100vw' : undefined}
            width={image.width}
            height={image.height}
            alt={t('editorImages.cover.previewAlt', { name: image.name })}
            style={image.placeholder ? { backgroundImage: `url(${image.placeholder})` } : undefined}
          />
          <figcaption>
            <bdi className="name">{image.name}</bdi>
            <span dir="ltr">
              {image.width} × {image.height}
            </span>
          </figcaption>
        </>
      );
    }
    // An address elsewhere: shown only when the server would keep it, as the site would show it.
    if (error || coverImageProblem(cover) || failed === cover) return null;
    return <img src={cover} alt={t('editorImages.cover.previewAlt', { name: cover })} onError={() => setFailed(cover)} />;
  };
  const shown = cover ? preview() : null;

  return (
    <Group role="group" aria-labelledby={labelId} data-field="cover">
      <p className="label" id={labelId}>
        {t('editorImages.cover.label')}
      </p>
      {uploading ? null : cover ? (
        <>
          {shown && (
            <Preview $over={over} {...dragHandlers}>
              {shown}
            </Preview>
          )}
          {external && failed === cover && <p className="note">{t('editorImages.cover.notShown')}</p>}
          {chooseButtons}
          <p className="note" id={hintId}>
            {t('editorImages.cover.dropReplace')}
          </p>
        </>
      ) : (
        <DropZone $over={over} {...dragHandlers}>
          <p>{over ? t('editorImages.cover.dropHere') : t('editorImages.cover.dropHint')}</p>
          {chooseButtons}
          <p className="note" id={hintId}>
            {t('editorImages.cover.formats')}
          </p>
        </DropZone>
      )}
      <UploadProgress uploads={coverUploads} onCancel={uploads.cancel} onDismiss={uploads.dismiss} />
      {stored && image && (
        <>
          <p className="note">{t('editorImages.alt.hint')}</p>
          <AltTextFields image={image} images={images} required={required} />
        </>
      )}
      <Address open={addressOpen || Boolean(error)} onToggle={(event) => setAddressOpen(event.currentTarget.open)}>
        <summary>{t('editorImages.cover.useAddress')}</summary>
        <div className="fields">
          <EditorInput
            label={t('editorImages.cover.address')}
            value={value}
            onChange={(event) => onChange(event.target.value)}
            error={error ? fieldMessage(t, 'coverImage', error) : null}
            hint={t('blog.editor.coverImageHint')}
            dir="ltr"
            type="url"
            inputMode="url"
            placeholder="https://…"
            autoComplete="off"
            data-field="coverImage"
          />
        </div>
      </Address>
      {picking && <MediaLibraryDialog onChoose={choose} onClose={() => setPicking(false)} />}
    </Group>
  );
}
