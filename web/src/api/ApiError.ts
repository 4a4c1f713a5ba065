/** An API failure carrying what the server said (message, error code, details, status), as the spec's calls do. */
export class ApiError extends Error {
  readonly status: number;
  readonly error: string | null;
  readonly details: Record<string, string> | null;
  readonly retryAfterSeconds: number | null;
  constructor(
    message: string,
    status: number,
    error: string | null = null,
    details: Record<string, string> | null = null,
    retryAfterSeconds: number | null = null,
  ) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.error = error;
    this.details = details;
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

/** The spec's rule for messages: the server's own (blank is none), otherwise "HTTP error! status: {code}". */
export function httpErrorMessage(serverMessage: string | null | undefined, status: number): string {
  return serverMessage?.trim() || `HTTP error! status: ${status}`;
}
