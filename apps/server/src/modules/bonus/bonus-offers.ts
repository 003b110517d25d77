import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { queryRows } from '../../db/database';
import type { BonusAvailability, BonusOffer, BonusPackageView, PlayerId } from '@casino/shared';
import type { Executor } from '../../db/executor';
import { notFound } from '../../http/app-error';
import type { RateTable } from '../limits/limits.service';
import { bonuses, bonusPackages, playerBonuses } from './bonus.table';
import { bonusAmountFor, currentRates, termsIn, triggerAmountIn, type BonusRow } from './bonus-terms';
import { money } from './bonus-views';

/** Why a player cannot take a bonus now (BonusAvailability.reason). */
export type Unavailable =
  | 'already_taken'
  | 'package_step_not_reached'
  | 'expired'
  | 'not_in_currency'
  | 'limit_reached'
  | 'not_found';

/** A template can be taken at `now`: switched on and within its dates. */
export function isLive(bonus: BonusRow, now: Date): boolean {
  return (
    bonus.isEnabled &&
    (bonus.startsAt === null || bonus.startsAt <= now) &&
    (bonus.endsAt === null || bonus.endsAt > now)
  );
}

interface PlayerHistory {
  /** Bonus template ids the player was ever granted. */
  readonly taken: ReadonlyMap<number, { playerBonusId: string; status: number }>;
}

async function historyOf(executor: Executor, playerId: PlayerId | undefined): Promise<PlayerHistory> {
  if (!playerId) return { taken: new Map() };
  const rows = await executor
    .select({ id: playerBonuses.id, bonusId: playerBonuses.bonusId, status: playerBonuses.status })
    .from(playerBonuses)
    .where(eq(playerBonuses.playerId, playerId))
    .orderBy(asc(playerBonuses.issuedAt));
  const taken = new Map<number, { playerBonusId: string; status: number }>();
  for (const row of rows)
    if (row.bonusId !== null) taken.set(row.bonusId, { playerBonusId: row.id, status: row.status });
  return { taken };
}

/** The package step the player's next deposit can take: 1 + the steps taken (steps are taken in order). */
function nextStepOf(packageSteps: readonly BonusRow[], history: PlayerHistory): number | null {
  const taken = packageSteps.filter((step) => history.taken.has(step.id)).length;
  return taken >= packageSteps.length ? null : taken + 1;
}

/**
 * Whether the player can take a deposit bonus now with a deposit of `amount` (undefined: any
 * amount). Guests see every live offer. Each bonus is taken once per player; a package's steps in order.
 */
export function unavailableReason(
  bonus: BonusRow,
  context: {
    now: Date;
    currency: string;
    amount?: bigint;
    rates: RateTable;
    history: PlayerHistory;
    packageSteps: readonly BonusRow[];
    isGuest: boolean;
  },
): Unavailable | null {
  if (!isLive(bonus, context.now)) return 'expired';
  if (!termsIn(bonus, context.currency, context.rates)) return 'not_in_currency';
  if (!context.isGuest) {
    if (context.history.taken.has(bonus.id)) return 'already_taken';
    if (
      bonus.packageId !== null &&
      bonus.packageStep !== null &&
      nextStepOf(context.packageSteps, context.history) !== bonus.packageStep
    ) {
      return 'package_step_not_reached';
    }
  }
  if (context.amount !== undefined && bonus.kind === 'deposit') {
    const trigger = triggerAmountIn(bonus, context.currency, context.rates);
    if (trigger === undefined || context.amount < trigger) return 'limit_reached';
  }
  return null;
}

export class BonusOffers {
  constructor(private readonly now: () => Date) {}

