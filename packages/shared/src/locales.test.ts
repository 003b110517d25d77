import { describe, expect, it } from 'vitest';
import { intlLocaleOf, LOCALE_CODES } from './locales';

describe('intlLocaleOf', () => {
  it('serves se as Swedish, whose plural rules are not those of Northern Sami', () => {
    expect(intlLocaleOf('se')).toBe('sv');
    expect(new Intl.PluralRules(intlLocaleOf('se')).resolvedOptions().pluralCategories).toEqual(['one', 'other']);
    expect(new Intl.PluralRules('se').resolvedOptions().pluralCategories).toContain('two');
  });

  it('writes the region of a regional locale in upper case', () => {
    expect(intlLocaleOf('pt-br')).toBe('pt-BR');
    expect(intlLocaleOf('es-mx')).toBe('es-MX');
    expect(intlLocaleOf('en-ca')).toBe('en-CA');
    expect(intlLocaleOf('ru')).toBe('ru');
  });

  it('gives every site locale a tag Intl knows', () => {
    for (const code of LOCALE_CODES) {
      const tag = intlLocaleOf(code);
      expect(Intl.NumberFormat.supportedLocalesOf([tag]), code).toEqual([tag]);
    }
  });
});
