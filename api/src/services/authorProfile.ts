import type { Locale } from '../db/generated/client.ts';

// What readers see of an article's author: the name and bio in the page's language, else in English.

export interface AuthorTexts {
  displayName: string;
  bio: string;
  displayNameAr: string;
  bioAr: string;
}

/** The columns `authorName` and `authorBio` read. */
export const authorTextColumns = { displayName: true, bio: true, displayNameAr: true, bioAr: true } as const;

/** The Arabic text on Arabic pages when the author wrote one, else the English (also for a null locale). */
function inLanguage(english: string, arabic: string, locale: Locale | null | undefined): string {
  return locale === 'ar' && arabic.trim() ? arabic : english;
}

export function authorName(author: Pick<AuthorTexts, 'displayName' | 'displayNameAr'>, locale: Locale | null | undefined): string {
  return inLanguage(author.displayName, author.displayNameAr, locale);
}

export function authorBio(author: Pick<AuthorTexts, 'bio' | 'bioAr'>, locale: Locale | null | undefined): string {
  return inLanguage(author.bio, author.bioAr, locale);
}
