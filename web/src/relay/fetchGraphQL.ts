// The network half of Relay, kept free of relay-runtime so it can be tested alone.

export const retryPolicy = { maxRetries: 3, initialDelayMs: 1000, maxDelayMs: 30_000 } as const;
export const tokenStorageKey = 'admin_auth_token';

/** An API failure carrying what the server said, as the spec's calls do. */
export class ApiError extends Error {
  readonly status: number;
  readonly error: string | null;
  readonly details: unknown;
  constructor(message: string, status: number, error: string | null = null, details: unknown = null) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.error = error;
    this.details = details;
  }
}

/** 1000 ms, 2000 ms, 4000 ms… never more than 30 s. */
export function retryDelay(attempt: number): number {
  return Math.min(retryPolicy.initialDelayMs * 2 ** attempt, retryPolicy.maxDelayMs);
}

function readToken(): string | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage.getItem(tokenStorageKey);
  } catch {
    return null;
  }
}

interface GraphQLResponse {
  data?: unknown;
  errors?: { message: string; extensions?: { code?: string; details?: unknown } }[];
}

async function postOnce(body: string, fetchImpl: typeof fetch): Promise<GraphQLResponse> {
  const token = readToken();
  const response = await fetchImpl('/graphql', {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body,
  });
  let payload: (GraphQLResponse & { message?: string }) | null = null;
  try {
    payload = (await response.json()) as GraphQLResponse & { message?: string };
  } catch {
    payload = null;
  }
  if (!response.ok) {
    const first = payload?.errors?.[0];
    const message = first?.message || payload?.message || `HTTP error! status: ${response.status}`;
    throw new ApiError(message, response.status, first?.extensions?.code ?? null, first?.extensions?.details ?? null);
  }
  if (!payload) throw new ApiError(`HTTP error! status: ${response.status}`, response.status);
  return payload;
}

/** Whether a failure is worth another try: the network or the server, not the request itself. */
function isTransient(error: unknown): boolean {
  if (error instanceof ApiError) return error.status >= 500 || error.status === 429 || error.status === 408;
  return true;
}

/**
 * Posts an operation to /graphql with the stored bearer token. A failed query is retried
 * with backoff (1 s doubling, capped at 30 s, 3 times at most); a mutation never is.
 */
export async function fetchGraphQL(
  operation: { text: string | null | undefined; operationKind: string; name: string },
  variables: Record<string, unknown>,
  options: { fetchImpl?: typeof fetch; sleep?: (ms: number) => Promise<void> } = {},
): Promise<GraphQLResponse> {
  const fetchImpl = options.fetchImpl ?? fetch;
  const sleep = options.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  const body = JSON.stringify({ query: operation.text, operationName: operation.name, variables });
  const retries = operation.operationKind === 'mutation' ? 0 : retryPolicy.maxRetries;
  for (let attempt = 0; ; attempt++) {
    try {
      return await postOnce(body, fetchImpl);
    } catch (error) {
      if (attempt >= retries || !isTransient(error)) throw error;
      await sleep(retryDelay(attempt));
    }
  }
}
