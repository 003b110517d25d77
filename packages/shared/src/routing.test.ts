import { describe, expect, it } from 'vitest';
import { localizePath, LOCALE_PREFIX_PATTERN, splitLocalePath } from './routing';

describe('splitLocalePath', () => {
  it.each([
    ['/', 'en', false, '/'],
    ['/games', 'en', false, '/games'],
    ['/de', 'de', true, '/'],
    ['/de/games', 'de', true, '/games'],
    ['/pt-br/wallet/history', 'pt-br', true, '/wallet/history'],
    ['/en/games', 'en', false, '/en/games'],
    ['/xx/games', 'en', false, '/xx/games'],
    ['/DE/games', 'en', false, '/DE/games'],
  ])('reads %s as locale %s', (pathname, locale, hasPrefix, path) => {
    expect(splitLocalePath(pathname)).toEqual({ locale, hasPrefix, path });
  });
});

describe('localizePath', () => {
  it('adds the prefix for every locale but en', () => {
    expect(localizePath('/games', 'en')).toBe('/games');
    expect(localizePath('/', 'de')).toBe('/de');
    expect(localizePath('/wallet/history', 'pt-br')).toBe('/pt-br/wallet/history');
    expect(localizePath('games', 'fr')).toBe('/fr/games');
  });

  it('round-trips with splitLocalePath', () => {
    for (const path of ['/', '/games/providers', '/sport/soccer/england']) {
      expect(splitLocalePath(localizePath(path, 'es-mx')).path).toBe(path);
    }
  });
});

describe('LOCALE_PREFIX_PATTERN', () => {
  it('accepts two letters or two-hyphen-two, lowercase', () => {
    expect(['de', 'pt-br', 'en-ca'].every((prefix) => LOCALE_PREFIX_PATTERN.test(prefix))).toBe(true);
    expect(['DE', 'deu', 'pt_br', 'p', ''].some((prefix) => LOCALE_PREFIX_PATTERN.test(prefix))).toBe(false);
  });
});
