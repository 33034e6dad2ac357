// The repo root is where the npm workspaces package.json lives. `npm start` runs the server with
// cwd apps/server, tests run from the root: walking up makes both resolve the same paths.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

function walkUp(start: string): string | null {
  let dir = resolve(start);
  for (;;) {
    const pkg = join(dir, 'package.json');
    if (existsSync(pkg)) {
      try {
        const json = JSON.parse(readFileSync(pkg, 'utf8')) as { workspaces?: unknown };
        if (json.workspaces) return dir;
      } catch {
        // An unreadable package.json is not the root; keep walking.
      }
    }
    const parent = dirname(dir);
    if (parent === dir) return null;
    dir = parent;
  }
}

/** From the process cwd first; from this file as a fallback (e.g. a CLI run from elsewhere). */
export function findRepoRoot(cwd: string = process.cwd()): string {
  const fromCwd = walkUp(cwd);
  if (fromCwd) return fromCwd;
  const fromHere = walkUp(dirname(fileURLToPath(import.meta.url)));
  if (fromHere) return fromHere;
  throw new Error(
    `Cannot find the PedalSwap repository root (a package.json with "workspaces") above ${cwd}`,
  );
}

export function serverPackageVersion(): string {
  const pkg = join(dirname(fileURLToPath(import.meta.url)), '..', 'package.json');
  try {
    return (JSON.parse(readFileSync(pkg, 'utf8')) as { version?: string }).version ?? '0.0.0';
  } catch {
    return '0.0.0';
  }
}
