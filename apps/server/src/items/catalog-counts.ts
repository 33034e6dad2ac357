// The public catalog's totals, kept for a few seconds (issue 31). Counting the matches of a
// filter reads every one of them (an index-only scan at best): 50,000 index entries for the
// bikes' first page at 200,000 listings, which made a page's time grow with the catalog while
// the page itself reads its 20 rows. A visitor paging through a search asks for the same total
// on every page, so it is counted once and reused.
//
// Our decision: a total may trail a change made by another server process by up to
// COUNT_TTL_MS (the listing itself is on its page at once: pages are never cached). A change
// made through this process's items repository drops every kept total at once (noteChange), so
// a member who publishes a listing sees it counted on their next request: the repository notes
// the write when its statement runs, before the transaction commits, so a total counted in the
// second after a write is not kept (it may have missed the uncommitted row).

/** How long a total is reused when nothing in this process changed the listings. */
export const COUNT_TTL_MS = 5_000;
/** A total counted this soon after a write of this process is used once, not kept. */
const SETTLE_MS = 1_000;
/** Totals kept at most (distinct filter sets); the oldest goes first. */
const MAX_ENTRIES = 1_000;

// One counter for the process: a write through any app's repository drops every app's totals
// (tests build several apps in one process; dropping too many is only a recount).
let changes = 0;
let lastChangeAt = -Infinity;

/** Called by the items repository on every write that can change what the catalog holds. */
export function noteChange(): void {
  changes++;
  lastChangeAt = Date.now();
}

export interface CountCache {
  /** The total for `key`: kept, or counted by `count` and kept. */
  get(key: string, count: () => Promise<number>): Promise<number>;
}

export function createCountCache(now: () => number = Date.now): CountCache {
  const kept = new Map<string, { total: number; changes: number; at: number }>();
  return {
    async get(key, count) {
      const hit = kept.get(key);
      if (hit && hit.changes === changes && now() - hit.at < COUNT_TTL_MS) return hit.total;
      const before = changes;
      const settled = Date.now() - lastChangeAt >= SETTLE_MS;
      const total = await count();
      // A write that landed while counting may or may not be in this total: not kept then.
      if (settled && changes === before) {
        kept.delete(key);
        kept.set(key, { total, changes, at: now() });
        if (kept.size > MAX_ENTRIES) kept.delete(kept.keys().next().value!);
      }
      return total;
    },
  };
}
