// Counts events per key in fixed one-minute windows, in memory: a cheap ceiling on what one client
// may add (page views, error reports). Per process, which is all it needs to be: it protects
// counters from inflation, not a secret from guessing.

export interface WindowLimiter {
  /** Counts one event for `key`; false when the key is over its limit in this window. */
  take(key: string, now?: number): boolean;
}

const windowMs = 60_000;
const maxKeys = 50_000;

export function createWindowLimiter(perMinute: number): WindowLimiter {
  let window = 0;
  let counts = new Map<string, number>();
  return {
    take(key, now = Date.now()) {
      const current = Math.floor(now / windowMs);
      // A new window starts everyone afresh; a flood of distinct keys cannot grow the map unbounded.
      if (current !== window || counts.size >= maxKeys) {
        window = current;
        counts = new Map();
      }
      const count = (counts.get(key) ?? 0) + 1;
      counts.set(key, count);
      return count <= perMinute;
    },
  };
}
