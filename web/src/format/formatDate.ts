import { dateFormat } from './intl.ts';

// A date's text is a function of its moment and language alone, and writing one (ICU, in Dubai's
// time zone) cost a server render 0.05 ms a date: the texts written are kept, as many as a few
// thousand publication dates need (the oldest written leave first).
const written = new Map<string, string>();
const writtenMax = 5_000;

/** A publication date as readers of the language expect it (Gregorian, Western digits). */
export function formatDate(iso: string, language: string): string {
  const key = `${language} ${iso}`;
  let text = written.get(key);
  if (text === undefined) {
    text = dateFormat(language, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Asia/Dubai' }).format(new Date(iso));
    if (written.size >= writtenMax) written.delete(written.keys().next().value!);
    written.set(key, text);
  }
  return text;
}
