// Fails when the source has an import cycle (issue 9: "no import cycles"). A cycle means two
// modules cannot be understood, tested or loaded apart; between areas it means one reaches into
// the other instead of through its service. Imports are read with TypeScript's own
// preProcessFile (already installed, comment- and string-aware, `import type` included: a type
// cycle is a design cycle too), relative specifiers only; packages are resolved by their own
// builds. No dependency: madge or an eslint import plugin would pull in dozens of packages to
// do what these few lines do.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const EXTENSIONS = ['.ts', '.tsx', '.mts', '.js', '.mjs'];
export const SOURCE_ROOTS = [
  'apps/server/src',
  'apps/web/src',
  'packages/domain/src',
  'packages/machines/src',
  'packages/api-client/src',
  'packages/ui/src',
];

function listFiles(dir) {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (name === 'node_modules') return [];
    if (statSync(path).isDirectory()) return listFiles(path);
    return EXTENSIONS.some((e) => name.endsWith(e)) && !name.endsWith('.d.ts') ? [path] : [];
  });
}

function resolveImport(from, specifier) {
  if (!specifier.startsWith('.')) return null;
  const base = resolve(dirname(from), specifier);
  const candidates = [
    base,
    ...EXTENSIONS.map((e) => base + e),
    ...EXTENSIONS.map((e) => join(base, 'index' + e)),
  ];
  return candidates.find((c) => existsSync(c) && statSync(c).isFile()) ?? null;
}

/** file -> the files it imports (relative imports only). */
export function importGraph(files) {
  const graph = new Map();
  for (const file of files) {
    const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
    const targets = importedFiles
      .map((i) => resolveImport(file, i.fileName))
      .filter((t) => t !== null);
    graph.set(file, [...new Set(targets)]);
  }
  return graph;
}

/** Every strongly connected group of more than one file (or a file importing itself). */
export function findCycles(graph) {
  let index = 0;
  const stack = [];
  const onStack = new Set();
  const indices = new Map();
  const lows = new Map();
  const cycles = [];
  function visit(node) {
    indices.set(node, index);
    lows.set(node, index);
    index += 1;
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!indices.has(next)) {
        visit(next);
        lows.set(node, Math.min(lows.get(node), lows.get(next)));
      } else if (onStack.has(next)) lows.set(node, Math.min(lows.get(node), indices.get(next)));
    }
    if (lows.get(node) === indices.get(node)) {
      const group = [];
      let member;
      do {
        member = stack.pop();
        onStack.delete(member);
        group.push(member);
      } while (member !== node);
      if (group.length > 1 || (graph.get(node) ?? []).includes(node)) cycles.push(group.sort());
    }
  }
  for (const node of graph.keys()) if (!indices.has(node)) visit(node);
  return cycles;
}

/**
 * The server's areas (src/<area>/...) must not form cycles either: an area reaches another only
 * through that area's service, one way. The composition files that wire areas together (each
 * area's plugin.ts, infrastructure/, app.ts, main.ts, cli.ts) are left out of this graph.
 */
export const AREA_ROOTS = [
  {
    root: 'apps/server/src',
    composition: /(^|\/)plugin\.ts$|^infrastructure\/|^(app|main|cli)\.ts$/,
  },
];

export function areaGraph(root, { root: dir, composition }) {
  const base = join(root, dir);
  const files = listFiles(base);
  const areaOf = (f) =>
    relative(base, f)
      .split('/')[0]
      .replace(/\.[mc]?[jt]sx?$/, '');
  const graph = new Map();
  for (const [file, targets] of importGraph(files)) {
    const area = areaOf(file);
    if (!graph.has(area)) graph.set(area, []);
    if (composition.test(relative(base, file))) continue;
    for (const t of targets) {
      const to = areaOf(t);
      if (to !== area && !graph.get(area).includes(to)) graph.get(area).push(to);
    }
  }
  return graph;
}

export function checkCycles(root, roots = SOURCE_ROOTS, areaRoots = AREA_ROOTS) {
  const files = roots.flatMap((r) => listFiles(join(root, r)));
  const modules = findCycles(importGraph(files)).map((group) =>
    group.map((f) => relative(root, f)),
  );
  const areas = areaRoots.flatMap((a) =>
    findCycles(areaGraph(root, a)).map((group) => group.map((area) => `${a.root}/${area}/`)),
  );
  return [...modules, ...areas];
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = join(dirname(fileURLToPath(import.meta.url)), '..');
  const cycles = checkCycles(root);
  if (cycles.length === 0) {
    console.log('import cycles: none');
  } else {
    for (const group of cycles) console.error(`import cycle among:\n  ${group.join('\n  ')}`);
    console.error(
      `${cycles.length} import cycle(s): break each one: an area reaches another only through its service, one way`,
    );
    process.exit(1);
  }
}
