import Fastify, { LogController, type FastifyInstance } from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppConfig } from './config/env';
import { thirdPartyOrigins } from './config/third-party';
import type { DatabaseHandle } from './db/database';
import { migrateDatabase } from './db/migrate';
import { openDatabase } from './db/open-database';
import { handleFrameworkError, registerErrorHandler } from './http/error-handler';
import { registerOpenApi, registerOpenApiDocument } from './http/openapi';
import { createResponseSerializer } from './http/response-serializer';
import { registerRequestContext, traceIdFor } from './http/request-context';
import { registerCompression } from './http/compression';
import { registerSecurityHeaders } from './http/security-headers';
import { capConnectionsPerAddress, serverLimitOptions } from './http/server-limits';
import { registerInputRules } from './http/input-rules';
import { MESSENGER_WEB_CLIENT_ORIGINS } from './modules/auth/telegram-login';
import { captchaOrigins } from './providers/captcha/captcha.plugin';
import { registerModules, type AnyModule } from './composition/app-module';
import { appModules } from './composition/module-list';
import { serverPaths } from './paths';
import { Pruning, pruneJob } from './maintenance/pruning';
import { installJobSchema } from './jobs/job-connection';
import { JobQueue } from './jobs/job-queue';

/** JSON bodies of the player API are small; anything bigger is refused with 413. */
const JSON_BODY_LIMIT_BYTES = 1024 * 1024;

declare module 'fastify' {
  interface FastifyInstance {
    readonly database: DatabaseHandle;
    readonly config: AppConfig;
  }
}

/**
 * Builds the whole server from a config object: opens and migrates the database, applies each
 * module's seed data, and registers the modules of `module-list.ts` in order. Tests call this on a
 * fresh database; `server.ts` listens.
 */
export async function buildApp(
  config: AppConfig,
  // Tests may also read the log (a stream of JSON lines) instead of stdout.
  options: { database?: DatabaseHandle; logStream?: { write(line: string): void } } = {},
): Promise<FastifyInstance> {
  // Tests may hand in a database they prepared (a copy of a migrated template).
  const database = options.database ?? (await openDatabase(config.database));
  try {
    await database.withMigrationLock(async () => {
      await migrateDatabase(database, serverPaths.migrationsDir);
      await installJobSchema(database);
      for (const module of appModules) await module.seed?.(database.db);
    });
    return await assembleApp(config, database, appModules, options.logStream);
  } catch (error) {
    await database.close();
    throw error;
  }
}

async function assembleApp(
  config: AppConfig,
  database: DatabaseHandle,
  modules: readonly AnyModule[],
  logStream?: { write(line: string): void },
): Promise<FastifyInstance> {
  const app = Fastify({
    logger: {
      level: config.logLevel,
      redact: ['req.headers.authorization', 'req.headers.cookie'],
      ...(logStream ? { stream: logStream } : {}),
    },
    genReqId: traceIdFor,
    // One log line per request, written by the request context hooks, labelled with the trace id.
    logController: new LogController({ requestIdLogLabel: 'traceId', disableRequestLogging: true }),
    trustProxy: config.trustProxy,
    bodyLimit: JSON_BODY_LIMIT_BYTES,
    routerOptions: { ignoreTrailingSlash: true },
    frameworkErrors: handleFrameworkError,
    // Timeouts for slow clients, and errors raised before routing (431, 408) in the error format.
    ...serverLimitOptions(config.http),
  }).withTypeProvider<ZodTypeProvider>();
  capConnectionsPerAddress(app.server, config.http.maxConnectionsPerAddress, app.log);

  app.setValidatorCompiler(validatorCompiler);
  // Tests refuse an answer a response schema would cut; production sends what the schema lists and logs a sampled cut.
  app.setSerializerCompiler(
    createResponseSerializer({
      refuseChangedAnswers: config.environment === 'test',
      // The changed paths first: the shapes carry no values, but are long on a big answer.
      onChangedAnswer: (route, sent, meant, paths) =>
        app.log.warn(
          { route, paths, sent: sent.slice(0, 2000), meant: meant.slice(0, 2000) },
          'a response schema changed an answer',
        ),
    }),
  );
  app.decorate('database', database);
  app.decorate('config', config);
  // Before any plugin: modules add their prune tasks with `app.pruning.add` (see maintenance/pruning.ts).
  app.decorate('pruning', new Pruning(app.log));
  // Modules define their job kinds while built; the queue opens on ready, and runs jobs only where
  // `app.jobs.start()` is called (server.ts after listen; tests that need it).
  app.decorate('jobs', new JobQueue(database, app.log));
  app.jobs.define(pruneJob(app.pruning));
  app.addHook('onReady', () => app.jobs.open());
  // While the server still answers (a running webhook job posts to it), jobs finish or are left for retry.
  app.addHook('preClose', () => app.jobs.stopWorking());
  app.addHook('onClose', async () => {
    // Nothing may still be writing when the database closes.
    await app.jobs.stop();
    await database.close();
  });

  registerRequestContext(app);
  registerErrorHandler(app);
  await registerSecurityHeaders(app, {
    webDistDir: config.webDistDir,
    publicUrl: config.publicUrl,
    frameOrigins: [new URL(config.studio.publicUrl).origin],
    // The messenger's web client frames the mini-app; only when messenger login is set up.
    frameAncestors: config.auth.telegramBotToken ? MESSENGER_WEB_CLIENT_ORIGINS : [],
    // The vendor captcha's widget is a third party of its own (providers/captcha), not a consent-gated adapter.
    thirdPartyOrigins: [...new Set([...thirdPartyOrigins(config.thirdParty), ...captchaOrigins(config.captcha)])],
  });
  // Before the routes: its hook is added to each route registered after it.
  await registerCompression(app);
  registerInputRules(app);
  await registerOpenApi(app);
  registerOpenApiDocument(app);

  // Every feature, in the list's order: each builds its services and registers its hooks, jobs and routes.
  await registerModules(app, modules, { config, database });
  return app;
}
