// The harness the list benchmarks share (bench:admin, bench:events, bench:ai): scripts, not tests.
// Each needs a real PostgreSQL (DATABASE_URL). The harness builds the app (SEED none) on a fresh
// schema, lets the benchmark bulk-insert its data, VACUUM ANALYZEs, optionally signs in, sends
// sequential GET requests per scenario through app.inject after a warm-up, and prints p50 and p99
// per scenario against the target, with each scenario's query plans (a Seq Scan on the tables
// named is flagged). The schema and the data folder are removed at the end, whatever happens.
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

export interface Scenario {
  name: string;
  url: string;
}

export interface BenchAccount {
  id: string;
  email: string;
  password: string;
}

export interface ListBench {
  /** The data folder's prefix and the benchmark's name in messages. */
  name: string;
  /** Bulk-inserts the data; returns what it inserted, said in one line. */
  seed: (
    db: Db,
    account: (role: 'owner' | 'user', email: string) => Promise<BenchAccount>,
  ) => Promise<{
    summary: string;
    /** Requests are sent as this account; anonymous without one. */
    signIn?: BenchAccount;
  }>;
  scenarios: Scenario[];
  requests: number;
  warmup: number;
  targetP99Ms: number;
  /** Read `pagination.total` of each answer and print it as the scenario's matches. */
  matches: boolean;
  /** The statements whose plans are read: those matching this pattern. */
  planOf: RegExp;
  /** A plan matching this is a Seq Scan worth flagging (for example /Seq Scan on users/). */
  seqScan?: RegExp;
  /** Print every plan (otherwise only the Seq Scan verdict). */
  printPlans: boolean;
}

/** A Db that can note the statements the app sends while recording is on (to EXPLAIN them). */
export function recordingDb(db: Db) {
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

/** The nearest-rank percentile of sorted times. */
export const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;

export async function runListBench(bench: ListBench): Promise<void> {
  const url = process.env.DATABASE_URL;
  if (!url) {
    console.error('DATABASE_URL must point at a PostgreSQL server (the benchmark needs one).');
    process.exit(2);
  }
  const schema = `bench_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE SCHEMA ${schema}`);
  const dataDir = mkdtempSync(join(tmpdir(), `pedalswap-bench-${bench.name}-`));
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
    const account = async (role: 'owner' | 'user', email: string): Promise<BenchAccount> => {
      const password = `Bench-${randomBytes(6).toString('hex')}1`;
      const { user } = await createAccount(baseDb, {
        email,
        password,
        role,
        verified: true,
        firstName: 'Olive',
        lastName: role === 'owner' ? 'Owner' : 'Organizer',
        location: 'Portland, OR',
      });
      return { id: user.id, email, password };
    };
    const { summary, signIn } = await bench.seed(baseDb, account);
    await baseDb.exec('VACUUM ANALYZE');
    console.log(
      `${summary}, vacuumed and analyzed in ${((performance.now() - t) / 1000).toFixed(1)} s`,
    );
    let headers: Record<string, string> = {};
    if (signIn) {
      const login = await app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: signIn.email, password: signIn.password },
      });
      if (login.statusCode !== 200) throw new Error(`login: ${login.statusCode} ${login.body}`);
      headers = { authorization: `Bearer ${login.json<{ accessToken: string }>().accessToken}` };
    }
    console.log(
      `${bench.requests} sequential ${signIn ? '' : 'anonymous '}requests per scenario through app.inject\n`,
    );

    const results: { name: string; total: number | null; p50: number; p99: number }[] = [];
    const seqScans = new Set<string>();
    for (const s of bench.scenarios) {
      let total: number | null = null;
      for (let i = 0; i < bench.warmup; i++) {
        const res = await app.inject({ method: 'GET', url: s.url, headers });
        if (res.statusCode !== 200)
          throw new Error(`${s.name}: ${res.statusCode} ${res.body.slice(0, 300)}`);
        if (bench.matches) total = res.json<{ pagination: { total: number } }>().pagination.total;
      }
      const times: number[] = [];
      for (let i = 0; i < bench.requests; i++) {
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
      for (const q of rec.seen.filter((r) => bench.planOf.test(r.sql))) {
        const plan = (
          await baseDb.query<{ 'QUERY PLAN': string }>(`EXPLAIN ANALYZE ${q.sql}`, q.params)
        )
          .map((r) => r['QUERY PLAN'])
          .join('\n');
        if (bench.seqScan?.test(plan)) seqScans.add(s.name);
        if (bench.printPlans) {
          console.log(`EXPLAIN ANALYZE (${s.name}): ${q.sql.replace(/\s+/g, ' ').trim()}`);
          console.log(`  params: ${JSON.stringify(q.params)}`);
          console.log(plan.replace(/^/gm, '  ') + '\n');
        }
      }
    }
    const width = Math.max(...results.map((r) => r.name.length)) + 2;
    const matches = (v: string) => (bench.matches ? v.padStart(8) : '');
    console.log(
      `${'scenario'.padEnd(width)}${matches('matches')}${'p50 ms'.padStart(9)}${'p99 ms'.padStart(9)}`,
    );
    for (const r of results)
      console.log(
        `${r.name.padEnd(width)}${matches(String(r.total))}${r.p50.toFixed(2).padStart(9)}${r.p99.toFixed(2).padStart(9)}`,
      );
    if (bench.seqScan)
      console.log(
        seqScans.size
          ? `\nSeq Scan: YES in ${[...seqScans].join(', ')}`
          : '\nSeq Scan on the tables read: none',
      );
    const slow = results.filter((r) => r.p99 >= bench.targetP99Ms).map((r) => r.name);
    console.log(
      slow.length
        ? `p99 at or over ${bench.targetP99Ms} ms: ${slow.join(', ')}`
        : `Every scenario's p99 under ${bench.targetP99Ms} ms`,
    );
    await app.close();
  } finally {
    await baseDb.close();
    await admin.query(`DROP SCHEMA ${schema} CASCADE`);
    await admin.end();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
