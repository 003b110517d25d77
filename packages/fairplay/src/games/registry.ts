import { FairplayError } from '../errors';
import { type FloatReader } from '../rng/floats';
import { type Ratio } from '../ratio';
import { DICE_HOUSE_EDGE, diceOutcome, parseDiceParams, type DiceOutcome, type DiceParams } from './dice';
import { LIMBO_HOUSE_EDGE, limboOutcome, parseLimboParams, type LimboOutcome, type LimboParams } from './limbo';
import { MINES_HOUSE_EDGE, parseMinesParams, type MinesParams } from './mines/mines-math';
import { parseMinesAction, replayMines, type MinesAction, type MinesState } from './mines/mines-round';
import { expectRecord } from './params';
import { BLACKJACK_PUBLISHED_RTP } from './blackjack/blackjack-rtp';
import {
  parseBlackjackAction,
  parseBlackjackParams,
  replayBlackjack,
  type BlackjackParams,
  type BlackjackState,
} from './blackjack/blackjack';
import {
  HILO_HOUSE_EDGE,
  parseHiloAction,
  parseHiloParams,
  replayHilo,
  type HiloParams,
  type HiloState,
} from './hilo/hilo';
import { KENO_PUBLISHED_RTP, kenoOutcome, parseKenoParams, type KenoOutcome, type KenoParams } from './keno/keno';
import { PLINKO_HOUSE_EDGE, parsePlinkoParams, plinkoOutcome, type PlinkoOutcome, type PlinkoParams } from './plinko';
import {
  parseRouletteParams,
  ROULETTE_HOUSE_EDGE,
  rouletteOutcome,
  type RouletteOutcome,
  type RouletteParams,
} from './roulette/roulette';
import { LUCKY_ORBIT_SLOT } from './slot/lucky-orbit';
import { slotOutcome, type SlotOutcome } from './slot/slot-play';
import {
  BACCARAT_PUBLISHED_RTP,
  baccaratOutcome,
  parseBaccaratParams,
  type BaccaratOutcome,
  type BaccaratParams,
} from './baccarat/baccarat';
import {
  parseVideoPokerAction,
  parseVideoPokerParams,
  replayVideoPoker,
  VIDEO_POKER_PUBLISHED_RTP,
  type VideoPokerParams,
  type VideoPokerState,
} from './video-poker/video-poker';
import {
  parseScratchParams,
  scratchOutcome,
  SCRATCH_RTP,
  type ScratchOutcome,
  type ScratchParams,
} from './scratch/scratch';

/** The games of the in-house studio, by kind (the math; the lobby may skin one kind many times). */
export const GAME_KINDS = [
  'dice',
  'limbo',
  'mines',
  'plinko',
  'slot',
  'roulette',
  'blackjack',
  'keno',
  'hilo',
  'baccarat',
  'video-poker',
  'scratch',
] as const;
export type GameKind = (typeof GAME_KINDS)[number];

/** The slot takes no parameters: one bet covers all ten paylines. */
export type SlotParams = Readonly<Record<string, never>>;

export interface GameParamsByKind {
  dice: DiceParams;
  limbo: LimboParams;
  mines: MinesParams;
  plinko: PlinkoParams;
  slot: SlotParams;
  roulette: RouletteParams;
  blackjack: BlackjackParams;
  keno: KenoParams;
  hilo: HiloParams;
  baccarat: BaccaratParams;
  'video-poker': VideoPokerParams;
  scratch: ScratchParams;
}

export interface GameOutcomeByKind {
  dice: DiceOutcome;
  limbo: LimboOutcome;
  mines: MinesState;
  plinko: PlinkoOutcome;
  slot: SlotOutcome;
  roulette: RouletteOutcome;
  blackjack: BlackjackState;
  keno: KenoOutcome;
  hilo: HiloState;
  baccarat: BaccaratOutcome;
  'video-poker': VideoPokerState;
  scratch: ScratchOutcome;
}

