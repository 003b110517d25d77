// `npm run size`: the JavaScript a first visit to the home page downloads, gzip-compressed,
// against the 150 kB budget of the web shell issue. Reads the built index.html: the entry
// script and every module it preloads are the first load; route chunks load later on demand.
// Also checks the shell needs one request chain: everything the entry imports statically is
// announced in index.html, so the browser fetches it in parallel rather than in a waterfall.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const BUDGET_BYTES = 150 * 1024;
const distDir = path.resolve(process.argv[2] ?? 'apps/web/dist');
const html = fs.readFileSync(path.join(distDir, 'index.html'), 'utf8');

const attribute = (tag, name) => new RegExp(`${name}="([^"]+)"`).exec(tag)?.[1];
const scripts = [...html.matchAll(/<script[^>]*type="module"[^>]*>/g)]
  .map((match) => attribute(match[0], 'src'))
  .filter(Boolean);
const preloads = [...html.matchAll(/<link[^>]*rel="modulepreload"[^>]*>/g)]
  .map((match) => attribute(match[0], 'href'))
  .filter(Boolean);
const firstLoad = [...new Set([...scripts, ...preloads])];
if (scripts.length === 0) throw new Error(`no module script in ${distDir}/index.html`);

const readBuilt = (file) => fs.readFileSync(path.join(distDir, file.replace(/^\//, '')));
const gzipSize = (file) => zlib.gzipSync(readBuilt(file), { level: 9 }).length;
let total = 0;
for (const file of firstLoad) {
  const size = gzipSize(file);
  total += size;
  console.log(`${(size / 1024).toFixed(1).padStart(7)} kB  ${file}`);
}

// Static imports of the entry chunks that index.html does not announce would be a second round trip.
const announced = new Set(firstLoad.map((file) => path.basename(file)));
const unannounced = [];
for (const file of firstLoad) {
  const source = readBuilt(file).toString('utf8');
  for (const match of source.matchAll(/(?:^|[;\n}])\s*import\s*(?:[\w*{}\s,$]+from\s*)?["']\.\/([^"']+\.js)["']/g)) {
    if (!announced.has(match[1])) unannounced.push(`${file} -> ${match[1]}`);
  }
}

console.log(`${(total / 1024).toFixed(1).padStart(7)} kB  first load of / (gzip), budget ${BUDGET_BYTES / 1024} kB`);
if (unannounced.length > 0) {
  console.error(`static imports not preloaded by index.html (a request chain):\n  ${unannounced.join('\n  ')}`);
  process.exitCode = 1;
}
if (total > BUDGET_BYTES) {
  console.error(`over budget by ${((total - BUDGET_BYTES) / 1024).toFixed(1)} kB`);
  process.exitCode = 1;
}
