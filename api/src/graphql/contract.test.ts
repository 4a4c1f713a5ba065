import {
  BreakingChangeType,
  buildASTSchema,
  Kind,
  parse,
  visit,
  type ASTVisitor,
  type FieldDefinitionNode,
  type GraphQLSchema,
  type ObjectTypeDefinitionNode,
} from 'graphql';
import { describe, expect, it } from 'vitest';
import { acceptedBreakingChanges, type AcceptedBreakingChange } from './breakingChanges.ts';
import { checkContract, explainBreakingChanges, mayPublish } from './contract.ts';
import { printSortedSchema } from './print.ts';

// The detector at work: the published SDL against copies of it with one change made, standing in
// for a Pothos schema someone changed.

const published = printSortedSchema();

function edited(...visitors: ASTVisitor[]): GraphQLSchema {
  return buildASTSchema(visitors.reduce((document, visitor) => visit(document, visitor), parse(published)));
}

/** Rewrites the fields of one object type. */
function editFields(typeName: string, change: (fields: readonly FieldDefinitionNode[]) => FieldDefinitionNode[]): ASTVisitor {
  return {
    ObjectTypeDefinition: (node: ObjectTypeDefinitionNode) => (node.name.value === typeName ? { ...node, fields: change(node.fields ?? []) } : undefined),
  };
}

const withoutPostSlug = editFields('Post', (fields) => fields.filter((field) => field.name.value !== 'slug'));
// `posts(tag: String)` becomes `posts(tag: String!)`: every query without a tag would fail.
const tagRequired = editFields('Query', (fields) =>
  fields.map((field) =>
    field.name.value !== 'posts'
      ? field
      : {
          ...field,
          arguments: field.arguments?.map((arg) => (arg.name.value === 'tag' ? { ...arg, type: { kind: Kind.NON_NULL_TYPE, type: arg.type } } : arg)) as never,
        },
  ),
);

const slugRemoved = { type: 'FIELD_REMOVED', description: 'Post.slug was removed.' };
const mark = (change: { type: string; description: string }): AcceptedBreakingChange => ({
  type: change.type as AcceptedBreakingChange['type'],
  description: change.description,
  date: '2026-01-15',
  reason: 'A test',
});
const silent = { warn: () => {}, error: () => {} };

describe('the published contract (schema.graphql)', () => {
  it('finds nothing between the schema and its own print', () => {
    expect(checkContract(published, edited())).toEqual({ unmarked: [], marked: [], dangerous: [] });
  });

  it('reports a removed field as breaking', () => {
    expect(checkContract(published, edited(withoutPostSlug)).unmarked).toEqual([slugRemoved]);
  });

  it('reports an optional argument made required as breaking', () => {
    expect(checkContract(published, edited(tagRequired)).unmarked).toEqual([
      { type: 'ARG_CHANGED_KIND', description: 'Query.posts arg tag has changed type from String to String!.' },
    ]);
  });

  it('reports a removed enum value as breaking', () => {
    const schema = edited({
      EnumTypeDefinition: (node) =>
        node.name.value === 'PostStatus' ? { ...node, values: node.values?.filter((value) => value.name.value !== 'ARCHIVED') } : undefined,
    });
    expect(checkContract(published, schema).unmarked).toEqual([
      { type: 'VALUE_REMOVED_FROM_ENUM', description: 'ARCHIVED was removed from enum type PostStatus.' },
    ]);
  });

  it('accepts a marked change, and still reports an unmarked one made with it', () => {
    const check = checkContract(published, edited(withoutPostSlug, tagRequired), [mark(slugRemoved)]);
    expect(check.marked).toEqual([slugRemoved]);
    expect(check.unmarked.map((change) => change.type)).toEqual(['ARG_CHANGED_KIND']);
  });

  it('takes a mark only for the very change it names', () => {
    const check = checkContract(published, edited(withoutPostSlug), [mark({ type: 'FIELD_REMOVED', description: 'Post.title was removed.' })]);
    expect(check.unmarked).toEqual([slugRemoved]);
  });

  it('does not count additions as breaking; a new enum value is only dangerous', () => {
    const newField = editFields('Post', (fields) => [...fields, { ...fields[0], name: { kind: Kind.NAME, value: 'subtitle' } }]);
    expect(checkContract(published, edited(newField))).toEqual({ unmarked: [], marked: [], dangerous: [] });
    const newValue = edited({
      EnumTypeDefinition: (node) =>
        node.name.value === 'PostStatus'
          ? { ...node, values: [...(node.values ?? []), { ...node.values![0], name: { kind: Kind.NAME, value: 'REVIEW' } }] }
          : undefined,
    });
    expect(checkContract(published, newValue)).toEqual({
      unmarked: [],
      marked: [],
      dangerous: [{ type: 'VALUE_ADDED_TO_ENUM', description: 'REVIEW was added to enum type PostStatus.' }],
    });
  });

  it('explains a break with the entry to copy into breakingChanges.ts', () => {
    const text = explainBreakingChanges([slugRemoved as never], new Date('2026-03-04T10:00:00Z'));
    expect(text).toContain('FIELD_REMOVED: Post.slug was removed.');
    expect(text).toContain('api/src/graphql/breakingChanges.ts');
    expect(text).toContain(`{ type: 'FIELD_REMOVED', description: "Post.slug was removed.", date: '2026-03-04', reason: '…' },`);
  });

  it('lets `npm run generate` write an unchanged or extended schema, a first one, and a marked break; not an unmarked break', () => {
    const errors: string[] = [];
    const log = { warn: () => {}, error: (text: string) => errors.push(text) };
    expect(mayPublish(published, edited(), log)).toBe(true);
    expect(mayPublish(null, edited(withoutPostSlug), log)).toBe(true);
    expect(mayPublish(published, edited(withoutPostSlug), log)).toBe(false);
    expect(errors.join('\n')).toMatch(/Not writing schema\.graphql[\s\S]*FIELD_REMOVED: Post\.slug was removed\./);
    expect(mayPublish('type Query {', edited(), silent)).toBe(false);
  });

  it('has generate warn of dangerous changes without refusing them', () => {
    const warnings: string[] = [];
    const newDefault = editFields('Post', (fields) =>
      fields.map((field) =>
        field.name.value !== 'related'
          ? field
          : { ...field, arguments: field.arguments?.map((arg) => ({ ...arg, defaultValue: { kind: Kind.INT, value: '5' } })) as never },
      ),
    );
    expect(mayPublish(published, edited(newDefault), { warn: (text: string) => warnings.push(text), error: () => {} })).toBe(true);
    expect(warnings.join('\n')).toContain('ARG_DEFAULT_VALUE_CHANGE');
  });

  it('lists each accepted break once, with its graphql-js type, a real date and a reason', () => {
    const types = new Set<string>(Object.values(BreakingChangeType));
    const problems = acceptedBreakingChanges.flatMap((entry, index) => {
      const day = /^\d{4}-\d{2}-\d{2}$/.test(entry.date) ? new Date(`${entry.date}T00:00:00Z`) : null;
      return [
        types.has(entry.type) ? [] : [`${index}: unknown type ${entry.type}`],
        entry.description.trim() ? [] : [`${index}: no description`],
        day && day.toISOString().startsWith(entry.date) ? [] : [`${index}: date ${entry.date} is not YYYY-MM-DD`],
        entry.reason.trim() ? [] : [`${index}: no reason for consumers`],
        acceptedBreakingChanges.findIndex((other) => other.type === entry.type && other.description === entry.description) === index
          ? []
          : [`${index}: listed twice`],
      ].flat();
    });
    expect(problems).toEqual([]);
  });
});