export interface GameInfo {
  readonly kind: GameKind;
  readonly title: string;
  /** The published RTP (0.99 = 99%); each game module has the exact figure for given params. */
  readonly rtp: number;
  readonly houseEdge: number;
  /** Multi-step games keep a state between the start and the cash-out (see mines-round). */
  readonly multiStep: boolean;
}

/** The slot's exact RTP is 96.10% (slotRtp(LUCKY_ORBIT_SLOT)); published rounded down. */
const SLOT_PUBLISHED_RTP = 0.961;

export const GAME_INFO: Readonly<Record<GameKind, GameInfo>> = {
  dice: { kind: 'dice', title: 'Dice', rtp: 1 - DICE_HOUSE_EDGE, houseEdge: DICE_HOUSE_EDGE, multiStep: false },
  limbo: { kind: 'limbo', title: 'Limbo', rtp: 1 - LIMBO_HOUSE_EDGE, houseEdge: LIMBO_HOUSE_EDGE, multiStep: false },
  mines: { kind: 'mines', title: 'Mines', rtp: 1 - MINES_HOUSE_EDGE, houseEdge: MINES_HOUSE_EDGE, multiStep: true },
  plinko: {
    kind: 'plinko',
    title: 'Plinko',
    rtp: 1 - PLINKO_HOUSE_EDGE,
    houseEdge: PLINKO_HOUSE_EDGE,
    multiStep: false,
  },
  slot: {
    kind: 'slot',
    title: LUCKY_ORBIT_SLOT.title,
    rtp: SLOT_PUBLISHED_RTP,
    houseEdge: 1 - SLOT_PUBLISHED_RTP,
    multiStep: false,
  },
  roulette: {
    kind: 'roulette',
    title: 'European Roulette',
    rtp: 1 - ROULETTE_HOUSE_EDGE,
    houseEdge: ROULETTE_HOUSE_EDGE,
    multiStep: false,
  },
  blackjack: {
    kind: 'blackjack',
    title: 'Blackjack',
    rtp: BLACKJACK_PUBLISHED_RTP,
    houseEdge: 1 - BLACKJACK_PUBLISHED_RTP,
    multiStep: true,
  },
  keno: { kind: 'keno', title: 'Keno', rtp: KENO_PUBLISHED_RTP, houseEdge: 1 - KENO_PUBLISHED_RTP, multiStep: false },
  hilo: { kind: 'hilo', title: 'Hilo', rtp: 1 - HILO_HOUSE_EDGE, houseEdge: HILO_HOUSE_EDGE, multiStep: true },
  /** The banker bet's RTP (player 98.76%, tie 85.64%): baccaratRtp. */
  baccarat: {
    kind: 'baccarat',
    title: 'Baccarat',
    rtp: BACCARAT_PUBLISHED_RTP,
    houseEdge: 1 - BACCARAT_PUBLISHED_RTP,
    multiStep: false,
  },
  /** 9/6 Jacks or Better with optimal play. */
  'video-poker': {
    kind: 'video-poker',
    title: 'Jacks or Better',
    rtp: VIDEO_POKER_PUBLISHED_RTP,
    houseEdge: 1 - VIDEO_POKER_PUBLISHED_RTP,
    multiStep: true,
  },
  /** The prize table's exact RTP; the progressive pool a jackpot card wins comes on top. */
  scratch: { kind: 'scratch', title: 'Scratch card', rtp: SCRATCH_RTP, houseEdge: 1 - SCRATCH_RTP, multiStep: false },
};

export function isGameKind(value: unknown): value is GameKind {
  return typeof value === 'string' && (GAME_KINDS as readonly string[]).includes(value);
}

export function assertGameKind(value: unknown): GameKind {
  if (!isGameKind(value))
    throw new FairplayError('unknown_game', `game must be one of ${GAME_KINDS.join(', ')}`, 'game');
  return value;
}

function parseSlotParams(input: unknown): SlotParams {
  expectRecord(input ?? {});
  return {};
}

