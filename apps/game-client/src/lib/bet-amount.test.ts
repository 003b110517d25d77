import { describe, expect, it } from 'vitest';
import { checkBet, clampBet, doubleBet, halveBet } from './bet-amount';
import { displayUnit } from './money';

const limits = { minBet: 10, maxBet: 10_000 };
const EUR = { code: 'EUR', subunitToUnit: 100 };

describe('bet buttons', () => {
  it('halves in minor units, floored, never under the minimum', () => {
    expect(halveBet(101, limits)).toBe(50);
    expect(halveBet(15, limits)).toBe(10);
    expect(halveBet(10, limits)).toBe(10);
  });

  it('doubles up to the maximum and the balance', () => {
    expect(doubleBet(100, limits, 1_000_000)).toBe(200);
    expect(doubleBet(6_000, limits, 1_000_000)).toBe(10_000);
    expect(doubleBet(300, limits, 500)).toBe(500);
  });

  it('ignores the balance when it cannot cover even the minimum', () => {
    expect(doubleBet(100, limits, 5)).toBe(200);
  });

  it('clamps typed amounts into the limits', () => {
    expect(clampBet(1, limits)).toBe(10);
    expect(clampBet(99_999, limits)).toBe(10_000);
    expect(clampBet(55.7, limits)).toBe(55);
  });
});

describe('checkBet', () => {
  const unit = displayUnit(EUR);

  it('accepts a bet within the limits and the balance', () => {
    expect(checkBet('1.50', unit, EUR, limits, 1_000)).toEqual({ ok: true, minor: 150 });
  });

  it('explains what is wrong with a bad bet', () => {
    expect(checkBet('', unit, EUR, limits, 1_000)).toMatchObject({ ok: false, message: 'Enter a bet.' });
    expect(checkBet('0.05', unit, EUR, limits, 1_000)).toMatchObject({
      ok: false,
      message: 'The least you can bet is 0.10 EUR.',
    });
    expect(checkBet('101', unit, EUR, limits, 100_000)).toMatchObject({
      ok: false,
      message: 'The most you can bet is 100.00 EUR.',
    });
    expect(checkBet('5', unit, EUR, limits, 100)).toMatchObject({
      ok: false,
      message: 'Not enough balance for this bet.',
    });
    expect(checkBet('1.234', unit, EUR, limits, 1_000)).toMatchObject({
      ok: false,
      message: 'At most 2 decimals in EUR.',
    });
  });
});
