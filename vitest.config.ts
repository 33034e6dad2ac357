// Node-side tests: pure packages and the server through app.inject. The Storybook browser
// tests have their own config in packages/ui (see TOOLCHAIN.md), run by scripts/test.mjs.
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          environment: 'node',
          include: [
            'packages/domain/src/**/*.test.ts',
            'packages/machines/src/**/*.test.ts',
            'packages/api-client/src/**/*.test.ts',
            'packages/api-client/test/**/*.test.ts',
            'apps/web/src/**/*.test.ts',
            // Pure functions of the UI kit; its stories run in the browser (packages/ui).
            'packages/ui/src/**/*.test.ts',
            // The repository's own check scripts and the lint conventions, each shown failing on a
            // deliberate violation.
            'scripts/**/*.test.ts',
          ],
        },
      },
      {
        test: {
          name: 'server',
          environment: 'node',
          include: ['apps/server/test/**/*.test.ts', 'apps/server/src/**/*.test.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
