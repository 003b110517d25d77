import { FairplayError } from '../../errors';
import { pickIndex, type FloatReader } from '../../rng/floats';
import { ratio, type Ratio } from '../../ratio';
import { expectInteger, expectOneOf, expectRecord } from '../params';
import {
  INSIDE_BET_TYPES,
  isLegalInsideBet,
  pocketColor,
  ROULETTE_POCKETS,
  RED_NUMBERS,
  type InsideBetType,
  type PocketColor,
} from './roulette-layout';

/**
 * European roulette: pocket = floor(f * 37). A bet covering k numbers returns 36 / k times its
 * amount (stake included) when the pocket is one of them: 35:1, 17:1, 11:1, 8:1, 5:1, 2:1, 1:1.
 * Every bet therefore returns 36/37 = 97.30%, the house keeping the zero.
 */
export const ROULETTE_RTP = 36 / 37;
export const ROULETTE_HOUSE_EDGE = 1 - ROULETTE_RTP;
/** A bet slip covering every spot of the layout once has about 160 bets; 200 leaves room. */
export const ROULETTE_MAX_BETS = 200;
/** Every covered number returns 36 per unit spread over it. */
const RETURN_PER_COVERED_SET = 36;

export const OUTSIDE_BET_TYPES = ['dozen', 'column', 'red', 'black', 'odd', 'even', 'low', 'high'] as const;
export type OutsideBetType = (typeof OUTSIDE_BET_TYPES)[number];
export const ROULETTE_BET_TYPES = [...INSIDE_BET_TYPES, ...OUTSIDE_BET_TYPES] as const;
export type RouletteBetType = (typeof ROULETTE_BET_TYPES)[number];

/**
 * One chip on the layout. `amount` is a positive integer in any unit the caller chooses (minor
 * units on the server): the outcome's returns are in the same unit, exactly.
 */
export type RouletteBet =
  | { readonly type: InsideBetType; readonly numbers: readonly number[]; readonly amount: number }
  | { readonly type: 'dozen' | 'column'; readonly index: 1 | 2 | 3; readonly amount: number }
  | { readonly type: Exclude<OutsideBetType, 'dozen' | 'column'>; readonly amount: number };

export interface RouletteParams {
  readonly bets: readonly RouletteBet[];
}

export interface RouletteBetResult {
  readonly won: boolean;
  /** What the bet returns, stake included, in the bet's unit (0 when lost). */
  readonly returned: number;
}

export interface RouletteOutcome {
  readonly pocket: number;
  readonly color: PocketColor;
  readonly bets: readonly RouletteBetResult[];
  readonly totalStake: number;
  readonly totalReturn: number;
  /** totalReturn / totalStake, exact. */
  readonly multiplier: Ratio;
}

/** Whether a bet covers a pocket: a direct test, as settling runs in the million-round benchmark. */
export function betCovers(bet: RouletteBet, pocket: number): boolean {
  if (
    bet.type === 'straight' ||
    bet.type === 'split' ||
    bet.type === 'street' ||
    bet.type === 'corner' ||
    bet.type === 'line'
  ) {
    return bet.numbers.includes(pocket);
  }
  if (pocket === 0) return false; // zero is no outside bet's
  switch (bet.type) {
    case 'dozen':
      return Math.ceil(pocket / 12) === bet.index;
    case 'column':
      return ((pocket - 1) % 3) + 1 === bet.index;
    case 'red':
      return RED_NUMBERS.has(pocket);
    case 'black':
      return !RED_NUMBERS.has(pocket);
    case 'odd':
      return pocket % 2 === 1;
    case 'even':
      return pocket % 2 === 0;
    case 'low':
      return pocket <= 18;
    case 'high':
      return pocket > 18;
  }
}

/** The numbers a bet covers, for the client to highlight. */
export function coveredNumbers(bet: RouletteBet): number[] {
  return Array.from({ length: ROULETTE_POCKETS }, (_, pocket) => pocket).filter((pocket) => betCovers(bet, pocket));
}

