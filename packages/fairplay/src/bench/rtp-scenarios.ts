import { diceRtp, parseDiceParams } from '../games/dice';
import { limboRtp, parseLimboParams } from '../games/limbo';
import { minesStrategyRtp } from '../games/mines/mines-math';
import { actMines, startMines } from '../games/mines/mines-round';
import { plinkoRtp } from '../games/plinko';
import { PLINKO_MAX_ROWS, PLINKO_MIN_ROWS, PLINKO_RISKS } from '../games/plinko-tables';
import { parseGameParams, playGame, type GameKind, type GameParamsByKind } from '../games/registry';
import { rouletteRtp, type RouletteParams } from '../games/roulette/roulette';
import { LUCKY_ORBIT_SLOT } from '../games/slot/lucky-orbit';
import { slotRtp } from '../games/slot/slot-rtp';
import { type FloatReader } from '../rng/floats';
import { SLOT_GAME_SCENARIOS } from './rtp-slot-scenarios';
import { BLACKJACK_PUBLISHED_RTP, playBlackjackBasicStrategy } from '../games/blackjack/blackjack-rtp';
import { kenoOutcome, kenoRtp, KENO_MAX_PICKS, KENO_PUBLISHED_RTP } from '../games/keno/keno';
import {
  actHilo,
  hiloGuessAllowed,
  hiloNextMultiplierBps,
  hiloRankValue,
  hiloWinningRanks,
  startHilo,
  HILO_RTP,
  type HiloGuess,
} from '../games/hilo/hilo';
import { CARD_RANKS } from '../games/cards';
import { ratioToNumber } from '../ratio';
import { baccaratRtp, BACCARAT_RTP, parseBaccaratParams, type BaccaratBetType } from '../games/baccarat/baccarat';
import { playVideoPokerHand, VIDEO_POKER_PUBLISHED_RTP } from '../games/video-poker/video-poker';
import { simpleStrategyHold } from '../games/video-poker/video-poker-strategy';
import { scratchRtp } from '../games/scratch/scratch';
import { CRASH_HOUSE_EDGE, crashPointFromDigest, crashTargetRtp } from '../games/crash/crash';

/**
 * What the benchmark plays for each game: fixed params (or a fixed cycle of them, each played
 * equally often, so the theoretical RTP is their mean) through the same outcome code the server
 * and the verifier run, and a fixed strategy for mines.
 */
export interface RtpScenario {
  /** The row's name: a game kind, a slot's identity, or a slot's identity and ':buy'. */
  readonly game: string;
  readonly description: string;
  /** The exact RTP, where the maths allows; otherwise the row is a simulation only. */
  readonly theoreticalRtp?: number;
  /** The RTP the lobby publishes: it must lie inside the measured 99% interval. */
  readonly publishedRtp: number;
  /** Share of --rounds this row plays (a bonus buy round is ten or more spins, and varies less). */
  readonly roundsShare?: number;
  /** Plays round `index` and returns payout / stake. */
  readonly play: (reader: FloatReader, index: number) => number;
}

const single =
  <G extends Exclude<GameKind, 'mines'>>(game: G, params: GameParamsByKind[G]) =>
  (reader: FloatReader): number =>
    ratioToNumber(playGame(game, reader, params).multiplier);

/** Mines strategies: reveal `picks` tiles (0, 1, 2, ... in order: mines are uniform), then cash out. */
const MINES_STRATEGIES = [
  { mines: 1, picks: 10 },
  { mines: 3, picks: 5 },
  { mines: 5, picks: 2 },
  { mines: 10, picks: 3 },
  { mines: 24, picks: 1 },
] as const;

/** The entry of a fixed cycle that round `index` plays. */
function cycle<T>(entries: readonly T[], index: number): T {
  const entry = entries[index % entries.length];
  if (entry === undefined) throw new RangeError('an empty cycle');
  return entry;
}

function playMines(reader: FloatReader, index: number): number {
  const strategy = cycle(MINES_STRATEGIES, index);
  let state = startMines(reader, { mines: strategy.mines });
  for (let tile = 0; tile < strategy.picks && state.status === 'active'; tile += 1)
    state = actMines(state, { type: 'reveal', tile });
  if (state.status === 'active') state = actMines(state, { type: 'cashout' });
  return ratioToNumber(state.multiplier);
}

