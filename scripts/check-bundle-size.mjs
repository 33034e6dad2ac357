// Bundle budgets (issue 11): what a phone downloads before a page can render, counted from the
// build's manifest (apps/web/dist/.vite/manifest.json), gzipped as the server sends it.
// A page's first load is the entry chunk, the page's own route chunk and every chunk either
// imports statically, with the CSS those chunks carry; chunks loaded later through import()
// (dialogs, editors, other routes) do not count. Run after `npm run build`; exits 1 above a budget
// or when a source map was built (it would be served publicly).
//   node scripts/check-bundle-size.mjs [--json]
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const KB = 1024;
// Budgets in gzipped bytes. `/` is the home page (static-routes.tsx's HomeRoute).
export const BUDGETS = {
  homeJs: 150 * KB,
  pageJs: 180 * KB,
  css: 30 * KB,
};
const HOME_MODULE = 'src/routes/static-routes.tsx';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const dist = join(root, 'apps/web/dist');
const manifestPath = join(dist, '.vite/manifest.json');

function gzipSize(file) {
  return gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;
}

export function measure() {
  if (!existsSync(manifestPath)) {
    throw new Error(`${manifestPath} is missing: run \`npm run build\` first`);
  }
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
  const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry);
  if (!entryKey) throw new Error('the manifest has no entry chunk');

  // The chunk and every chunk it imports statically (what the browser fetches before running it).
  const closure = (key, seen = new Set()) => {
    if (seen.has(key)) return seen;
    seen.add(key);
    for (const dep of manifest[key]?.imports ?? []) closure(dep, seen);
    return seen;
  };
  const pages = Object.keys(manifest).filter(
    (k) => manifest[k].isDynamicEntry && k.startsWith('src/routes/'),
  );
  return pages.map((page) => {
    const chunks = closure(page, closure(entryKey));
    const js = [...chunks].map((k) => manifest[k].file);
    const css = [...new Set([...chunks].flatMap((k) => manifest[k].css ?? []))];
    const jsBytes = js.reduce((sum, f) => sum + gzipSize(f), 0);
    const cssBytes = css.reduce((sum, f) => sum + gzipSize(f), 0);
    const jsBudget = page === HOME_MODULE ? BUDGETS.homeJs : BUDGETS.pageJs;
    return { page, jsBytes, cssBytes, jsBudget, cssBudget: BUDGETS.css, files: js.length };
  });
}

function sourceMaps(dir = dist) {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && e.name.endsWith('.map'))
    .map((e) => join(e.parentPath ?? e.path, e.name));
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const rows = measure();
  if (process.argv.includes('--json')) {
    console.log(JSON.stringify(rows, null, 2));
  } else {
    const kb = (n) => `${(n / KB).toFixed(1)} KB`;
    console.log(
      `${'first load of the page (gzipped)'.padEnd(46)}${'JS'.padStart(10)}${'budget'.padStart(10)}${'CSS'.padStart(10)}${'budget'.padStart(10)}`,
    );
    for (const r of rows) {
      const mark = r.jsBytes > r.jsBudget || r.cssBytes > r.cssBudget ? '  ✗ over budget' : '';
      console.log(
        `${r.page.padEnd(46)}${kb(r.jsBytes).padStart(10)}${kb(r.jsBudget).padStart(10)}${kb(r.cssBytes).padStart(10)}${kb(r.cssBudget).padStart(10)}${mark}`,
      );
    }
  }
  const over = rows.filter((r) => r.jsBytes > r.jsBudget || r.cssBytes > r.cssBudget);
  const maps = sourceMaps();
  if (maps.length)
    console.error(`Source maps in the build (they would be public): ${maps.join(', ')}`);
  if (over.length) console.error(`Over budget: ${over.map((r) => r.page).join(', ')}`);
  process.exit(over.length || maps.length ? 1 : 0);
}
