import type { GameProviderIntegration, PlayerId } from '@casino/shared';
import type { Executor } from '../../db/executor';

/** A stake about to be taken, as the bonus engine sees it. */
export interface BonusStakeAttempt {
  readonly playerId: PlayerId;
  readonly currency: string;
  /** Minor units, greater than zero. */
  readonly amount: bigint;
  readonly gameId: string;
  readonly integration: GameProviderIntegration;
  /** Sports bets: the combined decimal odds ("2.35"), which decide whether the stake counts towards wagering. */
  readonly odds?: string;
  /** What this round has staked before this call (a round of several bet calls): the maximum bet holds for the round. */
  readonly roundBet?: bigint;
  /** The chance (basis points) the bet gives back at least its stake, when the game reported it: a near-certain bet counts less towards wagering. */
  readonly winChanceBps?: number;
}

/** How a stake is paid: own money first, then the active bonus's money. */
export interface StakeSplit {
  readonly own: bigint;
  readonly bonus: bigint;
  /** The bonus whose money is in the stake (null when none is). */
  readonly playerBonusId: string | null;
  /** Whether the player had an active bonus in the currency at the stake (false: nothing more to do for bonuses). */
  readonly bonusActive: boolean;
}

/**
 * The bonus engine's part in the seamless wallet (modules/bonus), on the wallet call's transaction:
 * `split` decides before any money moves (the maximum stake while wagering, the split, the
 * wagering it adds), `settled` completes the active bonus when due after a round settled or was
 * rolled back, and `bonusShare` says whether a round's bonus can still take its share of a win.
 */
export interface BonusStakes {
  split(executor: Executor, stake: BonusStakeAttempt): Promise<StakeSplit>;
  /**
   * Before a win or refund of a round holding bonus money: takes the player's wallet account lock
   * first, the lock every bonus change starts with, so a bonus row is never locked before it.
   */
  beforePayout(executor: Executor, playerId: PlayerId, currency: string): Promise<void>;
  /** Whether this bonus is still active (its share of a win or a refund goes back to it; otherwise it stays with the house). */
  isActive(executor: Executor, playerBonusId: string): Promise<boolean>;
  settled(executor: Executor, playerId: PlayerId, currency: string): Promise<void>;
  /** The active bonus's balance: what a game shows beside own money. */
  activeBalance(executor: Executor | undefined, playerId: PlayerId, currency: string): Promise<bigint>;
  /**
   * The most a casino round may stake now while the active bonus is wagered (its maximum bet);
   * null when no bonus limits it. A game shows what `split` would refuse before the player tries.
   */
  maxBet(executor: Executor | undefined, playerId: PlayerId, currency: string): Promise<bigint | null>;
}

/** Free spins the player can play now in one game (the bonus engine's player_freespins). */
export interface FreespinsAvailable {
  readonly id: string;
  /** Spins left. */
  readonly left: number;
  /** The fixed stake of each spin, in minor units. */
  readonly betAmount: bigint;
}

/**
 * Free spins in a game (modules/bonus): a spin costs no own money; its win is bonus money. The
 * in-house game server asks `find` when a round starts and `play` on the round's transaction.
 */
export interface FreeSpins {
  find(
    executor: Executor | undefined,
    playerId: PlayerId,
    gameId: string,
    currency: string,
  ): Promise<FreespinsAvailable | undefined>;
  /** Counts one spin and pays its win into the free spins' bonus, under their lock; undefined when none is left. */
  play(
    executor: Executor,
    playerFreespinId: string,
    roundId: string,
    win: bigint,
  ): Promise<{ left: number } | undefined>;
}

export const NO_FREESPINS: FreeSpins = { find: async () => undefined, play: async () => undefined };

/** No bonus engine (tests of the wallet alone): every stake is own money. */
export const NO_BONUSES: BonusStakes = {
  split: async (_executor, stake) => ({ own: stake.amount, bonus: 0n, playerBonusId: null, bonusActive: false }),
  isActive: async () => false,
  beforePayout: async () => undefined,
  settled: async () => undefined,
  activeBalance: async () => 0n,
  maxBet: async () => null,
};
