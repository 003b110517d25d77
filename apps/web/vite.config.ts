import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/** The API server of `npm run dev:server`: the dev server forwards everything machine-facing to it. */
const apiServerUrl = 'http://localhost:3000';

export default defineConfig({
  plugins: [react()],
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
