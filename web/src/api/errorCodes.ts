// The error codes of the API (GraphQL `extensions.code`, REST `error`) and their HTTP statuses.
// The server raises them and the web app reads them: both import this one list.
export const errorStatus = {
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  BAD_USER_INPUT: 400,
  REQUEST_TIMEOUT: 408,
  CONFLICT: 409,
  NOT_ACCEPTABLE: 406,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  RATE_LIMITED: 429,
  SERVICE_UNAVAILABLE: 503,
} as const;

export type ErrorCode = keyof typeof errorStatus;

export function isErrorCode(code: unknown): code is ErrorCode {
  return typeof code === 'string' && code in errorStatus;
}
