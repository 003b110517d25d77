import { describe, expect, it } from 'vitest';
import { equivalentAmount, equivalentLabel, formatEquivalent } from './equivalent-amount';

const USD = { code: 'USD', symbol: '$', subunitToUnit: 100, rate: { rate: '1' } };
const EUR = { code: 'EUR', symbol: '€', subunitToUnit: 100, rate: { rate: '1.08' } };
const INR = { code: 'INR', symbol: '₹', subunitToUnit: 100, rate: { rate: '0.0118' } };
const BTC = { code: 'BTC', symbol: '₿', subunitToUnit: 100_000_000, rate: { rate: '65000' } };

describe('equivalentAmount', () => {
  it('converts through the base currency to 2 decimals', () => {
    expect(equivalentAmount(10_000, EUR, USD)).toBe('108.00');
    expect(equivalentAmount(10_000, USD, EUR)).toBe('92.59'); // 100 / 1.08 = 92.592…
    expect(equivalentAmount(150_000, BTC, USD)).toBe('97.50'); // 1.5 mBTC at 65 000
    expect(equivalentAmount(1, BTC, USD)).toBe('0.00');
    expect(equivalentAmount(12_345, INR, USD)).toBe('1.46'); // 123.45 * 0.0118 = 1.45671
  });

  it('rounds halves up, and is exact where floating point is not', () => {
    expect(equivalentAmount(5, { ...USD, rate: { rate: '0.1' } }, USD)).toBe('0.01'); // 0.005
    expect(equivalentAmount(4, { ...USD, rate: { rate: '0.1' } }, USD)).toBe('0.00');
    // 0.1 + 0.2 style drift: 0.29 * 1 must stay 0.29
    expect(equivalentAmount(29, USD, USD)).toBe('0.29');
    expect(equivalentAmount(9_007_199_254_740_991, USD, USD)).toBe('90071992547409.91');
  });

  it('shows nothing for a rate it cannot trust', () => {
    expect(equivalentAmount(100, { ...EUR, rate: { rate: '' } }, USD)).toBeUndefined();
    expect(equivalentAmount(100, EUR, { ...USD, rate: { rate: '0' } })).toBeUndefined();
    expect(equivalentAmount(100, EUR, { ...USD, rate: { rate: '1e3' } })).toBeUndefined();
    expect(equivalentAmount(1.5, EUR, USD)).toBeUndefined();
  });
});

describe('formatEquivalent and equivalentLabel', () => {
  it('writes the locale’s separators without going through a float', () => {
    expect(formatEquivalent('1234.50', 'en')).toBe('1,234.50');
    expect(formatEquivalent('1234.50', 'de')).toBe('1.234,50');
    expect(formatEquivalent('90071992547409.91', 'en')).toBe('90,071,992,547,409.91');
    expect(formatEquivalent('0.05', 'en')).toBe('0.05');
  });

  it('labels a balance in another currency, and not in its own', () => {
    expect(equivalentLabel(10_000, EUR, USD, 'en')).toBe('≈ $108.00');
    expect(equivalentLabel(10_000, USD, USD, 'en')).toBeUndefined();
    expect(equivalentLabel(10_000, USD, undefined, 'en')).toBeUndefined();
    expect(equivalentLabel(10_000, USD, { ...EUR, symbol: '' }, 'en')).toBe('≈ 92.59 EUR');
  });
});
