import { apiError } from '../errors.ts';
import { inCallerLanguage } from '../services/auth/callerLanguage.ts';
import { nextTurn } from '../services/eventLoop.ts';
import { assertWellFormedText, deeperThan, maxInputDepth } from './wellFormed.ts';

export const maxBodyBytes = 1024 * 1024;

/**
 * Requests whose body readBody read to its end. The server's Request (@whatwg-node's) never sets
 * `bodyUsed`, so that alone would call every POST's body unread and close its connection.
 */
const readWhole = new WeakSet<Request>();

/** Whether a request came with a body no one read to its end: its connection is closed rather than read on. */
export function bodyLeftUnread(request: Request): boolean {
  // The set first: asking a server request for its body builds a stream (and a Proxy) around it.
  return !readWhole.has(request) && request.body !== null && !request.bodyUsed;
}

/**
 * Reads a body of at most 1 MiB, or `limit` bytes (413 past it). A declared Content-Length over the
 * limit is refused unread; without one (chunked uploads) bytes are counted as they stream in, and
 * past the limit the stream is cancelled unread.
 */
export async function readBody(request: Request, limit = maxBodyBytes): Promise<Uint8Array<ArrayBuffer>> {
  const declared = request.headers.get('content-length');
  if (Number(declared ?? 0) > limit) throw tooLarge(request);
  if (declared !== null) {
    // The HTTP parser delivers no more than a declared length: read it whole, much cheaper than
    // chunk by chunk. Counted all the same, for a Request built in-process that claims too little.
    const bytes = new Uint8Array(await request.arrayBuffer().catch(unreadable));
    if (bytes.byteLength > limit) throw tooLarge(request);
    readWhole.add(request);
    return bytes;
  }
  if (!request.body) return new Uint8Array(0);
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read().catch(unreadable);
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      // Not awaited: a source slow to acknowledge must not hold the answer back.
      reader.cancel().catch(() => undefined);
      throw tooLarge(request);
    }
    chunks.push(value);
  }
  readWhole.add(request);
  return Buffer.concat(chunks, size);
}

/** A read fails when the client goes away mid-upload: its mistake (and no one is left to tell). */
function unreadable(): never {
  throw apiError('BAD_USER_INPUT', 'The request body could not be read');
}

function tooLarge(request: Request) {
  return apiError('PAYLOAD_TOO_LARGE', inCallerLanguage({ request }, { en: 'The request body is too large', ar: 'متن الطلب أكبر من الحد المسموح به' }));
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

export async function readBodyText(request: Request, limit = maxBodyBytes): Promise<string> {
  return decodeUtf8(await readBody(request, limit));
}

export interface JsonBodyOptions {
  /** At most this many bytes (413 past it); 1 MiB by default. */
  limit?: number;
  /**
   * Also JSON sent as text/plain, the only type `navigator.sendBeacon` sends a string with. Only for
   * endpoints whose writes another site's page may not fake: the app refuses a write whose Origin is
   * another site's (http/cors.ts `crossSiteWrite`), and browsers always send Origin on such a POST.
   */
  plainText?: boolean;
}

/** Reads a JSON object body of well-formed text; anything else is the caller's mistake (400/413). */
export async function readJsonBody(request: Request, options: JsonBodyOptions = {}): Promise<Record<string, unknown>> {
  const text = await readBodyText(request, options.limit);
  const type = request.headers.get('content-type');
  // Only JSON: a browser sends text/plain and form bodies cross-site without asking (no CORS
  // preflight), so accepting them would let any web page sign in, or fail to, as its visitor. A
  // request without a body may leave the type out; one that names a type names JSON.
  if (!text.trim() && type === null) return {};
  if (!isJsonMediaType(type) && !(options.plainText && isPlainTextMediaType(type))) {
    throw apiError(
      'UNSUPPORTED_MEDIA_TYPE',
      inCallerLanguage(
        { request },
        {
          en: 'Send the body as JSON, with Content-Type: application/json',
          ar: 'أرسل متن الطلب بصيغة JSON، مع الترويسة Content-Type: application/json',
        },
      ),
    );
  }
  if (!text.trim()) return {};
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw apiError('BAD_USER_INPUT', inCallerLanguage({ request }, { en: 'The request body is not valid JSON', ar: 'متن الطلب ليس بصيغة JSON صالحة' }));
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw apiError(
      'BAD_USER_INPUT',
      inCallerLanguage({ request }, { en: 'The request body must be a JSON object', ar: 'يجب أن يكون متن الطلب كائنًا بصيغة JSON' }),
    );
  }
  // Before anything walks it: a passkey's answer of 6,000 nested objects overflowed JSON.stringify's stack (a 500).
  if (deeperThan(body, maxInputDepth)) {
    throw apiError(
      'BAD_USER_INPUT',
      inCallerLanguage(
        { request },
        { en: `The request body may be nested at most ${maxInputDepth} levels deep`, ar: `لا يجوز أن يزيد تداخل متن الطلب على ${maxInputDepth} مستوى` },
      ),
      { body: 'invalid' },
    );
  }
  assertWellFormedText(body);
  return body as Record<string, unknown>;
}

