import {
  getNamedType,
  isEnumType,
  isInputObjectType,
  isInterfaceType,
  isIntrospectionType,
  isListType,
  isNonNullType,
  isObjectType,
  isScalarType,
  isSpecifiedDirective,
  isSpecifiedScalarType,
  isUnionType,
  type GraphQLArgument,
  type GraphQLField,
  type GraphQLNamedType,
  type GraphQLOutputType,
  type GraphQLSchema,
} from 'graphql';

// Our own rules for the published schema, named and worded after graphql-schema-linter's (unmaintained
// since 2022): they run on the running schema, so what introspection shows is what is checked.

export const schemaLintRules = [
  'types-have-descriptions',
  'fields-have-descriptions',
  'arguments-have-descriptions',
  'input-object-values-have-descriptions',
  'enum-values-have-descriptions',
  'descriptions-are-capitalized',
  'deprecations-have-a-reason',
  'defined-types-are-used',
  'types-are-pascal-cased',
  'fields-are-camel-cased',
  'arguments-are-camel-cased',
  'input-object-values-are-camel-cased',
  'enum-values-all-caps',
  'relay-connection-types-spec',
  'relay-connection-arguments-spec',
  'relay-page-info-spec',
] as const;

export type SchemaLintRule = (typeof schemaLintRules)[number];

/**
 * Deliberate departures, by rule and schema coordinate, each with its reason. Everything else keeps
 * the rule; an exception that no longer matches a violation fails the linter's test.
 */
export const schemaLintExceptions: Partial<Record<SchemaLintRule, Record<string, string>>> = {
  'enum-values-all-caps': {
    // Renaming them would break every operation that writes `locale: en` (the web app's included).
    'Locale.en': 'The language codes as the site spells them everywhere (?lang=en, hreflang, the REST lang parameter)',
    'Locale.ar': 'The language codes as the site spells them everywhere (?lang=ar, hreflang, the REST lang parameter)',
  },
};

export interface SchemaLintViolation {
  rule: SchemaLintRule;
  /** Where: `Type`, `Type.field`, `Type.field(arg:)` or `Enum.VALUE`. */
  coordinate: string;
  message: string;
}

/** How many of each kind of schema member there are, and how many carry a description. */
export type DescriptionCounts = Record<'types' | 'fields' | 'arguments' | 'inputFields' | 'enumValues', { total: number; described: number }>;

export interface SchemaLintReport {
  violations: SchemaLintViolation[];
  /** Violations the exception list allows, with its reason. */
  excused: (SchemaLintViolation & { reason: string })[];
  counts: DescriptionCounts;
}

const pascalCase = /^[A-Z][A-Za-z0-9]*$/;
const camelCase = /^[a-z][A-Za-z0-9]*$/;
const allCaps = /^[A-Z][A-Z0-9_]*$/;

/** The types a schema defines itself: not introspection's, not the built-in scalars. */
function ownTypes(schema: GraphQLSchema): GraphQLNamedType[] {
  return Object.values(schema.getTypeMap()).filter((type) => !isIntrospectionType(type) && !isSpecifiedScalarType(type));
}

