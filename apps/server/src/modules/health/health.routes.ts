import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { DatabaseHandle } from '../../db/database';
import { AppError } from '../../http/app-error';
import { presentsOperatorToken } from '../../http/secret-match';
import { errorResponses, schemaFor } from '../../http/response-schemas';

/** The studio's game server this node depends on, as health checks it. */
export interface StudioDependency {
  /** Where this server calls it; health asks `{url}/health`. */
  readonly url: string;
  /**
   * This server started it (`npm start`): a node whose own studio is down cannot launch those games,
   * so it is not ready (503) and a balancer sends players elsewhere until the studio is back. An
   * outside studio (STUDIO_URL) is every node's alike: taking all nodes out would take the whole
   * site down, so its state is only reported.
   */
  readonly own: boolean;
}

export interface HealthRoutesOptions {
  readonly database: DatabaseHandle;
  /** Only the operator is told which database the server runs on: it helps an attacker pick exploits. */
  readonly adminToken: string | undefined;
  readonly studio: StudioDependency | undefined;
}

/** A studio that takes longer than this to say it is up is as good as down for a launching player. */
const STUDIO_CHECK_TIMEOUT_MS = 1_500;

type Readiness = 'ready' | 'down';

interface HealthView {
  status: string;
  database?: DatabaseHandle['kind'];
  dependencies?: { database: Readiness; studio?: Readiness };
}

const readiness = z.enum(['ready', 'down']);
const health = schemaFor<HealthView>()(
  z.object({
    status: z.string().describe('Always "ok" (a node that is not ready answers 503 in the error format)'),
    database: z.enum(['pglite', 'postgres']).optional().describe('Which database answers; only to the operator'),
    dependencies: z
      .object({ database: readiness, studio: readiness.optional() })
      .optional()
      .describe("Each dependency's readiness; only to the operator (studio: when this server uses one)"),
  }),
);

export async function studioAnswers(url: string): Promise<boolean> {
  try {
    const response = await fetch(`${url}/health`, { signal: AbortSignal.timeout(STUDIO_CHECK_TIMEOUT_MS) });
    await response.body?.cancel();
    return response.ok;
  } catch {
    return false;
  }
}

export const healthRoutes: FastifyPluginAsyncZod<HealthRoutesOptions> = async (
  app,
  { database, adminToken, studio },
) => {
  app.get(
    '/health',
    {
      schema: {
        tags: ['health'],
        summary: 'Readiness: the database answers, and the studio this server started',
        description:
          '`{ status: "ok" }` once this node can serve: its database answers and, when it started the studio\'s game server itself, the studio answers too (503 `studio_unavailable` while it starts or after it stopped). With the operator token (Authorization: Bearer ADMIN_TOKEN) also which database answers and each dependency\'s readiness.',
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
      const studioReadiness: Readiness | undefined = studio
        ? (await studioAnswers(studio.url))
          ? 'ready'
          : 'down'
        : undefined;
      if (studio && studioReadiness === 'down') {
        request.log.warn({ url: studio.url }, "the studio's game server is not answering: its games cannot launch");
        if (studio.own) throw new AppError(503, 'studio_unavailable', "The studio's game server is not answering");
      }
      reply.header('cache-control', 'no-store');
      if (!presentsOperatorToken(request, adminToken)) return { status: 'ok' };
      const dependencies: HealthView['dependencies'] = studioReadiness
        ? { database: 'ready', studio: studioReadiness }
        : { database: 'ready' };
      return { status: 'ok', database: database.kind, dependencies };
    },
  );
};
