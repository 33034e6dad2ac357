// Catalog search benchmark (issue 4): a script, not a test. Needs a real PostgreSQL:
//   DATABASE_URL=postgres://... npm run bench:catalog -w @pedalswap/server
// Builds the app (SEED none) on a fresh schema, bulk-inserts published listings of the four types
// with SQL, VACUUM ANALYZEs, then sends a bounded number of GET /api/items/{type} requests per scenario
// through app.inject and prints the median, p99 and requests per second, plus whether the plan of
// each scenario's queries uses a Seq Scan on items. The schema is dropped at the end.
// BENCH_ITEMS (default 50000) and BENCH_REQUESTS (default 2000) change the sizes.
// Then (issue 11) each scenario is served over HTTP on 127.0.0.1 twice, by the app and by a bare
// Fastify + pg endpoint that replays the same SQL statements (recorded from the app's request)
// with the same pool size, and hit with BENCH_CONNECTIONS (default 50) concurrent keep-alive
// connections for BENCH_HTTP_REQUESTS (default 3000) requests each; it prints the requests per
// second of both and their ratio (the app's share of the bare endpoint's throughput).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import Fastify from 'fastify';
import pg from 'pg';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import type { Db } from '../src/db/db.ts';
import { migrate } from '../src/db/migrate.ts';
import { createPostgresDb } from '../src/db/postgres-db.ts';
import { percentile, recordingDb } from './list-bench.ts';
import { registerCompression } from '../src/plugins/compression.ts';

const ITEMS = Number(process.env.BENCH_ITEMS ?? 50_000);
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 2_000);
const USERS = 500;
const BATCH = 2_000;
const SLOW_MEDIAN_MS = 50;
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const HTTP_REQUESTS = Number(process.env.BENCH_HTTP_REQUESTS ?? 3_000);
// The production pool size (createPostgresDb's default), for the app and the bare endpoint alike.
const POOL_MAX = 10;
const APP_PORT = Number(process.env.BENCH_APP_PORT ?? 3252);
const BARE_PORT = Number(process.env.BENCH_BARE_PORT ?? 3253);
const MIN_RATIO = 0.8;

const TYPES = ['bike', 'part', 'accessory', 'gear'] as const;
const BIKE_TYPES = [
  'Mountain Bike',
  'Road Bike',
  'Gravel Bike',
  'Electric Bike',
  'Fat Bike',
  'Hybrid Bike',
];
const CONDITIONS = ['Like New', 'Excellent', 'Very Good', 'Good', 'Fair', 'Needs Work'];
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

async function insertUsers(db: Db): Promise<string[]> {
  const rows = await db.query<{ id: string }>(
    `INSERT INTO users (email, password_hash, first_name, last_name, email_verified, account_status)
     SELECT 'bench' || g || '@example.test', 'x', 'Bench', 'User ' || g, true, 'active'
       FROM generate_series(1, $1::int) g
     RETURNING id`,
    [USERS],
  );
  return rows.map((r) => r.id);
}

async function insertItems(db: Db, owners: string[]): Promise<void> {
  const now = Date.now();
  for (let done = 0; done < ITEMS; done += BATCH) {
    const n = Math.min(BATCH, ITEMS - done);
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
      // Spread over the last two years.
      cols.createdAt.push(new Date(now - Math.floor(rand() * 730 * 86_400_000)).toISOString());
    }
    await db.query(
      `INSERT INTO items (item_type, owner_id, name, brand, model, year, category, bike_type,
                          condition, location, description, sale_price_cents, is_trade_only,
                          status, created_at, updated_at, published_at)
       SELECT t, o, n, b, m, y, bt, bt, c, l, d, p, tr, 'published', ca, ca, ca
         FROM unnest($1::text[], $2::uuid[], $3::text[], $4::text[], $5::text[], $6::int[],
                     $7::text[], $8::text[], $9::text[], $10::text[], $11::int[], $12::bool[],
                     $13::timestamptz[])
              AS x(t, o, n, b, m, y, bt, c, l, d, p, tr, ca)`,
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
        cols.createdAt,
      ],
    );
  }
}

interface Scenario {
  name: string;
  url: string;
}

const SCENARIOS: Scenario[] = [
  { name: 'catalog first page', url: '/api/items/bike' },
  { name: 'full-text search "trek"', url: '/api/items/bike?search=trek' },
  {
    name: 'search + bike type + condition',
    url: `/api/items/bike?search=trek&bikeType=${encodeURIComponent('Mountain Bike')}&condition=Excellent`,
  },
  {
    name: 'price range + sort by price',
    url: '/api/items/bike?minPrice=500&maxPrice=1500&sort=price_asc',
  },
  { name: 'deep page (page 200)', url: '/api/items/bike?page=200' },
];

