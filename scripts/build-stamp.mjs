// Content-hash stamps for the build steps of `npm start` (scripts/start.mjs): a step runs only
// when the hash of its inputs differs from the one its last successful run wrote beside its
// output. A hash, not timestamps: a fresh clone, a checkout or a copied tree changes every
// file's mtime without changing what the build would produce. Dependency-free on purpose.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';

/** Folders never read: installed packages, outputs, test output and screenshot references. */
const SKIP_DIRS = new Set([
  'node_modules',
  'dist',
  'dist-server',
  'test-results',
  'storybook-static',
  '__screenshots__',
  'screenshots',
  'data',
]);

function walk(dir, out) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name.startsWith('.')) continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      if (!SKIP_DIRS.has(entry.name)) walk(path, out);
    } else if (entry.isFile()) out.push(path);
  }
}

/**
 * The sha256 of every file under `inputs` (files or folders, relative to `root`): their paths and
 * contents, in a fixed order, so a renamed, added or removed file changes it too.
 */
export function hashInputs(root, inputs, { skip = () => false } = {}) {
  const files = [];
  for (const input of inputs) {
    const path = join(root, input);
    if (!existsSync(path)) continue;
    if (readdirSafe(path)) walk(path, files);
    else files.push(path);
  }
  const hash = createHash('sha256');
  for (const file of files.map((f) => relative(root, f)).sort()) {
    if (skip(file)) continue;
    hash
      .update(file)
      .update('\0')
      .update(readFileSync(join(root, file)))
      .update('\0');
  }
  return hash.digest('hex');
}

function readdirSafe(path) {
  try {
    readdirSync(path);
    return true;
  } catch {
    return false;
  }
}

/** The hash the last successful build wrote, or '' when there is none (or its output is gone). */
export function readStamp(stampFile) {
  return existsSync(stampFile) ? readFileSync(stampFile, 'utf8').trim() : '';
}

export function writeStamp(stampFile, hash) {
  writeFileSync(stampFile, hash + '\n');
}
