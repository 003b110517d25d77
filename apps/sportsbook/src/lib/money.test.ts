import { describe, expect, it } from 'vitest';
import { currencyDecimals, formatMoney, parseStake } from './money';

describe('parseStake', () => {
  it('parses major units into exact minor units, without floating point', () => {
    expect(parseStake('0.1', 100)).toEqual({ kind: 'ok', minor: 10n });
    expect(parseStake('2.5', 100)).toEqual({ kind: 'ok', minor: 250n });
    expect(parseStake('2,50', 100)).toEqual({ kind: 'ok', minor: 250n });
    expect(parseStake(' 10 ', 100)).toEqual({ kind: 'ok', minor: 1000n });
    expect(parseStake('.5', 100)).toEqual({ kind: 'ok', minor: 50n });
    expect(parseStake('1.1', 100_000_000)).toEqual({ kind: 'ok', minor: 110_000_000n });
    expect(parseStake('500', 1)).toEqual({ kind: 'ok', minor: 500n });
  });

  it('keeps amounts beyond 2^53 exact', () => {
    expect(parseStake('123456789012345.67', 100)).toEqual({ kind: 'ok', minor: 12345678901234567n });
  });

  it('accepts trailing zeros beyond the currency decimals but refuses more precision', () => {
    expect(parseStake('3.000', 100)).toEqual({ kind: 'ok', minor: 300n });
    expect(parseStake('3.001', 100)).toEqual({ kind: 'too-precise', digits: 2 });
    expect(parseStake('3.5', 1)).toEqual({ kind: 'too-precise', digits: 0 });
  });

  it('refuses anything that is not a plain positive decimal', () => {
    for (const text of ['abc', '-1', '1e3', '1.2.3', '1 000', '.', '0', '0.00', 'NaN', 'Infinity', '+5']) {
      expect(parseStake(text, 100).kind, text).toBe('invalid');
    }
    expect(parseStake('   ', 100)).toEqual({ kind: 'empty' });
  });
});

describe('money display', () => {
  it('derives the decimals from subunitToUnit', () => {
    expect(currencyDecimals(100)).toBe(2);
    expect(currencyDecimals(1)).toBe(0);
    expect(currencyDecimals(100_000_000)).toBe(8);
  });

  it('formats minor units with grouping and the currency decimals', () => {
    expect(formatMoney(123456n, { currency: 'EUR', subunitToUnit: 100 })).toBe('1,234.56 EUR');
    expect(formatMoney(5, { currency: 'EUR', subunitToUnit: 100 })).toBe('0.05 EUR');
    expect(formatMoney(1500, { currency: 'JPY', subunitToUnit: 1 })).toBe('1,500 JPY');
  });
});
