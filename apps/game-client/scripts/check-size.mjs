// `npm run size:game-client`: the whole game client (every game, the verify page, their styles),
// gzip-compressed, against its 60 kB budget: it loads inside an iframe on a phone, on top of the
// casino page around it. Each game is its own chunk, so a player downloads far less than this.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const BUDGET_BYTES = 60 * 1024;
const distDir = path.resolve(process.argv[2] ?? new URL('../dist', import.meta.url).pathname);
const assetsDir = path.join(distDir, 'assets');
const files = fs.readdirSync(assetsDir).filter((file) => /\.(js|css)$/.test(file)).sort();
if (files.length === 0) throw new Error(`no built assets in ${assetsDir}: run the build first`);

let total = 0;
for (const file of files) {
  const size = zlib.gzipSync(fs.readFileSync(path.join(assetsDir, file)), { level: 9 }).length;
  total += size;
  process.stdout.write(`${(size / 1024).toFixed(1).padStart(7)} kB  ${file}\n`);
}
process.stdout.write(`${(total / 1024).toFixed(1).padStart(7)} kB  whole game client (gzip), budget ${BUDGET_BYTES / 1024} kB\n`);
if (total > BUDGET_BYTES) {
  process.stderr.write(`the game client is over its budget by ${((total - BUDGET_BYTES) / 1024).toFixed(1)} kB\n`);
  process.exit(1);
}
