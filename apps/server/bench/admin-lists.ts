// Staff panel lists benchmark (issue 14): a script, not a test. Needs a real PostgreSQL:
//   DATABASE_URL=postgres://... npm run bench:admin -w @pedalswap/server
// Builds the app (SEED none) on a fresh schema, bulk-inserts BENCH_USERS members (default
// 100,000) and BENCH_AUDIT audit entries (default 200,000) with SQL, VACUUM ANALYZEs, signs in
// as an owner and sends BENCH_REQUESTS (default 500) sequential requests per scenario through
// app.inject: the users list with a search, the audit log with a keyword and a date range. Prints
// p50 and p99 per scenario (target: p99 under 50 ms) and the plan of each scenario's queries,
// flagging a Seq Scan on users or audit_log. The schema is dropped at the end.
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

const USERS = Number(process.env.BENCH_USERS ?? 100_000);
const AUDIT = Number(process.env.BENCH_AUDIT ?? 200_000);
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 500);
const TARGET_P99_MS = 50;
const STAFF = 20;

// Names repeat as real ones do: 60 first names and 60 last names over 100,000 members, so a
// common prefix ("jan", "smith") matches thousands of them.
const FIRST =
  `James Mary John Patricia Robert Jennifer Michael Linda William Elizabeth David Barbara
  Richard Susan Joseph Jessica Thomas Sarah Charles Karen Daniel Nancy Matthew Lisa Anthony Betty
  Mark Margaret Donald Sandra Steven Ashley Paul Kimberly Andrew Emily Joshua Donna Kenneth Michelle
  Kevin Dorothy Brian Carol George Amanda Timothy Melissa Ronald Deborah Edward Stephanie Jason
  Rebecca Jeffrey Sharon Ryan Laura Jacob Janet`.split(/\s+/);
const LAST = `Smith Johnson Williams Brown Jones Garcia Miller Davis Rodriguez Martinez Hernandez
  Lopez Gonzalez Wilson Anderson Thomas Taylor Moore Jackson Martin Lee Perez Thompson White Harris
  Sanchez Clark Ramirez Lewis Robinson Walker Young Allen King Wright Scott Torres Nguyen Hill Flores
  Green Adams Nelson Baker Hall Rivera Campbell Mitchell Carter Roberts Gomez Phillips Evans Turner
  Diaz Parker Cruz Edwards Collins Jansen`.split(/\s+/);
const ACTIONS = [
  'tokens_adjusted',
  'item_approved',
  'item_rejected',
  'user_suspended',
  'role_changed',
  'login_failed',
  'token_offer_created',
  'trade_completed',
  'verification_resent',
  'password_reset_sent',
];
const REASONS = `Spring ride bonus|Trek Domane trade-in|Workshop helper|Photos are blurry|Duplicate
  listing|Wrong category|Spam messages|Event volunteer|Correction of a double award|Welcome gift`
  .split('|')
  .map((s) => s.replace(/\s+/g, ' ').trim());

const sqlArray = (xs: string[]) =>
  `ARRAY[${xs.map((x) => `'${x.replace(/'/g, "''")}'`).join(',')}]`;

async function insertUsers(db: Db) {
  // Deterministic: member g gets first name g % 60 and last name (g / 60) % 60.
  await db.query(
    `INSERT INTO users (email, password_hash, first_name, last_name, email_verified,
                        account_status, role, created_at, updated_at)
     SELECT lower(f || '.' || l || g) || '@' || (ARRAY['example.com','mail.test','trails.example'])[1 + g % 3],
            'x', f, l, g % 10 <> 0,
            CASE WHEN g % 10 = 0 THEN 'pending_verification' WHEN g % 50 = 1 THEN 'suspended' ELSE 'active' END,
            CASE WHEN g <= $2 THEN 'manager' ELSE 'user' END,
            now() - (g * interval '10 minutes'), now()
       FROM generate_series(1, $1::int) g,
            LATERAL (SELECT (${sqlArray(FIRST)})[1 + g % ${FIRST.length}] AS f,
                            (${sqlArray(LAST)})[1 + (g / ${FIRST.length}) % ${LAST.length}] AS l) n`,
    [USERS, STAFF],
  );
}

/**
 * Entries spread over the last year, each by one of the staff and on a member, with the search
 * vector the audit repository writes (audit/repository.ts: the same expression).
 */
async function insertAudit(db: Db) {
  // Numbered ids to pick from by arithmetic (an array carried on every generated row would be
  // copied per row: tens of gigabytes of temporary files).
  await db.exec(`
    CREATE TABLE bench_staff AS
      SELECT row_number() OVER (ORDER BY id)::int - 1 AS n, id FROM users WHERE role IN ('manager', 'owner');
    CREATE TABLE bench_members AS
      SELECT row_number() OVER (ORDER BY id)::int - 1 AS n, id FROM users;
    CREATE UNIQUE INDEX ON bench_staff (n);
    CREATE UNIQUE INDEX ON bench_members (n);
    ANALYZE bench_staff;
    ANALYZE bench_members;`);
  const staffCount = (await db.one<{ n: number }>('SELECT count(*)::int AS n FROM bench_staff'))!.n;
  const BATCH = 50_000;
  for (let done = 0; done < AUDIT; done += BATCH) {
    await db.query(
      `INSERT INTO audit_log (actor_id, action, target_type, target_id, details, created_at, search_vector)
       SELECT a.id, x.action, 'user', t.id, x.details, x.at,
         to_tsvector('simple', concat_ws(' ', x.action,
           a.first_name, a.last_name, a.email, replace(a.email, '@', ' '),
           t.first_name, t.last_name, t.email, replace(t.email, '@', ' ')))
         || jsonb_to_tsvector('simple', x.details, '["string", "numeric"]')
       FROM generate_series($1::int + 1, $1::int + $2::int) g
       CROSS JOIN LATERAL (SELECT
           (${sqlArray(ACTIONS)})[1 + g % ${ACTIONS.length}] AS action,
           jsonb_build_object('reason', (${sqlArray(REASONS)})[1 + (g / 7) % ${REASONS.length}],
                              'tokenAmount', g % 500) AS details,
           now() - ((g::float8 / $3::int) * interval '365 days') AS at,
           g % $4::int AS actor_n,
           (g::bigint * 7919) % $5::int AS target_n) x
       JOIN bench_staff sa ON sa.n = x.actor_n
       JOIN bench_members tm ON tm.n = x.target_n
       JOIN users a ON a.id = sa.id
       JOIN users t ON t.id = tm.id`,
      [done, Math.min(BATCH, AUDIT - done), AUDIT, staffCount, USERS + 1],
    );
  }
  await db.exec('DROP TABLE bench_staff; DROP TABLE bench_members;');
}

