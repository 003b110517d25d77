import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import { LimitDefinition, PLAY_TIME_LIMIT_MINUTES, type LimitPeriod, type PlayerId } from '@casino/shared';
import { queryRows, type Database } from '../../db/database';
import type { Executor } from '../../db/executor';
import { AppError } from '../../http/app-error';
import { NO_NOTIFY, type Notify } from '../notification/notification.service';
import {
  breakRefusal,
  checkDeposit,
  checkPlay,
  checkStake,
  findBreak,
  lockPlayerLimits,
  type PlayerBreak,
  type StakeCheck,
} from './limit-checks';
import { breakEndsAt, isAtLeastAsStrict, LIMIT_LOOSENING_WAIT_MS, periodOrderConflict } from './limit-rules';
import { convertMinor, depositUsage, loadRates, playTimeSeconds, playUsage, type RateTable } from './limit-usage';

// Currency conversion at the current rates, for other modules (the bonus engine's terms in a currency).
export { convertMinor, loadRates, type RateTable } from './limit-usage';
export type { PlayerBreak } from './limit-checks';

/**
 * "Is this player on a break, and until when": what other modules ask before they let a player
 * in (a game launch, a sportsbook token) or give a reward (a bonus, free spins, cashback).
 */
export interface BreakRule {
  /** The cooling-off or self-exclusion in force now, or null; on `executor` when given (a transaction of the caller's). */
  breakOf(playerId: PlayerId, executor?: Executor): Promise<PlayerBreak | null>;
  /** Refuses with 409 `cooling_off` or `self_excluded`, whose message says until when; passes when there is no break. */
  assertNoBreak(playerId: string, executor?: Executor): Promise<void>;
  /** Refuses a round that stakes nothing (a free spin) during a break or past the day's play time; on the round's transaction. */
  checkPlay(executor: Executor, playerId: PlayerId): Promise<void>;
}

/** No break ever: modules built without the limits module (unit tests). */
export const NO_BREAKS: BreakRule = {
  breakOf: async () => null,
  assertNoBreak: async () => undefined,
  checkPlay: async () => undefined,
};
import { toLimitView, type LimitRow, type LimitView } from './limit-view';
import { noticeOfBreakEnded, noticeOfLimitEffective } from './limit-notices';
import { playerLimits } from './limits.table';

export type NewLimit =
  | { readonly definition: 1 | 2 | 3; readonly period: LimitPeriod; readonly amount: bigint; readonly currency: string }
  /** Play time: minutes per rolling day, no currency. */
  | { readonly definition: 6; readonly period: 'daily'; readonly amount: bigint }
  | { readonly definition: 5; readonly days: number }
  | { readonly definition: 4; readonly months: number };

const limitNotFound = () => new AppError(404, 'limit_not_found', 'There is no such limit');
const limitLocked = () =>
  new AppError(
    409,
    'limit_locked',
    'A cooling-off or self-exclusion cannot be changed, shortened or lifted by the player',
  );

const isBreak = (definition: number) =>
  definition === LimitDefinition.CoolingOff || definition === LimitDefinition.SelfExclusion;

/** A play-time limit is minutes per rolling day, within PLAY_TIME_LIMIT_MINUTES. */
function assertPlayTimeTerms(terms: { period: LimitPeriod; amount: bigint }): void {
  const { min, max } = PLAY_TIME_LIMIT_MINUTES;
  if (terms.period !== 'daily')
    throw new AppError(422, 'validation_failed', 'Some fields are not valid', {
      period: ['A play-time limit is daily'],
    });
  if (terms.amount < BigInt(min) || terms.amount > BigInt(max)) {
    throw new AppError(422, 'validation_failed', 'Some fields are not valid', {
      amount: [`A play-time limit is ${min} to ${max} minutes a day`],
    });
  }
}

/**
 * Responsible-gaming limits (UKGC RTS 12 and 13): a new or stricter limit applies at once; a
 * looser one or a removal waits 24 hours and then the player's confirmation. Edits take the same
 * per-player lock as the stake and deposit checks (limit-checks.ts), so a check never sees half a change.
 */
export class LimitsService {
  /** The clock of every limit decision; tests move it forward. */
  now: () => Date = () => new Date();

  /** A cooling-off or self-exclusion has started, on its transaction: the bonus engine forfeits the player's bonuses (app.ts sets it). */
  onBreakStarted: (executor: Executor, playerId: PlayerId) => Promise<void> = async () => undefined;

  /** The player's messages (limit reached, a change in effect, a break over), on the change's transaction; app.ts sets it. */
  notify: Notify = NO_NOTIFY;

