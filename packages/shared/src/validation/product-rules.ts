import type { MinParams } from './rule-types';
import { optional } from './rule-types';
import { isNoLike, isYesLike } from './presence-rules';
import { characterCount, toText } from './value-checks';

/**
 * The product's own validators of SPEC.md section 5 (phone and CPF live in their own files).
 * Each passes when the value is empty.
 */

/** Exactly two uppercase letters: 'BR'. */
export const countryCode = optional((value: unknown) => /^[A-Z]{2}$/.test(toText(value)));

/** Exactly two lowercase letters: 'pt'. */
export const languageCode = optional((value: unknown) => /^[a-z]{2}$/.test(toText(value)));

/** One of yes, on, 1, true. */
export const yesLike = optional(isYesLike);

/** One of no, off, 0, false. */
export const noLike = optional(isNoLike);

/** Exactly two words separated by white space, each at least `min` characters long. */
export const twoWords = optional((value: unknown, { min }: MinParams) => {
  const words = toText(value).trim().split(/\s+/);
  return words.length === 2 && words.every((word) => characterCount(word) >= min);
});

/** Letters (any script), digits, underscore and hyphen; the length is a separate rule. */
export const nickname = optional((value: unknown) => /^[\p{L}\p{M}0-9_-]+$/u.test(toText(value)));
