import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/database';
import { arrayOf, errorResponses, noContent } from '../../http/response-schemas';
import { eventLiability } from './betting/sportsbook-betting';
import type { SportsbookTrading } from './sportsbook-trading';

const tags = ['admin'];
const idParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });
const suspension = z.object({ suspended: z.boolean() }).strict();
const score = z.object({ home: z.number().int().min(0).max(999), away: z.number().int().min(0).max(999) }).strict();
const selectionResult = z.enum(['win', 'lose', 'void', 'half_win', 'half_lose']);

const liabilityRows = z.object({
  data: arrayOf(
    z.object({
      marketId: z.number().int(),
      market: z.string(),
      limit: z.number().int().describe('Base-currency (USD) minor units'),
      selectionId: z.number().int(),
      selection: z.string(),
      liability: z.number().int().describe('Net payout of open bets if this selection wins, USD minor units'),
    }),
  ),
});

/** The sportsbook trader's API, under /api/admin/sportsbook (with ADMIN_TOKEN). */
export const sportsbookAdminRoutes: FastifyPluginAsyncZod<{ db: Database; trading: SportsbookTrading }> = async (
  app,
  { db, trading },
) => {
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
        body: z
          .object({
            numerator: z.number().int().min(2).max(1_000_000),
            denominator: z.number().int().min(1).max(1_000_000),
          })
          .strict(),
        response: { 204: noContent, ...errorResponses },
      },
    },
    async (request, reply) => {
      await trading.setPrice(request.params.id, request.body);
      return reply.status(204).send();
    },
  );

  app.post(
    '/markets/:id/settle',
    {
      schema: {
        tags,
        summary:
          'Settle a market by hand: a result for every outcome (e.g. { "home": "win", "draw": "lose", "away": "lose" })',
        params: idParams,
        body: z.object({ results: z.record(z.string().max(32), selectionResult) }).strict(),
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
        response: { 200: z.object({ resettledBets: z.number().int() }), ...errorResponses },
      },
    },
    async (request) => trading.correctResult(request.params.id, request.body),
  );

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
