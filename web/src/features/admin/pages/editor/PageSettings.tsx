import { Trans } from 'react-i18next';
import styled from 'styled-components';
import { useTranslation } from '../../../../i18n/useTranslation.ts';
import { pageTextLimits } from '../../../../api/pageRules.ts';
import { seoShown } from '../../../../api/postRules.ts';
import { maxPathLength, normalisePath } from '../../../../api/pagePaths.ts';
import { directionOf, languages, type Language } from '../../../../i18n/languages.ts';
import { EditorInput, EditorTextArea } from '../../publishing/EditorField.tsx';
import { Panel } from '../../publishing/Panel.tsx';
import type { PageFormValues, PageTranslationValues } from '../pageForm.ts';
import { ImageField } from './ImageField.tsx';
import { useFields } from './PageEditorContext.ts';

const Columns = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
  gap: ${({ theme }) => theme.space(5)};
  @media (max-width: ${({ theme }) => theme.breakpoint.md}) {
    grid-template-columns: minmax(0, 1fr);
  }
  section {
    display: grid;
    align-content: start;
    gap: ${({ theme }) => theme.space(3)};
  }
  h3 {
    margin: 0;
    font-size: 1rem;
  }
  input[lang='ar'],
  textarea[lang='ar'] {
    font-family: ${({ theme }) => theme.font.arabic};
  }
`;

/** The page's address, and per language what search engines and link previews show (a language is written once it has a title). */
export function PageSettings({
  values,
  isHome,
  livePath,
  onPath,
  onTranslation,
}: {
  values: PageFormValues;
  /** The home page stays at / (the API refuses to move it). */
  isHome: boolean;
  /** The path visitors read the page at now (published, its time come), or null. */
  livePath: string | null;
  onPath: (path: string) => void;
  onTranslation: (language: Language, field: keyof PageTranslationValues, value: string) => void;
}) {
  const { t } = useTranslation('admin');
  const { errors, message } = useFields();
  const errorAt = (key: string) => (errors[key] ? message(key, errors[key]) : null);
  const moved = livePath !== null && values.path.trim() !== '' && normalisePath(values.path) !== livePath;
  // A path reads left to right in Arabic text too: bidi would otherwise put its slashes at the wrong ends.
  const hint = <Trans t={t} i18nKey={isHome ? 'pages.editor.homePathHint' : 'pages.editor.pathHint'} components={{ path: <bdi dir="ltr" /> }} />;
  return (
    <Panel aria-labelledby="page-settings-heading">
      <h2 id="page-settings-heading">{t('pages.editor.settings')}</h2>
      <EditorInput
        label={t('pages.editor.path')}
        hint={
          moved ? (
            <>
              {hint}
              <br />
              <span data-testid="path-redirect">
                <Trans t={t} i18nKey="pages.editor.pathRedirect" components={{ old: <bdi dir="ltr" /> }} values={{ path: livePath }} />
              </span>
            </>
          ) : (
            hint
          )
        }
        value={values.path}
        readOnly={isHome}
        onChange={(event) => onPath(event.target.value)}
        error={errorAt('path')}
        dir="ltr"
        data-field="path"
        maxLength={maxPathLength}
        spellCheck={false}
        autoCapitalize="off"
      />
      <Columns>
        {languages.map((language) => (
          <section key={language} aria-labelledby={`seo-${language}`}>
            <h3 id={`seo-${language}`}>{t(`pages.languages.${language}`)}</h3>
            <EditorInput
              label={t('pages.editor.pageTitle')}
              value={values.translations[language].title}
              max={pageTextLimits.title}
              shown={seoShown.seoTitle}
              onChange={(event) => onTranslation(language, 'title', event.target.value)}
              error={errorAt(`translations.${language}.title`)}
              data-field={`translations.${language}.title`}
              lang={language}
              dir={directionOf(language)}
            />
            <EditorTextArea
              label={t('pages.editor.description')}
              value={values.translations[language].description}
              max={pageTextLimits.description}
              shown={seoShown.seoDescription}
              rows={3}
              onChange={(event) => onTranslation(language, 'description', event.target.value)}
              error={errorAt(`translations.${language}.description`)}
              data-field={`translations.${language}.description`}
              lang={language}
              dir={directionOf(language)}
            />
            <ImageField
              label={t('pages.editor.socialImage')}
              value={values.translations[language].socialImage}
              path={`translations.${language}.socialImage`}
              onChange={(value) => onTranslation(language, 'socialImage', value)}
            />
          </section>
        ))}
      </Columns>
      <p className="muted">{t('pages.editor.languagesHint')}</p>
    </Panel>
  );
}
