import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requestPlayer, type PlayerGuard } from '../../http/player-guard';
import { profileView } from '../../http/contract-responses';
import { errorResponses } from '../../http/response-schemas';
import { avatarList } from './player.responses';
import type { PlayerAvatarService } from './player-avatar.service';

export const playerAvatarRoutes: FastifyPluginAsyncZod<{ avatars: PlayerAvatarService; guard: PlayerGuard }> = async (
  app,
  { avatars, guard },
) => {
  app.get(
    '/avatar/list',
    {
      schema: {
        tags: ['player'],
        summary: 'The avatars a player may pick: { data: [{ id, url }] }',
        response: { 200: avatarList, ...errorResponses },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=3600');
      return { data: avatars.listAvatars() };
    },
  );

  app.post(
    '/avatar/set-avatar',
    {
      onRequest: guard,
      schema: {
        tags: ['player'],
        summary: "Set the player's avatar; answers the profile",
        body: z.object({ avatarId: z.string().min(1).max(64) }).strict(),
        response: { 200: profileView, ...errorResponses },
      },
    },
    async (request) => avatars.setAvatar(requestPlayer(request).playerId, request.body.avatarId),
  );
};
