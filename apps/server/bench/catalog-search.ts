// Catalog benchmark (issues 4, 11 and 31): a script, not a test. Needs a real PostgreSQL:
//   DATABASE_URL=postgres://... npm run bench:catalog -w @pedalswap/server
// On a fresh schema it grows the catalog to each size of BENCH_SIZES (default 5000, 50000 and
// 200000 listings of the four types, 9 in 10 published, bench/catalog-data.ts), VACUUM
// ANALYZEs, and at each size:
// 1. Plans. Each scenario is asked once of an app built in this process, with its SQL recorded;
//    every statement on items is run again under EXPLAIN ANALYZE and the rows it reads from the
//    table (rows returned plus rows a filter or a recheck threw away, at every scan of items) are
//    held against what it needs: for the count, the matches; for the page, its OFFSET + LIMIT
//    rows in an index's order (and what a filter throws away on the way, in proportion to the
//    matches' share of the type), or every match when the plan sorts them. More fails.
// 2. One request at a time. The project's server runs as its own process (src/main.ts, as
//    `npm start` runs it, production settings) and a load client in a third process
//    (bench/catalog-load.ts) sends BENCH_REQUESTS (default 200) requests per scenario, one at a
//    time, after 20 to warm up; the median and p99 per scenario, and at the end each scenario's
//    growth from the first size to the last. A median more than MAX_GROWTH times its figure at
//    the first size fails. (The server keeps a catalog total for a few seconds, as it does for a
//    visitor paging through a search: the plan check above shows what counting costs.)
// 3. Against a bare server, at BENCH_AB_SIZE (default 50000): bench/catalog-bare.ts (Fastify +
//    pg, the project's pool size and compression, nothing else) replays the SQL the project ran
//    for each scenario and answers the same body. Both servers run at once; per scenario the
//    load client hits them in turn, BENCH_RUNS (6) runs a side of BENCH_HTTP_REQUESTS (1000)
//    requests over BENCH_CONNECTIONS (50) connections, the side going first alternating from
//    pair to pair. Printed: the median req/s and p99 of each side, project/bare (medians of the
//    runs and of the pairs), failed requests, and each server's peak RSS. A project/bare under
//    MIN_RATIO fails, as does an RSS over MAX_RSS_RATIO of the bare one's.
// The load average is printed beside every phase. The exit code is 1 when a budget fails. The
// schema is dropped at the end, whatever happens. BENCH_CPU_PROF=<dir> runs the project's
// server with --cpu-prof (the profile is written when it stops).
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { randomBytes } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { migrate } from '../src/db/migrate.ts';
import { createPostgresDb } from '../src/db/postgres-db.ts';
import { insertItems, insertUsers } from './catalog-data.ts';
import { recordingDb } from './list-bench.ts';

const SIZES = (process.env.BENCH_SIZES ?? '5000,50000,200000').split(',').map(Number);
const AB_SIZE = Number(process.env.BENCH_AB_SIZE ?? 50_000);
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 200);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const HTTP_REQUESTS = Number(process.env.BENCH_HTTP_REQUESTS ?? 1_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 6);
const APP_PORT = Number(process.env.BENCH_APP_PORT ?? 3280);
const BARE_PORT = Number(process.env.BENCH_BARE_PORT ?? 3281);
const USERS = 500;
const MAX_GROWTH = 2;
const MIN_RATIO = 0.95;
const MAX_RSS_RATIO = 1.5;
// A plan may read this much over what it needs: a bitmap's recheck and the planner's rounding.
const PLAN_SLACK = 1.1;
// An index walk meets the matches where they lie, not evenly spread (a brand's listings are not
// all of one age).
const WALK_SLACK = 1.5;
const PLAN_ROWS_FREE = 50;

const here = dirname(fileURLToPath(import.meta.url));
const serverDir = join(here, '..');

interface Scenario {
  name: string;
  url: string;
}

