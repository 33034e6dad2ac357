// AI analytics benchmark (issue 15): a script, not a test. Needs a real PostgreSQL:
//   DATABASE_URL=postgres://... npm run bench:ai -w @pedalswap/server
// Builds the app (SEED none) on a fresh schema, bulk-inserts BENCH_RECORDS usage records
// (default 1,000,000) over the last 90 days from BENCH_MEMBERS members (default 2,000) with
// SQL: several models, 5 % failed model calls with their error codes, 5 % manual entries, 5 %
// cached answers, costs and durations per model. VACUUM ANALYZEs, signs in as an owner and
// sends BENCH_REQUESTS (default 50) sequential requests per analytics call through app.inject,
// each over the 90-day range. Prints p50 and p99 per call (target: p99 under 200 ms) and, with
// BENCH_PLANS=1, the plan of every query. The schema is dropped at the end.
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
  const dataDir = mkdtempSync(join(tmpdir(), 'pedalswap-bench-ai-'));
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
    const password = `Bench-${randomBytes(6).toString('hex')}1`;
    await createAccount(baseDb, {
      email: 'owner@bench.example',
      password,
      role: 'owner',
      verified: true,
      firstName: 'Olive',
      lastName: 'Owner',
      location: 'Portland, OR',
    });
    await insertMembers(baseDb);
    await insertRecords(baseDb);
    await baseDb.exec('VACUUM ANALYZE');
    const n = await baseDb.one<{ n: number }>('SELECT count(*)::int AS n FROM ai_analyses');
    console.log(
      `inserted ${n?.n} usage records of ${MEMBERS} members, vacuumed and analyzed in ${((performance.now() - t) / 1000).toFixed(1)} s`,
    );
    const login = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'owner@bench.example', password },
    });
    if (login.statusCode !== 200) throw new Error(`login: ${login.statusCode} ${login.body}`);
    const headers = {
      authorization: `Bearer ${login.json<{ accessToken: string }>().accessToken}`,
    };
    console.log(`${REQUESTS} sequential requests per call through app.inject\n`);

    const results: { name: string; p50: number; p99: number }[] = [];
    for (const s of SCENARIOS) {
      for (let i = 0; i < 3; i++) {
        const res = await app.inject({ method: 'GET', url: s.url, headers });
        if (res.statusCode !== 200)
          throw new Error(`${s.name}: ${res.statusCode} ${res.body.slice(0, 300)}`);
      }
      const times: number[] = [];
      for (let i = 0; i < REQUESTS; i++) {
        const start = performance.now();
        const res = await app.inject({ method: 'GET', url: s.url, headers });
        times.push(performance.now() - start);
        if (res.statusCode !== 200) throw new Error(`${s.name}: ${res.statusCode}`);
      }
      times.sort((a, b) => a - b);
      results.push({ name: s.name, p50: percentile(times, 50), p99: percentile(times, 99) });
      if (PLANS) {
        rec.record(true);
        await app.inject({ method: 'GET', url: s.url, headers });
        rec.record(false);
        for (const q of rec.seen.filter((r) => /FROM ai_analyses/.test(r.sql))) {
          const plan = (
            await baseDb.query<{ 'QUERY PLAN': string }>(`EXPLAIN ANALYZE ${q.sql}`, q.params)
          )
            .map((r) => r['QUERY PLAN'])
            .join('\n');
          console.log(`EXPLAIN ANALYZE (${s.name}): ${q.sql.replace(/\s+/g, ' ').trim()}`);
          console.log(plan.replace(/^/gm, '  ') + '\n');
        }
      }
    }
    console.log(`${'call'.padEnd(32)}${'p50 ms'.padStart(9)}${'p99 ms'.padStart(9)}`);
    for (const r of results)
      console.log(
        `${r.name.padEnd(32)}${r.p50.toFixed(1).padStart(9)}${r.p99.toFixed(1).padStart(9)}`,
      );
    const slow = results.filter((r) => r.p99 >= TARGET_P99_MS).map((r) => r.name);
    console.log(
      slow.length
        ? `\np99 at or over ${TARGET_P99_MS} ms: ${slow.join(', ')}`
        : `\nEvery call's p99 under ${TARGET_P99_MS} ms`,
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
