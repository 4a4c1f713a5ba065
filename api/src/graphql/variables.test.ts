import { getOperationAST, getVariableValues, parse } from 'graphql';
import { describe, expect, it } from 'vitest';
import { schema } from '../graphql/schema.ts';
import { variablesMisfit } from './variables.ts';

// Variables that graphql-js refuses (a REST route's, or sent to /graphql) are named to the caller by
// walking them against their types, not by reading graphql-js's words (issue 21): the field at fault
// by its path, left out or of the wrong kind, and our scalars' own words.

const operation = getOperationAST(
  parse('mutation ($input: CreatePostInput!, $locale: Locale!, $at: DateTime, $tags: [String!]) { createPost(input: $input) { post { id } } }'),
)!;
const post = { status: 'DRAFT', translations: { en: { title: 'A title' } } };

function misfit(values: Record<string, unknown>) {
  const error = variablesMisfit(schema, operation, values);
  return error && { message: error.message, details: error.details };
}

describe('variables that do not fit their types', () => {
  it.each([
    ['a required variable left out', { locale: 'en' }, { message: 'input is required', details: { input: 'required' } }],
    ['a required variable null', { input: null, locale: 'en' }, { message: 'input is required', details: { input: 'required' } }],
    [
      'a required field left out',
      { input: { translations: post.translations }, locale: 'en' },
      { message: 'status is required', details: { status: 'required' } },
    ],
    [
      'a field of the wrong type',
      { input: { ...post, featured: 'yes' }, locale: 'en' },
      { message: 'featured has a value of the wrong type', details: { featured: 'invalid' } },
    ],
    [
      'a field the type does not have',
      { input: { ...post, colour: 'red' }, locale: 'en' },
      { message: 'colour has a value of the wrong type', details: { colour: 'invalid' } },
    ],
    [
      'a list item of the wrong type',
      { input: post, locale: 'en', tags: ['a', 2] },
      { message: 'tags has a value of the wrong type', details: { tags: 'invalid' } },
    ],
    ['a list item null', { input: { ...post, tags: [null] }, locale: 'en' }, { message: 'tags has a value of the wrong type', details: { tags: 'invalid' } }],
    ['an enum value it does not have', { input: post, locale: 'fr' }, { message: 'locale has a value of the wrong type', details: { locale: 'invalid' } }],
    // Named by its whole path, as the services name the fields they refuse (a list's item by its list).
    [
      'a nested required field left out',
      { input: { ...post, translations: { ar: { body: 'نص' } } }, locale: 'en' },
      { message: 'translations.ar.title is required', details: { 'translations.ar.title': 'required' } },
    ],
    [
      'a nested field of the wrong type',
      { input: { ...post, translations: { en: { title: 'A title', body: 5 } } }, locale: 'en' },
      { message: 'translations.en.body has a value of the wrong type', details: { 'translations.en.body': 'invalid' } },
    ],
  ])('%s', (_what, values, expected) => {
    expect(getVariableValues(schema, operation.variableDefinitions!, values).errors).toBeDefined();
    expect(misfit(values)).toEqual(expected);
  });

  it('give our scalars’ own words', () => {
    expect(misfit({ input: post, locale: 'en', at: '30 February' })).toEqual({
      message: 'DateTime must be an ISO 8601 date and time with an offset (e.g. 2026-11-22T09:30:00Z), from 1970 to 9999',
      details: { at: 'invalid' },
    });
  });

  it('are none when graphql-js takes them', () => {
    const values = { input: { ...post, tags: 'one' }, locale: 'ar', at: '2026-11-22T09:30:00Z' };
    expect(getVariableValues(schema, operation.variableDefinitions!, values).errors).toBeUndefined();
    expect(misfit(values)).toBeNull();
  });
});
