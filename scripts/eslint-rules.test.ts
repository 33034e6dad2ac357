// The conventions are rules, and each rule fails on a deliberate violation (issue 9, "Done
// when"): ESLint's Node API lints small sources as if they stood at the paths named here.
import { readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const eslint = new ESLint({ cwd: root });

/** The rules a source breaks when it stands at `path` (its imports go unused: not counted). */
async function broken(path: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: join(root, path) });
  return (result?.messages ?? [])
    .map((m) => m.ruleId ?? m.message)
    .filter((rule) => rule !== '@typescript-eslint/no-unused-vars');
}

const IMPORTS = '@typescript-eslint/no-restricted-imports';

// The first lint loads the config and the parser: seconds on a busy machine, so not in a test.
beforeAll(() => broken('packages/domain/src/warm-up.ts', 'export {};\n'), 120_000);

describe('import direction', () => {
  it('the ui kit imports no api-client or machines at run time, only types', async () => {
    const at = 'packages/ui/src/screens/catalog-page/example.tsx';
    expect(await broken(at, "import { createApiClient } from '@pedalswap/api-client';\n")).toEqual([
      IMPORTS,
    ]);
    expect(
      await broken(at, "import { itemQueryOptions } from '@pedalswap/api-client/queries';\n"),
    ).toEqual([IMPORTS]);
    expect(await broken(at, "import { sessionMachine } from '@pedalswap/machines';\n")).toEqual([
      IMPORTS,
    ]);
    expect(await broken(at, "import type { Schema } from '@pedalswap/api-client';\n")).toEqual([]);
  });

  it('no package imports the apps, by name or by path', async () => {
    const at = 'packages/ui/src/components/example.ts';
    expect(await broken(at, "import { app } from '@pedalswap/server';\n")).toEqual([IMPORTS]);
    expect(
      await broken(at, "import { routes } from '../../../../apps/web/src/app/routes.tsx';\n"),
    ).toEqual([IMPORTS]);
  });

  it("Radix Themes' Tooltip only through the kit's, which brings its provider (issue 11)", async () => {
    const tooltip = "import { Tooltip } from '@radix-ui/themes';\n";
    expect(await broken('packages/ui/src/shell/example.tsx', tooltip)).toEqual([IMPORTS]);
    expect(await broken('apps/web/src/app/example.tsx', tooltip)).toEqual([IMPORTS]);
    expect(
      await broken('apps/web/src/app/example.tsx', "import { Button } from '@radix-ui/themes';\n"),
    ).toEqual([]);
  });

  it('the domain imports nothing of ours', async () => {
    const at = 'packages/domain/src/items/example.ts';
    expect(await broken(at, "import { itemLifecycle } from '@pedalswap/machines';\n")).toEqual([
      IMPORTS,
    ]);
    expect(await broken(at, "import { Button } from '@pedalswap/ui/components/button';\n")).toEqual(
      [IMPORTS],
    );
    expect(await broken(at, "import { z } from 'zod';\n")).toEqual([]);
  });

  it('machines import only the domain', async () => {
    const at = 'packages/machines/src/example/example.machine.ts';
    expect(await broken(at, "import { createApiClient } from '@pedalswap/api-client';\n")).toEqual([
      IMPORTS,
    ]);
    expect(await broken(at, "import { SESSION } from '@pedalswap/domain';\n")).toEqual([]);
  });
});

describe('features of the web app', () => {
  const at = 'apps/web/src/features/offers/offer-dialog.tsx';
  it('do not import each other', async () => {
    expect(await broken(at, "import { ChatPanel } from '../chat/chat-panel.tsx';\n")).toEqual([
      'pedalswap/feature-boundaries',
    ]);
    expect(await broken(at, "export * from '../chat/index.ts';\n")).toEqual([
      'pedalswap/feature-boundaries',
    ]);
  });
  it('import their own files and the shared ones', async () => {
    expect(await broken(at, "import { OfferForm } from './parts/offer-form.tsx';\n")).toEqual([]);
    expect(
      await broken(at, "import { errorMessage } from '../../app/error-message.ts';\n"),
    ).toEqual([]);
  });

  // The same on the real layout: every feature folder on disk, importing the next one's first
  // file (statically and through import()), fails; its own files and app/ pass.
  const features = join(root, 'apps/web/src/features');
  const folders = readdirSync(features).sort();
  const firstFile = (folder: string) =>
    readdirSync(join(features, folder))
      .filter((name) => /\.tsx?$/.test(name))
      .sort()[0]!;
  it('hold on the real feature folders', async () => {
    expect(folders).toEqual(expect.arrayContaining(['accounts', 'catalog', 'profile', 'settings']));
    for (const [i, folder] of folders.entries()) {
      const other = folders[(i + 1) % folders.length]!;
      const file = `apps/web/src/features/${folder}/${firstFile(folder)}`;
      const target = `../${other}/${firstFile(other)}`;
      expect(await broken(file, `import * as other from '${target}';\n`), file).toEqual([
        'pedalswap/feature-boundaries',
      ]);
      expect(await broken(file, `export const load = () => import('${target}');\n`)).toEqual([
        'pedalswap/feature-boundaries',
      ]);
      expect(await broken(file, `import * as own from './${firstFile(folder)}';\n`)).toEqual([]);
      expect(
        await broken(file, "import { useSession } from '../../app/session/session-context.tsx';\n"),
      ).toEqual([]);
    }
  });
  it('are loaded by the shared code only through import() (lazyRoute)', async () => {
    const route = "'../features/catalog/catalog-route.tsx'";
    expect(
      await broken('apps/web/src/app/root-layout.tsx', `import { CatalogRoute } from ${route};\n`),
    ).toEqual(['pedalswap/feature-boundaries']);
    expect(
      await broken('apps/web/src/app/routes.tsx', `export const load = () => import(${route});\n`),
    ).toEqual([]);
    expect(
      await broken(
        'apps/web/src/main.tsx',
        "import { CatalogRoute } from './features/catalog/catalog-route.tsx';\n",
      ),
    ).toEqual(['pedalswap/feature-boundaries']);
  });
});

describe('file names', () => {
  it('are kebab-case, with middle extensions such as .css.ts or .stories.tsx', async () => {
    expect(await broken('packages/ui/src/components/ItemCard.tsx', 'export {};\n')).toEqual([
      'check-file/filename-naming-convention',
    ]);
    expect(
      await broken('packages/ui/src/components/item-card.stories.tsx', 'export {};\n'),
    ).toEqual([]);
  });
  it('and so are folders', async () => {
    expect(await broken('packages/domain/src/Offers/offer-types.ts', 'export {};\n')).toEqual([
      'check-file/folder-naming-convention',
    ]);
  });
});
