import { offsetToCursor } from '@pothos/plugin-relay';
import { apiError } from '../errors.ts';
import { isLanguage, languages, type Language } from '../../../web/src/i18n/languages.ts';

// Reading REST query parameters; a bad value is the caller's mistake (400 with the field named).

export function localeParam(query: URLSearchParams): Language {
  const lang = query.get('lang') ?? 'en';
  if (!isLanguage(lang)) throw apiError('BAD_USER_INPUT', `lang must be ${languages.join(' or ')}`, { lang: 'invalid' });
  return lang;
}

export function wholeNumber(query: URLSearchParams, name: string, fallback: number, max: number): number {
  const raw = query.get(name);
  if (raw === null || raw === '') return fallback;
  // Digits only: Number() would also take 1e2, 0x10 and " 5".
  const value = /^\d{1,9}$/.test(raw) ? Number(raw) : NaN;
  if (!Number.isInteger(value) || value < 1 || value > max) {
    throw apiError('BAD_USER_INPUT', `${name} must be a whole number from 1 to ${max}`, { [name]: 'invalid' });
  }
  return value;
}

/** ?page=&limit= as the connection arguments that fetch that page (offset cursors). */
export function pageParams(query: URLSearchParams, defaultLimit: number) {
  const page = wholeNumber(query, 'page', 1, 10_000);
  const limit = wholeNumber(query, 'limit', defaultLimit, 100);
  return { page, limit, first: limit, after: page > 1 ? offsetToCursor((page - 1) * limit - 1) : null };
}

export function pagination(query: URLSearchParams, defaultLimit: number, total: number) {
  const { page, limit } = pageParams(query, defaultLimit);
  return { page, limit, total, totalPages: Math.ceil(total / limit) };
}
