import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { RequestPlayer } from '../../http/player-guard';
import { errorResponses } from '../../http/response-schemas';
import { idParams } from './game-schemas';
import { createOptionalPlayerGuard } from './game-visitor';
import type { GameLaunchService } from './game-launch.service';
import { gameLaunch } from './game.responses';

/**
 * `demo`, and for the sportsbook the widget's start parameters (SPEC.md section 3), which the
 * provider may use; the player, currency and login always come from the session, never from here.
 */
const playBody = z
  .object({
    demo: z.boolean().optional(),
    accountId: z.union([z.string().max(64), z.number().int()]).optional(),
    lobbyUrl: z.string().max(2048).optional(),
    locale: z.string().max(16).optional(),
    countryCode: z.string().max(8).optional(),
    demoMode: z.boolean().optional(),
    platform: z.union([z.literal(1), z.literal(2)]).optional(),
    provider: z.string().max(64).optional(),
  })
  .strict()
  .optional();

export interface GameLaunchRoutesOptions {
  readonly launches: GameLaunchService;
  /** Checks a bearer; guests may launch demos, so it is called only when one is sent. */
  readonly authenticate: (token: string | undefined) => Promise<RequestPlayer>;
}

/** POST /api/game/games/{id}/play: the launch URL of a game for the iframe of /game/{id}. */
export const gameLaunchRoutes: FastifyPluginAsyncZod<GameLaunchRoutesOptions> = async (
  app,
  { launches, authenticate },
) => {
  app.post(
    '/games/:id/play',
    {
      onRequest: createOptionalPlayerGuard(authenticate),
      schema: {
        tags: ['game'],
        summary:
          "Launch a game: real money in the player's selected account currency, or `demo: true` for play money (guests too, 60 launches per 15 minutes per address)",
        params: idParams,
        body: playBody,
        response: { 200: gameLaunch, ...errorResponses },
      },
    },
    async (request) =>
      launches.launch(
        { player: request.player, ip: request.ip },
        request.params.id,
        request.body?.demo ?? request.body?.demoMode ?? false,
        request.body?.locale,
      ),
  );
};
