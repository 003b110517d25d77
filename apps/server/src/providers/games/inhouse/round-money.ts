import type { PlayerId } from '@casino/shared';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../../db/executor';
import { AppError } from '../../../http/app-error';
import type { GameWalletService } from '../../../modules/game/game-wallet.service';
import type { SeamlessWallet } from '../seamless-wallet';
import { moveDemoBalance, type LaunchSession } from './launch-sessions';
import { stakeWinChanceBps } from './stake-win-chance';
import { gameLaunchSessions, type inhouseRounds } from './inhouse.table';

/** A round's money fields; its game kind and parameters when it has them (what a stake's risk is read from). */
type InhouseRound = Pick<
  typeof inhouseRounds.$inferSelect,
  'id' | 'gameId' | 'currency' | 'bet' | 'playerId' | 'launchSessionId'
> &
  Partial<Pick<typeof inhouseRounds.$inferSelect, 'kind' | 'params'>>;

/**
 * Where a round's money goes: the platform's seamless wallet for real money, the launch
 * session's play money for demo. The game server plays both the same way through this.
 */
export interface RoundMoney {
  balance(executor: Executor): Promise<bigint>;
  /** Takes the round's stake, exactly once per round. Answers the balance after. */
  stake(executor: Executor, round: InhouseRound): Promise<bigint>;
  /**
   * Another stake of the same round (blackjack's double, split and insurance), under its own
   * transaction id, so a retried step never charges twice. Answers the balance after.
   */
  addStake(executor: Executor, round: InhouseRound, amount: bigint, transactionId: string): Promise<bigint>;
  /** Pays the round's win (zero for a loss) and reports the settled round. Answers the balance after. */
  settle(executor: Executor, round: InhouseRound, win: bigint, outcome: unknown): Promise<bigint>;
  /** A one-step round: stake and settle together (for the wallet, one bet-and-win call). Answers the balance after. */
  playOneStep(executor: Executor, round: InhouseRound, win: bigint, outcome: unknown): Promise<bigint>;
}

/** The provider's transaction ids of a round: derived from the round id, so a retried step never charges twice. */
export const betTransactionId = (roundId: string): string => `${roundId}:bet`;
export const winTransactionId = (roundId: string): string => `${roundId}:win`;
/** An extra stake of a round, keyed by the action that took it (its index in the round's actions). */
export const extraBetTransactionId = (roundId: string, actionIndex: number): string => `${roundId}:bet:${actionIndex}`;

export function realMoney(wallet: SeamlessWallet, playerId: PlayerId, currency: string): RoundMoney {
  const call = (round: InhouseRound) => ({
    playerId,
    currency: round.currency,
    gameId: round.gameId,
    providerRoundId: round.id,
  });
  return {
    balance: (executor) => wallet.balance({ playerId, currency }, executor),
    stake: async (executor, round) =>
      (
        await wallet.bet(
          { ...call(round), amount: round.bet, providerTransactionId: betTransactionId(round.id) },
          executor,
        )
      ).balance,
    addStake: async (executor, round, amount, transactionId) =>
      (await wallet.bet({ ...call(round), amount, providerTransactionId: transactionId }, executor)).balance,
    settle: async (executor, round, win, outcome) =>
      (
        await wallet.win(
          { ...call(round), amount: win, providerTransactionId: winTransactionId(round.id), outcome },
          executor,
        )
      ).balance,
    playOneStep: async (executor, round, win, outcome) => {
      // The bet's chance to win back its stake: a near-certain one counts little towards a bonus's wagering.
      const winChanceBps = round.kind === undefined ? undefined : stakeWinChanceBps(round.kind, round.params);
      const request = {
        ...call(round),
        bet: round.bet,
        win,
        outcome,
        betTransactionId: betTransactionId(round.id),
        winTransactionId: winTransactionId(round.id),
        ...(winChanceBps === undefined ? {} : { winChanceBps }),
      };
      return (await wallet.betAndWin(request, executor)).balance;
    },
  };
}

/**
 * A free spin (the bonus engine's free spins of this game): no own money moves; the spin is
 * counted and its win paid into the free spins' bonus money, on the round's transaction. Answers
 * the balance the game shows (own money and the active bonus's, unchanged by the stake).
 */
export function freeSpinMoney(
  games: GameWalletService,
  wallet: SeamlessWallet,
  playerId: PlayerId,
  currency: string,
  playerFreespinId: string,
): RoundMoney {
  const balance = (executor: Executor) => wallet.balance({ playerId, currency }, executor);
  const spent = () =>
    new AppError(409, 'freespins_used', 'Your free spins have been played: spin again with your balance');
  return {
    balance,
    stake: () => Promise.reject(spent()),
    addStake: () => Promise.reject(spent()),
    settle: () => Promise.reject(spent()),
    playOneStep: async (executor, round, win, outcome) => {
      // Free, but still play: the day's play time and a break stop it as they stop a stake.
      await games.breaks.checkPlay(executor, playerId);
      if (!(await games.freespins.play(executor, playerFreespinId, round.id, win))) throw spent();
      await games.recordFreeSpinRound(executor, {
        playerId,
        gameId: round.gameId,
        providerRoundId: round.id,
        currency: round.currency,
        win,
        outcome,
      });
      return balance(executor);
    },
  };
}

export function playMoney(games: GameWalletService, session: LaunchSession): RoundMoney {
  const money: RoundMoney = {
    balance: async (executor) => {
      const [row] = await executor
        .select({ balance: gameLaunchSessions.demoBalance })
        .from(gameLaunchSessions)
        .where(eq(gameLaunchSessions.id, session.id));
      return row?.balance ?? 0n;
    },
    stake: (executor, round) => moveDemoBalance(executor, round.launchSessionId, -round.bet),
    addStake: (executor, round, amount) => moveDemoBalance(executor, round.launchSessionId, -amount),
    settle: async (executor, round, win, outcome) => {
      const balance = await moveDemoBalance(executor, round.launchSessionId, win);
      await games.recordDemoRound(executor, {
        playerId: round.playerId,
        gameId: round.gameId,
        providerRoundId: round.id,
        currency: round.currency,
        bet: round.bet,
        win,
        outcome,
      });
      return balance;
    },
    playOneStep: async (executor, round, win, outcome) => {
      await money.stake(executor, round);
      return money.settle(executor, round, win, outcome);
    },
  };
  return money;
}
