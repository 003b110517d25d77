/**
 * Hilo's buttons as fairplay computes them: for the card shown, each guess's chance and the
 * cash-out multiplier a right guess would bring. Guesses that cannot win or cannot lose on this
 * card are swapped for their strict twin (on a 2: "higher", on an ace: "lower").
 */
import {
  CARD_RANKS,
  hiloGuessAllowed,
  hiloNextMultiplierBps,
  hiloRankValue,
  hiloWinningRanks,
  type HiloGuess,
  type HiloState,
} from '@casino/fairplay';
import { t } from '../../lib/i18n';

export interface GuessOption {
  readonly guess: HiloGuess;
  readonly label: string;
  /** The chance the guess wins, in percent. */
  readonly chancePercent: number;
  /** The cash-out multiplier after a right guess, in basis points. */
  readonly multiplierBps: number;
}

/** The up, down and same buttons for the current card. */
export function guessOptions(state: Pick<HiloState, 'oddsNumerator' | 'oddsDenominator'>, rank: string): GuessOption[] {
  const value = CARD_RANKS.indexOf(rank as (typeof CARD_RANKS)[number]);
  const up: HiloGuess = hiloGuessAllowed(value, 'higher_or_same') ? 'higher_or_same' : 'higher';
  const down: HiloGuess = hiloGuessAllowed(value, 'lower_or_same') ? 'lower_or_same' : 'lower';
  const candidates: HiloGuess[] = [up, down, 'same'];
  return candidates
    .filter((guess) => hiloGuessAllowed(value, guess))
    .map((guess) => ({
      guess,
      label: t(`games.hilo.guess.${guess}`),
      chancePercent: (hiloWinningRanks(value, guess) / CARD_RANKS.length) * 100,
      multiplierBps: hiloNextMultiplierBps(state, value, guess),
    }));
}

/** The card now shown. */
export function currentCard(state: HiloState) {
  return state.steps[state.steps.length - 1]?.card ?? null;
}

export function stepLabel(step: HiloState['steps'][number]): string {
  if (step.action === 'start') return t('games.hilo.firstCard');
  if (step.action === 'skip') return t('games.hilo.skipped');
  return t(step.won ? 'games.hilo.stepRight' : 'games.hilo.stepWrong', { guess: t(`games.hilo.guess.${step.action}`) });
}

export { hiloRankValue };
