import { describe, expect, it } from 'vitest';
import { isFairplayError } from '../../errors';
import { createFloatReader } from '../../rng/floats';
import { CARD_RANKS, CARD_SUITS, DECK_SIZE, type CardRank } from '../cards';
import {
  actHilo,
  hiloGuessAllowed,
  hiloNextMultiplierBps,
  hiloWinningRanks,
  parseHiloAction,
  replayHilo,
  startHilo,
  HILO_GUESSES,
  HILO_MAX_SKIPS,
  type HiloAction,
} from './hilo';

/** The float that draws this rank (spades) from the infinite deck: floor(f x 52) picks the card. */
const floatOf = (rank: CardRank) => (CARD_RANKS.indexOf(rank) * CARD_SUITS.length + 2 + 0.5) / DECK_SIZE;
const reader = (...ranks: CardRank[]) => createFloatReader(ranks.map(floatOf));
const actions = (...types: HiloAction['type'][]) => types.map((type) => ({ type }));
const code = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    return isFairplayError(error) ? error.code : 'other';
  }
  return 'none';
};

describe('hilo odds', () => {
  it('counts the ranks each guess wins with (2 lowest, ace highest)', () => {
    const seven = CARD_RANKS.indexOf('7');
    expect(hiloWinningRanks(seven, 'higher')).toBe(7);
    expect(hiloWinningRanks(seven, 'higher_or_same')).toBe(8);
    expect(hiloWinningRanks(seven, 'lower')).toBe(5);
    expect(hiloWinningRanks(seven, 'lower_or_same')).toBe(6);
    expect(hiloWinningRanks(seven, 'same')).toBe(1);
  });

  it('pays the fair odds less 1%, taken once: 0.99 x 13 / ranks', () => {
    const state = startHilo(reader('7'));
    const seven = CARD_RANKS.indexOf('7');
    expect(hiloNextMultiplierBps(state, seven, 'higher_or_same')).toBe(16_087); // 0.99 x 13/8
    expect(hiloNextMultiplierBps(state, seven, 'lower')).toBe(25_740); // 0.99 x 13/5
    expect(hiloNextMultiplierBps(state, seven, 'same')).toBe(128_700);
  });

  it('refuses guesses that cannot win or cannot lose', () => {
    expect(hiloGuessAllowed(CARD_RANKS.indexOf('A'), 'higher')).toBe(false);
    expect(hiloGuessAllowed(CARD_RANKS.indexOf('2'), 'lower')).toBe(false);
    expect(hiloGuessAllowed(CARD_RANKS.indexOf('2'), 'higher_or_same')).toBe(false);
    expect(hiloGuessAllowed(CARD_RANKS.indexOf('A'), 'lower_or_same')).toBe(false);
    expect(code(() => replayHilo(reader('A', '5'), {}, actions('higher')))).toBe('hilo_guess_impossible');
  });

  it('returns at most 99% for one guess from any card, within a basis point', () => {
    for (const guess of HILO_GUESSES) {
      for (let value = 0; value < CARD_RANKS.length; value += 1) {
        if (!hiloGuessAllowed(value, guess)) continue;
        const p = hiloWinningRanks(value, guess) / 13;
        const rtp = p * (hiloNextMultiplierBps({ oddsNumerator: '1', oddsDenominator: '1' }, value, guess) / 10_000);
        expect(rtp).toBeLessThanOrEqual(0.99 + 1e-12);
        expect(rtp).toBeGreaterThan(0.99 - 1e-4);
      }
    }
  });
});

describe('the hilo round', () => {
  it('multiplies the odds of each right guess, and cashes out', () => {
    // 7, then higher-or-same: a 9 (x13/8); then lower than the 9: a 4 (x13/7 more).
    let state = replayHilo(reader('7', '9', '4'), {}, actions('higher_or_same', 'lower'));
    expect(state).toMatchObject({ status: 'active', guesses: 2, oddsNumerator: '169', oddsDenominator: '56' });
    expect(state.multiplier.numerator).toBe(Math.floor((9_900 * 169) / 56));
    state = actHilo(state, { type: 'cashout' }, reader());
    expect(state).toMatchObject({ status: 'cashed_out', multiplier: { numerator: 29_876 } });
  });

  it('loses the stake on a wrong guess', () => {
    const state = replayHilo(reader('7', '9', 'K'), {}, actions('higher_or_same', 'lower'));
    expect(state).toMatchObject({ status: 'lost', multiplier: { numerator: 0 } });
    expect(code(() => actHilo(state, { type: 'cashout' }, reader()))).toBe('game_round_finished');
  });

  it('skips a card without changing the multiplier, a bounded number of times', () => {
    const state = replayHilo(reader('A', '8', '8'), {}, actions('skip', 'same'));
    expect(state.steps.map((step) => [step.action, step.card.rank])).toEqual([
      ['start', 'A'],
      ['skip', '8'],
      ['same', '8'],
    ]);
    expect(state.multiplier.numerator).toBe(128_700);
    const many = Array<CardRank>(HILO_MAX_SKIPS + 2).fill('5');
    expect(
      code(() => replayHilo(reader(...many), {}, actions(...Array<'skip'>(HILO_MAX_SKIPS + 1).fill('skip')))),
    ).toBe('hilo_skip_limit');
  });

  it('refuses a cash-out before any guess, and unknown actions', () => {
    expect(code(() => replayHilo(reader('7'), {}, actions('cashout')))).toBe('hilo_nothing_to_cash_out');
    expect(code(() => replayHilo(reader('7', '7', '7'), {}, actions('skip', 'cashout')))).toBe(
      'hilo_nothing_to_cash_out',
    );
    expect(code(() => parseHiloAction({ type: 'double' }))).toBe('invalid_action');
  });

  it('is plain data: a stored state goes on with the next card', () => {
    const stored = JSON.parse(
      JSON.stringify(replayHilo(reader('7', '9'), {}, actions('higher_or_same'))),
    ) as ReturnType<typeof startHilo>;
    expect(actHilo(stored, { type: 'higher' }, reader('10')).oddsNumerator).toBe('169');
  });
});
