// `npm test`: every check and every test suite.
//  1. the contract lints clean and the generated client matches it
//  2. types, lint (with the conventions' rules), format, import cycles and unused code (knip)
//  3. unit and server tests (server on embedded PGlite; again on PostgreSQL when DATABASE_URL is set),
//     then the API fuzz suite (malformed input to every operation, bounded in time)
//  4. Storybook stories as browser tests in Chromium (a11y + screenshots)
//  5. the build (web app and compiled server) and the web app's bundle budgets (scripts/check-bundle-size.mjs)
//  6. the built app end to end in Chromium (PGlite; with DATABASE_URL, the database-sensitive
//     specs again on PostgreSQL: POSTGRES_E2E_SPECS)
//  7. with DATABASE_URL: the scale-out check (3 server processes behind HAProxy, one schema)
//
// The steps run in two lanes at once: the checks and the node suites in one, the stories in the
// other; then both lanes take the end-to-end jobs (PGlite shards, the PostgreSQL specs, the
// scale-out check) one at a time as each is free. The build goes to whichever lane is free first.
// Much of each suite waits (on timers, the browser, the database) rather than computing, so two
// lanes on two cores ran the whole suite in 13.5 minutes (810 s, 2,083 tests, offers and chat
// included) where one lane had taken about 28 before those areas landed. Each step's
// output is printed whole when it ends, so lanes do not interleave line by line.
// TEST_SERIAL=1 runs the steps one after another with their output live, as before.
// It prints one closing line "N passed, N failed" counted from the runners' JSON reports.
import { Buffer } from 'node:buffer';
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const reports = join(root, 'test-results', 'reports');
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

const serial = process.env.TEST_SERIAL === '1';
const databaseUrl = process.env.DATABASE_URL;
const baseEnv = { ...process.env, CI: process.env.CI ?? '' };
delete baseEnv.DATABASE_URL;

function findChromium() {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'];
  const found = candidates.find((p) => p && existsSync(p));
  if (found) return found;
  if (process.getuid?.() === 0 && existsSync('/usr/bin/apt-get')) {
    console.log('[test] Chromium not found: installing Debian package chromium');
    spawnSync('sh', ['-c', 'apt-get update -qq && apt-get install -y -qq chromium'], {
      stdio: 'inherit',
    });
    if (existsSync('/usr/bin/chromium')) return '/usr/bin/chromium';
  }
  console.error(
    '[test] Chromium is needed for the browser tests. Install it with `sudo apt-get install chromium`\n' +
      '       or point CHROMIUM_PATH at a Chromium or Chrome binary.',
  );
  process.exit(1);
}
const chromium = findChromium();
const started = Date.now();
const failedSteps = [];
const timings = [];

/** Runs one step; resolves true when it passed. Output is live in serial mode, whole at the end otherwise. */
function step(name, cmd, args, opts = {}) {
  const t0 = Date.now();
  if (serial) console.log(`\n━━ ${name} ━━`);
  else console.log(`▶ ${name}`);
  return new Promise((resolve) => {
    const child = spawn(cmd, args, {
      cwd: opts.cwd ?? root,
      stdio: serial ? 'inherit' : ['ignore', 'pipe', 'pipe'],
      env: { ...baseEnv, CHROMIUM_PATH: chromium, FORCE_COLOR: '0', ...opts.env },
    });
    const out = [];
    child.stdout?.on('data', (c) => out.push(c));
    child.stderr?.on('data', (c) => out.push(c));
    child.on('close', (code) => {
      const secs = ((Date.now() - t0) / 1000).toFixed(1);
      timings.push([name, secs]);
      if (!serial) {
        console.log(`\n━━ ${name} ━━`);
        process.stdout.write(Buffer.concat(out));
      }
      if (code !== 0) {
        console.log(`✗ ${name} failed (${secs} s)`);
        failedSteps.push(name);
      } else console.log(`✓ ${name} (${secs} s)`);
      resolve(code === 0);
    });
  });
}

