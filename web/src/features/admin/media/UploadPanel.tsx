import { useId, useState, type DragEvent, type RefObject } from 'react';
import styled from 'styled-components';
import { useTranslation } from '../../../i18n/useTranslation.ts';
import { Button } from '../../../components/Button.tsx';
import { percentOf, type UploadRow } from './uploadQueue.ts';
import { acceptedImageTypes } from '../uploadImage.ts';

const Zone = styled.section<{ $over: boolean }>`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  justify-items: center;
  margin-block-end: ${({ theme }) => theme.space(6)};
  padding: ${({ theme }) => theme.space(6)} ${({ theme }) => theme.space(4)};
  border: 2px dashed ${({ theme, $over }) => ($over ? theme.color.accent : theme.color.line)};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme, $over }) => ($over ? theme.color.accentSoft : theme.color.surface)};
  text-align: center;
  transition:
    background ${({ theme }) => theme.motion.fast},
    border-color ${({ theme }) => theme.motion.fast};
  p {
    margin: 0;
  }
  .hint {
    font-size: 0.8125rem;
    color: ${({ theme }) => theme.color.muted};
  }
  input[type='file'] {
    position: absolute;
    inline-size: 1px;
    block-size: 1px;
    opacity: 0;
    pointer-events: none;
  }
`;

const Rows = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  inline-size: 100%;
  max-inline-size: 40rem;
  margin: 0;
  padding: 0;
  list-style: none;
  text-align: start;
  li {
    display: grid;
    grid-template-columns: minmax(0, 1fr) auto;
    gap: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(3)};
    align-items: center;
    padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(3)};
    border: 1px solid ${({ theme }) => theme.color.line};
    border-radius: ${({ theme }) => theme.radius.md};
    background: ${({ theme }) => theme.color.surface};
  }
  .name {
    overflow-wrap: anywhere;
    font-weight: 600;
    font-size: 0.9375rem;
  }
  .state {
    font-size: 0.8125rem;
    color: ${({ theme }) => theme.color.muted};
    white-space: nowrap;
  }
  .done .state {
    color: ${({ theme }) => theme.color.success};
    font-weight: 600;
  }
  .failed .state {
    color: ${({ theme }) => theme.color.danger};
    font-weight: 600;
  }
  .why {
    grid-column: 1 / -1;
    margin: 0;
    font-size: 0.875rem;
    color: ${({ theme }) => theme.color.danger};
  }
  [role='progressbar'] {
    grid-column: 1 / -1;
    block-size: 6px;
    border-radius: ${({ theme }) => theme.radius.pill};
    background: ${({ theme }) => theme.color.canvas};
    overflow: hidden;
  }
  [role='progressbar'] span {
    display: block;
    block-size: 100%;
    background: ${({ theme }) => theme.color.accent};
    transition: inline-size ${({ theme }) => theme.motion.normal};
  }
  .done [role='progressbar'] span {
    background: ${({ theme }) => theme.color.success};
  }
`;

/**
 * Where images are added: a drop zone with a button that opens the file picker (several files at
 * once), then a row per file with its progress and whether it worked, and why not.
 */
export function UploadPanel({
  rows,
  onFiles,
  onClearFinished,
  inputRef,
}: {
  rows: UploadRow[];
  onFiles: (files: File[]) => void;
  onClearFinished: () => void;
  inputRef: RefObject<HTMLInputElement | null>;
}) {
  const { t } = useTranslation('admin');
  const [over, setOver] = useState(false);
  const hintId = useId();
  const headingId = useId();
  const finished = rows.some((row) => row.status === 'done' || row.status === 'failed');

  const onDragOver = (event: DragEvent) => {
    if (!event.dataTransfer.types.includes('Files')) return;
    event.preventDefault();
    event.dataTransfer.dropEffect = 'copy';
    setOver(true);
  };
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setOver(false);
    onFiles([...event.dataTransfer.files]);
  };

  return (
    <Zone $over={over} aria-labelledby={headingId} onDragOver={onDragOver} onDragLeave={() => setOver(false)} onDrop={onDrop}>
      <p id={headingId}>{over ? t('media.upload.dropActive') : t('media.upload.drop')}</p>
      <Button type="button" aria-describedby={hintId} onClick={() => inputRef.current?.click()}>
        {t('media.upload.button')}
      </Button>
      <input
        ref={inputRef}
        type="file"
        multiple
        accept={acceptedImageTypes}
        tabIndex={-1}
        aria-hidden="true"
        onChange={(event) => {
          onFiles([...(event.target.files ?? [])]);
          // The same file chosen again is a new upload (the server answers the image it made).
          event.target.value = '';
        }}
      />
      <p className="hint" id={hintId}>
        {t('media.upload.hint')}
      </p>
      {rows.length > 0 && (
        <Rows aria-label={t('media.upload.listLabel')}>
          {rows.map((row) => (
            <UploadRowItem key={row.key} row={row} />
          ))}
        </Rows>
      )}
      {finished && (
        <Button type="button" $variant="ghost" onClick={onClearFinished}>
          {t('media.upload.clear')}
        </Button>
      )}
    </Zone>
  );
}

function UploadRowItem({ row }: { row: UploadRow }) {
  const { t } = useTranslation('admin');
  const percent = percentOf(row);
  const state =
    row.status === 'waiting'
      ? t('media.upload.waiting')
      : row.status === 'uploading'
        ? percent < 100
          ? t('media.upload.uploading')
          : t('media.upload.processing')
        : row.status === 'done'
          ? t('media.upload.done')
          : t('media.upload.failed');
  return (
    <li className={row.status}>
      <span className="name" title={row.name}>
        <bdi>{row.name}</bdi>
      </span>
      <span className="state" role="status">
        {state}
      </span>
      {row.status === 'failed' ? (
        <p className="why" role="alert">
          {t(`media.errors.${row.errorKey ?? 'failed'}`)}
        </p>
      ) : (
        <div role="progressbar" aria-label={row.name} aria-valuemin={0} aria-valuemax={100} aria-valuenow={percent}>
          <span style={{ inlineSize: `${percent}%` }} />
        </div>
      )}
    </li>
  );
}
