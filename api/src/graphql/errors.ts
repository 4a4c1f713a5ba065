import { GraphQLError } from 'graphql';
import { maskError as maskUnexpected } from 'graphql-yoga';
import { asApiError } from '../errors.ts';

/**
 * How /graphql shows an error raised in a resolver: an ApiError keeps its message and code; any
 * other fault is masked as INTERNAL_SERVER_ERROR (and logged by Yoga).
 */
export function maskError(error: unknown, message: string, isDev?: boolean): Error {
  const original = error instanceof GraphQLError ? (error.originalError ?? error) : error;
  const api = asApiError(original);
  if (api && error instanceof GraphQLError) {
    return new GraphQLError(api.message, { nodes: error.nodes, source: error.source, positions: error.positions, path: error.path, extensions: api.extensions });
  }
  if (api) return new GraphQLError(api.message, { extensions: api.extensions });
  return maskUnexpected(error, message, isDev);
}
