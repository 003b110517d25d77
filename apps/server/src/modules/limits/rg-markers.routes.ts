import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/database';
import { errorResponses } from '../../http/response-schemas';
import type { LimitsService } from './limits.service';
import { flaggedPlayerPage, playerResponsibleGamingView } from './rg-markers.responses';
import { flaggedPlayersPage, playerResponsibleGaming } from './rg-markers.views';

/** The operators' page of flagged players holds this many at most. */
const FLAGGED_PLAYERS_PER_PAGE_MAX = 100;
const FLAGGED_PLAYERS_PER_PAGE_DEFAULT = 20;
/** Far past any real list; keeps the offset a small number. */
const PAGE_MAX = 100_000;

/**
 * The operators' responsible-gaming view (under /api/admin, behind the operator token): the
 * players the markers job flagged, and one player's markers with their limits.
 */
export const responsibleGamingAdminRoutes: FastifyPluginAsyncZod<{ db: Database; limits: LimitsService }> = async (
  app,
  { db, limits },
) => {
  app.get(
    '/responsible-gaming/players',
    {
      schema: {
        tags: ['admin'],
        summary: 'Players with responsible-gaming markers in force, the most recently flagged first, with the evidence',
        querystring: z.object({
          page: z.coerce.number().int().min(1).max(PAGE_MAX).default(1),
          perPage: z.coerce
            .number()
            .int()
            .min(1)
            .max(FLAGGED_PLAYERS_PER_PAGE_MAX)
            .default(FLAGGED_PLAYERS_PER_PAGE_DEFAULT),
        }),
        response: { 200: flaggedPlayerPage, ...errorResponses },
      },
    },
    async (request) => flaggedPlayersPage(db, request.query.page, request.query.perPage),
  );

  app.get(
    '/players/:playerId/responsible-gaming',
    {
      schema: {
        tags: ['admin'],
        summary: "A player's responsible-gaming markers (cleared ones too) and limits in force",
        params: z.object({ playerId: z.uuid() }),
        response: { 200: playerResponsibleGamingView, ...errorResponses },
      },
    },
    async (request) => playerResponsibleGaming(db, limits, request.params.playerId),
  );
};
