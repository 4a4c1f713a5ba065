import { ApiError, httpErrorMessage } from './ApiError.ts';

interface Envelope<T> {
  success: boolean;
  data?: T;
  message?: string;
  error?: string;
  details?: Record<string, string> | null;
}

/** Calls a REST endpoint of the spec with JSON; a non-ok response throws an ApiError. */
export async function apiRequest<T>(
  path: string,
  options: { method?: string; body?: unknown; token?: string | null; headers?: Record<string, string> } = {},
): Promise<T> {
  const response = await fetch(path, {
    method: options.method ?? 'GET',
    headers: {
      ...options.headers,
      accept: 'application/json',
      ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
    },
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  // An answer that is not JSON (a proxy's error page) counts as no answer.
  const payload = (await response.json().catch(() => null)) as Envelope<T> | null;
  if (!response.ok || !payload?.success) {
    const retryAfter = Number(response.headers.get('retry-after'));
    throw new ApiError(
      httpErrorMessage(payload?.message, response.status),
      response.status,
      payload?.error ?? null,
      payload?.details ?? null,
      Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter : null,
    );
  }
  return payload.data as T;
}
