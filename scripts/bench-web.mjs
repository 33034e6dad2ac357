// `npm run bench:web` (issue 11): builds the app, serves it on 127.0.0.1 with the demo data, and
// prints Lighthouse's mobile figures (its default: a mid-range phone, simulated slow 4G and a 4x
// slower CPU) for `/`, `/catalog`, an item page and `/login`, the median of 3 runs each, with the
// system Chromium (CHROME_PATH, /usr/bin/chromium by default).
//   BENCH_WEB_PORT (3251) and BENCH_WEB_RUNS (3) change the port and the number of runs;
//   BENCH_WEB_NO_BUILD=1 serves the build already in apps/web/dist; BENCH_WEB_PAGES=/,/login
//   measures only those pages (`item` names the item page); BENCH_WEB_REPORTS=<folder> writes each
//   run's Lighthouse report there as JSON (the LCP element, the layout shifts, the request chain),
//   and with BENCH_WEB_TRACES=1 its Chromium trace beside it (<page>-<run>.trace.json).
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { setTimeout as sleep } from 'node:timers/promises';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const port = Number(process.env.BENCH_WEB_PORT ?? 3251);
const runs = Number(process.env.BENCH_WEB_RUNS ?? 3);
const base = `http://127.0.0.1:${port}`;
const { fetch } = globalThis;
const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';

if (!process.env.BENCH_WEB_NO_BUILD) {
  const built = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (built.status !== 0) process.exit(built.status ?? 1);
}

const dataDir = mkdtempSync(join(tmpdir(), 'pedalswap-bench-web-'));
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
const stopServer = () => {
  try {
    process.kill(-server.pid, 'SIGTERM');
  } catch {
    // already gone
  }
};
process.on('exit', () => {
  stopServer();
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

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)];
};

try {
  await waitForServer();
  const items = await (await fetch(`${base}/api/items/bike`)).json();
  const first = items.items?.[0] ?? items.data?.[0];
  if (!first) throw new Error('the demo catalog has no bike to open');
  const only = process.env.BENCH_WEB_PAGES?.split(',');
  const pages = [
    ['/', '/'],
    ['/catalog', '/catalog'],
    ['item page', `/items/bike/${first.id}`],
    ['/login', '/login'],
  ].filter(([name]) => !only || only.includes(name === 'item page' ? 'item' : name));
  const reports = process.env.BENCH_WEB_REPORTS;
  if (reports) mkdirSync(reports, { recursive: true });

  const chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  });
  const results = [];
  try {
    for (const [name, path] of pages) {
      const samples = [];
      // The server warmed up for the page first, as a running server is: its first renders of a
      // page (the catalog's and the item's with their data) run cold code and answer slowly.
      for (let i = 0; i < 5; i++) await (await fetch(base + path)).text();
      // A run that fails outright on the busy machine (Lighthouse's NO_NAVSTART, say) is run
      // again, up to 3 times per page, instead of counting as a score of 0.
      let retries = 3;
      for (let i = 0; i < runs; i++) {
        const { lhr, artifacts } = await lighthouse(
          base + path,
          { port: chrome.port, output: 'json', logLevel: 'error' },
          {
            extends: 'lighthouse:default',
            settings: { onlyCategories: ['performance', 'accessibility'] },
          },
        );
        if (lhr.runtimeError && retries > 0) {
          retries -= 1;
          i -= 1;
          process.stderr.write('x');
          continue;
        }
        if (reports) {
          const file = `${name === '/' ? 'home' : name.replace(/\W+/g, '-').replace(/^-/, '')}-${i + 1}.json`;
          writeFileSync(join(reports, file), JSON.stringify(lhr));
          // The trace beside it, for a long task's cause (chrome://tracing or DevTools reads it).
          if (process.env.BENCH_WEB_TRACES)
            writeFileSync(
              join(reports, file.replace(/\.json$/, '.trace.json')),
              JSON.stringify(artifacts.Trace),
            );
        }
        const audit = (id) => lhr.audits[id]?.numericValue ?? NaN;
        samples.push({
          performance: Math.round((lhr.categories.performance.score ?? 0) * 100),
          accessibility: Math.round((lhr.categories.accessibility.score ?? 0) * 100),
          fcp: audit('first-contentful-paint'),
          lcp: audit('largest-contentful-paint'),
          tbt: audit('total-blocking-time'),
          cls: audit('cumulative-layout-shift'),
          bytes: audit('total-byte-weight'),
        });
        process.stderr.write('.');
      }
      const m = (k) => median(samples.map((s) => s[k]));
      results.push({
        name,
        path,
        performance: m('performance'),
        accessibility: m('accessibility'),
        fcp: m('fcp'),
        lcp: m('lcp'),
        tbt: m('tbt'),
        cls: m('cls'),
        bytes: m('bytes'),
      });
    }
  } finally {
    await chrome.kill();
  }
  process.stderr.write('\n');
  console.log(
    `Lighthouse 12 mobile, median of ${runs} runs (${base})\n` +
      `${'page'.padEnd(12)}${'perf'.padStart(6)}${'a11y'.padStart(6)}${'FCP s'.padStart(8)}${'LCP s'.padStart(8)}${'TBT ms'.padStart(8)}${'CLS'.padStart(7)}${'KB'.padStart(7)}`,
  );
  for (const r of results)
    console.log(
      `${r.name.padEnd(12)}${String(r.performance).padStart(6)}${String(r.accessibility).padStart(6)}` +
        `${(r.fcp / 1000).toFixed(2).padStart(8)}${(r.lcp / 1000).toFixed(2).padStart(8)}` +
        `${Math.round(r.tbt).toString().padStart(8)}${r.cls.toFixed(3).padStart(7)}${Math.round(
          r.bytes / 1024,
        )
          .toString()
          .padStart(7)}`,
    );
} finally {
  stopServer();
}
