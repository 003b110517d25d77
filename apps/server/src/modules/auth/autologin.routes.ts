import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { clientContext, deviceFingerprint } from '../../http/client-context';
import { loginResponse } from '../../http/contract-responses';
import { errorResponses } from '../../http/response-schemas';
import type { PlayerService } from '../player/player.service';

export const autologinRoutes: FastifyPluginAsyncZod<{ player: PlayerService }> = async (app, { player }) => {
  app.post(
    '/sessions/token',
    {
      schema: {
        tags: ['auth'],
        summary: 'Auto-login: exchange a single-use token minted by an operator for a session',
        description: '401 for an unknown, used or expired token; 429 with Retry-After when an address tries too often.',
        body: z
          .object({
            token: z.string().min(1).max(256),
            fingerprint: z.string().max(128).optional(),
            visitorId: z.string().max(128).optional(),
          })
          .strict(),
        response: { 200: loginResponse, ...errorResponses },
      },
    },
    async (request) =>
      player.loginWithAutologinToken(request.body.token, deviceFingerprint(request.body), clientContext(request)),
  );
};
