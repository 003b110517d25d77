import type { PlayerId, RoundId } from '@casino/shared';
import type { Executor } from '../../db/executor';

/**
 * The seamless-wallet contract between a game provider and this platform, shaped like the ones
 * real aggregators use: the player's money stays on the platform, and the provider asks for a
 * debit (bet), a credit (win) or a refund (rollback) of each round. Every call is keyed by the
 * provider's transaction id, so a retried call (a timeout, a replayed request) moves money once
 * and answers as the first call did. Amounts are in the currency's minor units.
 *
 * The platform implements it (modules/game/game-wallet.service.ts), once per provider
 * integration. The in-house provider calls it in process and passes its own transaction, so its
 * round state and the money commit together; a third-party provider would reach the same
 * methods through an HTTP callback adapter, one call per transaction.
 */
export interface SeamlessWallet {
  /** The player's balance in the session's currency. */
  balance(session: WalletSession, executor?: Executor): Promise<bigint>;
  /**
   * The most one round may stake now beyond the game's own limits: the active bonus's maximum
   * bet while it is wagered (a bet above it is refused); null when nothing limits it.
   */
  maxBet(session: WalletSession, executor?: Executor): Promise<bigint | null>;
  /** Takes a stake for a round; opens the round on its first bet. */
  bet(request: WalletBetRequest, executor?: Executor): Promise<WalletCallResult>;
  /** Pays a round's win (zero for a loss) and settles the round. */
  win(request: WalletWinRequest, executor?: Executor): Promise<WalletCallResult>;
  /**
   * A round played in one step (a dice roll, a slot spin): its stake and its win (zero for a
   * loss) in one call, as aggregators' bet-and-win calls do. Moves the same money and keeps the
   * same records as `bet` then `win` with these two transaction ids, and replays as they do.
   */
  betAndWin(request: WalletBetAndWinRequest, executor?: Executor): Promise<WalletCallResult>;
  /** Refunds a bet the provider could not complete; the round is rolled back. */
  rollback(request: WalletRollbackRequest, executor?: Executor): Promise<WalletCallResult>;
  /**
   * Corrects the payout of a settled round (a sportsbook's resettlement of a corrected result):
   * credits a positive amount, debits a negative one — as much of it as the balance holds, since
   * a balance never goes below zero; `taken` says how much was.
   */
  adjust(request: WalletAdjustRequest, executor?: Executor): Promise<WalletAdjustResult>;
}

export interface WalletAdjustRequest extends WalletRoundCall {
  /** Minor units, not zero: more payout (credit) or less (debit). */
  readonly amount: bigint;
  readonly outcome?: unknown;
}

export interface WalletAdjustResult extends WalletCallResult {
  /** What moved: the amount, or for a debit as much of it as the balance held. */
  readonly moved: bigint;
}

/** Who plays what, in which currency: the platform's ids, as the launch handed them to the provider. */
export interface WalletSession {
  readonly playerId: PlayerId;
  readonly currency: string;
}

export interface WalletRoundCall extends WalletSession {
  /** The platform's game id (the catalogue's `games.id`). */
  readonly gameId: string;
  /** The provider's round id: several calls of one round share it. */
  readonly providerRoundId: string;
  /** The provider's id of this call; a replay with the same id changes nothing. */
  readonly providerTransactionId: string;
}

export interface WalletBetRequest extends WalletRoundCall {
  /** Greater than zero. */
  readonly amount: bigint;
  /** A sports bet's combined decimal odds ("2.35"): whether it counts towards a bonus's wagering. */
  readonly odds?: string;
  /** The chance (basis points) the round gives back at least its stake, when the game knows it at the stake: see WalletBetAndWinRequest. */
  readonly winChanceBps?: number;
}

export interface WalletWinRequest extends WalletRoundCall {
  /** Zero for a lost round: the round settles without a transfer. */
  readonly amount: bigint;
  /** What the provider wants kept with the round for the history (the public outcome). */
  readonly outcome?: unknown;
  /**
   * The round won the progressive jackpot (a slot's outcome.jackpot, the scratch card's jackpot
   * symbols): besides `amount`, the platform pays the whole pool once (modules/jackpot); only a
   * game whose catalogue features include 'jackpot' may claim it (422 otherwise).
   */
  readonly jackpot?: boolean;
}

export interface WalletBetAndWinRequest extends WalletSession {
  readonly gameId: string;
  readonly providerRoundId: string;
  readonly betTransactionId: string;
  readonly winTransactionId: string;
  /** Greater than zero. */
  readonly bet: bigint;
  /** Zero for a lost round. */
  readonly win: bigint;
  /** What the provider wants kept with the round for the history (the public outcome). */
  readonly outcome?: unknown;
  /** The round won the progressive jackpot, as for `WalletWinRequest.jackpot`. */
  readonly jackpot?: boolean;
  /**
   * The chance, in basis points, that the bet gives back at least its stake, when the game knows
   * it at the stake (a dice target, a roulette slip): a near-certain bet counts little or nothing
   * towards a bonus's wagering. Left out when the game does not know it.
   */
  readonly winChanceBps?: number;
}

export interface WalletRollbackRequest extends WalletSession {
  readonly gameId: string;
  readonly providerRoundId: string;
  /** The transaction id of the bet to refund. */
  readonly providerTransactionId: string;
}

export interface WalletCallResult {
  /** The balance after the call (after the first call, for a replay). */
  readonly balance: bigint;
  /** True when this transaction id had been processed before: nothing moved this time. */
  readonly replayed: boolean;
  /** The platform's round id (the id the spins history shows). */
  readonly roundId: RoundId;
  /** A jackpot win: what the pool paid the round (on a replay, what it paid the first time). */
  readonly jackpotWin?: bigint;
}
