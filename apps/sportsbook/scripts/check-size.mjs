// `npm run size -w @casino/sportsbook-widget`: the whole widget script (CSS inlined), gzip-compressed,
// against its 45 kB budget: the site loads it on every /sport page, on phones too, beside its own code.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const BUDGET_BYTES = 45 * 1024;
const distDir = path.resolve(process.argv[2] ?? new URL('../dist', import.meta.url).pathname);
const files = fs
  .readdirSync(distDir)
  .filter((file) => /\.(js|css)$/.test(file))
  .sort();
if (files.length === 0) throw new Error(`no built script in ${distDir}: run the build first`);

let total = 0;
for (const file of files) {
  const size = zlib.gzipSync(fs.readFileSync(path.join(distDir, file)), { level: 9 }).length;
  total += size;
  process.stdout.write(`${(size / 1024).toFixed(1).padStart(7)} kB  ${file}\n`);
}
process.stdout.write(
  `${(total / 1024).toFixed(1).padStart(7)} kB  whole sportsbook widget (gzip), budget ${BUDGET_BYTES / 1024} kB\n`,
);
if (total > BUDGET_BYTES) {
  process.stderr.write(
    `the sportsbook widget is over its budget by ${((total - BUDGET_BYTES) / 1024).toFixed(1)} kB\n`,
  );
  process.exit(1);
}
