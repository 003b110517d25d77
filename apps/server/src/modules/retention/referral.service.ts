import { randomBytes } from 'node:crypto';
import { and, asc, count, desc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import {
  minorAmount,
  GameRoundStatus,
  InvoiceStatus,
  InvoiceType,
  REFERRAL_QUERY_KEY,
  type ReferralProgram,
  type ReferralTransfer,
  type PlayerId,
} from '@casino/shared';
import { queryRows, type Database } from '../../db/database';
import type { Executor } from '../../db/executor';
import { isUniqueViolation } from '../../db/errors';
import { AppError } from '../../http/app-error';
import { linkKeysOf } from '../bonus/bonus.service';
import type { BreakCheck, RetentionLedger } from './loyalty';
import { hasAccountIn, money } from './retention-money';
import { referralBalances, referralCodes, referralCommissions, referrals, referralTransfers } from './retention.table';

/** The referrer's share of their referred players' net gaming revenue, in basis points. */
export const REFERRAL_COMMISSION_BPS = 2_500;
/** Commission is computed per week (Monday 00:00 UTC to Monday), as cashback is. */
export const REFERRAL_PERIOD_DAYS = 7;
const DAY_MS = 86_400_000;
const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const CODE_LENGTH = 8;
const FULL_BPS = 10_000n;
/** Weeks a run catches up at most (about a quarter): older ones are the operator's to settle by hand. */
const MAX_CATCH_UP_PERIODS = 12;

/** What a registration brings: the `ref_id` field and the affiliate tag (`stag`), and the device. */
export interface ReferralArrival {
  readonly playerId: PlayerId;
  readonly referralId?: unknown;
  readonly affiliateTag?: string | null | undefined;
  readonly fingerprint?: string | null | undefined;
}

export interface ReferralLedger extends RetentionLedger {
  openAccount(executor: Executor, playerId: PlayerId, currency: string): Promise<unknown>;
}

/** The week [startsAt, endsAt) that `at` falls in, Monday 00:00 UTC. */
export function periodOf(at: Date): { startsAt: Date; endsAt: Date } {
  const midnight = Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate());
  const sinceMonday = (new Date(midnight).getUTCDay() + 6) % 7;
  const startsAt = new Date(midnight - sinceMonday * DAY_MS);
  return { startsAt, endsAt: new Date(startsAt.getTime() + REFERRAL_PERIOD_DAYS * DAY_MS) };
}

function newCode(): string {
  const bytes = randomBytes(CODE_LENGTH);
  return [...bytes].map((byte) => CODE_ALPHABET[byte % CODE_ALPHABET.length]).join('');
}

/** The first of a query array, trimmed and upper-cased (SPEC.md section 5); null when there is nothing like a code. */
export function referralIdFrom(value: unknown): string | null {
  const first = Array.isArray(value) ? (value as unknown[])[0] : value;
  if (typeof first !== 'string' && typeof first !== 'number') return null;
  const code = String(first).trim().toUpperCase();
  return /^[A-Z0-9]{4,16}$/.test(code) ? code : null;
}

/**
 * The referral programme (issue 25): a referral id per player, attribution once at registration,
 * a weekly commission on the referred players' net gaming revenue (own-money losses minus the
 * bonuses, cashback and rakeback they were paid), negative weeks carried over, a balance the
 * referrer moves to the wallet. Accounts sharing a device or a card are a self-referral: never
 * paid, flagged for the operator.
 */
export class ReferralService {
  now: () => Date = () => new Date();

  constructor(
    private readonly db: Database,
    private readonly ledger: ReferralLedger,
    private readonly assertNoBreak: BreakCheck,
  ) {}

  async codeOf(playerId: PlayerId, executor: Executor = this.db): Promise<string> {
    for (let attempt = 0; ; attempt += 1) {
      const [existing] = await executor
        .select({ code: referralCodes.code })
        .from(referralCodes)
        .where(eq(referralCodes.playerId, playerId));
      if (existing) return existing.code;
      try {
        await executor
          .insert(referralCodes)
          .values({ playerId, code: newCode() })
          .onConflictDoNothing({ target: referralCodes.playerId });
      } catch (error) {
        // Another player holds that code (1 in 10^12): draw again.
        if (!isUniqueViolation(error) || attempt > 3) throw error;
      }
    }
  }

