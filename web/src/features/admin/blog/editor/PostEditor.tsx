import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { Link, type Location } from 'react-router';
import styled from 'styled-components';
import { EditorBanner, EditorHeader } from '../../publishing/EditorFrame.ts';
import { useTranslation } from '../../../../i18n/useTranslation.ts';
import type { usePostEditor_post$data } from '../../../../__generated__/usePostEditor_post.graphql.ts';
import { Button } from '../../../../components/Button.tsx';
import { VisuallyHidden } from '../../../../components/Spinner.tsx';
import { useToast } from '../../../../components/Toast.tsx';
import { isLanguage, languages, perLanguage, toLanguage } from '../../../../i18n/languages.ts';
import { postEditPath } from '../../../../paths.ts';
import { fieldMessage, type Locale } from '../postErrors.ts';
import { PostStatusBadge } from '../../PostStatusBadge.tsx';
import { postState } from '../../postState.ts';
import { ConflictDialog } from '../../publishing/ConflictDialog.tsx';
import { ReviewBanner, SubmitForReviewButton } from '../../publishing/ReviewBanner.tsx';
import { ImagesPanel } from './images/ImagesPanel.tsx';
import { useImageUploads } from './images/useImageUploads.ts';
import { usePostImages } from './images/usePostImages.ts';
import { LanguagePane } from './LanguagePane.tsx';
import { LeaveGuard } from '../../LeaveGuard.tsx';
import { Panel } from '../../publishing/Panel.tsx';
import { SaveState } from '../../publishing/SaveState.tsx';
import { PostAnalyticsPanel } from './PostAnalyticsPanel.tsx';
import { SharePreviewPanel } from '../../publishing/SharePreviewPanel.tsx';
import { PendingChangesPanel } from '../../publishing/PendingChangesPanel.tsx';
import { copyableText, effectiveSlug, type TranslationValues } from './postForm.ts';
import { PostSettings } from './PostSettings.tsx';
import { PublishDialog, UnpublishDialog } from '../../publishing/PublishDialog.tsx';
import { PublishingPanel } from './PublishingPanel.tsx';
import { RevisionHistory } from './RevisionHistory.tsx';
import { TranslationStatusPanel } from '../../translations/TranslationStatusPanel.tsx';
import type { TagSuggestion } from './TagInput.tsx';
import { usePostEditor, type EditorPostRef } from './usePostEditor.ts';

const Tabs = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space(1)};
  button {
    display: inline-flex;
    align-items: center;
    gap: 0.5em;
    min-block-size: 44px;
    padding-inline: ${({ theme }) => theme.space(4)};
    border: 1px solid ${({ theme }) => theme.color.line};
    border-block-end: 0;
    border-start-start-radius: ${({ theme }) => theme.radius.md};
    border-start-end-radius: ${({ theme }) => theme.radius.md};
    background: ${({ theme }) => theme.color.canvas};
    color: ${({ theme }) => theme.color.inkSoft};
    font-weight: 600;
    cursor: pointer;
    margin-block-end: -1px;
  }
  button[aria-selected='true'] {
    background: ${({ theme }) => theme.color.surface};
    color: ${({ theme }) => theme.color.ink};
    position: relative;
    z-index: 1;
  }
  button[lang='ar'] {
    font-family: ${({ theme }) => theme.font.arabic};
  }
  .dot {
    inline-size: 8px;
    block-size: 8px;
    border-radius: 50%;
    background: ${({ theme }) => theme.color.line};
  }
  .dot.written {
    background: ${({ theme }) => theme.color.accent};
  }
  .dot.invalid {
    background: ${({ theme }) => theme.color.danger};
  }
`;

/** The side matter in columns of their own (a tall panel leaves no hole beside a short one). */
const Panels = styled.div`
  columns: 2 22rem;
  column-gap: ${({ theme }) => theme.space(5)};
  margin-block-start: ${({ theme }) => theme.space(6)};
  & > * {
    break-inside: avoid;
    margin-block-end: ${({ theme }) => theme.space(5)};
  }
