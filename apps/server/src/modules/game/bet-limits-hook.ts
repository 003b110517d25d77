import type { PlayerId } from '@casino/shared';
import type { Executor } from '../../db/executor';

/** A stake about to be taken from a player's real-money balance. */
export interface BetAttempt {
  readonly playerId: PlayerId;
  readonly currency: string;
  /** Minor units. */
  readonly amount: bigint;
  readonly gameId: string;
  /** A round already written with this stake in it (bet and win in one call): left out of the sums. */
  readonly excludeRoundId?: string;
}

/**
 * The responsible-gaming check before every debit of a game round, on the debit's transaction
 * (the limits module's `checkStake`): it throws the refusal and the stake is never taken.
 */
export type BeforeBet = (executor: Executor, bet: BetAttempt) => Promise<void>;