/** Sends `total` GET requests over `connections` concurrent loops; answers requests per second. */
async function load(target: string, connections: number, total: number): Promise<number> {
  let sent = 0;
  const worker = async () => {
    while (sent < total) {
      sent++;
      const res = await fetch(target);
      if (res.status !== 200) throw new Error(`${target}: ${res.status}`);
      await res.arrayBuffer();
    }
  };
  const t = performance.now();
  await Promise.all(Array.from({ length: connections }, worker));
  return (total / (performance.now() - t)) * 1000;
}

/**
 * The app against a bare Fastify + pg endpoint running the same statements for each scenario:
 * the count and the page side by side, then the rest (the photos) in order, as the app does.
 */
async function compareWithBare(
  app: Awaited<ReturnType<typeof buildApp>>,
  url: string,
  schema: string,
  recorded: Map<string, { sql: string; params: readonly unknown[] }[]>,
) {
  const pool = new pg.Pool({
    connectionString: url,
    max: POOL_MAX,
    options: `-c search_path=${schema}`,
  });
  const bare = Fastify({ logger: false });
  // The same answer on the wire as the app's: fetch asks for compressed bodies, and the app
  // compresses every JSON answer over 1 KB (its http plugin). Without this the bare endpoint
  // sent 50 listings uncompressed and the ratio counted compression as framework overhead.
  await registerCompression(bare);
  bare.get<{ Querystring: { url: string } }>('/bare', async (request) => {
    const statements = recorded.get(request.query.url) ?? [];
    const [first, second, ...rest] = statements;
    const side = await Promise.all(
      [first, second].filter((q) => q !== undefined).map((q) => pool.query(q.sql, [...q.params])),
    );
    const more = [];
    for (const q of rest) more.push((await pool.query(q.sql, [...q.params])).rows);
    return { results: side.map((r) => r.rows), more };
  });
  await app.listen({ host: '127.0.0.1', port: APP_PORT });
  await bare.listen({ host: '127.0.0.1', port: BARE_PORT });
  try {
    console.log(
      `\nHTTP on 127.0.0.1, ${CONNECTIONS} connections, ${HTTP_REQUESTS} requests per run ` +
        `(pools of ${POOL_MAX}); bare = Fastify + pg replaying the app's statements\n` +
        `${'scenario'.padEnd(34)}${'app req/s'.padStart(11)}${'bare req/s'.padStart(12)}${'ratio'.padStart(8)}`,
    );
    const low: string[] = [];
    for (const s of SCENARIOS) {
      const appUrl = `http://127.0.0.1:${APP_PORT}${s.url}`;
      const bareUrl = `http://127.0.0.1:${BARE_PORT}/bare?url=${encodeURIComponent(s.url)}`;
      // Warm both (JIT, plans, pool connections) before measuring.
      await load(appUrl, CONNECTIONS, 200);
      await load(bareUrl, CONNECTIONS, 200);
      const appRps = await load(appUrl, CONNECTIONS, HTTP_REQUESTS);
      const bareRps = await load(bareUrl, CONNECTIONS, HTTP_REQUESTS);
      const ratio = appRps / bareRps;
      if (ratio < MIN_RATIO) low.push(s.name);
      console.log(
        `${s.name.padEnd(34)}${appRps.toFixed(0).padStart(11)}${bareRps.toFixed(0).padStart(12)}${ratio.toFixed(2).padStart(8)}`,
      );
    }
    console.log(
      low.length
        ? `Below ${MIN_RATIO} of the bare endpoint: ${low.join(', ')}`
        : `Every scenario at ${MIN_RATIO} or more of the bare endpoint`,
    );
  } finally {
    await bare.close();
    await pool.end();
  }
}

