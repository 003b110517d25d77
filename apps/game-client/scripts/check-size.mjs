// `npm run size:game-client`: what a player downloads, gzip-compressed, to play one game (the page's
// entry and everything it imports, then that game's lazy chunk and its imports, scripts and styles,
// then each lazy chunk the game fetches before drawing, such as one studio's slot art)
// and to open the verify page, each against a 40 kB budget: the client loads inside an iframe on a
// phone, on top of the casino page around it. The whole client (every game) is printed too; it grows
// with each game added and no player downloads it all, so it has no budget of its own.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const BUDGET_BYTES = 40 * 1024;
const distDir = path.resolve(process.argv[2] ?? new URL('../dist', import.meta.url).pathname);
const manifestPath = path.join(distDir, '.vite', 'manifest.json');
if (!fs.existsSync(manifestPath)) throw new Error(`no ${manifestPath}: run the build first`);
/** @type {Record<string, { file: string; css?: string[]; imports?: string[]; dynamicImports?: string[]; isEntry?: boolean; isDynamicEntry?: boolean; src?: string }>} */
const manifest = JSON.parse(fs.readFileSync(manifestPath, 'utf8'));

const gzipSizes = new Map();
function gzipSize(file) {
  if (!gzipSizes.has(file))
    gzipSizes.set(file, zlib.gzipSync(fs.readFileSync(path.join(distDir, file)), { level: 9 }).length);
  return gzipSizes.get(file);
}

/** The files a chunk needs before it runs: itself, its styles and its static imports, transitively. */
function filesOf(key, seen = new Set()) {
  const chunk = manifest[key];
  if (!chunk || seen.has(key)) return new Set();
  seen.add(key);
  const files = new Set([chunk.file, ...(chunk.css ?? [])]);
  for (const imported of chunk.imports ?? []) for (const file of filesOf(imported, seen)) files.add(file);
  return files;
}

const sum = (files) => [...files].reduce((total, file) => total + gzipSize(file), 0);
const kB = (bytes) => `${(bytes / 1024).toFixed(1).padStart(6)} kB`;

const rows = [];
const entries = Object.entries(manifest).filter(([, chunk]) => chunk.isEntry);
for (const [key, entry] of entries) {
  const page = filesOf(key);
  rows.push({ name: `${path.basename(entry.src ?? key)} (page)`, bytes: sum(page) });
  for (const dynamic of entry.dynamicImports ?? []) {
    const game = new Set([...page, ...filesOf(dynamic)]);
    rows.push({
      name: `${path.basename(entry.src ?? key)} + ${path.basename(manifest[dynamic]?.src ?? dynamic)}`,
      bytes: sum(game),
    });
    // What the game fetches for itself before it draws (a slot's studio art): each counts with it.
    for (const part of manifest[dynamic]?.dynamicImports ?? []) {
      const whole = new Set([...game, ...filesOf(part)]);
      rows.push({
        name: `${path.basename(entry.src ?? key)} + ${path.basename(manifest[dynamic]?.src ?? dynamic)} + ${path.basename(manifest[part]?.src ?? part)}`,
        bytes: sum(whole),
      });
    }
  }
}
for (const row of rows) process.stdout.write(`${kB(row.bytes)}  ${row.name}\n`);

const allFiles = fs.readdirSync(path.join(distDir, 'assets')).filter((file) => /\.(js|css)$/.test(file));
process.stdout.write(
  `${kB(sum(allFiles.map((file) => path.join('assets', file))))}  whole game client, every game (no budget)\n`,
);

const over = rows.filter((row) => row.bytes > BUDGET_BYTES);
if (over.length > 0) {
  for (const row of over)
    process.stderr.write(
      `${row.name} is over its ${BUDGET_BYTES / 1024} kB budget by ${((row.bytes - BUDGET_BYTES) / 1024).toFixed(1)} kB\n`,
    );
  process.exit(1);
}
process.stdout.write(`every page and game within ${BUDGET_BYTES / 1024} kB gzip\n`);
