import fastifySwagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/** Operator routes: a public document must not hand anyone a map of the back office. */
const OPERATOR_ROUTES = /^\/api\/admin(\/|$)/;

/** The zod schemas as JSON Schema, and operator routes left out of the document. */
const publicOnly: typeof jsonSchemaTransform = (input) =>
  OPERATOR_ROUTES.test(input.url) ? { schema: { ...input.schema, hide: true }, url: input.url } : jsonSchemaTransform(input);

/** Registers the OpenAPI generator; must run before the routes it documents are added. */
export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Casino platform API',
        description: 'Player API of the casino, sportsbook and betting site. Errors: { error: { code, message, fields? } }.',
        version: '1.0.0',
      },
    },
    transform: publicOnly,
  });
}

export function registerOpenApiDocument(app: FastifyInstance): void {
  app.get('/api/docs/openapi.json', { schema: { hide: true } }, async (_request, reply) => {
    reply.header('cache-control', 'no-cache');
    return app.swagger();
  });
}
