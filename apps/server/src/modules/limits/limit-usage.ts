import { sql } from 'drizzle-orm';
import { GameRoundStatus, InvoiceStatus, InvoiceType, PLAY_TIME_IDLE_MINUTES, type LimitPeriod } from '@casino/shared';
import { queryRows } from '../../db/database';
import type { Executor } from '../../db/executor';
import { periodMs } from './limit-rules';

/** Rates are numeric(30, 12): twelve decimals make them exact integers. */
const RATE_SCALE_DIGITS = 12;

interface CurrencyRate {
  readonly subunitToUnit: bigint;
  /** Value of one unit in the base currency × 10^12. */
  readonly scaledRate: bigint;
}

export type RateTable = ReadonlyMap<string, CurrencyRate>;

function scaleRate(rate: string): bigint {
  const [whole = '0', fraction = ''] = rate.split('.');
  return BigInt(whole + fraction.padEnd(RATE_SCALE_DIGITS, '0').slice(0, RATE_SCALE_DIGITS));
}

export async function loadRates(executor: Executor): Promise<RateTable> {
  const rows = await queryRows<{ code: string; subunit_to_unit: number; rate: string }>(
    executor,
    sql`select code, subunit_to_unit, rate::text as rate from currencies`,
  );
  return new Map(
    rows.map((row) => [row.code, { subunitToUnit: BigInt(row.subunit_to_unit), scaledRate: scaleRate(row.rate) }]),
  );
}

/**
 * `amount` minor units of `from` in minor units of `to` at the current rates, rounded up: a limit
 * counts a fraction of a cent against the player rather than letting it slip through.
 */
export function convertMinor(rates: RateTable, amount: bigint, from: string, to: string): bigint {
  if (from === to || amount === 0n) return amount;
  const source = rates.get(from);
  const target = rates.get(to);
  if (!source || !target || target.scaledRate === 0n) throw new Error(`no rate between ${from} and ${to}`);
  const numerator = amount * source.scaledRate * target.subunitToUnit;
  const denominator = source.subunitToUnit * target.scaledRate;
  const quotient = numerator / denominator;
  return numerator % denominator === 0n ? quotient : quotient + (amount > 0n ? 1n : 0n);
}

/** Stakes and wins per currency over each period, ending now. */
export interface PlayUsage {
  readonly currency: string;
  readonly stakes: Readonly<Record<LimitPeriod, bigint>>;
  readonly wins: Readonly<Record<LimitPeriod, bigint>>;
}

function windowStarts(now: Date): Record<LimitPeriod, Date> {
  return {
    daily: new Date(now.getTime() - periodMs('daily')),
    weekly: new Date(now.getTime() - periodMs('weekly')),
    monthly: new Date(now.getTime() - periodMs('monthly')),
  };
}

/**
 * The player's real-money stakes and wins of the last 30 days (rolled-back rounds left out), per
 * currency, summed over the three rolling windows in one pass of the (player, created_at) index.
 * `excludeRoundId`: a round already written with this bet in it, which the caller adds itself.
 */
export async function playUsage(
  executor: Executor,
  playerId: string,
  now: Date,
  excludeRoundId?: string,
): Promise<PlayUsage[]> {
  const since = windowStarts(now);
  const rows = await queryRows<Record<string, string>>(
    executor,
    sql`select currency,
          coalesce(sum(bet) filter (where created_at > ${since.daily.toISOString()}::timestamptz), 0)::text as stakes_daily,
          coalesce(sum(bet) filter (where created_at > ${since.weekly.toISOString()}::timestamptz), 0)::text as stakes_weekly,
          coalesce(sum(bet), 0)::text as stakes_monthly,
          coalesce(sum(win) filter (where created_at > ${since.daily.toISOString()}::timestamptz), 0)::text as wins_daily,
          coalesce(sum(win) filter (where created_at > ${since.weekly.toISOString()}::timestamptz), 0)::text as wins_weekly,
          coalesce(sum(win), 0)::text as wins_monthly
        from game_rounds
        where player_id = ${playerId} and not is_demo and status <> ${GameRoundStatus.RolledBack}
          and created_at > ${since.monthly.toISOString()}::timestamptz
          ${excludeRoundId ? sql`and id <> ${excludeRoundId}` : sql``}
        group by currency`,
  );
  return rows.map((row) => ({
    currency: row.currency ?? '',
    stakes: {
      daily: BigInt(row.stakes_daily ?? 0),
      weekly: BigInt(row.stakes_weekly ?? 0),
      monthly: BigInt(row.stakes_monthly ?? 0),
    },
    wins: {
      daily: BigInt(row.wins_daily ?? 0),
      weekly: BigInt(row.wins_weekly ?? 0),
      monthly: BigInt(row.wins_monthly ?? 0),
    },
  }));
}

