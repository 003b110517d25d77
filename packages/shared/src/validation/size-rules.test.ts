import { describe, expect, it } from 'vitest';
import { betweenLength, betweenValue, maxLength, maxValue, minLength, minValue } from './size-rules';

describe('length rules', () => {
  it('count characters as a player does (an emoji is one)', () => {
    expect(minLength('abcdefgh', { min: 8 })).toBe(true);
    expect(minLength('abcdefg', { min: 8 })).toBe(false);
    expect(maxLength('😀😀', { max: 2 })).toBe(true);
    expect(maxLength('abc', { max: 2 })).toBe(false);
    expect(betweenLength('abc', { min: 3, max: 24 })).toBe(true);
    expect(betweenLength('ab', { min: 3, max: 24 })).toBe(false);
    expect(betweenLength('a'.repeat(25), { min: 3, max: 24 })).toBe(false);
  });

  it('count the items of a list', () => {
    expect(minLength(['a', 'b'], { min: 2 })).toBe(true);
    expect(maxLength(['a', 'b', 'c'], { max: 2 })).toBe(false);
  });

  it('pass an empty value', () => {
    expect(minLength('', { min: 8 })).toBe(true);
    expect(betweenLength(undefined, { min: 3, max: 4 })).toBe(true);
  });
});

describe('value rules', () => {
  it('compare numbers and numeric text', () => {
    expect(minValue('10', { min: 10 })).toBe(true);
    expect(minValue(9.99, { min: 10 })).toBe(false);
    expect(maxValue('-1', { max: 0 })).toBe(true);
    expect(maxValue('0.01', { max: 0 })).toBe(false);
    expect(betweenValue(5, { min: 1, max: 5 })).toBe(true);
    expect(betweenValue('5.5', { min: 1, max: 5 })).toBe(false);
    expect(betweenValue('0', { min: 1, max: 5 })).toBe(false);
  });

  it('fail what is not a number', () => {
    expect(minValue('abc', { min: 0 })).toBe(false);
    expect(maxValue('1 000', { max: 5000 })).toBe(false);
    expect(betweenValue('0x10', { min: 0, max: 100 })).toBe(false);
    expect(minValue(Number.NaN, { min: 0 })).toBe(false);
  });

  it('pass an empty value', () => {
    expect(minValue('', { min: 1 })).toBe(true);
    expect(maxValue(null, { max: 1 })).toBe(true);
    expect(betweenValue(undefined, { min: 1, max: 2 })).toBe(true);
  });
});
