import { and, eq, inArray } from 'drizzle-orm';
import type { CashOutOfferView, PlaceSportBetRequest, PlayerId, SportBetView } from '@casino/shared';
import { acceptsOddsChange, cashOutOffer } from '@casino/sportsbook';
import type { Database } from '../../../db/database';
import type { Executor } from '../../../db/executor';
import { isUniqueViolation } from '../../../db/errors';
import { AppError, notFound } from '../../../http/app-error';
import type { JobKind } from '../../../jobs/job-kind';
import type { JobQueue } from '../../../jobs/job-queue';
import { loadRates } from '../../../modules/limits/limit-usage';
import { sportsbookBets, sportsbookEvents, sportsbookMarkets, sportsbookSelections } from '../sportsbook.table';
import { assertOpen, findPlacedBet, writeBet } from './bet-placement';
import { betOf, betViews, legsOfBets, pageOfPlayerBets, type BetRow } from './bet-records';
import { releaseLiability, settleMarkets } from './bet-settlement';
import type { SportsbookMoney } from './sportsbook-money';

/** Who bets: the player and currency of the widget token's launch session. */
export interface BettingSession {
  readonly playerId: PlayerId;
  readonly currency: string;
}

/**
 * Bets of the in-house sportsbook: placement (checked against the book, the stake taken through
 * the wallet in the same transaction), the in-play acceptance delay, settlement of resulted
 * markets, and cash-out.
 */
export class SportsbookBetting {
  readonly acceptJob: JobKind<{ betId: number }>;
  readonly settleJob: JobKind<{ marketIds: number[] }>;

  constructor(
    private readonly db: Database,
    private readonly money: SportsbookMoney,
    private readonly jobs: JobQueue,
    private readonly options: { readonly betDelayMs: number },
  ) {
    this.acceptJob = jobs.define<{ betId: number }>({
      name: 'sportsbook.accept-bet',
      retry: { limit: 5, delaySeconds: 1, backoff: true, maxDelaySeconds: 30 },
      timeoutSeconds: 60,
      run: ({ betId }) => this.decidePending(betId),
    });
    this.settleJob = jobs.define<{ marketIds: number[] }>({
      name: 'sportsbook.settle-markets',
      retry: { limit: 10, delaySeconds: 5, backoff: true, maxDelaySeconds: 300 },
      timeoutSeconds: 900,
      run: async ({ marketIds }) => {
        await settleMarkets(this.db, this.money, marketIds);
      },
    });
  }

  /**
   * Places a bet, or answers the one this request id already placed (a retried slip). The stake
   * is taken in the transaction that writes the bet: a refused stake (funds, limits) writes nothing.
   */
  async place(session: BettingSession, request: PlaceSportBetRequest, now = new Date()): Promise<SportBetView> {
    const replay = await findPlacedBet(this.db, session.playerId, request.requestId);
    if (replay) return this.viewOf(replay);
    try {
      const bet = await this.db.transaction(async (tx) => {
        const rates = await loadRates(tx);
        const row = await writeBet(tx, request, { ...session, rates, now, betDelayMs: this.options.betDelayMs });
        await this.money.stake(tx, row);
        if (row.status === 'pending')
          await this.jobs.enqueue(this.acceptJob, { betId: row.id }, { executor: tx, startAfter: row.acceptAt ?? now });
        await this.money.announce(tx, session.playerId, row.id, 'bet.placebet');
        return row;
      });
      return await this.viewOf(bet);
    } catch (error) {
      // Two tabs sent one slip at once: the second insert met the first's request id.
      const placed = isUniqueViolation(error)
        ? await findPlacedBet(this.db, session.playerId, request.requestId)
        : undefined;
      if (placed) return this.viewOf(placed);
      throw error;
    }
  }

