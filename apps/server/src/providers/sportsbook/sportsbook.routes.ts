import { z } from 'zod';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { LIVE_NOW_COUNT, TOP_EVENTS_COUNT } from '@casino/shared';
import type { Database } from '../../db/database';
import { notFound } from '../../http/app-error';
import { errorResponses } from '../../http/response-schemas';
import type { RouteApp } from '../../http/route-app';
import type { SportsbookBetting } from './betting/sportsbook-betting';
import type { SportsbookMoney } from './betting/sportsbook-money';
import type { SportsbookSessions, WidgetPlayer } from './sportsbook-sessions';
import {
  cashOutOffer,
  sportBet,
  sportBets,
  sportEvent,
  sportEventSummaries,
  sportInfo,
  sportList,
  sportsbookAccount,
} from './sportsbook.responses';
import { betsQuery, cashOutBody, eventsQuery, id, idParams, limit, placeBetBody, tags } from './sportsbook.schemas';
import { eventSummaries, eventView, sportCounts, sportInfo as readSportInfo } from './sportsbook-views';

export interface SportsbookRoutesOptions {
  readonly db: Database;
  readonly betting: SportsbookBetting;
  readonly sessions: SportsbookSessions;
  readonly money: SportsbookMoney;
}

/** The widget player a request's bearer token names (401 without a valid one). */
type RequirePlayer = (request: FastifyRequest) => Promise<WidgetPlayer>;

/**
 * The in-house sportsbook provider's API for its widget (apps/sportsbook), under
 * /provider/sportsbook/api: what anyone may see (sports, events, prices, search) and, with the
 * widget token of the platform's start-game call as bearer, the player's account, bets and cash-out.
 */
export const sportsbookRoutes: FastifyPluginAsyncZod<SportsbookRoutesOptions> = async (
  app,
  { db, betting, sessions, money },
) => {
  const player: RequirePlayer = (request) => sessions.require(request.headers.authorization);
  registerSportRoutes(app, db);
  registerEventRoutes(app, db);
  registerAccountRoutes(app, { betting, money, player });
  registerBetRoutes(app, { betting, player });
};

/** Public: the sports menu and a sport's categories and championships. */
function registerSportRoutes(app: RouteApp, db: Database): void {
  app.get(
    '/sports',
    {
      schema: {
        tags,
        summary: 'Sports with events, with their live and upcoming counts',
        response: { 200: sportList, ...errorResponses },
      },
    },
    async () => ({ data: await sportCounts(db) }),
  );

  app.get(
    '/sports/:id/info',
    {
      schema: {
        tags,
        summary: "A sport's categories and championships",
        params: idParams,
        response: { 200: sportInfo, ...errorResponses },
      },
    },
    async (request) => readSportInfo(db, request.params.id),
  );
}

