import { GraphQLError } from 'graphql';
import type { ErrorCode } from '../../../web/src/api/errorCodes.ts';

// The codes and their HTTP statuses are shared with the web app.
export { errorStatus, isErrorCode, type ErrorCode } from '../../../web/src/api/errorCodes.ts';

export function apiError(
  code: ErrorCode,
  message: string,
  details?: Record<string, unknown>,
  extensions: Record<string, unknown> = {},
): GraphQLError {
  return new GraphQLError(message, { extensions: { code, ...(details ? { details } : {}), ...extensions } });
}
