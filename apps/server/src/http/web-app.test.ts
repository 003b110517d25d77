import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIXED_PAGE_PATHS, LOCALE_CODES, localizePath } from '@casino/shared';
import { makeSportsbookDay, upcomingEventIds } from '../testing/sportsbook';
import { createTestApp, makeTemporaryDirectory, type TestApp } from '../testing/test-app';

const INDEX_HTML =
  '<!doctype html><html lang="en"><head><title>Lucky Orbit</title></head><body><div id="root"></div></body></html>';

describe('serving the built web app', () => {
  const webDist = makeTemporaryDirectory('casino-web-dist-');
  let testApp: TestApp;

  beforeAll(async () => {
    fs.mkdirSync(path.join(webDist.path, 'assets'));
    fs.writeFileSync(path.join(webDist.path, 'index.html'), INDEX_HTML);
    fs.writeFileSync(path.join(webDist.path, 'assets', 'index-3f9a2c1b.js'), 'console.log("app")');
    fs.writeFileSync(path.join(webDist.path, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    fs.mkdirSync(path.join(webDist.path, 'art', 'games'), { recursive: true });
    fs.writeFileSync(
      path.join(webDist.path, 'art', 'games', 'orbit-dice.svg'),
      '<svg xmlns="http://www.w3.org/2000/svg"/>',
    );
    testApp = await createTestApp({ environment: { WEB_DIST_DIR: webDist.path } });
  });
  afterAll(async () => {
    await testApp.close();
    webDist.remove();
  });

  it.each([
    '/',
    '/de/games',
    '/pt-br/wallet/history',
    '/game/orbit-dice?wallet=deposit',
    '/profile/settings/account/',
    '/static/terms',
    '/de/questions',
    '/bonus/welcome-1',
    '/sport/soccer',
    '/verify/abcd',
  ])('answers %s with the app page, never cached', async (url) => {
    const response = await testApp.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toBe(INDEX_HTML);
  });

  it.each([
    '/no/such/page',
    '/de/no-such-page',
    '/game/unknown-game',
    '/fa/game/unknown-game?wallet=deposit',
    '/static/no-such-terms',
    '/questions/no-such-topic',
    '/bonus/no-such-bonus',
    '/favicon.png',
  ])('answers %s, which no route or record owns, with the same app page and status 404', async (url) => {
    const response = await testApp.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.body).toBe(INDEX_HTML);
  });

  it('answers every fixed page of the route table in every locale, with a query or a trailing slash, as found', async () => {
    const failures: string[] = [];
    for (const locale of LOCALE_CODES) {
      for (const page of FIXED_PAGE_PATHS) {
        const path = localizePath(`/${page}`, locale);
        for (const url of [`${path}?sign-in=true&utm_source=mail`, path === '/' ? '/' : `${path}/`]) {
          const response = await testApp.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
          if (response.statusCode !== 200) failures.push(`${url} ${response.statusCode}`);
        }
      }
    }
    expect(failures).toEqual([]);
  });

  it.each([
    '/games/slots',
    '/de/games/providers/orbit-studio?sort=rtp',
    '/sport',
    '/sport?page=live',
    '/fa/sport/soccer/england',
    '/sport/event/abc',
    '/auth/social/google/callback?code=x',
    '/password-reset/abcd1234',
  ])('answers %s, whose parameters only the app reads, with the app page as found', async (url) => {
    const response = await testApp.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
    expect(response.statusCode).toBe(200);
  });

  it.each(['/de/verify/abcdef', '/verify/a', '/en/games', '/auth/social/Not_A_Connection/callback'])(
    'answers %s, which the app refuses (an unprefixed route under a prefix, parameters its route rejects), as 404',
    async (url) => {
      const response = await testApp.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
      expect(response.statusCode).toBe(404);
      expect(response.body).toBe(INDEX_HTML);
    },
  );

  it('answers a sports event’s page by whether the event exists, in both of its addresses and every locale', async () => {
    await makeSportsbookDay(testApp.app);
    const [eventId] = await upcomingEventIds(testApp.app);
    const status = async (url: string) =>
      (await testApp.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } })).statusCode;
    expect(await status(`/sport/event/${eventId}`)).toBe(200);
    expect(await status(`/pt-br/sport/soccer/england/premier-league/${eventId}-home-away?championshipIds=3001`)).toBe(
      200,
    );
    expect(await status('/sport/event/2000000000')).toBe(404);
    expect(await status('/de/sport/soccer/england/premier-league/2000000000-no-such-match')).toBe(404);
    // Longer than the table's ids: no such event, never a failed query served as found.
    expect(await status('/sport/event/99999999999999')).toBe(404);
  });

  it('serves hashed assets with a year-long immutable cache', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/assets/index-3f9a2c1b.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('javascript');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('sends a browser asking for /favicon.ico to the site icon', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/favicon.ico' });
    expect(response.statusCode).toBe(301);
    expect(response.headers.location).toBe('/favicon.svg');
  });

  it('serves unhashed files with revalidation', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/favicon.svg' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('serves the drawn lobby art with a long cache: its address carries its revision', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/art/games/orbit-dice.svg?v=0123456789' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('image/svg+xml');
    expect(response.headers['cache-control']).toBe('public, max-age=2592000, stale-while-revalidate=86400');
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

describe('robots.txt and sitemap.xml', () => {
  const webDist = makeTemporaryDirectory('casino-web-dist-');
  const publicUrl = 'https://casino.example';
  let testApp: TestApp;

  beforeAll(async () => {
    fs.writeFileSync(path.join(webDist.path, 'index.html'), INDEX_HTML);
    testApp = await createTestApp({ environment: { WEB_DIST_DIR: webDist.path, PUBLIC_URL: publicUrl } });
  });
  afterAll(async () => {
    await testApp.close();
    webDist.remove();
  });

  it('answers robots.txt as plain text that names the sitemap and keeps crawlers off the API', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(response.body).not.toContain('<html');
    const lines = response.body.split('\n');
    expect(lines).toContain('User-agent: *');
    expect(lines).toContain(`Sitemap: ${publicUrl}/sitemap.xml`);
    expect(lines).toContain('Disallow: /api/');
    expect(lines).toContain('Disallow: /*/wallet');
  });

  it('lists every locale’s public pages and game pages in the sitemap, with their alternates', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
    const xml = response.body;
    expect(
      xml.startsWith(
        '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"',
      ),
    ).toBe(true);
    expect(xml.trimEnd().endsWith('</urlset>')).toBe(true);
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    expect(locs).toEqual(
      expect.arrayContaining([
        `${publicUrl}/`,
        `${publicUrl}/de/games`,
        `${publicUrl}/pt-br/games/providers`,
        `${publicUrl}/de/game/orbit-dice`,
      ]),
    );
    expect(new Set(locs).size).toBe(locs.length);
    // 26 locales of each page; no page for players.
    expect(locs.filter((loc) => /\/games$/.test(loc ?? ''))).toHaveLength(26);
    expect(locs.some((loc) => /wallet|profile|favorites/.test(loc ?? ''))).toBe(false);
    expect(xml).toContain(`<xhtml:link rel="alternate" hreflang="x-default" href="${publicUrl}/games"/>`);
    // Well-formed: every url element closed, no stray ampersand.
    expect(xml.match(/<url>/g)?.length).toBe(xml.match(/<\/url>/g)?.length);
    expect(xml).not.toMatch(/&(?!amp;|lt;|gt;|quot;|apos;)/);
  });

  it('still answers unknown page paths with the app (its "Page not found"), as 404', async () => {
    const response = await testApp.app.inject({
      method: 'GET',
      url: '/robots.txt.bak',
      headers: { accept: 'text/html' },
    });
    expect(response.statusCode).toBe(404);
    expect(response.body).toBe(INDEX_HTML);
  });
});