const PARSERS: { readonly [K in GameKind]: (input: unknown) => GameParamsByKind[K] } = {
  dice: parseDiceParams,
  limbo: parseLimboParams,
  mines: parseMinesParams,
  plinko: parsePlinkoParams,
  slot: parseSlotParams,
  roulette: parseRouletteParams,
  blackjack: parseBlackjackParams,
  keno: parseKenoParams,
  hilo: parseHiloParams,
  baccarat: parseBaccaratParams,
  'video-poker': parseVideoPokerParams,
  scratch: parseScratchParams,
};

/** Validates untrusted params of a game; throws a FairplayError naming the field. */
export function parseGameParams<K extends GameKind>(game: K, input: unknown): GameParamsByKind[K] {
  return PARSERS[assertGameKind(game)](input) as GameParamsByKind[K];
}

/** How many floats a round usually needs: the first fetch of the asynchronous path. */
export function floatsHint<K extends GameKind>(game: K, params: GameParamsByKind[K]): number {
  if (game === 'mines') return (params as MinesParams).mines;
  if (game === 'plinko') return (params as PlinkoParams).rows;
  if (game === 'slot') return LUCKY_ORBIT_SLOT.reels.length;
  if (game === 'keno') return 10;
  if (game === 'blackjack') return 8;
  if (game === 'baccarat') return 6;
  if (game === 'video-poker') return 10;
  if (game === 'scratch') return 10;
  return 1;
}

/**
 * Plays a round of any game from its floats: single-step games return their outcome; mines starts
 * and replays `actions` (reveal / cashout) and returns the state reached.
 */
export function playGame<K extends GameKind>(
  game: K,
  reader: FloatReader,
  params: GameParamsByKind[K],
  actions: readonly unknown[] = [],
): GameOutcomeByKind[K] {
  if (!GAME_INFO[game].multiStep && actions.length > 0)
    throw new FairplayError('invalid_action', `${game} takes no actions`, 'actions');
  const outcome = ((): GameOutcomeByKind[GameKind] => {
    switch (game) {
      case 'dice':
        return diceOutcome(reader, params as DiceParams);
      case 'limbo':
        return limboOutcome(reader, params as LimboParams);
      case 'mines':
        return replayMines(
          reader,
          params as MinesParams,
          actions.map((action): MinesAction => parseMinesAction(action)),
        );
      case 'plinko':
        return plinkoOutcome(reader, params as PlinkoParams);
      case 'slot':
        return slotOutcome(reader, LUCKY_ORBIT_SLOT);
      case 'roulette':
        return rouletteOutcome(reader, params as RouletteParams);
      case 'blackjack':
        return replayBlackjack(reader, params as BlackjackParams, actions.map(parseBlackjackAction));
      case 'keno':
        return kenoOutcome(reader, params as KenoParams);
      case 'hilo':
        return replayHilo(reader, params as HiloParams, actions.map(parseHiloAction));
      case 'baccarat':
        return baccaratOutcome(reader, params as BaccaratParams);
      case 'video-poker':
        return replayVideoPoker(reader, params as VideoPokerParams, actions.map(parseVideoPokerAction));
      case 'scratch':
        return scratchOutcome(reader);
      default:
        throw new FairplayError('unknown_game', `unknown game ${String(game)}`, 'game');
    }
  })();
  return outcome as GameOutcomeByKind[K];
}

/** The multiplier of an outcome, and whether the round is over (a mines round may still be active). */
export function outcomeSettlement(
  game: GameKind,
  outcome: GameOutcomeByKind[GameKind],
): { multiplier: Ratio; finished: boolean } {
  if (game === 'mines') {
    const state = outcome as MinesState;
    return { multiplier: state.multiplier, finished: state.status !== 'active' };
  }
  if (game === 'blackjack') {
    const state = outcome as BlackjackState;
    return { multiplier: state.multiplier, finished: state.phase === 'finished' };
  }
  if (game === 'hilo') {
    const state = outcome as HiloState;
    return { multiplier: state.multiplier, finished: state.status !== 'active' };
  }
  if (game === 'video-poker') {
    const state = outcome as VideoPokerState;
    return { multiplier: state.multiplier, finished: state.phase === 'finished' };
  }
  return { multiplier: outcome.multiplier, finished: true };
}