/** How many numbers a bet covers: 1, 2, 3, 4 or 6 inside; 12 for dozens and columns; 18 for the even chances. */
function coverage(bet: RouletteBet): number {
  if ('numbers' in bet) return bet.numbers.length;
  return bet.type === 'dozen' || bet.type === 'column' ? 12 : 18;
}

function parseBet(input: unknown, field: string): RouletteBet {
  const record = expectRecord(input, field);
  const type = expectOneOf(record.type, ROULETTE_BET_TYPES, `${field}.type`, 'roulette_bet_invalid');
  const amount = expectInteger(record.amount, 1, Number.MAX_SAFE_INTEGER, `${field}.amount`, 'invalid_amount');
  if (type === 'dozen' || type === 'column') {
    const index = expectInteger(record.index, 1, 3, `${field}.index`, 'roulette_bet_invalid') as 1 | 2 | 3;
    return { type, index, amount };
  }
  if (!(INSIDE_BET_TYPES as readonly string[]).includes(type))
    return { type: type as Exclude<OutsideBetType, 'dozen' | 'column'>, amount };
  const insideType = type as InsideBetType;
  const numbers = record.numbers;
  if (
    !Array.isArray(numbers) ||
    !numbers.every((n) => Number.isInteger(n)) ||
    !isLegalInsideBet(insideType, numbers as number[])
  ) {
    throw new FairplayError(
      'roulette_bet_invalid',
      `${field}.numbers is not a ${type} on the layout`,
      `${field}.numbers`,
    );
  }
  return { type: insideType, numbers: [...(numbers as number[])].sort((a, b) => a - b), amount };
}

export function parseRouletteParams(input: unknown): RouletteParams {
  const bets = expectRecord(input).bets;
  if (!Array.isArray(bets) || bets.length === 0 || bets.length > ROULETTE_MAX_BETS) {
    throw new FairplayError('roulette_bet_invalid', `bets is a list of 1 to ${ROULETTE_MAX_BETS} bets`, 'bets');
  }
  const parsed = bets.map((bet, index) => parseBet(bet, `bets.${index}`));
  const totalStake = parsed.reduce((sum, bet) => sum + bet.amount, 0);
  // The largest return is 36 x the stake: keep it an exact integer.
  if (totalStake * RETURN_PER_COVERED_SET > Number.MAX_SAFE_INTEGER) {
    throw new FairplayError('roulette_stake_too_large', 'the total stake is too large', 'bets');
  }
  return { bets: parsed };
}

/** The outcome of a pocket for a bet slip (the mapping without the randomness). */
export function settleRoulette(pocket: number, params: RouletteParams): RouletteOutcome {
  const bets = params.bets.map((bet) => {
    const won = betCovers(bet, pocket);
    return { won, returned: won ? (bet.amount * RETURN_PER_COVERED_SET) / coverage(bet) : 0 };
  });
  const totalStake = params.bets.reduce((sum, bet) => sum + bet.amount, 0);
  const totalReturn = bets.reduce((sum, bet) => sum + bet.returned, 0);
  return {
    pocket,
    color: pocketColor(pocket),
    bets,
    totalStake,
    totalReturn,
    multiplier: ratio(totalReturn, totalStake),
  };
}

export function rouletteOutcome(reader: FloatReader, params: RouletteParams): RouletteOutcome {
  return settleRoulette(pickIndex(reader.next(), ROULETTE_POCKETS), params);
}

/** The exact RTP of a bet slip: the mean return over the 37 pockets (36/37 for any slip). */
export function rouletteRtp(params: RouletteParams): number {
  let returned = 0;
  for (let pocket = 0; pocket < ROULETTE_POCKETS; pocket += 1) returned += settleRoulette(pocket, params).totalReturn;
  return returned / ROULETTE_POCKETS / params.bets.reduce((sum, bet) => sum + bet.amount, 0);
}
