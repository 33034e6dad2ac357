// End-to-end tests: the built web app served by the real server on a fresh database, driven in
// Debian's Chromium (never a downloaded browser). E2E_DATABASE_URL switches the server from a
// fresh embedded PGlite to a PostgreSQL server.
import { defineConfig, devices } from '@playwright/test';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { E2E_OWNER, E2E_STAFF } from './e2e/staff.ts';

const port = Number(process.env.E2E_PORT ?? 3107);
const smtpPort = Number(process.env.E2E_SMTP_PORT ?? 2526);
const baseURL = `http://127.0.0.1:${port}`;

export const chromiumLaunch = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};

const serverEnv: Record<string, string> = {
  NODE_ENV: 'production',
  PORT: String(port),
  HOST: '127.0.0.1',
  APP_URL: baseURL,
  SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
  SEED: 'none',
  LOG_LEVEL: 'warn',
  DATA_DIR: process.env.E2E_DATA_DIR ?? mkdtempSync(join(tmpdir(), 'pedalswap-e2e-')),
  // Access tokens shorter than the 5-minute refresh threshold: the session machine refreshes
  // at once after sign-in and after a reload, so the suite sees real rotations.
  ACCESS_TOKEN_TTL_SECONDS: process.env.E2E_ACCESS_TOKEN_TTL ?? '290',
  // Every spec signs in and registers from 127.0.0.1: the suite makes more auth calls a minute
  // than a person would. The limit itself is covered by the server tests (login.test.ts).
  AUTH_RATE_LIMIT_PER_MINUTE: '300',
};
if (process.env.E2E_DATABASE_URL) serverEnv.DATABASE_URL = process.env.E2E_DATABASE_URL;

export default defineConfig({
  testDir: './e2e',
  // Its own folder: Playwright empties outputDir at start, and scripts/test.mjs keeps the other
  // runners' reports in test-results/reports.
  // E2E_OUTPUT_DIR: scripts/test.mjs runs the PGlite and PostgreSQL suites at once, each in its own.
  outputDir: process.env.E2E_OUTPUT_DIR ?? './test-results/playwright',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  // Two minutes: a test of 19 s on a quiet machine took over 60 s beside the other end-to-end
  // jobs on two loaded cores (a CI run's time-outs were all such). A passing test ends when done.
  timeout: 120_000,
  // npm test runs this suite beside the stories (and, with DATABASE_URL, beside its PostgreSQL
  // run's server) on two cores, where a page's first render after a lazy chunk has taken 6-9 s
  // (the AI analytics' 720 hourly bars, an editor with ten photos): 5 s failed such runs at
  // random. A passing expect returns as soon as it holds, so this costs only failing runs.
  expect: { timeout: 12_000 },
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['list'], ['json']] : [['list']],
  globalSetup: './e2e/global-setup.ts',
  use: {
    baseURL,
    trace: 'retain-on-failure',
    launchOptions: chromiumLaunch,
  },
  projects: [
    { name: 'chromium', use: { ...devices['Desktop Chrome'], launchOptions: chromiumLaunch } },
  ],
  webServer: {
    // The compiled server, as operators run it (`node apps/server/dist/main.js` with
    // NODE_ENV=production): scripts/build-server.mjs first, which compiles only when the
    // server's sources changed since the last build (a content hash), so the suite never tests a
    // stale build. Then the staff accounts, a manager and an owner (roles change only through
    // staff, so there is no API path to one), then the server. On a database that already has
    // them (a rerun on the same PostgreSQL) the CLI says so and exits 1, and the server starts
    // all the same.
    command:
      `node scripts/build-server.mjs && ` +
      `node apps/server/dist/cli.js user:create --email ${E2E_STAFF.email} ` +
      `--password '${E2E_STAFF.password}' --role manager --verified ` +
      `--first-name ${E2E_STAFF.firstName} --last-name Staff; ` +
      `node apps/server/dist/cli.js user:create --email ${E2E_OWNER.email} ` +
      `--password '${E2E_OWNER.password}' --role owner --verified ` +
      `--first-name ${E2E_OWNER.firstName} --last-name Owner; ` +
      `node --enable-source-maps apps/server/dist/main.js`,
    url: `${baseURL}/api/health`,
    reuseExistingServer: false,
    // Generous: npm test runs this beside other suites on two cores, where the embedded
    // database's start has taken over a minute.
    timeout: 180_000,
    env: serverEnv,
    stdout: 'pipe',
    stderr: 'pipe',
  },
});
