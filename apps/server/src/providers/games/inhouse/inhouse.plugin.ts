import type { SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../../db/database';
import type { GameWalletService } from '../../../modules/game/game-wallet.service';
import type { GameService } from '../../../modules/game/game.service';
import type { GameLauncher } from '../game-launcher';
import { gameClientRoutes } from './game-client.routes';
import { InhouseGameLauncher } from './inhouse-launcher';
import { InhouseGameServer } from './inhouse-game-server';
import { inhouseRoutes } from './inhouse.routes';
import { pruneExpiredLaunchSessions } from './launch-sessions';

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
  },
): Promise<GameLauncher> {
  const { db, gameWallet, openLoginCondition } = options;
  const server = new InhouseGameServer(db, gameWallet, gameWallet.seamlessWallet('inhouse'), openLoginCondition);
  await app.register(inhouseRoutes, { prefix: '/provider/games/api', server });
  await app.register(gameClientRoutes, { distDir: options.clientDistDir });
  // Every launch (a guest's demo too) leaves a session row; expired ones are deleted on the schedule.
  app.pruning.add({ name: 'game-launch-sessions', prune: (now) => pruneExpiredLaunchSessions(db, now) });
  return new InhouseGameLauncher(db);
}
