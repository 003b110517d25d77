import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  COOLING_OFF_PERIOD_DAYS,
  LIMIT_PERIODS,
  PLAY_TIME_LIMIT_MINUTES,
  REALITY_CHECK_INTERVAL_MINUTES,
  SELF_EXCLUSION_PERIOD_MONTHS,
} from '@casino/shared';
import { requestPlayer, type PlayerGuard } from '../../http/player-guard';
import { errorResponses, noContent } from '../../http/response-schemas';
import { limitList, limitView, realityCheckView } from './limits.responses';
import type { LimitsService, NewLimit } from './limits.service';
import type { RealityCheckService } from './reality-check';

/** Largest limit amount: far above any real limit, and still exact as a JSON number. */
const MAX_LIMIT_AMOUNT_MINOR = 1_000_000_000_000_000;

const amount = z.number().int().positive().max(MAX_LIMIT_AMOUNT_MINOR).describe('Minor units');
const period = z.enum(LIMIT_PERIODS);
const limitParams = z.object({ id: z.uuid() });

const newLimitBody = z.discriminatedUnion('definition', [
  z.object({ definition: z.literal([1, 2, 3]), period, amount, currency: z.string().min(1).max(16) }).strict(),
  z
    .object({
      definition: z.literal(6),
      period: z.literal('daily'),
      amount: z
        .number()
        .int()
        .min(PLAY_TIME_LIMIT_MINUTES.min)
        .max(PLAY_TIME_LIMIT_MINUTES.max)
        .describe('Minutes of play per rolling day'),
    })
    .strict(),
  z.object({ definition: z.literal(5), days: z.literal(COOLING_OFF_PERIOD_DAYS) }).strict(),
  z
    .object({ definition: z.literal(4), months: z.literal(SELF_EXCLUSION_PERIOD_MONTHS).describe('0: permanent') })
    .strict(),
]);

function toNewLimit(body: z.output<typeof newLimitBody>): NewLimit {
  if (body.definition === 6) return { ...body, amount: BigInt(body.amount) };
  if ('period' in body) return { ...body, amount: BigInt(body.amount) };
  return body;
}

export const limitsRoutes: FastifyPluginAsyncZod<{
  limits: LimitsService;
  realityCheck: RealityCheckService;
  guard: PlayerGuard;
}> = async (app, { limits, realityCheck, guard }) => {
  const tags = ['limits'];
  app.get(
    '/limits',
    {
      onRequest: guard,
      schema: {
        tags,
        summary: "The player's limits in force, with what is used and what is waiting",
        response: { 200: limitList, ...errorResponses },
      },
    },
    async (request) => ({
      data: await limits.list(requestPlayer(request).playerId),
    }),
  );

  app.post(
    '/limits',
    {
      onRequest: guard,
      schema: {
        tags,
        summary: 'Set a bet, loss, deposit or play-time limit, a cooling-off or a self-exclusion: applies at once',
        body: newLimitBody,
        response: { 201: limitView, ...errorResponses },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await limits.create(requestPlayer(request).playerId, toNewLimit(request.body))),
  );

  app.put(
    '/limits/:id',
    {
      onRequest: guard,
      schema: {
        tags,
        summary: 'Change an amount limit: stricter at once, looser after 24 hours and confirmation',
        params: limitParams,
        body: z.object({ period, amount }).strict(),
        response: { 200: limitView, ...errorResponses },
      },
    },
    async (request) =>
      limits.update(requestPlayer(request).playerId, request.params.id, {
        period: request.body.period,
        amount: BigInt(request.body.amount),
      }),
  );

  app.delete(
    '/limits/:id',
    {
      onRequest: guard,
      schema: {
        tags,
        summary: 'Ask to remove an amount limit: it holds 24 hours more, then needs confirmation',
        params: limitParams,
        response: { 200: limitView, ...errorResponses },
      },
    },
    async (request) => limits.remove(requestPlayer(request).playerId, request.params.id),
  );

  app.post(
    '/limits/:id/confirm',
    {
      onRequest: guard,
      schema: {
        tags,
        summary: 'Confirm a waiting change once its 24 hours have passed (204 when the limit is removed)',
        params: limitParams,
        response: { 200: limitView, 204: noContent, ...errorResponses },
      },
    },
    async (request, reply) => {
      const view = await limits.confirm(requestPlayer(request).playerId, request.params.id);
      return view ? view : reply.status(204).send();
    },
  );

  app.delete(
    '/limits/:id/pending',
    {
      onRequest: guard,
      schema: {
        tags,
        summary: 'Withdraw a waiting change: the limit stays as it is',
        params: limitParams,
        response: { 200: limitView, ...errorResponses },
      },
    },
    async (request) => limits.cancelPending(requestPlayer(request).playerId, request.params.id),
  );

  app.get(
    '/reality-check',
    {
      onRequest: guard,
      schema: {
        tags,
        summary: 'The reality-check interval and what this login session has played',
        response: { 200: realityCheckView, ...errorResponses },
      },
    },
    async (request) => {
      const { playerId, sessionId } = requestPlayer(request);
      return realityCheck.get(playerId, sessionId);
    },
  );

  app.put(
    '/reality-check',
    {
      onRequest: guard,
      schema: {
        tags,
        summary: 'Choose the reality-check interval (minutes; 0 off)',
        body: z.object({ intervalMinutes: z.literal(REALITY_CHECK_INTERVAL_MINUTES) }).strict(),
        response: { 200: realityCheckView, ...errorResponses },
      },
    },
    async (request) => {
      const { playerId, sessionId } = requestPlayer(request);
      return realityCheck.set(playerId, sessionId, request.body.intervalMinutes);
    },
  );
};

/** Operator: lift a break whose term is over (`/api/admin/players/{playerId}/limits/{id}/lift`). */
export const limitsAdminRoutes: FastifyPluginAsyncZod<{ limits: LimitsService }> = async (app, { limits }) => {
  app.post(
    '/players/:playerId/limits/:id/lift',
    {
      schema: {
        tags: ['admin'],
        summary: 'Lift a cooling-off or self-exclusion whose term is over',
        params: z.object({ playerId: z.uuid(), id: z.uuid() }),
        response: { 204: noContent, ...errorResponses },
      },
    },
    async (request, reply) => {
      await limits.lift(request.params.playerId, request.params.id);
      return reply.status(204).send();
    },
  );
};
