import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompressDirectory } from '../../../../tools/precompress/precompress.mjs';
import { createTestApp, makeTemporaryDirectory, type TestApp } from '../testing/test-app';

// Large enough to be worth compressing, like any real chunk of the app.
const APP_JS = `export const rows = ${JSON.stringify(Array.from({ length: 400 }, (_, index) => ({ id: index, name: `game ${index}` })))};\n`;
const INDEX_HTML = `<!doctype html><html lang="en"><head><title>Lucky Orbit</title></head><body><div id="root"></div>${'<!-- padding -->'.repeat(100)}</body></html>`;
const ASSET_URL = '/assets/index-3f9a2c1b.js';
const IMMUTABLE = 'public, max-age=31536000, immutable';

/** A build as `npm run build` leaves it: files with their .br and .gz written by the build step. */
describe('compressed answers', () => {
  const webDist = makeTemporaryDirectory('casino-web-dist-');
  let testApp: TestApp;

  beforeAll(async () => {
    fs.mkdirSync(path.join(webDist.path, 'assets'));
    fs.writeFileSync(path.join(webDist.path, 'index.html'), INDEX_HTML);
    fs.writeFileSync(path.join(webDist.path, 'assets', 'index-3f9a2c1b.js'), APP_JS);
    await precompressDirectory(webDist.path);
    testApp = await createTestApp({ environment: { WEB_DIST_DIR: webDist.path } });
  });
  afterAll(async () => {
    await testApp.close();
    webDist.remove();
  });

  const get = (url: string, headers: Record<string, string> = {}) =>
    testApp.app.inject({ method: 'GET', url, headers });

  it('sends a hashed script brotli-compressed to a browser that takes brotli, cached for a year', async () => {
    const response = await get(ASSET_URL, { 'accept-encoding': 'gzip, deflate, br' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toContain('javascript');
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(response.headers['cache-control']).toBe(IMMUTABLE);
    expect(response.rawPayload.length).toBeLessThan(APP_JS.length / 3);
    expect(zlib.brotliDecompressSync(response.rawPayload).toString()).toBe(APP_JS);
  });

  it('falls back to gzip for a client without brotli', async () => {
    const response = await get(ASSET_URL, { 'accept-encoding': 'gzip' });
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(zlib.gunzipSync(response.rawPayload).toString()).toBe(APP_JS);
  });

  it('sends the file as it is to a client that asks for no encoding', async () => {
    const response = await get(ASSET_URL);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(response.headers['cache-control']).toBe(IMMUTABLE);
    expect(response.body).toBe(APP_JS);
  });

  it('compresses an API answer when the client asks for it, and not otherwise', async () => {
    const compressed = await get('/api/content/en/layout', { 'accept-encoding': 'br' });
    expect(compressed.statusCode).toBe(200);
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(compressed.headers.vary).toMatch(/accept-encoding/i);
    const texts: unknown = JSON.parse(zlib.brotliDecompressSync(compressed.rawPayload).toString());
    expect(texts).toEqual((await get('/api/content/en/layout')).json());
  });

  it('leaves a small API answer uncompressed', async () => {
    const response = await get('/api/health', { 'accept-encoding': 'br' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBeUndefined();
  });

  it('sends the app page compressed but never cached for long', async () => {
    const response = await get('/de/games', { 'accept-encoding': 'br', accept: 'text/html' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(zlib.brotliDecompressSync(response.rawPayload).toString()).toBe(INDEX_HTML);
  });
});
