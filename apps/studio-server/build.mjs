// Bundles the studio's game server into dist/studio-server.js. Workspace packages are bundled in
// (they ship TypeScript source); npm dependencies stay external and load from node_modules.
import { build } from 'esbuild';

await build({
  entryPoints: ['src/main.ts'],
  outfile: 'dist/studio-server.js',
  bundle: true,
  platform: 'node',
  target: 'node20.19',
  format: 'esm',
  sourcemap: true,
  packages: 'external',
  alias: {
    '@casino/fairplay': '../../packages/fairplay/src',
    '@casino/seamless-protocol': '../../packages/seamless-protocol/src/index.ts',
    '@casino/data-dir-lock': '../../packages/data-dir-lock/src/index.ts',
  },
  logLevel: 'warning',
});
