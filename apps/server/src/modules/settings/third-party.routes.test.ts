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

  it('refuses an address that is not http(s) and a key that could break out of a query', () => {
    expect(() => loadConfig({ NODE_ENV: 'test', RETARGETING_PIXEL_URL: 'javascript:alert(1)' })).toThrow(ConfigError);
    expect(() => loadConfig({ NODE_ENV: 'test', TAG_MANAGER_ID: 'GTM-1&x=<script>' })).toThrow(ConfigError);
    expect(loadConfig({ NODE_ENV: 'test', TAG_MANAGER_ID: '', RETARGETING_PIXEL_URL: '' }).thirdParty).toEqual([]);
    expect(loadConfig({ NODE_ENV: 'test', TAG_MANAGER_ID: 'GTM-ABC' }).thirdParty[0]?.url).toBe(
      'https://www.googletagmanager.com/gtm.js',
    );
  });
});
