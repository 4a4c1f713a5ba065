import { GraphQLError } from 'graphql';
import { apiError, asApiError, errorStatus, type ApiError } from '../errors.ts';
import type { Context } from '../context.ts';
import { apiErrorOf } from '../graphql/errors.ts';
import { inCallerLanguage } from '../services/auth/callerLanguage.ts';

// The REST side of the error vocabulary (errors.ts): the envelope `{ success: false, message, error,
// details, status }` with each code's status, and what a route's GraphQL error means to a REST caller.

/** A JSON answer of the REST door (its error envelope is one). */
export function json(body: unknown, status = 200, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store', ...headers },
  });
}

/** The error envelope, for any code: those of errors.ts, and REST's own METHOD_NOT_ALLOWED and INTERNAL_SERVER_ERROR. */
export function restErrorResponse(status: number, error: string, message: string, details?: unknown, headers: Record<string, string> = {}): Response {
  return json({ success: false, message, error, details: details ?? null, status }, status, headers);
}

export function restApiErrorResponse(error: ApiError): Response {
  const retry: Record<string, string> = error.retryAfterSeconds === undefined ? {} : { 'retry-after': String(error.retryAfterSeconds) };
  return restErrorResponse(errorStatus[error.code], error.code, error.message, error.details, retry);
}

/** A fault of ours (logged where it was caught), masked. */
export function unexpectedErrorResponse(): Response {
  return restErrorResponse(500, 'INTERNAL_SERVER_ERROR', 'Unexpected error');
}

/**
 * The ApiError a REST route's failure stands for, or null for a fault of ours. A GraphQL error without
 * a path, and of no ApiError, is about the route's variables: `variablesMisfit` names the field at
 * fault (graphql/variables.ts).
 */
export function restApiError(error: unknown, caller: Partial<Pick<Context, 'request'>>, variablesMisfit: () => ApiError | null): ApiError | null {
  if (!(error instanceof GraphQLError)) return asApiError(error);
  if (error.path || asApiError(error.originalError)) return apiErrorOf(error);
  return (
    variablesMisfit() ??
    apiError('BAD_USER_INPUT', inCallerLanguage(caller, { en: 'The request has a value of the wrong type', ar: 'يحتوي الطلب على قيمة من نوع غير صحيح' }))
  );
}
