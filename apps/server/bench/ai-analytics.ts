// AI analytics benchmark (issue 15): a script, not a test. Needs a real PostgreSQL:
//   DATABASE_URL=postgres://... npm run bench:ai -w @pedalswap/server
// Builds the app (SEED none) on a fresh schema, bulk-inserts BENCH_RECORDS usage records
// (default 1,000,000) over the last 90 days from BENCH_MEMBERS members (default 2,000) with
// SQL: several models, 5 % failed model calls with their error codes, 5 % manual entries, 5 %
// cached answers, costs and durations per model. VACUUM ANALYZEs, signs in as an owner and
// sends BENCH_REQUESTS (default 50) sequential requests per analytics call through app.inject,
// each over the 90-day range. Prints p50 and p99 per call (target: p99 under 200 ms) and, with
// BENCH_PLANS=1, the plan of every query. The schema is dropped at the end.
import type { Db } from '../src/db/db.ts';
import { runListBench } from './list-bench.ts';

const RECORDS = Number(process.env.BENCH_RECORDS ?? 1_000_000);
const MEMBERS = Number(process.env.BENCH_MEMBERS ?? 2_000);
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 50);
const PLANS = process.env.BENCH_PLANS === '1';
const TARGET_P99_MS = 200;

async function insertMembers(db: Db) {
  await db.query(
    `INSERT INTO users (email, password_hash, first_name, last_name, email_verified, account_status, role)
     SELECT 'rider' || g || '@bench.example', 'x', 'Rider', 'No' || g, true, 'active', 'user'
     FROM generate_series(1, $1::int) g`,
    [MEMBERS],
  );
}

/**
 * Records spread evenly over 90 days; busier members (g squared modulo) as real usage is
 * skewed. Per record: 60 % the primary model, 25 % the fallback, 5 % offline, 5 % cached; of
 * them 5 % a failed call (timeout, overloaded, malformed answer) and 5 % manual entry.
 */
async function insertRecords(db: Db) {
  await db.exec(`
    CREATE TABLE bench_members AS
      SELECT row_number() OVER (ORDER BY id)::int - 1 AS n, id FROM users WHERE role = 'user';
    CREATE UNIQUE INDEX ON bench_members (n);
    ANALYZE bench_members;`);
  const BATCH = 200_000;
  for (let done = 0; done < RECORDS; done += BATCH) {
    await db.query(
      `INSERT INTO ai_analyses (analysis_id, attempt, user_id, provider, model, input_tokens,
         output_tokens, cost_micros, duration_ms, outcome, error_code, cached, confidence,
         image_count, created_at)
       SELECT gen_random_uuid(), 1, m.id, x.provider, x.model, 1500, 400,
         CASE WHEN x.provider = 'hosted' THEN
           CASE WHEN x.model LIKE '%haiku%' THEN 800 + g % 900 ELSE 9000 + g % 7000 END
         ELSE 0 END,
         CASE x.provider WHEN 'cache' THEN 5 + g % 40 WHEN 'offline' THEN 300 + g % 900
           WHEN 'none' THEN 0 ELSE 2500 + ((g::bigint * 7919) % 9000)::int END,
         x.outcome,
         CASE WHEN x.outcome = 'failed' THEN (ARRAY['timeout', 'overloaded', 'malformed_answer'])[1 + g % 3] END,
         x.provider = 'cache',
         CASE WHEN x.outcome = 'success' THEN 0.4 + (g % 60) / 100.0 END,
         1 + g % 5,
         now() - (g::float8 / $3::int) * interval '90 days'
       FROM generate_series($1::int + 1, $1::int + $2::int) g
       CROSS JOIN LATERAL (SELECT
           CASE WHEN g % 20 = 0 THEN 'failed' WHEN g % 20 = 1 THEN 'manual_entry' ELSE 'success' END AS outcome,
           CASE WHEN g % 20 = 1 THEN 'none' WHEN g % 20 = 2 THEN 'cache' WHEN g % 20 = 3 THEN 'offline'
             ELSE 'hosted' END AS provider,
           CASE WHEN g % 20 = 1 THEN 'none' WHEN g % 20 = 3 THEN 'offline-analyzer'
             WHEN g % 4 = 0 THEN 'claude-3-5-haiku' ELSE 'claude-3-5-sonnet' END AS model,
           ((g::bigint * g) % $4::int)::int AS member_n) x
       JOIN bench_members m ON m.n = x.member_n`,
      [done, Math.min(BATCH, RECORDS - done), RECORDS, MEMBERS],
    );
  }
  await db.exec('DROP TABLE bench_members;');
}

const day = (daysAgo: number) =>
  new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10);
const range90 = `startDate=${day(89)}&endDate=${day(0)}`;

const SCENARIOS = [
  { name: 'usage-stats daily, 90 days', url: `/api/admin/ai/usage-stats?${range90}` },
  {
    name: 'usage-stats hourly, 90 days',
    url: `/api/admin/ai/usage-stats?${range90}&granularity=hourly`,
  },
  {
    name: 'usage-stats weekly, 90 days',
    url: `/api/admin/ai/usage-stats?${range90}&granularity=weekly`,
  },
  { name: 'cost-monitoring 90d', url: '/api/admin/ai/cost-monitoring?period=90d' },
  { name: 'performance-metrics 2160 h', url: '/api/admin/ai/performance-metrics?hours=2160' },
  { name: 'system-config', url: '/api/admin/ai/system-config' },
];

await runListBench({
  name: 'ai',
  async seed(db, account) {
    const owner = await account('owner', 'owner@bench.example');
    await insertMembers(db);
    await insertRecords(db);
    const n = await db.one<{ n: number }>('SELECT count(*)::int AS n FROM ai_analyses');
    return { summary: `inserted ${n?.n} usage records of ${MEMBERS} members`, signIn: owner };
  },
  scenarios: SCENARIOS,
  requests: REQUESTS,
  warmup: 3,
  targetP99Ms: TARGET_P99_MS,
  matches: false,
  planOf: /FROM ai_analyses/,
  printPlans: PLANS,
});
