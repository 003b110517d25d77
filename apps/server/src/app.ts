import Fastify, { LogController, type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppConfig } from './config/env';
import type { DatabaseHandle } from './db/database';
import { migrateDatabase } from './db/migrate';
import { openDatabase } from './db/open-database';
import { handleFrameworkError, registerErrorHandler } from './http/error-handler';
import { registerOpenApi, registerOpenApiDocument } from './http/openapi';
import { registerRequestContext, traceIdFor } from './http/request-context';
import { registerWebApp } from './http/web-app';
import { createContentService } from './modules/content/content.service';
import { contentRoutes } from './modules/content/content.routes';
import { healthRoutes } from './modules/health/health.routes';
import { seedSettings } from './modules/settings/settings.seed';
import { createSettingsService } from './modules/settings/settings.service';
import { settingsRoutes } from './modules/settings/settings.routes';
import { serverPaths } from './paths';

/** JSON bodies of the player API are small; anything bigger is refused with 413. */
const JSON_BODY_LIMIT_BYTES = 1024 * 1024;

declare module 'fastify' {
  interface FastifyInstance {
    readonly database: DatabaseHandle;
    readonly config: AppConfig;
  }
}

/**
 * Builds the whole server from a config object: opens and migrates the database, applies the
 * seed data, and registers every route. Tests call this on a fresh database; `server.ts` listens.
 */
export async function buildApp(config: AppConfig): Promise<FastifyInstance> {
  const database = await openDatabase(config.database);
  try {
    await database.withMigrationLock(async () => {
      await migrateDatabase(database, serverPaths.migrationsDir);
      await seedSettings(database.db);
    });
    return await assembleApp(config, database);
  } catch (error) {
    await database.close();
    throw error;
  }
}

async function assembleApp(config: AppConfig, database: DatabaseHandle): Promise<FastifyInstance> {
  const app = Fastify({
    logger: {
      level: config.logLevel,
      redact: ['req.headers.authorization', 'req.headers.cookie'],
    },
    genReqId: traceIdFor,
    // One log line per request, written by the request context hooks, labelled with the trace id.
    logController: new LogController({ requestIdLogLabel: 'traceId', disableRequestLogging: true }),
    trustProxy: config.trustProxy,
    bodyLimit: JSON_BODY_LIMIT_BYTES,
    routerOptions: { ignoreTrailingSlash: true },
    frameworkErrors: handleFrameworkError,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('database', database);
  app.decorate('config', config);
  app.addHook('onClose', async () => database.close());

  registerRequestContext(app);
  registerErrorHandler(app);
  await registerOpenApi(app);

  const settings = createSettingsService(database.db);
  const content = createContentService(config.contentDir);
  await app.register(healthRoutes, { prefix: '/api', database });
  await app.register(settingsRoutes, { prefix: '/api/settings', settings });
  await app.register(contentRoutes, { prefix: '/api/content', content });
  registerOpenApiDocument(app);

  await registerWebApp(app, config.webDistDir);
  return app;
}
