import { userChannel } from '@casino/shared';
import type { Executor } from '../../../db/executor';
import { publishInTransaction } from '../../../modules/realtime/realtime-outbox';
import type { SeamlessWallet, WalletRoundCall } from '../../games/seamless-wallet';
import { sportsbookBets } from '../sportsbook.table';
import { eq } from 'drizzle-orm';
import { betViews, type BetRow } from './bet-records';

/**
 * The sportsbook's money, all of it through the platform's seamless wallet of the `sportsbook`
 * integration, as a third-party sportsbook reaches a casino's: a bet is a round (`bet-{id}`), its
 * stake a debit, its settlement or cash-out a credit, a refused in-play bet a rollback and a
 * resettlement an adjustment. Each call is keyed by the bet, so a replay moves money once; each
 * runs on the caller's transaction with the bet's own change. The platform runs the
 * responsible-gaming check on every stake.
 */
export class SportsbookMoney {
  constructor(
    private readonly wallet: SeamlessWallet,
    private readonly gameId: () => Promise<string>,
  ) {}

  private async call(bet: BetRow, transaction: string): Promise<WalletRoundCall> {
    return { playerId: bet.playerId, currency: bet.currency, gameId: await this.gameId(), providerRoundId: `bet-${bet.id}`, providerTransactionId: `bet-${bet.id}:${transaction}` };
  }

  async stake(tx: Executor, bet: BetRow): Promise<bigint> {
    return (await this.wallet.bet({ ...(await this.call(bet, 'stake')), amount: bet.totalStake }, tx)).balance;
  }

  async settle(tx: Executor, bet: BetRow, payout: bigint, outcome: unknown): Promise<void> {
    await this.wallet.win({ ...(await this.call(bet, 'settle')), amount: payout, outcome }, tx);
  }

  async cashOut(tx: Executor, bet: BetRow, amount: bigint): Promise<void> {
    await this.wallet.win({ ...(await this.call(bet, 'cashout')), amount, outcome: { status: 'cashed_out', payout: Number(amount) } }, tx);
  }

  /** A bet refused after its in-play delay: its stake goes back. */
  async refund(tx: Executor, bet: BetRow): Promise<void> {
    await this.wallet.rollback(await this.call(bet, 'stake'), tx);
  }

  /** A resettlement's difference; answers what moved (a debit takes at most the balance). */
  async adjust(tx: Executor, bet: BetRow, version: number, amount: bigint, outcome: unknown): Promise<bigint> {
    return (await this.wallet.adjust({ ...(await this.call(bet, `resettle:${version}`)), amount, outcome }, tx)).moved;
  }

  async balance(playerId: string, currency: string): Promise<bigint> {
    return this.wallet.balance({ playerId, currency });
  }

  /** Pushes the bet as it now is on the player's `game:bets` channel, with the change. */
  async announce(tx: Executor, playerId: string, betId: number, type: 'bet.placebet' | 'bet.updated' = 'bet.updated'): Promise<void> {
    const [row] = await tx.select().from(sportsbookBets).where(eq(sportsbookBets.id, betId));
    if (!row) return;
    const [bet] = await betViews(tx, [row]);
    await publishInTransaction(tx, userChannel('game:bets', playerId), { type, bet });
  }
}
