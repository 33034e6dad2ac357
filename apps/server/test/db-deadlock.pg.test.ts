// PostgreSQL only (vitest.config.ts runs *.pg.test.ts when DATABASE_URL is set): PGlite has one
// connection, so two transactions never hold locks at once and no deadlock can happen there.
import { describe, expect, it } from 'vitest';
import type { Queryable } from '../src/db/db.ts';
import { useTestApp } from './helpers.ts';

const t = useTestApp();

/** Two transactions that lock two rows in opposite orders: PostgreSQL aborts one (40P01). */
async function crossedLocks(retryOnConflict: boolean) {
  const a = await t.createUser();
  const b = await t.createUser();
  const attempts = { first: 0, second: 0 };
  let holdA!: () => void;
  let holdB!: () => void;
  const aHeld = new Promise<void>((resolve) => (holdA = resolve));
  const bHeld = new Promise<void>((resolve) => (holdB = resolve));
  const lock = (tx: Queryable, id: string) =>
    tx.query('SELECT 1 FROM users WHERE id = $1 FOR NO KEY UPDATE', [id]);
  const results = await Promise.allSettled([
    t.db.transaction({ retryOnConflict }, async (tx) => {
      attempts.first += 1;
      await lock(tx, a.id);
      holdA();
      await bHeld;
      await lock(tx, b.id);
      await tx.query('UPDATE users SET token_balance = token_balance + 1 WHERE id = $1', [a.id]);
    }),
    t.db.transaction({ retryOnConflict }, async (tx) => {
      attempts.second += 1;
      await lock(tx, b.id);
      holdB();
      await aHeld;
      await lock(tx, a.id);
      await tx.query('UPDATE users SET token_balance = token_balance + 1 WHERE id = $1', [a.id]);
    }),
  ]);
  const balance = (await t.db.one<{ n: number }>(
    'SELECT token_balance AS n FROM users WHERE id = $1',
    [a.id],
  ))!.n;
  return { results, attempts, balance };
}

describe('database on PostgreSQL', () => {
  it('a deadlock victim fails without a rerun, and is run once more with retryOnConflict', async () => {
    const bare = await crossedLocks(false);
    const failed = bare.results.filter((r) => r.status === 'rejected');
    expect(failed).toHaveLength(1);
    expect((failed[0] as PromiseRejectedResult).reason).toMatchObject({ code: '40P01' });
    expect(bare.balance).toBe(1);

    const retried = await crossedLocks(true);
    expect(retried.results.map((r) => r.status)).toEqual(['fulfilled', 'fulfilled']);
    expect(retried.attempts.first + retried.attempts.second).toBe(3);
    expect(retried.balance).toBe(2);
  });
});
