import { playerIdParam } from '../../http/id-params';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requestPlayer, type PlayerGuard } from '../../http/player-guard';
import { errorResponses, noContent } from '../../http/response-schemas';
import type { RouteApp } from '../../http/route-app';
import { limitList, limitView, realityCheckView } from './limits.responses';
import { amountLimitBody, limitParams, newLimitBody, realityCheckBody } from './limits.schemas';
import type { LimitsService, NewLimit } from './limits.service';
import type { RealityCheckService } from './reality-check';

function toNewLimit(body: z.output<typeof newLimitBody>): NewLimit {
  if (body.definition === 6) return { ...body, amount: BigInt(body.amount) };
  if ('period' in body) return { ...body, amount: BigInt(body.amount) };
  return body;
}

const tags = ['limits'];

/** The player's limits and reality check (under /api/player), each behind the player guard. */
export const limitsRoutes: FastifyPluginAsyncZod<{
  limits: LimitsService;
  realityCheck: RealityCheckService;
  guard: PlayerGuard;
}> = async (app, { limits, realityCheck, guard }) => {
  registerLimitRoutes(app, limits, guard);
  registerRealityCheckRoutes(app, realityCheck, guard);
};

/** Amount and play-time limits, breaks, and their 24-hour waiting changes. */
function registerLimitRoutes(app: RouteApp, limits: LimitsService, guard: PlayerGuard): void {
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
        body: amountLimitBody,
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
}

/** The reality-check interval and what this login session has played. */
function registerRealityCheckRoutes(app: RouteApp, realityCheck: RealityCheckService, guard: PlayerGuard): void {
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
        body: realityCheckBody,
        response: { 200: realityCheckView, ...errorResponses },
      },
    },
    async (request) => {
      const { playerId, sessionId } = requestPlayer(request);
      return realityCheck.set(playerId, sessionId, request.body.intervalMinutes);
    },
  );
}

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
      await limits.lift(playerIdParam(request.params.playerId), request.params.id);
      return reply.status(204).send();
    },
  );
};
