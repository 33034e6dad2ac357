// Community events list benchmark (issue 16): a script, not a test. Needs a real PostgreSQL:
//   DATABASE_URL=postgres://... npm run bench:events -w @pedalswap/server
// Builds the app (SEED none) on a fresh schema, bulk-inserts BENCH_EVENTS events (default
// 100,000: 85 % published or completed, spread from two years ago to a year ahead, six types,
// twelve PNW towns, names drawn from word lists) with SQL, VACUUM ANALYZEs, and sends
// BENCH_REQUESTS (default 500) sequential anonymous requests per scenario through app.inject:
// the default upcoming list, a search, a month range, the past list and a type + location
// filter. Prints p50 and p99 per scenario (target: p99 under 50 ms) and the plan of each
// scenario's list query, flagging a Seq Scan on community_events. The schema is dropped at the end.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { buildApp } from '../src/app.ts';
import { createAccount } from '../src/auth/accounts.ts';
import { loadConfig } from '../src/config.ts';
import type { Db } from '../src/db/db.ts';
import { migrate } from '../src/db/migrate.ts';
import { createPostgresDb } from '../src/db/postgres-db.ts';

const EVENTS = Number(process.env.BENCH_EVENTS ?? 100_000);
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 500);
const TARGET_P99_MS = 50;

const TOWNS =
  `Portland, OR|Seattle, WA|Bend, OR|Eugene, OR|Tacoma, WA|Bellingham, WA|Hood River, OR|
  Spokane, WA|Olympia, WA|Corvallis, OR|Ashland, OR|Walla Walla, WA`
    .split('|')
    .map((s) => s.trim());
const PLACES = `Forest Park|Sauvie Island|Cascade Lakes|Burke-Gilman|Mount Tabor|Tiger Mountain|
  Sandy Ridge|Phil's Trail|Columbia Gorge|Chuckanut Drive|McKenzie Pass|Banks-Vernonia`
  .split('|')
  .map((s) => s.trim());
const KINDS = `Loop|Gravel Grinder|Century|Coffee Ride|Social|Workshop|Night Ride|Hill Repeats|
  Swap Meet|Fix-it Clinic`
  .split('|')
  .map((s) => s.trim());
const TYPES = ['road_ride', 'gravel_ride', 'mountain_bike', 'meetup', 'workshop', 'social'];

const sqlArray = (xs: string[]) =>
  `ARRAY[${xs.map((x) => `'${x.replace(/'/g, "''")}'`).join(',')}]`;

async function insertEvents(db: Db, ownerId: string) {
  const BATCH = 25_000;
  for (let done = 0; done < EVENTS; done += BATCH) {
    await db.query(
      `INSERT INTO community_events (owner_id, event_type, name, description, location,
         venue_name, start_datetime, end_datetime, status, created_at, registration_count, view_count)
       SELECT $1, (${sqlArray(TYPES)})[1 + g % ${TYPES.length}],
              p || ' ' || k || ' #' || g,
              'A ' || lower(k) || ' around ' || p || '. All welcome; bring water and a spare tube.',
              (${sqlArray(TOWNS)})[1 + (g / 7) % ${TOWNS.length}],
              p || ' trailhead', s, s + interval '3 hours',
              CASE WHEN g % 20 = 0 THEN 'draft' WHEN g % 20 = 1 THEN 'pending_review'
                   WHEN g % 20 = 2 THEN 'cancelled'
                   WHEN s < now() THEN 'completed' ELSE 'published' END,
              s - interval '30 days', g % 30, g % 500
         FROM generate_series($2::int + 1, $2::int + $3::int) g
         CROSS JOIN LATERAL (SELECT
             (${sqlArray(PLACES)})[1 + (g / 3) % ${PLACES.length}] AS p,
             (${sqlArray(KINDS)})[1 + (g / 11) % ${KINDS.length}] AS k,
             date_trunc('hour', now() - interval '730 days'
               + ((g::bigint * 7919) % $4::int)::float8 / $4::int * interval '1095 days') AS s) x`,
      [ownerId, done, Math.min(BATCH, EVENTS - done), EVENTS],
    );
  }
}

const iso = (d: Date) => encodeURIComponent(d.toISOString());

function scenarios(now: Date) {
  const month = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 2, 1));
  const monthEnd = new Date(Date.UTC(month.getUTCFullYear(), month.getUTCMonth() + 1, 1) - 1);
  const upcoming = `status=published&startDateFrom=${iso(now)}&sortBy=start_datetime&sortOrder=asc&page=1&limit=20`;
  return [
    { name: 'default upcoming list', url: `/api/events?${upcoming}` },
    { name: 'upcoming, page 5', url: `/api/events?${upcoming.replace('page=1', 'page=5')}` },
    { name: 'search "forest park"', url: `/api/events?search=forest%20park&${upcoming}` },
    { name: 'search "gravel" (all time)', url: '/api/events?search=gravel&status=published' },
    {
      name: 'month range',
      url: `/api/events?status=published&startDateFrom=${iso(month)}&startDateTo=${iso(monthEnd)}&sortBy=start_datetime&sortOrder=asc`,
    },
    {
      name: 'past list',
      url: `/api/events?status=published&startDateTo=${iso(now)}&sortBy=start_datetime&sortOrder=desc`,
    },
    {
      name: 'type + location, upcoming',
      url: `/api/events?eventType=gravel_ride&location=bend&${upcoming}`,
    },
  ];
}

