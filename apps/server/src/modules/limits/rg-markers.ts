import { sql, type SQL } from 'drizzle-orm';
import { GameRoundStatus, InvoiceStatus, InvoiceType } from '@casino/shared';
import { queryRows } from '../../db/database';
import type { Executor } from '../../db/executor';
import { convertMinor, type RateTable } from './limit-usage';
import type { ResponsibleGamingMarkerKind } from './limits.table';

/*
 * The responsible-gaming markers (README, "Responsible-gaming markers"): behaviours in a player's
 * ledger that research on problem gambling links to harm, each with the threshold an operator
 * would act on. The scheduled job (rg-markers.job.ts) asks these queries about a batch of
 * players at a time; every query is one set-based pass over the batch's indexed rows.
 */

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/** Amounts of different currencies are compared in the base currency (the rates of the currencies table). */
export const MARKER_BASE_CURRENCY = 'USD';

/** Deposits rising: the last 7 days against the weekly average of the 4 weeks before them. */
export const DEPOSITS_RISING = {
  recentDays: 7,
  baselineWeeks: 4,
  /** The last 7 days hold at least twice the baseline's weekly average: spending has doubled. */
  minRatio: 2,
  /** At least this many paid deposits in the last 7 days: one large deposit is not a pattern. */
  minDeposits: 3,
  /** At least USD 100 in the last 7 days: small sums doubling are no sign of harm. */
  minAmountBaseMinor: 100_00n,
} as const;

/** Losses chased: deposits asked for soon after a losing round left too little to stake it again. */
export const LOSS_CHASING = {
  windowHours: 24,
  /** A deposit within 30 minutes of the loss is a reaction to it, not a planned top-up. */
  withinMinutes: 30,
  /** Three such deposits within a day: one can be chance, three are a pattern (GamCare, "chasing losses"). */
  minDeposits: 3,
  /** Listed in the evidence at most (the newest first). */
  evidenceItems: 10,
} as const;

/** Night play: most of the week's real-money rounds between midnight and 6 in the player's time zone. */
export const NIGHT_PLAY = {
  windowDays: 7,
  /** Local hours [0, 6): the hours of play most linked to harm (sleep lost, play alone). */
  nightStartHour: 0,
  nightEndHour: 6,
  /** Half or more of the rounds at night. */
  minNightSharePercent: 50,
  /** At least 50 rounds in the week: a few rounds at night say nothing. */
  minRounds: 50,
} as const;

/** Cancelled withdrawals: winnings taken back into play ("reverse withdrawals"). */
export const CANCELLED_WITHDRAWALS = {
  windowDays: 7,
  /** At least two withdrawals the player cancelled, each followed by a further real-money stake. */
  minCancelled: 2,
  /** Listed in the evidence at most (the newest first). */
  evidenceItems: 10,
} as const;

/** The failure reason of an invoice the player cancelled (payment.service.ts, declineInvoice). */
const CANCELLED_BY_PLAYER = 'declined';

export interface MarkerFinding {
  readonly playerId: string;
  readonly kind: ResponsibleGamingMarkerKind;
  readonly evidence: Record<string, unknown>;
}

const iso = (value: string | Date): string => new Date(value).toISOString();
const at = (date: Date): SQL => sql`${date.toISOString()}::timestamptz`;
/** A batch of player ids as one array parameter (checked uuids, so the literal is safe on both drivers). */
export const uuidArray = (ids: readonly string[]): SQL => sql`${`{${ids.join(',')}}`}::uuid[]`;

function toBase(rates: RateTable, amount: bigint, currency: string): bigint {
  return rates.has(currency) ? convertMinor(rates, amount, currency, MARKER_BASE_CURRENCY) : 0n;
}

