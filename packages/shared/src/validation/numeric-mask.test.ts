import { describe, expect, it } from 'vitest';
import { applyNumericMask, formatNumeric, numberSeparators, unmaskNumeric } from './numeric-mask';

describe('numberSeparators', () => {
  it('reads the decimal and group separators of a locale from Intl', () => {
    expect(numberSeparators('en')).toEqual({ decimal: '.', group: ',' });
    expect(numberSeparators('de')).toEqual({ decimal: ',', group: '.' });
    expect(numberSeparators('pt-BR').decimal).toBe(',');
    expect(numberSeparators().decimal).toBe('.');
  });
});

describe('applyNumericMask', () => {
  it('groups the integer part by the locale', () => {
    expect(applyNumericMask('1234567')).toBe('1,234,567');
    expect(applyNumericMask('1234567', { locale: 'de' })).toBe('1.234.567');
    expect(applyNumericMask('1234567', { locale: 'en-IN' })).toBe('12,34,567');
    expect(applyNumericMask('1234567', { grouping: false })).toBe('1234567');
  });

  it('limits fraction digits and refuses a fraction when none is allowed', () => {
    expect(applyNumericMask('1234.5678', { fractionDigits: 2 })).toBe('1,234.56');
    expect(applyNumericMask('1234.5678')).toBe('12,345,678');
    expect(applyNumericMask('1234,5', { fractionDigits: 2, locale: 'de' })).toBe('1.234,5');
  });

  it("keeps a typed decimal separator so typing can go on, and takes '.' where '.' does not group", () => {
    expect(applyNumericMask('12.', { fractionDigits: 2 })).toBe('12.');
    expect(applyNumericMask('.5', { fractionDigits: 2 })).toBe('0.5');
    expect(applyNumericMask('12.5', { fractionDigits: 2, locale: 'fr' })).toBe(`12${numberSeparators('fr').decimal}5`);
    expect(applyNumericMask('1.234', { fractionDigits: 2, locale: 'de' })).toBe('1.234');
  });

  it('takes its own output unchanged', () => {
    for (const locale of ['en', 'de', 'fr', 'ru', 'pt-BR']) {
      const options = { fractionDigits: 2, locale };
      const masked = applyNumericMask('9876543.21', options);
      expect(applyNumericMask(masked, options)).toBe(masked);
    }
  });

  it('keeps a leading minus unless unsigned, and drops letters and leading zeros', () => {
    expect(applyNumericMask('-1500')).toBe('-1,500');
    expect(applyNumericMask('-')).toBe('-');
    expect(applyNumericMask('-1500', { unsigned: true })).toBe('1,500');
    expect(applyNumericMask('abc0012x3')).toBe('123');
    expect(applyNumericMask('')).toBe('');
  });
});

describe('unmaskNumeric', () => {
  it('gives canonical text, exact for long numbers', () => {
    expect(unmaskNumeric('1,234,567.89', { fractionDigits: 2 })).toBe('1234567.89');
    expect(unmaskNumeric('1.234.567,89', { fractionDigits: 2, locale: 'de' })).toBe('1234567.89');
    expect(unmaskNumeric('-12', {})).toBe('-12');
    expect(unmaskNumeric('-12', { unsigned: true })).toBe('12');
    expect(unmaskNumeric('123,456,789,012,345,678,901')).toBe('123456789012345678901');
  });

  it('gives an empty text when no digit was typed, and no sign on zero', () => {
    expect(unmaskNumeric('')).toBe('');
    expect(unmaskNumeric('-')).toBe('');
    expect(unmaskNumeric('12.', { fractionDigits: 2 })).toBe('12');
    expect(unmaskNumeric('.5', { fractionDigits: 2 })).toBe('0.5');
    expect(unmaskNumeric('-0.00', { fractionDigits: 2 })).toBe('0.00');
  });
});

describe('formatNumeric', () => {
  it('shows a canonical number in the locale, the inverse of unmaskNumeric', () => {
    expect(formatNumeric('1234.5', { fractionDigits: 2, locale: 'de' })).toBe('1.234,5');
    expect(formatNumeric('1234.5', { fractionDigits: 2 })).toBe('1,234.5');
    expect(formatNumeric('-1234567.891', { fractionDigits: 2 })).toBe('-1,234,567.89');
    expect(formatNumeric('1234.99')).toBe('1,234');
    expect(formatNumeric('')).toBe('');
    for (const locale of ['en', 'de', 'fr', 'pt-BR']) {
      const options = { fractionDigits: 2, locale };
      expect(unmaskNumeric(formatNumeric('9876543.21', options), options)).toBe('9876543.21');
    }
  });
});
