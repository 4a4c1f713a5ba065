import { GraphQLError, Kind, valueFromASTUntyped } from 'graphql';
import type { Language } from '../../../../web/src/i18n/languages.ts';
import { builder } from '../builder.ts';
import { deeperThan } from '../../http/wellFormed.ts';

/**
 * An ISO 8601 date and time with its offset (`Z` or `±hh:mm`), a real calendar day, in years 1970
 * to 9999. `new Date()` alone would roll 30 February into March, read a time without offset in the
 * server's zone, and take years past 9999, which the database (dates stored as text) sorts before
 * today: a post scheduled for year 10000 would be public at once.
 */
const isoDateTime = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,9})?)?(?:Z|[+-](\d{2}):(\d{2}))$/i;

export function parseDateTime(value: unknown): Date {
  const match = typeof value === 'string' ? isoDateTime.exec(value) : null;
  if (match) {
    const [year, month, day, hour, minute, second = '0', offsetHours = '0', offsetMinutes = '0'] = match.slice(1).map((part) => part);
    const calendar = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day)));
    const realDay = calendar.getUTCFullYear() === Number(year) && calendar.getUTCMonth() === Number(month) - 1 && calendar.getUTCDate() === Number(day);
    const realTime = Number(hour) < 24 && Number(minute) < 60 && Number(second) < 60 && Number(offsetHours) < 24 && Number(offsetMinutes) < 60;
    const date = new Date(value as string);
    if (realDay && realTime && !Number.isNaN(date.getTime()) && date.getUTCFullYear() >= 1970 && date.getUTCFullYear() <= 9999) return date;
  }
  throw new GraphQLError('DateTime must be an ISO 8601 date and time with an offset (e.g. 2026-11-22T09:30:00Z), from 1970 to 9999', {
    extensions: { code: 'BAD_USER_INPUT' },
  });
}

builder.scalarType('DateTime', {
  description: 'An instant, as an ISO 8601 string with an offset (UTC when written by the API), from 1970 to 9999',
  serialize: (value) => (value as Date).toISOString(),
  parseValue: (value) => parseDateTime(value),
  parseLiteral: (ast) => parseDateTime(ast.kind === Kind.STRING ? ast.value : null),
});

export const LocaleEnum = builder.enumType('Locale', {
  description: 'A language the site is written in',
  values: { en: { description: 'English' }, ar: { description: 'Arabic (right to left)' } } satisfies Record<Language, { description: string }>,
});

/** No page block nests half as deep: deeper is a hostile value, refused before anything walks it. */
const maxJsonDepth = 16;

function parseJson(value: unknown): unknown {
  if (deeperThan(value, maxJsonDepth)) {
    throw new GraphQLError(`A JSON value may be nested at most ${maxJsonDepth} levels deep`, { extensions: { code: 'BAD_USER_INPUT' } });
  }
  return value;
}

builder.scalarType('JSON', {
  description: `A JSON value, nested at most ${maxJsonDepth} levels: the blocks of a page and the items of a menu, whose shapes are those of the OpenAPI document (PageBlock, MenuItem) and of web/src/api/pageBlocks.ts and menuRules.ts; the service checks every one`,
  serialize: (value) => value,
  parseValue: parseJson,
  parseLiteral: (ast, variables) => parseJson(valueFromASTUntyped(ast, variables)),
});
