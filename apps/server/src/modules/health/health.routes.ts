import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { DatabaseHandle } from '../../db/database';
import { AppError } from '../../http/app-error';

export const healthRoutes: FastifyPluginAsyncZod<{ database: DatabaseHandle }> = async (app, { database }) => {
  app.get('/health', { schema: { tags: ['health'], summary: 'Liveness, after a round trip to the database' } }, async (request, reply) => {
    try {
      await database.ping();
    } catch (error) {
      request.log.error({ err: error }, 'database health check failed');
      throw new AppError(503, 'database_unavailable', 'The database is not answering');
    }
    reply.header('cache-control', 'no-store');
    return { status: 'ok', database: database.kind };
  });
};
