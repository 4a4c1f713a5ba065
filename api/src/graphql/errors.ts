import { PothosValidationError } from '@pothos/core';
import { GraphQLError, isValueNode, Kind, type ASTNode } from 'graphql';
import { createGraphQLError, maskError as maskUnexpected } from 'graphql-yoga';
import { ApiError, asApiError, errorStatus } from '../errors.ts';

// The GraphQL side of the error vocabulary (errors.ts): an ApiError in GraphQL's shape, which errors
// of graphql-js and Pothos are the caller's, and the refusals /graphql makes before Yoga runs.

/** What GraphQL shows of an ApiError in `errors[].extensions`. */
export function graphqlExtensions(error: ApiError): Record<string, unknown> {
  return {
    code: error.code,
    ...(error.details ? { details: error.details } : {}),
    ...(error.retryAfterSeconds !== undefined ? { retryAfterSeconds: error.retryAfterSeconds } : {}),
  };
}

/** A node of the operation that is a value the caller wrote or sent: an argument, a literal, a variable. */
const isCallersValue = (node: ASTNode) => node.kind === Kind.ARGUMENT || isValueNode(node);

/**
 * The ApiError behind an error from running an operation, or null for a fault of ours. What
 * graphql-js and Pothos find wrong with the caller's values carries no code of its own; it is told
 * by where it comes from, never by its words: raised before any resolver ran (parse, validation,
 * variables: no path), located at an argument's value, or raised by Pothos reading an id, a cursor
 * or a paging argument. Any other error at a path is about a value the server produced (an Int
 * past 2^31 its type cannot represent): ours.
 */
export function apiErrorOf(error: GraphQLError): ApiError | null {
  const original = error.originalError ?? error;
  const api = asApiError(original);
  if (api) return api;
  if (!(original instanceof GraphQLError) || original.extensions?.code !== undefined) return null;
  const callers = !error.path || original instanceof PothosValidationError || (original.nodes ?? []).some(isCallersValue);
  return callers ? new ApiError('BAD_USER_INPUT', original.message) : null;
}

/**
 * A caller's error as GraphQL shows it: the ApiError's message and code, on the same object (Yoga
 * logs every error it sees replaced).
 */
export function shownAsApiError(error: GraphQLError, api: ApiError): GraphQLError {
  const shown = error as { message: string; extensions: Record<string, unknown> };
  shown.message = api.message;
  shown.extensions = { ...error.extensions, ...graphqlExtensions(api) };
  return error;
}

/**
 * How /graphql shows an error (Yoga's maskError): a caller's error keeps its message and gets its
 * code; any other fault is masked as INTERNAL_SERVER_ERROR and logged by Yoga.
 */
export function maskError(error: unknown, message: string, isDev?: boolean): Error {
  const api = error instanceof GraphQLError ? apiErrorOf(error) : asApiError(error);
  if (!api) return maskUnexpected(error, message, isDev);
  return error instanceof GraphQLError ? shownAsApiError(error, api) : new GraphQLError(api.message, { extensions: graphqlExtensions(api) });
}

/** An ApiError raised by a Yoga plugin before the operation runs, with the HTTP status Yoga answers it with. */
export function graphqlPluginError(error: ApiError): GraphQLError {
  return createGraphQLError(error.message, { extensions: { ...graphqlExtensions(error), http: { status: errorStatus[error.code] } } });
}

/** A refusal at the /graphql door before Yoga runs (a body too large, too many requests, another site's write). */
export function graphqlRefusalResponse(error: ApiError): Response {
  const retry: Record<string, string> = error.retryAfterSeconds === undefined ? {} : { 'retry-after': String(error.retryAfterSeconds) };
  return new Response(JSON.stringify({ errors: [{ message: error.message, extensions: graphqlExtensions(error) }] }), {
    status: errorStatus[error.code],
    headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store', ...retry },
  });
}