describe('prerendered pages', () => {
  const webDist = makeTemporaryDirectory('casino-web-dist-');
  const publicUrl = 'https://casino.example';
  const page = (name: string) =>
    `<!doctype html><html lang="de"><head><link rel="canonical" href="%%PUBLIC_ORIGIN%%/de/games"></head><body><div id="root">${name}</div></body></html>`;
  let testApp: TestApp;

  beforeAll(async () => {
    fs.mkdirSync(path.join(webDist.path, 'prerendered', 'de'), { recursive: true });
    fs.writeFileSync(path.join(webDist.path, 'index.html'), INDEX_HTML);
    fs.writeFileSync(path.join(webDist.path, 'prerendered', 'index.html'), page('home'));
    fs.writeFileSync(path.join(webDist.path, 'prerendered', 'de', 'games.html'), page('games'));
    testApp = await createTestApp({ environment: { WEB_DIST_DIR: webDist.path, PUBLIC_URL: publicUrl } });
  });
  afterAll(async () => {
    await testApp.close();
    webDist.remove();
  });

  const get = (url: string) => testApp.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });

  it.each([
    ['/', 'home'],
    ['/de/games', 'games'],
    ['/de/games/', 'games'],
  ])('answers %s with its prerendered page, its links on the public address, never cached', async (url, name) => {
    const response = await get(url);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toContain(`<div id="root">${name}</div>`);
    expect(response.body).toContain(`<link rel="canonical" href="${publicUrl}/de/games">`);
  });

  it('answers a page without a prerendered one, or with a query, with the app page', async () => {
    expect((await get('/de/wallet')).body).toBe(INDEX_HTML);
    expect((await get('/de/games?modal=sign-in')).body).toBe(INDEX_HTML);
  });
});
