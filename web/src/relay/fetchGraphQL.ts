// The network half of Relay, kept free of relay-runtime so it can be tested alone.
import { ApiError, httpErrorMessage } from '../api/ApiError.ts';
import { errorStatus, isErrorCode } from '../api/errorCodes.ts';
import { readStoredToken } from '../api/token.ts';
import { operationBody, type OperationParameters } from './operationBody.ts';

export const retryPolicy = { maxRetries: 3, initialDelayMs: 1000, maxDelayMs: 30_000 } as const;

/** 1000 ms, 2000 ms, 4000 ms… never more than 30 s. */
export function retryDelay(attempt: number): number {
  return Math.min(retryPolicy.initialDelayMs * 2 ** attempt, retryPolicy.maxDelayMs);
}

interface GraphQLResponse {
  data?: unknown;
  errors?: { message: string; extensions?: { code?: string; details?: unknown } }[];
}

async function postOnce(body: string, fetchImpl: typeof fetch): Promise<GraphQLResponse> {
  const token = readStoredToken();
  const response = await fetchImpl('/graphql', {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body,
  });
  // An answer that is not JSON (a proxy's error page) counts as no answer.
  const payload = (await response.json().catch(() => null)) as (GraphQLResponse & { message?: string }) | null;
  if (!response.ok) {
    const first = payload?.errors?.[0];
    throw new ApiError(
      httpErrorMessage(first?.message || payload?.message, response.status),
      response.status,
      first?.extensions?.code ?? null,
      (first?.extensions?.details as Record<string, string> | undefined) ?? null,
    );
  }
  if (!payload) throw new ApiError(httpErrorMessage(null, response.status), response.status);
  return payload;
}

/** Fired when the server no longer accepts the stored token, so the admin can return to the login screen. */
export const unauthenticatedEvent = 'sovra:unauthenticated';

/** Fired when the second-factor policy now holds the signed-in account, so the admin shows its setup screen. */
export const secondFactorRequiredEvent = 'sovra:second-factor-required';

/**
 * A mutation that failed, or a query that got no data, becomes an ApiError carrying the
 * server's code and field details, which forms show next to their fields.
 */
function failureOf(payload: GraphQLResponse, operationKind: string): ApiError | null {
  const first = payload.errors?.[0];
  if (!first || (payload.data != null && operationKind !== 'mutation')) return null;
  const code = first.extensions?.code ?? null;
  if (code === 'UNAUTHENTICATED' && typeof window !== 'undefined') window.dispatchEvent(new Event(unauthenticatedEvent));
  if (code === 'SECOND_FACTOR_REQUIRED' && typeof window !== 'undefined') window.dispatchEvent(new Event(secondFactorRequiredEvent));
  return new ApiError(
    first.message,
    isErrorCode(code) ? errorStatus[code] : 500,
    code,
    (first.extensions?.details as Record<string, string> | undefined) ?? null,
  );
}

/** Whether a failure is worth another try: the network or the server, not the request itself. */
function isTransient(error: unknown): boolean {
  if (error instanceof ApiError) return error.status >= 500 || error.status === 429 || error.status === 408;
  return true;
}

/**
 * Posts an operation to /graphql (its persisted id, see operationBody.ts) with the stored bearer
 * token. A failed query is retried with backoff (1 s doubling, capped at 30 s, 3 times at most); a
 * mutation never is.
 */
export async function fetchGraphQL(
  operation: OperationParameters & { operationKind: string },
  variables: Record<string, unknown>,
  options: { fetchImpl?: typeof fetch; sleep?: (ms: number) => Promise<void> } = {},
): Promise<GraphQLResponse> {
  const fetchImpl = options.fetchImpl ?? fetch;
  const sleep = options.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  const body = JSON.stringify(operationBody(operation, variables));
  const retries = operation.operationKind === 'mutation' ? 0 : retryPolicy.maxRetries;
  for (let attempt = 0; ; attempt++) {
    try {
      const payload = await postOnce(body, fetchImpl);
      const failure = failureOf(payload, operation.operationKind);
      if (failure) throw failure;
      return payload;
    } catch (error) {
      if (attempt >= retries || !isTransient(error)) throw error;
      await sleep(retryDelay(attempt));
    }
  }
}
