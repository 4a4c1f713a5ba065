export const languages = ['en', 'ar'] as const;
export type Language = (typeof languages)[number];

export const namespaces = ['common', 'content', 'regional', 'navigation', 'hero', 'useCases', 'blog', 'contact', 'components', 'ui'] as const;
export type Namespace = (typeof namespaces)[number];

export const languageStorageKey = 'i18nextLng';

export function directionOf(language: string): 'rtl' | 'ltr' {
  return language === 'ar' ? 'rtl' : 'ltr';
}

/** Narrows whatever i18next reports (ar-AE, en-US…) to one of our languages. */
export function toLanguage(value: string | undefined): Language {
  return value?.toLowerCase().startsWith('ar') ? 'ar' : 'en';
}
