import { promisify } from 'node:util';
import { brotliCompress, brotliCompressSync, constants, gzip, gzipSync, type BrotliOptions, type ZlibOptions } from 'node:zlib';

// Brotli and gzip for text: chosen per request from Accept-Encoding, applied to dynamic answers
// here, stored once per variant by the public cache, and written once per file at build time.

export type Encoding = 'br' | 'gzip';
export const encodings: readonly Encoding[] = ['br', 'gzip'];

/** Below this many bytes, a compressed body saves less than the work and the headers cost. */
export const compressionThreshold = 1024;

/** How hard to try: per request (`fast`), once per cached answer (`stored`), once per build (`build`). */
export type Effort = 'fast' | 'stored' | 'build';
const brotliQuality: Record<Effort, number> = { fast: 4, stored: 9, build: 11 };
const gzipLevel: Record<Effort, number> = { fast: 6, stored: 9, build: 9 };

const compressibleType =
  /^\s*(?:text\/(?:html|css|javascript|plain|xml)|application\/(?:json|graphql-response\+json|javascript|xml|rss\+xml|atom\+xml|manifest\+json)|image\/svg\+xml)\s*(?:;|$)/i;

/** HTML, JSON, JavaScript, CSS, SVG and other text worth compressing; never streams such as text/event-stream. */
export function isCompressible(contentType: string | null): boolean {
  return contentType !== null && compressibleType.test(contentType);
}

/**
 * The coding to answer with (RFC 9110 §12.5.3): the acceptable one of `available` with the highest
 * q-value (br before gzip on a tie), or null for identity — also when identity is preferred to both.
 * No header, `identity`, or q=0 for a coding, and that coding is not used.
 */
export function negotiateEncoding(header: string | null, available: readonly Encoding[] = encodings): Encoding | null {
  if (!header) return null;
  const weights = new Map<string, number>();
  for (const entry of header.split(',').slice(0, 30)) {
    const [name, ...params] = entry.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const weight = q === undefined ? 1 : Number(q.slice(2));
    weights.set(name === 'x-gzip' ? 'gzip' : name.trim(), Number.isFinite(weight) ? Math.min(1, Math.max(0, weight)) : 0);
  }
  const any = weights.get('*');
  let best: Encoding | null = null;
  let bestWeight = 0;
  for (const encoding of available) {
    const weight = weights.get(encoding) ?? any ?? 0;
    if (weight > bestWeight) {
      best = encoding;
      bestWeight = weight;
    }
  }
  const identity = weights.get('identity');
  return identity !== undefined && identity > bestWeight ? null : best;
}

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Compresses off the event loop (zlib's thread pool). */
export async function encode(body: Uint8Array, encoding: Encoding, effort: Effort): Promise<Uint8Array<ArrayBuffer>> {
  // zlib's buffers are never shared memory.
  return (await compress(body, encoding, effort)) as Uint8Array<ArrayBuffer>;
}

/** The same, blocking: for build scripts. */
export function encodeSync(body: Uint8Array, encoding: Encoding, effort: Effort): Buffer {
  return encoding === 'br' ? brotliCompressSync(body, brotliOptions(body, effort)) : gzipSync(body, gzipOptions(effort));
}

function compress(body: Uint8Array, encoding: Encoding, effort: Effort): Promise<Buffer> {
  return encoding === 'br' ? brotli(body, brotliOptions(body, effort)) : gzipAsync(body, gzipOptions(effort));
}

function brotliOptions(body: Uint8Array, effort: Effort): BrotliOptions {
  return {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: brotliQuality[effort],
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_SIZE_HINT]: body.byteLength,
    },
  };
}

function gzipOptions(effort: Effort): ZlibOptions {
  return { level: gzipLevel[effort] };
}

/** Adds a field name to Vary unless it is there already. */
export function varyOn(headers: Headers, field: string): void {
  const current = headers.get('vary');
  if (!current) headers.set('vary', field);
  else if (!current.split(',').some((name) => name.trim().toLowerCase() === field.toLowerCase() || name.trim() === '*'))
    headers.set('vary', `${current}, ${field}`);
}

function variesOnEncoding(headers: Headers): boolean {
  return (headers.get('vary') ?? '').split(',').some((name) => name.trim().toLowerCase() === 'accept-encoding');
}

/**
 * A dynamic answer compressed for this client when it is text of at least the threshold. Left as
 * it is: HEAD, 204, 304 and other answers without a body, bodies already encoded, answers whose
 * encoding was already negotiated (they vary on Accept-Encoding: cached and precompressed ones),
 * and `no-transform`.
 */
export async function compressResponse(request: Request, response: Response): Promise<Response> {
  const { headers, status } = response;
  if (request.method === 'HEAD' || status === 204 || status === 304 || status < 200) return response;
  if (headers.has('content-encoding') || variesOnEncoding(headers) || !isCompressible(headers.get('content-type'))) return response;
  // Checked last: asking for the body of a buffered answer may build a stream of it.
  if (/\bno-transform\b/i.test(headers.get('cache-control') ?? '') || !response.body) return response;
  varyOn(headers, 'Accept-Encoding');
  const encoding = negotiateEncoding(request.headers.get('accept-encoding'));
  const declared = headers.get('content-length');
  if (!encoding || (declared !== null && Number(declared) < compressionThreshold)) return response;
  const body = new Uint8Array(await response.arrayBuffer());
  const init = { status, statusText: response.statusText, headers };
  if (body.byteLength < compressionThreshold) return new Response(body, init);
  const encoded = await encode(body, encoding, 'fast');
  if (encoded.byteLength >= body.byteLength) return new Response(body, init);
  headers.set('content-encoding', encoding);
  headers.delete('content-length');
  // A strong validator names these exact bytes; the compressed bytes are others (RFC 9110 §8.8.1).
  const etag = headers.get('etag');
  if (etag && !etag.startsWith('W/')) headers.set('etag', `W/${etag}`);
  return new Response(encoded, init);
}
