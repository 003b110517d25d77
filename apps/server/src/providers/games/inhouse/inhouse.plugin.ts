import type { SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../../db/database';
import type { GameWalletService } from '../../../modules/game/game-wallet.service';
import type { GameService } from '../../../modules/game/game.service';
import type { GameLauncher } from '../game-launcher';
import { CrashService, type CrashOptions } from './crash/crash-service';
import { gameClientRoutes } from './game-client.routes';
import { InhouseGameLauncher } from './inhouse-launcher';
import { InhouseGameServer } from './inhouse-game-server';
import { inhouseRoutes } from './inhouse.routes';
import { pruneExpiredLaunchSessions } from './launch-sessions';

declare module 'fastify' {
  interface FastifyInstance {
    /** Crash's shared rounds (providers/games/inhouse/crash): tests drive its clock and rounds directly. */
    readonly crash: CrashService;
  }
}

/**
 * Starts the in-house game provider inside this server: its API under /provider/games/api and
 * its game client's pages. It reaches the platform's money only through the seamless wallet of
 * the `inhouse` integration. Answers the launcher the platform's play route uses.
 */
export async function registerInhouseGameProvider(
  app: FastifyInstance,
  options: {
    readonly db: Database;
    readonly games: GameService;
    readonly gameWallet: GameWalletService;
    readonly clientDistDir: string;
    /** "A player's login is still open" as an SQL condition (the auth module's): a launch token ends with its login. */
    readonly openLoginCondition: (authSessionId: SQL) => SQL;
    /** Crash: its betting time and chain length. */
    readonly crash: CrashOptions;
  },
): Promise<GameLauncher> {
  const { db, gameWallet, openLoginCondition } = options;
  const server = new InhouseGameServer(db, gameWallet, gameWallet.seamlessWallet('inhouse'), openLoginCondition);
  // The launch, the crash and the bets reach each crash room's public channel through the real-time broker.
  const publishLive = (channel: string, data: unknown) => app.realtime.broker.publish({ channel, data });
  const crash = new CrashService(
    db,
    gameWallet,
    gameWallet.seamlessWallet('inhouse'),
    openLoginCondition,
    app.jobs,
    app.log,
    { ...options.crash, publishLive },
  );
  app.decorate('crash', crash);
  app.addHook('preClose', () => {
    crash.feed.stop();
    return Promise.resolve();
  });
  // A round going for every crash game from the start (then the round-end jobs and the watchdog keep it going).
  app.addHook('onReady', async () => {
    if (!options.crash.rounds) return;
    await crash
      .advanceAll()
      .catch((error: unknown) =>
        app.log.error({ err: error }, 'crash: the first round could not start; the watchdog retries'),
      );
  });
  await app.register(inhouseRoutes, { prefix: '/provider/games/api', server, crash });
  await app.register(gameClientRoutes, { distDir: options.clientDistDir });
  // Every launch (a guest's demo too) leaves a session row; expired ones are deleted on the schedule.
  app.pruning.add({ name: 'game-launch-sessions', prune: (now) => pruneExpiredLaunchSessions(db, now) });
  return new InhouseGameLauncher(db);
}
