import { describe, expect, it } from 'vitest';
import { diceChancePercent, diceTargetBounds } from '../dice/dice-game';
import { climbValue, normalizeLimboTarget } from './limbo-game';

describe('limbo target', () => {
  it('rounds to hundredths and stays within x1.01 to x1 000 000', () => {
    expect(normalizeLimboTarget('2.345')).toBe(2.35);
    expect(normalizeLimboTarget('1')).toBe(1.01);
    expect(normalizeLimboTarget('5000000')).toBe(1_000_000);
    expect(normalizeLimboTarget('3,5')).toBe(3.5);
    expect(normalizeLimboTarget('abc')).toBeNull();
  });

  it('climbs from x1 to the crash point', () => {
    expect(climbValue(50, 0)).toBe(1);
    expect(climbValue(50, 1)).toBeCloseTo(50);
    expect(climbValue(50, 0.5)).toBeGreaterThan(1);
  });
});

describe('dice target', () => {
  it('keeps the win chance within 0.01% and 98%', () => {
    expect(diceTargetBounds('over')).toEqual({ min: 2, max: 99.99 });
    expect(diceTargetBounds('under')).toEqual({ min: 0.01, max: 98 });
    expect(diceChancePercent({ target: 50.5, condition: 'over' })).toBeCloseTo(49.5);
    expect(diceChancePercent({ target: 25, condition: 'under' })).toBe(25);
  });
});
