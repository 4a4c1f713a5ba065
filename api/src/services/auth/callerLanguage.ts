import type { Context } from '../../context.ts';
import { pageLanguage, type Language } from '../../../../web/src/i18n/languages.ts';

/**
 * The language a refusal of the staff screens is worded in: the caller's (`lang`, the language
 * cookie, Accept-Language), as a page would pick it.
 */
export function callerLanguage(ctx: Partial<Pick<Context, 'request'>>): Language {
  if (!ctx.request) return 'en';
  try {
    return pageLanguage(ctx.request, new URL(ctx.request.url));
  } catch {
    return 'en';
  }
}

/** One refusal's words in both languages, picked for the caller. */
export const inCallerLanguage = (ctx: Partial<Pick<Context, 'request'>>, words: Record<Language, string>): string => words[callerLanguage(ctx)];
