import { Kind, visit, type DocumentNode } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import type { ApiError } from '../errors.ts';
import { assertWellFormedText, illFormed, nul } from '../http/wellFormed.ts';
import { graphqlPluginError } from './errors.ts';

/** The GraphQL side of the well-formed text rule (http/wellFormed.ts): the operation, its name, variables and extensions, whatever the transport. */
export function useWellFormedParams(): Plugin {
  return {
    onParams({ params }) {
      try {
        assertWellFormedText(params.query ?? '', 'query');
        assertWellFormedText(params.operationName ?? '', 'operationName');
        assertWellFormedText(params.variables ?? {}, 'variables');
        assertWellFormedText(params.extensions ?? {}, 'extensions');
      } catch (error) {
        throw graphqlPluginError(error as ApiError);
      }
    },
    // A string literal in the operation may spell NUL as an escape ("\u0000"): found once parsed.
    onParse() {
      return ({ result, replaceParseResult }) => {
        if (!(result instanceof Object) || !('kind' in result)) return;
        const field = literalWithNul(result as DocumentNode);
        if (field !== null) replaceParseResult(graphqlPluginError(illFormed(field, nul)));
      };
    },
  };
}

/** The argument or field whose string literal holds NUL, or null when none does. */
function literalWithNul(document: DocumentNode): string | null {
  let found: string | null = null;
  let argument = 'query';
  visit(document, {
    [Kind.ARGUMENT]: (node) => void (argument = node.name.value),
    [Kind.OBJECT_FIELD]: (node) => void (argument = node.name.value),
    [Kind.STRING]: (node) => {
      if (found === null && node.value.includes(nul)) found = argument;
    },
  });
  return found;
}
