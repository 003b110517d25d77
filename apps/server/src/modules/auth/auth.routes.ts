import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { clientContext, deviceFingerprint } from '../../http/client-context';
import { bearerToken, requestPlayer, type PlayerGuard } from '../../http/player-guard';
import { loginResponse } from '../../http/contract-responses';
import { errorResponses, noContent } from '../../http/response-schemas';
import type { PlayerService } from '../player/player.service';
import { accessTokenResponse, sessionPage } from './auth.responses';
import type { AuthService } from './auth.service';

/** Sessions listed per page at most; a player rarely has more than a handful open. */
const SESSIONS_PER_PAGE_MAX = 100;

const fingerprintFields = {
  fingerprint: z.string().max(128).optional(),
  visitorId: z.string().max(128).optional(),
};

const loginBody = z.union([
  z.object({ email: z.string().min(1).max(254), password: z.string().min(1).max(128), ...fingerprintFields }).strict(),
  z.object({ phone: z.string().min(2).max(32), password: z.string().min(1).max(128), ...fingerprintFields }).strict(),
]);

export const authRoutes: FastifyPluginAsyncZod<{
  auth: AuthService;
  player: PlayerService;
  guard: PlayerGuard;
}> = async (app, { auth, player, guard }) => {
  app.post(
    '/sessions',
    {
      schema: {
        tags: ['auth'],
        summary: 'Log in by e-mail or phone with a password',
        body: loginBody,
        response: { 200: loginResponse, ...errorResponses },
      },
    },
    async (request) =>
      player.login({ ...request.body, fingerprint: deviceFingerprint(request.body) }, clientContext(request)),
  );

  app.post(
    '/sessions/refresh',
    {
      schema: {
        tags: ['auth'],
        summary: 'A new access token for the open session of the bearer (valid or recently expired)',
        response: { 200: accessTokenResponse, ...errorResponses },
      },
    },
    async (request) => auth.refresh(bearerToken(request)),
  );

  app.post(
    '/sessions/logout',
    {
      onRequest: guard,
      schema: { tags: ['auth'], summary: 'Close the current session', response: { 204: noContent, ...errorResponses } },
    },
    async (request, reply) => {
      await auth.logout(requestPlayer(request), clientContext(request));
      return reply.status(204).send();
    },
  );

  app.get(
    '/sessions',
    {
      onRequest: guard,
      schema: {
        tags: ['auth'],
        summary: "The player's open sessions, most recently used first",
        querystring: z.object({
          page: z.coerce.number().int().min(1).max(10_000).default(1),
          perPage: z.coerce.number().int().min(1).max(SESSIONS_PER_PAGE_MAX).default(20),
        }),
        response: { 200: sessionPage, ...errorResponses },
      },
    },
    async (request) => auth.listSessions(requestPlayer(request), request.query.page, request.query.perPage),
  );

  app.put(
    '/sessions/:id/close',
    {
      onRequest: guard,
      schema: {
        tags: ['auth'],
        summary: "Close one of the player's sessions",
        params: z.object({ id: z.uuid() }),
        response: { 204: noContent, ...errorResponses },
      },
    },
    async (request, reply) => {
      await auth.closeSession(requestPlayer(request), request.params.id, clientContext(request));
      return reply.status(204).send();
    },
  );

  app.post(
    '/sessions/close-other',
    {
      onRequest: guard,
      schema: {
        tags: ['auth'],
        summary: 'Close every session but the current one',
        response: {
          200: z.object({ closed: z.number().int().describe('How many sessions were closed') }),
          ...errorResponses,
        },
      },
    },
    async (request) => {
      const closed = await auth.closeOtherSessionsNow(requestPlayer(request), clientContext(request));
      return { closed };
    },
  );
};
