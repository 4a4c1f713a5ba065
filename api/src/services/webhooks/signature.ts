import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

// How a delivery is signed (docs/webhooks.md#verifying), as Stripe does: HMAC-SHA256 with the
// endpoint's secret over `${timestamp}.${body}`, in the Sovra-Signature header as `t=<unix seconds>,v1=<hex>`.
// Receivers recompute it, compare in constant time, and refuse a timestamp outside their replay window.

export const signatureHeader = 'Sovra-Signature';

/** How far a receiver should let a timestamp be from its own clock (docs/webhooks.md). */
export const replayWindowSeconds = 300;

/** A new signing secret: 32 random bytes, prefixed so a leaked one is recognisable. */
export function newWebhookSecret(): string {
  return `whsec_${randomBytes(32).toString('base64url')}`;
}

function hmac(secret: string, timestamp: number, body: string): string {
  return createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');
}

/** The Sovra-Signature value of `body` sent at `timestamp` (unix seconds). */
export function signatureValue(secret: string, timestamp: number, body: string): string {
  return `t=${timestamp},v1=${hmac(secret, timestamp, body)}`;
}

/** Whether `header` signs `body` with `secret` within the replay window of `nowSeconds` (a receiver's check). */
export function verifySignature(secret: string, header: string, body: string, nowSeconds: number): boolean {
  const parts = new Map(header.split(',').map((part) => part.split('=', 2) as [string, string]));
  const timestamp = Number(parts.get('t'));
  const given = parts.get('v1') ?? '';
  if (!Number.isSafeInteger(timestamp) || Math.abs(nowSeconds - timestamp) > replayWindowSeconds) return false;
  const expected = Buffer.from(hmac(secret, timestamp, body));
  return given.length === expected.length && timingSafeEqual(Buffer.from(given), expected);
}