/** Paid deposits of the last 7 days against the 4 weeks before, for players whose account is older than those 5 weeks. */
export async function findDepositsRising(
  executor: Executor,
  ids: readonly string[],
  now: Date,
  rates: RateTable,
): Promise<MarkerFinding[]> {
  const { recentDays, baselineWeeks } = DEPOSITS_RISING;
  const recentFrom = new Date(now.getTime() - recentDays * DAY_MS);
  const baselineFrom = new Date(recentFrom.getTime() - baselineWeeks * 7 * DAY_MS);
  const rows = await queryRows<{
    player_id: string;
    currency: string;
    recent_count: number;
    recent_sum: string;
    baseline_sum: string;
  }>(
    executor,
    sql`select i.player_id::text as player_id, i.currency,
          (count(*) filter (where i.created_at > ${at(recentFrom)}))::int as recent_count,
          coalesce(sum(i.amount) filter (where i.created_at > ${at(recentFrom)}), 0)::text as recent_sum,
          coalesce(sum(i.amount) filter (where i.created_at <= ${at(recentFrom)}), 0)::text as baseline_sum
        from invoices i join players p on p.id = i.player_id
        where i.player_id = any(${uuidArray(ids)}) and i.type = ${InvoiceType.Deposit} and i.status = ${InvoiceStatus.Success}
          and i.created_at > ${at(baselineFrom)} and i.created_at <= ${at(now)} and p.created_at <= ${at(baselineFrom)}
        group by i.player_id, i.currency`,
  );
  const players = new Map<string, { deposits: number; recent: bigint; baseline: bigint }>();
  for (const row of rows) {
    const totals = players.get(row.player_id) ?? { deposits: 0, recent: 0n, baseline: 0n };
    totals.deposits += Number(row.recent_count);
    totals.recent += toBase(rates, BigInt(row.recent_sum), row.currency);
    totals.baseline += toBase(rates, BigInt(row.baseline_sum), row.currency);
    players.set(row.player_id, totals);
  }
  const findings: MarkerFinding[] = [];
  for (const [playerId, totals] of players) {
    const weeklyAverage = totals.baseline / BigInt(baselineWeeks);
    const rising = totals.recent >= BigInt(DEPOSITS_RISING.minRatio) * weeklyAverage;
    if (!rising || totals.deposits < DEPOSITS_RISING.minDeposits || totals.recent < DEPOSITS_RISING.minAmountBaseMinor)
      continue;
    findings.push({
      playerId,
      kind: 'deposits_rising',
      evidence: {
        currency: MARKER_BASE_CURRENCY,
        recentDeposits: totals.deposits,
        recentAmount: Number(totals.recent),
        baselineWeeklyAverage: Number(weeklyAverage),
        ratio: weeklyAverage === 0n ? null : Number((totals.recent * 100n) / weeklyAverage) / 100,
        thresholds: {
          recentDays,
          baselineWeeks,
          minRatio: DEPOSITS_RISING.minRatio,
          minDeposits: DEPOSITS_RISING.minDeposits,
          minAmount: Number(DEPOSITS_RISING.minAmountBaseMinor),
        },
      },
    });
  }
  return findings;
}

interface ChaseRow {
  player_id: string;
  invoice_id: string;
  currency: string;
  amount: string;
  requested_at: string | Date;
  lost_at: string | Date;
  lost_stake: string;
  balance_before: string;
}

/**
 * Deposits (paid or waiting) asked for at most 30 minutes after the player's last settled
 * real-money round in that currency, a loss, with the balance then below that round's stake:
 * the player had lost what they were playing and put more in to carry on.
 */
export async function findLossChasing(executor: Executor, ids: readonly string[], now: Date): Promise<MarkerFinding[]> {
  const { windowHours, withinMinutes } = LOSS_CHASING;
  const from = new Date(now.getTime() - windowHours * HOUR_MS);
  const rows = await queryRows<ChaseRow>(
    executor,
    sql`select i.player_id::text as player_id, i.id::text as invoice_id, i.currency, i.amount::text as amount, i.created_at as requested_at,
          r.created_at as lost_at, r.bet::text as lost_stake, coalesce(b.balance_after, 0)::text as balance_before
        from invoices i
        join lateral (
          select gr.bet, gr.win, gr.created_at from game_rounds gr
          where gr.player_id = i.player_id and gr.currency = i.currency and not gr.is_demo and gr.status = ${GameRoundStatus.Settled}
            and gr.created_at <= i.created_at and gr.created_at > i.created_at - make_interval(mins => ${withinMinutes})
          order by gr.created_at desc limit 1
        ) r on r.win < r.bet
        left join wallet_accounts wa on wa.player_id = i.player_id and wa.currency = i.currency
        left join lateral (
          select e.balance_after from ledger_entries e
          where e.wallet_account_id = wa.id and e.created_at <= i.created_at
          -- Ids follow the writes: the (account, id) index read backwards stops at the first entry before the deposit.
          order by e.id desc limit 1
        ) b on true
        where i.player_id = any(${uuidArray(ids)}) and i.type = ${InvoiceType.Deposit} and i.status in (${InvoiceStatus.Pending}, ${InvoiceStatus.Success})
          and i.created_at > ${at(from)} and i.created_at <= ${at(now)} and coalesce(b.balance_after, 0) < r.bet
        order by i.created_at desc`,
  );
  const byPlayer = new Map<string, ChaseRow[]>();
  for (const row of rows) byPlayer.set(row.player_id, [...(byPlayer.get(row.player_id) ?? []), row]);
  const findings: MarkerFinding[] = [];
  for (const [playerId, chases] of byPlayer) {
    if (chases.length < LOSS_CHASING.minDeposits) continue;
    findings.push({
      playerId,
      kind: 'loss_chasing',
      evidence: {
        chaseDeposits: chases.length,
        deposits: chases.slice(0, LOSS_CHASING.evidenceItems).map((chase) => ({
          invoiceId: chase.invoice_id,
          currency: chase.currency,
          amount: Number(chase.amount),
          requestedAt: iso(chase.requested_at),
          lostAt: iso(chase.lost_at),
          minutesAfterLoss: Math.floor(
            (new Date(chase.requested_at).getTime() - new Date(chase.lost_at).getTime()) / 60_000,
          ),
          lostStake: Number(chase.lost_stake),
          balanceBefore: Number(chase.balance_before),
        })),
        thresholds: { windowHours, withinMinutes, minDeposits: LOSS_CHASING.minDeposits },
      },
    });
  }
  return findings;
}

