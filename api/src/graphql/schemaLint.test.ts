import { buildSchema } from 'graphql';
import { describe, expect, it } from 'vitest';
import { schema } from './schema.ts';
import { formatCounts, formatViolations, lintSchema, schemaLintExceptions } from './schemaLint.ts';

// A schema that breaks each rule once, where the comment says.
const faulty = buildSchema(`
  """Reads"""
  type Query {
    """A list"""
    things(
      """how many""" # lowercase
      first: Int
      """Start after it"""
      after: String
    ): ThingConnection!
    unpaged: ThingConnection! # no description, no paging arguments
    """Snake"""
    snake_field(Bad_Arg: Int): String # field and argument names, argument description
    """Old"""
    old: String @deprecated # no reason
    """Colour"""
    colour(
      """Which"""
      which: colour_choice
      """Filter"""
      filter: ThingFilter
    ): String
  }

  """A page"""
  type ThingConnection {
    """Items"""
    edges: [ThingEdge!]!
    """Where"""
    pageInfo: PageInfo # nullable
  }

  """One item"""
  type ThingEdge {
    """Item"""
    node: String!
    """Place"""
    cursor: String # nullable
  }

  """Where a page lies"""
  type PageInfo {
    """More after"""
    hasNextPage: Boolean!
    """More before"""
    hasPreviousPage: Boolean # nullable
    """First"""
    startCursor: String
    """Last"""
    endCursor: String
  }

  enum colour_choice { # no description, not PascalCase
    """Red"""
    red # not ALL_CAPS
    BLUE # no description
  }

  """A filter"""
  input ThingFilter {
    name: String # no description
    """Longest"""
    Max_Length: Int # not camelCase
  }

  """Never reached"""
  type Orphan {
    """X"""
    x: String
  }
`);

describe('schema linter', () => {
  it('passes the running schema: every type, field, argument, input field and enum value described', () => {
    const { violations, counts } = lintSchema(schema);
    expect(violations, `Fix these in api/src/graphql (see schemaLint.ts for the rules):\n${formatViolations(violations)}`).toEqual([]);
    for (const [kind, { total, described }] of Object.entries(counts)) expect(described, `${kind}: ${formatCounts(counts)}`).toBe(total);
  });

  it('keeps no exception that no longer excuses anything', () => {
    const excused = lintSchema(schema).excused.map((violation) => `${violation.rule} ${violation.coordinate}`);
    const listed = Object.entries(schemaLintExceptions).flatMap(([rule, coordinates]) => Object.keys(coordinates).map((coordinate) => `${rule} ${coordinate}`));
    expect(excused.sort()).toEqual(listed.sort());
  });

  it('finds each rule broken, at its coordinate', () => {
    const found = lintSchema(faulty, {}).violations.map((violation) => `${violation.rule} ${violation.coordinate}`);
    expect(found.sort()).toEqual(
      [
        'descriptions-are-capitalized Query.things(first:)',
        'fields-have-descriptions Query.unpaged',
        'relay-connection-arguments-spec Query.unpaged',
        'fields-are-camel-cased Query.snake_field',
        'arguments-have-descriptions Query.snake_field(Bad_Arg:)',
        'arguments-are-camel-cased Query.snake_field(Bad_Arg:)',
        'deprecations-have-a-reason Query.old',
        'relay-connection-types-spec ThingConnection.pageInfo',
        'relay-connection-types-spec ThingEdge.cursor',
        'relay-page-info-spec PageInfo.hasPreviousPage',
        'types-have-descriptions colour_choice',
        'types-are-pascal-cased colour_choice',
        'enum-values-all-caps colour_choice.red',
        'enum-values-have-descriptions colour_choice.BLUE',
        'input-object-values-have-descriptions ThingFilter.name',
        'input-object-values-are-camel-cased ThingFilter.Max_Length',
        'defined-types-are-used Orphan',
      ].sort(),
    );
  });

  it('words each violation with its coordinate and rule', () => {
    const { violations } = lintSchema(faulty, {});
    expect(formatViolations(violations.filter((violation) => violation.coordinate === 'Query.snake_field(Bad_Arg:)'))).toBe(
      'Query.snake_field(Bad_Arg:): the argument has no description [arguments-have-descriptions]\n' +
        'Query.snake_field(Bad_Arg:): argument names are camelCase [arguments-are-camel-cased]',
    );
  });

  it('lets an exception excuse one coordinate of one rule, and nothing else', () => {
    const report = lintSchema(faulty, { 'enum-values-all-caps': { 'colour_choice.red': 'A test' } });
    expect(report.excused).toEqual([expect.objectContaining({ rule: 'enum-values-all-caps', coordinate: 'colour_choice.red', reason: 'A test' })]);
    expect(report.violations.map((violation) => violation.coordinate)).not.toContain('colour_choice.red');
    expect(report.violations.map((violation) => violation.rule)).toContain('types-are-pascal-cased');
  });

  it('counts what is described', () => {
    expect(lintSchema(faulty, {}).counts).toEqual({
      types: { total: 7, described: 6 },
      fields: { total: 14, described: 13 },
      arguments: { total: 5, described: 4 },
      inputFields: { total: 2, described: 1 },
      enumValues: { total: 2, described: 1 },
    });
  });
});
