import {
  getOperationAST,
  GraphQLError,
  isInputObjectType,
  isListType,
  isNonNullType,
  typeFromAST,
  type GraphQLInputType,
  type GraphQLSchema,
  type OperationDefinitionNode,
} from 'graphql';
import type { Plugin } from 'graphql-yoga';
import type { Context } from '../context.ts';
import { apiError, ApiError } from '../errors.ts';
import { inCallerLanguage } from '../services/auth/callerLanguage.ts';

// graphql-js checks an operation's variables against their types before any resolver runs, and says
// what it found (which field, left out or of the wrong kind) only in its message's words. When the
// variables failed that check, both doors (a REST route's, /graphql's) find the first value at fault
// themselves, walking them in the order graphql-js does (coerceInputValue), and name its field to
// the caller by its path, as the services name theirs (`translations.ar.title`).

interface Misfit {
  /** Where the value at fault is, from the variable down (`input.blockList[0]`: input, blockList, 0). */
  path: (string | number)[];
  /** A field of the object at `path` that was left out (required) or that its type does not have. */
  field?: string;
  missing: boolean;
  /** Our scalar's own refusal (DateTime's), whose words the caller gets. */
  refusal?: GraphQLError;
}

const isIterable = (value: unknown) => typeof value === 'object' && value !== null && typeof (value as Iterable<unknown>)[Symbol.iterator] === 'function';

function misfit(type: GraphQLInputType, value: unknown, path: (string | number)[]): Misfit | null {
  if (isNonNullType(type)) return value == null ? { path, missing: false } : misfit(type.ofType, value, path);
  if (value == null) return null;
  if (isListType(type)) {
    // A single value stands for a list of one.
    if (!isIterable(value)) return misfit(type.ofType, value, path);
    let index = 0;
    for (const item of value as Iterable<unknown>) {
      const found = misfit(type.ofType, item, [...path, index++]);
      if (found) return found;
    }
    return null;
  }
  if (isInputObjectType(type)) {
    if (typeof value !== 'object' || Array.isArray(value)) return { path, missing: false };
    const fields = type.getFields();
    for (const field of Object.values(fields)) {
      const item = (value as Record<string, unknown>)[field.name];
      if (item === undefined) {
        if (field.defaultValue === undefined && isNonNullType(field.type)) return { path, field: field.name, missing: true };
        continue;
      }
      const found = misfit(field.type, item, [...path, field.name]);
      if (found) return found;
    }
    const unknown = Object.keys(value).find((key) => !Object.hasOwn(fields, key));
    return unknown === undefined ? null : { path, field: unknown, missing: false };
  }
  try {
    return type.parseValue(value) === undefined ? { path, missing: false } : null;
  } catch (error) {
    const ours = error instanceof GraphQLError && error.extensions?.code === 'BAD_USER_INPUT';
    return { path, missing: false, refusal: ours ? error : undefined };
  }
}

/**
 * The first of the operation's variables that does not fit its type, as a 400 naming its field (in the
 * caller's language, given their request); null when they all fit.
 */
export function variablesMisfit(
  schema: GraphQLSchema,
  operation: OperationDefinitionNode,
  values: Record<string, unknown>,
  caller: Partial<Pick<Context, 'request'>> = {},
): ApiError | null {
  for (const definition of operation.variableDefinitions ?? []) {
    const name = definition.variable.name.value;
    const type = typeFromAST(schema, definition.type) as GraphQLInputType;
    const given = Object.hasOwn(values, name);
    // Left out, or null where a value is required: the variable itself is missing.
    const found: Misfit | null =
      (!given && !definition.defaultValue && isNonNullType(type)) || (given && values[name] === null && isNonNullType(type))
        ? { path: [name], missing: true }
        : given
          ? misfit(type, values[name], [name])
          : null;
    if (!found) continue;
    // Named by the fields on the way to it (a list's item by its list), under the variable's object
    // when it is in one (a REST body is: `input`).
    const steps = found.field === undefined ? found.path : [...found.path, found.field];
    const fields = steps.filter((step): step is string => typeof step === 'string');
    const field = (typeof steps[1] === 'string' ? fields.slice(1) : fields).join('.');
    const message =
      found.refusal?.message ??
      inCallerLanguage(
        caller,
        found.missing
          ? { en: `${field} is required`, ar: `الحقل ${field} مطلوب` }
          : { en: `${field} has a value of the wrong type`, ar: `قيمة الحقل ${field} من نوع غير صحيح` },
      );
    return apiError('BAD_USER_INPUT', message, { [field]: found.missing ? 'required' : 'invalid' });
  }
  return null;
}

/**
 * /graphql's side: an operation whose variables do not fit their types gets the same `details` as a
 * REST route's, naming the field (graphql-js's error names none). Its words stay graphql-js's (with
 * their "Did you mean …?" hints in development).
 */
export function useNamedVariableErrors(): Plugin {
  return {
    onExecute: ({ args }) => ({
      onExecuteDone: ({ result, setResult }) => {
        // Variables that do not fit stop the operation before it starts: errors and no data.
        if (!('errors' in result) || !result.errors?.length || result.data !== undefined) return;
        const operation = getOperationAST(args.document, args.operationName);
        const misfit = operation && variablesMisfit(args.schema, operation, args.variableValues ?? {});
        if (!misfit) return;
        // As shown before (apiErrorOf: the words of graphql-js's inner error, the executor's HTTP status), with details.
        const [first, ...others] = result.errors;
        const shown = new ApiError('BAD_USER_INPUT', (first.originalError ?? first).message, misfit.details);
        setResult({ errors: [new GraphQLError(first.message, { nodes: first.nodes, extensions: first.extensions, originalError: shown }), ...others] });
      },
    }),
  };
}