const SCENARIOS: Scenario[] = [
  { name: 'first page', url: '/api/items/bike' },
  { name: 'search "trek"', url: '/api/items/bike?search=trek' },
  {
    name: 'search + bike type + condition',
    url: `/api/items/bike?search=trek&bikeType=${encodeURIComponent('Mountain Bike')}&condition=Excellent`,
  },
  {
    name: 'filter + sort by price',
    url: `/api/items/bike?bikeType=${encodeURIComponent('Road Bike')}&condition=Good&minPrice=500&maxPrice=1500&sort=price_asc`,
  },
  { name: 'deep page (page 20)', url: '/api/items/bike?page=20' },
];

const load = () =>
  loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');
const pad = (v: string, n: number) => v.padEnd(n);
const num = (v: number, n: number, d = 1) => v.toFixed(d).padStart(n);
const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2;
};

// ── plans ────────────────────────────────────────────────────────────────────────────────────

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  'Actual Rows': number;
  'Actual Loops': number;
  'Rows Removed by Filter'?: number;
  'Rows Removed by Index Recheck'?: number;
  Plans?: PlanNode[];
}

const SCANS = new Set(['Seq Scan', 'Index Scan', 'Index Only Scan', 'Bitmap Heap Scan']);

/** Rows the plan read from items: what each scan of it returned or threw away, every loop. */
function rowsRead(node: PlanNode): number {
  let n = 0;
  if (SCANS.has(node['Node Type']) && node['Relation Name'] === 'items')
    n +=
      (node['Actual Rows'] +
        (node['Rows Removed by Filter'] ?? 0) +
        (node['Rows Removed by Index Recheck'] ?? 0)) *
      node['Actual Loops'];
  for (const child of node.Plans ?? []) n += rowsRead(child);
  return n;
}
const sorts = (node: PlanNode): boolean =>
  node['Node Type'] === 'Sort' || (node.Plans ?? []).some(sorts);
/** Whether the page's ids are sorted rather than read in an index's order (below its LIMIT). */
const pageSorts = (node: PlanNode): boolean =>
  node['Node Type'] === 'Limit' ? sorts(node) : (node.Plans ?? []).some(pageSorts);
function describe(node: PlanNode, depth = 0): string[] {
  const removed =
    (node['Rows Removed by Filter'] ?? 0) + (node['Rows Removed by Index Recheck'] ?? 0);
  const line =
    `${'  '.repeat(depth)}${node['Node Type']}` +
    (node['Index Name'] ? ` using ${node['Index Name']}` : '') +
    (node['Relation Name'] && !node['Index Name'] ? ` on ${node['Relation Name']}` : '') +
    ` rows=${node['Actual Rows']}` +
    (node['Actual Loops'] > 1 ? ` loops=${node['Actual Loops']}` : '') +
    (removed ? ` removed=${removed}` : '');
  return [line, ...(node.Plans ?? []).flatMap((c) => describe(c, depth + 1))];
}

interface Recorded {
  statements: { sql: string; params: unknown[] }[];
  body: unknown;
}

