import { type FloatReader } from '../rng/floats';
import { fromBasisPoints, ZERO_MULTIPLIER, type Ratio } from '../ratio';
import { expectHundredths, expectRecord } from './params';

/**
 * Limbo: a crash point drawn from f by the published formula
 *   floatPoint = 1e8 / (f * 1e8) * (1 - houseEdge);  crash = max(1, floor(floatPoint * 100) / 100)
 * The player picks a target multiplier and wins target x bet when crash >= target, which happens
 * with probability (1 - houseEdge) / target: the RTP is 99% whatever the target.
 */
export const LIMBO_HOUSE_EDGE = 0.01;
export const LIMBO_RTP = 1 - LIMBO_HOUSE_EDGE;
/** x1.01 is the smallest target with a win chance below 100% (98.02%). */
export const LIMBO_MIN_TARGET_HUNDREDTHS = 101;
/** x1 000 000: the largest multiplier offered, a one in ~1.01 million chance. */
export const LIMBO_MAX_TARGET_HUNDREDTHS = 100_000_000;
const TWO_POW_32 = 2 ** 32;
/**
 * The crash point of f = 0 (one chance in 2^32) is infinite by the formula; it is reported as the
 * crash point of the smallest positive float instead, so the outcome stays a finite JSON number.
 */
export const LIMBO_MAX_CRASH_HUNDREDTHS = Math.floor(LIMBO_RTP * TWO_POW_32 * 100);

export interface LimboParams {
  /** The target multiplier, two decimals, from 1.01 to 1 000 000. */
  readonly target: number;
}

export interface LimboOutcome {
  /** The crash point, two decimals, at least 1.00. */
  readonly crashPoint: number;
  readonly win: boolean;
  readonly multiplier: Ratio;
}

export function parseLimboParams(input: unknown): LimboParams {
  const record = expectRecord(input);
  const target = expectHundredths(
    record.target,
    LIMBO_MIN_TARGET_HUNDREDTHS,
    LIMBO_MAX_TARGET_HUNDREDTHS,
    'target',
    'limbo_target_out_of_range',
  );
  return { target: target / 100 };
}

/** The crash point of a float, in hundredths. */
export function limboCrashHundredths(float: number): number {
  const floatPoint = (1e8 / (float * 1e8)) * LIMBO_RTP;
  const hundredths = Math.floor(floatPoint * 100);
  return Number.isFinite(hundredths) ? Math.max(100, hundredths) : LIMBO_MAX_CRASH_HUNDREDTHS;
}

export function limboOutcome(reader: FloatReader, params: LimboParams): LimboOutcome {
  const target = Math.round(params.target * 100);
  const crash = limboCrashHundredths(reader.next());
  const win = crash >= target;
  // A target in hundredths is a multiplier in basis points times 100: exact.
  return { crashPoint: crash / 100, win, multiplier: win ? fromBasisPoints(target * 100) : ZERO_MULTIPLIER };
}

/**
 * The exact RTP for a target t (in hundredths) over the 2^32 equally likely floats k / 2^32: the
 * player wins when 99 / f >= t, i.e. k <= 99 x 2^32 / t (k = 0 included).
 */
export function limboRtp(params: LimboParams): number {
  const target = BigInt(Math.round(params.target * 100));
  const winningFloats = (99n * BigInt(TWO_POW_32)) / target + 1n;
  return (Number(winningFloats) / TWO_POW_32) * (Number(target) / 100);
}
