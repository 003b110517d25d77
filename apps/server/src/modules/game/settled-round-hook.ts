import type { RoundId } from '@casino/shared';
import type { Executor } from '../../db/executor';

/**
 * Told of a real-money round (casino or sports) the moment it settles, on the settling call's
 * transaction: an observer records what it needs there (retention enqueues a job), so the bet path
 * does no more than one insert and no observed settlement is lost or seen without its commit.
 */
export type SettledRoundObserver = (executor: Executor, roundId: RoundId) => Promise<void>;

export const NO_SETTLED_ROUND_OBSERVER: SettledRoundObserver = async () => undefined;
