import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { RequestPlayer } from '../../http/player-guard';
import { errorResponses } from '../../http/response-schemas';
import { idParams } from './game-schemas';
import { createOptionalPlayerGuard } from './game-visitor';
import type { GameLaunchService } from './game-launch.service';
import { gameLaunch } from './game.responses';

const playBody = z.object({ demo: z.boolean().optional() }).strict().optional();

export interface GameLaunchRoutesOptions {
  readonly launches: GameLaunchService;
  /** Checks a bearer; guests may launch demos, so it is called only when one is sent. */
  readonly authenticate: (token: string | undefined) => Promise<RequestPlayer>;
}

/** POST /api/game/games/{id}/play: the launch URL of a game for the iframe of /game/{id}. */
export const gameLaunchRoutes: FastifyPluginAsyncZod<GameLaunchRoutesOptions> = async (app, { launches, authenticate }) => {
  app.post(
    '/games/:id/play',
    {
      onRequest: createOptionalPlayerGuard(authenticate),
      schema: {
        tags: ['game'],
        summary: "Launch a game: real money in the player's selected account currency, or `demo: true` for play money (guests too, 60 launches per 15 minutes per address)",
        params: idParams,
        body: playBody,
        response: { 200: gameLaunch, ...errorResponses },
      },
    },
    async (request) => launches.launch({ player: request.player, ip: request.ip }, request.params.id, request.body?.demo ?? false),
  );
};
