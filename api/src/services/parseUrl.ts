// The one way the server reads an address it was sent (a referrer, an Origin, an image's src, a
// request's URL): `new URL` in a try, never `URL.canParse` (the lint refuses it). On Node.js 20
// (seen on 20.20.2), once `URL.canParse` is hot enough for V8 to optimise its callers, its fast call
// reads a one-byte string's Latin-1 bytes (ü, é, ñ: 0x80–0xFF) as UTF-8 and answers false: a warm
// server refused `https://www.bücher.example/` as a referrer while a fresh one filed it (the
// PostgreSQL suite lost that view only after other files had warmed its process). `new URL` has no
// such fast call.

/** The URL `text` names (against `base`, when given), or null when it is not one. */
export function parseUrl(text: string, base?: string): URL | null {
  try {
    return new URL(text, base);
  } catch {
    return null;
  }
}
