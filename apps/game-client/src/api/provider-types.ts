/**
 * The game provider's API as the client sees it (issue 7; apps/server/src/providers/games).
 * Amounts are integers in minor units; the outcome of each game is fairplay's outcome type,
 * except an active mines round, whose mine positions stay hidden (null) until it ends.
 */
import type {
  BaccaratOutcome,
  BlackjackPublicState,
  DiceOutcome,
  GameKind,
  HiloState,
  KenoOutcome,
  LimboOutcome,
  MinesState,
  PlinkoOutcome,
  RouletteOutcome,
  ScratchOutcome,
  SlotGameOutcome,
  SlotOutcome,
  VideoPokerState,
} from '@casino/fairplay';
import type { FreespinsView, ProviderSeedState, SeedRotation } from '@casino/shared';

/** The game kinds of fairplay, and 'reels': any slot of fairplay's slot engine, drawn from the config the session carries. */
export type ClientGameKind = GameKind | 'reels';

export interface SessionGame {
  readonly identity: string;
  readonly name: string;
  readonly kind: ClientGameKind;
  readonly rtpBasisPoints: number;
  /** For 'reels', the slot's SlotGameConfig. */
  readonly config?: unknown;
}

/** The seed pair of the next round (the server's shape, from packages/shared). */
export type SeedState = ProviderSeedState;

export interface BetLimitsView {
  readonly minBet: number;
  readonly maxBet: number;
  /**
   * The active bonus's maximum stake per round while it is wagered (the casino refuses more);
   * null or absent when no bonus limits the stake. A bonus buy above it is shown refused.
   */
  readonly bonusMaxBet?: number | null;
}

/** What the player may see of a mines round: the mines are null while it is active. */
export type MinesPublicState = Omit<MinesState, 'minePositions'> & { readonly minePositions: readonly number[] | null };

export interface OutcomeByKind {
  dice: DiceOutcome;
  limbo: LimboOutcome;
  mines: MinesPublicState;
  plinko: PlinkoOutcome;
  slot: SlotOutcome;
  roulette: RouletteOutcome;
  /** Blackjack: the dealer's hole card is null until the round is over. */
  blackjack: BlackjackPublicState;
  keno: KenoOutcome;
  hilo: HiloState;
  baccarat: BaccaratOutcome;
  'video-poker': VideoPokerState;
  scratch: ScratchOutcome;
  /** An engine slot's round (the session's game.config is its SlotGameConfig). */
  reels: SlotGameOutcome;
}

export interface Round<K extends ClientGameKind = ClientGameKind> {
  readonly id: string;
  readonly bet: number;
  readonly win: number;
  readonly nonce: number;
  readonly clientSeed: string;
  readonly serverSeedHash: string;
  /** For mines, the public state (mine positions hidden while the round is active). */
  readonly outcome: OutcomeByKind[K];
  /** Mines: 'active', 'cashed_out' or 'busted'. */
  readonly state?: string;
  /** The params as the server parsed them. */
  readonly params?: unknown;
  /** Mines: the player's actions so far, for the verify page to replay. */
  readonly actions?: readonly unknown[];
  /** 'open' while a multi-step round waits for the player, then 'settled'. */
  readonly status: string;
}

export interface Session {
  readonly game: SessionGame;
  readonly currency: string;
  readonly subunitToUnit: number;
  readonly balance: number;
  readonly demo: boolean;
  readonly limits: BetLimitsView;
  readonly seeds: SeedState;
  readonly openRound: Round | null;
  readonly freespins?: FreespinsView | null;
}

/** Free spins of this game the player has (the server's shape, from packages/shared). */
export type { FreespinsView };

export interface RoundReply<K extends ClientGameKind = ClientGameKind> {
  readonly round: Round<K>;
  readonly balance: number;
  /** After a free spin: those left now (null when all are played); absent after a paid round. */
  readonly freespins?: FreespinsView | null;
}

/** A seed rotation: the pair that ended, its server seed revealed, and the new one (the server's shape, from packages/shared). */
export type RotateReply = SeedRotation;

export type MinesActionBody = { readonly type: 'reveal'; readonly tile: number } | { readonly type: 'cashout' };
/**
 * An action of a multi-step round: mines's, or blackjack's and hilo's `{ type }`. `seq` (the
 * number of actions the client has seen) makes a retried action idempotent and a stale one refused.
 */
export type ActionBody = MinesActionBody | { readonly type: string; readonly seq?: number } | VideoPokerDrawBody;

/** Video poker's draw: the five hold flags, left to right. */
export interface VideoPokerDrawBody {
  readonly type: 'draw';
  readonly hold: readonly boolean[];
  readonly seq?: number;
}

/** Whether a round still waits for the player (a mines round before its cash-out or bust); no round is none. */
export function isRoundOpen(round: Round | null | undefined): boolean {
  return round?.status === 'open';
}

/** The session's open round, resumed by the game it belongs to (the shell mounts that game); null when none is open. */
export function resumedRound<K extends ClientGameKind>(openRound: Round | null | undefined): Round<K> | null {
  return isRoundOpen(openRound) ? (openRound as Round<K>) : null;
}

/** The number of actions seen, sent with the next so a retried click is taken once and a stale one refused. */
export function actionSeq(round: Round): number {
  return round.actions?.length ?? 0;
}
