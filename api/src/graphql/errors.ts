import { GraphQLError } from 'graphql';
import { maskError as maskUnexpected } from 'graphql-yoga';
import { ApiError, asApiError } from '../errors.ts';

/**
 * The ApiError behind an error from executing an operation, or null for a fault of ours. Errors the
 * GraphQL libraries raise about the caller's values (a scalar that does not parse, a paging
 * argument) carry no code of their own: they are bad input.
 */
export function clientError(error: GraphQLError): ApiError | null {
  const original = error.originalError ?? error;
  const api = asApiError(original);
  if (api) return api;
  if (original instanceof GraphQLError) {
    // A scalar that cannot represent a value the server produced (an Int past 2^31) is the
    // server's fault, not the caller's: only values being sent back have a path and say so.
    if (error.path && /cannot represent/.test(original.message)) return null;
    const code = original.extensions?.code;
    return code === undefined ? new ApiError('BAD_USER_INPUT', original.message) : null;
  }
  return null;
}

/**
 * How /graphql shows an error: a caller's error keeps its message and gets its code; any other
 * fault is masked as INTERNAL_SERVER_ERROR and logged by Yoga. A caller's error is returned as the
 * same object, given its message and code in place: Yoga logs every error it sees replaced.
 */
export function maskError(error: unknown, message: string, isDev?: boolean): Error {
  const api = error instanceof GraphQLError ? clientError(error) : asApiError(error);
  if (!api) return maskUnexpected(error, message, isDev);
  if (!(error instanceof GraphQLError)) return new GraphQLError(api.message, { extensions: api.extensions });
  const shown = error as { message: string; extensions: Record<string, unknown> };
  shown.message = api.message;
  shown.extensions = { ...error.extensions, ...api.extensions };
  return error;
}
