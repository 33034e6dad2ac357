// The catalog (spec 2 §2.5, §7.1): published items only, full-text search, the spec's filters
// plus price range and sort, pagination, the owner's own list and /users/{id}/bikes.
import { beforeEach, describe, expect, it } from 'vitest';
import type { components } from '@pedalswap/api-client/schema.gen';
import { call, UNKNOWN_ID, useTestApp, type Member } from './helpers.ts';

type Item = components['schemas']['Item'];
type ItemList = components['schemas']['ItemList'];
const t = useTestApp();

const base = {
  condition: 'Good',
  description: 'A bike for the trails around the Pacific Northwest.',
  location: 'Portland, OR',
};

let seller: Member;
let published: Record<string, Item>;

async function create(m: Member, body: object, type = 'bike', status = 'published') {
  const res = await call(t.app, 'POST', `/api/items/${type}`, {
    token: m.accessToken,
    payload: { ...base, ...body },
  });
  expect(res.statusCode, res.body).toBe(201);
  const item = res.json<{ item: Item }>().item;
  await t.db.query(
    `UPDATE items SET status = $2, created_at = now() - make_interval(mins => $3) WHERE id = $1`,
    [item.id, status, Object.keys(published).length],
  );
  return item;
}

async function list(query = '', type = 'bike', token?: string) {
  const res = await call(t.app, 'GET', `/api/items/${type}${query}`, token ? { token } : {});
  expect(res.statusCode, res.body).toBe(200);
  return res.json<ItemList>();
}
const names = (l: ItemList) => l.items.map((i) => i.name);

beforeEach(async () => {
  seller = await t.member({ firstName: 'Sam', lastName: 'Seller' });
  published = {};
  // Created newest last; created_at is set so that the first one is the newest.
  published.trek = await create(seller, {
    name: 'Trek Marlin 7',
    brand: 'Trek',
    model: 'Marlin',
    salePrice: 650,
    attributes: { category: 'Mountain Bike' },
  });
  published.cannondale = await create(seller, {
    name: 'Cannondale Synapse',
    brand: 'Cannondale',
    condition: 'Like New',
    location: 'Seattle, WA',
    salePrice: 1800,
    attributes: { category: 'Road Bike' },
  });
  published.surly = await create(seller, {
    name: 'Surly Ice Cream Truck',
    brand: 'Surly',
    category: 'Fat',
    description: 'Fat bike that floats over snow and sand.',
    location: 'Bellingham, WA',
  });
  published.gravel = await create(seller, {
    name: 'Salsa Warbird',
    brand: 'Salsa',
    category: 'Gravel',
    salePrice: 2100,
    location: 'portland, or',
  });
  await create(seller, { name: 'Secret Draft Trek', brand: 'Trek' }, 'bike', 'draft');
  await create(seller, { name: 'Waiting Trek', brand: 'Trek' }, 'bike', 'pending_review');
  await create(seller, { name: 'Shimano XT brakes', brand: 'Shimano' }, 'part');
});

