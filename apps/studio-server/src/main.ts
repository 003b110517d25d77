import { buildStudioApp } from './app';
import { loadStudioConfig, StudioConfigError, studioPaths } from './config';
import { openStudioDatabase } from './database';

/**
 * The studio's game server process (`npm start` starts it beside the platform, see
 * apps/server/src/studio-process.ts). Prints `studio listening on <url>` once it serves.
 */
async function main(): Promise<void> {
  const config = loadStudioConfig();
  const database = await openStudioDatabase(config.database, studioPaths.migrationsDir);
  const app = await buildStudioApp(config, database);
  const close = () => {
    app.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.once('SIGTERM', close);
  process.once('SIGINT', close);
  // Started by the platform's server (apps/server/src/studio-process.ts) with an IPC channel: when
  // that server dies, however it dies, the channel closes, and this studio stops with it rather
  // than keep its port and its database from the next server.
  if (process.channel) process.once('disconnect', close);
  const address = await app.listen({ host: config.host, port: config.port });
  process.stdout.write(`studio listening on ${address}\n`);
}

main().catch((error: unknown) => {
  const message =
    error instanceof StudioConfigError
      ? error.message
      : error instanceof Error
        ? (error.stack ?? error.message)
        : String(error);
  process.stderr.write(`The studio server could not start.\n${message}\n`);
  process.exit(1);
});
