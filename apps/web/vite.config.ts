import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { precompress } from './vite-precompress.ts';
import { prerender } from './vite-prerender.ts';
import { radixComponentCss } from './vite-radix-css.ts';
import { radixIconModules } from './vite-radix-icons.ts';
import { radixThemeWithoutTooltip } from './vite-radix-theme.ts';

// react-router's package exports only its development build (warnings and invariant messages
// kept); its production build is the same API without them, about 4 KB gzipped lighter in every
// page's first load (issue 11 item 1). Builds use it; `vite` in development keeps the warnings.
const reactRouterProduction = join(
  dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
  'dist/production/index.mjs',
);

// The server serves the built app from apps/web/dist; in development Vite proxies /api to it.
export default defineConfig(({ command }) => ({
  resolve: {
    alias:
      command === 'build' ? [{ find: /^react-router$/, replacement: reactRouterProduction }] : [],
  },
  plugins: [
    radixIconModules(),
    radixThemeWithoutTooltip(),
    react(),
    vanillaExtractPlugin(),
    radixComponentCss({
      // Where the app's and the kit's components write Radix props (see vite-radix-css.ts).
      // main.tsx renders PedalSwapTheme in its default light appearance only.
      darkTokens: false,
      // SelectMenu's stand-in draws Radix Select's trigger before Radix's Select code loads.
      eager: {
        'packages/ui/src/components/select-menu/select-menu.tsx': {
          component: 'select',
          classes: ['rt-SelectTrigger', 'rt-SelectTriggerInner', 'rt-SelectIcon'],
        },
      },
      sources: [
        fileURLToPath(new URL('src', import.meta.url)),
        fileURLToPath(new URL('../../packages/ui/src', import.meta.url)),
      ],
    }),
    // The public pages' first HTML, rendered at build time (vite-prerender.ts, issue 11 item 3).
    prerender({
      entry: 'src/prerender.tsx',
      serverOutDir: 'dist-server',
      pages: [
        {
          file: 'home.html',
          path: '/',
          match: '^/$',
          module: 'src/features/static-pages/static-routes.tsx',
        },
        {
          file: 'login.html',
          path: '/login',
          match: '^/login$',
          module: 'src/features/accounts/login-route.tsx',
        },
        {
          file: 'catalog.html',
          path: '/catalog',
          match: '^/catalog$',
          module: 'src/features/catalog/catalog-route.tsx',
          withData: true,
        },
        {
          // The item page's loading state is the same for every item and type.
          file: 'item.html',
          path: '/items/bike/prerendered',
          match: '^/items/[^/]+/[^/]+$',
          module: 'src/features/item-detail/item-detail-route.tsx',
          withData: true,
        },
      ],
    }),
    precompress(),
  ],
  server: {
    port: 5173,
    proxy: {
      '/api': { target: process.env.API_URL ?? 'http://localhost:3000', changeOrigin: false },
    },
  },
  build: {
    outDir: 'dist',
    // No source maps: they would publish the whole source (issue 10 item 21).
    sourcemap: false,
    // The bundle budget check (scripts/check-bundle-size.mjs) reads which files each page loads
    // from the manifest.
    manifest: true,
    // The browsers Vite 8 builds for (its default targets) all support modulepreload; the
    // polyfill was 0.6 KB gzipped of the entry for none of them (issue 11 item 1).
    modulePreload: { polyfill: false },
    chunkSizeWarningLimit: 800,
  },
}));
