import { FairplayError } from '../../errors';
import { type FloatReader } from '../../rng/floats';
import { fromBasisPoints, ZERO_MULTIPLIER, type Ratio } from '../../ratio';
import { cardFromFloat, CARD_RANKS, type Card } from '../cards';
import { expectOneOf, expectRecord } from '../params';

/**
 * Hilo: a card is shown; the player guesses whether the next card ranks higher, lower or the
 * same (2 lowest, ace highest; suits do not count), skips the card, or cashes out. Cards come
 * from an infinite deck (cards.ts: one float per card, every card equally likely each draw), so
 * a guess wins with probability p = (ranks it covers) / 13, known exactly.
 * After guesses with probabilities p_1..p_k the cash-out multiplier is (1 - edge) / (p_1 x ... x
 * p_k), floored to basis points: the edge is taken once per round, so every way of playing
 * returns 99% (less the flooring), however many guesses it makes.
 */
export const HILO_HOUSE_EDGE = 0.01;
export const HILO_RTP = 1 - HILO_HOUSE_EDGE;
const RETURN_BPS = 9_900;
const RANK_COUNT = CARD_RANKS.length;
/** A round pays at most x1 000 000: a guess that reaches it cashes out by itself. */
export const HILO_MAX_MULTIPLIER_BPS = 1_000_000 * 10_000;
/** Skips per round: enough to look for a good card, bounded so a round's state stays small. */
export const HILO_MAX_SKIPS = 52;

export const HILO_GUESSES = ['higher', 'higher_or_same', 'lower', 'lower_or_same', 'same'] as const;
export type HiloGuess = (typeof HILO_GUESSES)[number];
export const HILO_ACTION_TYPES = [...HILO_GUESSES, 'skip', 'cashout'] as const;
export type HiloAction = { readonly type: (typeof HILO_ACTION_TYPES)[number] };

export type HiloParams = Readonly<Record<string, never>>;

export const HILO_STATUSES = ['active', 'cashed_out', 'lost'] as const;
export type HiloStatus = (typeof HILO_STATUSES)[number];

export interface HiloStep {
  /** What the player did with the card before `card`. */
  readonly action: 'start' | 'skip' | HiloGuess;
  readonly card: Card;
  /** For a guess: whether it won. */
  readonly won: boolean | null;
}

export interface HiloState {
  /** Every card shown, first the starting card; the last one is the current card. */
  readonly steps: readonly HiloStep[];
  readonly guesses: number;
  readonly skips: number;
  readonly status: HiloStatus;
  /** Active: what a cash-out pays now (0 before any guess). Finished: the round's multiplier. */
  readonly multiplier: Ratio;
  /**
   * The exact fair odds so far: 13^guesses / product of the winning counts, as decimal strings
   * (they outgrow a double's exact range after some fifteen guesses).
   */
  readonly oddsNumerator: string;
  readonly oddsDenominator: string;
}

/** 0 for a 2 up to 12 for an ace. */
export function hiloRankValue(card: Pick<Card, 'rank'>): number {
  return CARD_RANKS.indexOf(card.rank);
}

/** How many of the 13 ranks win the guess from a card of rank value `value`. */
export function hiloWinningRanks(value: number, guess: HiloGuess): number {
  switch (guess) {
    case 'higher':
      return RANK_COUNT - 1 - value;
    case 'higher_or_same':
      return RANK_COUNT - value;
    case 'lower':
      return value;
    case 'lower_or_same':
      return value + 1;
    case 'same':
      return 1;
    default:
      throw new FairplayError('invalid_action', `unknown guess ${String(guess)}`, 'type');
  }
}

export function hiloGuessWins(from: number, to: number, guess: HiloGuess): boolean {
  switch (guess) {
    case 'higher':
      return to > from;
    case 'higher_or_same':
      return to >= from;
    case 'lower':
      return to < from;
    case 'lower_or_same':
      return to <= from;
    case 'same':
      return to === from;
    default:
      return false;
  }
}

/**
 * Whether a guess may be made from this card: it must be able to win and to lose (higher on an
 * ace never wins; higher-or-same on a 2 never loses and would only pay less than the stake).
 */
export function hiloGuessAllowed(value: number, guess: HiloGuess): boolean {
  const winning = hiloWinningRanks(value, guess);
  return winning > 0 && winning < RANK_COUNT;
}

