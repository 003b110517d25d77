import { describe, expect, it } from 'vitest';
import { amountText, displayUnit, formatMoney, formatMultiplierBps, parseAmount } from './money';

const EUR = { code: 'EUR', subunitToUnit: 100 };
const BTC = { code: 'BTC', subunitToUnit: 100_000_000 };
const TON = { code: 'TON', subunitToUnit: 1_000_000_000 };

describe('formatMoney', () => {
  it('shows fiat with its cents and grouping', () => {
    expect(formatMoney(123_456, EUR)).toBe('1,234.56 EUR');
    expect(formatMoney(5, EUR)).toBe('0.05 EUR');
    expect(formatMoney(0, EUR)).toBe('0.00 EUR');
  });

  it('shows BTC and ETH in milli-units', () => {
    expect(displayUnit(BTC)).toEqual({ code: 'mBTC', minorPerUnit: 100_000, fractionDigits: 5 });
    expect(formatMoney(150_000, BTC)).toBe('1.50 mBTC');
    expect(formatMoney(100_000_000, BTC)).toBe('1,000.00 mBTC');
    expect(formatMoney(123_456, BTC)).toBe('1.23456 mBTC');
    expect(formatMoney(100_000, { code: 'ETH', subunitToUnit: 100_000_000 })).toBe('1.00 mETH');
  });

  it('cuts digits instead of rounding up and never shows a negative balance', () => {
    expect(formatMoney(1_999_999_999, TON)).toBe('1.999999 TON');
    expect(formatMoney(-5, EUR)).toBe('0.00 EUR');
  });

  it('follows the locale for separators', () => {
    expect(formatMoney(123_456, EUR, 'de-DE')).toBe('1.234,56 EUR');
  });
});

describe('parseAmount and amountText', () => {
  const eur = displayUnit(EUR);
  const mbtc = displayUnit(BTC);

  it('parses typed text exactly, in the display unit', () => {
    expect(parseAmount('0.1', eur)).toEqual({ kind: 'ok', minor: 10 });
    expect(parseAmount('12,5', eur)).toEqual({ kind: 'ok', minor: 1250 });
    expect(parseAmount('1.5', mbtc)).toEqual({ kind: 'ok', minor: 150_000 });
    expect(parseAmount('.25', eur)).toEqual({ kind: 'ok', minor: 25 });
  });

  it('refuses what is not an amount', () => {
    expect(parseAmount('', eur).kind).toBe('empty');
    expect(parseAmount('-1', eur).kind).toBe('invalid');
    expect(parseAmount('1e3', eur).kind).toBe('invalid');
    expect(parseAmount('.', eur).kind).toBe('invalid');
    expect(parseAmount('0.001', eur)).toEqual({ kind: 'too-precise', fractionDigits: 2 });
    expect(parseAmount('99999999999999999', eur).kind).toBe('too-large');
  });

  it('writes minor units back as field text', () => {
    expect(amountText(150_000, mbtc)).toBe('1.5');
    expect(amountText(100, eur)).toBe('1');
    expect(amountText(1_05, eur)).toBe('1.05');
  });
});

describe('formatMultiplierBps', () => {
  it('shows up to four decimals', () => {
    expect(formatMultiplierBps(19_800)).toBe('x1.98');
    expect(formatMultiplierBps(10_312)).toBe('x1.0312');
    expect(formatMultiplierBps(20_000)).toBe('x2');
    expect(formatMultiplierBps(0)).toBe('x0');
  });
});