  /**
   * At registration, on its transaction: the referrer named by `ref_id` (else the affiliate tag)
   * gets the new player, once (the referred player is the key, never replaced), never themselves.
   * A shared device is flagged at once; a shared card is found when commission is computed.
   */
  async attribute(tx: Executor, arrival: ReferralArrival): Promise<void> {
    for (const candidate of [referralIdFrom(arrival.referralId), referralIdFrom(arrival.affiliateTag)]) {
      if (!candidate) continue;
      const [owner] = await tx
        .select({ playerId: referralCodes.playerId })
        .from(referralCodes)
        .where(eq(referralCodes.code, candidate));
      if (!owner || owner.playerId === arrival.playerId) continue;
      const source =
        candidate === referralIdFrom(arrival.referralId) ? ('ref_id' as const) : ('affiliate_tag' as const);
      const device = arrival.fingerprint?.trim()
        ? await this.sharedDevice(tx, owner.playerId, arrival.fingerprint.trim())
        : undefined;
      await tx
        .insert(referrals)
        .values({
          referredPlayerId: arrival.playerId,
          referrerPlayerId: owner.playerId,
          source,
          ...(device
            ? { selfReferralKind: 'device' as const, selfReferralValue: device.slice(0, 128), flaggedAt: this.now() }
            : {}),
        })
        .onConflictDoNothing();
      return;
    }
  }

  private async sharedDevice(tx: Executor, referrerId: string, fingerprint: string): Promise<string | undefined> {
    const rows = await queryRows<{ one: number }>(
      tx,
      sql`select 1 as one from sessions where player_id = ${referrerId}::uuid and fingerprint = ${fingerprint} limit 1`,
    );
    return rows.length > 0 ? fingerprint : undefined;
  }

  /** A device or card both accounts used (bonus-linking.ts reads the sessions and withdrawal cards). */
  private async sharedMark(
    tx: Executor,
    referrerId: PlayerId,
    referredId: PlayerId,
  ): Promise<{ kind: 'device' | 'card'; value: string } | undefined> {
    const now = this.now();
    const mine = (await linkKeysOf(tx, referrerId, now)).filter((key) => key.kind !== 'address');
    const theirs = new Set((await linkKeysOf(tx, referredId, now)).map((key) => `${key.kind}:${key.value}`));
    const shared = mine.find((key) => theirs.has(`${key.kind}:${key.value}`));
    return shared ? { kind: shared.kind as 'device' | 'card', value: shared.value } : undefined;
  }

  /**
   * Commission of the finished weeks before `at` not computed yet, oldest first (a week's carry
   * feeds the next). A week is computed in one transaction, all its referrers or none (a run cut
   * short leaves nothing of it), so the newest week any commission row names is complete: the run
   * starts the week after it, catching up a missed Monday (no node up at the scheduled minute), at
   * most MAX_CATCH_UP_PERIODS back. So the daily run between two Mondays writes nothing and locks
   * no referrer's balance. A week of no revenue at all leaves no row: it is read again (only read)
   * until a later week has one. Answers how many rows this run added.
   */
  async computeFinishedPeriod(at: Date): Promise<number> {
    const period = REFERRAL_PERIOD_DAYS * DAY_MS;
    const last = periodOf(at).startsAt.getTime() - period;
    const [newest] = await this.db
      .select({ startsAt: sql<string | Date | null>`max(${referralCommissions.periodStartsAt})` })
      .from(referralCommissions);
    const afterComplete = newest?.startsAt ? new Date(newest.startsAt).getTime() + period : last;
    const first = Math.max(afterComplete, last - (MAX_CATCH_UP_PERIODS - 1) * period);
    await this.flagSelfReferrals();
    let added = 0;
    for (let startsAt = first; startsAt <= last; startsAt += period) {
      added += await this.computePeriod(new Date(startsAt), new Date(startsAt + period));
    }
    return added;
  }

