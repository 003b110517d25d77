import { describe, expect, it } from 'vitest';
import { formatPrice, normaliseOddsFormat, priceMove } from './odds-display';

const twoAndAHalf = { numerator: 5, denominator: 2 };

describe('formatPrice', () => {
  it('shows the price in the chosen format', () => {
    expect(formatPrice(twoAndAHalf, 'decimal')).toBe('2.50');
    expect(formatPrice(twoAndAHalf, 'fractional')).toBe('6/4');
    expect(formatPrice(twoAndAHalf, 'american')).toBe('+150');
    expect(formatPrice({ numerator: 4, denominator: 3 }, 'american')).toBe('-300');
  });

  it('falls back to decimal for an unknown format', () => {
    expect(normaliseOddsFormat('hongkong')).toBe('decimal');
    expect(normaliseOddsFormat(undefined)).toBe('decimal');
    expect(formatPrice(twoAndAHalf, 'hongkong')).toBe('2.50');
  });

  it('formats combined (bigint) odds too, rounding down', () => {
    expect(formatPrice({ numerator: 1001n, denominator: 400n }, 'decimal')).toBe('2.50');
  });
});

describe('priceMove', () => {
  it('compares exactly', () => {
    expect(priceMove({ numerator: 2, denominator: 1 }, { numerator: 21, denominator: 10 })).toBe('up');
    expect(priceMove({ numerator: 2, denominator: 1 }, { numerator: 19, denominator: 10 })).toBe('down');
    expect(priceMove({ numerator: 2, denominator: 1 }, { numerator: 4, denominator: 2 })).toBeNull();
  });
});
