import { GraphQLError } from 'graphql';

// The codes API consumers can rely on, in GraphQL `extensions.code`; REST maps them to statuses.
export const errorStatus = {
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  BAD_USER_INPUT: 400,
  CONFLICT: 409,
  RATE_LIMITED: 429,
  PAYLOAD_TOO_LARGE: 413,
} as const;

export type ErrorCode = keyof typeof errorStatus;

export function apiError(
  code: ErrorCode,
  message: string,
  details?: Record<string, unknown>,
  extensions: Record<string, unknown> = {},
): GraphQLError {
  return new GraphQLError(message, { extensions: { code, ...(details ? { details } : {}), ...extensions } });
}
