import { FairplayError } from './errors';

/**
 * A payout multiplier as an exact ratio of safe integers: payout = stake * numerator / denominator.
 * Money is never multiplied by a float: most games use basis points (denominator 10 000), the slot
 * pays in line bets (denominator = paylines) and roulette in its own stake units.
 */
export interface Ratio {
  readonly numerator: number;
  readonly denominator: number;
}

/** 1x in basis points: four decimals is the precision the games show a multiplier with. */
export const BPS_PER_UNIT = 10_000;

export const ZERO_MULTIPLIER: Ratio = Object.freeze({ numerator: 0, denominator: 1 });

export function ratio(numerator: number, denominator: number): Ratio {
  if (!Number.isSafeInteger(numerator) || numerator < 0) {
    throw new FairplayError(
      'invalid_amount',
      `multiplier numerator must be a non-negative safe integer, got ${numerator}`,
    );
  }
  if (!Number.isSafeInteger(denominator) || denominator <= 0) {
    throw new FairplayError(
      'invalid_amount',
      `multiplier denominator must be a positive safe integer, got ${denominator}`,
    );
  }
  return { numerator, denominator };
}

export function fromBasisPoints(bps: number): Ratio {
  return ratio(bps, BPS_PER_UNIT);
}

/** For display and statistics only; never for money. */
export function ratioToNumber(multiplier: Ratio): number {
  return multiplier.numerator / multiplier.denominator;
}

/** The multiplier floored to basis points, for display ("x1.9800"). */
export function toBasisPoints(multiplier: Ratio): number {
  return Math.floor((multiplier.numerator * BPS_PER_UNIT) / multiplier.denominator);
}

/**
 * The payout of a stake in minor units, floored to the minor unit (the house keeps the fraction,
 * as every casino does), computed in bigint so no amount loses precision.
 */
export function payoutMinor(betMinor: bigint, multiplier: Ratio): bigint {
  if (betMinor < 0n) throw new FairplayError('invalid_amount', 'the bet must not be negative');
  const { numerator, denominator } = ratio(multiplier.numerator, multiplier.denominator);
  return (betMinor * BigInt(numerator)) / BigInt(denominator);
}
