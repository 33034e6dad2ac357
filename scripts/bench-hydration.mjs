// `node scripts/bench-hydration.mjs` (issue 11): the main-thread cost of the app taking over the
// server-rendered /catalog and item page, without Lighthouse (whose simulated CPU multiplies the
// load of a shared machine). Serves the build already in apps/web/dist (WEB_DIST_DIR picks
// another) with the demo data, loads each page BENCH_HYDRATION_RUNS (5) times in the system
// Chromium with the CPU slowed 4x (CDP Emulation.setCPUThrottlingRate), and prints the median of:
//   tbt   the long tasks' time over 50 ms from the first contentful paint until the page has
//         been quiet for 3 s (Lighthouse's total blocking time, measured rather than simulated);
//   long  the long tasks' whole time, and max the longest one;
//   script, style+layout  Chromium's time in script, and in style and layout (Performance.getMetrics);
//   kept  whether the painted first link of #root's main is still in the document afterwards (the app
//         hydrated it) or was replaced.
// Console errors (a hydration mismatch among them) are printed; the script fails on any.
//   BENCH_HYDRATION_PORT (3252) changes the port.
// The functions given to the page (addInitScript, evaluate) run in the browser.
/* global window, document, performance, PerformanceObserver */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { setTimeout as sleep } from 'node:timers/promises';
import { chromium } from '@playwright/test';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const port = Number(process.env.BENCH_HYDRATION_PORT ?? 3252);
const runs = Number(process.env.BENCH_HYDRATION_RUNS ?? 5);
const base = `http://127.0.0.1:${port}`;
const { fetch } = globalThis;

const dataDir = mkdtempSync(join(tmpdir(), 'pedalswap-bench-hydration-'));
const server = spawn('npx', ['tsx', 'apps/server/src/main.ts'], {
  cwd: root,
  env: {
    ...process.env,
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: String(port),
    DATA_DIR: dataDir,
    SEED: 'demo',
    JWT_SECRET: randomBytes(32).toString('hex'),
    APP_URL: base,
    LOG_LEVEL: 'warn',
  },
  stdio: ['ignore', 'ignore', 'inherit'],
  detached: true,
});
process.on('exit', () => {
  try {
    process.kill(-server.pid, 'SIGTERM');
  } catch {
    // already gone
  }
  rmSync(dataDir, { recursive: true, force: true });
});

async function waitForServer() {
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await sleep(1000);
  }
  throw new Error(`the server did not answer on ${base} within 3 minutes`);
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

// Runs in the page before its own scripts: records long tasks and the first link of #root.
function observe() {
  window.__longTasks = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      window.__longTasks.push({ start: entry.startTime, duration: entry.duration });
    }
  }).observe({ type: 'longtask', buffered: true });
  document.addEventListener('DOMContentLoaded', () => {
    window.__painted = document.querySelector('#root main a');
  });
}

async function measure(browser, url) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
  const page = await context.newPage();
  const errors = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(String(error)));
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await cdp.send('Performance.enable');
  await page.addInitScript(observe);
  await page.goto(url, { waitUntil: 'load' });
  // Quiet for 3 s: no long task started in that window.
  for (let waited = 0; waited < 30_000; waited += 500) {
    const last = await page.evaluate(() =>
      Math.max(0, ...window.__longTasks.map((t) => t.start + t.duration)),
    );
    const now = await page.evaluate(() => performance.now());
    if (now - last > 3000) break;
    await sleep(500);
  }
  const result = await page.evaluate(() => {
    const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0;
    const tasks = window.__longTasks;
    return {
      fcp,
      tbt: tasks
        .filter((t) => t.start >= fcp)
        .reduce((sum, t) => sum + Math.max(0, t.duration - 50), 0),
      long: tasks.reduce((sum, t) => sum + t.duration, 0),
      max: Math.max(0, ...tasks.map((t) => t.duration)),
      kept: Boolean(window.__painted && document.contains(window.__painted)),
    };
  });
  // Chromium's own counters for the whole load: time in script, and in style and layout.
  const { metrics } = await cdp.send('Performance.getMetrics');
  const metric = (name) => (metrics.find((m) => m.name === name)?.value ?? 0) * 1000;
  await context.close();
  return {
    ...result,
    script: metric('ScriptDuration'),
    layout: metric('LayoutDuration') + metric('RecalcStyleDuration'),
    errors,
  };
}

let failed = false;
try {
  await waitForServer();
  const items = await (await fetch(`${base}/api/items/bike`)).json();
  const first = items.items?.[0];
  if (!first) throw new Error('the demo catalog has no bike to open');
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run'],
  });
  try {
    for (const [name, path] of [
      ['/catalog', '/catalog'],
      ['item page', `/items/bike/${first.id}`],
    ]) {
      const samples = [];
      for (let i = 0; i < runs; i++) samples.push(await measure(browser, base + path));
      const pick = (key) => Math.round(median(samples.map((s) => s[key])));
      console.log(
        `${name.padEnd(10)} tbt ${pick('tbt')} ms  long ${pick('long')} ms  max ${pick('max')} ms` +
          `  script ${pick('script')} ms  style+layout ${pick('layout')} ms` +
          `  fcp ${pick('fcp')} ms  kept ${samples.filter((s) => s.kept).length}/${runs}` +
          `  (tbt runs: ${samples.map((s) => Math.round(s.tbt)).join(', ')})`,
      );
      for (const error of new Set(samples.flatMap((s) => s.errors))) {
        failed = true;
        console.log(`  console: ${error}`);
      }
    }
  } finally {
    await browser.close();
  }
} catch (error) {
  console.error(error);
  failed = true;
}
process.exit(failed ? 1 : 0);
