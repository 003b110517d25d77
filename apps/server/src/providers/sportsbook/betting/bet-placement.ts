import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { PlaceSportBetRequest, PlayerId } from '@casino/shared';
import {
  acceptsOddsChange,
  combinationCount,
  combineOdds,
  potentialPayoutMinor,
  SportsbookError,
  totalStakeMinor,
  type Bet,
} from '@casino/sportsbook';
import { queryRows } from '../../../db/database';
import type { Executor } from '../../../db/executor';
import { AppError } from '../../../http/app-error';
import { convertMinor, type RateTable } from '../../../modules/limits/limit-usage';
import {
  sportsbookBetLegs,
  sportsbookBets,
  sportsbookEvents,
  sportsbookMarkets,
  sportsbookSelections,
} from '../sportsbook.table';
import type { BetRow } from './bet-records';

/** Stakes and payouts are bounded in the base currency (USD minor units), converted at the current rate. */
export const BASE_CURRENCY = 'USD';
export const MIN_UNIT_STAKE_BASE_MINOR = 10n;
export const MAX_TOTAL_STAKE_BASE_MINOR = 500_000n;
export const MAX_PAYOUT_BASE_MINOR = 10_000_000n;
/** What one player may have staked on one selection across their open bets (a single selection's cap). */
export const MAX_SELECTION_STAKE_BASE_MINOR = 1_000_000n;

type SelectionRow = typeof sportsbookSelections.$inferSelect;
type MarketRow = typeof sportsbookMarkets.$inferSelect;
type EventRow = typeof sportsbookEvents.$inferSelect;

export interface PlacementContext {
  readonly playerId: PlayerId;
  readonly currency: string;
  readonly rates: RateTable;
  readonly now: Date;
  readonly betDelayMs: number;
}

/** A refusal the slip shows: 409 with a code per reason (the stake is never taken). */
function refuse(code: string, message: string, fields?: Record<string, string[]>): never {
  throw new AppError(409, code, message, fields);
}

/**
 * Writes a bet after checking it against the book as it stands, on the caller's transaction: the
 * markets of its selections are locked first (in id order, so two bets never wait on each other
 * in a circle), so concurrent bets on one market see each other's liability. Answers the bet row
 * and the selections' markets it locked.
 *
 * Lock order of the book, everywhere: markets (in id order) before their selections. A result
 * (feed/event-pricing.ts resultEvent) and a hand settlement (sportsbook-trading.ts) lock the
 * markets before they write the selections' results, as this locks them before the liability.
 */
export async function writeBet(
  tx: Executor,
  request: PlaceSportBetRequest,
  context: PlacementContext,
): Promise<BetRow> {
  const selectionIds = request.legs.map((leg) => leg.selectionId);
  if (new Set(selectionIds).size !== selectionIds.length)
    throw new AppError(422, 'validation_failed', 'A selection is in the slip once', { legs: ['Each selection once'] });
  const book = await lockBook(tx, selectionIds);
  const legs = priceLegs(request, book, context.now);
  assertCombinable(legs, request.kind);

  const bet = betFromRequest(
    request,
    legs.map((leg) => leg.price),
  );
  const stakes: BetStakes = { bet, totalStake: totalStakeMinor(bet), potentialPayout: potentialPayoutMinor(bet) };
  const toBase = (amount: bigint) => convertMinor(context.rates, amount, context.currency, BASE_CURRENCY);
  assertStakeBounds(stakes, toBase);

  await assertSelectionStakes(tx, context, selectionIds, toBase(stakes.totalStake));

  // The book's net loss if the selections win, counted on each selection of the bet.
  const netLossBase = toBase(stakes.potentialPayout) - toBase(stakes.totalStake);
  const liabilityBase = netLossBase > 0n ? netLossBase : 0n;
  assertLiability(legs, liabilityBase);
  return insertBet(tx, { request, context, stakes, legs, selectionIds, liabilityBase });
}

/** The book a slip's selections are in: their markets, locked, and the selections and events read after. */
interface LockedBook {
  readonly selectionById: ReadonlyMap<number, SelectionRow>;
  readonly marketById: ReadonlyMap<number, MarketRow>;
  readonly eventById: ReadonlyMap<number, EventRow>;
}

/** One leg of the slip against the book: its rows, the price it is taken at, and whether the match is live. */
interface PricedLeg {
  readonly selection: SelectionRow;
  readonly market: MarketRow;
  readonly event: EventRow;
  readonly price: { readonly numerator: number; readonly denominator: number };
  readonly inPlay: boolean;
}

/** The bet of the maths package and the amounts it stakes and may pay, in the player's currency. */
interface BetStakes {
  readonly bet: Bet;
  readonly totalStake: bigint;
  readonly potentialPayout: bigint;
}

/**
 * Locks the markets of the slip's selections (in id order), then reads the selections and their
 * events: read after the lock, a concurrent bet's liability (and a price move) is seen.
 */
