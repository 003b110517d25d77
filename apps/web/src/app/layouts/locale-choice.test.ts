import { describe, expect, it } from 'vitest';
import { localeSwitchHref } from './locale-choice';

const at = (url: string) => {
  const parsed = new URL(url, 'https://site.test');
  return { pathname: parsed.pathname, search: parsed.search, hash: parsed.hash };
};

describe('localeSwitchHref', () => {
  it('keeps the page and its query in the other language', () => {
    expect(localeSwitchHref(at('/de/games?search=x'), 'fa')).toBe('/fa/games?search=x');
  });

  it('keeps a modal opened by the query, and the hash', () => {
    expect(localeSwitchHref(at('/ru/bonuses?wallet=deposit#active'), 'de')).toBe('/de/bonuses?wallet=deposit#active');
  });

  it('drops the prefix for English, and adds one from English', () => {
    expect(localeSwitchHref(at('/pt-br/game/orbit-dice?demo=1'), 'en')).toBe('/game/orbit-dice?demo=1');
    expect(localeSwitchHref(at('/game/orbit-dice'), 'pt-br')).toBe('/pt-br/game/orbit-dice');
  });

  it('maps the home page of every locale to the locale root', () => {
    expect(localeSwitchHref(at('/de'), 'en')).toBe('/');
    expect(localeSwitchHref(at('/'), 'fa')).toBe('/fa');
    expect(localeSwitchHref(at('/?ref=mail'), 'es-mx')).toBe('/es-mx?ref=mail');
  });

  it('does not take a page that merely starts like a locale for a prefix', () => {
    expect(localeSwitchHref(at('/details/x'), 'de')).toBe('/de/details/x');
  });
});
