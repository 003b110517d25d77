import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cspDirectives as directives } from '../testing/csp';
import { TEST_BOT_TOKEN } from '../testing/telegram';
import { createTestApp, makeTemporaryDirectory, type TestApp } from '../testing/test-app';
import { registerSecurityHeaders } from './security-headers';

const COLOUR_MODE_SCRIPT =
  "\n      (function () { document.documentElement.setAttribute('data-colour-mode', 'dark'); })();\n    ";
const INDEX_HTML = `<!doctype html><html><head><script>${COLOUR_MODE_SCRIPT}</script><style>body{margin:0}</style></head><body><div id="root"></div><script type="module" src="/assets/index-1.js"></script></body></html>`;

describe('security headers', () => {
  const webDist = makeTemporaryDirectory('casino-web-dist-');
  let testApp: TestApp;
  beforeAll(async () => {
    fs.writeFileSync(path.join(webDist.path, 'index.html'), INDEX_HTML);
    testApp = await createTestApp({ environment: { WEB_DIST_DIR: webDist.path } });
  });
  afterAll(async () => {
    await testApp.close();
    webDist.remove();
  });
  const get = (url: string) => testApp.app.inject({ method: 'GET', url });

  it('let the site page run its own scripts and the colour-mode script by its hash, no other inline script', async () => {
    const response = await get('/de/games');
    expect(response.body).toBe(INDEX_HTML);
    const policy = directives(response.headers['content-security-policy']);
    const hash = createHash('sha256').update(COLOUR_MODE_SCRIPT).digest('base64');
    expect(policy['script-src']).toEqual(["'self'", `'sha256-${hash}'`]);
    expect(policy['script-src-attr']).toEqual(["'none'"]);
    expect(policy['default-src']).toEqual(["'self'"]);
    expect(policy['style-src']).toEqual(["'self'", "'unsafe-inline'"]);
    expect(policy['connect-src']).toEqual(["'self'"]);
    // Our own frames, and the aggregator studio's game pages on its origin (STUDIO_PUBLIC_URL's default).
    expect(policy['frame-src']).toEqual(["'self'", 'http://localhost:3100']);
    expect(policy['frame-ancestors']).toEqual(["'self'"]);
    expect(policy['object-src']).toEqual(["'none'"]);
    expect(policy['img-src']).toEqual(["'self'", 'data:']);
    expect(policy).not.toHaveProperty('upgrade-insecure-requests');
  });

  it('send nosniff, a referrer policy, frame options, a permissions policy, and no HSTS over http', async () => {
    for (const url of ['/', '/api/settings/locales', '/api/missing', '/provider/games/play/dice']) {
      const headers = (await get(url)).headers;
      expect(headers['x-content-type-options'], url).toBe('nosniff');
      expect(headers['referrer-policy'], url).toBe('strict-origin-when-cross-origin');
      expect(headers['x-frame-options'], url).toBe('SAMEORIGIN');
      expect(headers['permissions-policy'], url).toContain('camera=()');
      expect(headers['permissions-policy'], url).toContain('geolocation=()');
      expect(headers['strict-transport-security'], url).toBeUndefined();
    }
  });

  it('let JSON answers run, load and be framed by nothing', async () => {
    for (const url of ['/api/settings/locales', '/api/missing']) {
      const policy = directives((await get(url)).headers['content-security-policy']);
      expect(policy['default-src'], url).toEqual(["'none'"]);
      expect(policy['frame-ancestors'], url).toEqual(["'none'"]);
    }
  });

  it('give the game client its own scripts only, framed by the site, readable from its sandboxed frame', async () => {
    const response = await get('/provider/games/play/dice?token=t');
    const policy = directives(response.headers['content-security-policy']);
    expect(policy['script-src']).toEqual(["'self'"]);
    expect(policy['connect-src']).toEqual(["'self'"]);
    expect(policy['frame-ancestors']).toEqual(["'self'"]);
    expect(response.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect((await get('/')).headers['cross-origin-resource-policy']).toBe('same-origin');
  });

  it('keep the stricter policies of the provider pages (mailbox: framed by nobody)', async () => {
    const mailbox = await get(`/provider/mailbox?key=${testApp.config.mail.mailboxKey ?? ''}`);
    expect(mailbox.statusCode).toBe(200);
    expect(directives(mailbox.headers['content-security-policy'])['frame-ancestors']).toEqual(["'none'"]);
    expect(mailbox.headers['x-content-type-options']).toBe('nosniff');
  });
});

describe('security headers over https (PUBLIC_URL https://…)', () => {
  it('add HSTS for a year and upgrade insecure requests', async () => {
    const app = Fastify();
    await registerSecurityHeaders(app, { webDistDir: '/nonexistent', publicUrl: 'https://casino.example' });
    app.get('/', async () => 'ok');
    const response = await app.inject({ method: 'GET', url: '/' });
    expect(response.headers['strict-transport-security']).toBe('max-age=31536000');
    expect(directives(response.headers['content-security-policy'])).toHaveProperty('upgrade-insecure-requests');
    await app.close();
  });
});

describe('security headers with messenger login set up (TELEGRAM_BOT_TOKEN)', () => {
  it("let the messenger's web client frame the site's pages and games (the mini-app), and nothing else", async () => {
    const testApp = await createTestApp({ environment: { TELEGRAM_BOT_TOKEN: TEST_BOT_TOKEN } });
    try {
      const site = await testApp.app.inject({ method: 'GET', url: '/de/games' });
      expect(directives(site.headers['content-security-policy'])['frame-ancestors']).toEqual([
        "'self'",
        'https://web.telegram.org',
      ]);
      // X-Frame-Options cannot name another origin: it would refuse the messenger's frame.
      expect(site.headers['x-frame-options']).toBeUndefined();
      // A game's frame inside the mini-app has the messenger's page among its ancestors too.
      const gameClient = await testApp.app.inject({ method: 'GET', url: '/provider/games/play/dice?token=t' });
      expect(directives(gameClient.headers['content-security-policy'])['frame-ancestors']).toEqual([
        "'self'",
        'https://web.telegram.org',
      ]);
      const api = await testApp.app.inject({ method: 'GET', url: '/api/health' });
      expect(directives(api.headers['content-security-policy'])['frame-ancestors']).toEqual(["'none'"]);
      expect(api.headers['x-frame-options']).toBe('SAMEORIGIN');
    } finally {
      await testApp.close();
    }
  });
});