describe('GET /items/{type}', () => {
  it('lists published items of the type only, newest first, with owner names', async () => {
    const l = await list();
    expect(names(l)).toEqual([
      'Trek Marlin 7',
      'Cannondale Synapse',
      'Surly Ice Cream Truck',
      'Salsa Warbird',
    ]);
    expect(l.pagination).toEqual({ page: 1, limit: 50, total: 4, totalPages: 1, pages: 1 });
    expect(l.items[0]).toMatchObject({ ownerFirstName: 'Sam', ownerLastName: 'Seller' });
    expect(names(await list('', 'part'))).toEqual(['Shimano XT brakes']);
    expect((await list('', 'gear')).items).toEqual([]);
  });

  it('searches name, brand, model and description by word beginnings', async () => {
    expect(names(await list('?search=trek'))).toEqual(['Trek Marlin 7']);
    expect(names(await list('?search=TREK%20marl'))).toEqual(['Trek Marlin 7']);
    expect(names(await list('?search=snow'))).toEqual(['Surly Ice Cream Truck']);
    expect(names(await list('?search=cannon'))).toEqual(['Cannondale Synapse']);
    expect(names(await list('?search=trek%20snow'))).toEqual([]);
    // Operators of to_tsquery are just ignored, never a 500.
    expect(names(await list(`?search=${encodeURIComponent("trek & ! ( ' :*")}`))).toEqual([
      'Trek Marlin 7',
    ]);
    expect((await list(`?search=${encodeURIComponent('!!!')}`)).items).toHaveLength(4);
  });

  it("filters by Bike Type, including bikes created with the AI's short type", async () => {
    expect(names(await list('?bikeType=Mountain%20Bike'))).toEqual(['Trek Marlin 7']);
    expect(names(await list('?bikeType=Fat%20Bike'))).toEqual(['Surly Ice Cream Truck']);
    expect(names(await list('?bikeType=Gravel%20Bike'))).toEqual(['Salsa Warbird']);
  });

  it('filters by condition and by the start of the location, case-insensitively', async () => {
    expect(names(await list('?condition=Like%20New'))).toEqual(['Cannondale Synapse']);
    expect(names(await list('?location=Portland'))).toEqual(['Trek Marlin 7', 'Salsa Warbird']);
    expect(names(await list('?location=seattle'))).toEqual(['Cannondale Synapse']);
    expect(names(await list('?location=%25'))).toEqual([]);
    expect(names(await list('?location=Portland&bikeType=Gravel%20Bike'))).toEqual([
      'Salsa Warbird',
    ]);
  });

  it('filters by price range and sorts by price or age', async () => {
    expect(names(await list('?minPrice=600&maxPrice=2000'))).toEqual([
      'Trek Marlin 7',
      'Cannondale Synapse',
    ]);
    expect(names(await list('?sort=price_asc'))).toEqual([
      'Trek Marlin 7',
      'Cannondale Synapse',
      'Salsa Warbird',
      'Surly Ice Cream Truck',
    ]);
    expect(names(await list('?sort=price_desc'))[0]).toBe('Salsa Warbird');
    expect(names(await list('?sort=oldest'))[0]).toBe('Salsa Warbird');
  });

  it('pages the results', async () => {
    const p1 = await list('?limit=3&page=1');
    const p2 = await list('?limit=3&page=2');
    expect(p1.pagination).toEqual({ page: 1, limit: 3, total: 4, totalPages: 2, pages: 2 });
    expect([...names(p1), ...names(p2)]).toHaveLength(4);
    expect(new Set([...names(p1), ...names(p2)]).size).toBe(4);
    // A page past the end has no rows and still knows the total.
    const past = await list('?limit=3&page=5');
    expect(past.items).toEqual([]);
    expect(past.pagination).toEqual({ page: 5, limit: 3, total: 4, totalPages: 2, pages: 2 });
    const none = await list('?limit=3&page=1&search=nomatchanywhere');
    expect(none.pagination.total).toBe(0);
  });

  it('pages every sort order exactly like one long page, ties broken by the id', async () => {
    // Equal prices, missing prices and equal creation times, so every tie-break is exercised
    // (the page is picked before the owner join; the order must survive that).
    await create(seller, { name: 'Trek Fuel EX', brand: 'Trek', salePrice: 650 });
    await create(seller, { name: 'Giant Trance', brand: 'Giant', salePrice: 650 });
    await create(seller, { name: 'Kona Unit', brand: 'Kona' });
    await t.db.query(
      `UPDATE items SET created_at = '2026-01-01T00:00:00Z'
        WHERE name IN ('Trek Marlin 7', 'Trek Fuel EX', 'Giant Trance', 'Kona Unit')`,
    );
    const cmpId = (a: Item, b: Item) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
    const cmpPrice = (a: Item, b: Item) =>
      a.salePrice === b.salePrice
        ? 0
        : a.salePrice == null
          ? 1
          : b.salePrice == null
            ? -1
            : a.salePrice - b.salePrice;
    const cmpTime = (a: Item, b: Item) => Date.parse(a.createdAt) - Date.parse(b.createdAt);
    const expected: Record<string, (a: Item, b: Item) => number> = {
      newest: (a, b) => -cmpTime(a, b) || -cmpId(a, b),
      oldest: (a, b) => cmpTime(a, b) || cmpId(a, b),
      price_asc: (a, b) => cmpPrice(a, b) || cmpId(a, b),
      // Trade-only listings (no price) come last in both price orders.
      price_desc: (a, b) =>
        (a.salePrice == null) !== (b.salePrice == null)
          ? cmpPrice(a, b)
          : -cmpPrice(a, b) || -cmpId(a, b),
    };
    for (const [sort, cmp] of Object.entries(expected)) {
      const all = await list(`?sort=${sort}&limit=100`);
      expect(all.pagination.total, sort).toBe(7);
      expect(
        all.items.map((i) => i.id),
        sort,
      ).toEqual([...all.items].sort(cmp).map((i) => i.id));
      const paged: Item[] = [];
      for (let page = 1; page <= 4; page++) {
        const l = await list(`?sort=${sort}&limit=2&page=${page}`);
        expect(l.pagination, sort).toEqual({ page, limit: 2, total: 7, totalPages: 4, pages: 4 });
        expect(
          l.items.every((i) => i.ownerFirstName === 'Sam'),
          sort,
        ).toBe(true);
        paged.push(...l.items);
      }
      expect(paged, sort).toEqual(all.items);
    }
    // Filters and search page the same way.
    const trek = await list('?search=trek&sort=price_desc&limit=1&page=2');
    expect(trek.pagination.total).toBe(2);
    expect(names(trek)).toEqual([names(await list('?search=trek&sort=price_desc'))[1]]);
  });

  it("counts exactly the listings its pages hold, for every filter (issue 31's separate count)", async () => {
    // The total and the page are two statements since issue 31: each must apply every filter
    // the other does. Pages of 1 walk the whole result, so a filter missing from either side
    // shows as a total that differs from the listings paged through.
    await create(seller, { name: 'Trek Fuel EX', brand: 'Trek', salePrice: 1200 });
    await create(seller, { name: 'Trek Domane', brand: 'Trek', location: 'Seattle, WA' });
    for (const query of [
      '',
      'search=trek',
      'search=trek&condition=Good',
      'bikeType=Mountain%20Bike',
      'location=portland',
      'minPrice=600&maxPrice=2000&sort=price_asc',
      'search=trek&minPrice=100&sort=price_desc',
      'search=nomatchanywhere',
    ]) {
      const first = await list(`?${query}&limit=1`);
      const seen: string[] = [];
      for (let page = 1; page <= first.pagination.totalPages + 1; page++) {
        const l = await list(`?${query}&limit=1&page=${page}`);
        expect(l.pagination.total, query).toBe(first.pagination.total);
        seen.push(...l.items.map((i) => i.id));
      }
      expect(seen, query).toHaveLength(first.pagination.total);
      expect(new Set(seen).size, query).toBe(seen.length);
      expect(seen, query).toEqual((await list(`?${query}&limit=100`)).items.map((i) => i.id));
    }
  });

  it('answers 400 for malformed filters, never 500', async () => {
    for (const q of [
      '?limit=0',
      '?limit=101',
      '?page=0',
      '?minPrice=-1',
      '?sort=cheapest',
      '?bikeType=Unicycle',
      '?condition=Mint',
      '?ownerId=nope',
      `?search=${'x'.repeat(101)}`,
    ]) {
      const res = await call(t.app, 'GET', `/api/items/bike${q}`);
      expect(res.statusCode, q).toBe(400);
      expect(res.json().error).toBe('validation_failed');
    }
  });

  it('lists every status of the owner with ownerId = self; others see the published ones', async () => {
    const own = await list(`?ownerId=${seller.id}`, 'bike', seller.accessToken);
    expect(own.items.map((i) => i.status).sort()).toEqual([
      'draft',
      'pending_review',
      'published',
      'published',
      'published',
      'published',
    ]);
    const other = await t.member();
    expect((await list(`?ownerId=${seller.id}`, 'bike', other.accessToken)).items).toHaveLength(4);
    expect((await list(`?ownerId=${seller.id}`)).items).toHaveLength(4);
    const manager = await t.member({ role: 'manager' });
    expect((await list(`?ownerId=${seller.id}`, 'bike', manager.accessToken)).items).toHaveLength(
      6,
    );
    expect((await list(`?ownerId=${other.id}`, 'bike', other.accessToken)).items).toEqual([]);
  });
});

describe('GET /users/{id}/bikes', () => {
  it('gives the member and staff every bike, others only published ones', async () => {
    const url = `/api/users/${seller.id}/bikes`;
    const own = await call(t.app, 'GET', url, { token: seller.accessToken });
    expect(own.statusCode).toBe(200);
    expect(own.json().bikes).toHaveLength(6);
    const other = await t.member();
    const seen = await call(t.app, 'GET', url, { token: other.accessToken });
    expect(seen.json().bikes).toHaveLength(4);
    expect((await call(t.app, 'GET', url)).statusCode).toBe(401);
    const unknown = await call(t.app, 'GET', `/api/users/${UNKNOWN_ID}/bikes`, {
      token: other.accessToken,
    });
    expect(unknown.statusCode).toBe(404);
  });
});
