import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp, makeTemporaryDirectory } from '../../../testing/test-app';

const build = makeTemporaryDirectory('game-client-dist-');
fs.mkdirSync(path.join(build.path, 'assets'));
fs.writeFileSync(
  path.join(build.path, 'index.html'),
  '<!doctype html><title>Orbit games</title><script src="/provider/games/client/assets/game-1a2b3c.js"></script>',
);
fs.writeFileSync(path.join(build.path, 'verify.html'), '<!doctype html><title>Verify</title>');
fs.writeFileSync(path.join(build.path, 'assets', 'game-1a2b3c.js'), 'console.log("orbit")');
afterAll(() => build.remove());

describe('the game client', () => {
  it('serves its page for launch URLs and its files with the right caching', async () => {
    const testApp = await createTestApp({ environment: { GAME_CLIENT_DIST_DIR: build.path } });
    try {
      const page = await testApp.app.inject({ method: 'GET', url: '/provider/games/play/orbit-dice?token=abc' });
      expect(page.statusCode).toBe(200);
      expect(page.headers['content-type']).toMatch(/^text\/html/);
      expect(page.headers['cache-control']).toBe('no-cache');
      expect(page.body).toContain('Orbit games');
      const asset = await testApp.app.inject({ method: 'GET', url: '/provider/games/client/assets/game-1a2b3c.js' });
      expect(asset.statusCode).toBe(200);
      expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      // The client's page has an opaque origin (sandboxed frame): its module scripts are CORS loads.
      expect(asset.headers['access-control-allow-origin']).toBe('*');
      const verify = await testApp.app.inject({ method: 'GET', url: '/provider/games/client/verify.html' });
      expect(verify.statusCode).toBe(200);
      expect(verify.headers['cache-control']).toBe('no-cache');
      const unknown = await testApp.app.inject({ method: 'GET', url: '/provider/games/play/neon-drift' });
      expect(unknown.statusCode).toBe(404);
      expect(
        (await testApp.app.inject({ method: 'GET', url: '/provider/games/client/assets/missing.js' })).statusCode,
      ).toBe(404);
    } finally {
      await testApp.close();
    }
  });

  it("answers the opaque origin of the sandboxed client's calls, and no other origin", async () => {
    const testApp = await createTestApp({ environment: { GAME_CLIENT_DIST_DIR: build.path } });
    try {
      const { app } = testApp;
      const preflight = await app.inject({
        method: 'OPTIONS',
        url: '/provider/games/api/rounds',
        headers: {
          origin: 'null',
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'content-type',
        },
      });
      expect(preflight.statusCode).toBe(204);
      expect(preflight.headers).toMatchObject({
        'access-control-allow-origin': 'null',
        'access-control-allow-methods': 'POST',
        'access-control-allow-headers': 'content-type',
      });
      expect(preflight.headers['access-control-allow-credentials']).toBeUndefined();
      // An error is readable too (the client shows "your session has ended"), in the error format.
      const refused = await app.inject({
        method: 'POST',
        url: '/provider/games/api/session',
        headers: { origin: 'null' },
        payload: { token: 'not-a-launch-token' },
      });
      expect(refused.statusCode).toBe(401);
      expect(refused.headers['access-control-allow-origin']).toBe('null');
      expect(refused.json()).toMatchObject({ error: { code: 'unauthorized' } });
      const foreign = await app.inject({
        method: 'POST',
        url: '/provider/games/api/session',
        headers: { origin: 'https://evil.example' },
        payload: { token: 'x' },
      });
      expect(foreign.headers['access-control-allow-origin']).toBeUndefined();
      const foreignPreflight = await app.inject({
        method: 'OPTIONS',
        url: '/provider/games/api/rounds',
        headers: { origin: 'https://evil.example', 'access-control-request-method': 'POST' },
      });
      expect(foreignPreflight.headers['access-control-allow-origin']).toBeUndefined();
    } finally {
      await testApp.close();
    }
  });

  it('answers 404 in the error format when the client has not been built', async () => {
    const testApp = await createTestApp({ environment: { GAME_CLIENT_DIST_DIR: path.join(build.path, 'not-built') } });
    try {
      const page = await testApp.app.inject({ method: 'GET', url: '/provider/games/play/orbit-dice?token=abc' });
      expect(page.statusCode).toBe(404);
      expect(page.json()).toMatchObject({ error: { code: 'not_found' } });
    } finally {
      await testApp.close();
    }
  });
});

describe('the launch URL', () => {
  it("carries the launching page's locale as lang, and nothing for en or a locale the site does not serve", async () => {
    const testApp = await createTestApp({ environment: { GAME_CLIENT_DIST_DIR: build.path } });
    try {
      const launch = async (payload: Record<string, unknown>) => {
        const response = await testApp.app.inject({
          method: 'POST',
          url: '/api/game/games/orbit-dice/play',
          payload: { demo: true, ...payload },
        });
        expect(response.statusCode).toBe(200);
        return new URL(response.json<{ url: string }>().url, 'http://casino.test');
      };
      const russian = await launch({ locale: 'ru' });
      expect(russian.pathname).toBe('/provider/games/play/orbit-dice');
      expect(russian.searchParams.get('lang')).toBe('ru');
      expect(russian.searchParams.get('token')).toBeTruthy();
      expect((await launch({ locale: 'pt-br' })).searchParams.get('lang')).toBe('pt-br');
      for (const payload of [{}, { locale: 'en' }, { locale: 'xx' }, { locale: 'ru"><script>' }])
        expect((await launch(payload)).searchParams.has('lang')).toBe(false);
    } finally {
      await testApp.close();
    }
  });
});
