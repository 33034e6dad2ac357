// The cycle check must fail on a deliberate violation: a module cycle, and an area cycle in the
// server made of files that are not themselves in a cycle (items -> images -> items).
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
// @ts-expect-error -- a plain .mjs script without type declarations
import { checkCycles } from './check-cycles.mjs';

let root: string;
function tree(files: Record<string, string>) {
  root = mkdtempSync(join(tmpdir(), 'cycles-'));
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
}
const check = () =>
  checkCycles(root, ['src'], [{ root: 'src', composition: /(^|\/)plugin\.ts$|^app\.ts$/ }]);
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('check-cycles', () => {
  it('reports two modules importing each other, type-only imports included', () => {
    tree({
      'src/a/x.ts': "import { y } from './y.ts';\nexport const x = y;",
      'src/a/y.ts': "import type { X } from './x.ts';\nexport const y = 1 as unknown as X;",
    });
    expect(check()).toEqual([['src/a/x.ts', 'src/a/y.ts']]);
  });

  it('reports areas that reach into each other although no module cycle exists', () => {
    tree({
      'src/items/service.ts':
        "import { list } from '../images/repository.ts';\nexport const s = list;",
      'src/images/repository.ts': 'export const list = 1;',
      'src/images/service.ts': "import { s } from '../items/service.ts';\nexport const t = s;",
    });
    expect(check()).toEqual([['src/images/', 'src/items/']]);
  });

  it('leaves the composition (plugin.ts, app.ts) and one-way imports alone', () => {
    tree({
      'src/items/service.ts': 'export const s = 1;',
      'src/items/plugin.ts': "import { p } from '../images/photos.ts';\nexport const q = p;",
      'src/images/photos.ts': "import { s } from '../items/service.ts';\nexport const p = s;",
      'src/app.ts':
        "import './items/plugin.ts';\n// import './app.ts' in a comment is not an import",
    });
    expect(check()).toEqual([]);
  });
});
