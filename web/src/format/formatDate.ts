import { dateFormat } from './intl.ts';

/** A publication date as readers of the language expect it (Gregorian, Western digits). */
export function formatDate(iso: string, language: string): string {
  return dateFormat(language, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Asia/Dubai' }).format(new Date(iso));
}