async function main() {
  const url = process.env.DATABASE_URL;
  if (!url) {
    console.error('DATABASE_URL must point at a PostgreSQL server (the benchmark needs one).');
    process.exit(2);
  }
  const schema = `bench_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE SCHEMA ${schema}`);
  const dataDir = mkdtempSync(join(tmpdir(), 'pedalswap-bench-'));
  const baseDb = await createPostgresDb(url, { searchPath: schema, max: POOL_MAX });
  const rec = recordingDb(baseDb);
  try {
    await migrate(baseDb);
    const config = {
      ...loadConfig(
        {
          NODE_ENV: 'production',
          DATABASE_URL: url,
          DATA_DIR: dataDir,
          JWT_SECRET: randomBytes(32).toString('hex'),
          SEED: 'none',
          APP_URL: 'http://pedalswap.bench',
        },
        { cwd: process.cwd() },
      ),
      webDistDir: join(dataDir, 'no-web-build'),
    };
    const app = await buildApp({ config, db: rec.db, logger: false });
    await app.ready();

    let t = performance.now();
    const owners = await insertUsers(baseDb);
    await insertItems(baseDb, owners);
    // VACUUM as well: autovacuum does it to a live table soon after a bulk insert, and it sets the
    // visibility map that lets a page's ids come from an index-only scan.
    await baseDb.exec('VACUUM ANALYZE');
    console.log(
      `inserted ${ITEMS} published listings (${USERS} owners), vacuumed and analyzed in ${((performance.now() - t) / 1000).toFixed(1)} s`,
    );
    console.log(`${REQUESTS} sequential requests per scenario through app.inject\n`);

    const results: { name: string; median: number; p99: number; rps: number; total: number }[] = [];
    const recorded = new Map<string, { sql: string; params: readonly unknown[] }[]>();
    const seqScans: string[] = [];
    for (const s of SCENARIOS) {
      // Warm up (and check the answer) before timing.
      let total = 0;
      for (let i = 0; i < 20; i++) {
        const res = await app.inject({ method: 'GET', url: s.url });
        if (res.statusCode !== 200)
          throw new Error(`${s.name}: ${res.statusCode} ${res.body.slice(0, 300)}`);
        total = (res.json() as { pagination: { total: number } }).pagination.total;
      }
      const times: number[] = [];
      t = performance.now();
      for (let i = 0; i < REQUESTS; i++) {
        const start = performance.now();
        const res = await app.inject({ method: 'GET', url: s.url });
        times.push(performance.now() - start);
        if (res.statusCode !== 200) throw new Error(`${s.name}: ${res.statusCode}`);
      }
      const elapsed = performance.now() - t;
      times.sort((a, b) => a - b);
      results.push({
        name: s.name,
        median: percentile(times, 50),
        p99: percentile(times, 99),
        rps: (REQUESTS / elapsed) * 1000,
        total,
      });

      // The plans of the statements this request runs on items.
      rec.record(true);
      await app.inject({ method: 'GET', url: s.url });
      rec.record(false);
      recorded.set(s.url, [...rec.seen]);
      const statements = rec.seen.filter((q) => /\bFROM items i\b/.test(q.sql));
      let mainPlan = '';
      for (const q of statements) {
        const plan = (
          await baseDb.query<{ 'QUERY PLAN': string }>(`EXPLAIN ANALYZE ${q.sql}`, q.params)
        )
          .map((r) => r['QUERY PLAN'])
          .join('\n');
        if (/Seq Scan on items/.test(plan)) seqScans.push(s.name);
        if (!/^\s*SELECT count\(\*\)/.test(q.sql)) mainPlan = plan;
        console.log(`EXPLAIN ANALYZE (${s.name}): ${q.sql.replace(/\s+/g, ' ').trim()}`);
        console.log(`  params: ${JSON.stringify(q.params)}`);
        console.log(plan.replace(/^/gm, '  ') + '\n');
      }
      if (!mainPlan) throw new Error(`${s.name}: no query on items was recorded`);
    }

    const pad = (v: string, n: number) => v.padEnd(n);
    const num = (v: number, n: number, d = 1) => v.toFixed(d).padStart(n);
    console.log(
      `${pad('scenario', 34)}${'matches'.padStart(8)}${'median ms'.padStart(11)}${'p99 ms'.padStart(9)}${'req/s'.padStart(8)}`,
    );
    for (const r of results)
      console.log(
        `${pad(r.name, 34)}${String(r.total).padStart(8)}${num(r.median, 11, 2)}${num(r.p99, 9, 2)}${num(r.rps, 8, 0)}`,
      );
    console.log('');
    const uniqueSeq = [...new Set(seqScans)];
    console.log(
      uniqueSeq.length
        ? `Seq Scan on items: YES in ${uniqueSeq.join(', ')}`
        : 'Seq Scan on items: none (every scenario uses indexes)',
    );
    const slow = results.filter((r) => r.median > SLOW_MEDIAN_MS).map((r) => r.name);
    if (slow.length) console.log(`Median over ${SLOW_MEDIAN_MS} ms: ${slow.join(', ')}`);

    await compareWithBare(app, url, schema, recorded);
    await app.close();
  } finally {
    await baseDb.close();
    await admin.query(`DROP SCHEMA ${schema} CASCADE`);
    await admin.end();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