async function lockBook(tx: Executor, selectionIds: number[]): Promise<LockedBook> {
  const known = await tx
    .select({ marketId: sportsbookSelections.marketId })
    .from(sportsbookSelections)
    .where(inArray(sportsbookSelections.id, selectionIds));
  if (known.length !== selectionIds.length)
    refuse('selection_closed', 'A selection of the slip is no longer offered', { legs: ['Unknown selection'] });
  const marketIds = [...new Set(known.map((selection) => selection.marketId))].sort((left, right) => left - right);
  const markets = await tx
    .select()
    .from(sportsbookMarkets)
    .where(inArray(sportsbookMarkets.id, marketIds))
    .orderBy(asc(sportsbookMarkets.id))
    .for('update');
  const selections = await tx.select().from(sportsbookSelections).where(inArray(sportsbookSelections.id, selectionIds));
  const events = await tx
    .select()
    .from(sportsbookEvents)
    .where(inArray(sportsbookEvents.id, [...new Set(selections.map((selection) => selection.eventId))]));
  return {
    selectionById: new Map(selections.map((selection) => [selection.id, selection])),
    marketById: new Map(markets.map((market) => [market.id, market])),
    eventById: new Map(events.map((event) => [event.id, event])),
  };
}

/** Each leg at the book's current price: refused when closed, paused, or moved in a way the player did not accept. */
function priceLegs(request: PlaceSportBetRequest, book: LockedBook, now: Date): PricedLeg[] {
  return request.legs.map((leg, index) => {
    const selection = book.selectionById.get(leg.selectionId)!;
    const market = book.marketById.get(selection.marketId)!;
    const event = book.eventById.get(selection.eventId)!;
    assertOpen(selection, market, event, now, index);
    const current = { numerator: selection.priceNumerator, denominator: selection.priceDenominator };
    if (!acceptsOddsChange(request.oddsChange, leg.price, current)) {
      refuse('odds_changed', 'A price has changed: check the slip and place the bet again', {
        [`legs.${index}.price`]: [`Now ${current.numerator}/${current.denominator}`],
      });
    }
    return { selection, market, event, price: current, inPlay: event.status === 'live' };
  });
}

/** The unit stake, the total stake and the potential payout within the book's bounds (in the base currency). */
function assertStakeBounds({ bet, totalStake, potentialPayout }: BetStakes, toBase: (amount: bigint) => bigint): void {
  if (toBase(bet.unitStakeMinor) < MIN_UNIT_STAKE_BASE_MINOR)
    refuse('stake_too_low', 'The stake is below the minimum of 0.10 USD', { unitStake: ['Too low'] });
  if (toBase(totalStake) > MAX_TOTAL_STAKE_BASE_MINOR)
    refuse('stake_too_high', 'The stake is above the maximum of 5,000 USD per bet', { unitStake: ['Too high'] });
  if (toBase(potentialPayout) > MAX_PAYOUT_BASE_MINOR)
    refuse('payout_too_high', 'This bet could pay more than 100,000 USD: lower the stake', { unitStake: ['Too high'] });
}

/** Each selection's liability with this bet's stays within its market's limit. */
function assertLiability(legs: readonly PricedLeg[], liabilityBase: bigint): void {
  for (const leg of legs) {
    if (leg.selection.liability + liabilityBase > leg.market.liabilityLimit) {
      refuse('liability_exceeded', `The book takes no more on ${leg.selection.name}: lower the stake`, {
        legs: [`Selection ${leg.selection.id}`],
      });
    }
  }
}

/**
 * Writes the checked bet: its row (pending through the bet delay when a leg is live), its legs,
 * and its liability added to each of its selections.
 */
async function insertBet(
  tx: Executor,
  {
    request,
    context,
    stakes: { bet, totalStake, potentialPayout },
    legs,
    selectionIds,
    liabilityBase,
  }: {
    request: PlaceSportBetRequest;
    context: PlacementContext;
    stakes: BetStakes;
    legs: readonly PricedLeg[];
    selectionIds: number[];
    liabilityBase: bigint;
  },
): Promise<BetRow> {
  const combined = combineOdds(legs.map((leg) => leg.price));
  const inPlay = legs.some((leg) => leg.inPlay) && context.betDelayMs > 0;
  const [row] = await tx
    .insert(sportsbookBets)
    .values({
      playerId: context.playerId,
      requestId: request.requestId,
      currency: context.currency,
      kind: request.kind,
      systemSizes: request.kind === 'system' ? [...(request.systemSizes ?? [])] : null,
      unitStake: bet.unitStakeMinor,
      totalStake,
      potentialPayout,
      oddsNumerator: combined.numerator.toString(),
      oddsDenominator: combined.denominator.toString(),
      status: inPlay ? 'pending' : 'open',
      oddsChange: request.oddsChange,
      liabilityBase,
      placedAt: context.now,
      acceptAt: inPlay ? new Date(context.now.getTime() + context.betDelayMs) : null,
    })
    .returning();
  if (!row) throw new Error('bet insert returned no row');
  await tx.insert(sportsbookBetLegs).values(
    legs.map((leg, legIndex) => ({
      betId: row.id,
      legIndex,
      selectionId: leg.selection.id,
      marketId: leg.market.id,
      eventId: leg.event.id,
      priceNumerator: leg.price.numerator,
      priceDenominator: leg.price.denominator,
      inPlay: leg.inPlay,
    })),
  );
  await tx
    .update(sportsbookSelections)
    .set({ liability: sql`${sportsbookSelections.liability} + ${liabilityBase}` })
    .where(inArray(sportsbookSelections.id, selectionIds));
  return row;
}

