// Storybook for the UI kit, at the repository root as the design card lays the project out. It
// catalogues the kit's components, the shell and every screen (packages/ui/src).
//
// Storybook and its addons are dependencies of packages/ui, and npm may install them under that
// workspace rather than at the root (TOOLCHAIN.md). So nothing here is resolved from this folder:
// the framework, the addons, vite and vanilla-extract come from packages/ui, and the same config
// serves `npm run storybook` and the stories run as tests (packages/ui/vitest.config.ts, which
// stays inside the workspace for the same reason and points here).
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { StorybookConfig } from '@storybook/react-vite';

const ui = join(dirname(fileURLToPath(import.meta.url)), '..', 'packages', 'ui');
const fromUi = createRequire(join(ui, 'package.json'));
/** A package's folder as packages/ui sees it (Storybook's monorepo pattern). */
const pkg = (name: string) => dirname(fromUi.resolve(`${name}/package.json`));
const load = async <T>(name: string): Promise<T> =>
  (await import(pathToFileURL(fromUi.resolve(name)).href)) as T;

const config: StorybookConfig = {
  // Each story names its place in the catalogue (Components/..., Shell/..., Screens/...).
  stories: [
    '../packages/ui/src/components/**/*.stories.tsx',
    '../packages/ui/src/shell/**/*.stories.tsx',
    '../packages/ui/src/screens/**/*.stories.tsx',
  ],
  addons: [
    pkg('@storybook/addon-docs'),
    pkg('@storybook/addon-a11y'),
    pkg('@storybook/addon-vitest'),
  ],
  framework: { name: pkg('@storybook/react-vite'), options: {} },
  // The machines run on a closed network: no telemetry, no update check.
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  // vanilla-extract is added here so that both `storybook dev` and the addon-vitest run compile
  // the *.css.ts files the same way.
  async viteFinal(viteConfig) {
    const { mergeConfig } = await load<typeof import('vite')>('vite');
    const { vanillaExtractPlugin } = await load<typeof import('@vanilla-extract/vite-plugin')>(
      '@vanilla-extract/vite-plugin',
    );
    return mergeConfig(viteConfig, { plugins: [vanillaExtractPlugin()] });
  },
};

export default config;