/**
 * The week's real-money rounds and those at night in the player's time zone (the profile's when
 * PostgreSQL knows it, else UTC). The zone is looked up in pg_timezone_names: a profile's free
 * text never reaches `at time zone`, where an unknown name would fail the whole batch.
 */
export async function findNightPlay(executor: Executor, ids: readonly string[], now: Date): Promise<MarkerFinding[]> {
  const { windowDays, nightStartHour, nightEndHour, minRounds, minNightSharePercent } = NIGHT_PLAY;
  const from = new Date(now.getTime() - windowDays * DAY_MS);
  const rows = await queryRows<{ player_id: string; zone: string; rounds: number; night_rounds: number }>(
    executor,
    sql`with zones as (
          select p.id, coalesce(min(n.name), 'UTC') as zone
          from players p left join pg_timezone_names n on p.time_zone is not null and n.name = p.time_zone
          where p.id = any(${uuidArray(ids)})
          group by p.id
        )
        select gr.player_id::text as player_id, z.zone, count(*)::int as rounds,
          (count(*) filter (where extract(hour from gr.created_at at time zone z.zone) >= ${nightStartHour}
            and extract(hour from gr.created_at at time zone z.zone) < ${nightEndHour}))::int as night_rounds
        from game_rounds gr join zones z on z.id = gr.player_id
        where gr.player_id = any(${uuidArray(ids)}) and not gr.is_demo and gr.status <> ${GameRoundStatus.RolledBack}
          and gr.created_at > ${at(from)} and gr.created_at <= ${at(now)}
        group by gr.player_id, z.zone
        having count(*) >= ${minRounds}`,
  );
  return rows
    .filter((row) => Number(row.night_rounds) * 100 >= minNightSharePercent * Number(row.rounds))
    .map((row) => ({
      playerId: row.player_id,
      kind: 'night_play' as const,
      evidence: {
        timeZone: row.zone,
        rounds: Number(row.rounds),
        nightRounds: Number(row.night_rounds),
        nightSharePercent: Math.floor((Number(row.night_rounds) * 100) / Number(row.rounds)),
        thresholds: { windowDays, nightStartHour, nightEndHour, minNightSharePercent, minRounds },
      },
    }));
}

/** Withdrawals the player cancelled in the week, each followed by a real-money stake (until now). */
export async function findCancelledWithdrawals(
  executor: Executor,
  ids: readonly string[],
  now: Date,
): Promise<MarkerFinding[]> {
  const { windowDays } = CANCELLED_WITHDRAWALS;
  const from = new Date(now.getTime() - windowDays * DAY_MS);
  const rows = await queryRows<{
    player_id: string;
    invoice_id: string;
    currency: string;
    amount: string;
    cancelled_at: string | Date;
    stakes_after: number;
  }>(
    executor,
    sql`select w.player_id::text as player_id, w.id::text as invoice_id, w.currency, w.amount::text as amount, w.updated_at as cancelled_at, s.stakes_after
        from invoices w
        join lateral (
          select count(*)::int as stakes_after from game_rounds gr
          where gr.player_id = w.player_id and not gr.is_demo and gr.bet > 0 and gr.status <> ${GameRoundStatus.RolledBack}
            and gr.created_at > w.updated_at and gr.created_at <= ${at(now)}
        ) s on s.stakes_after > 0
        where w.player_id = any(${uuidArray(ids)}) and w.type = ${InvoiceType.Withdrawal} and w.status = ${InvoiceStatus.Failure}
          and w.failure_reason = ${CANCELLED_BY_PLAYER} and w.updated_at > ${at(from)} and w.updated_at <= ${at(now)}
        order by w.updated_at desc`,
  );
  const byPlayer = new Map<string, typeof rows>();
  for (const row of rows) byPlayer.set(row.player_id, [...(byPlayer.get(row.player_id) ?? []), row]);
  const findings: MarkerFinding[] = [];
  for (const [playerId, cancelled] of byPlayer) {
    if (cancelled.length < CANCELLED_WITHDRAWALS.minCancelled) continue;
    findings.push({
      playerId,
      kind: 'cancelled_withdrawals',
      evidence: {
        cancelledWithdrawals: cancelled.length,
        withdrawals: cancelled.slice(0, CANCELLED_WITHDRAWALS.evidenceItems).map((row) => ({
          invoiceId: row.invoice_id,
          currency: row.currency,
          amount: Number(row.amount),
          cancelledAt: iso(row.cancelled_at),
          stakesAfter: Number(row.stakes_after),
        })),
        thresholds: { windowDays, minCancelled: CANCELLED_WITHDRAWALS.minCancelled },
      },
    });
  }
  return findings;
}

/** Every marker a batch of players shows at `now`. */
export async function findMarkers(
  executor: Executor,
  ids: readonly string[],
  now: Date,
  rates: RateTable,
): Promise<MarkerFinding[]> {
  if (ids.length === 0) return [];
  return [
    ...(await findDepositsRising(executor, ids, now, rates)),
    ...(await findLossChasing(executor, ids, now)),
    ...(await findNightPlay(executor, ids, now)),
    ...(await findCancelledWithdrawals(executor, ids, now)),
  ];
}
