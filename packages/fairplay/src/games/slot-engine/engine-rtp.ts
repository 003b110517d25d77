import { FairplayError } from '../../errors';
import { compileGame, type CompiledDraw, type CompiledGame } from './engine-compile';
import { awardsOf } from './engine-play';
import { holdAndWinValue } from './engine-rtp-hold';
import { lineSum, symbolHistogram, waysSum } from './engine-rtp-pays';
import type { SlotGameConfig } from './engine-types';

/**
 * Exact RTP of a slot whose spins are independent draws of reel strips (lines or ways, free spins
 * with a multiplier, retriggers and a cap, hold-and-win; no cascade or sticky wild, whose games
 * are simulated by `npm run bench:rtp`):
 * - A spin's mean win: over the D = product of strip lengths equally likely stops. A payline
 *   shows on each reel a uniform symbol of its strip, independently, so every payline has the same
 *   mean, summed over symbol tuples; a ways win is linear in the per-reel matching counts, so its
 *   mean is the product of their means times the chance that the next reel has none.
 * - Scatters: the histogram of scatters in view, convolved over reels.
 * - Free spins: a free spin is worth M x (mean free-spin win); the number played from an award
 *   of a is the expected final total of a Markov chain (played, awarded <= cap) fed by the
 *   retrigger histogram. RTP = [B + sum_n P(n scatters) M W E(spins | awards[n])] / stake.
 * - Hold-and-win: the histogram of coins in view (as for scatters) times the value of a round
 *   from that many coins (engine-rtp-hold), summed over the counts that trigger it.
 */
export interface SlotGameRtpReport {
  readonly rtp: number;
  readonly baseRtp: number;
  readonly freeSpinsRtp: number;
  readonly freeSpinsTriggerChance: number;
  readonly freeSpinsPerTrigger: number;
  readonly holdAndWinRtp: number;
  readonly holdAndWinTriggerChance: number;
  /** The RTP of the bonus buy (the feature's value over its price), when the game sells one. */
  readonly bonusBuyRtp?: number;
  readonly combinations: bigint;
}

interface DrawStatistics {
  /** Sum over all stop combinations of the win in units (lines or ways, and scatters). */
  readonly winSum: bigint;
  readonly combinations: bigint;
  /** scatterHistogram[n]: stop combinations with n scatters in view. */
  readonly scatterHistogram: readonly bigint[];
}

function drawStatistics(game: CompiledGame, draw: CompiledDraw): DrawStatistics {
  if (draw.type !== 'strips')
    throw new FairplayError('invalid_params', `${game.config.id}: exact RTP needs reel strips`);
  const combinations = draw.reels.reduce((product, strip) => product * BigInt(strip.length), 1n);
  const histogram = game.scatter >= 0 ? symbolHistogram(game, draw.reels, game.scatter) : [combinations];
  const scatterPays = game.scatter >= 0 ? (game.pays[game.scatter] ?? new Int32Array(0)) : new Int32Array(0);
  const scatterSum = histogram.reduce(
    (sum, ways, n) => sum + ways * BigInt(scatterPays[Math.min(n, scatterPays.length - 1)] ?? 0),
    0n,
  );
  const paysSum = game.config.pays.type === 'lines' ? lineSum(game, draw.reels) : waysSum(game, draw.reels);
  return { winSum: paysSum + scatterSum, combinations, scatterHistogram: histogram };
}

const share = (numerator: bigint, denominator: bigint): number => Number((numerator * 10n ** 15n) / denominator) / 1e15;

/** expectedPlayed[a]: mean free spins played from an award of a, retriggers and the cap included. */
function expectedSpinsPlayed(retriggerChances: ReadonlyMap<number, number>, cap: number): (award: number) => number {
  // finalTotal[played][awarded], awarded >= played; filled from the end.
  const finalTotal = Array.from({ length: cap + 2 }, () => new Float64Array(cap + 1));
  for (let played = cap; played >= 0; played -= 1) {
    for (let awarded = played; awarded <= cap; awarded += 1) {
      if (awarded === played) {
        (finalTotal[played] as Float64Array)[awarded] = awarded;
        continue;
      }
      let expected = 0;
      for (const [award, chance] of retriggerChances)
        expected += chance * ((finalTotal[played + 1] as Float64Array)[Math.min(cap, awarded + award)] ?? 0);
      (finalTotal[played] as Float64Array)[awarded] = expected;
    }
  }
  return (award) => (award <= 0 ? 0 : ((finalTotal[0] as Float64Array)[Math.min(cap, award)] ?? 0));
}

