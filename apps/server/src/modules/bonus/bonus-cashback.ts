import { and, asc, eq, gt, isNull, sql } from 'drizzle-orm';
import { minorAmount, GameRoundStatus, type CashbackView, type PlayerId } from '@casino/shared';
import { queryRows, type Database } from '../../db/database';
import type { Executor } from '../../db/executor';
import { AppError, notFound } from '../../http/app-error';
import { playerCashbacks } from './bonus.table';
import type { BonusLedger, Clock } from './bonus-transitions';
import { BASIS_POINTS } from './bonus-terms';
import { JACKPOT_CONTRIBUTION_BASIS_POINTS } from '../jackpot/jackpot.service';
import { PUBLISHED_RTP_ROUNDING_BPS } from './bonus-contribution';
import { money } from './bonus-views';

/**
 * Weekly cashback (the seed's offer): 10% of the week's net casino loss of own money, Monday 00:00
 * UTC to Monday, and never more than half the house edge of the week's own stakes (their
 * theoretical loss: stake × house edge, game by game). A player loses the theoretical loss on
 * average whatever they play, so cashback capped below it leaves them no positive expected value;
 * uncapped, one bold bet a week (lose: 10% back, win: keep it) would be worth about 4% of it.
 */
export const CASHBACK_TERMS = { percent: 1_000, theoreticalShare: 5_000, period: 'weekly', claimDays: 7 } as const;

const DAY_MS = 24 * 60 * 60 * 1000;
const WEEK_MS = 7 * DAY_MS;

/** The week (Monday 00:00 UTC) that `at` falls in. */
export function weekOf(at: Date): { startsAt: Date; endsAt: Date } {
  const midnight = Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate());
  const sinceMonday = (new Date(midnight).getUTCDay() + 6) % 7;
  const startsAt = new Date(midnight - sinceMonday * DAY_MS);
  return { startsAt, endsAt: new Date(startsAt.getTime() + WEEK_MS) };
}

/**
 * Cashback: a share of each player's net casino loss (stakes − wins of real-money rounds settled
 * in the period, own and bonus money alike; sports bets excluded), computed by a recurring job
 * once per finished period and claimed as own money from the house's bonuses account.
 */
/** Finished weeks each run computes (the one just finished and the one before): a missed run costs no week. */
const CATCH_UP_WEEKS = 2;

export class BonusCashback {
  constructor(
    private readonly db: Database,
    private readonly ledger: BonusLedger,
    private readonly now: Clock,
    /** The limits module's break rule: no cashback is claimed during a cooling-off or self-exclusion. */
    private readonly assertNoBreak: (playerId: PlayerId, executor: Executor) => Promise<void> = async () => undefined,
  ) {}

  /**
   * Computes the finished periods of the last CATCH_UP_WEEKS before `at`, one statement each: one
   * row per player, currency and period (a unique index), so a rerun after a crash mid-job, a
   * second node running it at once, or the daily run after a week already computed adds each row
   * once, and a day no node was up for is caught up the next day. Answers how many rows it added.
   */
  async computeFinishedPeriod(at: Date): Promise<number> {
    const current = weekOf(at);
    let added = 0;
    for (let weeksBack = CATCH_UP_WEEKS; weeksBack >= 1; weeksBack -= 1) {
      added += await this.computePeriod(new Date(current.startsAt.getTime() - weeksBack * WEEK_MS));
    }
    return added;
  }

  private async computePeriod(startsAt: Date): Promise<number> {
    const endsAt = new Date(startsAt.getTime() + WEEK_MS);
    const expiresAt = new Date(endsAt.getTime() + (CASHBACK_TERMS.claimDays + 7) * DAY_MS);
    const rows = await queryRows<{ id: string }>(
      this.db,
      sql`insert into player_cashbacks (player_id, currency, period_starts_at, period_ends_at, percent, net_loss, amount, expires_at)
          select player_id, currency, ${startsAt.toISOString()}::timestamptz, ${endsAt.toISOString()}::timestamptz, ${CASHBACK_TERMS.percent},
                 net_loss, ${cashbackAmount}, ${expiresAt.toISOString()}::timestamptz
          from (${netLossQuery(startsAt, endsAt)}) losses
          where ${cashbackAmount} > 0
          on conflict (player_id, currency, period_starts_at) do nothing
          returning id`,
    );
    return rows.length;
  }

