import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound } from '../http/app-error';
import { errorResponses } from '../http/response-schemas';
import type { JobQueue } from './job-queue';

/** Dead jobs listed at most: a longer list means something is broken, and the newest tell what. */
const DEAD_JOBS_LIMIT_MAX = 200;
const DEAD_JOBS_LIMIT_DEFAULT = 50;

const deadJobSchema = z.object({
  id: z.string(),
  kind: z.string(),
  data: z.unknown(),
  error: z.string().nullable(),
  attempts: z.number().int(),
  enqueuedAt: z.string(),
  diedAt: z.string(),
});

/**
 * The operator's view of the job queue, `/api/admin/jobs/...`, inside the admin scope (so the one
 * operator token check guards it): jobs that used up their retries, and a retry for each.
 */
export const jobAdminRoutes: FastifyPluginAsyncZod<{ jobs: JobQueue }> = async (app, { jobs }) => {
  app.get(
    '/dead',
    {
      schema: {
        tags: ['admin'],
        summary:
          'Jobs that failed every try (dead letters), newest first: kind, data, last error, tries, when enqueued and when given up',
        querystring: z.object({
          limit: z.coerce.number().int().min(1).max(DEAD_JOBS_LIMIT_MAX).default(DEAD_JOBS_LIMIT_DEFAULT),
        }),
        response: { 200: z.object({ data: z.array(deadJobSchema) }), ...errorResponses },
      },
    },
    async (request) => ({ data: await jobs.listDead(request.query.limit) }),
  );

  app.post(
    '/dead/:id/retry',
    {
      schema: {
        tags: ['admin'],
        summary: 'Put a dead job back on its queue for a fresh set of tries (after fixing what made it fail)',
        params: z.object({ id: z.uuid() }),
        response: { 202: z.object({ status: z.literal('queued') }), ...errorResponses },
      },
    },
    async (request, reply) => {
      if (!(await jobs.retryDead(request.params.id))) throw notFound('There is no such dead job');
      return reply.status(202).send({ status: 'queued' });
    },
  );
};
