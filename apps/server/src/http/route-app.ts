import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/**
 * The Fastify instance a zod route plugin receives. A plugin that groups its routes by concern
 * (`registerBetRoutes(app, deps)`) hands it to each group, which registers into the same plugin scope.
 */
export type RouteApp = Parameters<FastifyPluginAsyncZod>[0];