const PLINKO_BOARDS = PLINKO_RISKS.flatMap((risk) =>
  Array.from({ length: PLINKO_MAX_ROWS - PLINKO_MIN_ROWS + 1 }, (_, i) =>
    parseGameParams('plinko', { rows: PLINKO_MIN_ROWS + i, risk }),
  ),
);

/** One chip on every kind of bet, so each payout rule is exercised every spin. */
const ROULETTE_SLIP: RouletteParams = parseGameParams('roulette', {
  bets: [
    { type: 'straight', numbers: [17], amount: 10 },
    { type: 'split', numbers: [0, 2], amount: 10 },
    { type: 'street', numbers: [22, 23, 24], amount: 10 },
    { type: 'corner', numbers: [0, 1, 2, 3], amount: 10 },
    { type: 'line', numbers: [31, 32, 33, 34, 35, 36], amount: 10 },
    { type: 'dozen', index: 2, amount: 10 },
    { type: 'column', index: 3, amount: 10 },
    { type: 'red', amount: 10 },
    { type: 'black', amount: 10 },
    { type: 'odd', amount: 10 },
    { type: 'even', amount: 10 },
    { type: 'low', amount: 10 },
    { type: 'high', amount: 10 },
  ],
});

const mean = (values: readonly number[]): number => values.reduce((sum, value) => sum + value, 0) / values.length;

const KENO_PICK_COUNTS = Array.from({ length: KENO_MAX_PICKS }, (_, i) => i + 1);
const KENO_PICKS = KENO_PICK_COUNTS.map((count) => Array.from({ length: count }, (_, i) => i + 1));

/** Hilo's bench strategy: higher-or-same up to a 7, lower-or-same from an 8 (the strict twin at the ends). */
function hiloLikelierGuess(value: number): HiloGuess {
  if (value < 6) return hiloGuessAllowed(value, 'higher_or_same') ? 'higher_or_same' : 'higher';
  return hiloGuessAllowed(value, 'lower_or_same') ? 'lower_or_same' : 'lower';
}

/** Exact: the first card is uniform over 13 ranks; the guess wins with ranks/13 and pays its floored multiplier. */
const HILO_ONE_GUESS_RTP = mean(
  CARD_RANKS.map((_, value) => {
    const guess = hiloLikelierGuess(value);
    return (
      (hiloWinningRanks(value, guess) / CARD_RANKS.length) *
      (hiloNextMultiplierBps({ oddsNumerator: '1', oddsDenominator: '1' }, value, guess) / 10_000)
    );
  }),
);

function playHilo(reader: FloatReader): number {
  const start = startHilo(reader);
  const first = start.steps[0]?.card;
  if (!first) return 0;
  const state = actHilo(start, { type: hiloLikelierGuess(hiloRankValue(first)) }, reader);
  return state.status === 'active' ? ratioToNumber(actHilo(state, { type: 'cashout' }, reader).multiplier) : 0;
}
/** Crash cash-out targets played in turn (hundredths): a cautious, an even and a bold player. */
const CRASH_TARGETS = [101, 200, 1000] as const;

/**
 * A crash round: the crash point from 7 random bytes through the same code as a round's HMAC
 * (the first 52 bits), then a cash-out at the target when the round reaches it.
 */
function playCrash(reader: FloatReader, index: number): number {
  const digest = Uint8Array.from({ length: 7 }, () => Math.floor(reader.next() * 256));
  const target = cycle(CRASH_TARGETS, index);
  return crashPointFromDigest(digest) >= target ? target / 100 : 0;
}

const crashRtpOf = (target: number): number => {
  const { numerator, denominator } = crashTargetRtp(target);
  return Number(numerator) / Number(denominator);
};

const DICE = parseDiceParams({ target: 50.5, condition: 'over' });
const LIMBO = parseLimboParams({ target: 2 });

/** The originals publish their exact RTP. */
const published = (scenario: Omit<RtpScenario, 'publishedRtp'> & { theoreticalRtp: number }): RtpScenario => ({
  ...scenario,
  publishedRtp: scenario.theoreticalRtp,
});

