import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { precompress } from './vite-precompress.ts';

// The server serves the built app from apps/web/dist; in development Vite proxies /api to it.
export default defineConfig({
  plugins: [react(), vanillaExtractPlugin(), precompress()],
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
    chunkSizeWarningLimit: 800,
  },
});
