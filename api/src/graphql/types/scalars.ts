import { GraphQLError, Kind } from 'graphql';
import { builder } from '../builder.ts';

builder.scalarType('DateTime', {
  description: 'An instant, as an ISO 8601 string in UTC',
  serialize: (value) => (value as Date).toISOString(),
  parseValue: (value) => {
    const date = typeof value === 'string' ? new Date(value) : null;
    if (!date || Number.isNaN(date.getTime())) throw new GraphQLError('DateTime must be an ISO 8601 string');
    return date;
  },
  parseLiteral: (ast) => {
    const date = ast.kind === Kind.STRING ? new Date(ast.value) : null;
    if (!date || Number.isNaN(date.getTime())) throw new GraphQLError('DateTime must be an ISO 8601 string');
    return date;
  },
});

export const LocaleEnum = builder.enumType('Locale', {
  description: 'A language the site is written in',
  values: { en: { description: 'English' }, ar: { description: 'Arabic (right to left)' } } as const,
});
