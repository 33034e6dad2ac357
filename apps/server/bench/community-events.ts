// Community events list benchmark (issue 16): a script, not a test. Needs a real PostgreSQL:
//   DATABASE_URL=postgres://... npm run bench:events -w @pedalswap/server
// Builds the app (SEED none) on a fresh schema, bulk-inserts BENCH_EVENTS events (default
// 100,000: 85 % published or completed, spread from two years ago to a year ahead, six types,
// twelve PNW towns, names drawn from word lists) with SQL, VACUUM ANALYZEs, and sends
// BENCH_REQUESTS (default 500) sequential anonymous requests per scenario through app.inject:
// the default upcoming list, a search, a month range, the past list and a type + location
// filter. Prints p50 and p99 per scenario (target: p99 under 50 ms) and the plan of each
// scenario's list query, flagging a Seq Scan on community_events. The schema is dropped at the end.
import type { Db } from '../src/db/db.ts';
import { runListBench } from './list-bench.ts';

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

await runListBench({
  name: 'events',
  async seed(db, account) {
    const organizer = await account('user', 'organizer@bench.example');
    await insertEvents(db, organizer.id);
    const count = await db.one<{ n: number }>('SELECT count(*)::int AS n FROM community_events');
    return { summary: `inserted ${count?.n} events` };
  },
  scenarios: scenarios(new Date()),
  requests: REQUESTS,
  warmup: 20,
  targetP99Ms: TARGET_P99_MS,
  matches: true,
  planOf: /FROM community_events e\b/,
  seqScan: /Seq Scan on community_events/,
  printPlans: Boolean(process.env.BENCH_PLANS),
});
