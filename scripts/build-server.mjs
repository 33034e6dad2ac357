// Compiles the server to JavaScript: apps/server/dist/main.js (what `npm start` and operators run
// with plain `node`) and dist/cli.js, with the workspace packages it imports (@pedalswap/domain,
// machines, api-client, whose `exports` point at TypeScript sources) bundled in and every other
// package left to node_modules. The SQL migrations are copied beside the code, where
// src/db/migrate.ts looks for them; openapi.yaml and the web build are read from the repository
// as before.
//
// esbuild, not tsc: tsc emits one file per source and leaves the workspace packages' imports
// pointing at .ts files, which plain node cannot load, so they would need their own emit and
// exports; esbuild bundles them in one pass in about a second and is already installed (vite and
// tsx use it). tsdown, the bundler made for this, needs Node 22 and the project runs on 20.
//
// Skipped when nothing it reads has changed since the last build (a content hash stamped in
// dist/.build-hash, see build-stamp.mjs). --force builds anyway.
import { performance } from 'node:perf_hooks';
import { cpSync, mkdirSync, renameSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { hashInputs, readStamp, writeStamp } from './build-stamp.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const server = join(root, 'apps/server');
const outdir = join(server, 'dist');
const stampFile = join(outdir, '.build-hash');

/** The workspace packages the server and the web app both import (their sources, manifests). */
export const SHARED_PACKAGE_INPUTS = ['domain', 'machines', 'api-client'].flatMap((p) => [
  `packages/${p}/src`,
  `packages/${p}/package.json`,
]);

const INPUTS = [
  'apps/server/src',
  'apps/server/package.json',
  ...SHARED_PACKAGE_INPUTS,
  'scripts/build-server.mjs',
];

/** Builds when needed; returns 'built' or 'up to date'. */
export async function buildServer({ force = false } = {}) {
  const hash = hashInputs(root, INPUTS, { skip: (f) => /\.test\.tsx?$/.test(f) });
  if (!force && readStamp(stampFile) === hash) return 'up to date';
  const esbuild = await import('esbuild');
  // Built aside and swapped in whole: two runs at once (the PGlite and PostgreSQL end-to-end
  // suites each build before their server) never see a half-written folder.
  const tmp = `${outdir}.tmp-${process.pid}`;
  rmSync(tmp, { recursive: true, force: true });
  await esbuild.build({
    entryPoints: { main: join(server, 'src/main.ts'), cli: join(server, 'src/cli.ts') },
    outdir: tmp,
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node20.19',
    sourcemap: 'linked',
    // Class and function names as in the sources: the log's error `type` reads err.constructor.name.
    keepNames: true,
    // Chunks sit beside the entries: code that finds files next to itself (the migrations,
    // the server's package.json one folder up) sees the same layout as in src/.
    chunkNames: '[name]-[hash]',
    logLevel: 'warning',
    plugins: [workspaceOnly],
  });
  // Its service process would otherwise live as long as the caller (npm start's server).
  await esbuild.stop();
  mkdirSync(join(tmp, 'migrations'), { recursive: true });
  cpSync(join(server, 'src/db/migrations'), join(tmp, 'migrations'), { recursive: true });
  writeStamp(join(tmp, '.build-hash'), hash);
  rmSync(outdir, { recursive: true, force: true });
  renameSync(tmp, outdir);
  return 'built';
}

/** Bundles our workspace packages; every other bare import stays an import of node_modules. */
const workspaceOnly = {
  name: 'workspace-only',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@pedalswap/') ? undefined : { path: args.path, external: true },
    );
  },
};

if (import.meta.url === `file://${process.argv[1]}`) {
  const t0 = performance.now();
  const result = await buildServer({ force: process.argv.includes('--force') });
  console.log(`[build-server] ${result} (${Math.round(performance.now() - t0)} ms)`);
}
