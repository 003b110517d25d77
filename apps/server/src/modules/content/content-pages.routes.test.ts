import { describe, expect, it } from 'vitest';
import type { ContentPageView } from '@casino/shared';
import { TEST_ADMIN_TOKEN } from '../../testing/payments';
import { bearer, registerPlayer } from '../../testing/players';
import { useTestApp } from '../../testing/test-app';

const testApp = useTestApp({ environment: { ADMIN_TOKEN: TEST_ADMIN_TOKEN } });
const app = () => testApp.app;
const get = (url: string) => app().inject({ method: 'GET', url });
const page = async (url: string): Promise<ContentPageView> => {
  const response = await get(url);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<ContentPageView>();
};
const operator = (method: 'PUT' | 'GET', url: string, payload?: unknown, token = TEST_ADMIN_TOKEN) =>
  app().inject({
    method,
    url: `/api/admin/content${url}`,
    headers: bearer(token),
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });

describe('content pages for visitors', () => {
  it('serves the seeded Terms as sanitised HTML with their title and description', async () => {
    const terms = await page('/api/content/pages/terms?locale=en&kind=static');
    expect(terms).toMatchObject({
      identity: 'terms',
      kind: 'static',
      locale: 'en',
      title: 'Terms and conditions',
      parentIdentity: null,
      children: [],
    });
    expect(terms.description.length).toBeGreaterThan(20);
    expect(terms.html).toContain('<h2>1. Who may play</h2>');
    expect(terms.html).toContain('<strong>18 years or older</strong>');
    expect(terms.html).toContain('<a href="/static/privacy">Privacy policy</a>');
    for (const identity of ['privacy', 'responsible-gaming', 'aml', 'cookies', 'bonus-terms']) {
      expect((await page(`/api/content/pages/${identity}?kind=static`)).html.length, identity).toBeGreaterThan(1_000);
    }
  });

  it('lists the help centre topics in order, and opens each topic', async () => {
    const list = await page('/api/content/pages/questions?locale=en&kind=question');
    expect(list.title).toBe('Help centre');
    expect(list.children.map((child) => child.identity)).toEqual([
      'account',
      'deposits',
      'withdrawals',
      'verification',
      'bonuses',
      'provably-fair',
      'limits',
    ]);
    const deposits = await page('/api/content/pages/deposits?kind=question');
    expect(deposits).toMatchObject({ title: 'Deposits', parentIdentity: 'questions' });
    expect(deposits.html).toContain('<h3>How do I deposit?</h3>');
  });

  it('serves every seeded page in every locale of the site, each in its own language', async () => {
    const { LOCALE_CODES } = await import('@casino/shared');
    const english = await page('/api/content/pages/terms?locale=en');
    for (const locale of LOCALE_CODES) {
      const terms = await page(`/api/content/pages/terms?locale=${locale}`);
      expect(terms.locale, locale).toBe(locale);
      if (locale !== 'en' && locale !== 'en-ca') expect(terms.title, locale).not.toBe(english.title);
    }
    expect(await page('/api/content/pages/terms?locale=de')).toMatchObject({
      locale: 'de',
      title: 'Allgemeine Geschäftsbedingungen',
    });
    const questions = await page('/api/content/pages/questions?locale=de');
    expect(questions).toMatchObject({ locale: 'de', title: 'Hilfe-Center' });
    expect(questions.children.map((child) => child.identity)).toContain('deposits');
  });

  it('answers a locale without texts along its fallback chain: pt-br via pt to en', async () => {
    expect((await operator('PUT', '/pages/fallback-test', { kind: 'page' })).statusCode).toBe(201);
    await operator('PUT', '/pages/fallback-test/translations/en', {
      title: 'Fallback',
      body: 'English',
      published: true,
    });
    expect(await page('/api/content/pages/fallback-test?locale=pt-br')).toMatchObject({
      locale: 'en',
      title: 'Fallback',
    });
    await operator('PUT', '/pages/fallback-test/translations/pt', {
      title: 'Recurso',
      body: 'Português',
      published: true,
    });
    expect(await page('/api/content/pages/fallback-test?locale=pt-br')).toMatchObject({
      locale: 'pt',
      title: 'Recurso',
    });
    expect(await page('/api/content/pages/fallback-test?locale=de')).toMatchObject({ locale: 'en', title: 'Fallback' });
  });

  it('answers 404 in the error format for a missing page, a page of another kind, and a malformed identity', async () => {
    for (const url of [
      '/api/content/pages/no-such-page',
      '/api/content/pages/terms?kind=page',
      '/api/content/pages/about-us?kind=static',
      '/api/content/pages/..%2F..%2Fetc',
      '/api/content/pages/Terms',
    ]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.json<{ error: { code: string } }>().error.code, url).toBe('not_found');
    }
    expect((await get('/api/content/pages/terms?locale=xx')).statusCode).toBe(400);
    expect((await get('/api/content/pages/terms?kind=secret')).statusCode).toBe(400);
  });
});

