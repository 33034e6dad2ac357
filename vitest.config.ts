// Node-side tests: pure packages and the server through app.inject. The Storybook browser
// tests have their own config in packages/ui (see TOOLCHAIN.md), run by scripts/test.mjs.
import { configDefaults, defineConfig } from 'vitest/config';

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
          // *.pg.test.ts need a PostgreSQL server (locks across connections, a restart): they
          // run in the PostgreSQL pass (DATABASE_URL) and are left out, not skipped, on PGlite.
          exclude: process.env.DATABASE_URL
            ? configDefaults.exclude
            : [...configDefaults.exclude, '**/*.pg.test.ts'],
          // One worker process loads the server's modules (Fastify, the contract's validators,
          // PGlite) once for every file instead of once per file: ~4 s of CPU a file. The files
          // share no state but their own: each has its own database and app (helpers.ts), none
          // mocks a module, and the one that fakes timers puts them back.
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
