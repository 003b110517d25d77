import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { StudioConfig } from './config';
import type { StudioDatabaseHandle } from './database';
import { registerErrorFormat } from './errors';
import { StudioGameServer } from './game-server';
import { PlatformWallet } from './platform-wallet';
import { clientApiRoutes, gameClientRoutes, launchRoutes } from './routes';
import { WalletCalls } from './wallet-calls';

declare module 'fastify' {
  interface FastifyInstance {
    /** The wallet calls the studio owes the platform (tests drive its retrier directly). */
    readonly walletCalls: WalletCalls;
  }
}

/**
 * The studio's game server as a Fastify app: the platform's signed launch API, the game client's
 * API and pages, and the retrier of owed wallet calls (started when the app is ready, stopped on close).
 */
export async function buildStudioApp(
  config: StudioConfig,
  database: StudioDatabaseHandle,
  options: { logger?: boolean } = {},
): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger === false || config.logLevel === 'silent' ? false : { level: config.logLevel },
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorFormat(app);
  const wallet = new PlatformWallet(config.platformUrl, config.sharedSecret, config.walletTimeoutMs);
  const calls = new WalletCalls(database.db, wallet, app.log, {
    retryIntervalMs: config.retryIntervalMs,
    walletTimeoutMs: config.walletTimeoutMs,
  });
  app.decorate('walletCalls', calls);
  const server = new StudioGameServer(database.db, calls, wallet, config.publicUrl);
  await app.register(launchRoutes, { prefix: '/aggregator', server, sharedSecret: config.sharedSecret });
  await app.register(clientApiRoutes, { prefix: '/provider/games/api', server });
  // The casino's site frames the games: at its public origin, and at the address the studio calls it on (one host in
  // development and tests); and whoever frames the site (the messenger's web client), since every ancestor must be allowed.
  const frameAncestors = [
    ...new Set([
      new URL(config.platformPublicUrl).origin,
      new URL(config.platformUrl).origin,
      ...config.platformFrameAncestors,
    ]),
  ];
  await app.register(gameClientRoutes, { distDir: config.gameClientDistDir, frameAncestors });
  app.get('/health', async () => ({ status: 'ok', database: database.kind }));
  app.addHook('onReady', async () => calls.start());
  app.addHook('onClose', async () => {
    await calls.stop();
    await database.close();
  });
  return app;
}
