import type { PlayerId, RoundId } from '@casino/shared';
import type { Executor } from '../../db/executor';

/** A stake the house has just taken, as the jackpot sees it (on the stake's transaction). */
export interface JackpotStake {
  readonly roundId: RoundId;
  readonly gameId: string;
  readonly currency: string;
  /** The whole stake of this call (own and bonus money), minor units. */
  readonly amount: bigint;
  /** The stake's ledger key: the share's own key derives from it, and a rollback finds it by it. */
  readonly stakeKey: string;
  /** The house shard the stake's transfers used: the share leaves the same house row. */
  readonly houseShardKey: string;
}

/** A round whose provider reported a jackpot win, paid on the win call's transaction. */
export interface JackpotClaim {
  readonly roundId: RoundId;
  readonly gameId: string;
  readonly playerId: PlayerId;
  readonly currency: string;
  /** The house shard of the round's win: the seed put back after the win leaves the same house row. */
  readonly houseShardKey: string;
}

/** A round just settled with real money: what the big-wins feed needs to know. */
export interface SettledRoundMoney {
  readonly roundId: RoundId;
  /** The round's whole stake and whole payout (the jackpot included), minor units. */
  readonly bet: bigint;
  readonly win: bigint;
  readonly jackpotWin: bigint;
}

/**
 * The progressive jackpot's part in the seamless wallet (modules/jackpot), on the wallet call's
 * transaction. Lock order: a call has locked the round, then the player's wallet account (and
 * bonus row), then its house shard; the jackpot pool row comes last. `pay` takes the player's
 * wallet account lock itself first, so a jackpot paid on a round that paid nothing else keeps it.
 */
export interface GameJackpots {
  /** Whether the game feeds (and can win) the jackpot. */
  isJackpotGame(executor: Executor, gameId: string): Promise<boolean>;
  /** After a stake of a jackpot game: its share (floored) from the house into the pool. */
  contribute(executor: Executor, stake: JackpotStake): Promise<void>;
  /** After a rolled-back stake's refund: its share back from the pool to the house (as much as the pool holds). */
  refund(
    executor: Executor,
    stake: {
      readonly stakeKey: string;
      readonly rollbackKey: string;
      readonly roundId: RoundId;
      readonly houseShardKey: string;
    },
  ): Promise<void>;
  /** Pays the whole pool to the round once; answers what was paid (0 when nothing was in it). */
  pay(executor: Executor, claim: JackpotClaim): Promise<bigint>;
  /** What a round was paid from the jackpot (undefined: none): a replayed win answers it again. */
  paidTo(executor: Executor, roundId: RoundId): Promise<bigint | undefined>;
  /** A round settled: a big win (10x or more, or a jackpot) is announced on the public feed. */
  settled(executor: Executor, round: SettledRoundMoney): Promise<void>;
}

/** No jackpot (tests of the wallet alone): no game feeds one. */
export const NO_JACKPOTS: GameJackpots = {
  isJackpotGame: async () => false,
  contribute: async () => undefined,
  refund: async () => undefined,
  pay: async () => 0n,
  paidTo: async () => undefined,
  settled: async () => undefined,
};
