// The offer dialog's fair price (openapi.yaml getSimilarTradePrices, issue 12 item 7): completed
// trades of items of the same type and category in the last 12 months, cash and tokens apart,
// a range only from 3 trades on. Trades are made through the offer calls; the category and the
// completion time are set in the table as the tests' seam (the server sets bike_type itself).
import { describe, expect, it } from 'vitest';
import type { components } from '@pedalswap/api-client/schema.gen';
import { call, UNKNOWN_ID, useTestApp, type Member } from './helpers.ts';
import {
  accept,
  cast,
  makeOffer,
  offerAction,
  published,
  type Cast,
  type Item,
} from './offers-fixtures.ts';

type Prices = components['schemas']['SimilarTradePrices'];

const t = useTestApp();

const similar = (who: Member | null, item: Pick<Item, 'itemType' | 'id'>) =>
  call(t.app, 'GET', `/api/offers/items/${item.itemType}/${item.id}/similar-trades`, {
    ...(who ? { token: who.accessToken } : {}),
  });

async function pricesFor(who: Member, item: Item): Promise<Prices> {
  const res = await similar(who, item);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<Prices>();
}

/** Sets the category the fair price compares on (a bike's Bike Type, a part's part_category). */
async function categorise(item: Item, category: string) {
  await t.db.query(
    `UPDATE items SET bike_type = CASE WHEN item_type = 'bike' THEN $2 ELSE bike_type END,
            attributes = attributes || jsonb_build_object('part_category', $2::text)
     WHERE id = $1`,
    [item.id, category],
  );
}

/** A staff listing of this type and category, bought by the buyer for `amount`; the offer id. */
async function trade(
  c: Cast,
  category: string,
  body: { offerType: 'cash' | 'tokens'; amount: number },
  type = 'bike',
): Promise<string> {
  const item = await published(t, c.staff, type);
  await categorise(item, category);
  const offer = await makeOffer(t, c.buyer, item, body);
  await accept(t, c.staff, offer);
  const done = await offerAction(t, c.staff, offer, 'complete');
  expect(done.statusCode, done.body).toBe(200);
  return offer.id;
}

describe('GET /offers/items/{type}/{id}/similar-trades', () => {
  it('gives no range below 3 trades, then min, max, median and count from the third on', async () => {
    const c = await cast(t);
    await categorise(c.memberBike, 'Mountain Bike');
    let prices = await pricesFor(c.other, c.memberBike);
    expect(prices).toMatchObject({
      itemType: 'bike',
      category: 'Mountain Bike',
      cash: null,
      tokens: null,
    });
    await trade(c, 'Mountain Bike', { offerType: 'cash', amount: 900 });
    await trade(c, 'Mountain Bike', { offerType: 'cash', amount: 500.5 });
    // Two trades would give both prices away: still nothing.
    expect((await pricesFor(c.other, c.memberBike)).cash).toBeNull();
    await trade(c, 'Mountain Bike', { offerType: 'cash', amount: 700 });
    prices = await pricesFor(c.other, c.memberBike);
    expect(prices.cash).toEqual({ min: 500.5, max: 900, median: 700, count: 3 });
    // Token trades are a range of their own, and two are not enough for one.
    await trade(c, 'Mountain Bike', { offerType: 'tokens', amount: 100 });
    await trade(c, 'Mountain Bike', { offerType: 'tokens', amount: 200 });
    prices = await pricesFor(c.other, c.memberBike);
    expect(prices.tokens).toBeNull();
    expect(prices.cash).toEqual({ min: 500.5, max: 900, median: 700, count: 3 });
    const since = Date.parse(prices.since);
    const yearAgo = new Date();
    yearAgo.setUTCMonth(yearAgo.getUTCMonth() - 12);
    expect(Math.abs(since - yearAgo.getTime())).toBeLessThan(60_000);
  });

  it('leaves out other categories, other types, waiting offers and trades over 12 months old', async () => {
    const c = await cast(t);
    await categorise(c.memberBike, 'Gravel Bike');
    for (const amount of [1000, 1200, 1400])
      await trade(c, 'Gravel Bike', { offerType: 'cash', amount });
    await trade(c, 'Road Bike', { offerType: 'cash', amount: 5000 });
    // A part filed under the same words is another type.
    await trade(c, 'Gravel Bike', { offerType: 'cash', amount: 10 }, 'part');
    // An offer made but not completed.
    const waiting = await published(t, c.staff);
    await categorise(waiting, 'Gravel Bike');
    await makeOffer(t, c.buyer, waiting, { offerType: 'cash', amount: 3 });
    // A trade completed 13 months ago.
    const old = await trade(c, 'Gravel Bike', { offerType: 'cash', amount: 9000 });
    await t.db.query(
      "UPDATE offers SET completed_at = now() - interval '13 months' WHERE id = $1",
      [old],
    );
    const prices = await pricesFor(c.buyer, c.memberBike);
    expect(prices.cash).toEqual({ min: 1000, max: 1400, median: 1200, count: 3 });
    // Items without a category compare with nothing.
    const bare = await published(t, c.staff);
    await t.db.query('UPDATE items SET bike_type = NULL WHERE id = $1', [bare.id]);
    expect(await pricesFor(c.buyer, bare)).toMatchObject({ category: null, cash: null });
  });

  it('answers signed-in members and staff on items they may see; 401, 404 and 400 otherwise', async () => {
    const c = await cast(t);
    for (const who of [c.seller, c.other, c.staff, c.manager])
      expect((await similar(who, c.memberBike)).statusCode).toBe(200);
    expect((await similar(null, c.memberBike)).statusCode).toBe(401);
    // Back to a draft: only its owner (and staff) may see it now.
    await t.db.query("UPDATE items SET status = 'draft' WHERE id = $1", [c.memberBike.id]);
    expect((await similar(c.other, c.memberBike)).statusCode).toBe(404);
    expect((await similar(c.seller, c.memberBike)).statusCode).toBe(200);
    expect((await similar(c.other, { itemType: 'bike', id: UNKNOWN_ID })).statusCode).toBe(404);
    expect((await similar(c.other, { itemType: 'part', id: c.staffBike.id })).statusCode).toBe(404);
    const bad = await similar(c.other, { itemType: 'bike', id: 'not-an-id' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ error: expect.any(String), message: expect.any(String) });
    expect(
      (await similar(c.other, { itemType: 'boat' as 'bike', id: UNKNOWN_ID })).statusCode,
    ).toBe(400);
  });
});