  /** Deposit bonuses (and the package's next step) the player can take now; guests: every live one. */
  async offers(
    executor: Executor,
    playerId: PlayerId | undefined,
    currency: string,
    amount?: bigint,
  ): Promise<BonusOffer[]> {
    const candidates = await executor
      .select()
      .from(bonuses)
      .where(eq(bonuses.kind, 'deposit'))
      .orderBy(asc(bonuses.packageId), asc(bonuses.packageStep), asc(bonuses.id));
    const context = await this.context(executor, playerId, currency, candidates, amount);
    const offered = candidates.filter(
      (bonus) => unavailableReason(bonus, { ...context, packageSteps: context.stepsOf(bonus) }) === null,
    );
    return this.views(executor, offered, currency, context.rates, amount);
  }

  /** One offer by its page identity (any kind), guests too; unknown or switched off: 404. */
  async offer(executor: Executor, pageIdentity: string, currency: string): Promise<BonusOffer> {
    const [row] = await executor.select().from(bonuses).where(eq(bonuses.pageIdentity, pageIdentity));
    if (!row || !row.isEnabled) throw notFound('There is no such bonus');
    const [view] = await this.views(executor, [row], currency, await currentRates(executor));
    if (!view) throw new Error('an offer view went missing');
    return view;
  }

  /** The deposit bonus a deposit may take, or why not (the deposit form's bonus radio, re-checked when the deposit is paid). */
  async check(
    executor: Executor,
    playerId: PlayerId,
    bonusId: number,
    currency: string,
    amount: bigint,
  ): Promise<{ bonus: BonusRow } | { reason: Unavailable }> {
    const all = await executor.select().from(bonuses).where(eq(bonuses.kind, 'deposit'));
    const bonus = all.find((candidate) => candidate.id === bonusId);
    if (!bonus) return { reason: 'not_found' };
    const context = await this.context(executor, playerId, currency, all, amount);
    const reason = unavailableReason(bonus, { ...context, packageSteps: context.stepsOf(bonus) });
    return reason === null ? { bonus } : { reason };
  }

  async availability(
    executor: Executor,
    playerId: PlayerId,
    bonusIds: readonly number[],
    currency: string,
  ): Promise<BonusAvailability[]> {
    const all = await executor.select().from(bonuses);
    const context = await this.context(executor, playerId, currency, all);
    return bonusIds.map((bonusId) => {
      const bonus = all.find((candidate) => candidate.id === bonusId);
      const taken = context.history.taken.get(bonusId);
      const reason = bonus
        ? unavailableReason(bonus, { ...context, packageSteps: context.stepsOf(bonus) })
        : 'not_found';
      return {
        bonusId,
        isAvailable: reason === null,
        reason,
        playerBonusId: taken?.playerBonusId ?? null,
        status: (taken?.status ?? null) as BonusAvailability['status'],
      };
    });
  }

  /** The welcome package (or another by identity) with the player's progress; guests: no progress. */
  async packageView(
    executor: Executor,
    playerId: PlayerId | undefined,
    identity: string,
    currency: string,
  ): Promise<BonusPackageView> {
    const [pack] = await executor.select().from(bonusPackages).where(eq(bonusPackages.identity, identity));
    if (!pack) throw notFound('There is no such bonus package');
    const steps = await executor
      .select()
      .from(bonuses)
      .where(eq(bonuses.packageId, pack.id))
      .orderBy(asc(bonuses.packageStep));
    const context = await this.context(executor, playerId, currency, steps);
    const views = await this.views(executor, steps, currency, context.rates);
    const nextStep = playerId ? nextStepOf(steps, context.history) : steps.length > 0 ? 1 : null;
    return {
      id: pack.id,
      identity: pack.identity,
      title: pack.title,
      steps: views.map((view) => {
        const taken = context.history.taken.get(view.id);
        return { ...view, taken: taken !== undefined, playerBonusId: taken?.playerBonusId ?? null };
      }),
      nextStep,
    };
  }

