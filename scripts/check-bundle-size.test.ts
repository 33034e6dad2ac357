// The bundle budget check must fail when a large dependency lands in the first load (issue 11
// item 5): a small build as Vite's manifest describes it, then the same build with a big module
// imported by the entry, and imported later through import() (which does not count).
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
// @ts-expect-error -- a plain .mjs script without type declarations
import { measure, overBudget } from './check-bundle-size.mjs';

interface Row {
  page: string;
  jsBytes: number;
}

const HOME = 'src/features/static-pages/static-routes.tsx';
const LOGIN = 'src/features/accounts/login-route.tsx';
let dist: string;

/** A module of `kb` KB that gzip cannot shrink (random text), as a dependency would weigh. */
const heavy = (kb: number) =>
  `export const data = ${JSON.stringify(randomBytes(kb * 1024).toString('base64'))};\n`;

/** Writes a build: its files and the manifest entries Vite writes for them. */
function build(bigImport: 'none' | 'static' | 'dynamic') {
  dist = mkdtempSync(join(tmpdir(), 'bundle-size-'));
  mkdirSync(join(dist, 'assets'));
  mkdirSync(join(dist, '.vite'));
  const files: Record<string, string> = {
    'assets/index.js': 'import "./react.js";\n',
    'assets/react.js': heavy(60),
    'assets/home.js': 'export const Home = 1;\n',
    'assets/login.js': 'export const Login = 1;\n',
    'assets/big.js': heavy(200),
    'assets/index.css': '.a{color:red}\n',
  };
  for (const [file, text] of Object.entries(files)) writeFileSync(join(dist, file), text);
  const entryImports = ['_react.js', ...(bigImport === 'static' ? ['_big.js'] : [])];
  const manifest = {
    'index.html': {
      file: 'assets/index.js',
      isEntry: true,
      imports: entryImports,
      dynamicImports: [HOME, LOGIN, ...(bigImport === 'dynamic' ? ['_big.js'] : [])],
      css: ['assets/index.css'],
    },
    '_react.js': { file: 'assets/react.js' },
    '_big.js': { file: 'assets/big.js', isDynamicEntry: bigImport === 'dynamic' },
    [HOME]: { file: 'assets/home.js', isDynamicEntry: true, imports: ['index.html'] },
    [LOGIN]: { file: 'assets/login.js', isDynamicEntry: true, imports: ['index.html'] },
  };
  writeFileSync(join(dist, '.vite/manifest.json'), JSON.stringify(manifest));
}

afterEach(() => rmSync(dist, { recursive: true, force: true }));

describe('check-bundle-size', () => {
  it('passes a build whose pages fit their budgets', () => {
    build('none');
    const rows = measure(dist) as Row[];
    expect(rows.map((r) => r.page).sort()).toEqual([LOGIN, HOME]);
    expect(Math.round(rows[0]!.jsBytes / 1024)).toBeGreaterThan(55);
    expect(overBudget(rows)).toEqual([]);
  });

  it('fails every page when the entry imports a large dependency', () => {
    build('static');
    const over = (overBudget(measure(dist)) as Row[]).map((r) => r.page).sort();
    expect(over).toEqual([LOGIN, HOME]);
  });

  it('does not count a dependency loaded later through import()', () => {
    build('dynamic');
    expect(overBudget(measure(dist))).toEqual([]);
  });
});
