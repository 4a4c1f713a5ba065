import { lazy, Suspense, useEffect, useMemo, useRef, useState } from 'react';
import { Link, useNavigate, type Location } from 'react-router';
import styled from 'styled-components';
import { EditorBanner, EditorHeader } from '../../publishing/EditorFrame.ts';
import { useTranslation } from '../../../../i18n/useTranslation.ts';
import { Button, ButtonLink } from '../../../../components/Button.tsx';
import { useToast } from '../../../../components/Toast.tsx';
import { languages, toLanguage, type Language } from '../../../../i18n/languages.ts';
import { pageEditPath } from '../../../../paths.ts';
import { formatOfficeDateTime, fromOfficeInput } from '../../../../format/officeTime.ts';
import { LeaveGuard } from '../../LeaveGuard.tsx';
import { PostStatusBadge } from '../../PostStatusBadge.tsx';
import { postState } from '../../postState.ts';
import { ConfirmDeleteDialog } from '../../ConfirmDeleteDialog.tsx';
import { ConflictDialog } from '../../publishing/ConflictDialog.tsx';
import { ReviewBanner, SubmitForReviewButton } from '../../publishing/ReviewBanner.tsx';
import { EditorInput } from '../../publishing/EditorField.tsx';
import { Panel } from '../../publishing/Panel.tsx';
import { SharePreviewPanel } from '../../publishing/SharePreviewPanel.tsx';
import { PendingChangesPanel } from '../../publishing/PendingChangesPanel.tsx';
import { PublishDialog, UnpublishDialog } from '../../publishing/PublishDialog.tsx';
import { SaveState } from '../../publishing/SaveState.tsx';
import { describePageError, pageFieldMessage } from '../pageErrors.ts';
import { completeness, moveErrors, pageTexts, type PageTranslationValues } from '../pageForm.ts';
import { usePageMutations } from '../usePageMutations.ts';
import { BlockList } from './BlockList.tsx';
import { PageHistory } from './PageHistory.tsx';
import { FieldsContext, type LinkablePage } from './PageEditorContext.ts';
import { PageSettings } from './PageSettings.tsx';
import { UnpublishTimeField } from '../../publishing/UnpublishTimeField.tsx';
import { TranslationStatusPanel } from '../../translations/TranslationStatusPanel.tsx';
import { usePageEditor, type EditorPageRef } from './usePageEditor.ts';
import { Spinner } from '../../../../components/Spinner.tsx';

// The preview draws the page with every block renderer of the public site: a chunk of its own,
// fetched when staff first open it, so the editor opens as fast without it.
const PagePreview = lazy(() => import('./PagePreview.tsx').then((module) => ({ default: module.PagePreview })));

const Layout = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(5)};
  .muted {
    color: ${({ theme }) => theme.color.muted};
  }
  h2 {
    margin: 0 0 ${({ theme }) => theme.space(2)};
    font-size: 1.125rem;
  }
`;

/** With the preview open: the editor and the preview side by side where there is room (the preview staying in view), else the preview first. */
const Workspace = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(5)};
  align-items: start;
  @media (min-width: 1400px) {
    grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
    & > :last-child {
      position: sticky;
      inset-block-start: ${({ theme }) => theme.space(4)};
    }
  }
  @media (max-width: 1399.98px) {
    & > :last-child {
      order: -1;
    }
  }
`;

const Panels = styled.div`
  columns: 2 22rem;
  column-gap: ${({ theme }) => theme.space(5)};
  & > * {
    break-inside: avoid;
    margin-block-end: ${({ theme }) => theme.space(5)};
  }
`;

const Languages = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space(1)};
  margin: 0;
  padding: 0;
  list-style: none;
  font-size: 0.9375rem;
