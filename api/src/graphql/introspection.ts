import { getNamedType, GraphQLError, isIntrospectionType, type ValidationRule } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { refusal } from './limits.ts';

// How much /graphql tells a caller about its schema: introspection, and the "Did you mean …?"
// hints graphql-js adds to errors (which name fields, arguments, types and enum values).

/** Refuses `__schema` and `__type` (as graphql's NoSchemaIntrospectionCustomRule does, but once, with our code). */
const noIntrospection: ValidationRule = (context) => ({
  Field(node) {
    const type = getNamedType(context.getType());
    const parent = context.getParentType();
    if (type && isIntrospectionType(type) && !(parent && isIntrospectionType(parent))) {
      context.reportError(refusal('INTROSPECTION_DISABLED', 'Introspection is disabled on this server', [node]));
    }
  },
});

const suggestion = / ?Did you mean [^?]*\?/g;

/** The message without graphql-js's "Did you mean …?" hints. */
export function withoutSuggestions(message: string): string {
  return message.replace(suggestion, '');
}

function withoutSuggestion(error: GraphQLError): GraphQLError {
  const message = withoutSuggestions(error.message);
  if (message === error.message) return error;
  const { nodes, source, positions, path, originalError, extensions } = error;
  return new GraphQLError(message, { nodes, source, positions, path, originalError, extensions });
}

export function schemaDisclosurePlugins(options: { introspection: boolean; suggestions: boolean }): Plugin[] {
  const plugins: Plugin[] = [];
  if (!options.introspection) plugins.push({ onValidate: ({ addValidationRule }) => addValidationRule(noIntrospection) });
  if (!options.suggestions) {
    // Every error of every phase (parse, validation, variables) reaches the result here.
    plugins.push({
      onExecutionResult({ result, setResult }) {
        if (!result || Symbol.asyncIterator in result || !result.errors?.length) return;
        setResult({ ...result, errors: result.errors.map(withoutSuggestion) });
      },
    });
  }
  return plugins;
}
