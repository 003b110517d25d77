import { SportsbookError } from '../errors';
import type { Bet, BetLeg, LegResult } from './bet';
import { assertBet, betCombinations, totalStakeMinor } from './bet';

/** An exact non-negative multiplier, numerator / denominator, in bigint. */
export interface Factor {
  readonly numerator: bigint;
  readonly denominator: bigint;
}

/**
 * What a leg multiplies its combination's stake by (the standard rule for half results in
 * accumulators): win = the odds; void = 1; half win = (odds + 1) / 2, half the stake at the odds
 * and half returned; half lose = 1/2, half returned; lose = 0. Null while the leg is open.
 */
export function legFactor(leg: BetLeg, result: LegResult = leg.result): Factor | null {
  const numerator = BigInt(leg.odds.numerator);
  const denominator = BigInt(leg.odds.denominator);
  switch (result) {
    case 'win':
      return { numerator, denominator };
    case 'void':
      return { numerator: 1n, denominator: 1n };
    case 'half_win':
      return { numerator: numerator + denominator, denominator: 2n * denominator };
    case 'half_lose':
      return { numerator: 1n, denominator: 2n };
    case 'lose':
      return { numerator: 0n, denominator: 1n };
    case 'open':
      return null;
  }
}

/**
 * THE ROUNDING RULE: a payout is stake x the exact product of the leg factors, rounded DOWN to the
 * minor unit, once per combination (each combination of a system is its own accumulator and pays
 * on its own). Nothing is rounded before that, so the product is exact however many legs there are.
 */
export function payoutOfFactors(stakeMinor: bigint, factors: readonly Factor[]): bigint {
  let numerator = stakeMinor;
  let denominator = 1n;
  for (const factor of factors) {
    numerator *= factor.numerator;
    denominator *= factor.denominator;
  }
  return numerator / denominator;
}

export interface CombinationSettlement {
  /** Indices of the legs in this combination. */
  readonly legs: readonly number[];
  /** Null while a leg is open and none has lost. */
  readonly payoutMinor: bigint | null;
}

export interface BetSettlement {
  /** Settled once every combination is decided: all its legs settled, or one of them lost. */
  readonly state: 'open' | 'settled';
  /** The sum of the combinations' payouts; null while open. */
  readonly payoutMinor: bigint | null;
  readonly totalStakeMinor: bigint;
  readonly combinations: readonly CombinationSettlement[];
}

function settleCombination(
  bet: Bet,
  legs: readonly number[],
  resultOf: (index: number) => LegResult,
): CombinationSettlement {
  const factors: Factor[] = [];
  let open = false;
  for (const index of legs) {
    const factor = legFactor(bet.legs[index]!, resultOf(index));
    // One lost leg loses the whole combination, whatever the open legs do.
    if (factor?.numerator === 0n) return { legs, payoutMinor: 0n };
    if (factor === null) open = true;
    else factors.push(factor);
  }
  return { legs, payoutMinor: open ? null : payoutOfFactors(bet.unitStakeMinor, factors) };
}

function settleWith(bet: Bet, resultOf: (index: number) => LegResult): BetSettlement {
  assertBet(bet);
  const combinations = betCombinations(bet).map((legs) => settleCombination(bet, legs, resultOf));
  const decided = combinations.every((combination) => combination.payoutMinor !== null);
  return {
    state: decided ? 'settled' : 'open',
    payoutMinor: decided ? combinations.reduce((sum, combination) => sum + combination.payoutMinor!, 0n) : null,
    totalStakeMinor: totalStakeMinor(bet),
    combinations,
  };
}

/** Settles a bet from its legs' results (an accumulator is lost as soon as one leg loses). */
export function settleBet(bet: Bet): BetSettlement {
  return settleWith(bet, (index) => bet.legs[index]!.result);
}

/** What the bet pays if every open leg wins: the slip's "potential return" and the liability it adds. */
export function potentialPayoutMinor(bet: Bet): bigint {
  return settleWith(bet, (index) => (bet.legs[index]!.result === 'open' ? 'win' : bet.legs[index]!.result))
    .payoutMinor!;
}

export interface Resettlement {
  readonly previousPayoutMinor: bigint;
  readonly correctedPayoutMinor: bigint;
  /** corrected - previous: credit it when positive, debit it when negative, nothing when 0. */
  readonly differenceMinor: bigint;
  readonly correctedState: 'open' | 'settled';
}

/**
 * A result was corrected: the money to move is only the difference between what the bet pays now
 * and what it paid. A bet the correction reopens counts as paying 0 until it settles again.
 */
export function resettleBet(previous: Bet, corrected: Bet): Resettlement {
  const sameBet =
    previous.kind === corrected.kind &&
    previous.unitStakeMinor === corrected.unitStakeMinor &&
    previous.legs.length === corrected.legs.length &&
    (previous.sizes ?? []).join() === (corrected.sizes ?? []).join() &&
    previous.legs.every(
      (leg, index) =>
        leg.odds.numerator === corrected.legs[index]!.odds.numerator &&
        leg.odds.denominator === corrected.legs[index]!.odds.denominator,
    );
  if (!sameBet)
    throw new SportsbookError('invalid_bet', 'a resettlement changes results only, never the bet itself', 'legs');
  const before = settleBet(previous);
  const after = settleBet(corrected);
  const previousPayoutMinor = before.payoutMinor ?? 0n;
  const correctedPayoutMinor = after.payoutMinor ?? 0n;
  return {
    previousPayoutMinor,
    correctedPayoutMinor,
    differenceMinor: correctedPayoutMinor - previousPayoutMinor,
    correctedState: after.state,
  };
}
