// radix.css imports only the colour scales the kit names; a component that names another scale
// would render without its colours. This test reads the sources and the stylesheet to catch it.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const RADIX_SCALES = [
  'gray',
  'gold',
  'bronze',
  'brown',
  'yellow',
  'amber',
  'orange',
  'tomato',
  'red',
  'ruby',
  'crimson',
  'pink',
  'plum',
  'purple',
  'violet',
  'iris',
  'indigo',
  'blue',
  'cyan',
  'teal',
  'jade',
  'green',
  'grass',
  'lime',
  'mint',
  'sky',
  'mauve',
  'slate',
  'sage',
  'olive',
  'sand',
];

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return sources(path);
    return /\.tsx?$/.test(e.name) && !/\.(test|stories)\.tsx?$/.test(e.name) ? [path] : [];
  });
}

describe('radix.css colour scales', () => {
  it('imports every Radix colour scale a source of the kit or the app names', () => {
    const here = fileURLToPath(new URL('.', import.meta.url));
    const imported = new Set(
      [
        ...readFileSync(join(here, 'radix.css'), 'utf8').matchAll(/tokens\/colors\/([a-z]+)\.css/g),
      ].map((m) => m[1]),
    );
    const scale = new RegExp(
      `['"](${RADIX_SCALES.join('|')})['"]|var\\(--(${RADIX_SCALES.join('|')})-`,
      'g',
    );
    const named = new Set<string>();
    for (const dir of [join(here, '..'), join(here, '../../../../apps/web/src')])
      for (const file of sources(dir))
        for (const m of readFileSync(file, 'utf8').matchAll(scale)) named.add(m[1] ?? m[2]!);
    expect(named.size).toBeGreaterThan(3);
    expect([...named].filter((c) => !imported.has(c)).sort()).toEqual([]);
  });
});
