import fastifySwagger from '@fastify/swagger';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/** Operator routes: a document of their own, behind the operator token (the public one must not map the back office). */
const OPERATOR_ROUTES = /^\/api\/admin(\/|$)/;

/** Where the operator document is served, under the operator API (`/api/admin`). */
export const OPERATOR_DOCUMENT_PATH = '/docs/openapi.json';

type Audience = 'public' | 'operator';

const INFO: Readonly<Record<Audience, { title: string; description: string }>> = {
  public: {
    title: 'Casino platform API',
    description:
      'Player API of the casino, sportsbook and betting site. Errors: { error: { code, message, fields? } }.',
  },
  operator: {
    title: 'Casino platform operator API',
    description:
      'The back office: every route needs Authorization: Bearer <ADMIN_TOKEN> (401 admin_unauthorized otherwise; 404 everywhere when the server has no ADMIN_TOKEN). Errors: { error: { code, message, fields? } }.',
  },
};

/** Registers the OpenAPI generator over every route (zod schemas as JSON Schema); must run before the routes it documents are added. */
export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(fastifySwagger, {
    openapi: { openapi: '3.1.0', info: { ...INFO.public, version: '1.0.0' } },
    transform: jsonSchemaTransform,
  });
}

interface OpenApiDocument {
  readonly info: Record<string, unknown>;
  readonly paths?: Record<string, unknown>;
}

/** The document of one audience: the routes of the whole app, split by path (the player API, or the operator API). */
function documentFor(app: FastifyInstance, audience: Audience): OpenApiDocument {
  const whole = app.swagger() as unknown as OpenApiDocument;
  const paths = Object.entries(whole.paths ?? {}).filter(
    ([path]) => OPERATOR_ROUTES.test(path) === (audience === 'operator'),
  );
  return { ...whole, info: { ...whole.info, ...INFO[audience] }, paths: Object.fromEntries(paths) };
}

/** GET /api/docs/openapi.json: the public document, operator routes left out. */
export function registerOpenApiDocument(app: FastifyInstance): void {
  app.get('/api/docs/openapi.json', { schema: { hide: true } }, async (_request, reply) => {
    reply.header('cache-control', 'no-cache');
    return documentFor(app, 'public');
  });
}

/**
 * GET /api/admin/docs/openapi.json: the operator routes' own document, registered among the
 * operator routes so the operator token guards it as it guards them.
 */
export const operatorOpenApiRoutes: FastifyPluginAsync = async (scope) => {
  scope.get(OPERATOR_DOCUMENT_PATH, { schema: { hide: true } }, async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return documentFor(scope, 'operator');
  });
};
