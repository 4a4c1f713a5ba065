import { createHmac, randomBytes } from 'node:crypto';
import { isIPv4, isIPv6 } from 'node:net';
import type { Db } from '../db/client.ts';
import { uniqueViolationFields } from '../db/errors.ts';

// Who a visitor is, without a cookie and without keeping who: the one place that works it out, for
// likes and post views (blog), the site's analytics and the rate limiter's keys (the contact form's
// senders among them). What is kept of a visitor is a keyed hash (HMAC-SHA256) under a random secret of
// this database, never in the repository or a log: without it no address can be tried against a hash.

const secretKey = 'visitor.secret';
const secrets = new WeakMap<Db, Promise<string>>();

/** The random secret of this database that keys every visitor hash; made on first use. */
function visitorSecret(db: Db): Promise<string> {
  let secret = secrets.get(db);
  if (!secret) {
    secret = (async () => {
      const found = await db.setting.findUnique({ where: { key: secretKey } });
      if (found) return found.value;
      const value = randomBytes(32).toString('base64url');
      // Two processes starting at once agree on whichever was written first (the other's write fails).
      await db.setting.create({ data: { key: secretKey, value } }).catch((error: unknown) => {
        if (!uniqueViolationFields(error)) throw error;
      });
      return (await db.setting.findUniqueOrThrow({ where: { key: secretKey } })).value;
    })();
    secrets.set(db, secret);
    secret.catch(() => secrets.delete(db));
  }
  return secret;
}

/** `text` hashed with the database's secret (base64url, 43 characters): what may be stored of a visitor. */
export async function keyedHash(db: Db, text: string): Promise<string> {
  return createHmac('sha256', await visitorSecret(db))
    .update(text)
    .digest('base64url');
}

/**
 * The part of a client's address that stands for one visitor: an IPv4 address whole, an IPv6
 * address by its /64 (one subscriber's network, which a client can otherwise hop around freely).
 */
export function visitorAddress(ip: string): string {
  const address = ip.replace(/%.*$/, '').toLowerCase();
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(address)?.[1];
  if (mapped && isIPv4(mapped)) return mapped;
  if (isIPv4(address)) return address;
  if (!isIPv6(address)) return address;
  const [head, tail = ''] = address.split('::');
  const headParts = head ? head.split(':') : [];
  const tailParts = address.includes('::') && tail ? tail.split(':') : [];
  const groups = [...headParts, ...Array(Math.max(0, 8 - headParts.length - tailParts.length)).fill('0'), ...tailParts];
  return `${groups
    .slice(0, 4)
    .map((group) => group.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}

/** A browser on an address, for `purpose` (likes; views of one day): one like per visitor, one view a day. */
export function browserKey(db: Db, purpose: string, ip: string, userAgent: string): Promise<string> {
  return keyedHash(db, `${purpose}\n${ip}\n${userAgent}`);
}

/**
 * The visitor as the site's unique counts know them: their address and browser (as the analytics'
 * visitor book names them) hashed under the day's salt, itself a keyed hash of the day. The key
 * changes every day, so nothing links one day's visitors to another's.
 */
export function createDailyVisitorHash(db: Db): (day: string, visitor: string) => Promise<string> {
  const salts = new Map<string, Buffer>();
  return async (day, visitor) => {
    let salt = salts.get(day);
    if (!salt) {
      salt = Buffer.from(await keyedHash(db, `analytics salt ${day}`), 'base64url');
      if (salts.size > 2) salts.clear();
      salts.set(day, salt);
    }
    return createHmac('sha256', salt).update(visitor).digest('base64url').slice(0, 22);
  };
}

/** Crawlers, link previews and audit tools: they read, they are not readers (post views, site analytics). */
export const automatedClient =
  /bot|crawl|spider|slurp|preview|facebookexternalhit|whatsapp|telegram|slack|discord|headless|lighthouse|curl|wget|python|httpclient|http-client|axios|node-fetch|undici|^node|okhttp|^java|postman|insomnia|libwww|ruby|php|^go-|^$/i;
