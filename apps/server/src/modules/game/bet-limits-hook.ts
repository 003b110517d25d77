import type { Executor } from '../../db/executor';

/** A stake about to be taken from a player's real-money balance. */
export interface BetAttempt {
  readonly playerId: string;
  readonly currency: string;
  /** Minor units. */
  readonly amount: bigint;
  readonly gameId: string;
}

/**
 * The responsible-gaming check before every debit of a game round, on the debit's transaction.
 * Deliberately empty for now: the bet and loss limits of the responsible-gaming issue (the
 * `limits` module) do not exist yet. When they do, this throws their AppError (a limit reached)
 * and the stake is never taken. Every seamless-wallet bet already calls it, so that issue only
 * fills this body.
 */
export async function beforeBet(_executor: Executor, _bet: BetAttempt): Promise<void> {
  // Intentionally nothing yet (see above).
}