describe('content pages for the operator', () => {
  it('refuses anyone without the operator token, players included, before reading anything', async () => {
    const player = await registerPlayer(app());
    for (const token of [player.accessToken, 'not-the-operator-token-at-all']) {
      expect((await operator('GET', '/pages', undefined, token)).statusCode).toBe(401);
      expect((await operator('PUT', '/pages/sneaky', { kind: 'page' }, token)).statusCode).toBe(401);
    }
    expect((await app().inject({ method: 'GET', url: '/api/admin/content/pages' })).statusCode).toBe(401);
    expect((await get('/api/content/pages/sneaky')).statusCode).toBe(404);
  });

  it('creates a slug page per locale: a draft stays hidden, publishing shows it, withdrawing falls back', async () => {
    const created = await operator('PUT', '/pages/vip-club', { kind: 'page' });
    expect(created.statusCode, created.body).toBe(201);
    const draft = await operator('PUT', '/pages/vip-club/translations/en', {
      title: 'VIP club',
      description: 'Rewards for loyal players',
      body: '## Levels\n\n- Silver\n- Gold',
    });
    expect(draft.statusCode, draft.body).toBe(201);
    expect((await get('/api/content/pages/vip-club')).statusCode).toBe(404);

    expect((await operator('PUT', '/pages/vip-club/translations/en/published', { published: true })).statusCode).toBe(
      200,
    );
    const shown = await page('/api/content/pages/vip-club?kind=page');
    expect(shown).toMatchObject({ title: 'VIP club', description: 'Rewards for loyal players', locale: 'en' });
    expect(shown.html).toBe('<h2>Levels</h2>\n<ul>\n<li>Silver</li>\n<li>Gold</li>\n</ul>');

    const german = await operator('PUT', '/pages/vip-club/translations/de', {
      title: 'VIP-Klub',
      body: 'Belohnungen',
      published: true,
    });
    expect(german.statusCode).toBe(201);
    expect(await page('/api/content/pages/vip-club?locale=de')).toMatchObject({ title: 'VIP-Klub', locale: 'de' });
    expect((await operator('PUT', '/pages/vip-club/translations/de/published', { published: false })).statusCode).toBe(
      200,
    );
    expect(await page('/api/content/pages/vip-club?locale=de')).toMatchObject({ title: 'VIP club', locale: 'en' });

    const stored = await operator('GET', '/pages/vip-club');
    expect(stored.json()).toMatchObject({
      identity: 'vip-club',
      kind: 'page',
      translations: [
        { locale: 'de', published: false },
        { locale: 'en', published: true, body: '## Levels\n\n- Silver\n- Gold' },
      ],
    });
  });

  it("shows an operator's edit of a seeded page at once, and keeps the edit when the seed runs again", async () => {
    const edited = await operator('PUT', '/pages/cookies/translations/en', {
      title: 'Cookies policy',
      description: 'Updated',
      body: 'We now store **less**.',
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(
      edited
        .json<{ translations: { locale: string; published: boolean }[] }>()
        .translations.find((row) => row.locale === 'en')?.published,
    ).toBe(true);
    expect((await page('/api/content/pages/cookies')).html).toBe('<p>We now store <strong>less</strong>.</p>');
    const { seedContentPages } = await import('./content-pages.seed');
    await seedContentPages(app().database.db);
    expect((await page('/api/content/pages/cookies')).html).toBe('<p>We now store <strong>less</strong>.</p>');
  });

  it('sanitises what an operator stores: scripts, event attributes and javascript: links never reach visitors', async () => {
    await operator('PUT', '/pages/promo', { kind: 'page' });
    const body =
      '<script>document.cookie</script>\n\n<img src=x onerror=alert(1)>\n\n[win](javascript:alert(2)) [site](https://partner.example)';
    expect(
      (await operator('PUT', '/pages/promo/translations/en', { title: '<b>Promo</b>', body, published: true }))
        .statusCode,
    ).toBe(201);
    const promo = await page('/api/content/pages/promo');
    expect(promo.html).not.toMatch(/<script|<img|<a href="javascript/i);
    expect(promo.html).toContain('&lt;script&gt;');
    expect(promo.html).toContain(
      '<a href="https://partner.example" rel="noopener noreferrer nofollow" target="_blank">site</a>',
    );
    // The title is text: the web shows it as text, never as markup.
    expect(promo.title).toBe('<b>Promo</b>');
  });

  it('adds a question topic under the list, in order', async () => {
    expect(
      (await operator('PUT', '/pages/sportsbook', { kind: 'question', parentIdentity: 'questions', position: 4 }))
        .statusCode,
    ).toBe(201);
    await operator('PUT', '/pages/sportsbook/translations/en', {
      title: 'Sports betting',
      description: 'Bets and settlement',
      body: '### When is my bet settled?\nAfter the official result.',
      published: true,
    });
    const list = await page('/api/content/pages/questions');
    // Position 4 like verification: ties go by identity.
    expect(list.children.slice(0, 4).map((child) => child.identity)).toEqual([
      'account',
      'deposits',
      'withdrawals',
      'sportsbook',
    ]);
    expect(list.children[3]).toEqual({
      identity: 'sportsbook',
      title: 'Sports betting',
      description: 'Bets and settlement',
    });
  });

  it('refuses bad input with 4xx in the error format and changes nothing', async () => {
    const before = await operator('GET', '/pages/terms');
    const refusals: [string, unknown][] = [
      ['/pages/Bad_Identity', { kind: 'page' }],
      ['/pages/ok-page', { kind: 'blog' }],
      ['/pages/ok-page', { kind: 'page', extra: 1 }],
      ['/pages/ok-page', { kind: 'page', position: -1 }],
      ['/pages/ok-page', { kind: 'static', parentIdentity: 'questions' }],
      ['/pages/ok-page', { kind: 'question', parentIdentity: 'no-such-list' }],
      ['/pages/ok-page', { kind: 'question', parentIdentity: 'deposits' }],
      ['/pages/ok-page', { kind: 'question', parentIdentity: 'terms' }],
      ['/pages/ok-page', { kind: 'question', parentIdentity: 'ok-page' }],
      ['/pages/questions', { kind: 'question', parentIdentity: 'questions' }],
      ['/pages/questions', { kind: 'static' }],
      ['/pages/terms/translations/xx', { title: 'T', body: 'B' }],
      ['/pages/terms/translations/en', { title: '', body: 'B' }],
      ['/pages/terms/translations/en', { title: '   ', body: 'B' }],
      ['/pages/terms/translations/en', { title: 'T', body: '' }],
      ['/pages/terms/translations/en', { title: 'T', body: 'a\u0000b' }],
      ['/pages/terms/translations/en', { title: 'x'.repeat(201), body: 'B' }],
      ['/pages/terms/translations/en', { title: 'T', body: 'x'.repeat(100_001) }],
      ['/pages/terms/translations/en', { title: 7, body: 'B' }],
      ['/pages/terms/translations/en/published', { published: 'yes' }],
    ];
    for (const [url, payload] of refusals) {
      const response = await operator('PUT', url, payload);
      expect(
        response.statusCode,
        `${url} ${JSON.stringify(payload).slice(0, 80)}: ${response.body.slice(0, 200)}`,
      ).toBeGreaterThanOrEqual(400);
      expect(response.statusCode, url).toBeLessThan(500);
      expect(response.json<{ error: { code: string } }>().error.code).toMatch(/^[a-z_]+$/);
    }
    expect((await operator('PUT', '/pages/no-such-page/translations/en', { title: 'T', body: 'B' })).statusCode).toBe(
      404,
    );
    // A page with English texts only: publishing its French texts finds none.
    await operator('PUT', '/pages/english-only', { kind: 'page' });
    await operator('PUT', '/pages/english-only/translations/en', { title: 'English only', body: 'B' });
    expect(
      (await operator('PUT', '/pages/english-only/translations/fr/published', { published: true })).statusCode,
    ).toBe(404);
    expect((await operator('GET', '/pages/ok-page')).statusCode).toBe(404);
    expect((await operator('GET', '/pages/terms')).json()).toEqual(before.json());
    expect((await operator('GET', '/pages/questions')).json()).toMatchObject({
      kind: 'question',
      parentIdentity: null,
    });
  });
});
