import { and, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { SportSelectionResult } from '@casino/shared';
import type { Database } from '../../db/database';
import type { Executor } from '../../db/executor';
import { AppError, notFound } from '../../http/app-error';
import { resettleBets } from './betting/bet-settlement';
import type { SportsbookBetting } from './betting/sportsbook-betting';
import type { SportsbookMoney } from './betting/sportsbook-money';
import { pricedEventOf, reResultEvent, resultEvent } from './feed/event-pricing';
import type { SportModel } from './feed/championships.data';
import {
  bracketMatchChanged,
  bracketResultCorrected,
  lockOutright,
  nextRoundMatch,
  type BracketHooks,
} from './feed/knockout-bracket';
import { winnerOf } from './feed/outright-pricing';
import {
  sportsbookBetLegs,
  sportsbookEvents,
  sportsbookMarkets,
  sportsbookSelections,
  type SportEventState,
} from './sportsbook.table';
import { championshipById } from './feed/championship-lookup';
import type { EventChangedHook } from './sportsbook-publication';

type EventRow = typeof sportsbookEvents.$inferSelect;

/**
 * The trader's hand on the book (operator API): pause an event or a market, settle or void a
 * market by hand, finish a match with its result, and correct a result already settled (the
 * bets move only the difference).
 */
export class SportsbookTrading {
  constructor(
    private readonly db: Database,
    private readonly betting: SportsbookBetting,
    private readonly money: SportsbookMoney,
    private readonly onEventChanged: EventChangedHook,
  ) {}

  private get bracketHooks(): BracketHooks {
    return {
      onMarketsResulted: (tx, _eventId, marketIds) => this.betting.marketsResulted(tx, marketIds),
      onEventChanged: this.onEventChanged,
    };
  }

  /**
   * A bracket match's new result may not change its winner once the next round was made with that
   * winner (the outright's later rounds would be wrong). Locks the outright (after the match, the
   * bracket's lock order).
   */
  private async assertBracketAllows(tx: Executor, event: EventRow, corrected: SportEventState): Promise<void> {
    if (event.outrightEventId === null) return;
    await lockOutright(tx, event.outrightEventId);
    if (winnerOf(event) === winnerOf({ ...event, state: corrected })) return;
    if (await nextRoundMatch(tx, event.outrightEventId, event)) {
      const problem =
        'The next round was made with this match’s winner: a result with another winner can no longer be entered';
      throw new AppError(422, 'bracket_advanced', problem, { score: [problem] });
    }
  }

  async suspendEvent(eventId: number, suspended: boolean): Promise<void> {
    await this.db.transaction(async (tx) => {
      const [row] = await tx
        .update(sportsbookEvents)
        .set({ operatorSuspended: suspended })
        .where(eq(sportsbookEvents.id, eventId))
        .returning({ id: sportsbookEvents.id });
      if (!row) throw notFound('There is no such event');
      await this.onEventChanged(tx, eventId);
    });
  }

  /** A market suspended or reopened: pushed as a delta of its status and its selections' openness. */
  async suspendMarket(marketId: number, suspended: boolean): Promise<void> {
    await this.db.transaction(async (tx) => {
      await lockEventOfMarket(tx, marketId);
      const [market] = await tx
        .select()
        .from(sportsbookMarkets)
        .where(eq(sportsbookMarkets.id, marketId))
        .for('update');
      if (!market) throw notFound('There is no such market');
      if (market.status !== 'open' && market.status !== 'suspended')
        throw new AppError(409, 'market_settled', 'A settled or void market cannot be suspended');
      await tx
        .update(sportsbookMarkets)
        .set({ status: suspended ? 'suspended' : 'open' })
        .where(eq(sportsbookMarkets.id, marketId));
      await this.onEventChanged(tx, market.eventId, { selectionIds: [], marketIds: [marketId] });
    });
  }

  /** A trader's price on one selection (until the feed's next step of a live match reprices it): pushed as a delta of that selection. */
  async setPrice(selectionId: number, price: { numerator: number; denominator: number }): Promise<void> {
    if (price.numerator <= price.denominator)
      throw new AppError(422, 'validation_failed', 'A price pays more than the stake', {
        numerator: ['Must be greater than the denominator'],
      });
    await this.db.transaction(async (tx) => {
      await lockEventOf(
        tx,
        sql`(select ${sportsbookSelections.eventId} from ${sportsbookSelections} where ${sportsbookSelections.id} = ${selectionId})`,
      );
      const [selection] = await tx
        .update(sportsbookSelections)
        .set({ priceNumerator: price.numerator, priceDenominator: price.denominator, isPriced: true })
        .where(and(eq(sportsbookSelections.id, selectionId), isNull(sportsbookSelections.result)))
        .returning({ eventId: sportsbookSelections.eventId });
      if (!selection) throw notFound('There is no such open selection');
      await this.onEventChanged(tx, selection.eventId, { selectionIds: [selectionId] });
    });
  }

  /** Settles a market by hand: every selection's result given (void for all voids the market). */
  async settleMarket(marketId: number, results: Readonly<Record<string, SportSelectionResult>>): Promise<void> {
    await this.db.transaction(async (tx) => {
      await lockEventOfMarket(tx, marketId);
      const [market] = await tx
        .select()
        .from(sportsbookMarkets)
        .where(eq(sportsbookMarkets.id, marketId))
        .for('update');
      if (!market) throw notFound('There is no such market');
      if (market.status === 'settled' || market.status === 'void')
        throw new AppError(409, 'market_settled', 'This market is settled already: correct the event result instead');
      const selections = await tx
        .select()
        .from(sportsbookSelections)
        .where(eq(sportsbookSelections.marketId, marketId));
      const missing = selections
        .filter((selection) => results[selection.outcome] === undefined)
        .map((selection) => selection.outcome);
      const unknown = Object.keys(results).filter(
        (outcome) => !selections.some((selection) => selection.outcome === outcome),
      );
      if (missing.length > 0 || unknown.length > 0) {
        throw new AppError(
          422,
          'validation_failed',
          'Give a result for every selection of the market, and only those',
          { results: [`Outcomes: ${selections.map((selection) => selection.outcome).join(', ')}`] },
        );
      }
      for (const selection of selections)
        await tx
          .update(sportsbookSelections)
          .set({ result: results[selection.outcome]!, isPriced: false })
          .where(eq(sportsbookSelections.id, selection.id));
      const allVoid = selections.every((selection) => results[selection.outcome] === 'void');
      await tx
        .update(sportsbookMarkets)
        .set({ status: allVoid ? 'void' : 'settled', settledAt: new Date() })
        .where(eq(sportsbookMarkets.id, marketId));
      await this.betting.marketsResulted(tx, [marketId]);
      await this.onEventChanged(tx, market.eventId);
    });
  }

  async voidMarket(marketId: number): Promise<void> {
    const selections = await this.db
      .select({ outcome: sportsbookSelections.outcome })
      .from(sportsbookSelections)
      .where(eq(sportsbookSelections.marketId, marketId));
    if (selections.length === 0) throw notFound('There is no such market');
    await this.settleMarket(
      marketId,
      Object.fromEntries(selections.map((selection) => [selection.outcome, 'void' as const])),
    );
  }

  /**
   * Ends an upcoming or live match now with this final score (a trader's result, or a
   * fast-forwarded feed): every open market resulted, its bets settled by the settlement job.
   */
  async finishEvent(eventId: number, score: { home: number; away: number }): Promise<void> {
    await this.db.transaction(async (tx) => {
      const [event] = await tx.select().from(sportsbookEvents).where(eq(sportsbookEvents.id, eventId)).for('update');
      if (!event) throw notFound('There is no such event');
      assertMatch(event);
      if (event.status === 'ended' || event.status === 'cancelled')
        throw new AppError(409, 'event_ended', 'This match is over: correct its result instead');
      assertFinalScore(championshipById(event.championshipId).model, score);
      const state = finalState(event.state, score);
      const now = new Date();
      await tx.update(sportsbookEvents).set({ status: 'ended', state }).where(eq(sportsbookEvents.id, eventId));
      const marketIds = await resultEvent(tx, pricedEventOf({ ...event, state }));
      await this.betting.marketsResulted(tx, marketIds);
      // A bracket match makes the next round or, the final, results the outright, as the feed's end of it would.
      if (event.outrightEventId !== null)
        await bracketMatchChanged(tx, { ...event, status: 'ended', state }, now, this.bracketHooks);
      await this.onEventChanged(tx, eventId);
    });
  }

  /**
   * Corrects the final score of an ended match: the results of its settled markets are computed
   * again (those settled by hand too; void ones stay void) and every bet on them moves only the
   * difference (resettlement).
   */
  async correctResult(eventId: number, score: { home: number; away: number }): Promise<{ resettledBets: number }> {
    return this.db.transaction(async (tx) => {
      const [event] = await tx.select().from(sportsbookEvents).where(eq(sportsbookEvents.id, eventId)).for('update');
      if (!event) throw notFound('There is no such event');
      assertMatch(event);
      if (event.status !== 'ended')
        throw new AppError(409, 'event_not_ended', 'Only the result of an ended match is corrected');
      assertFinalScore(championshipById(event.championshipId).model, score);
      const state = finalState(event.state, score);
      await this.assertBracketAllows(tx, event, state);
      await tx.update(sportsbookEvents).set({ state }).where(eq(sportsbookEvents.id, eventId));
      const matchMarketIds = await reResultEvent(tx, pricedEventOf({ ...event, state }));
      const outrightMarketIds =
        event.outrightEventId === null ? [] : await bracketResultCorrected(tx, { ...event, state }, this.bracketHooks);
      const marketIds = [...matchMarketIds, ...outrightMarketIds];
      const betIds =
        marketIds.length === 0
          ? []
          : (
              await tx
                .selectDistinct({ id: sportsbookBetLegs.betId })
                .from(sportsbookBetLegs)
                .where(inArray(sportsbookBetLegs.marketId, marketIds))
            ).map((row) => row.id);
      const resettledBets = await resettleBets(tx, this.money, betIds);
      await this.onEventChanged(tx, eventId);
      return { resettledBets };
    });
  }
}

/**
 * The event's row first (the one `eventId` names, a subquery), as the feed's step takes it before
 * its markets and selections (and a publication moves the event's version under it): a trader's
 * change and a step never wait on each other in a circle. One statement.
 */
async function lockEventOf(tx: Executor, eventId: SQL): Promise<void> {
  await tx
    .select({ id: sportsbookEvents.id })
    .from(sportsbookEvents)
    .where(eq(sportsbookEvents.id, eventId))
    .for('update');
}

async function lockEventOfMarket(tx: Executor, marketId: number): Promise<void> {
  await lockEventOf(
    tx,
    sql`(select ${sportsbookMarkets.eventId} from ${sportsbookMarkets} where ${sportsbookMarkets.id} = ${marketId})`,
  );
}

/** The operator results matches; an outright is resulted with its final (knockout-bracket.ts). */
function assertMatch(event: EventRow): void {
  if (event.kind === 'outright') {
    throw new AppError(
      422,
      'outright_settles_with_final',
      'An outright is resulted by its final: finish or correct the final instead',
      { eventId: ['An outright event'] },
    );
  }
}

/**
 * A score a match of this sport can end with: only soccer ends level (hockey's score is entered
 * after overtime); tennis and e-sports count sets or maps of a best of three.
 */
function assertFinalScore(sport: SportModel, score: { home: number; away: number }): void {
  const problem =
    sport !== 'soccer' && score.home === score.away
      ? 'This sport has a winner: a final score cannot be level'
      : (sport === 'tennis' || sport === 'esports') &&
          (Math.max(score.home, score.away) !== 2 || Math.min(score.home, score.away) > 1)
        ? 'A best of three ends 2-0 or 2-1'
        : undefined;
  if (problem) throw new AppError(422, 'validation_failed', problem, { score: [problem] });
}

/** A final state with this score (hockey: the score is the regulation one too, as a trader enters it). */
function finalState(state: SportEventState, score: { home: number; away: number }): SportEventState {
  const detail = state.detail && 'regulation' in state.detail ? { ...state.detail, regulation: score } : state.detail;
  return { ...state, score, period: 'FT', final: true, ...(detail ? { detail } : {}) };
}
