import { z } from 'zod';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { LIVE_NOW_COUNT, TOP_EVENTS_COUNT } from '@casino/shared';
import { MAX_ACCUMULATOR_LEGS } from '@casino/sportsbook';
import type { Database } from '../../db/database';
import { notFound } from '../../http/app-error';
import { errorResponses } from '../../http/response-schemas';
import type { SportsbookBetting } from './betting/sportsbook-betting';
import type { SportsbookMoney } from './betting/sportsbook-money';
import type { SportsbookSessions } from './sportsbook-sessions';
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
import { eventSummaries, eventView, sportCounts, sportInfo as readSportInfo } from './sportsbook-views';

export interface SportsbookRoutesOptions {
  readonly db: Database;
  readonly betting: SportsbookBetting;
  readonly sessions: SportsbookSessions;
  readonly money: SportsbookMoney;
}

const id = z.coerce.number().int().positive().max(2_147_483_647);
const idParams = z.object({ id });
/** `1,2,3` as ids (the spec's comma-separated query lists). */
const idList = z
  .string()
  .max(200)
  .regex(/^\d{1,9}(,\d{1,9})*$/, 'comma-separated ids')
  .transform((value) => value.split(',').map(Number));
const limit = (fallback: number) => z.coerce.number().int().min(1).max(100).default(fallback);

const eventsQuery = z
  .object({
    sportId: id.optional(),
    status: z.enum(['live', 'upcoming']).optional(),
    championshipIds: idList.optional(),
    categoryIds: idList.optional(),
    limit: limit(50),
  })
  .strict();

const placeBetBody = z
  .object({
    requestId: z.uuid(),
    kind: z.enum(['single', 'accumulator', 'system']),
    systemSizes: z.array(z.number().int().min(1).max(MAX_ACCUMULATOR_LEGS)).min(1).max(MAX_ACCUMULATOR_LEGS).optional(),
    unitStake: z.number().int().positive().max(Number.MAX_SAFE_INTEGER),
    legs: z
      .array(
        z
          .object({
            selectionId: id,
            price: z
              .object({
                numerator: z.number().int().positive().max(1_000_000_000),
                denominator: z.number().int().positive().max(1_000_000_000),
              })
              .strict(),
          })
          .strict(),
      )
      .min(1)
      .max(MAX_ACCUMULATOR_LEGS),
    oddsChange: z.enum(['none', 'higher', 'any']),
  })
  .strict();

const tags = ['sportsbook provider'];

/**
 * The in-house sportsbook provider's API for its widget (apps/sportsbook), under
 * /provider/sportsbook/api: what anyone may see (sports, events, prices, search) and, with the
 * widget token of the platform's start-game call as bearer, the player's account, bets and cash-out.
 */
export const sportsbookRoutes: FastifyPluginAsyncZod<SportsbookRoutesOptions> = async (
  app,
  { db, betting, sessions, money },
) => {
  const player = (request: FastifyRequest) => sessions.require(request.headers.authorization);

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
        querystring: z
          .object({
            settled: z.enum(['true', 'false']).default('false'),
            limit: limit(20),
            offset: z.coerce.number().int().min(0).max(10_000).default(0),
          })
          .strict(),
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
        body: z.object({ amount: z.number().int().positive().max(Number.MAX_SAFE_INTEGER) }).strict(),
        response: { 200: sportBet, ...errorResponses },
      },
    },
    async (request) => {
      const session = await player(request);
      return betting.cashOut(session.playerId, request.params.id, request.body.amount);
    },
  );
};