/** Every rule on `schema`; what the exception list names comes back as excused, not as a violation. */
export function lintSchema(schema: GraphQLSchema, exceptions = schemaLintExceptions): SchemaLintReport {
  const found: SchemaLintViolation[] = [];
  const report = (rule: SchemaLintRule, coordinate: string, message: string) => found.push({ rule, coordinate, message });
  const counts: DescriptionCounts = {
    types: { total: 0, described: 0 },
    fields: { total: 0, described: 0 },
    arguments: { total: 0, described: 0 },
    inputFields: { total: 0, described: 0 },
    enumValues: { total: 0, described: 0 },
  };

  /** Counts a member and reports a missing or lowercase description. */
  const described = (kind: keyof DescriptionCounts, rule: SchemaLintRule, coordinate: string, what: string, description: string | null | undefined) => {
    counts[kind].total += 1;
    const text = description?.trim() ?? '';
    if (!text) {
      report(rule, coordinate, `${what} has no description`);
      return;
    }
    counts[kind].described += 1;
    if (/^\p{Ll}/u.test(text)) report('descriptions-are-capitalized', coordinate, 'its description should start with a capital letter');
  };
  const deprecation = (coordinate: string, reason: string | null | undefined) => {
    if (reason != null && (!reason.trim() || reason === 'No longer supported'))
      report('deprecations-have-a-reason', coordinate, 'is deprecated without saying why or what to use instead');
  };
  const argumentsOf = (coordinate: string, args: readonly GraphQLArgument[]) => {
    for (const arg of args) {
      const at = `${coordinate}(${arg.name}:)`;
      described('arguments', 'arguments-have-descriptions', at, 'the argument', arg.description);
      if (!camelCase.test(arg.name)) report('arguments-are-camel-cased', at, 'argument names are camelCase');
      deprecation(at, arg.deprecationReason);
    }
  };

  for (const type of ownTypes(schema)) {
    described('types', 'types-have-descriptions', type.name, 'the type', type.description);
    if (!pascalCase.test(type.name)) report('types-are-pascal-cased', type.name, 'type names are PascalCase');
    if (isObjectType(type) || isInterfaceType(type)) {
      for (const field of Object.values(type.getFields())) {
        const at = `${type.name}.${field.name}`;
        described('fields', 'fields-have-descriptions', at, 'the field', field.description);
        if (!camelCase.test(field.name)) report('fields-are-camel-cased', at, 'field names are camelCase');
        deprecation(at, field.deprecationReason);
        argumentsOf(at, field.args);
      }
    } else if (isInputObjectType(type)) {
      for (const field of Object.values(type.getFields())) {
        const at = `${type.name}.${field.name}`;
        described('inputFields', 'input-object-values-have-descriptions', at, 'the input field', field.description);
        if (!camelCase.test(field.name)) report('input-object-values-are-camel-cased', at, 'input field names are camelCase');
        deprecation(at, field.deprecationReason);
      }
    } else if (isEnumType(type)) {
      for (const value of type.getValues()) {
        const at = `${type.name}.${value.name}`;
        described('enumValues', 'enum-values-have-descriptions', at, 'the enum value', value.description);
        if (!allCaps.test(value.name)) report('enum-values-all-caps', at, 'enum values are ALL_CAPS');
        deprecation(at, value.deprecationReason);
      }
    }
  }
  for (const directive of schema.getDirectives()) {
    if (!isSpecifiedDirective(directive)) argumentsOf(`@${directive.name}`, directive.args);
  }
  unusedTypes(schema, report);
  relayConnections(schema, report);

  const excused: SchemaLintReport['excused'] = [];
  const violations = found.filter((violation) => {
    const reason = exceptions[violation.rule]?.[violation.coordinate];
    if (reason) excused.push({ ...violation, reason });
    return !reason;
  });
  return { violations, excused, counts };
}

type Report = (rule: SchemaLintRule, coordinate: string, message: string) => void;

/** defined-types-are-used: every type is reachable from Query or Mutation (through fields, arguments, unions and interfaces). */
function unusedTypes(schema: GraphQLSchema, report: Report) {
  const roots = [schema.getQueryType(), schema.getMutationType(), schema.getSubscriptionType()].filter((root) => root != null);
  const reached = new Set<string>();
  const visit = (type: GraphQLNamedType) => {
    if (reached.has(type.name)) return;
    reached.add(type.name);
    if (isObjectType(type) || isInterfaceType(type)) {
      for (const field of Object.values(type.getFields())) {
        visit(getNamedType(field.type));
        for (const arg of field.args) visit(getNamedType(arg.type));
      }
      // An interface is asked for through its implementations.
      if (isInterfaceType(type)) for (const implementation of schema.getPossibleTypes(type)) visit(implementation);
    } else if (isUnionType(type)) {
      for (const member of type.getTypes()) visit(member);
    } else if (isInputObjectType(type)) {
      for (const field of Object.values(type.getFields())) visit(getNamedType(field.type));
    }
  };
  roots.forEach(visit);
  for (const directive of schema.getDirectives()) for (const arg of directive.args) visit(getNamedType(arg.type));
  for (const type of ownTypes(schema)) {
    if (!reached.has(type.name)) report('defined-types-are-used', type.name, 'is defined but no field, argument or input of the schema leads to it');
  }
}