async function checkPlans(
  app: Awaited<ReturnType<typeof buildApp>>,
  rec: ReturnType<typeof recordingDb>,
  explainDb: pg.Pool,
): Promise<{ recording: Record<string, Recorded>; failures: string[] }> {
  const recording: Record<string, Recorded> = {};
  const failures: string[] = [];
  const typeTotal = (
    await explainDb.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM items WHERE item_type = 'bike' AND status = 'published'`,
    )
  ).rows[0]!.n;
  for (const s of SCENARIOS) {
    rec.record(true);
    const res = await app.inject({ method: 'GET', url: s.url });
    rec.record(false);
    if (res.statusCode !== 200)
      throw new Error(`${s.name}: ${res.statusCode} ${res.body.slice(0, 300)}`);
    const body = res.json() as { pagination: { total: number; limit: number; page: number } };
    const statements = rec.seen.map((q) => ({ sql: q.sql, params: [...q.params] }));
    recording[s.url] = { statements, body };
    const { total, limit, page } = body.pagination;
    const offset = (page - 1) * limit;
    const onItems = statements.filter((st) => /\bFROM items i\b/.test(st.sql));
    // The count is missing when an earlier scenario of the same filters (another page of them)
    // left its total kept.
    if (!onItems.some((st) => !/^\s*SELECT count\(\*\)/.test(st.sql)))
      throw new Error(`${s.name}: no page statement on items was recorded`);
    if (onItems.length === 1) console.log(`  ${pad(s.name, 32)} count kept from an earlier page`);
    for (const q of onItems) {
      const [row] = (
        await explainDb.query<{ 'QUERY PLAN': [{ Plan: PlanNode; 'Execution Time': number }] }>(
          `EXPLAIN (ANALYZE, FORMAT JSON) ${q.sql}`,
          q.params,
        )
      ).rows;
      const plan = row!['QUERY PLAN'][0].Plan;
      const ms = row!['QUERY PLAN'][0]['Execution Time'];
      const isCount = /^\s*SELECT count\(\*\)/.test(q.sql);
      // The count needs the matches. A page read in an index's order needs its OFFSET + LIMIT
      // matches and, with a filter the index cannot apply, the rows the filter throws away on
      // the way, in proportion (listings of the type over matches); a page whose plan sorts
      // must read every match. Then the page's rows again, by id, for their columns.
      const walk = Math.ceil(((offset + limit) * typeTotal) / Math.max(total, 1));
      const sorted = !isCount && pageSorts(plan);
      const need = isCount
        ? total
        : (sorted ? total : Math.min(walk, typeTotal)) + Math.min(limit, total);
      const slack = isCount || sorted ? PLAN_SLACK : WALK_SLACK;
      const read = rowsRead(plan);
      const ok = read <= need * slack + PLAN_ROWS_FREE;
      if (!ok) failures.push(`${s.name} (${isCount ? 'count' : 'page'}: ${read} > ${need})`);
      console.log(
        `  ${pad(s.name, 32)} ${isCount ? 'count' : 'page '} reads ${String(read).padStart(6)} rows, needs ${String(need).padStart(6)}, ${ms.toFixed(2).padStart(7)} ms  ${ok ? 'ok' : 'TOO MANY'}`,
      );
      for (const line of describe(plan)) console.log(`      ${line}`);
    }
  }
  return { recording, failures };
}

// ── processes ────────────────────────────────────────────────────────────────────────────────

function startProcess(
  args: string[],
  env: Record<string, string>,
  ready: (line: string) => boolean,
): Promise<ChildProcess> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', ...args], {
      cwd: serverDir,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    const onData = (chunk: Buffer) => {
      out += chunk.toString();
      if (ready(out)) {
        child.stdout!.off('data', onData);
        // Keep draining (a full pipe would block the server's logging).
        child.stdout!.resume();
        resolve(child);
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', (c: Buffer) => (out += c.toString()));
    child.once('exit', (code) => reject(new Error(`${args[0]} exited (${code}): ${out}`)));
  });
}

function stopProcess(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.removeAllListeners('exit');
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

const rssMb = (pid: number) => {
  try {
    const m = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return m ? Number(m[1]) / 1024 : 0;
  } catch {
    return 0;
  }
};

interface LoadResult {
  rps: number;
  medianMs: number;
  p99Ms: number;
  failed: number;
}

function runLoad(url: string, connections: number, requests: number, warmup: number) {
  return new Promise<LoadResult>((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [
        '--import',
        'tsx',
        'bench/catalog-load.ts',
        url,
        String(connections),
        String(requests),
        String(warmup),
      ],
      { cwd: serverDir, stdio: ['ignore', 'pipe', 'inherit'] },
    );
    let out = '';
    child.stdout.on('data', (c: Buffer) => (out += c.toString()));
    child.once('exit', (code) =>
      code === 0 ? resolve(JSON.parse(out) as LoadResult) : reject(new Error(`load: ${code}`)),
    );
  });
}

// ── main ─────────────────────────────────────────────────────────────────────────────────────

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
  const baseDb = await createPostgresDb(url, { searchPath: schema });
  const explainDb = new pg.Pool({ connectionString: url, options: `-c search_path=${schema}` });
  const rec = recordingDb(baseDb);
  const children: ChildProcess[] = [];
  const failures: string[] = [];
  try {
    await migrate(baseDb);
    const jwtSecret = randomBytes(32).toString('hex');
    const env = {
      NODE_ENV: 'production',
      DATABASE_URL: url,
      DATABASE_SCHEMA: schema,
      DATA_DIR: dataDir,
      JWT_SECRET: jwtSecret,
      SEED: 'none',
      APP_URL: 'http://pedalswap.bench',
      WEB_DIST_DIR: join(dataDir, 'no-web-build'),
    };
    const owners = await insertUsers(baseDb, USERS);
    const medians = new Map<string, number[]>();
    let inserted = 0;
    for (const size of SIZES) {
      const t = performance.now();
      await insertItems(baseDb, owners, inserted, size);
      inserted = size;
      await baseDb.exec('VACUUM ANALYZE');
      console.log(
        `\n═══ ${size} listings, 9 in 10 published (${USERS} owners), inserted and vacuumed in ` +
          `${((performance.now() - t) / 1000).toFixed(1)} s; load average ${load()}`,
      );

      console.log(`\nPlans (rows read from items against rows needed):`);
      // A fresh app per size: the catalog's totals are kept a few seconds (catalog-counts.ts),
      // and each plan check must see the count run.
      const app = await buildApp({
        config: loadConfig(env, { cwd: process.cwd() }),
        db: rec.db,
        logger: false,
      });
      await app.ready();
      const plans = await checkPlans(app, rec, explainDb);
      await app.close();
      failures.push(...plans.failures.map((f) => `plan at ${size}: ${f}`));

      const project = await startProcess(
        [
          ...(process.env.BENCH_CPU_PROF
            ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`]
            : []),
          'src/main.ts',
        ],
        { ...env, PORT: String(APP_PORT), HOST: '127.0.0.1' },
        (out) => out.includes('PedalSwap is running'),
      );
      children.push(project);

      console.log(
        `\nOne request at a time (load client in its own process), ${REQUESTS} per scenario; ` +
          `load average ${load()}\n${pad('scenario', 34)}${'matches'.padStart(8)}${'median ms'.padStart(11)}${'p99 ms'.padStart(9)}`,
      );
      for (const s of SCENARIOS) {
        const r = await runLoad(`http://127.0.0.1:${APP_PORT}${s.url}`, 1, REQUESTS, 20);
        if (r.failed) failures.push(`${s.name} at ${size}: ${r.failed} failed requests`);
        medians.set(s.name, [...(medians.get(s.name) ?? []), r.medianMs]);
        const total = (plans.recording[s.url]!.body as { pagination: { total: number } }).pagination
          .total;
        console.log(
          `${pad(s.name, 34)}${String(total).padStart(8)}${num(r.medianMs, 11, 2)}${num(r.p99Ms, 9, 2)}`,
        );
      }

      if (size === AB_SIZE) {
        const recordingFile = join(dataDir, 'recording.json');
        writeFileSync(recordingFile, JSON.stringify(plans.recording));
        const bare = await startProcess(
          ['bench/catalog-bare.ts'],
          { ...env, BARE_PORT: String(BARE_PORT), BARE_RECORDING: recordingFile },
          (out) => out.includes('bare server ready'),
        );
        children.push(bare);
        failures.push(...(await compareWithBare(project.pid!, bare.pid!)));
        await stopProcess(bare);
      }
      await stopProcess(project);
    }

    console.log(
      `\nGrowth of the one-at-a-time median (budget: at most ${MAX_GROWTH}x its ${SIZES[0]} figure)\n` +
        `${pad('scenario', 34)}${SIZES.map((s) => `${s} ms`.padStart(12)).join('')}${'growth'.padStart(9)}`,
    );
    for (const s of SCENARIOS) {
      const ms = medians.get(s.name) ?? [];
      const growth = ms[ms.length - 1]! / ms[0]!;
      if (growth > MAX_GROWTH)
        failures.push(`${s.name}: median grew ${growth.toFixed(2)}x from ${SIZES[0]}`);
      console.log(
        `${pad(s.name, 34)}${ms.map((m) => num(m, 12, 2)).join('')}${num(growth, 8, 2)}x`,
      );
    }
  } finally {
    for (const c of children) await stopProcess(c);
    await explainDb.end();
    await baseDb.close();
    await admin.query(`DROP SCHEMA ${schema} CASCADE`);
    await admin.end();
    rmSync(dataDir, { recursive: true, force: true });
  }
  console.log(`\nload average at the end ${load()}`);
  if (failures.length) {
    console.log(`\nOVER BUDGET:\n  ${failures.join('\n  ')}`);
    process.exit(1);
  }
  console.log('\nEvery budget met.');
}

