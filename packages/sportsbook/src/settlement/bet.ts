import { SportsbookError } from '../errors';
import type { Odds } from '../odds/odds';
import { assertOdds } from '../odds/odds';
import type { SelectionResult } from './results';
import { SELECTION_RESULTS } from './results';

/** A leg's result, or 'open' while its event is not settled. */
export type LegResult = SelectionResult | 'open';

export interface BetLeg {
  /** The price the bet was accepted at. */
  readonly odds: Odds;
  readonly result: LegResult;
}

export type BetKind = 'single' | 'accumulator' | 'system';

/**
 * A bet as the slip places it. Every bet is a set of combinations, each an accumulator of some of
 * the legs with its own stake unit: a single is one combination of its leg, an accumulator one of
 * all legs, a system every combination of each chosen size ("2 of 3" = the three doubles).
 */
export interface Bet {
  readonly kind: BetKind;
  readonly legs: readonly BetLeg[];
  /** The stake of each combination in minor units; for a single or an accumulator, the whole stake. */
  readonly unitStakeMinor: bigint;
  /** System bets only: the combination sizes ([2] is 2 of n; a trixie is [2, 3]; a patent [1, 2, 3]). */
  readonly sizes?: readonly number[];
}

/** The classic full-cover systems by name, with their leg count and combination sizes. */
export const NAMED_SYSTEMS: Readonly<Record<string, { readonly legs: number; readonly sizes: readonly number[] }>> =
  Object.freeze({
    trixie: { legs: 3, sizes: [2, 3] },
    patent: { legs: 3, sizes: [1, 2, 3] },
    yankee: { legs: 4, sizes: [2, 3, 4] },
    lucky15: { legs: 4, sizes: [1, 2, 3, 4] },
    canadian: { legs: 5, sizes: [2, 3, 4, 5] },
    lucky31: { legs: 5, sizes: [1, 2, 3, 4, 5] },
    heinz: { legs: 6, sizes: [2, 3, 4, 5, 6] },
    lucky63: { legs: 6, sizes: [1, 2, 3, 4, 5, 6] },
    superHeinz: { legs: 7, sizes: [2, 3, 4, 5, 6, 7] },
    goliath: { legs: 8, sizes: [2, 3, 4, 5, 6, 7, 8] },
  });

/** An accumulator longer than this is refused: its odds would only ever be a lottery. */
export const MAX_ACCUMULATOR_LEGS = 25;
/** A system over more legs than this has too many combinations to show or settle sensibly (4 095 at 12). */
export const MAX_SYSTEM_LEGS = 12;

function refuse(message: string, field?: string): never {
  throw new SportsbookError('invalid_bet', message, field);
}

/** The combination sizes of a bet, validated against its kind and legs. */
export function combinationSizes(bet: Bet): readonly number[] {
  const legCount = bet.legs.length;
  switch (bet.kind) {
    case 'single':
      if (legCount !== 1) refuse('a single has exactly one selection', 'legs');
      return [1];
    case 'accumulator':
      if (legCount < 2 || legCount > MAX_ACCUMULATOR_LEGS)
        refuse(`an accumulator has 2 to ${MAX_ACCUMULATOR_LEGS} selections`, 'legs');
      return [legCount];
    case 'system': {
      if (legCount < 2 || legCount > MAX_SYSTEM_LEGS)
        refuse(`a system bet has 2 to ${MAX_SYSTEM_LEGS} selections`, 'legs');
      const sizes = bet.sizes ?? [];
      const valid =
        sizes.length > 0 &&
        sizes.every(
          (size, index) =>
            Number.isInteger(size) && size >= 1 && size <= legCount && (index === 0 || size > sizes[index - 1]!),
        );
      if (!valid)
        refuse('a system bet names increasing combination sizes between 1 and its number of selections', 'sizes');
      return sizes;
    }
    default:
      return refuse(`unknown bet kind "${String(bet.kind)}"`, 'kind');
  }
}

/** Checks a bet that arrived from outside: kind, sizes, stake and every leg. */
export function assertBet(bet: Bet): Bet {
  combinationSizes(bet);
  if (typeof bet.unitStakeMinor !== 'bigint' || bet.unitStakeMinor <= 0n) {
    throw new SportsbookError(
      'invalid_stake',
      'the stake must be a positive whole number of minor units',
      'unitStakeMinor',
    );
  }
  bet.legs.forEach((leg, index) => {
    assertOdds(leg.odds, `legs.${index}.odds`);
    if (leg.result !== 'open' && !SELECTION_RESULTS.includes(leg.result))
      refuse(`unknown result "${String(leg.result)}"`, `legs.${index}.result`);
  });
  return bet;
}

/** Every k-element subset of 0..n-1, in lexicographic order. */
function subsetsOfSize(n: number, k: number): number[][] {
  const subsets: number[][] = [];
  const current: number[] = [];
  const extend = (start: number): void => {
    if (current.length === k) {
      subsets.push([...current]);
      return;
    }
    for (let index = start; index <= n - (k - current.length); index += 1) {
      current.push(index);
      extend(index + 1);
      current.pop();
    }
  };
  extend(0);
  return subsets;
}

/** The leg indices of each combination of the bet (by size, then lexicographically). */
export function betCombinations(bet: Bet): number[][] {
  return combinationSizes(bet).flatMap((size) => subsetsOfSize(bet.legs.length, size));
}

function binomial(n: number, k: number): bigint {
  let result = 1n;
  for (let index = 1; index <= k; index += 1) result = (result * BigInt(n - k + index)) / BigInt(index);
  return result;
}

/** How many stake units the bet carries: 1 for a single or an accumulator, C(n, k) summed for a system. */
export function combinationCount(bet: Bet): bigint {
  return combinationSizes(bet).reduce((sum, size) => sum + binomial(bet.legs.length, size), 0n);
}

/** What the player pays: the unit stake times the number of combinations. */
export function totalStakeMinor(bet: Bet): bigint {
  return bet.unitStakeMinor * combinationCount(bet);
}
