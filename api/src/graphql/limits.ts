import { maxAliasesPlugin } from '@escape.tech/graphql-armor-max-aliases';
import { maxDepthPlugin } from '@escape.tech/graphql-armor-max-depth';
import { maxDirectivesPlugin } from '@escape.tech/graphql-armor-max-directives';
import { maxTokensPlugin } from '@escape.tech/graphql-armor-max-tokens';
import type { GraphQLArmorRejectCallback } from '@escape.tech/graphql-armor-types';
import {
  getNullableType,
  getOperationAST,
  GraphQLError,
  isListType,
  Kind,
  type ASTNode,
  type ExecutionArgs,
  type GraphQLOutputType,
  type TypeNode,
} from 'graphql';
import { getComplexity, type ComplexityEstimator } from 'graphql-query-complexity';
import type { Plugin } from 'graphql-yoga';
import { deeperThan, maxInputDepth } from '../http/wellFormed.ts';

// What one GraphQL request may ask for. The web app's largest operations have about 110 tokens,
// fields 5 deep, no alias, one directive and a cost under 1,000 (limits.test.ts runs them all).
export const graphqlLimits = {
  // 9x the app's largest operation (and GraphiQL's 184-token introspection); keeps the parser's recursion shallow.
  tokens: 1000,
  // The deepest selection we send is 5 fields (posts.edges.node.tags.name); two more levels of room.
  depth: 7,
  // The app sends none; ten let a consumer ask for a few variants (both languages) at once.
  aliases: 10,
  // The app sends one (@include); ten allow an @include/@skip on each optional part of a screen.
  directives: 10,
  // 100 posts with the blog card's fields cost 5,600 (a field is 1, times the rows it may return);
  // two such pages, or 100 posts with 12 related posts each with 12 more, do not pass.
  cost: 10_000,
} as const;

// A list without `first`/`last` or a list argument (a post's tags, all tags) is assumed this long,
// unless its field declares how long it can be (`extensions: { maxItems }`, which also bounds a `first`).
const assumedListLength = 10;
// A connection asked without `first`/`last` returns its default page (at most 20 rows).
const defaultPageSize = 20;
// Looking a record up by id is a database read of its own, whatever little is selected of it.
const lookupCost = 10;
// A field whose answer is a whole document (a page's blocks: up to ~40 KB each, built from many
// texts) declares what it costs (`extensions: { cost }`), so no request asks for hundreds of them.
export const documentCost = 50;
// A diff of a language's source (translationChanges): up to ~0.2 s for bodies of 100,000 characters
// each, so a request asks for four at most (twenty in a list took 2.4 s: found by the outside attack).
export const diffCost = 200;
// No list argument (the ids of `nodes`) may be longer: each item is work.
const maxListArgument = 100;

export const refusalCodes = [
  'TOO_MANY_TOKENS',
  'QUERY_TOO_DEEP',
  'TOO_MANY_ALIASES',
  'TOO_MANY_DIRECTIVES',
  'QUERY_TOO_COSTLY',
  'VARIABLES_TOO_DEEP',
  'INTROSPECTION_DISABLED',
] as const;
export type RefusalCode = (typeof refusalCodes)[number];

/** An operation the server will not run: always HTTP 400 with the code, never logged as a fault. */
export function refusal(code: RefusalCode, message: string, nodes?: readonly ASTNode[]): GraphQLError {
  return new GraphQLError(message, { nodes, extensions: { code } });
}

function isRefusal(error: GraphQLError): boolean {
  return (refusalCodes as readonly unknown[]).includes(error.extensions?.code);
}

/** graphql-armor reports "Syntax Error: <limit> exceeded"; it is neither syntax nor a fault, so it gets our code. */
function reportAs(code: RefusalCode): GraphQLArmorRejectCallback {
  return (context, error) => {
    const refused = refusal(code, error.message.replace(/^Syntax Error: /, ''));
    // The token limit stops the parser, which has no context to report to.
    if (!context) throw refused;
    context.reportError(refused);
  };
}

/** A field costs 1 (or what it declares) plus what it selects, times the rows it may return. */
const fieldCost: ComplexityEstimator = ({ type, field, args, childComplexity }) => {
  // Introspection is answered from the schema in memory.
  if (type.name.startsWith('__') || field.name.startsWith('__')) return 0;
  const declared = field.extensions?.cost;
  const own = typeof declared === 'number' ? declared : field.name === 'node' || field.name === 'nodes' ? lookupCost : 1;
  // What it asks for (`first`), never more than the field returns (a post's `related`: 12 at most).
  const maxItems = field.extensions?.maxItems;
  const rows = rowsOf(field.name, field.type, args);
  return (typeof maxItems === 'number' ? Math.min(maxItems, rows) : rows) * (own + childComplexity);
};