async function compareWithBare(projectPid: number, barePid: number): Promise<string[]> {
  const failures: string[] = [];
  const peak = { project: 0, bare: 0 };
  const sampler = setInterval(() => {
    peak.project = Math.max(peak.project, rssMb(projectPid));
    peak.bare = Math.max(peak.bare, rssMb(barePid));
  }, 100);
  console.log(
    `\nProject vs bare server, ${CONNECTIONS} connections, ${RUNS} runs a side of ${HTTP_REQUESTS} ` +
      `requests, sides alternating; load average ${load()}\n` +
      `${pad('scenario', 34)}${'project/s'.padStart(10)}${'bare/s'.padStart(9)}${'ratio'.padStart(7)}` +
      `${'pairs'.padStart(7)}${'p99 ms'.padStart(14)}${'failed'.padStart(8)}  load`,
  );
  try {
    for (const s of SCENARIOS) {
      const sides = {
        project: `http://127.0.0.1:${APP_PORT}${s.url}`,
        bare: `http://127.0.0.1:${BARE_PORT}/bare?url=${encodeURIComponent(s.url)}`,
      };
      const runs = { project: [] as LoadResult[], bare: [] as LoadResult[] };
      // Warm both (JIT, plans, pool connections) before measuring.
      await runLoad(sides.project, CONNECTIONS, 200, 0);
      await runLoad(sides.bare, CONNECTIONS, 200, 0);
      for (let i = 0; i < RUNS; i++) {
        const order = i % 2 === 0 ? (['project', 'bare'] as const) : (['bare', 'project'] as const);
        for (const side of order)
          runs[side].push(await runLoad(sides[side], CONNECTIONS, HTTP_REQUESTS, 0));
      }
      const p = median(runs.project.map((r) => r.rps));
      const b = median(runs.bare.map((r) => r.rps));
      const pairs = median(runs.project.map((r, i) => r.rps / runs.bare[i]!.rps));
      const failed = runs.project.reduce((n, r) => n + r.failed, 0);
      if (p / b < MIN_RATIO) failures.push(`${s.name}: project/bare ${(p / b).toFixed(2)}`);
      if (failed) failures.push(`${s.name}: ${failed} failed requests under load`);
      console.log(
        `${pad(s.name, 34)}${num(p, 10, 0)}${num(b, 9, 0)}${num(p / b, 7, 2)}${num(pairs, 7, 2)}` +
          `${`${median(runs.project.map((r) => r.p99Ms)).toFixed(0)}/${median(runs.bare.map((r) => r.p99Ms)).toFixed(0)}`.padStart(14)}` +
          `${String(failed).padStart(8)}  ${load()}`,
      );
    }
  } finally {
    clearInterval(sampler);
  }
  const rssRatio = peak.project / peak.bare;
  console.log(
    `peak RSS under load: project ${peak.project.toFixed(0)} MB, bare ${peak.bare.toFixed(0)} MB ` +
      `(${rssRatio.toFixed(2)}x)`,
  );
  if (rssRatio > MAX_RSS_RATIO)
    failures.push(`RSS ${rssRatio.toFixed(2)}x the bare server's (budget ${MAX_RSS_RATIO}x)`);
  return failures;
}

await main();