export const RTP_SCENARIOS: readonly RtpScenario[] = [
  published({
    game: 'dice',
    description: 'over 50.50 (x2.0000)',
    theoreticalRtp: diceRtp(DICE),
    play: single('dice', DICE),
  }),
  published({
    game: 'limbo',
    description: 'target x2.00',
    theoreticalRtp: limboRtp(LIMBO),
    play: single('limbo', LIMBO),
  }),
  published({
    game: 'mines',
    description: 'mines/picks 1/10, 3/5, 5/2, 10/3, 24/1, then cash out',
    theoreticalRtp: mean(MINES_STRATEGIES.map(({ mines, picks }) => minesStrategyRtp(mines, picks))),
    play: playMines,
  }),
  published({
    game: 'plinko',
    description: 'all 27 boards (8-16 rows x 3 risks) in turn',
    theoreticalRtp: mean(PLINKO_BOARDS.map(plinkoRtp)),
    play: (reader, index) => ratioToNumber(playGame('plinko', reader, cycle(PLINKO_BOARDS, index)).multiplier),
  }),
  published({
    game: 'slot',
    description: `${LUCKY_ORBIT_SLOT.title}, free spins included`,
    theoreticalRtp: slotRtp(LUCKY_ORBIT_SLOT).rtp,
    play: single('slot', {}),
  }),
  published({
    game: 'roulette',
    description: 'one chip on each of the 13 bet kinds',
    theoreticalRtp: rouletteRtp(ROULETTE_SLIP),
    play: single('roulette', ROULETTE_SLIP),
  }),
  {
    game: 'blackjack',
    description: 'basic strategy (six decks, S17, DAS, one split, no insurance); return on the first bet',
    publishedRtp: BLACKJACK_PUBLISHED_RTP,
    play: (reader) => playBlackjackBasicStrategy(reader).returnOnBet,
  },
  {
    game: 'keno',
    description: 'picks 1 to 10 in turn (numbers 1..n)',
    theoreticalRtp: mean(KENO_PICK_COUNTS.map((picks) => kenoRtp(picks).rtp)),
    publishedRtp: KENO_PUBLISHED_RTP,
    play: (reader, index) =>
      ratioToNumber(kenoOutcome(reader, { picks: KENO_PICKS[cycle(KENO_PICK_COUNTS, index) - 1] ?? [1] }).multiplier),
  },
  {
    game: 'hilo',
    description: 'one guess on the likelier side of the first card, then cash out',
    theoreticalRtp: HILO_ONE_GUESS_RTP,
    publishedRtp: HILO_RTP,
    play: playHilo,
  },
  // The tie bet (85.64%, exact) is checked by baccarat.test.ts; the lobby publishes the banker bet.
  ...(['banker', 'player'] as const).map(
    (type: BaccaratBetType): RtpScenario => ({
      game: type === 'banker' ? 'baccarat' : `baccarat:${type}`,
      description: `one bet on ${type} (eight decks; exact by enumerating the shoe)${type === 'banker' ? ': the lobby publishes this bet' : ''}`,
      theoreticalRtp: baccaratRtp()[type].rtp,
      publishedRtp: BACCARAT_RTP[type],
      play: single('baccarat', parseBaccaratParams({ bets: [{ type, amount: 100 }] })),
    }),
  ),
  {
    game: 'video-poker',
    description: '9/6 Jacks or Better by a simple strategy (about 99.46%); optimal play returns the published 99.54%',
    publishedRtp: VIDEO_POKER_PUBLISHED_RTP,
    play: (reader) => ratioToNumber(playVideoPokerHand(reader, simpleStrategyHold).multiplier),
  },
  published({
    game: 'scratch',
    description: 'the prize table (the progressive jackpot pool excluded)',
    theoreticalRtp: scratchRtp().rtp,
    play: single('scratch', {}),
  }),
  {
    game: 'crash',
    description: "cash-out at x1.01, x2.00 and x10.00 in turn (the crash point from the round hash's first 52 bits)",
    theoreticalRtp: mean(CRASH_TARGETS.map(crashRtpOf)),
    publishedRtp: 1 - CRASH_HOUSE_EDGE,
    play: playCrash,
  },
  ...SLOT_GAME_SCENARIOS,
];
