// The catalog benchmark's data (bench:catalog): listings of the four types, 9 in 10 published
// and the others drafts, in review or in a trade (as a live catalog has them: a table of
// published rows only misleads the planner, see insertItems), inserted
// with SQL in batches, the same rows on every run (a seeded generator and a fixed clock).
import { CATALOG_BIKE_TYPES, ITEM_CONDITIONS, ITEM_TYPES } from '@pedalswap/domain/items';
import type { Db } from '../src/db/db.ts';

const BATCH = 2_000;
const NOW = Date.parse('2026-06-01T00:00:00Z');
const OTHER_STATUSES = ['draft', 'pending_review', 'pending_trade', 'trade_complete'];

// The catalog's own lists, so the data matches its filters.
const TYPES = ITEM_TYPES;
const BIKE_TYPES = CATALOG_BIKE_TYPES;
const CONDITIONS = ITEM_CONDITIONS;
const BRANDS = [
  'Trek',
  'Specialized',
  'Giant',
  'Cannondale',
  'Santa Cruz',
  'Canyon',
  'Cervelo',
  'Scott',
  'Kona',
  'Rocky Mountain',
  'Yeti',
  'Orbea',
  'Bianchi',
  'Salsa',
  'Surly',
  'Pivot',
  'Ibis',
  'Marin',
  'Norco',
  'Transition',
  'Shimano',
  'SRAM',
  'Fox',
  'RockShox',
  'Continental',
  'Maxxis',
  'Giro',
  'Bell',
  'Topeak',
  'Lezyne',
];
const MODELS: Record<(typeof TYPES)[number], string[]> = {
  bike: ['Marlin', 'Fuel EX', 'Domane', 'Stumpjumper', 'Trance', 'Synapse', 'Hightower', 'Grail'],
  part: ['XT Derailleur', 'GX Cassette', '36 Fork', 'Pike', 'Dropper Post', 'Brake Set'],
  accessory: ['Pump', 'Bottle Cage', 'Light Set', 'Saddle Bag', 'Bike Computer', 'Lock'],
  gear: ['Helmet', 'Gloves', 'Jersey', 'Knee Pads', 'Rain Jacket', 'Shoes'],
};
const WORDS = [
  'lightly used',
  'new tires',
  'recently serviced',
  'tubeless ready',
  'minor scratches',
  'garage kept',
  'upgraded drivetrain',
  'original receipt',
  'trail ready',
  'commuter friendly',
  'carbon',
  'aluminium',
  'steel',
  'hydraulic brakes',
];
const CITIES = [
  'Portland, OR',
  'Seattle, WA',
  'Bend, OR',
  'Eugene, OR',
  'Tacoma, WA',
  'Spokane, WA',
  'Boise, ID',
  'Vancouver, WA',
  'Bellingham, WA',
  'Hood River, OR',
  'Olympia, WA',
  'Salem, OR',
];

// A small deterministic PRNG (mulberry32) so every run inserts the same data.
let seed = 42;
const rand = () => {
  seed = (seed + 0x6d2b79f5) | 0;
  let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
  return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
};
const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rand() * xs.length)] as T;
// Skewed towards the front of a list (a few popular brands and cities).
const pickSkewed = <T>(xs: readonly T[]): T => xs[Math.floor(rand() * rand() * xs.length)] as T;

export async function insertUsers(db: Db, count: number): Promise<string[]> {
  const rows = await db.query<{ id: string }>(
    `INSERT INTO users (email, password_hash, first_name, last_name, email_verified, account_status)
     SELECT 'bench' || g || '@example.test', 'x', 'Bench', 'User ' || g, true, 'active'
       FROM generate_series(1, $1::int) g
     RETURNING id`,
    [count],
  );
  return rows.map((r) => r.id);
}

/**
 * Inserts listings number `from` to `to` - 1 of the sequence. The generator is deterministic and
 * continues where the last call stopped, so growing a schema from 5,000 to 50,000 listings gives
 * the same rows as inserting 50,000 at once.
 */
export async function insertItems(
  db: Db,
  owners: string[],
  from: number,
  to: number,
): Promise<void> {
  for (let done = from; done < to; done += BATCH) {
    const n = Math.min(BATCH, to - done);
    const cols = {
      type: [] as string[],
      owner: [] as string[],
      name: [] as string[],
      brand: [] as string[],
      model: [] as string[],
      year: [] as number[],
      bikeType: [] as (string | null)[],
      condition: [] as string[],
      location: [] as string[],
      description: [] as string[],
      price: [] as (number | null)[],
      tradeOnly: [] as boolean[],
      status: [] as string[],
      createdAt: [] as string[],
    };
    for (let k = 0; k < n; k++) {
      const type = TYPES[(done + k) % 4] as (typeof TYPES)[number];
      const brand = pickSkewed(BRANDS);
      const model = pick(MODELS[type]);
      const year = 2005 + Math.floor(rand() * 21);
      const tradeOnly = rand() < 0.1;
      const base = type === 'bike' ? 300 : type === 'part' ? 30 : 10;
      const spread = type === 'bike' ? 8_000 : type === 'part' ? 900 : 300;
      cols.type.push(type);
      cols.owner.push(pick(owners));
      cols.name.push(`${year} ${brand} ${model}`);
      cols.brand.push(brand);
      cols.model.push(model);
      cols.year.push(year);
      cols.bikeType.push(type === 'bike' ? pick(BIKE_TYPES) : null);
      cols.condition.push(pick(CONDITIONS));
      cols.location.push(pickSkewed(CITIES));
      cols.description.push(`${pick(WORDS)}, ${pick(WORDS)}, ${pick(WORDS)}.`);
      cols.price.push(tradeOnly ? null : (base + Math.floor(rand() * rand() * spread)) * 100);
      cols.tradeOnly.push(tradeOnly);
      // Every tenth listing is not in the catalog. With every row published, the statistics
      // gave the status column a perfect correlation and the planner walked the staff panel's
      // (status, created_at) index over all four types for a search's page, 4x the rows.
      const ofType = Math.floor((done + k) / 4);
      cols.status.push(
        ofType % 10 === 9 ? OTHER_STATUSES[Math.floor(ofType / 10) % 4]! : 'published',
      );
      // Spread over the two years before a fixed day, so every run has the same data.
      cols.createdAt.push(new Date(NOW - Math.floor(rand() * 730 * 86_400_000)).toISOString());
    }
    await db.query(
      `INSERT INTO items (item_type, owner_id, name, brand, model, year, category, bike_type,
                          condition, location, description, sale_price_cents, is_trade_only,
                          status, created_at, updated_at, published_at)
       SELECT t, o, n, b, m, y, bt, bt, c, l, d, p, tr, s, ca, ca,
              CASE WHEN s IN ('draft', 'pending_review') THEN NULL ELSE ca END
         FROM unnest($1::text[], $2::uuid[], $3::text[], $4::text[], $5::text[], $6::int[],
                     $7::text[], $8::text[], $9::text[], $10::text[], $11::int[], $12::bool[],
                     $13::text[], $14::timestamptz[])
              AS x(t, o, n, b, m, y, bt, c, l, d, p, tr, s, ca)`,
      [
        cols.type,
        cols.owner,
        cols.name,
        cols.brand,
        cols.model,
        cols.year,
        cols.bikeType,
        cols.condition,
        cols.location,
        cols.description,
        cols.price,
        cols.tradeOnly,
        cols.status,
        cols.createdAt,
      ],
    );
  }
}
