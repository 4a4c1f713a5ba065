import { useId, useRef, useState } from 'react';
import styled from 'styled-components';
import type { TFunction } from 'i18next';
import { useTranslation } from '../../../i18n/useTranslation.ts';
import { ApiError } from '../../../api/ApiError.ts';
import { readStoredToken } from '../../../api/token.ts';
import { Button } from '../../../components/Button.tsx';
import { Alert } from '../../../components/Field.tsx';
import { useToast } from '../../../components/Toast.tsx';
import { unauthenticatedEvent } from '../../../relay/fetchGraphQL.ts';
import { ConfirmDeleteDialog } from '../ConfirmDeleteDialog.tsx';
import { saveFile } from '../inbox/csvExport.ts';
import { SettingsSection } from '../settings/SettingsSection.tsx';
import { fetchSiteExport, sendSiteImport, type SiteImport } from './siteArchiveApi.ts';

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  p {
    flex: 1 1 18rem;
    margin: 0;
    color: ${({ theme }) => theme.color.muted};
  }
`;

/** The file input, out of sight but focusable: its label is the button people see. */
const FileInput = styled.input`
  position: absolute;
  inline-size: 1px;
  block-size: 1px;
  overflow: hidden;
  clip: rect(0 0 0 0);
  white-space: nowrap;
  &:focus-visible + label {
    outline: 3px solid ${({ theme }) => theme.color.glow};
    outline-offset: 2px;
  }
`;

const FileName = styled.span`
  overflow-wrap: anywhere;
  unicode-bidi: isolate;
`;

/** What a refusal means, in the screen's language: the archive's problem by its code, else the error's kind. */
export function siteArchiveErrorMessage(error: unknown, t: TFunction<'admin'>): string {
  if (!(error instanceof ApiError)) return t('blog.errors.network');
  const archive = error.details?.archive;
  if (archive === 'invalid_record') return `${t('siteArchive.errors.invalid_record')} ${error.message}`;
  if (archive) return t(`siteArchive.errors.${archive}`, { defaultValue: '' }) || error.message;
  if (error.error === 'PAYLOAD_TOO_LARGE') return t('siteArchive.errors.too_large_to_send');
  return t(`errors.codes.${error.error}`, { defaultValue: '' }) || t('errors.generic');
}

/**
 * Settings → Export and import (admins): the site's content as one archive, and an archive brought
 * in in its place; `onImported` reloads what the page shows (the settings came with it).
 */
export function SiteArchiveSection({ onImported }: { onImported: () => void }) {
  const { t } = useTranslation('admin');
  const toast = useToast();
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [exporting, setExporting] = useState(false);
  const [exportError, setExportError] = useState<string | null>(null);
  const [chosen, setChosen] = useState<File | null>(null);
  const [done, setDone] = useState<SiteImport | null>(null);

  const signOutIfEnded = (error: unknown) => {
    // An ended session signs the panel out, as a refused GraphQL call does.
    if (error instanceof ApiError && error.status === 401) window.dispatchEvent(new Event(unauthenticatedEvent));
  };

  const download = () => {
    setExporting(true);
    setExportError(null);
    fetchSiteExport(readStoredToken()).then(
      ({ blob, fileName }) => {
        setExporting(false);
        saveFile(blob, fileName);
      },
      (error: unknown) => {
        setExporting(false);
        signOutIfEnded(error);
        setExportError(siteArchiveErrorMessage(error, t));
      },
    );
  };

  const replace = async () => {
    try {
      const counts = await sendSiteImport(chosen!, readStoredToken());
      setChosen(null);
      setDone(counts);
      if (input.current) input.current.value = '';
      toast(t('siteArchive.import.done'), 'success');
      onImported();
    } catch (error) {
      signOutIfEnded(error);
      throw error;
    }
  };

  return (
    <SettingsSection id="site-archive" title={t('siteArchive.title')} description={t('siteArchive.description')}>
      <Row>
        <p>{t('siteArchive.export.hint')}</p>
        <Button type="button" $variant="secondary" disabled={exporting} onClick={download}>
          {exporting ? t('siteArchive.export.busy') : t('siteArchive.export.label')}
        </Button>
      </Row>
      {exportError && <Alert role="alert">{exportError}</Alert>}
      <Row>
        <p id={`${inputId}-hint`}>{t('siteArchive.import.hint')}</p>
        <FileInput
          ref={input}
          id={inputId}
          type="file"
          accept=".zip,application/zip"
          aria-describedby={`${inputId}-hint`}
          onChange={(event) => {
            setDone(null);
            setChosen(event.target.files?.[0] ?? null);
          }}
        />
        <Button as="label" htmlFor={inputId} $variant="secondary">
          {t('siteArchive.import.choose')}
        </Button>
      </Row>
      {done && (
        <Alert role="status" $tone="success">
          {t('siteArchive.import.summary', { posts: done.posts, pages: done.pages, media: done.media, redirects: done.redirects })}
          {done.peopleAdded > 0 && ` ${t('siteArchive.import.peopleAdded', { count: done.peopleAdded })}`}
        </Alert>
      )}
      {chosen && (
        <ConfirmDeleteDialog
          title={t('siteArchive.import.confirmTitle')}
          confirmLabel={t('siteArchive.import.confirm')}
          busyLabel={t('siteArchive.import.busy')}
          remove={replace}
          describe={(error) => siteArchiveErrorMessage(error, t)}
          onClose={() => {
            setChosen(null);
            if (input.current) input.current.value = '';
          }}
        >
          <p>
            {t('siteArchive.import.confirmFile')} <FileName>{chosen.name}</FileName>
          </p>
          <p>{t('siteArchive.import.confirmBody')}</p>
          <p>{t('siteArchive.import.confirmKeep')}</p>
        </ConfirmDeleteDialog>
      )}
    </SettingsSection>
  );
}
