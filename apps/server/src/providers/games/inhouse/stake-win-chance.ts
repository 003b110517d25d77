import {
  DICE_OUTCOMES,
  KENO_PAYTABLE_HUNDREDTHS,
  kenoHitWeights,
  plinkoTableBps,
  settleRoulette,
  type DiceParams,
  type GameKind,
  type KenoParams,
  type LimboParams,
  type PlinkoParams,
  type RouletteParams,
} from '@casino/fairplay';

/** 10 000 basis points are certainty. */
const CERTAIN_BPS = 10_000;
const ROULETTE_POCKETS = 37;

/**
 * The chance, in basis points, that a one-step round gives back at least its stake, from its
 * parameters at the stake: what the bonus engine weighs a stake's risk by (a near-certain bet
 * counts little or nothing towards wagering, bonus-contribution.ts). Undefined for games whose
 * risk is chosen after the stake (mines, hilo, blackjack, video poker) or not known (the slot,
 * scratch): their stakes are weighed by the house edge alone. Rounded up, so a bet is never
 * counted as riskier than it is.
 */
export function stakeWinChanceBps(kind: GameKind, params: unknown): number | undefined {
  switch (kind) {
    case 'dice': {
      const { target, condition } = params as DiceParams;
      const targetHundredths = Math.round(target * 100);
      // Rolls 0.00..100.00 (10 001 of them): over wins above the target, under below it.
      const winning = condition === 'over' ? DICE_OUTCOMES - 1 - targetHundredths : targetHundredths;
      return ceilBps(winning, DICE_OUTCOMES);
    }
    case 'limbo':
      // The crash point reaches a target t with probability 0.99 / t (limbo.ts).
      return Math.min(CERTAIN_BPS, Math.ceil(9_900 / (params as LimboParams).target));
    case 'roulette': {
      const slip = params as RouletteParams;
      let atLeastStake = 0;
      for (let pocket = 0; pocket < ROULETTE_POCKETS; pocket += 1) {
        const outcome = settleRoulette(pocket, slip);
        if (outcome.totalReturn >= outcome.totalStake) atLeastStake += 1;
      }
      return ceilBps(atLeastStake, ROULETTE_POCKETS);
    }
    case 'plinko': {
      const board = params as PlinkoParams;
      const table = plinkoTableBps(board);
      let paths = 0n;
      table.forEach((multiplierBps, bucket) => {
        if (multiplierBps >= CERTAIN_BPS) paths += binomial(board.rows, bucket);
      });
      return ceilBps(paths, 2n ** BigInt(board.rows));
    }
    case 'keno': {
      const picks = (params as KenoParams).picks.length;
      const { weights, total } = kenoHitWeights(picks);
      const row = KENO_PAYTABLE_HUNDREDTHS[picks] ?? [];
      const atLeastStake = weights.reduce((sum, weight, hits) => ((row[hits] ?? 0) >= 100 ? sum + weight : sum), 0n);
      return ceilBps(atLeastStake, total);
    }
    default:
      return undefined;
  }
}

function ceilBps(part: number | bigint, whole: number | bigint): number {
  const [p, w] = [BigInt(part), BigInt(whole)];
  return Number((p * BigInt(CERTAIN_BPS) + w - 1n) / w);
}

function binomial(n: number, k: number): bigint {
  let result = 1n;
  for (let i = 1; i <= k; i += 1) result = (result * BigInt(n - k + i)) / BigInt(i);
  return result;
}