  async view(playerId: PlayerId, currency: string): Promise<CashbackView> {
    const now = this.now();
    const period = weekOf(now);
    const [current] = await queryRows<{ net_loss: string; amount: string }>(
      this.db,
      sql`select net_loss::text, greatest(${cashbackAmount}, 0)::text as amount from (${netLossQuery(period.startsAt, period.endsAt, playerId)}) losses where currency = ${currency}`,
    );
    const netLoss = current ? BigInt(current.net_loss) : 0n;
    const claimable = await this.db
      .select()
      .from(playerCashbacks)
      .where(
        and(
          eq(playerCashbacks.playerId, playerId),
          eq(playerCashbacks.currency, currency),
          isNull(playerCashbacks.claimedAt),
          gt(playerCashbacks.expiresAt, now),
        ),
      )
      .orderBy(asc(playerCashbacks.periodStartsAt));
    return {
      currency,
      percent: CASHBACK_TERMS.percent,
      period: CASHBACK_TERMS.period,
      periodStartsAt: period.startsAt.toISOString(),
      periodEndsAt: period.endsAt.toISOString(),
      currentNetLoss: money(netLoss > 0n ? netLoss : 0n),
      currentAmount: money(current ? BigInt(current.amount) : 0n),
      claimable: claimable.map((row) => ({
        id: row.id,
        amount: money(row.amount),
        periodStartsAt: row.periodStartsAt.toISOString(),
        periodEndsAt: row.periodEndsAt.toISOString(),
        expiresAt: row.expiresAt.toISOString(),
      })),
    };
  }

  /** Pays a computed cashback as own money, exactly once (row lock, then the ledger's idempotency key). */
  async claim(playerId: PlayerId, cashbackId: string): Promise<CashbackView> {
    const currency = await this.db.transaction(async (tx) => {
      await this.assertNoBreak(playerId, tx);
      const [row] = await tx
        .select()
        .from(playerCashbacks)
        .where(and(eq(playerCashbacks.id, cashbackId), eq(playerCashbacks.playerId, playerId)))
        .for('update');
      if (!row) throw notFound('There is no such cashback');
      if (row.claimedAt) throw new AppError(409, 'cashback_claimed', 'This cashback has already been claimed');
      if (row.expiresAt <= this.now())
        throw new AppError(409, 'cashback_expired', 'This cashback can no longer be claimed');
      await this.ledger.transfer(tx, {
        idempotencyKey: `cashback:${row.id}:claim`,
        reason: 'cashback',
        currency: row.currency,
        amount: minorAmount(row.amount),
        from: { kind: 'house', account: 'bonuses' },
        to: { kind: 'player', playerId },
        reference: row.id,
      });
      await tx.update(playerCashbacks).set({ claimedAt: this.now() }).where(eq(playerCashbacks.id, row.id));
      return row.currency;
    });
    return this.view(playerId, currency);
  }
}

/** A losses row's cashback: the share of its net loss, at most the share of its theoretical loss. */
const cashbackAmount = sql.raw(
  `least(net_loss * ${CASHBACK_TERMS.percent} / ${BASIS_POINTS}, theoretical_loss * ${CASHBACK_TERMS.theoreticalShare} / ${BASIS_POINTS})`,
);

/**
 * Net casino loss of own money per player and currency of real-money rounds settled in
 * [startsAt, endsAt), and the theoretical loss of those own stakes (stake × the game's house edge
 * as bonus-contribution.ts takes it, in basis points summed then divided). Bonus money is left out: its
 * losses cost the player nothing of their own (a bonus without a deposit lost would otherwise
 * turn into own money). Free spins (rounds with no stake) are left out too: their wins are the
 * house's gift, paid into bonus money.
 */
function netLossQuery(startsAt: Date, endsAt: Date, playerId?: PlayerId) {
  const ownWin = sql`(r.win - r.win * r.bonus_bet / r.bet)`;
  // houseEdgeBps (bonus-contribution.ts) in SQL.
  const edgeBps = sql.raw(
    `greatest(0, ${BASIS_POINTS} - g.rtp_basis_points - case when 'jackpot' = any(g.features) then ${JACKPOT_CONTRIBUTION_BASIS_POINTS} else 0 end - ${PUBLISHED_RTP_ROUNDING_BPS})`,
  );
  // Whole minor units (bigint): a sum of bigints is numeric, and a numeric quotient keeps its fraction.
  return sql`select r.player_id, r.currency, sum((r.bet - r.bonus_bet) - ${ownWin})::bigint as net_loss,
      div(sum((r.bet - r.bonus_bet) * ${edgeBps}), ${sql.raw(String(BASIS_POINTS))})::bigint as theoretical_loss
    from game_rounds r
    join game_providers p on p.id = r.provider_id
    join games g on g.id = r.game_id
    where not r.is_demo and r.bet > r.bonus_bet and r.status = ${GameRoundStatus.Settled} and p.integration <> 'sportsbook'
      and r.created_at >= ${startsAt.toISOString()}::timestamptz and r.created_at < ${endsAt.toISOString()}::timestamptz
      ${playerId ? sql`and r.player_id = ${playerId}::uuid` : sql``}
    group by r.player_id, r.currency`;
}
