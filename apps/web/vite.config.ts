import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { precompressPlugin } from '../../tools/precompress/precompress.mjs';

/** The API server of `npm run dev:server`: the dev server forwards everything machine-facing to it. */
const apiServerUrl = 'http://localhost:3000';

/**
 * Gives every production build an id, compiled into the app (`import.meta.env.VITE_BUILD_ID`)
 * and published as `builds/latest.json`. The server serves that file with `no-cache`, so an open
 * tab that fetches it learns at once that a newer build is out (lib/build-check.ts).
 */
function buildIdPlugin(): Plugin {
  const buildId = `${new Date().toISOString().replace(/[-:.TZ]/g, '')}-${randomBytes(4).toString('hex')}`;
  return {
    name: 'casino:build-id',
    apply: 'build',
    config: () => ({ define: { 'import.meta.env.VITE_BUILD_ID': JSON.stringify(buildId) } }),
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: 'builds/latest.json', source: `${JSON.stringify({ id: buildId })}\n` });
    },
  };
}

export default defineConfig({
  // Precompression last: it reads the files the other plugins have written.
  plugins: [react(), buildIdPlugin(), precompressPlugin()],
  // .vite/manifest.json: which stylesheets each page's code needs, for the prerendered HTML (scripts/prerender.mjs).
  build: { manifest: true },
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  server: {
    // Most specific first: the websocket needs `ws`, the rest is plain HTTP.
    proxy: {
      '/api/connection': { target: apiServerUrl, ws: true },
      '/api': { target: apiServerUrl },
      '/provider': { target: apiServerUrl },
    },
  },
});
