import { otherReferrers } from './recorder.ts';

// Who a page view is from, as unique counts and referrer counts see it, with ceilings that keep a
// few addresses from inflating them (found by outside attacks):
// - an address stands for a few browsers a day (a household, a small office behind one router),
//   not for hundreds: past `maxBrowsersPerAddress` different user agents, a view counts as the
//   address's first browser's, so changing the User-Agent header mints no new visitors;
// - a visitor brings a referrer once a day per site, and from a few sites at most;
// - a network (an IPv4 /16, an IPv6 /32) names at most `newHostsPerNetwork` referring sites a day
//   that nobody else named: a flood of made-up hosts from a few networks goes under "(other)"
//   instead of filling the day's named hosts, and genuine sites visitors come from stay listed.
// In memory, per process, for the current day, holding numbers (hashes) rather than the strings
// sent; the maps are emptied when they grow too big, which only lets a flood of addresses count as
// what it is, many visitors.

export const maxBrowsersPerAddress = 10;
export const maxReferrersPerVisitor = 3;
export const newHostsPerNetwork = 30;

const maxAddresses = 50_000;
const maxVisitors = 100_000;
const maxNetworks = 50_000;
const maxHosts = 2_000;

export interface VisitorBook {
  /**
   * Who a view is from: `browser`, the address and its browser (what per-minute throttles key on),
   * and `visitor`, what unique counts know: the same, or the address's first browser past the ceiling.
   */
  identify(day: string, address: string, userAgent: string): { browser: string; visitor: string };
  /**
   * The referring host to file for this view: `host`, "(other)" when its network has named its
   * share of new hosts today, or null when it does not count (the visitor brought it already today,
   * or brought their share of hosts).
   */
  referral(day: string, visitor: string, host: string): string | null;
}

/**
 * A 53-bit fingerprint (cyrb53, a fast non-cryptographic hash): what the book keeps of a user agent
 * or a host (they run to kilobytes when made up). A collision only merges two browsers of one
 * address, or two hosts of one visitor: it can lower a count, never raise one. Per view, so cheap:
 * a digest from node:crypto cost a sixth of the beacon's throughput.
 */
export function fingerprint(text: string): number {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ code, 2654435761);
    h2 = Math.imul(h2 ^ code, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return 4294967296 * (2097151 & h2) + (h1 >>> 0);
}

/** The network an address (as `visitorAddress` gives it: IPv4, or an IPv6 /64) belongs to: its /16 or /32. */
export function networkOf(address: string): string {
  return address.includes(':') ? address.split(':', 2).join(':') : address.split('.', 2).join('.');
}

export function createVisitorBook(): VisitorBook {
  let day = '';
  /** Address → its browsers' fingerprints, the first `maxBrowsersPerAddress`. */
  let browsers = new Map<string, number[]>();
  /** Visitor → the fingerprints of the hosts they brought today. */
  let referrals = new Map<string, number[]>();
  /** Network → how many hosts it named today. */
  let networks = new Map<string, number>();
  /** Hosts named today (fingerprints). */
  let hosts = new Set<number>();

  function startDay(today: string) {
    if (today === day) return;
    day = today;
    browsers = new Map();
    referrals = new Map();
    networks = new Map();
    hosts = new Set();
  }

  return {
    identify(today, address, userAgent) {
      startDay(today);
      if (browsers.size >= maxAddresses) browsers = new Map();
      const browser = fingerprint(userAgent);
      let known = browsers.get(address);
      if (!known) browsers.set(address, (known = []));
      if (!known.includes(browser) && known.length < maxBrowsersPerAddress) known.push(browser);
      const counted = known.includes(browser) ? browser : known[0];
      return { browser: `${address}\u0000${browser}`, visitor: `${address}\u0000${counted}` };
    },
    referral(today, visitor, host) {
      startDay(today);
      if (referrals.size >= maxVisitors) referrals = new Map();
      const key = fingerprint(host);
      let brought = referrals.get(visitor);
      if (!brought) referrals.set(visitor, (brought = []));
      if (brought.includes(key) || brought.length >= maxReferrersPerVisitor) return null;
      brought.push(key);
      if (hosts.has(key)) return host;
      const network = networkOf(visitor.slice(0, visitor.indexOf('\u0000')));
      const named = networks.get(network) ?? 0;
      if (named >= newHostsPerNetwork || hosts.size >= maxHosts) return otherReferrers;
      if (networks.size >= maxNetworks) networks = new Map();
      networks.set(network, named + 1);
      hosts.add(key);
      return host;
    },
  };
}
