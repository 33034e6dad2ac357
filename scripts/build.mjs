// `npm run build`: the generated API client, the web app and the compiled server, each only when
// what it is made from has changed (a content hash stamped beside its output, build-stamp.mjs),
// so `npm start` on a warm checkout runs no build at all. `--force` rebuilds all three.
// Each step prints how long it took; scripts/start.mjs runs the same steps before the server.
import { performance } from 'node:perf_hooks';
import { spawnSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { hashInputs, readStamp, writeStamp } from './build-stamp.mjs';
import { SHARED_PACKAGE_INPUTS, buildServer } from './build-server.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const noTests = (f) => /\.(test|stories)\.tsx?$/.test(f);

function run(cmd, args, cwd) {
  const r = spawnSync(cmd, args, { cwd, stdio: 'inherit' });
  if (r.status !== 0) throw new Error(`${cmd} ${args.join(' ')} failed (exit ${r.status})`);
}

/** The typed client's schema.gen.ts from openapi.yaml and the files under openapi/. */
function buildClient(force) {
  const hash = hashInputs(root, ['openapi.yaml', 'openapi', 'packages/api-client/package.json']);
  // Its output is a committed source file, so the stamp lives with the installed packages.
  const stampDir = join(root, 'node_modules', '.cache', 'pedalswap');
  const stamp = join(stampDir, 'api-client.hash');
  if (!force && readStamp(stamp) === hash) return 'up to date';
  run('npm', ['run', 'generate', '--silent', '-w', '@pedalswap/api-client'], root);
  mkdirSync(stampDir, { recursive: true });
  writeStamp(stamp, hash);
  return 'generated';
}

/** The web app (vite build: the client bundle, the prerendered pages and the render bundle). */
function buildWeb(force) {
  const hash = hashInputs(
    root,
    [
      'apps/web',
      'packages/ui/src',
      'packages/ui/package.json',
      ...SHARED_PACKAGE_INPUTS,
      'package-lock.json',
      'tsconfig.base.json',
    ],
    { skip: noTests },
  );
  const stamp = join(root, 'apps/web/dist/.build-hash');
  if (!force && readStamp(stamp) === hash) return 'up to date';
  run('npx', ['vite', 'build'], join(root, 'apps/web'));
  writeStamp(stamp, hash);
  return 'built';
}

/** Runs the three steps in order; logs and returns each one's time in ms. */
export async function buildAll({ force = false, log = console.log } = {}) {
  const times = [];
  const timed = async (name, fn) => {
    const t0 = performance.now();
    const result = await fn();
    const ms = Math.round(performance.now() - t0);
    times.push([name, ms]);
    log(`[build] ${name}: ${result} (${ms} ms)`);
  };
  await timed('api client', () => buildClient(force));
  await timed('web app', () => buildWeb(force));
  await timed('server', () => buildServer({ force }));
  return times;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  try {
    await buildAll({ force: process.argv.includes('--force') });
  } catch (err) {
    console.error(`[build] ${err instanceof Error ? err.message : err}`);
    process.exit(1);
  }
}
