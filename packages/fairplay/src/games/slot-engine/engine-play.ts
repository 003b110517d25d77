import { type FloatReader } from '../../rng/floats';
import { ratio, type Ratio } from '../../ratio';
import { compileGame, type CompiledGame } from './engine-compile';
import { boughtCoins, playHoldAndWin, type HoldAndWinRound } from './engine-hold';
import { playSpin, type EngineSpin } from './engine-spin';
import type { SlotGameConfig } from './engine-types';

export interface SlotGameOutcome {
  readonly slot: string;
  readonly buy: boolean;
  /** The paid spin (none for a bonus buy), then every free spin, in order. */
  readonly spins: readonly EngineSpin[];
  readonly freeSpinsAwarded: number;
  /** Whether retriggers went past the cap on free spins (and were cut). */
  readonly freeSpinsCapped: boolean;
  readonly holdAndWin?: HoldAndWinRound;
  /** The jackpot hook: the round won the progressive jackpot (paid by the platform, not here). */
  readonly jackpot: boolean;
  readonly totalWin: number;
  /** What the player paid, in units: the stake, or the stake times the bonus buy's cost. */
  readonly paidUnits: number;
  /** totalWin / paidUnits. */
  readonly multiplier: Ratio;
}

/** The award of the largest listed scatter count reached (a table lists 3, 4, 5: six pay as five). */
export function awardsOf(table: Readonly<Record<number, number>> | undefined, scatters: number): number {
  let award = 0;
  for (const [count, spins] of Object.entries(table ?? {}))
    if (Number(count) <= scatters && Number(count) >= 0) award = Math.max(award, spins);
  return award;
}

/** Free spins, retriggers included, until none are left; the total awarded never passes maxSpins. */
function playFreeSpins(
  game: CompiledGame,
  reader: FloatReader,
  initial: number,
  spins: EngineSpin[],
): { awarded: number; capped: boolean } {
  const rule = game.config.freeSpins;
  if (!rule || initial <= 0) return { awarded: 0, capped: false };
  let awarded = Math.min(initial, rule.maxSpins);
  let capped = initial > rule.maxSpins;
  const sticky = rule.stickyWilds ? new Set<number>() : undefined;
  for (let played = 0; played < awarded; played += 1) {
    const spin = playSpin(game, reader, { freeSpin: true, multiplier: rule.multiplier, ...(sticky ? { sticky } : {}) });
    const retrigger = awardsOf(rule.retriggers ?? rule.awards, spin.scatterCount);
    if (awarded + retrigger > rule.maxSpins) capped = true;
    const added = Math.min(rule.maxSpins, awarded + retrigger) - awarded;
    awarded += added;
    spins.push({ ...spin, freeSpinsAwarded: added });
  }
  return { awarded, capped };
}

function wonJackpot(
  game: CompiledGame,
  spins: readonly EngineSpin[],
  holdAndWin: HoldAndWinRound | undefined,
): boolean {
  const rule = game.config.jackpot;
  if (!rule) return false;
  if (rule.fullHoldAndWin && holdAndWin?.full) return true;
  const combination = rule.combination;
  if (!combination) return false;
  return spins.some((spin) =>
    [...spin.drops.flatMap((drop) => drop.wins), ...(spin.scatterWin ? [spin.scatterWin] : [])].some(
      (win) => win.symbol === combination.symbol && win.count >= combination.count,
    ),
  );
}

/**
 * A round of a slot: a paid spin and whatever it starts (free spins by scatters, hold-and-win by
 * coins), or with `buy` the bought feature straight away. Every random draw comes from the
 * reader in the documented order: the spin (engine-spin), then the feature (engine-hold, or the
 * free spins one after the other).
 */
export function playSlotGame(
  reader: FloatReader,
  config: SlotGameConfig,
  options: { buy?: boolean } = {},
): SlotGameOutcome {
  const game = compileGame(config);
  const buy = options.buy === true && config.bonusBuy !== undefined;
  const spins: EngineSpin[] = [];
  let holdAndWin: HoldAndWinRound | undefined;
  let freeSpinsToStart = 0;
  if (buy && config.bonusBuy) {
    if (config.bonusBuy.feature === 'free-spins') freeSpinsToStart = config.bonusBuy.amount;
    else holdAndWin = playHoldAndWin(game, reader, boughtCoins(game, reader, config.bonusBuy.amount));
  } else {
    const spin = playSpin(game, reader, { freeSpin: false, multiplier: 1 });
    freeSpinsToStart = awardsOf(config.freeSpins?.awards, spin.scatterCount);
    spins.push({ ...spin, freeSpinsAwarded: Math.min(freeSpinsToStart, config.freeSpins?.maxSpins ?? 0) });
    if (config.holdAndWin && spin.coins.length >= config.holdAndWin.trigger)
      holdAndWin = playHoldAndWin(game, reader, spin.coins);
  }
  const free = playFreeSpins(game, reader, freeSpinsToStart, spins);
  const totalWin = spins.reduce((sum, spin) => sum + spin.win, 0) + (holdAndWin?.win ?? 0);
  const paidUnits = config.stakeUnits * (buy ? (config.bonusBuy?.cost ?? 1) : 1);
  return {
    slot: config.id,
    buy,
    spins,
    freeSpinsAwarded: free.awarded,
    freeSpinsCapped: free.capped,
    ...(holdAndWin ? { holdAndWin } : {}),
    jackpot: wonJackpot(game, spins, holdAndWin),
    totalWin,
    paidUnits,
    multiplier: ratio(totalWin, paidUnits),
  };
}