  /** A pending in-play bet after its delay: accepted if every price still holds for the player's preference, else refunded. */
  async decidePending(betId: number, now = new Date()): Promise<void> {
    await this.db.transaction(async (tx) => {
      const [bet] = await tx.select().from(sportsbookBets).where(eq(sportsbookBets.id, betId)).for('update');
      if (!bet || bet.status !== 'pending') return;
      const refusal = await this.pendingRefusal(tx, bet, now);
      if (refusal === undefined) {
        await tx.update(sportsbookBets).set({ status: 'open', acceptAt: null }).where(eq(sportsbookBets.id, bet.id));
      } else {
        // Rows in placement's order: selections, then the player's account.
        const legs = (await legsOfBets(tx, [bet.id])).get(bet.id) ?? [];
        await releaseLiability(tx, new Map(legs.map((leg) => [leg.selectionId, bet.liabilityBase])));
        await this.money.refund(tx, bet);
        await tx
          .update(sportsbookBets)
          .set({ status: 'rejected', settledAt: now, rejectionReason: refusal })
          .where(eq(sportsbookBets.id, bet.id));
      }
      await this.money.announce(tx, bet.playerId, bet.id);
    });
  }

  private async pendingRefusal(tx: Executor, bet: BetRow, now: Date): Promise<string | undefined> {
    const legs = (await legsOfBets(tx, [bet.id])).get(bet.id) ?? [];
    for (const [index, leg] of legs.entries()) {
      const [row] = await tx
        .select({ selection: sportsbookSelections, market: sportsbookMarkets, event: sportsbookEvents })
        .from(sportsbookSelections)
        .innerJoin(sportsbookMarkets, eq(sportsbookMarkets.id, sportsbookSelections.marketId))
        .innerJoin(sportsbookEvents, eq(sportsbookEvents.id, sportsbookSelections.eventId))
        .where(eq(sportsbookSelections.id, leg.selectionId));
      if (!row) return 'A selection is no longer offered';
      try {
        assertOpen(row.selection, row.market, row.event, now, index);
      } catch (error) {
        if (error instanceof AppError) return `${error.message} (during the in-play delay)`;
        throw error;
      }
      const current = { numerator: row.selection.priceNumerator, denominator: row.selection.priceDenominator };
      if (
        !acceptsOddsChange(
          bet.oddsChange,
          { numerator: leg.priceNumerator, denominator: leg.priceDenominator },
          current,
        )
      ) {
        return `The price of ${row.selection.name} changed during the in-play delay`;
      }
    }
    return undefined;
  }

  async listBets(
    playerId: PlayerId,
    options: { settled: boolean; limit: number; offset: number },
  ): Promise<SportBetView[]> {
    return betViews(this.db, await pageOfPlayerBets(this.db, playerId, options));
  }

  async bet(playerId: PlayerId, betId: number): Promise<SportBetView> {
    const [row] = await this.db
      .select()
      .from(sportsbookBets)
      .where(and(eq(sportsbookBets.id, betId), eq(sportsbookBets.playerId, playerId)));
    // Another player's bet is as unknown as a bet that does not exist.
    if (!row) throw notFound('There is no such bet');
    return this.viewOf(row);
  }

  /** What the player would get now for an open bet; null when no offer can be made. */
  async cashOutOffer(
    playerId: PlayerId,
    betId: number,
    executor: Executor = this.db,
    now = new Date(),
  ): Promise<CashOutOfferView> {
    const [bet] = await executor
      .select()
      .from(sportsbookBets)
      .where(and(eq(sportsbookBets.id, betId), eq(sportsbookBets.playerId, playerId)));
    if (!bet) throw notFound('There is no such bet');
    return { betId, amount: await this.offerFor(executor, bet, now) };
  }