function multiplierBpsOf(numerator: bigint, denominator: bigint): number {
  const bps = (BigInt(RETURN_BPS) * numerator) / denominator;
  return bps > BigInt(HILO_MAX_MULTIPLIER_BPS) ? HILO_MAX_MULTIPLIER_BPS : Number(bps);
}

/** What one more winning guess would make the cash-out multiplier, in basis points (for the buttons). */
export function hiloNextMultiplierBps(
  state: Pick<HiloState, 'oddsNumerator' | 'oddsDenominator'>,
  value: number,
  guess: HiloGuess,
): number {
  const winning = hiloWinningRanks(value, guess);
  if (winning <= 0) return 0;
  return multiplierBpsOf(
    BigInt(state.oddsNumerator) * BigInt(RANK_COUNT),
    BigInt(state.oddsDenominator) * BigInt(winning),
  );
}

export function parseHiloParams(input: unknown): HiloParams {
  expectRecord(input ?? {});
  return {};
}

export function parseHiloAction(input: unknown): HiloAction {
  const record = expectRecord(input, 'action');
  return { type: expectOneOf(record.type, HILO_ACTION_TYPES, 'type', 'invalid_action') };
}

export function hiloCurrentCard(state: HiloState): Card {
  const last = state.steps[state.steps.length - 1];
  if (!last) throw new FairplayError('invalid_action', 'the round has no card');
  return last.card;
}

export function startHilo(reader: FloatReader): HiloState {
  return {
    steps: [{ action: 'start', card: cardFromFloat(reader.next()), won: null }],
    guesses: 0,
    skips: 0,
    status: 'active',
    multiplier: ZERO_MULTIPLIER,
    oddsNumerator: '1',
    oddsDenominator: '1',
  };
}

/** One step of the round; draws the next card from `reader` for a guess or a skip. */
export function actHilo(state: HiloState, action: HiloAction, reader: FloatReader): HiloState {
  if (state.status !== 'active') throw new FairplayError('game_round_finished', 'the round is over');
  if (action.type === 'cashout') {
    if (state.guesses === 0) throw new FairplayError('hilo_nothing_to_cash_out', 'make a guess before cashing out');
    return { ...state, status: 'cashed_out' };
  }
  const from = hiloRankValue(hiloCurrentCard(state));
  if (action.type === 'skip') {
    if (state.skips >= HILO_MAX_SKIPS)
      throw new FairplayError('hilo_skip_limit', `a round allows ${HILO_MAX_SKIPS} skips`, 'type');
    return {
      ...state,
      skips: state.skips + 1,
      steps: [...state.steps, { action: 'skip', card: cardFromFloat(reader.next()), won: null }],
    };
  }
  const guess = action.type;
  if (!hiloGuessAllowed(from, guess)) {
    throw new FairplayError(
      'hilo_guess_impossible',
      `"${guess.replaceAll('_', ' ')}" cannot be played on this card`,
      'type',
    );
  }
  const card = cardFromFloat(reader.next());
  const won = hiloGuessWins(from, hiloRankValue(card), guess);
  const steps = [...state.steps, { action: guess, card, won }];
  if (!won) return { ...state, steps, guesses: state.guesses + 1, status: 'lost', multiplier: ZERO_MULTIPLIER };
  const oddsNumerator = BigInt(state.oddsNumerator) * BigInt(RANK_COUNT);
  const oddsDenominator = BigInt(state.oddsDenominator) * BigInt(hiloWinningRanks(from, guess));
  const bps = multiplierBpsOf(oddsNumerator, oddsDenominator);
  return {
    ...state,
    steps,
    guesses: state.guesses + 1,
    // At the ceiling there is nothing more to win: the round cashes out by itself.
    status: bps >= HILO_MAX_MULTIPLIER_BPS ? 'cashed_out' : 'active',
    multiplier: fromBasisPoints(bps),
    oddsNumerator: oddsNumerator.toString(),
    oddsDenominator: oddsDenominator.toString(),
  };
}

/** Replays a list of actions from the start: how the server resumes and a verifier checks a round. */
export function replayHilo(reader: FloatReader, _params: HiloParams, actions: readonly HiloAction[]): HiloState {
  return actions.reduce((state, action) => actHilo(state, action, reader), startHilo(reader));
}
