import { SportsbookError } from '../errors';
import type { ExpectedShares } from '../pricing/settled-markets';
import type { Bet } from './bet';
import { assertBet, betCombinations } from './bet';
import type { Factor } from './settle';
import { legFactor, settleBet } from './settle';

/**
 * The published cash-out margin: an offer is the bet's fair value less 5%, in basis points. The
 * fair value already uses the current prices' fair probabilities, so this is the house's whole edge
 * on a cash-out.
 */
export const CASH_OUT_MARGIN_BPS = 500;
const BASIS_POINTS = 10_000n;
/** Probabilities enter the money arithmetic as whole billionths, rounded down. */
const PROBABILITY_SCALE = 1_000_000_000;

/**
 * How an open leg may still end: its fair probability of winning (the rest loses), or, for a
 * whole or quarter line, the expected shares won and refunded (from expectedShares).
 */
export type OpenLegChance = number | ExpectedShares;

export interface CashOutOffer {
  /** The bet's fair value now, rounded down to the minor unit. */
  readonly fairValueMinor: bigint;
  /** What the player is offered: the fair value less the cash-out margin, rounded down. */
  readonly offerMinor: bigint;
}

function toScaled(probability: number, field: string): bigint {
  if (!Number.isFinite(probability) || probability < 0 || probability > 1) {
    throw new SportsbookError('invalid_probability', `a probability must be within [0, 1], got ${probability}`, field);
  }
  return BigInt(Math.floor(probability * PROBABILITY_SCALE));
}

/** The expected factor of an open leg: win share x odds + refund share, exact in billionths. */
function expectedOpenFactor(bet: Bet, index: number, chance: OpenLegChance | undefined): Factor {
  if (chance === undefined)
    throw new SportsbookError(
      'invalid_probability',
      `open leg ${index} needs a current probability`,
      `chances.${index}`,
    );
  const shares = typeof chance === 'number' ? { win: chance, refund: 0 } : chance;
  const win = toScaled(shares.win, `chances.${index}.win`);
  const refund = toScaled(shares.refund, `chances.${index}.refund`);
  if (win + refund > BigInt(PROBABILITY_SCALE))
    throw new SportsbookError('invalid_probability', 'win and refund shares exceed 1', `chances.${index}`);
  const winFactor = legFactor(bet.legs[index]!, 'win')!;
  return {
    numerator: win * winFactor.numerator + refund * winFactor.denominator,
    denominator: BigInt(PROBABILITY_SCALE) * winFactor.denominator,
  };
}

/**
 * A cash-out offer for an open bet: its fair value is the sum over its combinations of stake x the
 * settled legs' factors x each open leg's expected factor (legs taken as independent), and the
 * offer keeps CASH_OUT_MARGIN_BPS of it. Null when there is nothing to offer: the bet is settled,
 * or lost already. `chances[i]` is needed for every open leg i (indexed like bet.legs).
 */
export function cashOutOffer(
  bet: Bet,
  chances: readonly (OpenLegChance | undefined)[],
  marginBps = CASH_OUT_MARGIN_BPS,
): CashOutOffer | null {
  assertBet(bet);
  if (!Number.isInteger(marginBps) || marginBps < 0 || marginBps >= 10_000) {
    throw new SportsbookError(
      'invalid_margin',
      'the cash-out margin is in basis points within [0, 10 000)',
      'marginBps',
    );
  }
  if (settleBet(bet).state === 'settled') return null;
  // Each combination's value is carried in billionths of a minor unit (rounded down): exact enough
  // for any stake, and a common denominator over 4 095 combinations would grow without bound.
  const scale = BigInt(PROBABILITY_SCALE);
  let valueInBillionths = 0n;
  for (const legs of betCombinations(bet)) {
    let numerator = bet.unitStakeMinor * scale;
    let denominator = 1n;
    for (const index of legs) {
      const factor = legFactor(bet.legs[index]!) ?? expectedOpenFactor(bet, index, chances[index]);
      numerator *= factor.numerator;
      denominator *= factor.denominator;
    }
    valueInBillionths += numerator / denominator;
  }
  const fairValueMinor = valueInBillionths / scale;
  if (fairValueMinor === 0n) return null;
  const offerMinor = (valueInBillionths * (BASIS_POINTS - BigInt(marginBps))) / (scale * BASIS_POINTS);
  return { fairValueMinor, offerMinor };
}
