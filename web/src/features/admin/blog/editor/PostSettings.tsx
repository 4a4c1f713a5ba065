import { useState } from 'react';
import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import { fieldMessage } from '../postErrors.ts';
import { EditorInput } from './EditorField.tsx';
import { Panel } from './Panel.tsx';
import { coverImageProblem, effectiveSlug, type PostFormValues } from './postForm.ts';
import { TagInput, type TagSuggestion } from './TagInput.tsx';

const SlugRow = styled.div`
  input { font-family: ${({ theme }) => theme.font.mono}; font-size: 0.9375rem; }
  .prefix { font-family: ${({ theme }) => theme.font.mono}; overflow-wrap: anywhere; }
  button.link { border: 0; padding: 0; background: none; color: ${({ theme }) => theme.color.accentStrong}; text-decoration: underline; cursor: pointer; font-size: 0.8125rem; }
`;

const Check = styled.label`
  display: flex;
  align-items: flex-start;
  gap: 0.7em;
  cursor: pointer;
  input { inline-size: 20px; block-size: 20px; margin: 0.15em 0 0; flex: none; }
  strong { display: block; font-size: 0.9375rem; }
  small { color: ${({ theme }) => theme.color.muted}; }
`;

const Cover = styled.img`
  display: block;
  inline-size: 100%;
  max-block-size: 10rem;
  object-fit: cover;
  border-radius: ${({ theme }) => theme.radius.md};
  border: 1px solid ${({ theme }) => theme.color.line};
`;

/** What both languages share: the address, the tags, the cover image, whether the post is featured. */
export function PostSettings({ values, errors, suggestions, onChange, canResetSlug }: {
  values: PostFormValues;
  errors: Record<string, string>;
  suggestions: TagSuggestion[];
  onChange: (change: (values: PostFormValues) => PostFormValues, field: string) => void;
  canResetSlug: boolean;
}) {
  const { t } = useTranslation('admin');
  const [coverFailed, setCoverFailed] = useState<string | null>(null);
  const message = (key: string) => (errors[key] ? fieldMessage(t, key, errors[key]) : null);
  const slug = effectiveSlug(values);
  const cover = values.coverImage.trim();

  return (
    <Panel aria-labelledby="post-settings-heading">
      <h2 id="post-settings-heading">{t('blog.editor.settings')}</h2>
      <SlugRow>
        <EditorInput
          label={t('blog.editor.slug')}
          value={values.slugAuto ? slug : values.slug}
          onChange={(e) => {
            const typed = e.target.value.toLowerCase().replace(/\s+/g, '-');
            onChange((v) => ({ ...v, slug: typed, slugAuto: false }), 'slug');
          }}
          error={message('slug')}
          hint={
            <>
              <bdi className="prefix" dir="ltr">/blog/{slug || '…'}</bdi>
              <br />
              {values.slugAuto ? t('blog.editor.slugAuto') : t('blog.editor.slugHint')}
              {!values.slugAuto && canResetSlug && (
                <>
                  {' '}
                  <button type="button" className="link" onClick={() => onChange((v) => ({ ...v, slugAuto: true }), 'slug')}>{t('blog.editor.slugFromTitle')}</button>
                </>
              )}
            </>
          }
          dir="ltr"
          maxLength={100}
          autoComplete="off"
          spellCheck={false}
          placeholder={t('blog.editor.slugPlaceholder')}
          data-field="slug"
        />
      </SlugRow>
      <TagInput value={values.tags} suggestions={suggestions} error={message('tags')} onChange={(tags) => onChange((v) => ({ ...v, tags }), 'tags')} />
      <EditorInput
        label={t('blog.editor.coverImage')}
        value={values.coverImage}
        onChange={(e) => onChange((v) => ({ ...v, coverImage: e.target.value }), 'coverImage')}
        error={message('coverImage')}
        hint={t('blog.editor.coverImageHint')}
        dir="ltr"
        type="url"
        inputMode="url"
        placeholder="https://…"
        autoComplete="off"
        data-field="coverImage"
      />
      {/* Only an address the server would keep is loaded, as the site would show it. */}
      {cover && !errors.coverImage && !coverImageProblem(cover) && coverFailed !== cover && (
        <Cover src={cover} alt="" onError={() => setCoverFailed(cover)} />
      )}
      {cover && coverFailed === cover && <p className="muted">{t('blog.editor.coverNotShown')}</p>}
      <Check>
        <input type="checkbox" checked={values.featured} onChange={(e) => onChange((v) => ({ ...v, featured: e.target.checked }), 'featured')} />
        <span>
          <strong>{t('blog.editor.featured')}</strong>
          <small>{t('blog.editor.featuredHint')}</small>
        </span>
      </Check>
    </Panel>
  );
}
