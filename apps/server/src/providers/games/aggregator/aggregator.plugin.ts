import type { SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../../db/database';
import type { GameWalletService } from '../../../modules/game/game-wallet.service';
import type { GameLauncher } from '../game-launcher';
import { AggregatorGameLauncher, type StudioConnection } from './aggregator-launcher';
import { aggregatorWalletRoutes } from './aggregator-wallet.routes';

/**
 * The `aggregator` integration: studios whose games run on a game server of their own (in this
 * repo apps/studio-server) and reach the platform only over the signed seamless-wallet protocol
 * (@casino/seamless-protocol). Registers the wallet API the studio calls and answers the launcher
 * that calls the studio. A real aggregator is another StudioConnection (and, if its messages
 * differ, an adapter in front of these routes).
 */
export async function registerAggregatorProvider(
  app: FastifyInstance,
  options: {
    readonly db: Database;
    readonly gameWallet: GameWalletService;
    readonly openLoginCondition: (authSessionId: SQL) => SQL;
    readonly studio: StudioConnection;
  },
): Promise<GameLauncher> {
  const { db, gameWallet, openLoginCondition, studio } = options;
  await app.register(aggregatorWalletRoutes, {
    prefix: '/provider/aggregator/wallet',
    db,
    wallet: gameWallet.seamlessWallet('aggregator'),
    sharedSecret: studio.sharedSecret,
    openLoginCondition,
    assertNoBreak: (playerId) => gameWallet.breaks.assertNoBreak(playerId),
  });
  return new AggregatorGameLauncher(db, studio);
}