/** The relay rules: Connection types, the arguments of fields returning them, and PageInfo (the Relay connection spec). */
function relayConnections(schema: GraphQLSchema, report: Report) {
  let connections = 0;
  for (const type of ownTypes(schema)) {
    if (!type.name.endsWith('Connection')) continue;
    connections += 1;
    if (!isObjectType(type)) {
      report('relay-connection-types-spec', type.name, 'a type named …Connection must be an object type');
      continue;
    }
    const { edges, pageInfo } = type.getFields();
    const edgeType = edges && listItemType(edges.type);
    if (!edgeType || !isObjectType(edgeType)) {
      report('relay-connection-types-spec', `${type.name}.edges`, 'a connection has an `edges` field returning a list of edge objects');
    } else {
      const { node, cursor } = edgeType.getFields();
      if (!node) report('relay-connection-types-spec', `${edgeType.name}.node`, 'an edge has a `node` field');
      if (!cursor || !isNonNullType(cursor.type) || !isScalarType(cursor.type.ofType)) {
        report('relay-connection-types-spec', `${edgeType.name}.cursor`, 'an edge has a `cursor` field returning a non-null scalar');
      }
    }
    if (!pageInfo || !isNonNullType(pageInfo.type) || getNamedType(pageInfo.type).name !== 'PageInfo') {
      report('relay-connection-types-spec', `${type.name}.pageInfo`, 'a connection has a `pageInfo: PageInfo!` field');
    }
  }
  for (const type of ownTypes(schema)) {
    if (!isObjectType(type) && !isInterfaceType(type)) continue;
    for (const field of Object.values(type.getFields())) {
      if (getNamedType(field.type).name.endsWith('Connection')) connectionArguments(`${type.name}.${field.name}`, field, report);
    }
  }
  if (connections > 0) pageInfoType(schema, report);
}

function listItemType(type: GraphQLOutputType): GraphQLNamedType | null {
  const list = isNonNullType(type) ? type.ofType : type;
  return isListType(list) ? getNamedType(list) : null;
}

/** Forward paging (`first: Int`, `after: String`), backward paging (`last: Int`, `before: String`), or both. */
function connectionArguments(coordinate: string, field: GraphQLField<unknown, unknown>, report: Report) {
  const arg = (name: string) => field.args.find((candidate) => candidate.name === name);
  const isCount = (name: string) => arg(name) && getNamedType(arg(name)!.type).name === 'Int' && !isNonNullType(arg(name)!.type);
  const isCursor = (name: string) => arg(name) && isScalarType(getNamedType(arg(name)!.type)) && !isNonNullType(arg(name)!.type);
  const forward = isCount('first') && isCursor('after');
  const backward = isCount('last') && isCursor('before');
  if (!forward && !backward) {
    report(
      'relay-connection-arguments-spec',
      coordinate,
      'a field returning a connection takes `first: Int` and `after: String`, or `last: Int` and `before: String`, or all four',
    );
  }
}

function pageInfoType(schema: GraphQLSchema, report: Report) {
  const pageInfo = schema.getType('PageInfo');
  if (!pageInfo || !isObjectType(pageInfo)) return report('relay-page-info-spec', 'PageInfo', 'a schema with connections has a PageInfo object type');
  const fields = pageInfo.getFields();
  for (const name of ['hasNextPage', 'hasPreviousPage']) {
    const field = fields[name];
    if (!field || !isNonNullType(field.type) || getNamedType(field.type).name !== 'Boolean')
      report('relay-page-info-spec', `PageInfo.${name}`, 'PageInfo has it as `Boolean!`');
  }
  for (const name of ['startCursor', 'endCursor']) {
    const field = fields[name];
    if (!field || !isScalarType(getNamedType(field.type)))
      report('relay-page-info-spec', `PageInfo.${name}`, 'PageInfo has it as a cursor scalar (null on an empty page)');
  }
}

/** One line per violation: `Type.field(arg:): message [rule]`. */
export function formatViolations(violations: readonly SchemaLintViolation[]): string {
  return violations.map((violation) => `${violation.coordinate}: ${violation.message} [${violation.rule}]`).join('\n');
}

/** "412 of 412 fields", per kind. */
export function formatCounts(counts: DescriptionCounts): string {
  return Object.entries(counts)
    .map(([kind, { total, described }]) => `${described} of ${total} ${kind.replace(/[A-Z]/g, (letter) => ` ${letter.toLowerCase()}`)}`)
    .join(', ');
}
