import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { precompressPlugin } from '../../tools/precompress/precompress.mjs';

/** The API server of `npm run dev:server`: the dev server forwards the provider's API to it. */
const apiServerUrl = 'http://localhost:3000';

const page = (name: string) => fileURLToPath(new URL(`./${name}`, import.meta.url));

export default defineConfig({
  // The game server serves this build under its own prefix; the launch URL
  // (/provider/games/play/{identity}) answers with index.html, whose assets load from here.
  base: '/provider/games/client/',
  // .br and .gz next to each text file, for a server that sends them as they are.
  plugins: [precompressPlugin()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // .vite/manifest.json: scripts/check-size.mjs follows each page's and each game's imports.
    manifest: true,
    // The text catalogues (locales/*.json) stay files of their own, fetched for the player's language, never inlined.
    assetsInlineLimit: (file) => (file.endsWith('.json') ? false : undefined),
    rollupOptions: { input: { index: page('index.html'), verify: page('verify.html') } },
  },
  server: { proxy: { '/provider/games/api': { target: apiServerUrl } } },
});
