/**
 * Hilo's round as plain data, and what the table shows of it: the guesses offered, the
 * multiplier and the cash-out now, the line after each answer (no DOM, no requests).
 */
import { fromBasisPoints, payoutMinor, toBasisPoints, type HiloGuess, type HiloState } from '@casino/fairplay';
import { actionSeq, isRoundOpen, resumedRound, type Round } from '../../api/provider-types';
import { formatMultiplierBps } from '../../lib/money';
import { currentCard, guessOptions, type GuessOption } from './hilo-view';
import { t } from '../../lib/i18n';

export interface HiloTable {
  round: Round<'hilo'> | null;
}

export type HiloMove = HiloGuess | 'skip' | 'cashout';

export function openingTable(openRound: Round | null | undefined): HiloTable {
  return { round: resumedRound<'hilo'>(openRound) };
}

export function isTableOpen(table: HiloTable): boolean {
  return isRoundOpen(table.round);
}

/** The guess buttons for the card shown; before the first card, those of a 7 on a fresh round. */
export function shownOptions(state: HiloState | null): GuessOption[] {
  const card = state ? currentCard(state) : null;
  return card && state
    ? guessOptions(state, card.rank)
    : guessOptions({ oddsNumerator: '1', oddsDenominator: '1' }, '7');
}

/** The multiplier won so far (basis points) and what a cash-out pays now (minor units). */
export function hiloFigures(table: HiloTable): { bps: number; cashoutMinor: number } {
  const state = table.round?.outcome ?? null;
  const bps = state ? toBasisPoints(state.multiplier) : 0;
  const cashoutMinor = table.round && bps > 0 ? Number(payoutMinor(BigInt(table.round.bet), fromBasisPoints(bps))) : 0;
  return { bps, cashoutMinor };
}

/** A move as sent: the number of actions seen makes a retried click count once. */
export function moveBody(round: Round<'hilo'>, type: HiloMove): { type: HiloMove; seq: number } {
  return { type, seq: actionSeq(round) };
}

/** The line after an answer and, for a finished round, the chip of the last rounds. */
export function answerLine(
  state: HiloState,
  winText: string,
): { status: string; chip: { label: string; won: boolean } | null } {
  const multiplier = formatMultiplierBps(toBasisPoints(state.multiplier));
  if (state.status === 'lost') {
    const last = state.steps[state.steps.length - 1];
    return { status: t('games.hilo.lost', { card: last?.card.label ?? '?' }), chip: { label: 'x0', won: false } };
  }
  if (state.status === 'cashed_out')
    return {
      status: t('games.mines.cashedOut', { multiplier, amount: winText }),
      chip: { label: multiplier, won: true },
    };
  if (state.guesses === 0) return { status: t('games.hilo.guessPrompt'), chip: null };
  return { status: t('games.hilo.right', { multiplier }), chip: null };
}