  /** One week's commission of every referrer with revenue in it, in one transaction (see computeFinishedPeriod). */
  private computePeriod(startsAt: Date, endsAt: Date): Promise<number> {
    return this.db.transaction(async (tx) => {
      const revenue = await queryRows<{ referrer: PlayerId; currency: string; ngr: string }>(
        tx,
        netRevenueQuery(startsAt, endsAt),
      );
      let added = 0;
      // Balances are locked in (referrer, currency) order, the query's: two runs at once queue, never deadlock.
      for (const row of revenue) if (await this.addCommission(tx, row, startsAt, endsAt)) added += 1;
      return added;
    });
  }

  /**
   * A referrer's commission of the week in one currency, once (a unique row per period): net
   * revenue of their referred players that are not self-referrals, plus what was carried over; a
   * positive total pays the share and clears the carry, a negative one is carried.
   */
  private async addCommission(
    tx: Executor,
    row: { referrer: PlayerId; currency: string; ngr: string },
    startsAt: Date,
    endsAt: Date,
  ): Promise<boolean> {
    await tx.insert(referralBalances).values({ playerId: row.referrer, currency: row.currency }).onConflictDoNothing();
    const [balance] = await tx
      .select()
      .from(referralBalances)
      .where(and(eq(referralBalances.playerId, row.referrer), eq(referralBalances.currency, row.currency)))
      .for('update');
    if (!balance) return false;
    const total = BigInt(row.ngr) + balance.carriedOver;
    const commission = total > 0n ? (total * BigInt(REFERRAL_COMMISSION_BPS)) / FULL_BPS : 0n;
    const [inserted] = await tx
      .insert(referralCommissions)
      .values({
        referrerPlayerId: row.referrer,
        currency: row.currency,
        periodStartsAt: startsAt,
        periodEndsAt: endsAt,
        netRevenue: BigInt(row.ngr),
        carriedIn: balance.carriedOver,
        commissionBps: REFERRAL_COMMISSION_BPS,
        commission,
      })
      .onConflictDoNothing()
      .returning();
    // Another run made this week's row first (its transaction came before this one's lock): nothing more to do.
    if (!inserted) return false;
    await tx
      .update(referralBalances)
      .set({
        balance: balance.balance + commission,
        earned: balance.earned + commission,
        carriedOver: total > 0n ? 0n : total,
      })
      .where(and(eq(referralBalances.playerId, row.referrer), eq(referralBalances.currency, row.currency)));
    return true;
  }

  /** Referrals not yet flagged whose two accounts share a device or a card now. */
  private async flagSelfReferrals(): Promise<void> {
    const open = await this.db.select().from(referrals).where(isNull(referrals.flaggedAt));
    for (const referral of open) {
      const shared = await this.sharedMark(this.db, referral.referrerPlayerId, referral.referredPlayerId);
      if (!shared) continue;
      await this.db
        .update(referrals)
        .set({ selfReferralKind: shared.kind, selfReferralValue: shared.value.slice(0, 128), flaggedAt: this.now() })
        .where(and(eq(referrals.referredPlayerId, referral.referredPlayerId), isNull(referrals.flaggedAt)));
    }
  }

  async program(playerId: PlayerId): Promise<ReferralProgram> {
    const referralId = await this.codeOf(playerId);
    const [signUps] = await this.db
      .select({ value: count() })
      .from(referrals)
      .where(eq(referrals.referrerPlayerId, playerId));
    const [depositing] = await queryRows<{ value: number }>(
      this.db,
      sql`select count(distinct r.referred_player_id)::int as value from referrals r
          join invoices i on i.player_id = r.referred_player_id and i.type = ${InvoiceType.Deposit} and i.status = ${InvoiceStatus.Success}
          where r.referrer_player_id = ${playerId}::uuid`,
    );
    const balances = await this.db
      .select()
      .from(referralBalances)
      .where(eq(referralBalances.playerId, playerId))
      .orderBy(asc(referralBalances.currency));
    return {
      referralId,
      linkPath: `/?${REFERRAL_QUERY_KEY}=${referralId}`,
      commissionBps: REFERRAL_COMMISSION_BPS,
      periodDays: REFERRAL_PERIOD_DAYS,
      stats: {
        signUps: Number(signUps?.value ?? 0),
        depositing: Number(depositing?.value ?? 0),
        currencies: balances.map((balance) => ({
          currency: balance.currency,
          earned: money(balance.earned),
          balance: money(balance.balance),
          carriedOver: money(balance.carriedOver),
        })),
      },
    };
  }