/**
 * The per-selection cap: the player's open stakes on each selection of this bet, converted to the
 * base currency, plus this stake. Its markets are locked, so the player's concurrent bets on the
 * same selection are counted one after the other.
 */
async function assertSelectionStakes(
  tx: Executor,
  context: PlacementContext,
  selectionIds: readonly number[],
  stakeBase: bigint,
): Promise<void> {
  const rows = await queryRows<{ selection_id: number; currency: string; staked: string }>(
    tx,
    sql`select leg.selection_id, bet.currency, sum(bet.total_stake)::text as staked
        from sportsbook_bet_legs leg join sportsbook_bets bet on bet.id = leg.bet_id
        where bet.player_id = ${context.playerId} and bet.status in ('open', 'pending')
          and leg.selection_id in (${sql.join(
            selectionIds.map((id) => sql`${id}`),
            sql`, `,
          )})
        group by leg.selection_id, bet.currency`,
  );
  const staked = new Map<number, bigint>();
  for (const row of rows) {
    staked.set(
      row.selection_id,
      (staked.get(row.selection_id) ?? 0n) +
        convertMinor(context.rates, BigInt(row.staked), row.currency, BASE_CURRENCY),
    );
  }
  for (const [selectionId, amount] of staked) {
    if (amount + stakeBase > MAX_SELECTION_STAKE_BASE_MINOR) {
      refuse(
        'selection_stake_exceeded',
        'You have staked the most this selection takes (10,000 USD across your open bets)',
        { legs: [`Selection ${selectionId}`] },
      );
    }
  }
}

/** A selection takes bets while its market is open, its event not over or paused, and it has a price. */
export function assertOpen(
  selection: SelectionRow,
  market: MarketRow,
  event: EventRow,
  now: Date,
  index: number,
): void {
  const paused = event.operatorSuspended || (event.suspendedUntil !== null && event.suspendedUntil > now);
  if (
    market.status !== 'open' ||
    !selection.isPriced ||
    selection.result !== null ||
    event.status === 'ended' ||
    event.status === 'cancelled'
  ) {
    refuse('selection_closed', `${selection.name} is no longer offered`, { [`legs.${index}`]: ['Closed'] });
  }
  if (paused)
    refuse('market_suspended', 'Betting on this event is paused for a moment: try again shortly', {
      [`legs.${index}`]: ['Suspended'],
    });
}

/**
 * Two selections of one event are correlated: together only when both markets allow it. So are a
 * knockout day's outright and a match of its bracket (the match decides who can win the day).
 */
function assertCombinable(
  legs: readonly { market: MarketRow; event: EventRow }[],
  kind: PlaceSportBetRequest['kind'],
): void {
  if (kind === 'single') return;
  const seen = new Map<number, MarketRow>();
  for (const leg of legs) {
    const other = seen.get(leg.event.id);
    if (other && !(other.combinable && leg.market.combinable)) {
      refuse('not_combinable', 'Two selections of the same event cannot be combined', {
        legs: [`Event ${leg.event.id}`],
      });
    }
    seen.set(leg.event.id, leg.market);
  }
  const eventIds = new Set(legs.map((leg) => leg.event.id));
  const bracketMatch = legs.find(
    (leg) => leg.event.outrightEventId !== null && eventIds.has(leg.event.outrightEventId),
  );
  if (bracketMatch) {
    refuse('not_combinable', 'The winner of a tournament cannot be combined with a match of the same tournament day', {
      legs: [`Event ${bracketMatch.event.id}`],
    });
  }
}

/** The request as a bet of the maths package; its own rules (legs per kind, system sizes) checked. */
export function betFromRequest(
  request: PlaceSportBetRequest,
  prices: readonly { numerator: number; denominator: number }[],
): Bet {
  const bet: Bet = {
    kind: request.kind,
    unitStakeMinor: BigInt(request.unitStake),
    ...(request.kind === 'system' ? { sizes: request.systemSizes ?? [] } : {}),
    legs: prices.map((odds) => ({ odds, result: 'open' as const })),
  };
  try {
    combinationCount(bet);
  } catch (error) {
    if (error instanceof SportsbookError)
      throw new AppError(422, 'validation_failed', error.message, { [error.field ?? 'legs']: [error.message] });
    throw error;
  }
  return bet;
}

/** The bet of a request id already placed by this player (a replay answers it), or undefined. */
export async function findPlacedBet(
  executor: Executor,
  playerId: PlayerId,
  requestId: string,
): Promise<BetRow | undefined> {
  const [row] = await executor
    .select()
    .from(sportsbookBets)
    .where(and(eq(sportsbookBets.playerId, playerId), eq(sportsbookBets.requestId, requestId)));
  return row;
}
