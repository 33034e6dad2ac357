// The catalog's kept totals (issue 31): reused for COUNT_TTL_MS, dropped by a write of this
// process, never kept when they may have missed a write that had not committed yet.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// A module instance of its own: the server tests share one process, and another file's
// background work writing listings through the shared instance would call its noteChange
// between two of these steps (a full run once counted 8 where 7 was kept).
vi.resetModules();
const { COUNT_TTL_MS, createCountCache, noteChange } = await import('./catalog-counts.ts');

let counted = 0;
const count = (total: number) => async () => {
  counted++;
  return total;
};

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(Date.parse('2026-11-28T12:00:00Z'));
  counted = 0;
});
afterEach(() => vi.useRealTimers());

const later = (ms: number) => vi.setSystemTime(Date.now() + ms);

describe('the catalog count cache', () => {
  it('reuses a total for its filters until it is COUNT_TTL_MS old', async () => {
    later(10_000); // no write of the tests before in the last second
    const cache = createCountCache();
    expect(await cache.get('trek', count(7))).toBe(7);
    expect(await cache.get('trek', count(8))).toBe(7);
    expect(await cache.get('giant', count(3))).toBe(3);
    expect(counted).toBe(2);
    later(COUNT_TTL_MS);
    expect(await cache.get('trek', count(8))).toBe(8);
    expect(counted).toBe(3);
  });

  it('drops every kept total when the listings change in this process', async () => {
    later(10_000);
    const cache = createCountCache();
    await cache.get('trek', count(7));
    noteChange();
    // Counted within a second of the write (its transaction may not have committed): used, not kept.
    expect(await cache.get('trek', count(8))).toBe(8);
    expect(await cache.get('trek', count(9))).toBe(9);
    later(1_000);
    expect(await cache.get('trek', count(10))).toBe(10);
    expect(await cache.get('trek', count(11))).toBe(10);
  });

  it('does not keep a total when a write lands while it is counted', async () => {
    later(10_000);
    const cache = createCountCache();
    const racing = async () => {
      later(2_000);
      noteChange();
      later(2_000);
      return 5;
    };
    expect(await cache.get('trek', racing)).toBe(5);
    expect(await cache.get('trek', count(6))).toBe(6);
  });
});
