import styled from 'styled-components';
import { useTranslation } from '../../../../../i18n/useTranslation.ts';
import { maxAltLength } from '../../../../../api/mediaRules.ts';
import type { Locale } from '../../postErrors.ts';
import { EditorInput, useUiLanguage } from '../../../publishing/EditorField.tsx';
import { needsAlt, type PostImages } from './usePostImages.ts';
import type { LibraryImage } from '../../../MediaLibraryDialog.tsx';

/** The warning colour of the editor (the over-length hints use it too). */
export const warnColor = '#8a5300';

const Fields = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  input[data-missing='true']:not([aria-invalid='true']) {
    border-color: #c98a00;
    background: #fffbf2;
  }
  .missing {
    color: ${warnColor};
    font-weight: 600;
  }
  .state {
    margin: 0;
    font-size: 0.8125rem;
    color: ${({ theme }) => theme.color.muted};
  }
  /* Kept in the page while empty (so what it says is announced), without its gap. */
  .state:empty {
    margin-block-start: -${({ theme }) => theme.space(3)};
  }
  .state.failed {
    color: ${({ theme }) => theme.color.danger};
  }
`;

/**
 * An image's alt text in English and in Arabic (each typed in its own direction), saved to the
 * library a moment after typing stops and when a field is left. `required`: publishing was refused
 * for want of them, so an empty one is an error, not only a warning.
 */
export function AltTextFields({ image, images, required = false }: { image: LibraryImage; images: PostImages; required?: boolean }) {
  const { t } = useTranslation('admin');
  const ui = useUiLanguage();
  const alt = images.alt(image.id);
  const state = alt?.state ?? 'idle';

  const field = (locale: Locale) => {
    const missing = needsAlt(image, alt, locale);
    const code = alt?.errors[locale];
    const error = code
      ? t(`editorImages.alt.errors.${code}`, { defaultValue: t('editorImages.alt.errors.failed') })
      : missing && required
        ? t('editorImages.alt.required')
        : null;
    return (
      <EditorInput
        label={t(`editorImages.alt.${locale}`)}
        value={alt ? alt[locale] : locale === 'en' ? image.altEn : image.altAr}
        onChange={(event) => images.setAlt(image.id, locale, event.target.value)}
        onBlur={() => void images.save(image.id)}
        error={error}
        hint={missing && !error ? <span className="missing">{t('editorImages.alt.missing')}</span> : undefined}
        max={maxAltLength}
        lang={locale}
        dir={locale === 'ar' ? 'rtl' : 'ltr'}
        autoComplete="off"
        data-missing={missing}
        data-alt-field={`${image.databaseId}-${locale}`}
      />
    );
  };

  return (
    <Fields>
      {field('en')}
      {field('ar')}
      <p className={`state ${state}`} aria-live="polite" lang={ui.lang} dir={ui.dir}>
        {state === 'saving'
          ? t('editorImages.alt.saving')
          : state === 'saved'
            ? t('editorImages.alt.saved')
            : state === 'failed'
              ? t('editorImages.alt.failed')
              : ''}
      </p>
    </Fields>
  );
}
