// Counts events per key over a sliding window, in memory: a cheap ceiling on what one client may
// cause in this process (page views and error reports it adds, answers it makes the server work
// out). Per process, which is all it needs to be: it protects this process's counters and time,
// not a secret from guessing.
//
// The window slides: the count is this window's plus the last one's, weighted by how much of it is
// still within `windowMs` (the estimate of Cloudflare's rate limiter). A client over its limit at
// the turn of a window stays over it, where a fixed window would let it start afresh.

export interface WindowLimiter {
  /** Counts one event for `key` (refused ones too); false when the key is over its limit. */
  take(key: string, now?: number): boolean;
}

const maxKeys = 50_000;

export function createWindowLimiter(limit: number, windowMs = 60_000): WindowLimiter {
  let window = 0;
  let current = new Map<string, number>();
  let previous = new Map<string, number>();
  return {
    take(key, now = Date.now()) {
      const index = Math.floor(now / windowMs);
      if (index !== window) {
        previous = index === window + 1 ? current : new Map();
        current = new Map();
        window = index;
      }
      // A flood of distinct keys cannot grow the map unbounded.
      if (current.size >= maxKeys) current = new Map();
      const count = (current.get(key) ?? 0) + 1;
      current.set(key, count);
      const stillCounted = 1 - (now - index * windowMs) / windowMs;
      return (previous.get(key) ?? 0) * stillCounted + count <= limit;
    },
  };
}
