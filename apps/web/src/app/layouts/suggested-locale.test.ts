import { describe, expect, it } from 'vitest';
import { siteLocaleOf, suggestedLocale } from './suggested-locale';

describe('siteLocaleOf', () => {
  it.each([
    ['pt-BR', 'pt-br'],
    ['pt-PT', 'pt'],
    ['pt', 'pt'],
    ['es-MX', 'es-mx'],
    ['es-AR', 'es'],
    ['es-419', 'es'],
    ['sv', 'se'],
    ['sv-SE', 'se'],
    ['nb', 'nb'],
    ['no', 'nb'],
    ['nn-NO', 'nb'],
    ['en-CA', 'en-ca'],
    ['en-US', 'en'],
    ['en-GB', 'en'],
    ['en', 'en'],
    ['de-AT', 'de'],
    ['fr-CA', 'fr'],
    ['fa-IR', 'fa'],
    ['uz-Latn-UZ', 'uz'],
    ['kk_KZ', 'kk'],
    ['RU', 'ru'],
  ])('%s -> %s', (tag, locale) => {
    expect(siteLocaleOf(tag)).toBe(locale);
  });

  it.each(['se', 'se-NO', 'ja-JP', 'zh-Hans-CN', '', '*', 'x-klingon', '12'])('%s has no site locale', (tag) => {
    expect(siteLocaleOf(tag)).toBeUndefined();
  });
});

describe('suggestedLocale', () => {
  it('suggests the first browser language the site has when it differs from the page', () => {
    expect(suggestedLocale(['pt-BR', 'pt', 'en'], 'en')).toBe('pt-br');
    expect(suggestedLocale(['ja', 'de-DE', 'en'], 'en')).toBe('de');
  });

  it('suggests nothing when the preferred site language is the one shown', () => {
    expect(suggestedLocale(['de-DE', 'en'], 'de')).toBeUndefined();
    expect(suggestedLocale(['en-US', 'de'], 'en')).toBeUndefined();
  });

  it('suggests English on a German page to a browser that prefers English', () => {
    expect(suggestedLocale(['en-US', 'de'], 'de')).toBe('en');
  });

  it('suggests nothing when no browser language is a site language', () => {
    expect(suggestedLocale(['ja', 'zh-CN'], 'en')).toBeUndefined();
    expect(suggestedLocale([], 'fa')).toBeUndefined();
  });
});
