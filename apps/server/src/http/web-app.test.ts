import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, makeTemporaryDirectory, type TestApp } from '../testing/test-app';

const INDEX_HTML = '<!doctype html><html lang="en"><head><title>Lucky Orbit</title></head><body><div id="root"></div></body></html>';

describe('serving the built web app', () => {
  const webDist = makeTemporaryDirectory('casino-web-dist-');
  let testApp: TestApp;

  beforeAll(async () => {
    fs.mkdirSync(path.join(webDist.path, 'assets'));
    fs.writeFileSync(path.join(webDist.path, 'index.html'), INDEX_HTML);
    fs.writeFileSync(path.join(webDist.path, 'assets', 'index-3f9a2c1b.js'), 'console.log("app")');
    fs.writeFileSync(path.join(webDist.path, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    testApp = await createTestApp({ environment: { WEB_DIST_DIR: webDist.path } });
  });
  afterAll(async () => {
    await testApp.close();
    webDist.remove();
  });

  it.each(['/', '/de/games', '/pt-br/wallet/history', '/game/some-slot?wallet=deposit', '/profile/settings/account/'])(
    'answers %s with the app page, never cached',
    async (url) => {
      const response = await testApp.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).toBe(INDEX_HTML);
    },
  );

  it('serves hashed assets with a year-long immutable cache', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/assets/index-3f9a2c1b.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('javascript');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('serves unhashed files with revalidation', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/favicon.svg' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('answers a missing asset with 404, not the page (a stale chunk must fail loudly)', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/assets/index-00000000.js' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toContain('application/json');
  });

  it('keeps API paths out of the fallback', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/unknown', headers: { accept: 'text/html' } });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ error: { code: 'not_found' } });
  });

  it('does not serve files outside the build', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/..%2F..%2Fetc%2Fpasswd' });
    expect(response.body).not.toContain('root:');
  });

  it('answers a POST to a page path with a JSON 404', async () => {
    const response = await testApp.app.inject({ method: 'POST', url: '/de/games' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ error: { code: 'not_found' } });
  });
});

describe('without a web build', () => {
  it('tells the visitor to build the app, and the API still works', async () => {
    const testApp = await createTestApp();
    try {
      const page = await testApp.app.inject({ method: 'GET', url: '/de/games' });
      expect(page.statusCode).toBe(503);
      expect(page.body).toContain('npm run build');
      const health = await testApp.app.inject({ method: 'GET', url: '/api/health' });
      expect(health.statusCode).toBe(200);
    } finally {
      await testApp.close();
    }
  });
});
