import { describe, expect, it } from 'vitest';
import { amountText, amountUnitOf, fractionDigitsOf, parseAmount, wholeUnitText } from './amount-units';

const USD = { code: 'USD', subunitToUnit: 100 };
const BTC = { code: 'BTC', subunitToUnit: 100_000_000, type: 'crypto' as const };
const USDT = { code: 'USDT', subunitToUnit: 1_000_000, type: 'crypto' as const };
const JPY = { code: 'JPY', subunitToUnit: 1 };

describe('parseAmount', () => {
  it('turns typed units into exact minor units', () => {
    expect(parseAmount('0.1', 100)).toEqual({ kind: 'ok', minor: 10 });
    expect(parseAmount('0.29', 100)).toEqual({ kind: 'ok', minor: 29 });
    expect(parseAmount('1234.56', 100)).toEqual({ kind: 'ok', minor: 123_456 });
    expect(parseAmount('10', 100)).toEqual({ kind: 'ok', minor: 1000 });
    expect(parseAmount('.5', 100)).toEqual({ kind: 'ok', minor: 50 });
    expect(parseAmount('5.', 100)).toEqual({ kind: 'ok', minor: 500 });
  });

  it('reads BTC and ETH in milli-units: 1.5 mBTC is 150 000 satoshi', () => {
    const unit = amountUnitOf(BTC);
    expect(unit).toEqual({ code: 'mBTC', minorPerUnit: 100_000, fractionDigits: 5 });
    expect(parseAmount('1.5', unit.minorPerUnit)).toEqual({ kind: 'ok', minor: 150_000 });
    expect(parseAmount('0.00001', unit.minorPerUnit)).toEqual({ kind: 'ok', minor: 1 });
    expect(parseAmount('2.123456', amountUnitOf(USDT).minorPerUnit)).toEqual({ kind: 'ok', minor: 2_123_456 });
  });

  it('refuses more decimals than the unit allows, but not trailing zeros', () => {
    expect(parseAmount('0.001', 100)).toEqual({ kind: 'too-precise', fractionDigits: 2 });
    expect(parseAmount('0.000001', 100_000)).toEqual({ kind: 'too-precise', fractionDigits: 5 });
    expect(parseAmount('1.5', 1)).toEqual({ kind: 'too-precise', fractionDigits: 0 });
    expect(parseAmount('1.500', 100)).toEqual({ kind: 'ok', minor: 150 });
  });

  it('refuses what is not a plain positive decimal', () => {
    for (const text of ['-5', '1e3', '1.2.3', 'abc', '.', '1,5', '+1', 'Infinity', '0x10'])
      expect(parseAmount(text, 100).kind).toBe('invalid');
    expect(parseAmount('', 100)).toEqual({ kind: 'empty' });
    expect(parseAmount('   ', 100)).toEqual({ kind: 'empty' });
    expect(parseAmount('0', 100)).toEqual({ kind: 'ok', minor: 0 });
  });

  it('refuses amounts beyond an exact JSON number', () => {
    expect(parseAmount('90071992547409.92', 100)).toEqual({ kind: 'too-large' });
    expect(parseAmount('99999999999999999999', 100)).toEqual({ kind: 'too-large' });
    expect(parseAmount('90071992547409.91', 100)).toEqual({ kind: 'ok', minor: 9_007_199_254_740_991 });
  });
});

describe('amountText', () => {
  it('writes minor units back as the canonical text the amount field shows', () => {
    expect(amountText(10, 100)).toBe('0.1');
    expect(amountText(123_456, 100)).toBe('1234.56');
    expect(amountText(150_000, 100_000)).toBe('1.5');
    expect(amountText(1000, 100)).toBe('10');
    expect(amountText(1500, 1)).toBe('1500');
    expect(amountText(0, 100)).toBe('0');
  });

  it('round-trips with parseAmount', () => {
    for (const minor of [1, 9, 10, 99, 100, 101, 123_456_789, 9_007_199_254_740_991]) {
      expect(parseAmount(amountText(minor, 100_000), 100_000)).toEqual({ kind: 'ok', minor });
    }
  });

  it('writes whole units for what a wallet app sends', () => {
    expect(wholeUnitText(150_000, BTC)).toBe('0.0015');
    expect(wholeUnitText(2500, USD)).toBe('25');
    expect(fractionDigitsOf(JPY.subunitToUnit)).toBe(0);
  });
});
