import { afterAll, describe, expect, it } from 'vitest';
import { i18n } from './i18n';

afterAll(() => i18n.changeLanguage('en'));

describe('i18n', () => {
  it('finds the texts of a locale with a region under its lower-case code', async () => {
    i18n.addResourceBundle('pt-br', 'layout', { navigation: { home: 'Início' } }, true, true);
    await i18n.changeLanguage('pt-br');
    expect(i18n.language).toBe('pt-br');
    expect(i18n.t('layout:navigation.home')).toBe('Início');
  });

  it('picks the plural form of the locale for a count', async () => {
    const games = {
      gamesCount_one: '{count} игра',
      gamesCount_few: '{count} игры',
      gamesCount_many: '{count} игр',
      gamesCount_other: '{count} игры',
    };
    i18n.addResourceBundle('ru', 'global-components', { games }, true, true);
    await i18n.changeLanguage('ru');
    const count = (value: number) => i18n.t('global-components:games.gamesCount', { count: value });
    expect([count(1), count(3), count(25), count(1.5)]).toEqual(['1 игра', '3 игры', '25 игр', '1.5 игры']);
  });
});