`;

type OpenDialog = 'publish' | 'unpublish' | 'conflict' | null;

/** Writing a post in English and Arabic: the text, its settings, publishing, its numbers and its history. */
export function PostEditor({
  initial,
  initialRef,
  tagSuggestions,
  onCreated,
}: {
  initial: usePostEditor_post$data | null;
  initialRef: EditorPostRef | null;
  tagSuggestions: TagSuggestion[];
  onCreated: (id: string) => void;
}) {
  const { t, i18n } = useTranslation('admin');
  const toast = useToast();
  const uiLocale = toLanguage(i18n.language);
  const [activeLocale, setActiveLocale] = useState<Locale>(() => {
    // Open on the admin's language, unless the post is written only in the other.
    const written = initial?.translations.map((tr) => tr.locale) ?? [];
    return written.length === 1 && isLanguage(written[0]) ? written[0] : uiLocale;
  });
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const allowedPath = useRef<string | null>(null);

  // Alt texts being typed are saved before a save by hand, a publish or a step of review: a
  // published post's save checks them. The images follow the form, so they come after the editor.
  const flushImages = useRef<() => Promise<unknown>>(async () => undefined);
  const editor = usePostEditor({
    initialRef,
    activeLocale,
    onCreated: (id) => {
      allowedPath.current = postEditPath(id);
      onCreated(id);
    },
    beforeWrite: () => flushImages.current(),
  });
  const { values, server, errors, dirty, phase, conflict, working } = editor;
  const state = server ? postState(server.status, server.publishedAt) : null;
  const live = state === 'PUBLISHED' || state === 'SCHEDULED';
  const busy = working !== null;
  const images = usePostImages(values);
  flushImages.current = images.flush;
  const uploads = useImageUploads();
  const altRequired = errors.images === 'alt_required';
  // A contributor submits for review where others publish (docs/publishing.md#review).
  const { reviewer } = editor.review;

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

  // A refused save whose errors are all in the other language shows that language.
  useEffect(() => {
    const failing = Object.keys(errors).map((key) => key.split('.')[0]);
    if (failing.length && !failing.includes(activeLocale)) {
      const other = failing.find(isLanguage);
      if (other) setActiveLocale(other);
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only when the errors change, not when the editor picks a tab
  }, [errors]);

  useEffect(() => {
    if (conflict) setDialog('conflict');
  }, [conflict]);

  // Refused for want of alt texts: read the images again, then take the editor to the first empty
  // field (once the publish dialog has closed and given focus back).
  const altFocus = useRef(false);
  useEffect(() => {
    if (!altRequired) return;
    altFocus.current = true;
    void images.refresh().catch(() => undefined);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per refused save (new errors); `images` is a new object each render
  }, [errors]);
  useEffect(() => {
    if (!altFocus.current || dialog !== null) return;
    altFocus.current = false;
    const timer = setTimeout(focusMissingAlt, 0);
    return () => clearTimeout(timer);
  }, [errors, dialog]);

  const setTranslation = (locale: Locale) => (field: keyof TranslationValues, value: string) =>
    editor.update((v) => ({ ...v, translations: { ...v.translations, [locale]: { ...v.translations[locale], [field]: value } } }), `${locale}.${field}`);
  const editBody = (locale: Locale) => (change: (body: string) => string) =>
    editor.update(
      (v) => ({ ...v, translations: { ...v.translations, [locale]: { ...v.translations[locale], body: change(v.translations[locale].body) } } }),
      `${locale}.body`,
    );

  const paneErrors = (locale: Locale) => {
    const found: Partial<Record<keyof TranslationValues, string>> = {};
    for (const [key, code] of Object.entries(errors)) {
      const [lang, field] = key.split('.');
      if (lang === locale && field) found[field as keyof TranslationValues] = fieldMessage(t, key, code);
    }
    return found;
  };

  const onTabKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (!['ArrowLeft', 'ArrowRight', 'Home', 'End'].includes(event.key)) return;
    event.preventDefault();
    const last = languages.length - 1;
    const at = languages.indexOf(activeLocale);
    const next = languages[event.key === 'Home' ? 0 : event.key === 'End' ? last : (at + (event.key === 'ArrowLeft' ? last : 1)) % languages.length];
    setActiveLocale(next);
    document.getElementById(`post-tab-${next}`)?.focus();
  };

  const copyText = async () => {
    try {
      await navigator.clipboard.writeText(
        copyableText(
          values,
          perLanguage((language) => t(`blog.languageNames.${language}`)),
        ),
      );
      toast(t('publishing.conflict.copied'), 'success');
    } catch {
      toast(t('publishing.conflict.copyFailed'), 'error');
    }
  };

  const saveLabel = state === 'ARCHIVED' ? t('blog.editor.save') : t('blog.editor.saveDraft');
  const allow = (next: Location) => allowedPath.current !== null && decodeURIComponent(next.pathname) === decodeURIComponent(allowedPath.current);

  return (
    <>
      <LeaveGuard when={dirty} allow={allow} />
      <EditorHeader>
        <Link className="back" to="/admin/blog">
          <span aria-hidden="true">{uiLocale === 'ar' ? '→' : '←'}</span> {t('blog.editor.back')}
        </Link>
        <div className="row">
          <h1>{server ? t('blog.editor.editTitle') : t('blog.editor.newTitle')}</h1>
          {server && <PostStatusBadge status={server.status} publishedAt={server.publishedAt} showDate={false} />}
          <SaveState
            conflict={conflict}
            phase={phase}
            dirty={dirty}
            savedAt={editor.savedAt}
            isNew={!server}
            autosaveHint={t('blog.editor.saveState.autosaveHint')}
          />
          <div className="actions">
            {live ? (
              <>
                {/* Taking it off the site is a reviewer's: a contributor's own live post takes changes only. */}
                {reviewer && (
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
                  {working === 'save' ? t('common.saving') : saveLabel}
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

      <ReviewBanner kind="post" review={editor.review} />
      {/* Kept while its dialog is open: closing the dialog gives focus back to its button. */}
      {conflict && (
        <EditorBanner role="alert">
          <span>{t('publishing.conflict.banner')}</span>
          <Button type="button" $variant="secondary" onClick={() => setDialog('conflict')}>
            {t('publishing.conflict.resolve')}
          </Button>
        </EditorBanner>
      )}
      {editor.formError && !conflict && (
        <EditorBanner role="alert">
          <span>{editor.formError}</span>
          {altRequired && (
            <Button type="button" $variant="secondary" onClick={focusMissingAlt}>
              {t('editorImages.goToAlt')}
            </Button>
          )}
        </EditorBanner>
      )}

      {server && <TranslationStatusPanel subject="post" id={server.id} version={server.version} dirty={dirty} />}
      <Tabs role="tablist" aria-label={t('blog.editor.languages')}>
        {languages.map((locale) => {
          const written = values.translations[locale].title.trim() !== '';
          const invalid = Object.keys(errors).some((key) => key.startsWith(`${locale}.`));
          return (
            <button
              key={locale}
              id={`post-tab-${locale}`}
              type="button"
              role="tab"
              lang={locale}
              aria-selected={activeLocale === locale}
              aria-controls={`post-panel-${locale}`}
              tabIndex={activeLocale === locale ? 0 : -1}
              onClick={() => setActiveLocale(locale)}
              onKeyDown={onTabKeyDown}
            >
              <span className={`dot${invalid ? ' invalid' : written ? ' written' : ''}`} aria-hidden="true" />
              {t(`blog.languageNames.${locale}`)}
              <VisuallyHidden lang={uiLocale}>
                {invalid ? ` (${t('blog.editor.tabInvalid')})` : written ? '' : ` (${t('blog.editor.tabEmpty')})`}
              </VisuallyHidden>
            </button>
          );
        })}
      </Tabs>
      <LanguagePane
        key={activeLocale}
        locale={activeLocale}
        values={values.translations[activeLocale]}
        errors={paneErrors(activeLocale)}
        slug={effectiveSlug(values)}
        onChange={setTranslation(activeLocale)}
        onEditBody={editBody(activeLocale)}
        images={images}
        uploads={uploads}
        tabId={`post-tab-${activeLocale}`}
        panelId={`post-panel-${activeLocale}`}
      />

      <Panels>
        <PendingChangesPanel
          kind="post"
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
        <PublishingPanel
          server={server}
          state={state}
          values={values}
          errors={errors}
          busy={busy}
          reviewer={reviewer}
          onChange={editor.update}
          onArchive={() => void editor.archive()}
          onMoveToDrafts={() => void editor.moveToDrafts()}
        />
        <PostSettings
          values={values}
          errors={errors}
          suggestions={tagSuggestions}
          onChange={editor.update}
          canResetSlug={values.translations.en.title.trim() !== ''}
          liveSlug={state === 'PUBLISHED' && server ? server.slug : null}
          images={images}
          uploads={uploads}
        />
        <ImagesPanel images={images} required={altRequired} />
        <SharePreviewPanel subjectId={server?.id ?? null} />
        {/* Analytics are a reviewer's: a contributor on their own live post would read only a refusal. */}
        {reviewer && <PostAnalyticsPanel postId={server?.id ?? null} everPublished={Boolean(server?.publishedAt)} />}
        {editor.postRef && server ? (
          <RevisionHistory post={editor.postRef} dirty={dirty} busy={busy} onRestore={editor.restore} />
        ) : (
          <Panel aria-labelledby="history-heading">
            <h2 id="history-heading">{t('publishing.history.title')}</h2>
            <p className="muted">{t('publishing.history.empty')}</p>
          </Panel>
        )}
      </Panels>

      {dialog === 'publish' && (
        <PublishDialog
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
          kind="post"
          busy={working === 'reload'}
          onCopy={() => void copyText()}
          onReload={async () => {
            if (await editor.reloadLatest()) setDialog(null);
          }}
          onClose={() => setDialog(null)}
        />
      )}
    </>
  );
}

/** Takes the editor to the first image alt text left empty (the cover's come first), or to the images panel. */
function focusMissingAlt() {
  const field = document.querySelector<HTMLElement>('input[data-alt-field][data-missing="true"]') ?? document.getElementById('post-images-heading');
  if (!field) return;
  field.scrollIntoView({ block: 'center' });
  field.focus({ preventScroll: true });
}