  private async context(
    executor: Executor,
    playerId: PlayerId | undefined,
    currency: string,
    bonusRows: readonly BonusRow[],
    amount?: bigint,
  ) {
    const [rates, history] = [await currentRates(executor), await historyOf(executor, playerId)];
    const packageIds = [
      ...new Set(bonusRows.map((bonus) => bonus.packageId).filter((id): id is number => id !== null)),
    ];
    const steps =
      packageIds.length === 0
        ? []
        : await executor
            .select()
            .from(bonuses)
            .where(inArray(bonuses.packageId, packageIds))
            .orderBy(asc(bonuses.packageStep));
    return {
      now: this.now(),
      currency,
      rates,
      history,
      isGuest: playerId === undefined,
      ...(amount === undefined ? {} : { amount }),
      stepsOf: (bonus: BonusRow) => steps.filter((step) => step.packageId === bonus.packageId),
    };
  }

  async views(
    executor: Executor,
    rows: readonly BonusRow[],
    currency: string,
    rates: RateTable,
    amount?: bigint,
  ): Promise<BonusOffer[]> {
    const packageIds = [...new Set(rows.map((row) => row.packageId).filter((id): id is number => id !== null))];
    const stepCounts =
      packageIds.length === 0
        ? []
        : await executor
            .select({ packageId: bonuses.packageId, steps: sql<number>`count(*)::int` })
            .from(bonuses)
            .where(inArray(bonuses.packageId, packageIds))
            .groupBy(bonuses.packageId);
    const gameKeys = rows.map((row) => row.freespins?.game).filter((key): key is string => key !== undefined);
    const gameRows = gameKeys.length === 0 ? [] : await gamesByKeys(executor, gameKeys);
    return rows.map((row) => {
      const terms = termsIn(row, currency, rates) ?? {};
      const game = row.freespins
        ? gameRows.find(
            (candidate) => candidate.identity === row.freespins?.game || candidate.id === row.freespins?.game,
          )
        : undefined;
      const bonusAmount =
        amount === undefined || row.kind !== 'deposit' ? null : money(bonusAmountFor(row, terms, amount));
      return {
        id: row.id,
        pageIdentity: row.pageIdentity,
        kind: row.kind,
        title: row.title,
        description: row.description,
        currency,
        percent: row.percent,
        amount: terms.amount ?? null,
        maxAmount: terms.maxAmount ?? null,
        bonusAmount,
        wagerMultiplier: row.wagerMultiplier,
        wagerIncludesDeposit: row.wagerIncludesDeposit,
        maxBet: terms.maxBet ?? null,
        maxConversion: terms.maxConversion ?? null,
        wagerDays: row.wagerDays,
        freespins: row.freespins
          ? {
              count: row.freespins.count,
              gameId: game?.id ?? row.freespins.game,
              gameIdentity: game?.identity ?? null,
              betAmount: terms.freespinBet ?? 0,
            }
          : null,
        package:
          row.packageId === null || row.packageStep === null
            ? null
            : {
                id: row.packageId,
                step: row.packageStep,
                steps: stepCounts.find((count) => count.packageId === row.packageId)?.steps ?? 0,
              },
        triggerConditions: row.triggerConditions,
        wagerCasinoConditions: { gameIds: row.gameIds },
        contribution: row.contribution,
      };
    });
  }
}

/** Games named by id or identity (a bonus's free-spin game). */
export async function gamesByKeys(
  executor: Executor,
  keys: readonly string[],
): Promise<{ id: string; identity: string }[]> {
  const list = sql.join(
    keys.map((key) => sql`${key}`),
    sql`, `,
  );
  return queryRows<{ id: string; identity: string }>(
    executor,
    sql`select id::text as id, identity from games where identity in (${list}) or id::text in (${list})`,
  );
}

/** Bonus templates by id, for the operator and the code lookups. */
export async function findBonus(executor: Executor, id: number): Promise<BonusRow | undefined> {
  const [row] = await executor
    .select()
    .from(bonuses)
    .where(and(eq(bonuses.id, id)));
  return row;
}
