// Counts what each key spends over a sliding window, in memory: the one in-memory limiter. Alone it
// is a ceiling per process, for what protects this process only (the time it spends working out
// answers: app.ts's miss budget); a quota per visitor must hold across processes, and adds the other
// processes' counts to it (sharedWindow.ts).
//
// The window slides: the count is this window's plus the last one's, weighted by how much of it is
// still within `windowMs` (the estimate of Cloudflare's rate limiter). A client over its limit at
// the turn of a window stays over it, where a fixed window would let it start afresh.

export interface WindowLimiter {
  /** Counts one event for `key` (refused ones too); false when the key is over its limit. */
  take(key: string, now?: number): boolean;
  /** Whether `key` has spent less than its limit: what it may spend next is counted with `spend`. */
  allows(key: string, now?: number): boolean;
  /** Counts `amount` spent by `key` (time, say, measured once the work is done). */
  spend(key: string, amount: number, now?: number): void;
  /** Counts `amount` spent by `key` in the window before `now`'s (heard of late: other processes' counts). */
  spendEarlier(key: string, amount: number, now?: number): void;
}

const maxKeys = 50_000;

export function createWindowLimiter(limit: number, windowMs = 60_000): WindowLimiter {
  let window = 0;
  let current = new Map<string, number>();
  let previous = new Map<string, number>();

  /** Moves the windows on to `now`'s, and tells how much of the last one still counts. */
  function slide(now: number): number {
    const index = Math.floor(now / windowMs);
    if (index !== window) {
      previous = index === window + 1 ? current : new Map();
      current = new Map();
      window = index;
    }
    return 1 - (now - index * windowMs) / windowMs;
  }

  function add(key: string, amount: number, now: number): number {
    const stillCounted = slide(now);
    // A flood of distinct keys cannot grow the map unbounded.
    if (current.size >= maxKeys) current = new Map();
    const spent = (current.get(key) ?? 0) + amount;
    current.set(key, spent);
    return (previous.get(key) ?? 0) * stillCounted + spent;
  }

  return {
    take: (key, now = Date.now()) => add(key, 1, now) <= limit,
    allows: (key, now = Date.now()) => add(key, 0, now) < limit,
    spend: (key, amount, now = Date.now()) => void add(key, amount, now),
    spendEarlier(key, amount, now = Date.now()) {
      slide(now);
      if (previous.size >= maxKeys) previous = new Map();
      previous.set(key, (previous.get(key) ?? 0) + amount);
    },
  };
}