  constructor(private readonly db: Database) {}

  /** Refuses a stake past a bet or loss limit or during a break; on the stake's transaction. */
  readonly checkStake = (executor: Executor, stake: StakeCheck): Promise<void> =>
    checkStake(executor, stake, this.now(), this.notify);

  /** The player's cooling-off or self-exclusion in force now (the limits clock), or null. */
  readonly breakOf = (playerId: PlayerId, executor: Executor = this.db): Promise<PlayerBreak | null> =>
    findBreak(executor, playerId, this.now());

  /**
   * What a break closes besides stakes and deposits: game launches (real and demo), game sessions
   * opened before it, sportsbook tokens, and every bonus, free spin or cashback granted or claimed.
   */
  readonly assertNoBreak = async (playerId: string, executor: Executor = this.db): Promise<void> => {
    const now = this.now();
    const playerBreak = await findBreak(executor, playerId, now);
    // Not a stake: the refused request says so, the player's other pages are not told.
    if (playerBreak) throw Object.assign(breakRefusal(playerBreak, playerId, now), { pushed: false });
  };

  readonly checkPlay = (executor: Executor, playerId: PlayerId): Promise<void> =>
    checkPlay(executor, playerId, this.now());

  /** Refuses a deposit past a deposit limit or during a break (13100); `deposit` undefined: any deposit at all. */
  readonly checkDeposit = (
    executor: Executor,
    playerId: PlayerId,
    deposit?: { currency: string; amount: bigint },
  ): Promise<void> => checkDeposit(executor, playerId, deposit, this.now(), this.notify);

  async list(playerId: string): Promise<LimitView[]> {
    const rows = await this.inForce(this.db, playerId);
    return this.views(this.db, playerId, rows);
  }

  async create(playerId: PlayerId, request: NewLimit): Promise<LimitView> {
    return this.db.transaction(async (tx) => {
      await lockPlayerLimits(tx, playerId);
      const now = this.now();
      const existing = await this.inForce(tx, playerId);
      const values =
        request.definition === LimitDefinition.PlayTime
          ? playTimeValues(existing, request)
          : 'period' in request
            ? await this.amountLimitValues(tx, existing, request)
            : breakValues(existing, request, now);
      const [row] = await tx
        .insert(playerLimits)
        .values({ playerId, startsAt: now, ...values })
        .returning();
      if (!row) throw new Error('limit insert returned no row');
      // A break stops marketing: the promo flags are switched off with it.
      if (isBreak(row.definition)) {
        await tx.execute(
          sql`update players set receive_email_promo = false, receive_sms_promo = false where id = ${playerId}`,
        );
        await this.onBreakStarted(tx, playerId);
      }
      return (await this.views(tx, playerId, [row]))[0] as LimitView;
    });
  }

  async update(
    playerId: PlayerId,
    limitId: string,
    terms: { period: LimitPeriod; amount: bigint },
  ): Promise<LimitView> {
    return this.change(playerId, limitId, undefined, async (tx, row, others) => {
      if (row.definition === LimitDefinition.PlayTime) assertPlayTimeTerms(terms);
      const current = { period: row.period as LimitPeriod, amount: row.amount as bigint };
      if (!isAtLeastAsStrict(current, terms)) {
        return {
          pendingKind: 'increase',
          pendingPeriod: terms.period,
          pendingAmount: terms.amount,
          pendingAvailableAt: new Date(this.now().getTime() + LIMIT_LOOSENING_WAIT_MS),
        };
      }
      if (row.currency)
        await this.assertFits(tx, others, { ...terms, definition: row.definition, currency: row.currency });
      // New terms are a new limit to reach: its 80% is told afresh (limit-warnings.ts).
      return { period: terms.period, amount: terms.amount, warnedAt: null, ...NO_PENDING };
    });
  }

  /** Asks to remove an amount limit: it holds for 24 hours more, then the player confirms. */
  async remove(playerId: PlayerId, limitId: string): Promise<LimitView> {
    return this.change(playerId, limitId, undefined, async () => ({
      pendingKind: 'removal',
      pendingPeriod: null,
      pendingAmount: null,
      pendingAvailableAt: new Date(this.now().getTime() + LIMIT_LOOSENING_WAIT_MS),
    }));
  }

