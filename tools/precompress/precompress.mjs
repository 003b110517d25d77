import { existsSync } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

/**
 * Writes `<file>.br` and `<file>.gz` next to every text file of a build, compressed at the
 * highest levels once at build time, so the server sends them without compressing per request
 * (@fastify/static's `preCompressed`). Files too small to gain, or that would not shrink, get none.
 */

/** Text formats a browser decompresses; images and fonts are compressed formats already. */
export const COMPRESSIBLE_EXTENSIONS = new Set([
  '.js',
  '.mjs',
  '.css',
  '.html',
  '.svg',
  '.json',
  '.txt',
  '.xml',
  '.map',
  '.webmanifest',
  '.ico',
  '.wasm',
]);
/** Below this a compressed answer is not worth its own header bytes and the decompression. */
export const MIN_BYTES = 1024;

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

const brotliOptions = (size) => ({
  params: {
    [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
    [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
    [zlib.constants.BROTLI_PARAM_SIZE_HINT]: size,
  },
});

async function* filesUnder(directory) {
  for (const entry of await fs.readdir(directory, { withFileTypes: true })) {
    const file = path.join(directory, entry.name);
    if (entry.isDirectory()) yield* filesUnder(file);
    else if (entry.isFile()) yield file;
  }
}

/** Compresses one file; returns how many variants were written (0 to 2). */
async function precompressFile(file) {
  const source = await fs.readFile(file);
  if (source.length < MIN_BYTES) return 0;
  const variants = [
    ['.br', await brotli(source, brotliOptions(source.length))],
    ['.gz', await gzip(source, { level: zlib.constants.Z_BEST_COMPRESSION })],
  ];
  let written = 0;
  for (const [suffix, compressed] of variants) {
    // A stale variant of an earlier build must not outlive a file that no longer shrinks.
    if (compressed.length >= source.length) await fs.rm(file + suffix, { force: true });
    else {
      await fs.writeFile(file + suffix, compressed);
      written += 1;
    }
  }
  return written;
}

/** Precompresses every text file under `directory`; returns counts and bytes for the build log. */
export async function precompressDirectory(directory) {
  const summary = { files: 0, variants: 0 };
  for await (const file of filesUnder(directory)) {
    if (!COMPRESSIBLE_EXTENSIONS.has(path.extname(file).toLowerCase())) continue;
    const written = await precompressFile(file);
    if (written > 0) summary.files += 1;
    summary.variants += written;
  }
  return summary;
}

/** The same as a Vite plugin: runs once the bundle is written (client builds only). */
export function precompressPlugin() {
  let outDir = '';
  let isSsrBuild = false;
  return {
    name: 'casino:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
      isSsrBuild = Boolean(config.build.ssr);
    },
    async closeBundle(error) {
      // A failed build runs this hook too (with or without its error) before the error is shown: leave it alone.
      if (isSsrBuild || error || !existsSync(outDir)) return;
      const { files, variants } = await precompressDirectory(outDir);
      console.log(`precompressed ${files} files (${variants} .br/.gz variants) in ${outDir}`);
    },
  };
}

// `node tools/precompress/precompress.mjs <dir>…`: precompress directories written by another step.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  for (const directory of process.argv.slice(2)) {
    const { files, variants } = await precompressDirectory(path.resolve(directory));
    console.log(`precompressed ${files} files (${variants} .br/.gz variants) in ${directory}`);
  }
}