  private async offerFor(executor: Executor, bet: BetRow, now: Date): Promise<number | null> {
    if (bet.status !== 'open') return null;
    const legs = (await legsOfBets(executor, [bet.id])).get(bet.id) ?? [];
    const rows = await executor
      .select({ selection: sportsbookSelections, market: sportsbookMarkets, event: sportsbookEvents })
      .from(sportsbookSelections)
      .innerJoin(sportsbookMarkets, eq(sportsbookMarkets.id, sportsbookSelections.marketId))
      .innerJoin(sportsbookEvents, eq(sportsbookEvents.id, sportsbookSelections.eventId))
      .where(
        inArray(
          sportsbookSelections.id,
          legs.map((leg) => leg.selectionId),
        ),
      );
    const bySelection = new Map(rows.map((row) => [row.selection.id, row]));
    const results = new Map(
      legs.flatMap((leg) =>
        bySelection.get(leg.selectionId)?.selection.result
          ? [[leg.legIndex, bySelection.get(leg.selectionId)!.selection.result!] as const]
          : [],
      ),
    );
    const chances: (number | undefined)[] = [];
    for (const [index, leg] of legs.entries()) {
      const row = bySelection.get(leg.selectionId);
      if (!row) return null;
      if (results.has(leg.legIndex)) {
        chances.push(undefined);
        continue;
      }
      try {
        assertOpen(row.selection, row.market, row.event, now, index);
      } catch {
        return null; // a suspended or closed leg: no offer until it reopens
      }
      chances.push(row.selection.fairProbability);
    }
    const offer = cashOutOffer(betOf(bet, legs, results), chances);
    return offer && offer.offerMinor > 0n ? Number(offer.offerMinor) : null;
  }

  /** Takes a cash-out at the amount the player saw; a moved offer is refused with the new one. */
  async cashOut(playerId: PlayerId, betId: number, amount: number, now = new Date()): Promise<SportBetView> {
    const bet = await this.db.transaction(async (tx) => {
      const [row] = await tx
        .select()
        .from(sportsbookBets)
        .where(and(eq(sportsbookBets.id, betId), eq(sportsbookBets.playerId, playerId)))
        .for('update');
      if (!row) throw notFound('There is no such bet');
      const offer = await this.offerFor(tx, row, now);
      if (offer === null) throw new AppError(409, 'cash_out_unavailable', 'This bet cannot be cashed out now');
      if (offer !== amount)
        throw new AppError(409, 'cash_out_changed', 'The cash-out offer has changed', { amount: [`Now ${offer}`] });
      // Rows in placement's order: selections, then the player's account.
      const legs = (await legsOfBets(tx, [row.id])).get(row.id) ?? [];
      await releaseLiability(tx, new Map(legs.map((leg) => [leg.selectionId, row.liabilityBase])));
      await this.money.cashOut(tx, row, BigInt(offer));
      await tx
        .update(sportsbookBets)
        .set({ status: 'cashed_out', payout: BigInt(offer), settledAt: now })
        .where(eq(sportsbookBets.id, row.id));
      await this.money.announce(tx, playerId, row.id);
      await this.money.notice(tx, row, 'sport-bet.cashed-out', BigInt(offer));
      return { ...row, status: 'cashed_out' as const, payout: BigInt(offer), settledAt: now };
    });
    return this.viewOf(bet);
  }

  /** In the transaction that resulted markets: their bets settle in a job (a market may hold 100,000 of them). */
  async marketsResulted(tx: Executor, marketIds: readonly number[]): Promise<void> {
    if (marketIds.length > 0) await this.jobs.enqueue(this.settleJob, { marketIds: [...marketIds] }, { executor: tx });
  }

  private async viewOf(bet: BetRow): Promise<SportBetView> {
    const [view] = await betViews(this.db, [bet]);
    return view!;
  }
}

/** Used by the operator's liability view: open stakes' net exposure per selection of an event. */
export async function eventLiability(executor: Executor, eventId: number) {
  return executor
    .select({
      marketId: sportsbookMarkets.id,
      market: sportsbookMarkets.name,
      limit: sportsbookMarkets.liabilityLimit,
      selectionId: sportsbookSelections.id,
      selection: sportsbookSelections.name,
      liability: sportsbookSelections.liability,
    })
    .from(sportsbookSelections)
    .innerJoin(sportsbookMarkets, eq(sportsbookMarkets.id, sportsbookSelections.marketId))
    .where(eq(sportsbookSelections.eventId, eventId))
    .orderBy(sportsbookMarkets.sort, sportsbookSelections.sort)
    .then((rows) => rows.map((row) => ({ ...row, limit: Number(row.limit), liability: Number(row.liability) })));
}
