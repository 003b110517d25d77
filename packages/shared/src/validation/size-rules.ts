import type { MaxParams, MinParams, RangeParams } from './rule-types';
import { optional } from './rule-types';
import { lengthOf, toFiniteNumber } from './value-checks';

/**
 * Length rules count characters of text (code points) or items of a list; value rules read a number
 * or numeric text, and fail on anything that is not one. Each passes when the value is empty.
 */

export const minLength = optional((value: unknown, { min }: MinParams) => lengthOf(value) >= min);

export const maxLength = optional((value: unknown, { max }: MaxParams) => lengthOf(value) <= max);

export const betweenLength = optional((value: unknown, { min, max }: RangeParams) => {
  const length = lengthOf(value);
  return length >= min && length <= max;
});

export const minValue = optional((value: unknown, { min }: MinParams) => {
  const number = toFiniteNumber(value);
  return number !== undefined && number >= min;
});

export const maxValue = optional((value: unknown, { max }: MaxParams) => {
  const number = toFiniteNumber(value);
  return number !== undefined && number <= max;
});

export const betweenValue = optional((value: unknown, { min, max }: RangeParams) => {
  const number = toFiniteNumber(value);
  return number !== undefined && number >= min && number <= max;
});