function recordingDb(db: Db) {
  const seen: { sql: string; params: readonly unknown[] }[] = [];
  let recording = false;
  const note = (sql: string, params?: readonly unknown[]) => {
    if (recording) seen.push({ sql, params: params ?? [] });
  };
  const wrapped: Db = {
    ...db,
    query: (sql, params) => (note(sql, params), db.query(sql, params)),
    one: (sql, params) => (note(sql, params), db.one(sql, params)),
    exec: (sql) => db.exec(sql),
    transaction: (fn) => db.transaction(fn),
    close: () => db.close(),
  };
  return {
    db: wrapped,
    record(on: boolean) {
      recording = on;
      if (on) seen.length = 0;
    },
    seen,
  };
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;

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
  const dataDir = mkdtempSync(join(tmpdir(), 'pedalswap-bench-events-'));
  const baseDb = await createPostgresDb(url, { searchPath: schema, max: 10 });
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
    const t = performance.now();
    const { user } = await createAccount(baseDb, {
      email: 'organizer@bench.example',
      password: `Bench-${randomBytes(6).toString('hex')}1`,
      role: 'user',
      verified: true,
      firstName: 'Olive',
      lastName: 'Organizer',
      location: 'Portland, OR',
    });
    await insertEvents(baseDb, user.id);
    await baseDb.exec('VACUUM ANALYZE');
    const count = await baseDb.one<{ n: number }>(
      'SELECT count(*)::int AS n FROM community_events',
    );
    console.log(
      `inserted ${count?.n} events, vacuumed and analyzed in ${((performance.now() - t) / 1000).toFixed(1)} s`,
    );
    console.log(`${REQUESTS} sequential anonymous requests per scenario through app.inject\n`);

    const results: { name: string; total: number; p50: number; p99: number }[] = [];
    const seqScans: string[] = [];
    for (const s of scenarios(new Date())) {
      let total = 0;
      for (let i = 0; i < 20; i++) {
        const res = await app.inject({ method: 'GET', url: s.url });
        if (res.statusCode !== 200)
          throw new Error(`${s.name}: ${res.statusCode} ${res.body.slice(0, 300)}`);
        total = res.json<{ pagination: { total: number } }>().pagination.total;
      }
      const times: number[] = [];
      for (let i = 0; i < REQUESTS; i++) {
        const start = performance.now();
        const res = await app.inject({ method: 'GET', url: s.url });
        times.push(performance.now() - start);
        if (res.statusCode !== 200) throw new Error(`${s.name}: ${res.statusCode}`);
      }
      times.sort((a, b) => a - b);
      results.push({ name: s.name, total, p50: percentile(times, 50), p99: percentile(times, 99) });
      rec.record(true);
      await app.inject({ method: 'GET', url: s.url });
      rec.record(false);
      for (const q of rec.seen.filter((r) => /FROM community_events e\b/.test(r.sql))) {
        const plan = (
          await baseDb.query<{ 'QUERY PLAN': string }>(`EXPLAIN ANALYZE ${q.sql}`, q.params)
        )
          .map((r) => r['QUERY PLAN'])
          .join('\n');
        if (/Seq Scan on community_events/.test(plan)) seqScans.push(s.name);
        if (process.env.BENCH_PLANS) {
          console.log(`EXPLAIN ANALYZE (${s.name}): ${q.sql.replace(/\s+/g, ' ').trim()}`);
          console.log(`  params: ${JSON.stringify(q.params)}`);
          console.log(plan.replace(/^/gm, '  ') + '\n');
        }
      }
    }
    console.log(
      `${'scenario'.padEnd(32)}${'matches'.padStart(8)}${'p50 ms'.padStart(9)}${'p99 ms'.padStart(9)}`,
    );
    for (const r of results)
      console.log(
        `${r.name.padEnd(32)}${String(r.total).padStart(8)}${r.p50.toFixed(2).padStart(9)}${r.p99.toFixed(2).padStart(9)}`,
      );
    const unique = [...new Set(seqScans)];
    console.log(
      unique.length
        ? `\nSeq Scan on community_events: YES in ${unique.join(', ')}`
        : '\nSeq Scan on community_events: none',
    );
    const slow = results.filter((r) => r.p99 >= TARGET_P99_MS).map((r) => r.name);
    console.log(
      slow.length
        ? `p99 at or over ${TARGET_P99_MS} ms: ${slow.join(', ')}`
        : `Every scenario's p99 under ${TARGET_P99_MS} ms`,
    );
    await app.close();
  } finally {
    await baseDb.close();
    await admin.query(`DROP SCHEMA ${schema} CASCADE`);
    await admin.end();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