function awardChances(
  histogram: readonly bigint[],
  combinations: bigint,
  awards: Readonly<Record<number, number>>,
): Map<number, number> {
  const chances = new Map<number, number>();
  histogram.forEach((ways, scatters) => {
    const award = awardsOf(awards, scatters);
    chances.set(award, (chances.get(award) ?? 0) + share(ways, combinations));
  });
  return chances;
}

export function isExactlyComputable(config: SlotGameConfig): boolean {
  const freeDraw = config.freeSpins?.draw ?? config.draw;
  return (
    config.draw.type === 'strips' && freeDraw.type === 'strips' && !config.cascade && !config.freeSpins?.stickyWilds
  );
}

/** The hold-and-win part of the RTP: coins in view of the paid spin, and the bought round. */
function holdAndWinPart(
  game: CompiledGame,
  base: DrawStatistics,
): { rtp: number; triggerChance: number; buyRtp?: number } {
  const rule = game.config.holdAndWin;
  if (!rule || game.baseDraw.type !== 'strips') return { rtp: 0, triggerChance: 0 };
  let value = 0;
  let triggerChance = 0;
  symbolHistogram(game, game.baseDraw.reels, game.coin).forEach((ways, coins) => {
    if (coins < rule.trigger) return;
    triggerChance += share(ways, base.combinations);
    value += share(ways, base.combinations) * holdAndWinValue(game, rule, coins);
  });
  const buy = game.config.bonusBuy;
  const stake = game.config.stakeUnits;
  return {
    rtp: value / stake,
    triggerChance,
    ...(buy?.feature === 'hold-and-win'
      ? { buyRtp: holdAndWinValue(game, rule, buy.amount) / (stake * buy.cost) }
      : {}),
  };
}

export function slotGameRtp(config: SlotGameConfig): SlotGameRtpReport {
  if (!isExactlyComputable(config))
    throw new FairplayError('invalid_params', `${config.id}: its RTP is estimated by simulation (bench:rtp)`);
  const game = compileGame(config);
  const base = drawStatistics(game, game.baseDraw);
  const stake = config.stakeUnits;
  const baseRtp = share(base.winSum, base.combinations * BigInt(stake));
  const hold = holdAndWinPart(game, base);
  const holdReport = {
    holdAndWinRtp: hold.rtp,
    holdAndWinTriggerChance: hold.triggerChance,
    ...(hold.buyRtp === undefined ? {} : { bonusBuyRtp: hold.buyRtp }),
  };
  const rule = config.freeSpins;
  if (!rule) {
    return {
      rtp: baseRtp + hold.rtp,
      baseRtp,
      freeSpinsRtp: 0,
      freeSpinsTriggerChance: 0,
      freeSpinsPerTrigger: 0,
      ...holdReport,
      combinations: base.combinations,
    };
  }
  const free = game.freeDraw === game.baseDraw ? base : drawStatistics(game, game.freeDraw);
  const freeSpinValue = (rule.multiplier * share(free.winSum, free.combinations)) / stake;
  const played = expectedSpinsPlayed(
    awardChances(free.scatterHistogram, free.combinations, rule.retriggers ?? rule.awards),
    rule.maxSpins,
  );
  let trigger = 0;
  let spinsPerPaidSpin = 0;
  base.scatterHistogram.forEach((ways, scatters) => {
    const award = awardsOf(rule.awards, scatters);
    if (award <= 0) return;
    trigger += share(ways, base.combinations);
    spinsPerPaidSpin += share(ways, base.combinations) * played(award);
  });
  const freeSpinsRtp = spinsPerPaidSpin * freeSpinValue;
  const buy = config.bonusBuy;
  return {
    ...holdReport,
    rtp: baseRtp + freeSpinsRtp + hold.rtp,
    baseRtp,
    freeSpinsRtp,
    freeSpinsTriggerChance: trigger,
    freeSpinsPerTrigger: trigger > 0 ? spinsPerPaidSpin / trigger : 0,
    ...(buy?.feature === 'free-spins' ? { bonusBuyRtp: (played(buy.amount) * freeSpinValue) / buy.cost } : {}),
    combinations: base.combinations,
  };
}
