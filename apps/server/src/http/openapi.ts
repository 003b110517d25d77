import fastifySwagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

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
    transform: jsonSchemaTransform,
  });
}

export function registerOpenApiDocument(app: FastifyInstance): void {
  app.get('/api/docs/openapi.json', { schema: { hide: true } }, async (_request, reply) => {
    reply.header('cache-control', 'no-cache');
    return app.swagger();
  });
}
