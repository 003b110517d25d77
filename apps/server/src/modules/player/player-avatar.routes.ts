import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requestPlayer, type PlayerGuard } from '../../http/player-guard';
import type { PlayerAvatarService } from './player-avatar.service';

export const playerAvatarRoutes: FastifyPluginAsyncZod<{ avatars: PlayerAvatarService; guard: PlayerGuard }> = async (app, { avatars, guard }) => {
  app.get('/avatar/list', { schema: { tags: ['player'], summary: 'The avatars a player may pick: { data: [{ id, url }] }' } }, async (_request, reply) => {
    reply.header('cache-control', 'public, max-age=3600');
    return { data: avatars.listAvatars() };
  });

  app.post(
    '/avatar/set-avatar',
    {
      onRequest: guard,
      schema: { tags: ['player'], summary: "Set the player's avatar; answers the profile", body: z.object({ avatarId: z.string().min(1).max(64) }).strict() },
    },
    async (request) => avatars.setAvatar(requestPlayer(request).playerId, request.body.avatarId),
  );
};
