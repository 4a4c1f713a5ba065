import { useId, useState } from 'react';
import styled from 'styled-components';
import { useTranslation } from '../../../../i18n/useTranslation.ts';
import { directionOf } from '../../../../i18n/languages.ts';
import type { Locale } from '../postErrors.ts';
import { EditorInput, EditorTextArea, useUiLanguage } from '../../publishing/EditorField.tsx';
import { BodyImageTools } from './images/BodyImageTools.tsx';
import { useBodyImages } from './images/useBodyImages.ts';
import type { ImageUploads } from './images/useImageUploads.ts';
import type { PostImages } from './images/usePostImages.ts';
import { MarkdownPreview } from './MarkdownPreview.tsx';
import { postTextLimits, seoShown } from '../../../../api/postRules.ts';
import type { TranslationValues } from './postForm.ts';

const Pane = styled.div`
  container: pane / inline-size;
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space(5)};
  padding: ${({ theme }) => theme.space(5)};
  border: 1px solid ${({ theme }) => theme.color.line};
  border-start-start-radius: 0;
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.surface};
  &&[lang='ar'] {
    font-family: ${({ theme }) => theme.font.arabic};
  }
  &&[lang='en'] {
    font-family: ${({ theme }) => theme.font.body};
  }
  input.title {
    font-size: 1.375rem;
    font-weight: 700;
  }
  /* Each line in its own direction: a Markdown image or link line reads left to right in Arabic text. */
  textarea.body {
    min-block-size: 26rem;
    block-size: 100%;
    unicode-bidi: plaintext;
  }
  .write.over textarea.body {
    outline: 3px dashed ${({ theme }) => theme.color.accent};
    outline-offset: 2px;
    background: ${({ theme }) => theme.color.canvas};
  }
  @media (max-width: ${({ theme }) => theme.breakpoint.md}) {
    padding: ${({ theme }) => theme.space(4)};
    textarea.body {
      min-block-size: 20rem;
    }
  }
`;

const BodyHeader = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(2)};
  .label {
    font-weight: 600;
    font-size: 0.9375rem;
  }
  .hint {
    margin: 0;
    flex-basis: 100%;
    font-size: 0.8125rem;
    color: ${({ theme }) => theme.color.muted};
  }
  code {
    font-family: ${({ theme }) => theme.font.mono};
    font-size: 0.8125rem;
    white-space: nowrap;
  }
`;

const ViewToggle = styled.div`
  display: inline-flex;
  padding: 3px;
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.canvas};
  button {
    min-block-size: 36px;
    padding-inline: 0.9em;
    border: 0;
    border-radius: ${({ theme }) => theme.radius.sm};
    background: none;
    font-weight: 600;
    color: ${({ theme }) => theme.color.inkSoft};
    cursor: pointer;
  }
  button[aria-pressed='true'] {
    background: ${({ theme }) => theme.color.surface};
    color: ${({ theme }) => theme.color.ink};
    box-shadow: ${({ theme }) => theme.shadow.card};
  }
  @container pane (min-width: 50rem) {
    display: none;
  }
`;

/** Text and preview side by side when the pane is wide enough; one or the other (toggled) on a phone. */
const Split = styled.div<{ $view: 'write' | 'preview' }>`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  .write {
    display: ${({ $view }) => ($view === 'write' ? 'grid' : 'none')};
  }
  .preview {
    display: ${({ $view }) => ($view === 'preview' ? 'block' : 'none')};
    min-inline-size: 0;
  }
  @container pane (min-width: 50rem) {
    grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
    .write {
      display: grid;
    }
    .preview {
      display: block;
    }
  }
`;

const Seo = styled.details`
  border-block-start: 1px solid ${({ theme }) => theme.color.line};
  padding-block-start: ${({ theme }) => theme.space(4)};
  summary {
    cursor: pointer;
    font-weight: 600;
    min-block-size: 32px;
  }
  summary small {
    font-weight: 400;
    color: ${({ theme }) => theme.color.muted};
  }
  .fields {
    display: grid;
    gap: ${({ theme }) => theme.space(4)};
    margin-block-start: ${({ theme }) => theme.space(4)};
  }
