import { z } from 'zod';
import {
  SPORT_BET_KINDS,
  SPORT_BRACKET_ROUNDS,
  SPORT_EVENT_KINDS,
  SPORT_BET_STATUSES,
  SPORT_EVENT_STATUSES,
  SPORT_MARKET_KINDS,
  SPORT_MARKET_STATUSES,
  type CashOutOfferView,
  type SportBetView,
  type SportEventSummaryView,
  type SportEventView,
  type SportInfoView,
  type SportListItemView,
} from '@casino/shared';
import { arrayOf, schemaFor } from '../../http/response-schemas';

/** Response schemas of the sportsbook provider's API and the platform's sport routes. */

const odds = z
  .object({ numerator: z.number().int(), denominator: z.number().int() })
  .describe('Exact decimal odds as a ratio: 5/2 is 2.50');
const selectionResult = z.enum(['win', 'lose', 'void', 'half_win', 'half_lose']);

const market = z.object({
  id: z.number().int(),
  kind: z.enum(SPORT_MARKET_KINDS),
  line: z.number().nullable(),
  name: z.string(),
  status: z.enum(SPORT_MARKET_STATUSES),
  combinable: z.boolean(),
  selections: arrayOf(
    z.object({
      id: z.number().int(),
      outcome: z.string(),
      name: z.string(),
      price: odds,
      open: z.boolean(),
      result: selectionResult.nullable(),
    }),
  ),
});

const score = z.object({ home: z.number().int(), away: z.number().int() });

const summaryShape = {
  id: z.number().int(),
  slug: z.string(),
  sportId: z.number().int(),
  sportCode: z.string(),
  sportName: z.string(),
  categoryId: z.number().int(),
  categoryName: z.string(),
  categorySlug: z.string(),
  championshipId: z.number().int(),
  championshipName: z.string(),
  championshipSlug: z.string(),
  home: z.string(),
  away: z.string(),
  startsAt: z.string(),
  status: z.enum(SPORT_EVENT_STATUSES),
  score: score.nullable(),
  clock: z.object({ period: z.string(), minute: z.number().nullable(), detail: z.string().nullable() }).nullable(),
  mainMarket: market.nullable(),
  marketsCount: z.number().int(),
  suspendedUntil: z.string().nullable(),
  suspendedByOperator: z.boolean(),
  kind: z.enum(SPORT_EVENT_KINDS),
  round: z.enum(SPORT_BRACKET_ROUNDS).nullable(),
  outrightEventId: z.number().int().nullable(),
};

export const sportEventSummary = schemaFor<SportEventSummaryView>()(z.object(summaryShape));
export const sportEventSummaries = z.object({ data: arrayOf(sportEventSummary) });

export const sportEvent = schemaFor<SportEventView>()(
  z.object({
    ...summaryShape,
    markets: arrayOf(market),
    incidents: arrayOf(
      z.object({
        minute: z.number().nullable(),
        type: z.enum(['goal', 'point', 'period', 'red_card', 'map']),
        side: z.enum(['home', 'away']).nullable(),
        text: z.string(),
      }),
    ),
    bracket: arrayOf(
      z.object({
        id: z.number().int(),
        slug: z.string(),
        round: z.enum(SPORT_BRACKET_ROUNDS),
        slot: z.number().int(),
        home: z.string(),
        away: z.string(),
        startsAt: z.string(),
        status: z.enum(SPORT_EVENT_STATUSES),
        score: score.nullable(),
        winner: z.enum(['home', 'away']).nullable(),
      }),
    ).nullable(),
    version: z
      .number()
      .int()
      .describe('Grows with every change; a pushed event.delta applies to the view of its previousVersion'),
  }),
);

export const sportList = z.object({
  data: arrayOf(
    schemaFor<SportListItemView>()(
      z.object({
        id: z.number().int(),
        name: z.string(),
        code: z.string(),
        liveCount: z.number().int(),
        upcomingCount: z.number().int(),
        cardImgUrl: z.string().nullable(),
      }),
    ),
  ),
});

export const sportInfo = schemaFor<SportInfoView>()(
  z.object({
    Categories: arrayOf(
      z.object({
        CategoryId: z.number().int(),
        Name: z.string(),
        Championships: arrayOf(z.object({ ChampionshipId: z.number().int(), Name: z.string() })),
      }),
    ),
  }),
);

export const sportBet = schemaFor<SportBetView>()(
  z.object({
    id: z.number().int(),
    status: z.enum(SPORT_BET_STATUSES),
    kind: z.enum(SPORT_BET_KINDS),
    systemSizes: arrayOf(z.number().int()).nullable(),
    currency: z.string(),
    unitStake: z.number().int(),
    totalStake: z.number().int(),
    potentialPayout: z.number().int(),
    payout: z.number().int(),
    odds,
    legs: arrayOf(
      z.object({
        selectionId: z.number().int(),
        eventId: z.number().int(),
        eventName: z.string(),
        eventSlug: z.string(),
        sportCode: z.string(),
        marketName: z.string(),
        selectionName: z.string(),
        price: odds,
        inPlay: z.boolean(),
        result: selectionResult.nullable(),
      }),
    ),
    placedAt: z.string(),
    settledAt: z.string().nullable(),
    acceptAt: z.string().nullable(),
    rejectionReason: z.string().nullable(),
  }),
);
export const sportBets = z.object({ data: arrayOf(sportBet) });

export const cashOutOffer = schemaFor<CashOutOfferView>()(
  z.object({ betId: z.number().int(), amount: z.number().int().nullable() }),
);

export const sportsbookAccount = z.object({
  currency: z.string(),
  balance: z.number().int(),
  subunitToUnit: z.number().int(),
});
