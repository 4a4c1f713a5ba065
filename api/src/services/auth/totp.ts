import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

// Time-based one-time passwords (RFC 6238 over RFC 4226's HOTP), as authenticator apps make them:
// HMAC-SHA1, 30-second steps, six digits. Node's crypto is all it needs; totp.test.ts checks it
// against the RFC's test vectors.

export const stepSeconds = 30;
export const digits = 6;
/** Steps either side of now a code is still taken from: a phone's clock may be a little off. */
export const driftSteps = 1;

const base32Alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

export function base32Encode(bytes: Buffer): string {
  let bits = 0;
  let value = 0;
  let out = '';
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += base32Alphabet[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) out += base32Alphabet[(value << (5 - bits)) & 31];
  return out;
}

export function base32Decode(text: string): Buffer {
  const clean = text.replace(/[\s=-]/g, '').toUpperCase();
  let bits = 0;
  let value = 0;
  const out: number[] = [];
  for (const char of clean) {
    const index = base32Alphabet.indexOf(char);
    if (index < 0) throw new Error('Not base32');
    value = (value << 5) | index;
    bits += 5;
    if (bits >= 8) {
      out.push((value >>> (bits - 8)) & 255);
      bits -= 8;
    }
  }
  return Buffer.from(out);
}

/** A new secret: 160 random bits (RFC 4226's recommended length), base32 as apps take it. */
export function generateTotpSecret(): string {
  return base32Encode(randomBytes(20));
}

/** The time step of a moment (milliseconds since the epoch). */
export function timeStep(nowMs: number): number {
  return Math.floor(nowMs / 1000 / stepSeconds);
}

/** RFC 4226's HOTP of a counter, `length` digits. */
export function hotp(key: Buffer, counter: number, length = digits, algorithm: 'sha1' | 'sha256' | 'sha512' = 'sha1'): string {
  const message = Buffer.alloc(8);
  message.writeBigUInt64BE(BigInt(counter));
  const mac = createHmac(algorithm, key).update(message).digest();
  const offset = mac[mac.length - 1] & 0x0f;
  const binary = (mac.readUInt32BE(offset) & 0x7fffffff) % 10 ** length;
  return String(binary).padStart(length, '0');
}

/** The code of a base32 secret at a time step. */
export function totpAt(secret: string, step: number): string {
  return hotp(base32Decode(secret), step);
}

/**
 * The time step a code belongs to, within `driftSteps` of now and after `lastStep` (a code is
 * good once), or null. Compared in constant time.
 */
export function matchingStep(secret: string, code: string, nowMs: number, lastStep: number | null): number | null {
  const now = timeStep(nowMs);
  const given = Buffer.from(code);
  for (let step = now - driftSteps; step <= now + driftSteps; step++) {
    if (lastStep !== null && step <= lastStep) continue;
    const expected = Buffer.from(totpAt(secret, step));
    if (expected.length === given.length && timingSafeEqual(expected, given)) return step;
  }
  return null;
}

/** The otpauth:// address an authenticator app reads from the QR code (Google's Key Uri Format). */
export function otpauthUri(secret: string, issuer: string, account: string): string {
  const label = `${encodeURIComponent(issuer)}:${encodeURIComponent(account)}`;
  const params = new URLSearchParams({ secret, issuer, algorithm: 'SHA1', digits: String(digits), period: String(stepSeconds) });
  return `otpauth://totp/${label}?${params.toString()}`;
}