/** Public: event lists, carousels, one event and search. */
function registerEventRoutes(app: RouteApp, db: Database): void {
  app.get(
    '/events',
    {
      schema: {
        tags,
        summary: 'Live and upcoming events, soonest first',
        querystring: eventsQuery,
        response: { 200: sportEventSummaries, ...errorResponses },
      },
    },
    async (request) => {
      const { sportId, status, championshipIds, categoryIds, limit: count } = request.query;
      return { data: await eventSummaries(db, { sportId, status, championshipIds, categoryIds, limit: count }) };
    },
  );

  app.get(
    '/events/top',
    {
      schema: {
        tags,
        summary: 'The top-events carousel',
        querystring: z.object({ limit: limit(TOP_EVENTS_COUNT) }).strict(),
        response: { 200: sportEventSummaries, ...errorResponses },
      },
    },
    async (request) => {
      // Carousels show matches (an outright has no headline prices to show on a card).
      const top = await eventSummaries(db, { top: true, kind: 'match', limit: request.query.limit });
      // A quiet hour has few top events: the soonest others fill the carousel.
      const more =
        top.length < request.query.limit ? await eventSummaries(db, { kind: 'match', limit: request.query.limit }) : [];
      return {
        data: [...top, ...more.filter((event) => !top.some((chosen) => chosen.id === event.id))].slice(
          0,
          request.query.limit,
        ),
      };
    },
  );

  app.get(
    '/events/live-now',
    {
      schema: {
        tags,
        summary: 'The live-now carousel',
        querystring: z.object({ sportId: id.optional(), limit: limit(LIVE_NOW_COUNT) }).strict(),
        response: { 200: sportEventSummaries, ...errorResponses },
      },
    },
    async (request) => ({
      data: await eventSummaries(db, {
        status: 'live',
        kind: 'match',
        sportId: request.query.sportId,
        limit: request.query.limit,
      }),
    }),
  );

  app.get(
    '/events/:id',
    {
      schema: {
        tags,
        summary: 'One event with all its markets',
        params: idParams,
        response: { 200: sportEvent, ...errorResponses },
      },
    },
    async (request) => {
      const event = await eventView(db, request.params.id);
      if (!event) throw notFound('There is no such event');
      return event;
    },
  );

  app.get(
    '/search',
    {
      schema: {
        tags,
        summary: 'Events by team, player or championship name',
        querystring: z.object({ q: z.string().trim().min(2).max(64), limit: limit(20) }).strict(),
        response: { 200: sportEventSummaries, ...errorResponses },
      },
    },
    async (request) => ({ data: await eventSummaries(db, { query: request.query.q, limit: request.query.limit }) }),
  );
}

/** The player's balance and bet history. */
function registerAccountRoutes(
  app: RouteApp,
  { betting, money, player }: { betting: SportsbookBetting; money: SportsbookMoney; player: RequirePlayer },
): void {
  app.get(
    '/account',
    {
      schema: {
        tags,
        summary: "The widget player's balance in the launch currency",
        response: { 200: sportsbookAccount, ...errorResponses },
      },
    },
    async (request) => {
      const session = await player(request);
      return {
        currency: session.currency,
        balance: Number(await money.balance(session.playerId, session.currency)),
        subunitToUnit: session.subunitToUnit,
      };
    },
  );

  app.get(
    '/bets',
    {
      schema: {
        tags,
        summary: "The player's open or settled bets, newest first",
        querystring: betsQuery,
        response: { 200: sportBets, ...errorResponses },
      },
    },
    async (request) => {
      const session = await player(request);
      return {
        data: await betting.listBets(session.playerId, {
          settled: request.query.settled === 'true',
          limit: request.query.limit,
          offset: request.query.offset,
        }),
      };
    },
  );

  app.get(
    '/bets/:id',
    {
      schema: {
        tags,
        summary: 'One bet of the player',
        params: idParams,
        response: { 200: sportBet, ...errorResponses },
      },
    },
    async (request) => {
      const session = await player(request);
      return betting.bet(session.playerId, request.params.id);
    },
  );
}

/** Placing a bet and cashing it out. */
function registerBetRoutes(
  app: RouteApp,
  { betting, player }: { betting: SportsbookBetting; player: RequirePlayer },
): void {
  app.post(
    '/bets',
    {
      schema: {
        tags,
        summary: 'Place a bet (single, accumulator or system); a repeated requestId answers the same bet',
        body: placeBetBody,
        response: { 200: sportBet, ...errorResponses },
      },
    },
    async (request) => {
      const session = await player(request);
      return betting.place(session, request.body);
    },
  );

  app.get(
    '/bets/:id/cash-out',
    {
      schema: {
        tags,
        summary: 'The cash-out offer of an open bet (null: none now)',
        params: idParams,
        response: { 200: cashOutOffer, ...errorResponses },
      },
    },
    async (request) => {
      const session = await player(request);
      return betting.cashOutOffer(session.playerId, request.params.id);
    },
  );

  app.post(
    '/bets/:id/cash-out',
    {
      schema: {
        tags,
        summary: 'Cash out at the offer the player saw',
        params: idParams,
        body: cashOutBody,
        response: { 200: sportBet, ...errorResponses },
      },
    },
    async (request) => {
      const session = await player(request);
      return betting.cashOut(session.playerId, request.params.id, request.body.amount);
    },
  );
}
