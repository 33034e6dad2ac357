// `npm test`: every check and every test suite, in order from cheapest to dearest.
//  1. the contract lints clean and the generated client matches it
//  2. types, lint (with the conventions' rules), format, import cycles and unused code (knip)
//  3. unit and server tests (server on embedded PGlite; again on PostgreSQL when DATABASE_URL is set),
//     then the API fuzz suite (malformed input to every operation, bounded in time)
//  4. Storybook stories as browser tests in Chromium (a11y + screenshots)
//  5. the web app's build and its bundle budgets (scripts/check-bundle-size.mjs)
//  6. the built app end to end in Chromium (PGlite; again on PostgreSQL when DATABASE_URL is set)
// It prints one closing line "N passed, N failed" counted from the runners' JSON reports.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const reports = join(root, 'test-results', 'reports');
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

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

let failedSteps = [];
function step(name, cmd, args, opts = {}) {
  const started = Date.now();
  console.log(`\n━━ ${name} ━━`);
  const r = spawnSync(cmd, args, {
    cwd: opts.cwd ?? root,
    stdio: 'inherit',
    env: { ...baseEnv, CHROMIUM_PATH: chromium, ...opts.env },
  });
  const secs = ((Date.now() - started) / 1000).toFixed(1);
  if (r.status !== 0) {
    console.log(`✗ ${name} failed (${secs} s)`);
    failedSteps.push(name);
  } else console.log(`✓ ${name} (${secs} s)`);
}

const vitestJson = (name) => [
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${join(reports, name + '.vitest.json')}`,
];

step('contract: redocly lint', 'npx', ['redocly', 'lint', 'openapi.yaml', '--format=summary']);
step('contract: generated client in sync', 'npm', [
  'run',
  'check-drift',
  '--silent',
  '-w',
  '@pedalswap/api-client',
]);
step('typecheck', 'npx', ['tsc', '-p', 'tsconfig.json']);
step('lint', 'npx', ['eslint', '.', '--max-warnings=0']);
step('format', 'npx', ['prettier', '--check', '.', '--log-level=warn']);
step('import cycles (modules and server areas)', 'node', ['scripts/check-cycles.mjs']);
step('unused files, exports and dependencies (knip)', 'npx', ['knip']);
step('unit and server tests (PGlite)', 'npx', ['vitest', 'run', ...vitestJson('node')]);
step('API fuzz suite (malformed input to every operation)', 'npx', [
  'tsx',
  'apps/server/test/fuzz/run-fuzz.ts',
]);
if (databaseUrl) {
  step(
    'server tests (PostgreSQL)',
    'npx',
    ['vitest', 'run', '--project', 'server', ...vitestJson('server-pg')],
    {
      env: { DATABASE_URL: databaseUrl },
    },
  );
}
step(
  'stories in Chromium (a11y, screenshots)',
  'npx',
  ['vitest', 'run', ...vitestJson('stories')],
  {
    cwd: join(root, 'packages/ui'),
  },
);
step('build the web app', 'npm', ['run', 'build']);
step('bundle budgets (first-load JS and CSS per page)', 'node', ['scripts/check-bundle-size.mjs']);
step('end to end (PGlite)', 'npx', ['playwright', 'test'], {
  env: { PLAYWRIGHT_JSON_OUTPUT_NAME: join(reports, 'e2e.playwright.json') },
});
if (databaseUrl) {
  step('end to end (PostgreSQL)', 'npx', ['playwright', 'test'], {
    env: {
      E2E_DATABASE_URL: databaseUrl,
      PLAYWRIGHT_JSON_OUTPUT_NAME: join(reports, 'e2e-pg.playwright.json'),
    },
  });
}

// Count tests across every report.
let passed = 0;
let failed = 0;
let skipped = 0;
for (const file of ['node', 'server-pg', 'stories'].map((n) => join(reports, n + '.vitest.json'))) {
  if (!existsSync(file)) continue;
  const r = JSON.parse(readFileSync(file, 'utf8'));
  passed += r.numPassedTests ?? 0;
  failed += r.numFailedTests ?? 0;
  skipped += (r.numPendingTests ?? 0) + (r.numTodoTests ?? 0);
}
for (const file of ['e2e', 'e2e-pg'].map((n) => join(reports, n + '.playwright.json'))) {
  if (!existsSync(file)) continue;
  const s = JSON.parse(readFileSync(file, 'utf8')).stats ?? {};
  passed += (s.expected ?? 0) + (s.flaky ?? 0);
  failed += s.unexpected ?? 0;
  skipped += s.skipped ?? 0;
}
if (failedSteps.length) console.log(`\nFailed steps: ${failedSteps.join(', ')}`);
// A failed step that ran no counted test (lint, types) still fails the run.
if (failedSteps.length && failed === 0) failed = failedSteps.length;
console.log(`\n${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(failedSteps.length ? 1 : 0);
