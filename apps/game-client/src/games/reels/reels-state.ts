/**
 * An engine slot's pure steps (a round in play and a skip asked are the slots' shared SpinPlay,
 * ../spin-play.ts), which the view draws from: the pace of the animations, the counter and multiplier of a spin, the
 * bonus buy's price against the bonus's maximum stake, the closing message, the opening reels.
 */
import type { SlotGameConfig, SlotGameOutcome } from '@casino/fairplay';
import type { SpinPlay } from '../spin-play';
import { buyPriceMinor, type Grid, type ReelsFrame } from './reels-frames';

/** 0 to jump to the end (reduced motion, a skip), 0.35 in turbo, else 1. */
export function paceOf(play: Pick<SpinPlay, 'skip'>, reducedMotion: boolean, turbo: boolean): number {
  return play.skip || reducedMotion ? 0 : turbo ? 0.35 : 1;
}

export type SpinCounter =
  | { readonly kind: 'freeSpin'; readonly index: number; readonly total: number }
  | { readonly kind: 'bonusBuy' }
  | { readonly kind: 'none' };

/** The counter over the reels as a spin starts: the free spin's number, a bought round, or nothing. */
export function spinCounter(
  frame: Extract<ReelsFrame, { kind: 'spin' }>,
  outcome: Pick<SlotGameOutcome, 'buy'>,
): SpinCounter {
  if (frame.freeSpin) return { kind: 'freeSpin', index: frame.freeSpinNumber, total: frame.freeSpinsTotal };
  return outcome.buy ? { kind: 'bonusBuy' } : { kind: 'none' };
}

/** The multiplier as a spin starts: the cascade's first, times the free spins' own; null when the slot has neither. */
export function spinMultiplier(config: SlotGameConfig, frame: Extract<ReelsFrame, { kind: 'spin' }>): number | null {
  const freeSpins = frame.freeSpin ? (config.freeSpins?.multiplier ?? 1) : 1;
  if (config.cascade) return (config.cascade.multipliers[0] ?? 1) * freeSpins;
  return frame.freeSpin ? freeSpins : null;
}

/** The bonus buy at a stake: its price (null with no stake), and whether the active bonus's maximum stake refuses it. */
export function buyOffer(
  config: SlotGameConfig,
  stake: number | null,
  bonusMaxBet: number | null,
): { readonly price: number | null; readonly overBonusMax: boolean } {
  const price = stake === null ? null : buyPriceMinor(config, stake);
  return { price, overBonusMax: price !== null && bonusMaxBet !== null && price > bonusMaxBet };
}

/** The message once the round is shown: the total in stakes ("total" when more than one thing paid), or no win. */
export function endMessageKey(frames: readonly ReelsFrame[], totalMinor: number): string {
  if (totalMinor <= 0) return 'games.slot.noWin';
  const paid = frames.filter((step) => step.kind === 'wins' || step.kind === 'scatter' || step.kind === 'hold-end');
  return paid.length > 1 ? 'games.reels.totalWinStakes' : 'games.reels.winStakes';
}

/** A view before the first spin: each reel shows the paytable's symbols in turn, highest first. */
export function openingGrid(config: SlotGameConfig): Grid {
  const shown = config.symbols.filter((symbol) => symbol.kind === 'regular' || symbol.kind === 'wild');
  return Array.from({ length: config.reels }, (_, reel) =>
    Array.from({ length: config.rows }, (__, row) => shown[(reel * 2 + row * 3) % shown.length]?.id ?? ''),
  );
}
