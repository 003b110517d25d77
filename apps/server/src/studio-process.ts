import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from './config/env';
import { serverPaths } from './paths';

/** The studio's game server (apps/studio-server): its bundle after `npm run build`, else its source through tsx. */
const studioRoot = path.resolve(serverPaths.packageRoot, '../studio-server');

/** How long a restart of a studio that stopped waits, so a studio that cannot start does not spin. */
const RESTART_DELAY_MS = 5_000;

/**
 * Starts the aggregator studio beside this server when no STUDIO_URL names an outside one
 * (`npm start`, development): a child process on STUDIO_PORT with its own database under
 * DATA_DIR/studio (or STUDIO_DATABASE_URL), calling this server's wallet API with the secret of
 * this run. Restarted if it stops; stopped with this server. Meanwhile launches of its games
 * answer `provider_unavailable`, and its owed wallet calls wait in its database.
 */
export function startStudioProcess(config: AppConfig, log: FastifyBaseLogger): { stop: () => Promise<void> } {
  const bundle = path.join(studioRoot, 'dist/studio-server.js');
  const args = fs.existsSync(bundle) ? [bundle] : ['--import', 'tsx', path.join(studioRoot, 'src/main.ts')];
  const environment: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: config.environment,
    LOG_LEVEL: config.logLevel,
    STUDIO_PORT: String(config.studio.port),
    STUDIO_PUBLIC_URL: config.studio.publicUrl,
    STUDIO_SHARED_SECRET: config.studio.sharedSecret,
    PLATFORM_URL: `http://127.0.0.1:${config.port}`,
    PLATFORM_PUBLIC_URL: config.publicUrl,
    DATA_DIR: config.database.dataDir,
    GAME_CLIENT_DIST_DIR: config.gameClientDistDir,
  };
  let child: ChildProcess | undefined;
  let stopping = false;
  let restart: NodeJS.Timeout | undefined;
  const start = () => {
    // The IPC channel is the studio's tie to this process: when this server dies, even by kill -9,
    // the channel closes and the studio stops as well (apps/studio-server/src/main.ts) instead of
    // keeping its port and its database from the next server.
    const started = spawn(process.execPath, args, {
      cwd: studioRoot,
      env: environment,
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    child = started;
    started.on('exit', (code, signal) => {
      child = undefined;
      if (stopping) return;
      log.error(
        { code, signal, url: config.studio.url },
        `the studio's game server stopped: its games answer provider_unavailable and health says so until it is back; restarting it in ${RESTART_DELAY_MS / 1000} s`,
      );
      restart = setTimeout(start, RESTART_DELAY_MS);
    });
  };
  start();
  log.info({ url: config.studio.url }, "starting the studio's game server");
  return {
    stop: async () => {
      stopping = true;
      if (restart) clearTimeout(restart);
      const running = child;
      if (!running || running.exitCode !== null) return;
      await new Promise<void>((resolve) => {
        running.once('exit', () => resolve());
        running.kill('SIGTERM');
      });
    },
  };
}
