// A fixed-window counter per key (an address, a member) for limits checked in code rather than
// by @fastify/rate-limit: the page renderer's budget (issue 25 item 10). The map is dropped at
// each new window, so it holds only the keys of the current minute.
export function createWindowLimiter(max: number, windowMs: number, now: () => number = Date.now) {
  let windowStart = now();
  let counts = new Map<string, number>();
  return {
    /** Counts one use for `key`; false once `max` uses of this window are spent. */
    take(key: string): boolean {
      const t = now();
      if (t - windowStart >= windowMs) {
        windowStart = t;
        counts = new Map();
      }
      const used = counts.get(key) ?? 0;
      if (used >= max) return false;
      counts.set(key, used + 1);
      return true;
    },
  };
}
