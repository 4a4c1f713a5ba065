import type { Language } from '../../i18n/languages.ts';

/** A staff member's name as the admin panel shows it in `language`: their Arabic name in Arabic when they have one. */
export function staffName(user: { displayName: string; displayNameAr?: string | null }, language: Language): string {
  return language === 'ar' && user.displayNameAr?.trim() ? user.displayNameAr : user.displayName;
}
