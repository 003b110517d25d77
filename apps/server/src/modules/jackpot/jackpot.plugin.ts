import type { FastifyInstance } from 'fastify';
import type { PlayerId, ProfileNameSource } from '@casino/shared';
import type { Database } from '../../db/database';
import type { JobKind } from '../../jobs/job-kind';
import type { GameWalletService } from '../game/game.service';
import type { WalletService } from '../wallet/wallet.service';
import { jackpotRoutes } from './jackpot.routes';
import { JackpotService } from './jackpot.service';

declare module 'fastify' {
  interface FastifyInstance {
    /** The progressive jackpot and the big-wins feed; tests read pools and run the push job's work directly. */
    readonly jackpots: JackpotService;
  }
}

/**
 * Builds the jackpot: plugs it into the seamless wallet (stakes feed the pool, a jackpot win empties
 * it, big wins are recorded), registers the public reads under /api/game, and the job that pushes
 * a big win once its round has committed.
 */
export async function registerJackpots(
  app: FastifyInstance,
  options: {
    db: Database;
    wallet: WalletService;
    gameWallet: GameWalletService;
    nameSourceOf: (playerId: PlayerId) => Promise<ProfileNameSource | null>;
  },
): Promise<JackpotService> {
  const bigWinJob: JobKind<{ roundId: string }> = {
    name: 'jackpot.big-win',
    retry: { limit: 3, delaySeconds: 5, backoff: true, maxDelaySeconds: 60 },
    timeoutSeconds: 60,
    run: async ({ roundId }) => {
      await service.announceBigWin(roundId);
    },
  };
  const service: JackpotService = new JackpotService(options.db, options.wallet, {
    nameSourceOf: options.nameSourceOf,
    announceBigWin: (executor, roundId) => app.jobs.enqueue(bigWinJob, { roundId }, { executor }),
  });
  app.jobs.define(bigWinJob);
  options.gameWallet.jackpots = service;
  app.decorate('jackpots', service);
  await app.register(jackpotRoutes, { prefix: '/api/game', jackpots: service });
  return service;
}
