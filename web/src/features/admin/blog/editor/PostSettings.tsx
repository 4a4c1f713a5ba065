import { Trans } from 'react-i18next';
import styled from 'styled-components';
import { useTranslation } from '../../../../i18n/useTranslation.ts';
import { maxSlugLength } from '../../../../api/postRules.ts';
import { fieldMessage } from '../postErrors.ts';
import { EditorInput } from '../../publishing/EditorField.tsx';
import { CoverField } from './images/CoverField.tsx';
import type { ImageUploads } from './images/useImageUploads.ts';
import type { PostImages } from './images/usePostImages.ts';
import { Panel } from '../../publishing/Panel.tsx';
import { effectiveSlug, type PostFormValues } from './postForm.ts';
import { TagInput, type TagSuggestion } from './TagInput.tsx';

const SlugRow = styled.div`
  input {
    font-family: ${({ theme }) => theme.font.mono};
    font-size: 0.9375rem;
  }
  .prefix {
    font-family: ${({ theme }) => theme.font.mono};
    overflow-wrap: anywhere;
  }
  button.link {
    border: 0;
    padding: 0;
    background: none;
    color: ${({ theme }) => theme.color.accentStrong};
    text-decoration: underline;
    cursor: pointer;
    font-size: 0.8125rem;
  }
`;

const Check = styled.label`
  display: flex;
  align-items: flex-start;
  gap: 0.7em;
  cursor: pointer;
  input {
    inline-size: 20px;
    block-size: 20px;
    margin: 0.15em 0 0;
    flex: none;
  }
  strong {
    display: block;
    font-size: 0.9375rem;
  }
  small {
    color: ${({ theme }) => theme.color.muted};
  }
`;

/** What both languages share: the address, the tags, the cover image, whether the post is featured. */
export function PostSettings({
  values,
  errors,
  suggestions,
  onChange,
  canResetSlug,
  liveSlug,
  images,
  uploads,
}: {
  values: PostFormValues;
  errors: Record<string, string>;
  suggestions: TagSuggestion[];
  onChange: (change: (values: PostFormValues) => PostFormValues, field: string) => void;
  canResetSlug: boolean;
  /** The slug visitors read the post at now (published, its time come), or null. */
  liveSlug: string | null;
  images: PostImages;
  uploads: ImageUploads;
}) {
  const { t } = useTranslation('admin');
  const message = (key: string) => (errors[key] ? fieldMessage(t, key, errors[key]) : null);
  const slug = effectiveSlug(values);

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
              <bdi className="prefix" dir="ltr">
                /blog/{slug || '…'}
              </bdi>
              <br />
              {values.slugAuto ? t('blog.editor.slugAuto') : t('blog.editor.slugHint')}
              {!values.slugAuto && canResetSlug && (
                <>
                  {' '}
                  <button type="button" className="link" onClick={() => onChange((v) => ({ ...v, slugAuto: true }), 'slug')}>
                    {t('blog.editor.slugFromTitle')}
                  </button>
                </>
              )}
              {liveSlug && slug && slug !== liveSlug && (
                <>
                  <br />
                  <span data-testid="slug-redirect">
                    <Trans t={t} i18nKey="blog.editor.slugRedirect" components={{ old: <bdi dir="ltr" /> }} values={{ path: `/blog/${liveSlug}` }} />
                  </span>
                </>
              )}
            </>
          }
          dir="ltr"
          maxLength={maxSlugLength}
          autoComplete="off"
          spellCheck={false}
          placeholder={t('blog.editor.slugPlaceholder')}
          data-field="slug"
        />
      </SlugRow>
      <TagInput value={values.tags} suggestions={suggestions} error={message('tags')} onChange={(tags) => onChange((v) => ({ ...v, tags }), 'tags')} />
      <CoverField
        value={values.coverImage}
        error={errors.coverImage ?? null}
        onChange={(coverImage) => onChange((v) => ({ ...v, coverImage }), 'coverImage')}
        images={images}
        uploads={uploads}
        required={errors.images === 'alt_required'}
      />
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
