// The error codes of the API (GraphQL `extensions.code`, REST `error`) and their HTTP statuses.
// The server raises them and the web app reads them: both import this one list.
export const errorStatus = {
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  // A change that needs the password (or a code) given in the last 5 minutes: confirm it is you, then retry.
  REAUTHENTICATION_REQUIRED: 403,
  // The second-factor policy covers this account and it has none: set one up before anything else.
  SECOND_FACTOR_REQUIRED: 403,
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
