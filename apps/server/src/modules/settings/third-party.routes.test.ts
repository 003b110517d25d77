import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../config/env';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { cspDirectives as directives } from '../../testing/csp';

describe('third-party adapters', () => {
  describe('all off (no variable set)', () => {
    let testApp: TestApp;
    beforeAll(async () => {
      testApp = await createTestApp();
    });
    afterAll(() => testApp.close());

    it('tells the web app of none, and the CSP names no origin but our own', async () => {
      const response = await testApp.app.inject({ method: 'GET', url: '/api/settings/third-party' });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ data: [] });
      const policy = directives(
        (await testApp.app.inject({ method: 'GET', url: '/' })).headers['content-security-policy'],
      );
      for (const name of ['script-src', 'connect-src', 'img-src', 'default-src']) {
        expect(
          policy[name]?.filter((source) => /^https?:/.test(source)),
          name,
        ).toEqual([]);
      }
    });
  });

  describe('the tag manager and the pixel switched on', () => {
    let testApp: TestApp;
    beforeAll(async () => {
      testApp = await createTestApp({
        environment: {
          TAG_MANAGER_ID: 'GTM-TEST1',
          TAG_MANAGER_SCRIPT_URL: 'https://tags.example.test/gtm.js',
          RETARGETING_PIXEL_URL: 'https://pixel.example.test/p',
        },
      });
    });
    afterAll(() => testApp.close());

    it('tells the web app their public configuration and category', async () => {
      const response = await testApp.app.inject({ method: 'GET', url: '/api/settings/third-party' });
      expect(response.json()).toEqual({
        data: [
          { id: 'tag-manager', category: 'analytics', url: 'https://tags.example.test/gtm.js', key: 'GTM-TEST1' },
          { id: 'retargeting-pixel', category: 'marketing', url: 'https://pixel.example.test/p' },
        ],
      });
    });

    it("lets the site's CSP load, send, frame and beacon to their origins, and the API's stays closed", async () => {
      const policy = directives(
        (await testApp.app.inject({ method: 'GET', url: '/' })).headers['content-security-policy'],
      );
      for (const name of ['script-src', 'connect-src', 'frame-src', 'img-src']) {
        expect(policy[name], name).toEqual(
          expect.arrayContaining(['https://tags.example.test', 'https://pixel.example.test']),
        );
      }
      const api = directives(
        (await testApp.app.inject({ method: 'GET', url: '/api/settings/locales' })).headers['content-security-policy'],
      );
      expect(JSON.stringify(api)).not.toContain('example.test');
    });
  });

  describe('the chat widget and the fraud fingerprint switched on', () => {
    let testApp: TestApp;
    beforeAll(async () => {
      testApp = await createTestApp({
        environment: {
          CHAT_WIDGET_URL: 'https://chat.example.test/widget.js',
          CHAT_WIDGET_KEY: 'chat_key-1',
          FINGERPRINT_SCRIPT_URL: 'https://fp.example.test/agent.js?v=3',
          FINGERPRINT_KEY: 'fp-key',
        },
      });
    });
    afterAll(() => testApp.close());

    it("tells the web app they are necessary (loaded on the visitor's request, no cookie question) with their keys", async () => {
      const response = await testApp.app.inject({ method: 'GET', url: '/api/settings/third-party' });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        data: [
          { id: 'chat-widget', category: 'necessary', url: 'https://chat.example.test/widget.js', key: 'chat_key-1' },
          { id: 'fingerprint', category: 'necessary', url: 'https://fp.example.test/agent.js?v=3', key: 'fp-key' },
        ],
      });
    });

    it("lets the site's CSP load, call, frame and show images from their origins", async () => {
      const policy = directives(
        (await testApp.app.inject({ method: 'GET', url: '/' })).headers['content-security-policy'],
      );
      for (const name of ['script-src', 'connect-src', 'frame-src', 'img-src']) {
        expect(policy[name], name).toEqual(
          expect.arrayContaining(['https://chat.example.test', 'https://fp.example.test']),
        );
      }
    });
  });

  it('switches the chat widget and the fingerprint on by their address alone, the key optional', () => {
    expect(loadConfig({ NODE_ENV: 'test', CHAT_WIDGET_URL: 'https://chat.example.test/w.js' }).thirdParty).toEqual([
      { id: 'chat-widget', category: 'necessary', url: 'https://chat.example.test/w.js' },
    ]);
    expect(loadConfig({ NODE_ENV: 'test', FINGERPRINT_KEY: 'fp-key', CHAT_WIDGET_KEY: 'chat-key' }).thirdParty).toEqual(
      [],
    );
    expect(loadConfig({ NODE_ENV: 'test', CHAT_WIDGET_URL: '', FINGERPRINT_SCRIPT_URL: '' }).thirdParty).toEqual([]);
  });

  it('refuses a chat widget or fingerprint address that is not http(s), and keys that could break out of a query', () => {
    for (const bad of [
      { CHAT_WIDGET_URL: 'data:text/javascript,alert(1)' },
      { CHAT_WIDGET_URL: 'not a url' },
      { CHAT_WIDGET_URL: 'https://chat.example.test/w.js', CHAT_WIDGET_KEY: 'k"><script>' },
      { FINGERPRINT_SCRIPT_URL: 'javascript:alert(1)' },
      { FINGERPRINT_SCRIPT_URL: 'https://fp.example.test/a.js', FINGERPRINT_KEY: 'a b' },
    ])
      expect(() => loadConfig({ NODE_ENV: 'test', ...bad }), JSON.stringify(bad)).toThrow(ConfigError);
  });

  it('refuses an address that is not http(s) and a key that could break out of a query', () => {
    expect(() => loadConfig({ NODE_ENV: 'test', RETARGETING_PIXEL_URL: 'javascript:alert(1)' })).toThrow(ConfigError);
    expect(() => loadConfig({ NODE_ENV: 'test', TAG_MANAGER_ID: 'GTM-1&x=<script>' })).toThrow(ConfigError);
    expect(loadConfig({ NODE_ENV: 'test', TAG_MANAGER_ID: '', RETARGETING_PIXEL_URL: '' }).thirdParty).toEqual([]);
    expect(loadConfig({ NODE_ENV: 'test', TAG_MANAGER_ID: 'GTM-ABC' }).thirdParty[0]?.url).toBe(
      'https://www.googletagmanager.com/gtm.js',
    );
  });
});