const vitestJson = (name) => [
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${join(reports, name + '.vitest.json')}`,
];

/** One end-to-end run with its own port, mailbox, data and output folders, so two can run at once. */
function e2e(name, report, ports, extraEnv = {}, specs = []) {
  const scratch = mkdtempSync(join(tmpdir(), `pedalswap-${report}-`));
  return step(name, 'npx', ['playwright', 'test', ...specs], {
    env: {
      E2E_PORT: String(ports[0]),
      E2E_SMTP_PORT: String(ports[1]),
      E2E_MAIL_DIR: join(scratch, 'mail'),
      E2E_OUTPUT_DIR: join(root, 'test-results', `playwright-${report}`),
      PLAYWRIGHT_JSON_OUTPUT_NAME: join(reports, `${report}.playwright.json`),
      ...extraEnv,
    },
  });
}

// The end-to-end specs that run again on PostgreSQL: where the running app meets what only a
// PostgreSQL server does. Live events go through LISTEN/NOTIFY (on PGlite they stay in the
// process): chat, the bell, a completion heard live in another window; trades settle under row locks that PGlite, one
// connection, never contends; sessions rotate refresh tokens across tabs. Every other call runs
// on PostgreSQL in the server tests (every route, the same SQL). The whole e2e suite twice no
// longer fit the 25-minute budget on two cores (14.5 min a run, quiet, 57 tests); ten specs
// (6 min) still made the run 35 min.
const POSTGRES_E2E_SPECS = [
  'e2e/chat.spec.ts',
  'e2e/admin-chat.spec.ts',
  'e2e/trade-loop.spec.ts',
  'e2e/notifications-and-profile.spec.ts',
  'e2e/session-tabs.spec.ts',
];

// The build goes to whichever lane is free first: the browser lane after its stories, or the
// first lane after its unit and server tests if the stories are still running then. Since the
// server tests share one process and one PGlite, the first lane is usually free first and the
// browser lane (stories, then end to end) had become the longer one.
let building = null;
let storiesDone = false;
const build = () =>
  (building ??= step('build (API client, web app, server)', 'npm', ['run', 'build']));

async function checksAndServer() {
  await step('contract: redocly lint', 'npx', [
    'redocly',
    'lint',
    'openapi.yaml',
    '--format=summary',
  ]);
  await step('contract: generated client in sync', 'npm', [
    'run',
    'check-drift',
    '--silent',
    '-w',
    '@pedalswap/api-client',
  ]);
  await step('typecheck', 'npx', ['tsc', '-p', 'tsconfig.json']);
  await step('lint', 'npx', ['eslint', '.', '--max-warnings=0']);
  await step('format', 'npx', ['prettier', '--check', '.', '--log-level=warn']);
  await step('import cycles (modules and server areas)', 'node', ['scripts/check-cycles.mjs']);
  await step('unused files, exports and dependencies (knip)', 'npx', ['knip']);
  await step('unit and server tests (PGlite)', 'npx', ['vitest', 'run', ...vitestJson('node')]);
  if (!storiesDone) await build();
  await step('API fuzz suite (malformed input to every operation)', 'npx', [
    'tsx',
    'apps/server/test/fuzz/run-fuzz.ts',
  ]);
  if (databaseUrl) {
    await step(
      'server tests (PostgreSQL)',
      'npx',
      ['vitest', 'run', '--project', 'server', ...vitestJson('server-pg')],
      { env: { DATABASE_URL: databaseUrl } },
    );
  }
  // Then the end-to-end jobs with the other lane (they need the build, from either lane).
  if (await build()) await endToEndJobs();
}

async function browser() {
  await step(
    'stories in Chromium (a11y, screenshots)',
    'npx',
    ['vitest', 'run', ...vitestJson('stories')],
    {
      cwd: join(root, 'packages/ui'),
    },
  );
  storiesDone = true;
  if (!(await build())) return;
  await step('bundle budgets (first-load JS and CSS per page)', 'node', [
    'scripts/check-bundle-size.mjs',
  ]);
  await endToEndJobs();
}

// The end-to-end runs, as jobs that whichever lane is free takes, longest first: the PGlite
// suite in three shards (Playwright's --shard, by spec file; each shard its own server, port and
// fresh database), the PostgreSQL run of POSTGRES_E2E_SPECS (one job: its server uses the
// database's default schema) and the scale-out check (a schema of its own). One lane had the
// whole PGlite run after the stories: 12 + 14.5 minutes on a quiet machine, past the budget.
const jobs = [
  ...[1, 2, 3].map(
    (n) => () =>
      e2e(`end to end (PGlite, shard ${n} of 3)`, `e2e-${n}`, [3106 + 2 * n, 2525 + 2 * n], {}, [
        `--shard=${n}/3`,
      ]),
  ),
];
if (databaseUrl) {
  jobs.splice(1, 0, () =>
    e2e(
      'end to end (PostgreSQL: the database-sensitive specs)',
      'e2e-pg',
      [3116, 2535],
      { E2E_DATABASE_URL: databaseUrl },
      POSTGRES_E2E_SPECS,
    ),
  );
  // Three compiled processes on one schema behind HAProxy, a mixed workload and the
  // multi-process checks (apps/server/scripts/scale-out.mjs).
  jobs.push(() =>
    step(
      'scale-out: 3 processes behind HAProxy (PostgreSQL)',
      'node',
      ['apps/server/scripts/scale-out.mjs'],
      { env: { DATABASE_URL: databaseUrl } },
    ),
  );
}
async function endToEndJobs() {
  for (let job = jobs.shift(); job; job = jobs.shift()) await job();
}

if (serial) {
  // The same steps one lane after the other: the browser lane first, so the build exists
  // when the first lane reaches its PostgreSQL end-to-end run.
  await browser();
  await checksAndServer();
} else {
  await Promise.all([checksAndServer(), browser()]);
}

// Count tests across every report, and name each failed one with the first line of its error:
// CI keeps only the tail of this output, where a step's own log (printed when the step ends) may
// be cut off.
let passed = 0;
let failed = 0;
let skipped = 0;
const failures = [];
const firstLine = (text) =>
  stripVTControlCharacters(String(text ?? ''))
    .split('\n')
    .find((l) => l.trim())
    ?.trim()
    .slice(0, 200) ?? '';
for (const name of ['node', 'server-pg', 'stories']) {
  const file = join(reports, name + '.vitest.json');
  if (!existsSync(file)) continue;
  const r = JSON.parse(readFileSync(file, 'utf8'));
  passed += r.numPassedTests ?? 0;
  failed += r.numFailedTests ?? 0;
  skipped += (r.numPendingTests ?? 0) + (r.numTodoTests ?? 0);
  for (const suite of r.testResults ?? []) {
    const where = suite.name?.replace(root + '/', '') ?? '';
    const tests = (suite.assertionResults ?? []).filter((t) => t.status === 'failed');
    for (const t of tests)
      failures.push(`[${name}] ${where} › ${t.fullName}: ${firstLine(t.failureMessages?.[0])}`);
    // A file that failed to load has no failed test in it, only its message.
    if (!tests.length && suite.status === 'failed')
      failures.push(`[${name}] ${where}: ${firstLine(suite.message)}`);
  }
}
/** Playwright's report nests suites; a test's results carry its errors. */
function playwrightFailures(report, suite, titles = []) {
  const path = suite.title ? [...titles, suite.title] : titles;
  for (const spec of suite.specs ?? []) {
    for (const test of spec.tests ?? []) {
      if (test.status !== 'unexpected') continue;
      const error = test.results?.at(-1)?.error?.message;
      failures.push(`[${report}] ${[...path, spec.title].join(' › ')}: ${firstLine(error)}`);
    }
  }
  for (const child of suite.suites ?? []) playwrightFailures(report, child, path);
}
for (const file of readdirSync(reports).filter((f) => f.endsWith('.playwright.json'))) {
  const name = file.replace('.playwright.json', '');
  const report = JSON.parse(readFileSync(join(reports, file), 'utf8'));
  const s = report.stats ?? {};
  passed += (s.expected ?? 0) + (s.flaky ?? 0);
  failed += s.unexpected ?? 0;
  skipped += s.skipped ?? 0;
  for (const suite of report.suites ?? []) playwrightFailures(name, suite);
}
console.log('\nStep times (s):');
for (const [name, secs] of timings) console.log(`  ${secs.padStart(7)}  ${name}`);
console.log(`  ${((Date.now() - started) / 1000).toFixed(1).padStart(7)}  whole run`);
if (failedSteps.length) console.log(`\nFailed steps: ${failedSteps.join(', ')}`);
if (failures.length) console.log(`\nFailed tests:\n${failures.map((f) => `  ${f}`).join('\n')}`);
// A failed step that ran no counted test (lint, types) still fails the run.
if (failedSteps.length && failed === 0) failed = failedSteps.length;
console.log(`\n${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(failedSteps.length ? 1 : 0);
