import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { LimitDefinition, type LimitPeriod } from '@casino/shared';
import { queryRows } from '../../db/database';
import type { Executor } from '../../db/executor';
import { AppError } from '../../http/app-error';
import {
  convertMinor,
  depositUsage,
  loadRates,
  playTimeReopensAt,
  playTimeSeconds,
  playUsage,
  type RateTable,
} from './limit-usage';
import type { Notify } from '../notification/notification.service';
import { warnOfLimitUse, type LimitUse, type ReachedLimit } from './limit-warnings';
import { playerLimits } from './limits.table';

/** The spec's code for "deposit limit reached" (SPEC.md section 8): the wallet empties its methods on it. */
export const DEPOSIT_LIMIT_DOMAIN_CODE = 13100;

/** Age below which a player may neither bet nor deposit. */
export const MINIMUM_AGE_YEARS = 18;

/** Why a stake or a deposit is refused; also the `reason` of the `game.bet.restricted` push. */
export type RestrictionCode =
  | 'bet_limit_reached'
  | 'loss_limit_reached'
  | 'deposit_limit_reached'
  | 'play_time_limit_reached'
  | 'cooling_off'
  | 'self_excluded'
  | 'underage';

/**
 * A refusal by a responsible-gaming rule, with what and until when. 409 (the player's limits are
 * the state the request conflicts with), not 403: the site ends the session on any 401 or 403
 * of an authenticated call (SPEC.md section 8), and a player at a limit is still logged in.
 */
export class RestrictionError extends AppError {
  /**
   * Whether the player's open pages hear of it (`game.bet.restricted`, which opens the game's
   * limit window): a refused stake does; a door a break closes (a launch, a reward) answers its request only.
   */
  pushed = true;

  /** The amount or play-time limit that refused it, if one did: the player's "limit reached" message names it (limit-notices.ts). */
  limit: ReachedLimit | undefined;

  constructor(
    readonly restriction: RestrictionCode,
    message: string,
    readonly until: Date | null,
    readonly playerId: string,
    domainCode?: number,
  ) {
    super(409, restriction, message, undefined, domainCode);
  }
}

/** A limit in force as the checks read it (amounts as text: bigint through both drivers). */
interface LimitInForce {
  readonly id: string;
  readonly definition: LimitDefinition;
  readonly period: LimitPeriod | null;
  readonly amount: string | null;
  readonly currency: string | null;
  readonly endsAt: string | null;
  readonly isPermanent: boolean;
}

interface PlayerGate {
  readonly birthdate: string | null;
  readonly limits: LimitInForce[];
}

/** Serialises one player's stakes and deposits while limits are checked (and limit edits): no two pass a limit together. */
const LIMITS_LOCK_NAMESPACE = 13_100;

/**
 * One statement: the player's birth date and the limits in force. For the many players with no
 * limit this is the whole cost of responsible gaming on a bet.
 */
async function readGate(executor: Executor, playerId: string): Promise<PlayerGate> {
  const [row] = await queryRows<{ birthdate: string | null; limits: LimitInForce[] | string }>(
    executor,
    sql`select p.birthdate::text as birthdate,
          coalesce(json_agg(json_build_object('id', l.id, 'definition', l.definition, 'period', l.period,
            'amount', l.amount::text, 'currency', l.currency, 'endsAt', l.ends_at, 'isPermanent', l.is_permanent))
            filter (where l.id is not null), '[]') as limits
        from players p left join player_limits l on l.player_id = p.id and l.ended_at is null
        where p.id = ${playerId}
        group by p.id`,
  );
  const limits = typeof row?.limits === 'string' ? (JSON.parse(row.limits) as LimitInForce[]) : (row?.limits ?? []);
  return { birthdate: row?.birthdate ?? null, limits };
}

export async function lockPlayerLimits(executor: Executor, playerId: string): Promise<void> {
  await executor.execute(sql`select pg_advisory_xact_lock(${LIMITS_LOCK_NAMESPACE}, hashtext(${playerId}))`);
}

function isUnderage(birthdate: string | null, now: Date): boolean {
  if (!birthdate) return false;
  const [year = 0, month = 1, day = 1] = birthdate.split('-').map(Number);
  const adultFrom = Date.UTC(year + MINIMUM_AGE_YEARS, month - 1, day);
  return now.getTime() < adultFrom;
}

/** A cooling-off or self-exclusion in force: which, and when it ends (null: permanent). */
export interface PlayerBreak {
  readonly kind: 'cooling_off' | 'self_excluded';
  readonly until: Date | null;
}

/**
 * The break among a player's limits in force at `now`, if any. A self-exclusion holds until an
 * operator lifts it, even after its term, and outranks a cooling-off; of two cooling-offs, the later end.
 */
