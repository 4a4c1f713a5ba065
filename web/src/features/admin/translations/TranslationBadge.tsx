import { StatusBadge, type BadgeTone } from '../StatusBadge.tsx';
import type { Language } from '../../../i18n/languages.ts';
import { useTranslation } from '../../../i18n/useTranslation.ts';

// One language's translation status as a badge: its name and its state in words (the colour only
// repeats what the words say).

export type TranslationState = 'MISSING' | 'UP_TO_DATE' | 'OUT_OF_DATE' | '%future added value';

const tones: Record<string, BadgeTone> = { MISSING: 'quiet', UP_TO_DATE: 'success', OUT_OF_DATE: 'warning' };
const keys: Record<string, string> = { MISSING: 'missing', UP_TO_DATE: 'upToDate', OUT_OF_DATE: 'outOfDate' };

export function TranslationBadge({ locale, state, short = false }: { locale: Language; state: TranslationState; short?: boolean }) {
  const { t } = useTranslation('admin');
  const language = t(`translations.languages.${locale}`);
  const words = t(`translations.state.${keys[state] ?? 'upToDate'}`);
  return (
    <StatusBadge $tone={tones[state] ?? 'neutral'} $dim={state === 'UP_TO_DATE'} data-translation-state={state} data-locale={locale}>
      {short ? (
        <>
          <abbr title={language} lang={locale}>
            {locale.toUpperCase()}
          </abbr>
          <span>{words}</span>
        </>
      ) : (
        <span>{t('translations.badge', { language, state: words })}</span>
      )}
    </StatusBadge>
  );
}
