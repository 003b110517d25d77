import { and, asc, desc, eq, inArray, isNotNull, isNull, type SQL } from 'drizzle-orm';
import type { PlayerId, SportBetLegView, SportBetView } from '@casino/shared';
import type { Bet, LegResult } from '@casino/sportsbook';
import type { Executor } from '../../../db/executor';
import { sports } from '../../../modules/settings/settings.table';
import {
  sportsbookBetLegs,
  sportsbookBets,
  sportsbookEvents,
  sportsbookMarkets,
  sportsbookSelections,
} from '../sportsbook.table';

export type BetRow = typeof sportsbookBets.$inferSelect;
export type LegRow = typeof sportsbookBetLegs.$inferSelect;

/** A bet row as the maths of @casino/sportsbook sees it; `results` overrides the legs' stored results. */
export function betOf(bet: BetRow, legs: readonly LegRow[], results?: ReadonlyMap<number, LegResult>): Bet {
  return {
    kind: bet.kind,
    unitStakeMinor: bet.unitStake,
    ...(bet.systemSizes ? { sizes: bet.systemSizes } : {}),
    legs: legs.map((leg) => ({
      odds: { numerator: leg.priceNumerator, denominator: leg.priceDenominator },
      result: results?.get(leg.legIndex) ?? leg.result ?? 'open',
    })),
  };
}

/** The legs of some bets, in leg order, by bet id. */
export async function legsOfBets(executor: Executor, betIds: readonly number[]): Promise<Map<number, LegRow[]>> {
  const byBet = new Map<number, LegRow[]>();
  if (betIds.length === 0) return byBet;
  const rows = await executor
    .select()
    .from(sportsbookBetLegs)
    .where(inArray(sportsbookBetLegs.betId, [...betIds]))
    .orderBy(asc(sportsbookBetLegs.betId), asc(sportsbookBetLegs.legIndex));
  for (const row of rows) {
    const list = byBet.get(row.betId) ?? [];
    list.push(row);
    byBet.set(row.betId, list);
  }
  return byBet;
}

/** The views of bets (with what the slip prints of each leg), in the order given. */
export async function betViews(executor: Executor, bets: readonly BetRow[]): Promise<SportBetView[]> {
  if (bets.length === 0) return [];
  const rows = await executor
    .select({
      leg: sportsbookBetLegs,
      home: sportsbookEvents.home,
      away: sportsbookEvents.away,
      slug: sportsbookEvents.slug,
      sportCode: sports.code,
      marketName: sportsbookMarkets.name,
      selectionName: sportsbookSelections.name,
    })
    .from(sportsbookBetLegs)
    .innerJoin(sportsbookSelections, eq(sportsbookSelections.id, sportsbookBetLegs.selectionId))
    .innerJoin(sportsbookMarkets, eq(sportsbookMarkets.id, sportsbookBetLegs.marketId))
    .innerJoin(sportsbookEvents, eq(sportsbookEvents.id, sportsbookBetLegs.eventId))
    .innerJoin(sports, eq(sports.id, sportsbookEvents.sportId))
    .where(
      inArray(
        sportsbookBetLegs.betId,
        bets.map((bet) => bet.id),
      ),
    )
    .orderBy(asc(sportsbookBetLegs.betId), asc(sportsbookBetLegs.legIndex));
  const legs = new Map<number, SportBetLegView[]>();
  for (const row of rows) {
    const list = legs.get(row.leg.betId) ?? [];
    list.push({
      selectionId: row.leg.selectionId,
      eventId: row.leg.eventId,
      eventName: `${row.home} – ${row.away}`,
      eventSlug: row.slug,
      sportCode: row.sportCode,
      marketName: row.marketName,
      selectionName: row.selectionName,
      price: { numerator: row.leg.priceNumerator, denominator: row.leg.priceDenominator },
      inPlay: row.leg.inPlay,
      result: row.leg.result,
    });
    legs.set(row.leg.betId, list);
  }
  return bets.map((bet) => betViewOf(bet, legs.get(bet.id) ?? []));
}

export function betViewOf(bet: BetRow, legs: readonly SportBetLegView[]): SportBetView {
  return {
    id: bet.id,
    status: bet.status,
    kind: bet.kind,
    systemSizes: bet.systemSizes ?? null,
    currency: bet.currency,
    unitStake: Number(bet.unitStake),
    totalStake: Number(bet.totalStake),
    potentialPayout: Number(bet.potentialPayout),
    payout: Number(bet.payout),
    odds: oddsView(bet.oddsNumerator, bet.oddsDenominator),
    legs,
    placedAt: bet.placedAt.toISOString(),
    settledAt: bet.settledAt?.toISOString() ?? null,
    acceptAt: bet.status === 'pending' ? (bet.acceptAt?.toISOString() ?? null) : null,
    rejectionReason: bet.rejectionReason,
  };
}

/**
 * Combined odds kept exactly (text) shown as a JSON ratio: reduced to fit safe integers when an
 * accumulator's product is too large (the display loses nothing a person could read).
 */
function oddsView(numerator: string, denominator: string): { numerator: number; denominator: number } {
  let top = BigInt(numerator);
  let bottom = BigInt(denominator);
  const limit = BigInt(Number.MAX_SAFE_INTEGER);
  while (top > limit || bottom > limit) {
    top /= 10n;
    bottom = bottom / 10n || 1n;
  }
  return { numerator: Number(top), denominator: Number(bottom) };
}

/** A player's bets, newest first: open ones (pending included) or settled ones. */
export async function pageOfPlayerBets(
  executor: Executor,
  playerId: PlayerId,
  options: { settled: boolean; limit: number; offset: number },
): Promise<BetRow[]> {
  const settled: SQL | undefined = options.settled
    ? isNotNull(sportsbookBets.settledAt)
    : isNull(sportsbookBets.settledAt);
  return executor
    .select()
    .from(sportsbookBets)
    .where(and(eq(sportsbookBets.playerId, playerId), settled))
    .orderBy(desc(sportsbookBets.placedAt), desc(sportsbookBets.id))
    .limit(options.limit)
    .offset(options.offset);
}
