import { useTranslation } from '../../../i18n/useTranslation.ts';

// The lists' filter by translation status, kept in the address (`?translation=ar-out-of-date`) as
// their other filters are (useAddressFilters).

export const translationFilters = ['all', 'ar-out-of-date', 'en-out-of-date', 'missing'] as const;
export type TranslationFilterValue = (typeof translationFilters)[number];

const labels: Record<TranslationFilterValue, string> = {
  all: 'all',
  'ar-out-of-date': 'arOutOfDate',
  'en-out-of-date': 'enOutOfDate',
  missing: 'missing',
};

export function translationFilterOf(params: URLSearchParams): TranslationFilterValue {
  const value = params.get('translation') ?? '';
  return (translationFilters as readonly string[]).includes(value) ? (value as TranslationFilterValue) : 'all';
}

/** The API's TranslationFilter for the address's filter (null: every post). */
export function translationArgument(params: URLSearchParams): 'AR_OUT_OF_DATE' | 'EN_OUT_OF_DATE' | 'MISSING' | null {
  const filter = translationFilterOf(params);
  if (filter === 'all') return null;
  return filter === 'missing' ? 'MISSING' : filter === 'ar-out-of-date' ? 'AR_OUT_OF_DATE' : 'EN_OUT_OF_DATE';
}

/** Whether a language's states pass the filter (the pages list filters in the browser). */
export function matchesTranslationFilter(filter: TranslationFilterValue, statuses: readonly { locale: string; state: string }[]): boolean {
  if (filter === 'all') return true;
  if (filter === 'missing') return statuses.some((status) => status.state === 'MISSING');
  const locale = filter === 'ar-out-of-date' ? 'ar' : 'en';
  return statuses.some((status) => status.locale === locale && status.state === 'OUT_OF_DATE');
}

export function TranslationFilterSelect({ value, onChange }: { value: TranslationFilterValue; onChange: (value: TranslationFilterValue) => void }) {
  const { t } = useTranslation('admin');
  return (
    <select
      aria-label={t('translations.filter.label')}
      value={value}
      onChange={(e) => onChange(e.target.value as TranslationFilterValue)}
      data-testid="translation-filter"
    >
      {translationFilters.map((filter) => (
        <option key={filter} value={filter}>
          {t(`translations.filter.${labels[filter]}`)}
        </option>
      ))}
    </select>
  );
}
