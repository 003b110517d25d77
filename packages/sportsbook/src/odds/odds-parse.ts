import { SportsbookError } from '../errors';
import type { Odds } from './odds';
import { odds } from './odds';
import type { OddsFormat } from './odds-format';

/** Longest price a player may type (decimal 10 000): beyond it the input is surely a mistake. */
export const MAX_INPUT_DECIMAL_ODDS = 10_000;
/** Typed text longer than this is refused before any work is done on it. */
const MAX_INPUT_LENGTH = 24;

function refuse(input: string, expected: string): never {
  throw new SportsbookError('invalid_odds_input', `"${input.slice(0, MAX_INPUT_LENGTH)}" is not ${expected}`, 'odds');
}

/** Trims, bounds the length and unifies the minus sign, so the patterns below stay simple. */
function normalise(input: unknown): string {
  if (typeof input !== 'string') refuse(String(input), 'text');
  if (input.length > MAX_INPUT_LENGTH * 2) refuse(input, 'a price of reasonable length');
  const text = input.trim().replace(/\u2212/g, '-');
  if (text.length === 0 || text.length > MAX_INPUT_LENGTH) refuse(input, 'a price');
  return text;
}

/** A price a player may be offered or type: above 1 and at most MAX_INPUT_DECIMAL_ODDS. */
function boundedPrice(input: string, numerator: number, denominator: number): Odds {
  if (numerator <= denominator) refuse(input, 'a price above 1 (decimal)');
  if (numerator > MAX_INPUT_DECIMAL_ODDS * denominator)
    refuse(input, `a price up to ${MAX_INPUT_DECIMAL_ODDS} (decimal)`);
  return odds(numerator, denominator);
}

/** "2.5", "2,50", "13": digits only (no exponent, sign, NaN or Infinity), at most 4 decimals. */
export function parseDecimalOdds(input: string): Odds {
  const text = normalise(input);
  const match = /^(\d{1,5})(?:[.,](\d{1,4}))?$/.exec(text);
  if (!match) return refuse(input, 'decimal odds such as 2.50');
  const decimals = match[2] ?? '';
  const denominator = 10 ** decimals.length;
  return boundedPrice(input, Number(match[1]) * denominator + Number(decimals || '0'), denominator);
}

/** "5/2", "11/10", "1/4", "evens"/"evs": the profit over the stake. */
export function parseFractionalOdds(input: string): Odds {
  const text = normalise(input).toLowerCase();
  if (text === 'evens' || text === 'evs' || text === 'even') return odds(2, 1);
  const match = /^(\d{1,5})\s*\/\s*(\d{1,5})$/.exec(text);
  if (!match) return refuse(input, 'fractional odds such as 5/2');
  const profitNumerator = Number(match[1]);
  const profitDenominator = Number(match[2]);
  if (profitNumerator === 0 || profitDenominator === 0) return refuse(input, 'fractional odds with non-zero terms');
  return boundedPrice(input, profitNumerator + profitDenominator, profitDenominator);
}

/** "+150", "150", "-200" (a Unicode minus too): a whole number of at least 100 in size. */
export function parseAmericanOdds(input: string): Odds {
  const text = normalise(input);
  const match = /^([+-]?)(\d{3,7})$/.exec(text);
  if (!match) return refuse(input, 'American odds such as +150 or -200');
  const magnitude = Number(match[2]);
  if (magnitude < 100) return refuse(input, 'American odds of at least 100 in size');
  // +150 wins 150 per 100 staked: decimal (150 + 100) / 100. -200 stakes 200 to win 100: (200 + 100) / 200.
  if (match[1] === '-') return boundedPrice(input, magnitude + 100, magnitude);
  return boundedPrice(input, magnitude + 100, 100);
}

export function parseOdds(input: string, format: OddsFormat): Odds {
  switch (format) {
    case 'decimal':
      return parseDecimalOdds(input);
    case 'fractional':
      return parseFractionalOdds(input);
    case 'american':
      return parseAmericanOdds(input);
    default:
      throw new SportsbookError('invalid_odds_input', `unknown odds format "${String(format)}"`, 'format');
  }
}
