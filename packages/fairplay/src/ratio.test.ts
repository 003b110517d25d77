import { describe, expect, it } from 'vitest';
import { fromBasisPoints, payoutMinor, ratio, ratioToNumber, toBasisPoints } from './ratio';

describe('payout amounts', () => {
  it('pays stake x multiplier, floored to the minor unit', () => {
    expect(payoutMinor(1_000n, fromBasisPoints(19_800))).toBe(1_980n);
    expect(payoutMinor(333n, fromBasisPoints(19_800))).toBe(659n); // 659.34 floored
    expect(payoutMinor(7n, ratio(4, 3))).toBe(9n); // 9.33 floored
    expect(payoutMinor(5n, ratio(0, 1))).toBe(0n);
  });

  it('keeps every digit of large crypto amounts (beyond 2^53)', () => {
    const stake = 123_456_789_012_345_678_901n;
    expect(payoutMinor(stake, fromBasisPoints(10_000_000_000))).toBe(stake * 1_000_000n);
  });

  it('refuses a negative stake and a malformed multiplier', () => {
    expect(() => payoutMinor(-1n, fromBasisPoints(10_000))).toThrow(
      expect.objectContaining({ code: 'invalid_amount' }),
    );
    expect(() => payoutMinor(1n, { numerator: 1.5, denominator: 1 })).toThrow(
      expect.objectContaining({ code: 'invalid_amount' }),
    );
    expect(() => ratio(1, 0)).toThrow(expect.objectContaining({ code: 'invalid_amount' }));
  });

  it('shows a multiplier as a number and in basis points', () => {
    expect(ratioToNumber(ratio(3, 2))).toBe(1.5);
    expect(toBasisPoints(ratio(4, 3))).toBe(13_333);
  });
});
