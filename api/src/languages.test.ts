import { GraphQLEnumType } from 'graphql';
import { describe, expect, it } from 'vitest';
import { languages } from '../../web/src/i18n/languages.ts';
import { Locale } from './db/generated/client.ts';
import { schema } from './graphql/schema.ts';

// web/src/i18n/languages.ts is the one list of the site's languages; the two the API cannot make
// from it, the database's enum (prisma/schema.prisma) and the GraphQL enum's descriptions, are held to it.
describe("the site's languages", () => {
  it('are those of the database and of the GraphQL schema', () => {
    expect(Object.values(Locale).sort()).toEqual([...languages].sort());
    const graphqlLocale = schema.getType('Locale') as GraphQLEnumType;
    expect(
      graphqlLocale
        .getValues()
        .map((value) => value.name)
        .sort(),
    ).toEqual([...languages].sort());
  });
});
