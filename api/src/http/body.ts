import { apiError } from '../errors.ts';

export const maxBodyBytes = 1024 * 1024;

/** Reads a body of at most 1 MiB (413 beyond), whatever the Content-Length header claims. */
export async function readBodyText(request: Request): Promise<string> {
  const text = await request.text();
  if (Buffer.byteLength(text) > maxBodyBytes) throw apiError('PAYLOAD_TOO_LARGE', 'The request body is too large');
  return text;
}

/** Reads a JSON object body; anything else is the caller's mistake (400/413). */
export async function readJsonBody(request: Request): Promise<Record<string, unknown>> {
  const text = await readBodyText(request);
  if (!text.trim()) return {};
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw apiError('BAD_USER_INPUT', 'The request body is not valid JSON');
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body)) throw apiError('BAD_USER_INPUT', 'The request body must be a JSON object');
  return body as Record<string, unknown>;
}
