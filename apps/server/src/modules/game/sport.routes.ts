import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../http/response-schemas';
import type { SportsbookCatalogue } from '../../providers/sportsbook/sportsbook-catalogue';
import { sportEventSummaries, sportInfo } from '../../providers/sportsbook/sportsbook.responses';

const tags = ['game'];

/** `GET /api/game/sport/info/{id}` and `/sport/search` (SPEC.md section 7): the sportsbook's catalogue through the platform. */
export const sportRoutes: FastifyPluginAsyncZod<{ catalogue: SportsbookCatalogue }> = async (app, { catalogue }) => {
  app.get(
    '/sport/info/:id',
    {
      schema: {
        tags,
        summary: "A sport's categories and championships (Categories with Championships)",
        params: z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) }),
        response: { 200: sportInfo, ...errorResponses },
      },
    },
    async (request, reply) => {
      // Cached per sport for the session by the client (SPEC.md); a few minutes here too.
      void reply.header('cache-control', 'public, max-age=300');
      return catalogue.sportInfo(request.params.id);
    },
  );

  app.get(
    '/sport/search',
    {
      schema: {
        tags,
        summary: 'Sports events by team, player or championship name',
        querystring: z
          .object({ q: z.string().trim().min(2).max(64), limit: z.coerce.number().int().min(1).max(50).default(20) })
          .strict(),
        response: { 200: sportEventSummaries, ...errorResponses },
      },
    },
    async (request) => ({ data: await catalogue.search(request.query.q, request.query.limit) }),
  );
};