  /** Applies a waiting change once its 24 hours have passed; null when the limit is gone. The player is told it is in effect. */
  async confirm(playerId: PlayerId, limitId: string): Promise<LimitView | null> {
    let removed = false;
    const inEffect = (tx: Executor, before: LimitRow) =>
      noticeOfLimitEffective(tx, this.notify, playerId, {
        id: before.id,
        definition: before.definition,
        pendingAvailableAt: before.pendingAvailableAt as Date,
      });
    const view = await this.change(playerId, limitId, inEffect, async (tx, row, others) => {
      if (!row.pendingKind || !row.pendingAvailableAt)
        throw new AppError(409, 'no_pending_change', 'This limit has no change waiting');
      if (row.pendingAvailableAt > this.now()) {
        throw new AppError(
          409,
          'limit_change_not_ready',
          `This change can be confirmed from ${row.pendingAvailableAt.toISOString()}`,
        );
      }
      if (row.pendingKind === 'removal') {
        removed = true;
        return { endedAt: this.now(), ...NO_PENDING };
      }
      const terms = { period: row.pendingPeriod as LimitPeriod, amount: row.pendingAmount as bigint };
      if (row.currency)
        await this.assertFits(tx, others, { ...terms, definition: row.definition, currency: row.currency });
      return { ...terms, warnedAt: null, ...NO_PENDING };
    });
    return removed ? null : view;
  }

  async cancelPending(playerId: PlayerId, limitId: string): Promise<LimitView> {
    return this.change(playerId, limitId, undefined, async () => NO_PENDING);
  }

  /** The operator ends a break whose term is over (never a permanent self-exclusion, never early). */
  async lift(playerId: PlayerId, limitId: string): Promise<void> {
    await this.db.transaction(async (tx) => {
      await lockPlayerLimits(tx, playerId);
      const [row] = await tx
        .select()
        .from(playerLimits)
        .where(and(eq(playerLimits.id, limitId), eq(playerLimits.playerId, playerId), isNull(playerLimits.endedAt)));
      if (!row || !isBreak(row.definition)) throw limitNotFound();
      if (!row.endsAt) throw new AppError(409, 'limit_permanent', 'A permanent self-exclusion is never lifted');
      if (row.endsAt > this.now())
        throw new AppError(409, 'limit_not_ended', `This break runs until ${row.endsAt.toISOString()}`);
      await tx
        .update(playerLimits)
        .set({ endedAt: this.now(), updatedAt: this.now() })
        .where(eq(playerLimits.id, row.id));
      // A self-exclusion ends here (a cooling-off lapses by itself and is told by the sweep, under the same key).
      await noticeOfBreakEnded(tx, this.notify, playerId, row, this.now());
    });
  }

  /** Loads an amount limit of the player under the lock, lets `decide` say what changes, stores it, then runs `stored` on the row as it was. */
  private async change(
    playerId: PlayerId,
    limitId: string,
    stored: ((tx: Executor, before: LimitRow) => Promise<void>) | undefined,
    decide: (tx: Executor, row: LimitRow, others: LimitRow[]) => Promise<Partial<typeof playerLimits.$inferInsert>>,
  ): Promise<LimitView> {
    return this.db.transaction(async (tx) => {
      await lockPlayerLimits(tx, playerId);
      const rows = await this.inForce(tx, playerId);
      const row = rows.find((candidate) => candidate.id === limitId);
      if (!row) throw limitNotFound();
      if (isBreak(row.definition)) throw limitLocked();
      const changes = await decide(
        tx,
        row,
        rows.filter((other) => other.id !== row.id),
      );
      const [after] = await tx
        .update(playerLimits)
        .set({ ...changes, updatedAt: this.now() })
        .where(eq(playerLimits.id, row.id))
        .returning();
      await stored?.(tx, row);
      return (await this.views(tx, playerId, [after as LimitRow]))[0] as LimitView;
    });
  }

  private async amountLimitValues(
    tx: Executor,
    existing: LimitRow[],
    request: Extract<NewLimit, { currency: string }>,
  ) {
    const [currency] = await queryRows<{ code: string }>(
      tx,
      sql`select code from currencies where code = ${request.currency} and is_enabled`,
    );
    if (!currency)
      throw new AppError(422, 'validation_failed', 'Some fields are not valid', {
        currency: ['Not a currency of this site'],
      });
    if (existing.some((row) => row.definition === request.definition && row.period === request.period)) {
      throw new AppError(
        409,
        'limit_exists',
        `You already have a ${request.period} limit of this kind: change it instead`,
      );
    }
    await this.assertFits(tx, existing, request);
    return {
      definition: request.definition,
      period: request.period,
      amount: request.amount,
      currency: request.currency,
    };
  }