function rowsOf(name: string, type: GraphQLOutputType, args: Record<string, unknown>): number {
  const page = args.first ?? args.last;
  if (typeof page === 'number') return Math.max(page, 1);
  const list = Object.values(args).find(Array.isArray);
  if (list) return list.length > maxListArgument ? Infinity : Math.max(list.length, 1);
  if (getNullableType(type).toString().endsWith('Connection')) return defaultPageSize;
  // A connection's edges are already counted by the connection's `first`.
  if (isListType(getNullableType(type)) && name !== 'edges') return assumedListLength;
  return 1;
}

/** The operation's cost with its variables, or null when the variables are wrong (execution reports that). */
function operationCost(args: ExecutionArgs): number | null {
  try {
    return getComplexity({
      schema: args.schema,
      query: args.document,
      variables: (args.variableValues ?? {}) as Record<string, unknown>,
      operationName: args.operationName ?? undefined,
      estimators: [fieldCost],
    });
  } catch (error) {
    // Bad variables point at their definitions; anything else is a document too big to count.
    if (error instanceof GraphQLError && error.nodes?.length) return null;
    return Infinity;
  }
}

/**
 * Costs already counted, by document (Yoga's parse cache hands back the same one for the same text),
 * operation and variables: counting walks the whole document. The text of a String or ID variable
 * (a cursor, a search) changes no cost, so it is left out of the key. A cost that could not be
 * counted (variables that do not fit their types) is not kept.
 */
const knownCosts = new WeakMap<ExecutionArgs['document'], Map<string, number>>();
const maxCostsPerDocument = 100;

function cachedOperationCost(args: ExecutionArgs): number | null {
  let costs = knownCosts.get(args.document);
  if (!costs) knownCosts.set(args.document, (costs = new Map()));
  const key = `${args.operationName ?? ''} ${JSON.stringify(withoutText(args))}`;
  const known = costs.get(key);
  if (known !== undefined) return known;
  const cost = operationCost(args);
  if (cost !== null) {
    if (costs.size >= maxCostsPerDocument) costs.clear();
    costs.set(key, cost);
  }
  return cost;
}

/** The variables, with the strings given to String and ID variables emptied. */
function withoutText({ document, operationName, variableValues }: ExecutionArgs): Record<string, unknown> {
  const variables: Record<string, unknown> = { ...variableValues };
  const operation = getOperationAST(document, operationName);
  for (const definition of operation?.variableDefinitions ?? []) {
    const name = definition.variable.name.value;
    if (textTypes.has(namedType(definition.type)) && name in variables) variables[name] = emptied(variables[name]);
  }
  return variables;
}

const textTypes = new Set(['String', 'ID']);
const namedType = (type: TypeNode): string => (type.kind === Kind.NAMED_TYPE ? type.name.value : namedType(type.type));
const emptied = (value: unknown): unknown => (typeof value === 'string' ? '' : Array.isArray(value) ? value.map(emptied) : value);

// Cost depends on variables (`first: $count`), so it is checked when they are known, not in validation.
const costLimit: Plugin = {
  onExecute({ args, setResultAndStopExecution }) {
    // Counting reads the variables recursively: thousands of nested arrays would overflow the stack.
    if (deeperThan(args.variableValues, maxInputDepth)) {
      setResultAndStopExecution({ errors: [refusal('VARIABLES_TOO_DEEP', `Variables may be nested at most ${maxInputDepth} levels deep.`)] });
      return;
    }
    const cost = cachedOperationCost(args);
    if (cost === null || cost <= graphqlLimits.cost) return;
    const found = Number.isFinite(cost) ? `, found ${cost}` : '';
    setResultAndStopExecution({ errors: [refusal('QUERY_TOO_COSTLY', `Query cost limit of ${graphqlLimits.cost} exceeded${found}.`)] });
  },
};

// Yoga answers parse and validation errors with 200 to clients that accept application/json; a refusal is a 400.
const refusalStatus: Plugin = {
  onExecutionResult({ result, setResult }) {
    if (!result || Symbol.asyncIterator in result || !result.errors?.some(isRefusal)) return;
    setResult({ ...result, extensions: { ...result.extensions, http: { status: 400 } } });
  },
};

/** The Yoga plugins that refuse operations too big to run. */
export function graphqlLimitPlugins(): Plugin[] {
  const rejected = { exposeLimits: true, propagateOnRejection: false } as const;
  return [
    maxTokensPlugin({ ...rejected, n: graphqlLimits.tokens, onReject: [reportAs('TOO_MANY_TOKENS')] }),
    maxDepthPlugin({ ...rejected, n: graphqlLimits.depth, flattenFragments: true, onReject: [reportAs('QUERY_TOO_DEEP')] }),
    maxAliasesPlugin({ ...rejected, n: graphqlLimits.aliases, onReject: [reportAs('TOO_MANY_ALIASES')] }),
    maxDirectivesPlugin({ ...rejected, n: graphqlLimits.directives, onReject: [reportAs('TOO_MANY_DIRECTIVES')] }),
    costLimit,
    refusalStatus,
  ];
}
