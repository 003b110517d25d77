import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { precompressPlugin } from '../../tools/precompress/precompress.mjs';

/**
 * One script file for a `<script src>` embed, as a third-party sportsbook ships it: library mode,
 * an IIFE that sets `window.altenarWSDK`, the CSS inlined (it goes into each Shadow DOM root as a
 * string, since page styles cannot reach in there and the page's cannot leak out).
 */
export default defineConfig({
  // The server serves the build at /provider/sportsbook/widget/; only matters if a second file appears.
  base: '/provider/sportsbook/widget/',
  oxc: { jsx: { runtime: 'automatic', importSource: 'preact' } },
  // .br and .gz next to the script, for a server that sends them as they are.
  plugins: [precompressPlugin()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    lib: {
      entry: fileURLToPath(new URL('./src/main.ts', import.meta.url)),
      name: 'altenarWSDKBundle',
      formats: ['iife'],
      fileName: () => 'sportsbook.js',
    },
  },
});