const day = (daysAgo: number) =>
  new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10);

const SCENARIOS = [
  { name: 'users: search "jan" (prefix)', url: '/api/admin/users?search=jan' },
  { name: 'users: search "smith"', url: '/api/admin/users?search=smith' },
  { name: 'users: search "mary jo"', url: '/api/admin/users?search=mary%20jo' },
  { name: 'users: search + status', url: '/api/admin/users?search=ja&status=suspended' },
  { name: 'users: first page', url: '/api/admin/users' },
  {
    name: 'audit: keyword "smith", 30 days',
    url: `/api/admin/audit?keyword=smith&startDate=${day(30)}&endDate=${day(0)}`,
  },
  {
    name: 'audit: keyword "trek domane", 90 d',
    url: `/api/admin/audit?keyword=trek%20domane&startDate=${day(90)}&endDate=${day(0)}`,
  },
  {
    name: 'audit: keyword e-mail, 1 year',
    url: `/api/admin/audit?keyword=mary.smith1&startDate=${day(365)}&endDate=${day(0)}`,
  },
  {
    name: 'audit: keyword + action, 7 days',
    url: `/api/admin/audit?keyword=ja&action=user_suspended&startDate=${day(7)}&endDate=${day(0)}`,
  },
  { name: 'audit: first page', url: '/api/admin/audit' },
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
  const dataDir = mkdtempSync(join(tmpdir(), 'pedalswap-bench-admin-'));
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
    await insertUsers(baseDb);
    await insertAudit(baseDb);
    await baseDb.exec('VACUUM ANALYZE');
    const counts = await baseDb.one<{ users: number; audit: number }>(
      'SELECT (SELECT count(*) FROM users)::int AS users, (SELECT count(*) FROM audit_log)::int AS audit',
    );
    console.log(
      `inserted ${counts?.users} members and ${counts?.audit} audit entries, vacuumed and analyzed in ${((performance.now() - t) / 1000).toFixed(1)} s`,
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
    console.log(`${REQUESTS} sequential requests per scenario through app.inject\n`);

    const results: { name: string; total: number; p50: number; p99: number }[] = [];
    const seqScans: string[] = [];
    for (const s of SCENARIOS) {
      let total = 0;
      for (let i = 0; i < 20; i++) {
        const res = await app.inject({ method: 'GET', url: s.url, headers });
        if (res.statusCode !== 200)
          throw new Error(`${s.name}: ${res.statusCode} ${res.body.slice(0, 300)}`);
        total = res.json<{ pagination: { total: number } }>().pagination.total;
      }
      const times: number[] = [];
      for (let i = 0; i < REQUESTS; i++) {
        const start = performance.now();
        const res = await app.inject({ method: 'GET', url: s.url, headers });
        times.push(performance.now() - start);
        if (res.statusCode !== 200) throw new Error(`${s.name}: ${res.statusCode}`);
      }
      times.sort((a, b) => a - b);
      results.push({ name: s.name, total, p50: percentile(times, 50), p99: percentile(times, 99) });
      rec.record(true);
      await app.inject({ method: 'GET', url: s.url, headers });
      rec.record(false);
      for (const q of rec.seen.filter((r) => /FROM (users u|audit_log l)\b/.test(r.sql))) {
        const plan = (
          await baseDb.query<{ 'QUERY PLAN': string }>(`EXPLAIN ANALYZE ${q.sql}`, q.params)
        )
          .map((r) => r['QUERY PLAN'])
          .join('\n');
        if (/Seq Scan on (users|audit_log)/.test(plan)) seqScans.push(s.name);
        console.log(`EXPLAIN ANALYZE (${s.name}): ${q.sql.replace(/\s+/g, ' ').trim()}`);
        console.log(`  params: ${JSON.stringify(q.params)}`);
        console.log(plan.replace(/^/gm, '  ') + '\n');
      }
    }
    console.log(
      `${'scenario'.padEnd(38)}${'matches'.padStart(8)}${'p50 ms'.padStart(9)}${'p99 ms'.padStart(9)}`,
    );
    for (const r of results)
      console.log(
        `${r.name.padEnd(38)}${String(r.total).padStart(8)}${r.p50.toFixed(2).padStart(9)}${r.p99.toFixed(2).padStart(9)}`,
      );
    const unique = [...new Set(seqScans)];
    console.log(
      unique.length
        ? `\nSeq Scan on users or audit_log: YES in ${unique.join(', ')}`
        : '\nSeq Scan on users or audit_log: none',
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
