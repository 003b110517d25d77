import { FairplayError } from '../errors';
import { pickIndex, type FloatReader } from '../rng/floats';
import { fromBasisPoints, ZERO_MULTIPLIER, type Ratio } from '../ratio';
import { expectHundredths, expectOneOf, expectRecord } from './params';

/**
 * Dice: a roll from 0.00 to 100.00 (10 001 outcomes, roll = floor(f * 10001) / 100), won when it
 * lands over or under the player's target. The multiplier is 99 / win chance (1% house edge).
 */
export const DICE_HOUSE_EDGE = 0.01;
/** 10 001 equally likely rolls: 0.00, 0.01, ..., 100.00. */
export const DICE_OUTCOMES = 10_001;
/** The house keeps 1%: 99 (percent) over the win chance in percent. */
const DICE_RETURN_PERCENT_HUNDREDTHS = 9_900;
/** Win chances allowed, in hundredths of a percent: 0.01% (x9900) to 98% (x1.0102), as Stake offers. */
export const DICE_MIN_CHANCE_HUNDREDTHS = 1;
export const DICE_MAX_CHANCE_HUNDREDTHS = 9_800;
/** The published RTP: 99% nominal (the 10 001st roll makes the exact figure 99 x 10000/10001 %). */
export const DICE_RTP = 1 - DICE_HOUSE_EDGE;

export const DICE_CONDITIONS = ['over', 'under'] as const;
export type DiceCondition = (typeof DICE_CONDITIONS)[number];

export interface DiceParams {
  /** Target from 0.01 to 99.99 with two decimals, within the allowed win chances. */
  readonly target: number;
  readonly condition: DiceCondition;
}

export interface DiceOutcome {
  /** 0.00 to 100.00, two decimals. */
  readonly roll: number;
  readonly win: boolean;
  /** The round's multiplier: the payout multiplier when won, 0 when lost. */
  readonly multiplier: Ratio;
}

/** Win chance in hundredths of a percent: also the number of winning rolls out of 10 001. */
function chanceHundredths(targetHundredths: number, condition: DiceCondition): number {
  return condition === 'over' ? 10_000 - targetHundredths : targetHundredths;
}

export function parseDiceParams(input: unknown): DiceParams {
  const record = expectRecord(input);
  const condition = expectOneOf(record.condition, DICE_CONDITIONS, 'condition');
  const [min, max] =
    condition === 'over'
      ? [10_000 - DICE_MAX_CHANCE_HUNDREDTHS, 10_000 - DICE_MIN_CHANCE_HUNDREDTHS]
      : [DICE_MIN_CHANCE_HUNDREDTHS, DICE_MAX_CHANCE_HUNDREDTHS];
  const targetHundredths = expectHundredths(record.target, min, max, 'target', 'dice_target_out_of_range');
  return { target: targetHundredths / 100, condition };
}

/** The payout multiplier in basis points, floored to four decimals: floor(99 / chance% x 10 000). */
export function diceMultiplierBps(params: DiceParams): number {
  const chance = chanceHundredths(Math.round(params.target * 100), params.condition);
  if (chance < DICE_MIN_CHANCE_HUNDREDTHS || chance > DICE_MAX_CHANCE_HUNDREDTHS) {
    throw new FairplayError('dice_target_out_of_range', 'the win chance is out of range', 'target');
  }
  return Math.floor((DICE_RETURN_PERCENT_HUNDREDTHS * 10_000) / chance);
}

/** The roll of a float, in hundredths (0 to 10 000). */
export function diceRollHundredths(float: number): number {
  return pickIndex(float, DICE_OUTCOMES);
}

export function diceOutcome(reader: FloatReader, params: DiceParams): DiceOutcome {
  const multiplierBps = diceMultiplierBps(params);
  const roll = diceRollHundredths(reader.next());
  const target = Math.round(params.target * 100);
  const win = params.condition === 'over' ? roll > target : roll < target;
  return { roll: roll / 100, win, multiplier: win ? fromBasisPoints(multiplierBps) : ZERO_MULTIPLIER };
}

/** The exact RTP of a dice bet: winning rolls / 10 001 x multiplier. */
export function diceRtp(params: DiceParams): number {
  const chance = chanceHundredths(Math.round(params.target * 100), params.condition);
  return (chance / DICE_OUTCOMES) * (diceMultiplierBps(params) / 10_000);
}
