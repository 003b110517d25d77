import zlib from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/** Below this an answer goes as it is: compressing it saves less than it costs. */
export const COMPRESSION_THRESHOLD_BYTES = 1024;

/**
 * Compresses answers on the fly (the API's JSON, the app's HTML pages), brotli first and gzip for
 * clients without it. Built files are compressed once at build time and sent as they are
 * (web-app.ts, `preCompressed`): an answer that already has a Content-Encoding is left alone.
 * Brotli at quality 5: close to gzip's speed per request, smaller answers than gzip -9.
 * Request bodies are not decompressed: the API takes plain JSON only.
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(fastifyCompress, {
    threshold: COMPRESSION_THRESHOLD_BYTES,
    encodings: ['br', 'gzip'],
    brotliOptions: {
      params: {
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        [zlib.constants.BROTLI_PARAM_QUALITY]: 5,
      },
    },
    globalDecompression: false,
  });
}