/** text/plain, with or without parameters (sendBeacon's `text/plain;charset=UTF-8`), in any letter case. */
function isPlainTextMediaType(contentType: string | null): boolean {
  return contentType?.split(';')[0].trim().toLowerCase() === 'text/plain';
}

/** application/json, with or without parameters, in any letter case. */
export function isJsonMediaType(contentType: string | null): boolean {
  const type = contentType?.split(';')[0].trim().toLowerCase();
  return type === 'application/json' || type === 'application/graphql-response+json';
}

/** multipart/form-data, with its boundary, in any letter case. */
export function isMultipartMediaType(contentType: string | null): boolean {
  return contentType?.split(';')[0].trim().toLowerCase() === 'multipart/form-data';
}

/**
 * A multipart/form-data body's parts; one that is not well-formed is the caller's mistake (400), and
 * so is a text part that is not UTF-8, as in a JSON body (the parser would store U+FFFD for it).
 */
export async function parseMultipart(bytes: Uint8Array<ArrayBuffer>, contentType: string): Promise<FormData> {
  let form: FormData;
  try {
    form = await new Request('http://upload.invalid/', { method: 'POST', headers: { 'content-type': contentType }, body: bytes }).formData();
  } catch {
    throw unreadableMultipart();
  }
  // A 15 MB body is copied and parsed in tens of milliseconds: other requests are answered between.
  await nextTurn();
  const parts = rawParts(bytes);
  const entries = [...form.entries()];
  if (parts.length !== entries.length) throw unreadableMultipart();
  entries.forEach(([name, value], i) => {
    // The text decoded strictly from the part's own bytes must be the text the parser made of them;
    // a file's name, in the part's headers, is text too.
    if (typeof value === 'string' ? decodeUtf8Part(parts[i].body) !== value : decodeUtf8Part(parts[i].head) === null) {
      throw apiError('BAD_USER_INPUT', `The "${name}" part is not valid UTF-8 text`, { [name]: 'invalid' });
    }
  });
  return form;
}

function unreadableMultipart() {
  return apiError('BAD_USER_INPUT', 'The multipart body could not be read');
}

function decodeUtf8Part(bytes: Uint8Array): string | null {
  try {
    return utf8.decode(bytes);
  } catch {
    return null;
  }
}

/**
 * The bytes of each part of a multipart body the parser has read as well-formed, in order: after the
 * first line (the delimiter, `--` and the boundary) each part is header lines (`head`), an empty line,
 * then its body up to the next CRLF and delimiter; the delimiter followed by `--` closes the body.
 */
function rawParts(bytes: Uint8Array): { head: Uint8Array; body: Uint8Array }[] {
  const body = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let at = 0;
  while (body[at] === 0x0d && body[at + 1] === 0x0a) at += 2; // CRLFs the parser allows first
  const firstLineEnd = body.indexOf('\r\n', at);
  if (firstLineEnd < 0) return [];
  const delimiter = Buffer.concat([Buffer.from('\r\n'), body.subarray(at, firstLineEnd)]);
  const parts: { head: Uint8Array; body: Uint8Array }[] = [];
  at = firstLineEnd;
  while (body[at] === 0x0d && body[at + 1] === 0x0a) {
    const start = body.indexOf('\r\n\r\n', at) + 4;
    const end = body.indexOf(delimiter, start);
    if (start < 4 || end < 0) break;
    parts.push({ head: body.subarray(at + 2, start - 4), body: body.subarray(start, end) });
    at = end + delimiter.length;
  }
  return parts;
}

/**
 * Reads a multipart/form-data body (a file upload) of at most `limit` bytes: its parts by name, files
 * as File, the rest as text (the last of a repeated name wins). Another type is 415, a body that is
 * not well-formed multipart 400.
 */
export async function readMultipartBody(request: Request, limit: number): Promise<Record<string, unknown>> {
  // Read first (within the limit) as JSON bodies are: an oversized body is 413 whatever its type.
  const bytes = await readBody(request, limit);
  await nextTurn();
  const type = request.headers.get('content-type');
  if (!isMultipartMediaType(type)) throw apiError('UNSUPPORTED_MEDIA_TYPE', 'Send the file as multipart/form-data, in a part named file');
  const form = await parseMultipart(bytes, type!);
  const parts: Record<string, unknown> = {};
  for (const [name, value] of form.entries()) {
    // Named by its part: `{ altEn: 'invalid' }`.
    if (typeof value === 'string') assertWellFormedText({ [name]: value });
    parts[name] = value;
  }
  return parts;
}