  /** Daily ≤ weekly ≤ monthly among the limits of one kind, compared in the candidate's currency. */
  private async assertFits(
    tx: Executor,
    others: LimitRow[],
    candidate: { definition: number; period: LimitPeriod; amount: bigint; currency: string },
  ): Promise<void> {
    const sameKind = others.filter(
      (row) => row.definition === candidate.definition && row.period && row.amount !== null && row.currency,
    );
    if (sameKind.length === 0) return;
    const rates = await loadRates(tx);
    const inCandidateCurrency = sameKind.map((row) => ({
      period: row.period as LimitPeriod,
      amount: convertMinor(rates, row.amount as bigint, row.currency as string, candidate.currency),
    }));
    const conflict = periodOrderConflict(candidate, inCandidateCurrency);
    if (conflict) {
      throw new AppError(422, 'validation_failed', 'Some fields are not valid', {
        amount: [`A daily limit may not exceed a weekly one, nor a weekly one a monthly one (your ${conflict} limit)`],
      });
    }
  }

  /** Limits in force: not ended, and not a cooling-off whose time is over. */
  private async inForce(executor: Executor, playerId: string): Promise<LimitRow[]> {
    const rows = await executor
      .select()
      .from(playerLimits)
      .where(and(eq(playerLimits.playerId, playerId), isNull(playerLimits.endedAt)))
      .orderBy(playerLimits.definition, desc(playerLimits.createdAt));
    const now = this.now();
    return rows.filter((row) => !(row.definition === LimitDefinition.CoolingOff && row.endsAt && row.endsAt <= now));
  }

  private async views(executor: Executor, playerId: string, rows: LimitRow[]): Promise<LimitView[]> {
    if (!rows.some((row) => row.amount !== null)) return rows.map((row) => toLimitView(row, null));
    const now = this.now();
    const [play, deposits, rates] = [
      await playUsage(executor, playerId, now),
      await depositUsage(executor, playerId, now),
      await loadRates(executor),
    ];
    const playMinutes = rows.some((row) => row.definition === LimitDefinition.PlayTime)
      ? Math.floor((await playTimeSeconds(executor, playerId, now)) / 60)
      : 0;
    return rows.map((row) =>
      toLimitView(
        row,
        row.definition === LimitDefinition.PlayTime ? BigInt(playMinutes) : usedOf(row, play, deposits, rates),
      ),
    );
  }
}

const NO_PENDING = { pendingKind: null, pendingPeriod: null, pendingAmount: null, pendingAvailableAt: null } as const;

/** One play-time limit per player: a second one is an edit of the first (under the limits lock, as every create). */
function playTimeValues(existing: LimitRow[], request: Extract<NewLimit, { definition: 6 }>) {
  assertPlayTimeTerms(request);
  if (existing.some((row) => row.definition === LimitDefinition.PlayTime)) {
    throw new AppError(
      409,
      'limit_exists',
      `You already have a ${request.period} limit of this kind: change it instead`,
    );
  }
  return { definition: request.definition, period: request.period, amount: request.amount, currency: null };
}

function breakValues(existing: LimitRow[], request: Extract<NewLimit, { definition: 4 | 5 }>, now: Date) {
  const endsAt = breakEndsAt(now, 'days' in request ? { days: request.days } : { months: request.months });
  const longer = existing.find(
    (row) =>
      isBreak(row.definition) &&
      (row.definition === LimitDefinition.SelfExclusion || request.definition === LimitDefinition.CoolingOff) &&
      (!row.endsAt || (endsAt && row.endsAt >= endsAt)),
  );
  if (longer) throw new AppError(409, 'limit_exists', 'A break that lasts at least as long is already in force');
  return { definition: request.definition, endsAt, isPermanent: endsAt === null };
}

function usedOf(
  row: LimitRow,
  play: Awaited<ReturnType<typeof playUsage>>,
  deposits: Awaited<ReturnType<typeof depositUsage>>,
  rates: RateTable,
): bigint | null {
  if (!row.period || !row.currency || row.amount === null) return null;
  const period = row.period;
  const target = row.currency;
  const convert = (amount: bigint, from: string) =>
    amount >= 0n ? convertMinor(rates, amount, from, target) : -convertMinor(rates, -amount, from, target);
  if (row.definition === LimitDefinition.Deposit)
    return deposits.reduce((sum, usage) => sum + convert(usage.deposits[period], usage.currency), 0n);
  const used = play.reduce(
    (sum, usage) =>
      sum +
      convert(
        row.definition === LimitDefinition.Bet ? usage.stakes[period] : usage.stakes[period] - usage.wins[period],
        usage.currency,
      ),
    0n,
  );
  return used > 0n ? used : 0n;
}
