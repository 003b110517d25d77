import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { DatabaseHandle } from '../../db/database';
import { AppError } from '../../http/app-error';
import { presentsOperatorToken } from '../../http/secret-match';
import { errorResponses, schemaFor } from '../../http/response-schemas';

export interface HealthRoutesOptions {
  readonly database: DatabaseHandle;
  /** Only the operator is told which database the server runs on: it helps an attacker pick exploits. */
  readonly adminToken: string | undefined;
}

const health = schemaFor<{ status: string; database?: DatabaseHandle['kind'] }>()(
  z.object({
    status: z.string().describe('Always "ok" (a failing check answers 503 in the error format)'),
    database: z.enum(['pglite', 'postgres']).optional().describe('Which database answers; only to the operator'),
  }),
);

export const healthRoutes: FastifyPluginAsyncZod<HealthRoutesOptions> = async (app, { database, adminToken }) => {
  app.get(
    '/health',
    {
      schema: {
        tags: ['health'],
        summary: 'Liveness, after a round trip to the database',
        description: '`{ status: "ok" }`; with the operator token (Authorization: Bearer ADMIN_TOKEN) also which database answers.',
        response: { 200: health, ...errorResponses },
      },
    },
    async (request, reply) => {
      try {
        await database.ping();
      } catch (error) {
        request.log.error({ err: error }, 'database health check failed');
        throw new AppError(503, 'database_unavailable', 'The database is not answering');
      }
      reply.header('cache-control', 'no-store');
      return presentsOperatorToken(request, adminToken) ? { status: 'ok', database: database.kind } : { status: 'ok' };
    },
  );
};