function breakAmong(limits: readonly Pick<LimitInForce, 'definition' | 'endsAt'>[], now: Date): PlayerBreak | null {
  let found: PlayerBreak | null = null;
  for (const limit of limits) {
    const until = limit.endsAt ? new Date(limit.endsAt) : null;
    if (limit.definition === LimitDefinition.SelfExclusion) {
      if (found?.kind !== 'self_excluded' || until === null || (found.until !== null && until > found.until))
        found = { kind: 'self_excluded', until };
    } else if (
      limit.definition === LimitDefinition.CoolingOff &&
      until &&
      until > now &&
      found?.kind !== 'self_excluded'
    ) {
      if (!found || (found.until !== null && until > found.until)) found = { kind: 'cooling_off', until };
    }
  }
  return found;
}

/**
 * The refusal of anything a break closes, saying until when (the error handler writes the instant
 * as a date and time in the player's language). 409, as every responsible-gaming refusal.
 */
export function breakRefusal(
  playerBreak: PlayerBreak,
  playerId: string,
  now: Date,
  domainCode?: number,
): RestrictionError {
  const { kind, until } = playerBreak;
  if (kind === 'cooling_off')
    return new RestrictionError(
      'cooling_off',
      `You are taking a break until ${(until as Date).toISOString()}`,
      until,
      playerId,
      domainCode,
    );
  if (until === null)
    return new RestrictionError('self_excluded', 'You are self-excluded permanently', null, playerId, domainCode);
  if (until <= now) {
    return new RestrictionError(
      'self_excluded',
      `Your self-exclusion ended on ${until.toISOString()} and holds until our support team lifts it`,
      until,
      playerId,
      domainCode,
    );
  }
  return new RestrictionError(
    'self_excluded',
    `You are self-excluded until ${until.toISOString()}`,
    until,
    playerId,
    domainCode,
  );
}

/**
 * The player's break in force at `now`, or null: one indexed read of the breaks alone. The one
 * rule every door a break closes asks (launches, bonuses, rewards), beside the stake and deposit checks.
 */
export async function findBreak(executor: Executor, playerId: string, now: Date): Promise<PlayerBreak | null> {
  const rows = await executor
    .select({ definition: playerLimits.definition, endsAt: playerLimits.endsAt })
    .from(playerLimits)
    .where(
      and(
        eq(playerLimits.playerId, playerId),
        isNull(playerLimits.endedAt),
        inArray(playerLimits.definition, [LimitDefinition.CoolingOff, LimitDefinition.SelfExclusion]),
      ),
    );
  return breakAmong(
    rows.map((row) => ({ definition: row.definition, endsAt: row.endsAt?.toISOString() ?? null })),
    now,
  );
}

/** Underage, cooling-off or self-exclusion: refuses every stake and deposit. */
function assertNoBreak(gate: PlayerGate, playerId: string, now: Date, domainCode?: number): void {
  if (isUnderage(gate.birthdate, now)) {
    throw new RestrictionError('underage', 'Players under 18 may not play or deposit', null, playerId, domainCode);
  }
  const playerBreak = breakAmong(gate.limits, now);
  if (playerBreak) throw breakRefusal(playerBreak, playerId, now, domainCode);
}

function amountLimits(gate: PlayerGate, ...definitions: LimitDefinition[]): LimitInForce[] {
  return gate.limits.filter(
    (limit) => definitions.includes(limit.definition) && limit.period && limit.amount && limit.currency,
  );
}

export interface StakeCheck {
  readonly playerId: string;
  readonly currency: string;
  readonly amount: bigint;
  /** The round already holding this stake (a bet-and-win round is written first): left out of the sums. */
  readonly excludeRoundId?: string;
}

/**
 * Refuses a new round once the player's play time of the rolling day has reached their play-time
 * limit (minutes in `amount`), saying from when play opens again. Not raced: a round is a moment,
 * and two at once add no more time than one.
 */
async function assertPlayTimeLeft(executor: Executor, gate: PlayerGate, playerId: string, now: Date): Promise<void> {
  const limit = gate.limits.find((candidate) => candidate.definition === LimitDefinition.PlayTime && candidate.amount);
  if (!limit) return;
  const limitSeconds = Number(limit.amount) * 60;
  if ((await playTimeSeconds(executor, playerId, now)) < limitSeconds) return;
  const reopens = await playTimeReopensAt(executor, playerId, now, limitSeconds);
  const refusal = new RestrictionError(
    'play_time_limit_reached',
    `You have reached your daily play time. You can play again from ${reopens.toISOString()}`,
    reopens,
    playerId,
  );
  throw Object.assign(refusal, { limit: amountUse(limit, 0n) });
}

/**
 * Refuses a round that stakes no money of the player's (a free spin): it is still play, so the
 * day's play time and a break close it; bet and loss limits do not count it (nothing is staked).
 */
export async function checkPlay(executor: Executor, playerId: string, now: Date): Promise<void> {
  const gate = await readGate(executor, playerId);
  assertNoBreak(gate, playerId, now);
  await assertPlayTimeLeft(executor, gate, playerId, now);
}

