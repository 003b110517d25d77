import { FairplayError } from '../../errors';
import { compileSlot, evaluateLine, type CompiledSlot } from './slot-compile';
import type { SlotConfig } from './slot-types';

/**
 * The slot's theoretical RTP, exact, in integer arithmetic over all D = product of strip lengths
 * equally likely stop combinations:
 * - Line pays: a payline crosses one row per reel; as the stop is uniform, that cell shows each
 *   symbol of the strip equally often and independently of the other reels. So every payline has
 *   the same distribution, and the line part of the RTP (per line bet) is the sum over symbol
 *   tuples of the product of their strip counts times the line pay, over D.
 * - Scatters: the number of scatters in view of each reel, over its stops, convolved over reels.
 * - Free spins: each free spin is worth M x B (B the mean base-game win) and awards another R free
 *   spins on average (retriggers), so a free spin and its descendants are worth v = M B / (1 - R);
 *   a paid spin triggers R free spins on average: RTP = B + R M B / (1 - R).
 */
export interface SlotRtpReport {
  /** The RTP as a fraction of the total bet (0.96 = 96%). */
  readonly rtp: number;
  /** The same, as an exact fraction. */
  readonly exact: { readonly numerator: bigint; readonly denominator: bigint };
  readonly baseLineRtp: number;
  readonly baseScatterRtp: number;
  readonly freeSpinsRtp: number;
  /** Chance that a paid spin triggers free spins. */
  readonly freeSpinsTriggerChance: number;
  /** Mean number of free spins played per paid spin, retriggers included. */
  readonly freeSpinsPerPaidSpin: number;
  /** Number of equally likely stop combinations. */
  readonly combinations: bigint;
}

/** Sum over all symbol tuples of (product of counts) x line pay, by depth-first enumeration. */
function lineNumerator(slot: CompiledSlot, counts: readonly (readonly bigint[])[]): bigint {
  const line = new Int32Array(counts.length);
  const visit = (reel: number, weight: bigint): bigint => {
    if (reel === counts.length) return weight * BigInt(evaluateLine(slot, line).pay);
    let sum = 0n;
    counts[reel]?.forEach((count, symbol) => {
      if (count === 0n) return;
      line[reel] = symbol;
      sum += visit(reel + 1, weight * count);
    });
    return sum;
  };
  return visit(0, 1n);
}

/** scatterCounts[n]: how many stop combinations show n scatters. */
function scatterHistogram(slot: CompiledSlot): bigint[] {
  const rows = slot.config.rows;
  let total = [1n];
  for (const strip of slot.reels) {
    const perReel = Array.from({ length: rows + 1 }, () => 0n);
    for (let stop = 0; stop < strip.length; stop += 1) {
      let inView = 0;
      for (let row = 0; row < rows; row += 1) if (strip[(stop + row) % strip.length] === slot.scatter) inView += 1;
      perReel[inView] = (perReel[inView] ?? 0n) + 1n;
    }
    const next = Array.from({ length: total.length + rows }, () => 0n);
    total.forEach((ways, n) => perReel.forEach((reelWays, k) => (next[n + k] = (next[n + k] ?? 0n) + ways * reelWays)));
    total = next;
  }
  return total;
}

const RTP_DIGITS = 10n ** 15n;
const toNumber = (numerator: bigint, denominator: bigint): number =>
  Number((numerator * RTP_DIGITS) / denominator) / Number(RTP_DIGITS);

export function slotRtp(config: SlotConfig): SlotRtpReport {
  const slot = compileSlot(config);
  const combinations = slot.reels.reduce((product, strip) => product * BigInt(strip.length), 1n);
  const counts = slot.reels.map((strip) => {
    const perSymbol = slot.symbolIds.map(() => 0n);
    strip.forEach((symbol) => (perSymbol[symbol] = (perSymbol[symbol] ?? 0n) + 1n));
    return perSymbol;
  });
  const line = lineNumerator(slot, counts);
  const histogram = scatterHistogram(slot);
  const scatterPays = slot.pays[slot.scatter] ?? [];
  const capped = (n: number): number => Math.min(n, slot.maxCount);
  const scatter = histogram.reduce((sum, ways, n) => sum + ways * BigInt(scatterPays[capped(n)] ?? 0), 0n);
  const awarded = histogram.reduce((sum, ways, n) => sum + ways * BigInt(slot.freeSpinAwards[n] ?? 0), 0n);
  const triggers = histogram.reduce((sum, ways, n) => sum + ((slot.freeSpinAwards[n] ?? 0) > 0 ? ways : 0n), 0n);
  if (awarded >= combinations)
    throw new FairplayError('invalid_params', 'free spins retrigger on average at least once: endless');
  const base = line + scatter;
  const multiplier = BigInt(config.freeSpins.multiplier);
  const d = combinations;
  // RTP = B/D + (R/D) M (B/D) / (1 - R/D) = [B (D - R) + R M B] / [D (D - R)]
  const numerator = base * (d - awarded) + awarded * multiplier * base;
  const denominator = d * (d - awarded);
  return {
    rtp: toNumber(numerator, denominator),
    exact: { numerator, denominator },
    baseLineRtp: toNumber(line, d),
    baseScatterRtp: toNumber(scatter, d),
    freeSpinsRtp: toNumber(awarded * multiplier * base, denominator),
    freeSpinsTriggerChance: toNumber(triggers, d),
    freeSpinsPerPaidSpin: toNumber(awarded, d - awarded),
    combinations,
  };
}