  /** Moves the whole referral balance of a currency into the wallet (opening the account if need be), once per balance. */
  async transfer(playerId: PlayerId, currency: string): Promise<ReferralTransfer> {
    return this.db.transaction(async (tx) => {
      await this.assertNoBreak(playerId, tx);
      const [balance] = await tx
        .select()
        .from(referralBalances)
        .where(and(eq(referralBalances.playerId, playerId), eq(referralBalances.currency, currency)))
        .for('update');
      if (!balance || balance.balance <= 0n)
        throw new AppError(
          409,
          'referral_balance_empty',
          'There is no referral commission to transfer in this currency',
        );
      if (!(await hasAccountIn(tx, playerId, currency))) await this.ledger.openAccount(tx, playerId, currency);
      await tx
        .update(referralBalances)
        .set({ balance: 0n })
        .where(and(eq(referralBalances.playerId, playerId), eq(referralBalances.currency, currency)));
      const [transfer] = await tx
        .insert(referralTransfers)
        .values({ playerId, currency, amount: balance.balance })
        .returning();
      if (!transfer) throw new Error('the referral transfer was not stored');
      await this.ledger.transfer(tx, {
        idempotencyKey: `referral:transfer:${transfer.id}`,
        reason: 'referral_commission',
        currency,
        amount: minorAmount(balance.balance),
        from: { kind: 'house', account: 'referral_commissions' },
        to: { kind: 'player', playerId },
        reference: transfer.id,
      });
      return {
        id: transfer.id,
        currency,
        amount: money(transfer.amount),
        transferredAt: transfer.createdAt.toISOString(),
      };
    });
  }

  /** Self-referrals for the operator, newest first. */
  async flagged(limit: number, offset: number) {
    const rows = await this.db
      .select()
      .from(referrals)
      .where(isNotNull(referrals.flaggedAt))
      .orderBy(desc(referrals.flaggedAt))
      .limit(limit)
      .offset(offset);
    const [total] = await this.db.select({ value: count() }).from(referrals).where(isNotNull(referrals.flaggedAt));
    return { rows, total: Number(total?.value ?? 0) };
  }
}

/**
 * Per referrer and currency: the referred players' (not flagged) own-money stakes minus own-money
 * wins of real-money rounds settled in the period, minus bonus money converted to own money,
 * cashback and rakeback paid to them in it.
 */
function netRevenueQuery(startsAt: Date, endsAt: Date) {
  const from = sql`${startsAt.toISOString()}::timestamptz`;
  const to = sql`${endsAt.toISOString()}::timestamptz`;
  return sql`with referred as (select referred_player_id as player_id, referrer_player_id as referrer from referrals where flagged_at is null),
    parts as (
      select f.referrer, r.currency, sum((r.bet - r.bonus_bet) - (r.win - case when r.bet > 0 then r.win * r.bonus_bet / r.bet else 0 end))::bigint as amount
      from game_rounds r join referred f on f.player_id = r.player_id
      where not r.is_demo and r.status = ${GameRoundStatus.Settled} and r.created_at >= ${from} and r.created_at < ${to}
      group by f.referrer, r.currency
      union all
      select f.referrer, b.currency, -sum(b.converted_amount)::bigint from player_bonuses b join referred f on f.player_id = b.player_id
      where b.finished_at >= ${from} and b.finished_at < ${to} group by f.referrer, b.currency
      union all
      select f.referrer, c.currency, -sum(c.amount)::bigint from player_cashbacks c join referred f on f.player_id = c.player_id
      where c.claimed_at >= ${from} and c.claimed_at < ${to} group by f.referrer, c.currency
      union all
      select f.referrer, k.currency, -sum(k.amount)::bigint from rakeback_claims k join referred f on f.player_id = k.player_id
      where k.claimed_at >= ${from} and k.claimed_at < ${to} group by f.referrer, k.currency
    )
    select referrer::text as referrer, currency, sum(amount)::text as ngr from parts group by referrer, currency order by referrer, currency`;
}
