// Staff panel lists benchmark (issue 14): a script, not a test. Needs a real PostgreSQL:
//   DATABASE_URL=postgres://... npm run bench:admin -w @pedalswap/server
// Builds the app (SEED none) on a fresh schema, bulk-inserts BENCH_USERS members (default
// 100,000) and BENCH_AUDIT audit entries (default 200,000) with SQL, VACUUM ANALYZEs, signs in
// as an owner and sends BENCH_REQUESTS (default 500) sequential requests per scenario through
// app.inject: the users list with a search, the audit log with a keyword and a date range. Prints
// p50 and p99 per scenario (target: p99 under 50 ms) and the plan of each scenario's queries,
// flagging a Seq Scan on users or audit_log. The schema is dropped at the end.
import type { Db } from '../src/db/db.ts';
import { runListBench } from './list-bench.ts';

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

await runListBench({
  name: 'admin',
  async seed(db, account) {
    const owner = await account('owner', 'owner@bench.example');
    await insertUsers(db);
    await insertAudit(db);
    const counts = await db.one<{ users: number; audit: number }>(
      'SELECT (SELECT count(*) FROM users)::int AS users, (SELECT count(*) FROM audit_log)::int AS audit',
    );
    return {
      summary: `inserted ${counts?.users} members and ${counts?.audit} audit entries`,
      signIn: owner,
    };
  },
  scenarios: SCENARIOS,
  requests: REQUESTS,
  warmup: 20,
  targetP99Ms: TARGET_P99_MS,
  matches: true,
  planOf: /FROM (users u|audit_log l)\b/,
  seqScan: /Seq Scan on (users|audit_log)/,
  printPlans: true,
});
