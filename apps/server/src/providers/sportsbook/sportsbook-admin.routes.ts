import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/database';
import { errorResponses, noContent } from '../../http/response-schemas';
import type { RouteApp } from '../../http/route-app';
import { eventLiability } from './betting/sportsbook-betting';
import {
  idParams,
  liabilityRows,
  priceBody,
  resettlement,
  score,
  settleBody,
  suspension,
  tags,
} from './sportsbook-admin.schemas';
import type { SportsbookTrading } from './sportsbook-trading';

/** The sportsbook trader's API, under /api/admin/sportsbook (with ADMIN_TOKEN). */
export const sportsbookAdminRoutes: FastifyPluginAsyncZod<{ db: Database; trading: SportsbookTrading }> = async (
  app,
  { db, trading },
) => {
  registerTradingRoutes(app, trading);
  registerResultRoutes(app, trading);

  app.get(
    '/events/:id/liability',
    {
      schema: {
        tags,
        summary: "Open liability per selection of an event, against each market's limit",
        params: idParams,
        response: { 200: liabilityRows, ...errorResponses },
      },
    },
    async (request) => ({ data: await eventLiability(db, request.params.id) }),
  );
};

/** What is open for betting and at what price: suspensions and a trader's prices. */
function registerTradingRoutes(app: RouteApp, trading: SportsbookTrading): void {
  app.put(
    '/events/:id/suspension',
    {
      schema: {
        tags,
        summary: 'Pause or reopen betting on a whole event',
        params: idParams,
        body: suspension,
        response: { 204: noContent, ...errorResponses },
      },
    },
    async (request, reply) => {
      await trading.suspendEvent(request.params.id, request.body.suspended);
      return reply.status(204).send();
    },
  );

  app.put(
    '/markets/:id/suspension',
    {
      schema: {
        tags,
        summary: 'Pause or reopen one market',
        params: idParams,
        body: suspension,
        response: { 204: noContent, ...errorResponses },
      },
    },
    async (request, reply) => {
      await trading.suspendMarket(request.params.id, request.body.suspended);
      return reply.status(204).send();
    },
  );

  app.put(
    '/selections/:id/price',
    {
      schema: {
        tags,
        summary:
          "A trader's price on a selection (exact decimal odds as a ratio); live matches reprice at their next step",
        params: idParams,
        body: priceBody,
        response: { 204: noContent, ...errorResponses },
      },
    },
    async (request, reply) => {
      await trading.setPrice(request.params.id, request.body);
      return reply.status(204).send();
    },
  );
}

/** Results by hand: settling or voiding a market, finishing a match, correcting its score. */
function registerResultRoutes(app: RouteApp, trading: SportsbookTrading): void {
  app.post(
    '/markets/:id/settle',
    {
      schema: {
        tags,
        summary:
          'Settle a market by hand: a result for every outcome (e.g. { "home": "win", "draw": "lose", "away": "lose" })',
        params: idParams,
        body: settleBody,
        response: { 204: noContent, ...errorResponses },
      },
    },
    async (request, reply) => {
      await trading.settleMarket(request.params.id, request.body.results);
      return reply.status(204).send();
    },
  );

  app.post(
    '/markets/:id/void',
    {
      schema: {
        tags,
        summary: 'Void a market: every bet on it counts that leg at odds 1',
        params: idParams,
        response: { 204: noContent, ...errorResponses },
      },
    },
    async (request, reply) => {
      await trading.voidMarket(request.params.id);
      return reply.status(204).send();
    },
  );

  app.post(
    '/events/:id/finish',
    {
      schema: {
        tags,
        summary: 'End a match now with its final score: every open market resulted, its bets settled',
        params: idParams,
        body: score,
        response: { 204: noContent, ...errorResponses },
      },
    },
    async (request, reply) => {
      await trading.finishEvent(request.params.id, request.body);
      return reply.status(204).send();
    },
  );

  app.put(
    '/events/:id/result',
    {
      schema: {
        tags,
        summary: "Correct an ended match's final score: its bets move only the difference (resettlement)",
        params: idParams,
        body: score,
        response: { 200: resettlement, ...errorResponses },
      },
    },
    async (request) => trading.correctResult(request.params.id, request.body),
  );
}
