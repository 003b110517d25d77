import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { LOCALE_CODES } from '@casino/shared';
import { serverPaths } from '../../paths';
import { pluralBase, pluralCategoriesOf } from './content-plurals';
import { CONTENT_DIRECTORIES, createContentService, fallbackChain, mergeTexts } from './content.service';
import { useTestApp } from '../../testing/test-app';

const testApp = useTestApp();

const get = (url: string) => testApp.app.inject({ method: 'GET', url });

describe('GET /api/content/{locale}/{directory}', () => {
  it.each(CONTENT_DIRECTORIES)('serves the en texts of %s as an object of keys', async (directory) => {
    const response = await get(`/api/content/en/${directory}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=900');
    const texts = response.json<Record<string, unknown>>();
    expect(texts).toEqual(
      JSON.parse(fs.readFileSync(path.join(serverPaths.contentDir, 'en', `${directory}.json`), 'utf8')),
    );
    expect(Object.keys(texts).length).toBeGreaterThan(0);
  });

  it('gives the error screen its texts from the spec', async () => {
    const texts = (await get('/api/content/en/global-components')).json<{ errorPage: Record<string, string> }>();
    expect(texts.errorPage).toEqual({
      title: 'Something went wrong',
      text: 'The page you are trying to access does not exist or has been moved. Try going back to our homepage.',
      homeButton: 'Homepage',
    });
  });

  it('serves the German text', async () => {
    const layout = (await get('/api/content/de/layout')).json<{
      header: Record<string, string>;
      brand: Record<string, string>;
    }>();
    expect(layout.header.signIn).toBe('Anmelden');
    expect(layout.header.openMenu).toBe('Menü öffnen');
    expect(layout.brand.name).toBe('Lucky Orbit');
  });

  it.each([
    ['pt-br', 'Entrar', 'Carteira', 'Continuar para o pagamento'],
    ['pt', 'Iniciar sessão', 'Carteira', 'Continuar para o pagamento'],
  ])(
    'serves %s through its language: its own text, else Portuguese, else English',
    async (locale, signIn, wallet, depositAction) => {
      const layout = (await get(`/api/content/${locale}/layout`)).json<{
        header: Record<string, string>;
        navigation: Record<string, string>;
        brand: Record<string, string>;
      }>();
      expect(layout.header.signIn).toBe(signIn);
      expect(layout.navigation.wallet).toBe(wallet);
      expect(layout.brand.name).toBe('Lucky Orbit');
      const modals = (await get(`/api/content/${locale}/modals`)).json<{ wallet: Record<string, string> }>();
      expect(modals.wallet.depositAction).toBe(depositAction);
    },
  );

  it('gives every text with a count each plural form its locale asks for, in every locale', async () => {
    for (const locale of LOCALE_CODES) {
      for (const directory of CONTENT_DIRECTORIES) {
        const keys = keysOf((await get(`/api/content/${locale}/${directory}`)).json());
        const bases = new Set(keys.map(pluralBase).filter((base) => base !== undefined));
        for (const base of bases) {
          for (const category of pluralCategoriesOf(locale))
            expect(keys, `${locale}/${directory}`).toContain(`${base}_${category}`);
        }
      }
    }
    const games = (await get('/api/content/ru/global-components')).json<{ games: Record<string, string> }>().games;
    expect([games.gamesCount_one, games.gamesCount_few, games.gamesCount_many]).toEqual([
      '{count} игра',
      '{count} игры',
      '{count} игр',
    ]);
    // Kazakh needs only one and other.
    expect(
      (await get('/api/content/kk/global-components')).json<{ games: Record<string, string> }>().games.gamesCount_other,
    ).toBe('{count} ойын');
  });

  it('serves every locale with every English text group', async () => {
    const english = (await get('/api/content/en/modals')).json<Record<string, unknown>>();
    for (const locale of LOCALE_CODES) {
      const response = await get(`/api/content/${locale}/modals`);
      expect(response.statusCode).toBe(200);
      expect(Object.keys(response.json<Record<string, unknown>>()), locale).toEqual(
        expect.arrayContaining(Object.keys(english)),
      );
    }
  });

  it.each([
    ['/api/content/xx/layout', 'unknown_locale'],
    ['/api/content/EN/layout', 'unknown_locale'],
    ['/api/content/en/recipes', 'unknown_content_directory'],
    ['/api/content/en/..%2F..%2Fpackage', 'unknown_content_directory'],
    ['/api/content/en/layout.json', 'unknown_content_directory'],
  ])('answers %s with 404 %s', async (url, code) => {
    const response = await get(url);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ error: { code } });
  });

  it('answers a path parameter that is far too long with 414 in the error format', async () => {
    const response = await get(`/api/content/${'x'.repeat(500)}/layout`);
    expect(response.statusCode).toBe(414);
    expect(response.json()).toMatchObject({ error: { code: 'uri_too_long' } });
  });

  it('answers a malformed percent-encoding with 400 in the error format', async () => {
    const response = await get('/api/content/%E0%A4%A/layout');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: { code: 'bad_url', message: 'The URL is not valid' } });
  });
});

describe('fallbackChain', () => {
  it.each([
    ['pt-br', ['pt-br', 'pt', 'en']],
    ['es-mx', ['es-mx', 'es', 'en']],
    ['en-ca', ['en-ca', 'en']],
    ['de', ['de', 'en']],
    ['en', ['en']],
  ] as const)('falls back from %s through %j', (locale, chain) => {
    expect(fallbackChain(locale)).toEqual(chain);
  });
});

describe('mergeTexts', () => {
  it('fills missing and empty keys from the fallback at every depth and keeps the own texts', () => {
    const merged = mergeTexts(
      { a: 'A', nested: { b: 'B', c: 'C', deeper: { d: 'D' } }, shape: 'text' },
      { a: 'Ä', nested: { b: '', deeper: {} }, shape: { wrong: 'kind' }, extra: 'kept' },
    );
    expect(merged).toEqual({ a: 'Ä', nested: { b: 'B', c: 'C', deeper: { d: 'D' } }, shape: 'text', extra: 'kept' });
  });
});

describe('content files', () => {
  it('refuse to load when a file is not an object of texts', () => {
    const directory = fs.mkdtempSync(path.join(serverPaths.packageRoot, '.content-test-'));
    try {
      fs.mkdirSync(path.join(directory, 'en'));
      fs.writeFileSync(path.join(directory, 'en', 'layout.json'), JSON.stringify({ title: 42 }));
      expect(() => createContentService(directory)).toThrow(/must hold an object of texts/);
    } finally {
      fs.rmSync(directory, { recursive: true, force: true });
    }
  });

  it('in every locale hold only keys that exist in English (plural forms of an English plural text too)', () => {
    const known = (englishKeys: Set<string>, key: string) => {
      const base = pluralBase(key);
      return englishKeys.has(key) || (base !== undefined && englishKeys.has(`${base}_other`));
    };
    for (const locale of fs.readdirSync(serverPaths.contentDir)) {
      for (const file of fs.readdirSync(path.join(serverPaths.contentDir, locale))) {
        const read = (from: string) =>
          JSON.parse(fs.readFileSync(path.join(serverPaths.contentDir, from, file), 'utf8')) as Record<string, unknown>;
        const englishKeys = new Set(keysOf(read('en')));
        expect(
          keysOf(read(locale)).filter((key) => !known(englishKeys, key)),
          `${locale}/${file}`,
        ).toEqual([]);
      }
    }
  });
});

function keysOf(texts: Record<string, unknown>, prefix = ''): string[] {
  return Object.entries(texts).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : keysOf(value as Record<string, unknown>, `${prefix}${key}.`),
  );
}