`;

type OpenDialog = 'publish' | 'unpublish' | 'conflict' | 'delete' | null;

/** Writing a page: its address and names in both languages, its blocks side by side, publishing and its history. */
export function PageEditor({
  initialRef,
  pages,
  onCreated,
}: {
  initialRef: EditorPageRef | null;
  pages: readonly LinkablePage[];
  onCreated: (id: string) => void;
}) {
  const { t, i18n } = useTranslation('admin');
  const toast = useToast();
  const navigate = useNavigate();
  const uiLanguage = toLanguage(i18n.language);
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const allowedPath = useRef<string | null>(null);
  const mutations = usePageMutations();
  const [deleting, setDeleting] = useState(false);
  const [previewing, setPreviewing] = useState(false);

  const editor = usePageEditor({
    initialRef,
    onCreated: (id) => {
      allowedPath.current = pageEditPath(id);
      onCreated(id);
    },
  });
  const { values, server, errors, dirty, phase, conflict, working } = editor;
  const state = server ? postState(server.status, server.publishedAt) : null;
  const live = state === 'PUBLISHED' || state === 'SCHEDULED';
  // The home page is edited, never moved, taken off the site or deleted (the API refuses).
  const isHome = server?.path === '/' && server.status === 'PUBLISHED';
  const busy = working !== null;
  // A contributor submits for review where others publish (docs/publishing.md#review).
  const { reviewer } = editor.review;
  const languagesDone = useMemo(() => completeness(values), [values]);

  const fields = useMemo(() => ({ errors, pages, message: (path: string, code: string) => pageFieldMessage(t, path, code) }), [errors, pages, t]);

  // Ctrl+S / Cmd+S saves, wherever the focus is.
  const saveRef = useRef(editor.save);
  saveRef.current = editor.save;
  useEffect(() => {
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && !event.altKey && event.key.toLowerCase() === 's') {
        event.preventDefault();
        void saveRef.current();
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);

  useEffect(() => {
    if (conflict) setDialog('conflict');
  }, [conflict]);

  const setTranslation = (language: Language, field: keyof PageTranslationValues, value: string) =>
    editor.update(
      (v) => ({ ...v, translations: { ...v.translations, [language]: { ...v.translations[language], [field]: value } } }),
      `translations.${language}.${field}`,
    );

  const copyText = async () => {
    try {
      await navigator.clipboard.writeText(
        languages.map((language) => `${t(`blog.languageNames.${language}`)}\n\n${pageTexts(values, language).join('\n')}`).join('\n\n'),
      );
      toast(t('publishing.conflict.copied'), 'success');
    } catch {
      toast(t('publishing.conflict.copyFailed'), 'error');
    }
  };

  // Deleted, the editor leaves for the list; a refusal stays in the dialog (ConfirmDeleteDialog).
  const remove = async (page: NonNullable<typeof server>) => {
    setDeleting(true);
    try {
      await mutations.remove(page.id);
    } catch (error) {
      setDeleting(false);
      throw error;
    }
    allowedPath.current = '/admin/pages';
    toast(t('pages.list.deleted', { path: page.path }), 'success');
    void navigate('/admin/pages');
  };

  const allow = (next: Location) => allowedPath.current !== null && decodeURIComponent(next.pathname) === decodeURIComponent(allowedPath.current);
  const chosen = fromOfficeInput(values.publishAt);
  const date = server?.publishedAt ? formatOfficeDateTime(server.publishedAt, i18n.language) : '';

  return (
    <FieldsContext.Provider value={fields}>
      <LeaveGuard when={dirty && !deleting} allow={allow} />
      <EditorHeader>
        <Link className="back" to="/admin/pages">
          <span aria-hidden="true">{uiLanguage === 'ar' ? '→' : '←'}</span> {t('pages.editor.back')}
        </Link>
        <div className="row">
          <h1>{server ? t('pages.editor.editTitle') : t('pages.editor.newTitle')}</h1>
          <PostStatusBadge status={server?.status ?? 'DRAFT'} publishedAt={server?.publishedAt} showDate={false} />
          <SaveState conflict={conflict} phase={phase} dirty={dirty} savedAt={editor.savedAt} isNew={!server} autosaveHint={t('pages.editor.autosaveHint')} />
          <div className="actions">
            <Button
              type="button"
              $variant="secondary"
              aria-pressed={previewing}
              aria-controls={previewing ? 'page-preview' : undefined}
              onClick={() => setPreviewing((open) => !open)}
            >
              {previewing ? t('pages.preview.hide') : t('pages.preview.show')}
            </Button>
            {live ? (
              <>
                {/* Taking it off the site is a reviewer's: a contributor's own live page takes changes only. */}
                {reviewer && !isHome && (
                  <Button type="button" $variant="secondary" onClick={() => setDialog('unpublish')} disabled={busy}>
                    {state === 'SCHEDULED' ? t('blog.editor.unschedule') : t('blog.editor.unpublish')}
                  </Button>
                )}
                {state === 'SCHEDULED' && (
                  <Button type="button" $variant="secondary" onClick={() => setDialog('publish')} disabled={busy}>
                    {t('blog.editor.publishNow')}
                  </Button>
                )}
                <Button
                  type="button"
                  onClick={() => void editor.save()}
                  disabled={busy || !dirty}
                  aria-keyshortcuts="Control+S Meta+S"
                  title={t('blog.editor.shortcut')}
                >
                  {working === 'save' ? t('common.saving') : t('blog.editor.update')}
                </Button>
              </>
            ) : (
              <>
                <Button
                  type="button"
                  $variant="secondary"
                  onClick={() => void editor.save()}
                  disabled={busy}
                  aria-keyshortcuts="Control+S Meta+S"
                  title={t('blog.editor.shortcut')}
                >
                  {working === 'save' ? t('common.saving') : t('blog.editor.saveDraft')}
                </Button>
                {reviewer ? (
                  <Button type="button" onClick={() => setDialog('publish')} disabled={busy}>
                    {t('blog.editor.publish')}
                  </Button>
                ) : (
                  <SubmitForReviewButton review={editor.review} />
                )}
              </>
            )}
          </div>
        </div>
      </EditorHeader>

      <ReviewBanner kind="page" review={editor.review} />
      {conflict && (
        <EditorBanner role="alert">
          <span>{t('publishing.conflict.banner', { context: 'page' })}</span>
          <Button type="button" $variant="secondary" onClick={() => setDialog('conflict')}>
            {t('publishing.conflict.resolve')}
          </Button>
        </EditorBanner>
      )}
      {editor.formError && !conflict && <EditorBanner role="alert">{editor.formError}</EditorBanner>}

      <Workspace>
        <Layout>
          {server && <TranslationStatusPanel subject="page" id={server.id} version={server.version} dirty={dirty} />}
          <PageSettings
            values={values}
            isHome={isHome}
            livePath={state === 'PUBLISHED' && server ? server.path : null}
            onPath={(path) => editor.update((v) => ({ ...v, path }), 'path')}
            onTranslation={setTranslation}
          />
          <BlockList
            blocks={values.blocks}
            uiLanguage={uiLanguage}
            onChange={(blocks) => editor.update((v) => ({ ...v, blocks }))}
            onMoved={(from, to) => editor.setErrors((current) => moveErrors(current, from, to))}
          />
          <Panels>
            <PendingChangesPanel
              kind="page"
              id={server?.id ?? null}
              version={server?.version ?? 0}
              live={editor.live}
              publishedAt={server?.publishedAt ?? null}
              hasPendingChanges={server?.hasPendingChanges ?? false}
              scheduledFor={server?.changesPublishAt ?? null}
              dirty={dirty}
              busy={busy}
              onPublish={(publishAt) => void editor.publishChanges(publishAt)}
              onDiscard={() => void editor.discardChanges()}
              review={editor.review}
            />
            <Panel aria-labelledby="publishing-heading">
              <h2 id="publishing-heading">{t('blog.editor.publishing')}</h2>
              <p className="muted">
                {!server
                  ? t('pages.editor.state.new')
                  : state === 'SCHEDULED'
                    ? t('pages.editor.state.scheduled', { date })
                    : state === 'PUBLISHED'
                      ? t('pages.editor.state.published', { date })
                      : t('pages.editor.state.draft')}
              </p>
              <Languages aria-label={t('pages.list.columns.languages')}>
                {languages.map((language) => (
                  <li key={language}>
                    {t(`pages.languages.${language}`)}: {t(`pages.completeness.${languagesDone[language]}`)}
                  </li>
                ))}
              </Languages>
              {reviewer && server?.status === 'PUBLISHED' && (
                <EditorInput
                  label={t('blog.editor.publishDate')}
                  type="datetime-local"
                  value={values.publishAt}
                  onChange={(e) => editor.update((v) => ({ ...v, publishAt: e.target.value }), 'publishedAt')}
                  hint={
                    chosen && Date.parse(chosen) > Date.now() && state === 'PUBLISHED' ? t('blog.editor.publishDateFuture') : t('blog.editor.publishDateHint')
                  }
                  data-field="publishedAt"
                  dir="ltr"
                />
              )}
              {reviewer && server?.status === 'PUBLISHED' && !isHome && (
                <UnpublishTimeField
                  value={values.unpublishAt}
                  error={errors.unpublishAt}
                  onChange={(unpublishAt) => editor.update((v) => ({ ...v, unpublishAt }), 'unpublishAt')}
                />
              )}
              {state === 'PUBLISHED' && server && (
                <ButtonLink $variant="secondary" href={`${server.path}?lang=${uiLanguage}`} target="_blank" rel="noopener">
                  {t('blog.editor.viewOnSite')}
                </ButtonLink>
              )}
              {isHome && <p className="muted">{t('pages.editor.homeStays')}</p>}
              {server?.viewerCanDelete && !isHome && (
                <Button type="button" $variant="danger" onClick={() => setDialog('delete')} disabled={busy}>
                  {t('pages.list.delete')}
                </Button>
              )}
            </Panel>
            <SharePreviewPanel subjectId={server?.id ?? null} />
            {editor.ref && server ? (
              <PageHistory page={editor.ref} dirty={dirty} busy={busy} onRestore={editor.restore} />
            ) : (
              <Panel aria-labelledby="history-heading">
                <h2 id="history-heading">{t('publishing.history.title')}</h2>
                <p className="muted">{t('publishing.history.empty')}</p>
              </Panel>
            )}
          </Panels>
        </Layout>
        {previewing && (
          <Suspense
            fallback={
              <Panel id="page-preview" aria-labelledby="preview-heading" aria-busy="true">
                <h2 id="preview-heading">{t('pages.preview.title')}</h2>
                <Spinner />
              </Panel>
            }
          >
            <PagePreview blocks={values.blocks} uiLanguage={uiLanguage} />
          </Suspense>
        )}
      </Workspace>

      {dialog === 'publish' && (
        <PublishDialog
          kind="page"
          scheduledAt={state === 'SCHEDULED' ? server!.publishedAt : null}
          busy={busy}
          onClose={() => setDialog(null)}
          onPublish={async (publishedAt) => {
            if (await editor.publish(publishedAt)) setDialog(null);
            else setDialog((current) => (current === 'publish' ? null : current));
          }}
        />
      )}
      {dialog === 'unpublish' && (
        <UnpublishDialog
          kind="page"
          scheduled={state === 'SCHEDULED'}
          busy={busy}
          onClose={() => setDialog(null)}
          onConfirm={async () => {
            await editor.unpublish();
            setDialog((current) => (current === 'unpublish' ? null : current));
          }}
        />
      )}
      {dialog === 'conflict' && (
        <ConflictDialog
          kind="page"
          busy={working === 'reload'}
          onCopy={() => void copyText()}
          onReload={async () => {
            if (await editor.reloadLatest()) setDialog(null);
          }}
          onClose={() => setDialog(null)}
        />
      )}
      {dialog === 'delete' && server && (
        <ConfirmDeleteDialog
          title={t('pages.list.deleteTitle')}
          confirmLabel={t('pages.list.deleteForGood')}
          remove={() => remove(server)}
          describe={(failure) => describePageError(failure, t).message}
          onClose={() => setDialog(null)}
        >
          <p>{t('pages.list.deleteConfirm', { path: server.path })}</p>
        </ConfirmDeleteDialog>
      )}
    </FieldsContext.Provider>
  );
}
