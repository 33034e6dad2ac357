// Trade completions side by side (issue 25 item 1). Staff listings are the marketplace's own,
// so the usual case is two staff members completing at once, each the seller of the trade the
// other completes. The settlement locks both sides' balance rows while the ledger's and the
// audit log's foreign keys take key-share locks on the acting staff member's row: with
// `FOR UPDATE` balance locks, those two orders met in a deadlock and PostgreSQL answered 40P01
// (a 500). Runs on PGlite (one connection: the same answers, serialised) and, with
// DATABASE_URL, on PostgreSQL, where it is a real race; COMPLETION_BURST sets the burst's size
// (500 in the measurement of the commit that added this file; 120 by default, ~30 s).
import { describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { createDraftItem, useTestApp, type Member } from './helpers.ts';
import { accept, makeOffer, offerAction, type Item, type Offer } from './offers-fixtures.ts';

const t = useTestApp();
const onPostgres = Boolean(process.env.DATABASE_URL);
const BURST = onPostgres ? Number(process.env.COMPLETION_BURST ?? 120) : 8;
const PRICE = 10;

interface Scene {
  staffA: Member;
  staffB: Member;
  bidders: Member[];
}

async function scene(bidderCount: number): Promise<Scene> {
  const staffA = await t.member({ role: 'owner', firstName: 'Ann', lastName: 'Owner' });
  const staffB = await t.member({ role: 'manager', firstName: 'Ben', lastName: 'Manager' });
  const bidders: Member[] = [];
  for (let i = 0; i < bidderCount; i++)
    bidders.push(await t.member({ firstName: `Bidder ${String.fromCharCode(65 + i)}` }));
  await t.db.query('UPDATE users SET token_balance = 100000 WHERE id = ANY($1::uuid[])', [
    bidders.map((b) => b.id),
  ]);
  return { staffA, staffB, bidders };
}

/** A published listing of `seller` with a bidder's accepted token offer: a trade to complete. */
async function acceptedTrade(seller: Member, bidder: Member): Promise<Offer> {
  const item = await createDraftItem(t.app, seller);
  await t.db.query(`UPDATE items SET status = 'published', published_at = now() WHERE id = $1`, [
    item.id,
  ]);
  const offer = await makeOffer(t, bidder, { ...item, status: 'published' } as Item, {
    offerType: 'tokens',
    amount: PRICE,
  });
  await accept(t, seller, offer);
  return offer;
}

/** Builds `count` trades, a few at a time (the setup is not what is measured). */
async function trades(s: Scene, count: number) {
  const built: { offer: Offer; completer: Member; seller: Member }[] = [];
  for (let i = 0; i < count; i += 8) {
    const batch = await Promise.all(
      Array.from({ length: Math.min(8, count - i) }, async (_, j) => {
        const n = i + j;
        // Even trades are Ann's listings, completed by Ben; odd ones Ben's, completed by Ann.
        const [seller, completer] = n % 2 === 0 ? [s.staffA, s.staffB] : [s.staffB, s.staffA];
        const offer = await acceptedTrade(seller, s.bidders[n % s.bidders.length]!);
        return { offer, completer, seller };
      }),
    );
    built.push(...batch);
  }
  return built;
}

const statusCounts = (answers: LightMyRequestResponse[]) =>
  answers.reduce<Record<number, number>>((acc, a) => {
    acc[a.statusCode] = (acc[a.statusCode] ?? 0) + 1;
    return acc;
  }, {});

/** Every balance equals the sum of its completed ledger rows, and no trade paid twice. */
async function expectConsistentLedger(s: Scene, completed: number) {
  const ids = [s.staffA.id, s.staffB.id, ...s.bidders.map((b) => b.id)];
  const rows = await t.db.query<{ id: string; token_balance: number; ledger: number }>(
    `SELECT u.id, u.token_balance,
       COALESCE(sum(x.token_amount) FILTER (WHERE x.status = 'completed'), 0)::int AS ledger
     FROM users u LEFT JOIN token_transactions x ON x.user_id = u.id
     WHERE u.id = ANY($1::uuid[]) GROUP BY u.id`,
    [ids],
  );
  const staffEarned = rows
    .filter((r) => r.id === s.staffA.id || r.id === s.staffB.id)
    .reduce((sum, r) => sum + r.token_balance, 0);
  expect(staffEarned).toBe(completed * PRICE);
  for (const r of rows.filter((r) => r.id === s.staffA.id || r.id === s.staffB.id))
    expect(r.token_balance).toBe(r.ledger);
  const biddersPaid = rows
    .filter((r) => r.id !== s.staffA.id && r.id !== s.staffB.id)
    .reduce((sum, r) => sum + (100000 - r.token_balance), 0);
  expect(biddersPaid).toBe(completed * PRICE);
  const done = await t.db.one<{ offers: number; audits: number }>(
    `SELECT (SELECT count(*)::int FROM offers WHERE status = 'completed' AND transaction_id IS NOT NULL) AS offers,
            (SELECT count(*)::int FROM audit_log WHERE action = 'trade_completed') AS audits`,
  );
  expect(done).toEqual({ offers: completed, audits: completed });
}

/** Deadlocks PostgreSQL has detected in this database (0 on PGlite: one connection). */
const deadlocksSoFar = async () =>
  onPostgres
    ? (await t.db.one<{ n: number }>(
        'SELECT deadlocks::int AS n FROM pg_stat_database WHERE datname = current_database()',
      ))!.n
    : 0;

describe('trade completions at once', () => {
  it('two staff members completing each other’s trades at once: every call answers 200', async () => {
    const s = await scene(2);
    const rounds = onPostgres ? 20 : 2;
    const answers: LightMyRequestResponse[] = [];
    for (let round = 0; round < rounds; round++) {
      const annSells = await acceptedTrade(s.staffA, s.bidders[0]!);
      const benSells = await acceptedTrade(s.staffB, s.bidders[1]!);
      answers.push(
        ...(await Promise.all([
          offerAction(t, s.staffB, annSells, 'complete'),
          offerAction(t, s.staffA, benSells, 'complete'),
        ])),
      );
    }
    expect(statusCounts(answers)).toEqual({ 200: rounds * 2 });
    await expectConsistentLedger(s, rounds * 2);
  });

  it(`a burst of ${BURST} completions: no deadlock, no 5xx, the ledger adds up`, async () => {
    const s = await scene(6);
    const all = await trades(s, BURST);
    const before = await deadlocksSoFar();
    const started = Date.now();
    const answers = await Promise.all(
      all.map(({ offer, completer }) => offerAction(t, completer, offer, 'complete')),
    );
    const elapsed = Date.now() - started;
    // PostgreSQL's own count: a deadlock the retry hid would still show here.
    const deadlocks = (await deadlocksSoFar()) - before;
    console.info(
      `[completion burst] ${BURST} completions in ${elapsed} ms: ${JSON.stringify(statusCounts(answers))}, ${deadlocks} deadlocks`,
    );
    expect(statusCounts(answers)).toEqual({ 200: BURST });
    expect(deadlocks).toBe(0);
    await expectConsistentLedger(s, BURST);
  }, 600_000);
});
