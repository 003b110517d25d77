import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import { defineConfig } from 'vite';
import { precompressPlugin } from '../../tools/precompress/precompress.mjs';

const localesDir = fileURLToPath(new URL('./locales/', import.meta.url));

/**
 * Every catalogue but English (bundled into the script) as `locales/<code>.<hash>.json`: the hash
 * of its content, so a changed translation gets a new URL. The script gets the code -> file map.
 */
function localeFiles(): Record<string, { fileName: string; source: string }> {
  const files: Record<string, { fileName: string; source: string }> = {};
  for (const name of fs.existsSync(localesDir) ? fs.readdirSync(localesDir).sort() : []) {
    const code = path.basename(name, '.json');
    if (!name.endsWith('.json') || code === 'en') continue;
    // Minified: the catalogue's whitespace is for translators, not for phones.
    const source = JSON.stringify(JSON.parse(fs.readFileSync(path.join(localesDir, name), 'utf8')));
    const hash = createHash('sha256').update(source).digest('hex').slice(0, 10);
    files[code] = { fileName: `locales/${code}.${hash}.json`, source };
  }
  return files;
}

function widgetLocales(): Plugin {
  return {
    name: 'sportsbook-widget-locales',
    config: () => ({
      define: {
        __SPORTSBOOK_LOCALE_FILES__: JSON.stringify(
          Object.fromEntries(Object.entries(localeFiles()).map(([code, file]) => [code, file.fileName])),
        ),
      },
    }),
    generateBundle() {
      for (const file of Object.values(localeFiles()))
        this.emitFile({ type: 'asset', fileName: file.fileName, source: file.source });
    },
  };
}

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
  plugins: [widgetLocales(), precompressPlugin()],
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
