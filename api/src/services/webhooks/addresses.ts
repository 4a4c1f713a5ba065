import { BlockList, isIP } from 'node:net';
import { lookup } from 'node:dns/promises';

// Where a webhook may connect (docs/webhooks.md#addresses): public addresses only, and loopback
// outside production. The rule runs at registration and again at every connection, on every address
// the name resolves to; the request then connects to the address checked (deliver.ts), so a name
// that answers differently a moment later (DNS rebinding) cannot lead it inside.

/** What an address is, for the rule: public, loopback, or one of the ranges never reached. */
export type AddressKind = 'public' | 'loopback' | 'private';

const loopback = new BlockList();
loopback.addSubnet('127.0.0.0', 8, 'ipv4');
loopback.addAddress('::1', 'ipv6');

// Private, shared (CGNAT), link-local, unique-local, multicast, unspecified, documentation and
// reserved ranges, and the IPv6 forms that carry an IPv4 address inside (NAT64, 6to4, Teredo).
const refused = new BlockList();
for (const [net, bits] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.88.99.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const)
  refused.addSubnet(net, bits, 'ipv4');
for (const [net, bits] of [
  ['::', 128],
  ['64:ff9b::', 96],
  ['64:ff9b:1::', 48],
  ['100::', 64],
  ['2001::', 32],
  ['2001:db8::', 32],
  ['2002::', 16],
  ['fc00::', 7],
  ['fe80::', 10],
  ['fec0::', 10],
  ['ff00::', 8],
] as const)
  refused.addSubnet(net, bits, 'ipv6');

/** The IPv4 address inside an IPv4-mapped or -compatible IPv6 one (::ffff:10.0.0.1, ::ffff:a00:1), else null. */
function embeddedIpv4(address: string): string | null {
  const match = /^(?:0{0,4}:){0,5}(?:ffff:)?((?:\d{1,3}\.){3}\d{1,3})$/i.exec(address) ?? null;
  if (match && address.includes('::')) return match[1];
  const hex = /^::(?:ffff:)?([0-9a-f]{1,4}):([0-9a-f]{1,4})$/i.exec(address);
  if (!hex) return null;
  const [high, low] = [parseInt(hex[1], 16), parseInt(hex[2], 16)];
  return [high >> 8, high & 255, low >> 8, low & 255].join('.');
}

/** What `address` (an IP literal, IPv6 without brackets) is; anything not an IP address is private. */
export function addressKind(address: string): AddressKind {
  const family = isIP(address);
  if (family === 0) return 'private';
  if (family === 6) {
    const inner = embeddedIpv4(address.toLowerCase());
    if (inner) return isIP(inner) === 4 ? addressKind(inner) : 'private';
  }
  const type = family === 4 ? 'ipv4' : 'ipv6';
  if (loopback.check(address, type)) return 'loopback';
  if (refused.check(address, type)) return 'private';
  return 'public';
}

/** Whether the rule lets a webhook connect to `address`. */
export function addressAllowed(address: string, allowLoopback: boolean): boolean {
  const kind = addressKind(address);
  return kind === 'public' || (kind === 'loopback' && allowLoopback);
}

/** Resolves a host name to every address it has (tests give their own). */
export type Resolver = (hostname: string) => Promise<string[]>;

export const systemResolver: Resolver = async (hostname) => (await lookup(hostname, { all: true, verbatim: true })).map((entry) => entry.address);
