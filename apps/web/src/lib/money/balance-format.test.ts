import { describe, expect, it } from 'vitest';
import { displayUnit, formatBalance, moneyText } from './balance-format';

const EUR = { code: 'EUR', subunitToUnit: 100, type: 'fiat' as const };
const BTC = { code: 'BTC', subunitToUnit: 100_000_000, type: 'crypto' as const };
const USDT = { code: 'USDT', subunitToUnit: 1_000_000, type: 'crypto' as const };
const JPY = { code: 'JPY', subunitToUnit: 1, type: 'fiat' as const };

describe('formatBalance', () => {
  it('shows fiat with all its minor digits', () => {
    expect(formatBalance(123456, EUR, 'en')).toEqual({ amount: '1,234.56', code: 'EUR' });
    expect(formatBalance(0, EUR, 'en')).toEqual({ amount: '0.00', code: 'EUR' });
    expect(formatBalance(5, EUR, 'de')).toEqual({ amount: '0,05', code: 'EUR' });
    expect(formatBalance(1500, JPY, 'en')).toEqual({ amount: '1,500', code: 'JPY' });
  });

  it('shows BTC and ETH in milli-units', () => {
    expect(displayUnit(BTC)).toEqual({ code: 'mBTC', minorPerUnit: 100_000 });
    // 0.015 BTC = 15 mBTC
    expect(formatBalance(1_500_000, BTC, 'en')).toEqual({ amount: '15.00', code: 'mBTC' });
    expect(formatBalance(123_456, BTC, 'en')).toEqual({ amount: '1.23456', code: 'mBTC' });
  });

  it('cuts digits instead of rounding up', () => {
    expect(formatBalance(1_999_999, USDT, 'en')).toEqual({ amount: '1.999999', code: 'USDT' });
    expect(formatBalance(2_500_000, USDT, 'en')).toEqual({ amount: '2.50', code: 'USDT' });
    expect(formatBalance(99, EUR, 'en')).toEqual({ amount: '0.99', code: 'EUR' });
  });

  it('never shows a negative or fractional minor amount', () => {
    expect(formatBalance(-5, EUR, 'en')).toEqual({ amount: '0.00', code: 'EUR' });
    expect(formatBalance(12.7, EUR, 'en')).toEqual({ amount: '0.12', code: 'EUR' });
  });
});

describe('moneyText', () => {
  it('writes the amount, then its code', () => {
    expect(moneyText('50.00', 'EUR', 'de')).toBe('50.00 EUR');
  });

  it('isolates it left to right in a right-to-left locale, so the code stays after the number', () => {
    expect(moneyText('۵۰٫۰۰', 'EUR', 'fa')).toBe('\u2066۵۰٫۰۰ EUR\u2069');
  });
});
