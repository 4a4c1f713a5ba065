import { apiError } from '../errors.ts';
import { assertWellFormedText } from './wellFormed.ts';

export const maxBodyBytes = 1024 * 1024;

/**
 * Reads a body of at most 1 MiB, counting bytes as they stream in: past the limit the stream is
 * cancelled unread (413), whatever Content-Length claimed or when there is none (chunked uploads).
 */
export async function readBody(request: Request): Promise<Uint8Array<ArrayBuffer>> {
  if (Number(request.headers.get('content-length') ?? 0) > maxBodyBytes) throw tooLarge();
  if (!request.body) return new Uint8Array(0);
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    // A read fails when the client goes away mid-upload: its mistake (and no one is left to tell).
    const { done, value } = await reader.read().catch(() => {
      throw apiError('BAD_USER_INPUT', 'The request body could not be read');
    });
    if (done) break;
    size += value.byteLength;
    if (size > maxBodyBytes) {
      // Not awaited: a source slow to acknowledge must not hold the answer back.
      reader.cancel().catch(() => undefined);
      throw tooLarge();
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks, size);
}

function tooLarge() {
  return apiError('PAYLOAD_TOO_LARGE', 'The request body is too large');
}

const utf8 = new TextDecoder('utf-8', { fatal: true });

/** Bytes as text; bytes that are not UTF-8 would turn into U+FFFD and collide with text that has it, so they are refused. */
export function decodeUtf8(bytes: Uint8Array): string {
  try {
    return utf8.decode(bytes);
  } catch {
    throw apiError('BAD_USER_INPUT', 'The request body is not valid UTF-8 text');
  }
}

export async function readBodyText(request: Request): Promise<string> {
  return decodeUtf8(await readBody(request));
}

/** Reads a JSON object body of well-formed text; anything else is the caller's mistake (400/413). */
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
  assertWellFormedText(body);
  return body as Record<string, unknown>;
}
