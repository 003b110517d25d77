// Bundles the server into dist/server.js. Workspace packages are bundled in (they ship
// TypeScript source); npm dependencies stay external and load from node_modules.
import { build } from 'esbuild';

await build({
  entryPoints: ['src/server.ts'],
  outfile: 'dist/server.js',
  bundle: true,
  platform: 'node',
  target: 'node20.19',
  format: 'esm',
  sourcemap: true,
  packages: 'external',
  // One fairplay entry covers both `@casino/fairplay` (src/index.ts) and `@casino/fairplay/node` (src/node.ts).
  alias: {
    '@casino/shared': '../../packages/shared/src/index.ts',
    '@casino/fairplay': '../../packages/fairplay/src',
    '@casino/sportsbook': '../../packages/sportsbook/src/index.ts',
    '@casino/seamless-protocol': '../../packages/seamless-protocol/src/index.ts',
    '@casino/data-dir-lock': '../../packages/data-dir-lock/src/index.ts',
  },
  logLevel: 'warning',
});
