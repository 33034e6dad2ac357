// Story tests: every story in src runs in headless Chromium as a test (its play function, an
// axe check and a screenshot comparison). Run from this folder: `npx vitest run`.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { configDefaults, defineConfig } from 'vitest/config';

const dirname = path.dirname(fileURLToPath(import.meta.url));

// The system Chromium (nothing can download a browser here); flags from TOOLCHAIN.md.
const launchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    // Same text rendering on every run and machine: no LCD subpixel AA, no font hinting.
    '--disable-lcd-text',
    '--font-render-hinting=none',
    '--force-color-profile=srgb',
  ],
};

export default defineConfig({
  // The Storybook config lives at the repository root (.storybook/); this test config stays in
  // the workspace that owns Storybook's packages (TOOLCHAIN.md).
  plugins: [storybookTest({ configDir: path.join(dirname, '..', '..', '.storybook') })],
  optimizeDeps: {
    // Listed up front so Vite does not discover them mid-run and reload the test page.
    include: [
      '@vanilla-extract/recipes/createRuntimeFn',
      '@radix-ui/themes',
      '@radix-ui/react-icons',
      'sonner',
      'zod',
      'react',
      'react-dom',
      'react/jsx-dev-runtime',
      '@dnd-kit/core',
      '@dnd-kit/sortable',
      '@dnd-kit/utilities',
    ],
  },
  test: {
    name: 'storybook',
    // Plain *.test.ts files of the kit test pure functions in node (the root unit project).
    exclude: [...configDefaults.exclude, 'src/**/*.test.ts'],
    setupFiles: [path.join(dirname, 'vitest.setup.ts')],
    testTimeout: 30_000,
    // Writing screenshot references needs write access; the storybook plugin turns it off
    // unless asked. The API server only listens on localhost.
    api: { allowWrite: true },
    browser: {
      enabled: true,
      headless: true,
      // The tester page must be larger than the story viewport (and the tallest page
      // screenshot, see vitest.setup.ts), or Vitest scales the iframe down.
      provider: playwright({
        launchOptions,
        contextOptions: {
          viewport: { width: 1600, height: 2600 },
          deviceScaleFactor: 1,
          reducedMotion: 'reduce',
        },
      }),
      instances: [{ browser: 'chromium' }],
      api: { allowWrite: true },
      viewport: { width: 1200, height: 900 },
      screenshotFailures: false,
      expect: {
        toMatchScreenshot: {
          comparatorName: 'pixelmatch',
          // Identical runs are byte-identical; the small allowance absorbs anti-aliasing only.
          comparatorOptions: { threshold: 0.1, allowedMismatchedPixelRatio: 0.0005 },
          // The references stay in packages/ui/screenshots: the Storybook config at the root
          // moved vitest's root to the repository.
          resolveScreenshotPath: ({ arg, ext }) => `${dirname}/screenshots/${arg}${ext}`,
        },
      },
    },
  },
});
