import { and, count, eq, isNotNull, isNull } from 'drizzle-orm';
import {
  BetStatus,
  type BetView,
  type ListResponse,
  type SportBetStatus,
  type SportEventSummaryView,
  type SportInfoView,
  type PlayerId,
} from '@casino/shared';
import type { Database } from '../../db/database';
import { sportsbookBets, sportsbookEvents } from './sportsbook.table';
import { pageOfPlayerBets } from './betting/bet-records';
import { eventSummaries, sportInfo } from './sportsbook-views';

/**
 * What the platform asks the sportsbook provider (as a casino asks its sportsbook's API): a
 * sport's categories and championships, event search, and a player's bets for the bets tab of
 * the history area (`GET /api/game/bets`).
 */
export interface SportsbookCatalogue {
  sportInfo(sportId: number): Promise<SportInfoView>;
  search(query: string, limit: number): Promise<SportEventSummaryView[]>;
  /** Whether the event exists (its page answers 404 when not): finished events keep their page. */
  eventExists(eventId: number): Promise<boolean>;
  betsPage(
    playerId: PlayerId,
    request: { page: number; perPage: number; isSettled: boolean },
  ): Promise<ListResponse<BetView>>;
}

const MAX_EVENT_ID = 2_147_483_647;

/** The history tab's status codes (SPEC.md) of the provider's bet statuses. */
const HISTORY_STATUS: Readonly<Record<SportBetStatus, BetStatus>> = {
  pending: BetStatus.Open,
  open: BetStatus.Open,
  won: BetStatus.Won,
  lost: BetStatus.Lost,
  void: BetStatus.Refunded,
  rejected: BetStatus.Refunded,
  cashed_out: BetStatus.CashedOut,
};

export class InhouseSportsbookCatalogue implements SportsbookCatalogue {
  constructor(private readonly db: Database) {}

  sportInfo(sportId: number): Promise<SportInfoView> {
    return sportInfo(this.db, sportId);
  }

  search(query: string, limit: number): Promise<SportEventSummaryView[]> {
    return eventSummaries(this.db, { query, limit });
  }

  async eventExists(eventId: number): Promise<boolean> {
    // Ids are 32-bit in the table: a longer number names no event (and must not fail the query).
    if (!Number.isSafeInteger(eventId) || eventId < 1 || eventId > MAX_EVENT_ID) return false;
    const [row] = await this.db
      .select({ id: sportsbookEvents.id })
      .from(sportsbookEvents)
      .where(eq(sportsbookEvents.id, eventId))
      .limit(1);
    return row !== undefined;
  }

  async betsPage(
    playerId: PlayerId,
    { page, perPage, isSettled }: { page: number; perPage: number; isSettled: boolean },
  ): Promise<ListResponse<BetView>> {
    const rows = await pageOfPlayerBets(this.db, playerId, {
      settled: isSettled,
      limit: perPage,
      offset: (page - 1) * perPage,
    });
    const [total] = await this.db
      .select({ rows: count() })
      .from(sportsbookBets)
      .where(
        and(
          eq(sportsbookBets.playerId, playerId),
          isSettled ? isNotNull(sportsbookBets.settledAt) : isNull(sportsbookBets.settledAt),
        ),
      );
    const totalRows = total?.rows ?? 0;
    return {
      data: rows.map((bet) => ({
        id: String(bet.id),
        status: HISTORY_STATUS[bet.status],
        currency: bet.currency,
        amount: Number(bet.totalStake),
        payout: Number(bet.payout),
        // Decimal odds to two places, rounded down as the slip shows them.
        odds: Number((BigInt(bet.oddsNumerator) * 100n) / BigInt(bet.oddsDenominator)) / 100,
        createdAt: bet.placedAt.toISOString(),
        settledAt: bet.settledAt?.toISOString() ?? null,
      })),
      meta: { page, perPage, totalRows, totalPages: Math.ceil(totalRows / perPage) },
    };
  }
}