`;

const Snippet = styled.div`
  display: grid;
  gap: 2px;
  padding: ${({ theme }) => theme.space(4)};
  border: 1px solid ${({ theme }) => theme.color.line};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.canvas};
  .url {
    font-size: 0.8125rem;
    color: #3c4043;
    overflow-wrap: anywhere;
  }
  .title {
    font-size: 1.125rem;
    color: #1a0dab;
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  .desc {
    font-size: 0.875rem;
    color: #4d5156;
    display: -webkit-box;
    -webkit-line-clamp: 2;
    -webkit-box-orient: vertical;
    overflow: hidden;
  }
`;

/** One language of the post: title, excerpt, Markdown body with live preview, and its search listing. */
export function LanguagePane({
  locale,
  values,
  errors,
  slug,
  onChange,
  onEditBody,
  images,
  uploads,
  tabId,
  panelId,
}: {
  locale: Locale;
  values: TranslationValues;
  errors: Partial<Record<keyof TranslationValues, string>>;
  slug: string;
  onChange: (field: keyof TranslationValues, value: string) => void;
  /** Changes the body from what it is when the change applies (an image upload finishing later). */
  onEditBody: (change: (body: string) => string) => void;
  images: PostImages;
  uploads: ImageUploads;
  tabId: string;
  panelId: string;
}) {
  const { t } = useTranslation('admin');
  const ui = useUiLanguage();
  const [view, setView] = useState<'write' | 'preview'>('write');
  const previewId = useId();
  const dir = directionOf(locale);
  const host = typeof window === 'undefined' ? '' : window.location.host;
  const seoOpen = Boolean(values.seoTitle || values.seoDescription || errors.seoTitle || errors.seoDescription);
  const bodyImages = useBodyImages({ locale, body: values.body, editBody: onEditBody, uploads, images });

  return (
    <Pane role="tabpanel" id={panelId} aria-labelledby={tabId} lang={locale} dir={dir}>
      <EditorInput
        className="title"
        label={t('blog.editor.title')}
        value={values.title}
        onChange={(e) => onChange('title', e.target.value)}
        max={postTextLimits.title}
        error={errors.title}
        placeholder={t(`blog.editor.titlePlaceholder.${locale}`)}
        autoComplete="off"
        data-field={`${locale}.title`}
      />
      <EditorTextArea
        label={t('blog.editor.excerpt')}
        value={values.excerpt}
        onChange={(e) => onChange('excerpt', e.target.value)}
        max={postTextLimits.excerpt}
        alwaysCount
        rows={3}
        hint={t('blog.editor.excerptHint')}
        error={errors.excerpt}
        data-field={`${locale}.excerpt`}
      />
      <div>
        <BodyHeader lang={ui.lang} dir={ui.dir}>
          <span className="label" aria-hidden="true">
            {t('blog.editor.body')}
          </span>
          <ViewToggle role="group" aria-label={t('blog.editor.bodyView')}>
            <button type="button" aria-pressed={view === 'write'} onClick={() => setView('write')}>
              {t('blog.editor.write')}
            </button>
            <button type="button" aria-pressed={view === 'preview'} aria-controls={previewId} onClick={() => setView('preview')}>
              {t('blog.editor.preview')}
            </button>
          </ViewToggle>
          <p className="hint">
            {t('blog.editor.markdownHint')}{' '}
            <bdi dir="ltr">
              <code>## </code> <code>**bold**</code> <code>*italic*</code> <code>- list</code> <code>[text](https://…)</code>
            </bdi>
          </p>
          <BodyImageTools locale={locale} uploads={uploads} onFiles={bodyImages.uploadFiles} onChoose={bodyImages.insertFromLibrary} />
        </BodyHeader>
        <Split $view={view} style={{ marginBlockStart: '0.5rem' }}>
          <div className={bodyImages.over ? 'write over' : 'write'}>
            <EditorTextArea
              className="body"
              label={t('blog.editor.body')}
              hideLabel
              value={values.body}
              onChange={(e) => {
                bodyImages.typed(e.target.value, e.target);
                onChange('body', e.target.value);
              }}
              max={postTextLimits.body}
              error={errors.body}
              data-field={`${locale}.body`}
              spellCheck
              {...bodyImages.textareaProps}
            />
          </div>
          <div className="preview">
            <MarkdownPreview markdown={values.body} locale={locale} id={previewId} />
          </div>
        </Split>
      </div>
      <Seo open={seoOpen || undefined}>
        <summary lang={ui.lang} dir={ui.dir}>
          {t('blog.editor.seo')} <small>· {t('blog.editor.seoSummary')}</small>
        </summary>
        <div className="fields">
          <Snippet aria-label={t('blog.editor.seoSnippet')} role="img">
            <span className="url" dir="ltr">
              {host} › blog › {slug || '…'}
            </span>
            <span className="title">{values.seoTitle || values.title || t('blog.untitled')}</span>
            <span className="desc">{values.seoDescription || values.excerpt || '…'}</span>
          </Snippet>
          <EditorInput
            label={t('blog.editor.seoTitle')}
            value={values.seoTitle}
            onChange={(e) => onChange('seoTitle', e.target.value)}
            max={postTextLimits.seoTitle}
            shown={seoShown.seoTitle}
            alwaysCount
            hint={t('blog.editor.seoTitleHint')}
            overHint={t('blog.editor.seoTitleOver')}
            error={errors.seoTitle}
            placeholder={values.title}
            data-field={`${locale}.seoTitle`}
          />
          <EditorTextArea
            label={t('blog.editor.seoDescription')}
            value={values.seoDescription}
            onChange={(e) => onChange('seoDescription', e.target.value)}
            max={postTextLimits.seoDescription}
            shown={seoShown.seoDescription}
            alwaysCount
            rows={3}
            hint={t('blog.editor.seoDescriptionHint')}
            overHint={t('blog.editor.seoDescriptionOver')}
            error={errors.seoDescription}
            placeholder={values.excerpt}
            data-field={`${locale}.seoDescription`}
          />
        </div>
      </Seo>
    </Pane>
  );
}
