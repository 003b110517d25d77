import { userChannel, type PlayerId } from '@casino/shared';
import type { Executor } from '../../../db/executor';
import { moneyParam, type Notify } from '../../../modules/notification/notification.service';
import { publishInTransaction } from '../../../modules/realtime/realtime-outbox';
import type { SeamlessWallet, WalletRoundCall } from '../../games/seamless-wallet';
import { sportsbookBets } from '../sportsbook.table';
import { inArray } from 'drizzle-orm';
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
    private readonly gameId: (executor: Executor) => Promise<string>,
    /** The platform's player messages: a bet settled or cashed out, on the transaction that pays it. */
    private readonly notify?: Notify,
  ) {}

  private async call(tx: Executor, bet: BetRow, transaction: string): Promise<WalletRoundCall> {
    return {
      playerId: bet.playerId,
      currency: bet.currency,
      gameId: await this.gameId(tx),
      providerRoundId: `bet-${bet.id}`,
      providerTransactionId: `bet-${bet.id}:${transaction}`,
    };
  }

  async stake(tx: Executor, bet: BetRow): Promise<bigint> {
    // The combined decimal odds (4 places, rounded down) decide whether the stake counts towards a bonus's wagering.
    const odds = (BigInt(bet.oddsNumerator) * 10_000n) / BigInt(bet.oddsDenominator);
    const decimal = `${odds / 10_000n}.${String(odds % 10_000n).padStart(4, '0')}`;
    return (
      await this.wallet.bet({ ...(await this.call(tx, bet, 'stake')), amount: bet.totalStake, odds: decimal }, tx)
    ).balance;
  }

  async settle(tx: Executor, bet: BetRow, payout: bigint, outcome: unknown): Promise<void> {
    await this.wallet.win({ ...(await this.call(tx, bet, 'settle')), amount: payout, outcome }, tx);
  }

  async cashOut(tx: Executor, bet: BetRow, amount: bigint): Promise<void> {
    await this.wallet.win(
      { ...(await this.call(tx, bet, 'cashout')), amount, outcome: { status: 'cashed_out', payout: Number(amount) } },
      tx,
    );
  }

  /** A bet refused after its in-play delay: its stake goes back. */
  async refund(tx: Executor, bet: BetRow): Promise<void> {
    await this.wallet.rollback(await this.call(tx, bet, 'stake'), tx);
  }

  /** A resettlement's difference; answers what moved (a debit takes at most the balance). */
  async adjust(tx: Executor, bet: BetRow, version: number, amount: bigint, outcome: unknown): Promise<bigint> {
    return (await this.wallet.adjust({ ...(await this.call(tx, bet, `resettle:${version}`)), amount, outcome }, tx))
      .moved;
  }

  async balance(playerId: PlayerId, currency: string): Promise<bigint> {
    return this.wallet.balance({ playerId, currency });
  }

  /**
   * Tells the player of a bet paid (settled or cashed out) and what it paid, on the transaction
   * that paid it: the bet is the event (`sport-bet:{id}`), and it is paid once.
   */
  async notice(
    tx: Executor,
    bet: BetRow,
    kind: 'sport-bet.settled' | 'sport-bet.cashed-out',
    payout: bigint,
  ): Promise<void> {
    if (!this.notify) return;
    await this.notify(tx, {
      playerId: bet.playerId,
      kind,
      eventKey: `sport-bet:${bet.id}`,
      params: { bet: `#${bet.id}`, amount: await moneyParam(tx, payout, bet.currency) },
    });
  }

  /** Pushes the bet as it now is on the player's `game:bets` channel, with the change. */
  async announce(
    tx: Executor,
    _playerId: string,
    betId: number,
    type: 'bet.placebet' | 'bet.updated' = 'bet.updated',
  ): Promise<void> {
    await this.announceAll(tx, [betId], type);
  }

  /** The same for many bets (a settlement batch): their views read in one query. */
  async announceAll(
    tx: Executor,
    betIds: readonly number[],
    type: 'bet.placebet' | 'bet.updated' = 'bet.updated',
  ): Promise<void> {
    if (betIds.length === 0) return;
    const rows = await tx
      .select()
      .from(sportsbookBets)
      .where(inArray(sportsbookBets.id, [...betIds]));
    const playerOf = new Map(rows.map((row) => [row.id, row.playerId]));
    for (const bet of await betViews(tx, rows)) {
      await publishInTransaction(tx, userChannel('game:bets', playerOf.get(bet.id)!), { type, bet });
    }
  }
}