/**
 * Refuses a stake past a bet or loss limit, past the day's play time, or during a break; on the
 * stake's transaction. A stake that passes and brings a limit to 80% warns the player (limit-warnings.ts).
 */
export async function checkStake(executor: Executor, stake: StakeCheck, now: Date, notify: Notify): Promise<void> {
  let gate = await readGate(executor, stake.playerId);
  assertNoBreak(gate, stake.playerId, now);
  await assertPlayTimeLeft(executor, gate, stake.playerId, now);
  if (amountLimits(gate, LimitDefinition.Bet, LimitDefinition.Loss).length === 0) return;
  await lockPlayerLimits(executor, stake.playerId);
  // Read again under the lock: a limit lowered meanwhile holds for this stake.
  gate = await readGate(executor, stake.playerId);
  const limits = amountLimits(gate, LimitDefinition.Bet, LimitDefinition.Loss);
  const [usage, rates] = [
    await playUsage(executor, stake.playerId, now, stake.excludeRoundId),
    await loadRates(executor),
  ];
  const uses: LimitUse[] = [];
  for (const limit of limits) {
    const currency = limit.currency as string;
    const period = limit.period as LimitPeriod;
    let used = 0n;
    for (const row of usage) {
      const counted =
        limit.definition === LimitDefinition.Bet ? row.stakes[period] : row.stakes[period] - row.wins[period];
      used +=
        counted > 0n
          ? convertMinor(rates, counted, row.currency, currency)
          : -convertMinor(rates, -counted, row.currency, currency);
    }
    // A loss limit refuses a stake that could take the net loss past it: the stake may be lost whole.
    const withStake = used + convertMinor(rates, stake.amount, stake.currency, currency);
    if (withStake > BigInt(limit.amount as string)) {
      const code = limit.definition === LimitDefinition.Bet ? 'bet_limit_reached' : 'loss_limit_reached';
      const what = limit.definition === LimitDefinition.Bet ? 'bet' : 'loss';
      throw Object.assign(
        new RestrictionError(code, `This stake would pass your ${period} ${what} limit`, null, stake.playerId),
        { limit: amountUse(limit, withStake) },
      );
    }
    uses.push(amountUse(limit, withStake));
  }
  // Only once every limit has let the stake through: a refused stake warns of nothing.
  await warnOfLimitUse(executor, stake.playerId, uses, now, notify);
}

function amountUse(limit: LimitInForce, used: bigint): LimitUse {
  return {
    id: limit.id,
    definition: limit.definition as LimitUse['definition'],
    period: limit.period as LimitPeriod,
    amount: BigInt(limit.amount as string),
    currency: limit.currency as string,
    used,
  };
}

/**
 * Refuses a deposit past a deposit limit, or during a break (13100); one that passes and brings a
 * limit to 80% warns the player (limit-warnings.ts). `amount` undefined: may the
 * player deposit at all (the wallet's methods list)? Run on the transaction that stores the
 * invoice, after the player's invoice counter is locked, so two deposits never pass together.
 */
export async function checkDeposit(
  executor: Executor,
  playerId: string,
  deposit: { currency: string; amount: bigint } | undefined,
  now: Date,
  notify: Notify,
): Promise<void> {
  const gate = await readGate(executor, playerId);
  assertNoBreak(gate, playerId, now, DEPOSIT_LIMIT_DOMAIN_CODE);
  const limits = amountLimits(gate, LimitDefinition.Deposit);
  if (limits.length === 0) return;
  const [usage, rates] = [await depositUsage(executor, playerId, now), await loadRates(executor)];
  const uses: LimitUse[] = [];
  for (const limit of limits) {
    const used = depositsIn(rates, usage, limit);
    const adding = deposit ? convertMinor(rates, deposit.amount, deposit.currency, limit.currency as string) : 1n;
    if (used + adding > BigInt(limit.amount as string)) {
      const refusal = new RestrictionError(
        'deposit_limit_reached',
        `This deposit would pass your ${limit.period} deposit limit`,
        null,
        playerId,
        DEPOSIT_LIMIT_DOMAIN_CODE,
      );
      throw Object.assign(refusal, { limit: amountUse(limit, used + adding) });
    }
    uses.push(amountUse(limit, used + adding));
  }
  // A real deposit that every limit let through; "may the player deposit at all" warns of nothing.
  if (deposit) await warnOfLimitUse(executor, playerId, uses, now, notify);
}

function depositsIn(rates: RateTable, usage: Awaited<ReturnType<typeof depositUsage>>, limit: LimitInForce): bigint {
  const period = limit.period as LimitPeriod;
  return usage.reduce(
    (sum, row) => sum + convertMinor(rates, row.deposits[period], row.currency, limit.currency as string),
    0n,
  );
}