/** Deposits per currency over each period: successful and still pending ones (a pending one may yet be paid). */
export async function depositUsage(
  executor: Executor,
  playerId: string,
  now: Date,
): Promise<{ currency: string; deposits: Record<LimitPeriod, bigint> }[]> {
  const since = windowStarts(now);
  const rows = await queryRows<Record<string, string>>(
    executor,
    sql`select currency,
          coalesce(sum(amount) filter (where created_at > ${since.daily.toISOString()}::timestamptz), 0)::text as daily,
          coalesce(sum(amount) filter (where created_at > ${since.weekly.toISOString()}::timestamptz), 0)::text as weekly,
          coalesce(sum(amount), 0)::text as monthly
        from invoices
        where player_id = ${playerId} and type = ${InvoiceType.Deposit} and status in (${InvoiceStatus.Pending}, ${InvoiceStatus.Success})
          and created_at > ${since.monthly.toISOString()}::timestamptz
        group by currency`,
  );
  return rows.map((row) => ({
    currency: row.currency ?? '',
    deposits: { daily: BigInt(row.daily ?? 0), weekly: BigInt(row.weekly ?? 0), monthly: BigInt(row.monthly ?? 0) },
  }));
}

const MINUTE_MS = 60_000;

/**
 * The player's real-money rounds of every provider since `since` (less the idle cover, whose
 * rounds may still cover time after it), each with the time it covers: from the round to the
 * next one, at most PLAY_TIME_IDLE_MINUTES. The covers never overlap, so their sum is the time
 * at play. `ends` is the cover's end if no round follows (the future of the last one).
 */
function roundCovers(playerId: string, since: Date, now: Date) {
  const idle = `${PLAY_TIME_IDLE_MINUTES} minutes`;
  return sql`select created_at as starts,
        least(coalesce(lead(created_at) over (order by created_at, id), created_at + ${idle}::interval), created_at + ${idle}::interval) as ends
      from game_rounds
      where player_id = ${playerId} and not is_demo
        and created_at > ${new Date(since.getTime() - PLAY_TIME_IDLE_MINUTES * MINUTE_MS).toISOString()}::timestamptz
        and created_at <= ${now.toISOString()}::timestamptz`;
}

/**
 * Seconds of play in the rolling day ending at `now` (the play-time limit): the time covered by
 * the player's real-money rounds of every provider (in-house, crash, the studio, the sportsbook),
 * each covering the time until the next round and at most PLAY_TIME_IDLE_MINUTES; a pause
 * longer than that counts only that much. One pass of the (player, created_at) index.
 */
export async function playTimeSeconds(executor: Executor, playerId: string, now: Date): Promise<number> {
  const since = new Date(now.getTime() - periodMs('daily'));
  const [row] = await queryRows<{ seconds: string | number | null }>(
    executor,
    sql`select coalesce(sum(greatest(0, extract(epoch from (least(ends, ${now.toISOString()}::timestamptz) - greatest(starts, ${since.toISOString()}::timestamptz))))), 0)::float8 as seconds
        from (${roundCovers(playerId, since, now)}) covers`,
  );
  return Math.floor(Number(row?.seconds ?? 0));
}

/**
 * When the rolling day will hold less than `limitSeconds` of play again if the player plays no
 * more: the point before which the newest `limitSeconds` of cover lie, plus a day. At least `now`.
 */
export async function playTimeReopensAt(
  executor: Executor,
  playerId: string,
  now: Date,
  limitSeconds: number,
): Promise<Date> {
  const since = new Date(now.getTime() - periodMs('daily'));
  const [row] = await queryRows<{ ends: string | Date; length: string | number; newer: string | number }>(
    executor,
    sql`select ends, length, newer from (
          select ends, extract(epoch from (ends - starts))::float8 as length,
            (sum(extract(epoch from (ends - starts))) over (order by starts desc rows between unbounded preceding and 1 preceding))::float8 as newer
          from (${roundCovers(playerId, since, now)}) covers
        ) suffix
        where coalesce(newer, 0) < ${limitSeconds} and coalesce(newer, 0) + length >= ${limitSeconds}
        limit 1`,
  );
  if (!row) return now;
  // The newest `limitSeconds` of cover start inside this round's cover, this far before its end.
  const from = new Date(new Date(row.ends).getTime() - (limitSeconds - Number(row.newer ?? 0)) * 1000);
  const reopens = new Date(from.getTime() + periodMs('daily'));
  return reopens > now ? reopens : now;
}
