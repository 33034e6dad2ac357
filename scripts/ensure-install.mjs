// Runs `npm ci` when node_modules is missing or older than package-lock.json, so that
// `npm start` and `npm test` work on a fresh clone by themselves. Dependency-free on purpose:
// it runs before anything is installed.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const lock = join(root, 'package-lock.json');
const stamp = join(root, 'node_modules', '.pedalswap-lock-hash');

const want = createHash('sha256').update(readFileSync(lock)).digest('hex');
const have = existsSync(stamp) ? readFileSync(stamp, 'utf8').trim() : '';

if (want !== have) {
  console.log('[ensure-install] node_modules is missing or stale: running npm ci');
  // onnxruntime-node's postinstall would download GPU extras (it fails offline); its CPU
  // binaries are in the package. .npmrc says the same for a plain `npm ci`.
  const r = spawnSync('npm', ['ci', '--no-audit', '--no-fund'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, ONNXRUNTIME_NODE_INSTALL: 'skip' },
  });
  if (r.status !== 0) {
    console.error('[ensure-install] npm ci failed');
    process.exit(r.status ?? 1);
  }
  writeFileSync(stamp, want + '\n');
}
