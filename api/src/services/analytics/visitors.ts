import { createHash } from 'node:crypto';

// Who a page view is from, as unique counts and referrer counts see it, with two ceilings that
// keep one address from inflating them (found by an outside attack):
// - an address stands for a few browsers a day (a household, a small office behind one router),
//   not for hundreds: past `maxBrowsersPerAddress` different user agents, a view counts as the
//   address's first browser's, so changing the User-Agent header mints no new visitors;
// - a visitor brings a referrer once a day per site, and from a few sites at most: a script
//   cannot fill the top referrers with made-up hosts.
// In memory, per process, for the current day; the maps are emptied when they grow too big, which
// only lets a flood of addresses count as what it is, many visitors.

export const maxBrowsersPerAddress = 10;
export const maxReferrersPerVisitor = 3;

const maxAddresses = 50_000;
const maxReferrals = 200_000;

export interface VisitorBook {
  /**
   * Who a view is from: `browser`, the address and its browser (what per-minute throttles key on),
   * and `visitor`, what unique counts know: the same, or the address's first browser past the ceiling.
   */
  identify(day: string, address: string, userAgent: string): { browser: string; visitor: string };
  /** Whether a referral from `host` counts for this visitor today (its first from there, within the ceiling). */
  referral(day: string, visitor: string, host: string): boolean;
}

/** A short fingerprint of a user agent (they run to kilobytes when made up): what the book and the batch keep. */
const browserOf = (userAgent: string) => createHash('sha1').update(userAgent).digest('base64url').slice(0, 16);

export function createVisitorBook(): VisitorBook {
  let day = '';
  let browsers = new Map<string, string[]>();
  let referrals = new Map<string, Set<string>>();

  function startDay(today: string) {
    if (today === day) return;
    day = today;
    browsers = new Map();
    referrals = new Map();
  }

  return {
    identify(today, address, userAgent) {
      startDay(today);
      if (browsers.size >= maxAddresses) browsers = new Map();
      const browser = browserOf(userAgent);
      let known = browsers.get(address);
      if (!known) browsers.set(address, (known = []));
      if (!known.includes(browser) && known.length < maxBrowsersPerAddress) known.push(browser);
      const counted = known.includes(browser) ? browser : known[0];
      return { browser: `${address}\u0000${browser}`, visitor: `${address}\u0000${counted}` };
    },
    referral(today, visitor, host) {
      startDay(today);
      if (referrals.size >= maxReferrals) referrals = new Map();
      let hosts = referrals.get(visitor);
      if (!hosts) referrals.set(visitor, (hosts = new Set()));
      if (hosts.has(host) || hosts.size >= maxReferrersPerVisitor) return false;
      hosts.add(host);
      return true;
    },
  };
}
