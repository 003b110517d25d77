import type { FastifyInstance } from 'fastify';
import type { BetMaxExceedPush } from '@casino/shared';
import type { Database } from '../../db/database';
import type { JobKind } from '../../jobs/job-kind';
import type { RequestPlayer } from '../../http/player-guard';
import type { PlayerGuard } from '../../http/player-guard';
import type { GameWalletService } from '../game/game.service';
import { publishInTransaction, userChannel } from '../realtime/realtime.service';
import type { WalletService } from '../wallet/wallet.service';
import { BonusCashback } from './bonus-cashback';
import { BonusCodes } from './bonus-codes';
import { FreespinPlay } from './bonus-freespins';
import { LinkedAccountError, recordLinkFlag } from './bonus-linking';
import { BonusMaxBetError, BonusStakesEngine } from './bonus-stakes';
import { bonusRoutes } from './bonus.routes';
import { BonusService } from './bonus.service';
import type { BonusLedger } from './bonus-transitions';
import type { Notify } from '../notification/notification.service';

declare module 'fastify' {
  interface FastifyInstance {
    /** The bonus engine; tests move its clock and run its jobs' work directly. */
    readonly bonuses: {
      readonly service: BonusService;
      readonly codes: BonusCodes;
      readonly cashback: BonusCashback;
      readonly gameWallet: GameWalletService;
    };
  }
}

/** Once a minute across all nodes: bonuses and free spins past their deadlines end. */
const EXPIRY_SCHEDULE = '* * * * *';
/** Daily 00:05 UTC: the week just finished gets its cashback on Monday, and a missed Monday the day after. */
const CASHBACK_SCHEDULE = '5 0 * * *';

/** `game.bet.max.exceed` on `game:bets#{playerId}` (SPEC.md section 9), with the bonus's currency, maximum and the game. */
export interface BetMaxExceedEvent extends BetMaxExceedPush {
  readonly type: 'game.bet.max.exceed';
}

/**
 * Builds the bonus engine and registers its routes under /api/game, its jobs, and the stake hook
 * of the seamless wallet. The max-bet push is published after the refused request failed (its own
 * transaction rolled back), as `game.bet.restricted` is.
 */
export async function registerBonuses(
  app: FastifyInstance,
  options: {
    db: Database;
    wallet: WalletService;
    gameWallet: GameWalletService;
    guard: PlayerGuard;
    authenticate: (token: string | undefined) => Promise<RequestPlayer>;
    wagerMultiplierCaps: Readonly<Record<string, number>>;
    /** The player's messages: a bonus issued, wagered or expired, free spins granted. */
    notify?: Notify;
  },
): Promise<BonusService> {
  const { db } = options;
  // Every part of the engine moves money, and tells the player, through this one ledger.
  const ledger: BonusLedger = {
    transfer: (executor, request) => options.wallet.transfer(executor, request),
    announceBalance: (executor, playerId, currency) => options.wallet.announceBalance(executor, playerId, currency),
    ...(options.notify ? { notify: options.notify } : {}),
  };
  const service = new BonusService(db, ledger, options.wagerMultiplierCaps, app.log);
  const codes = new BonusCodes(db, service);
  service.codes = codes;
  const cashback = new BonusCashback(
    db,
    ledger,
    () => service.now(),
    (playerId, executor) => service.breaks.assertNoBreak(playerId, executor),
  );
  options.gameWallet.bonuses = new BonusStakesEngine(db, ledger, () => service.now());
  options.gameWallet.freespins = new FreespinPlay(db, ledger, () => service.now());
  app.decorate('bonuses', { service, codes, cashback, gameWallet: options.gameWallet });

  const expiry: JobKind<Record<string, never>> = {
    name: 'bonus.expire',
    cron: EXPIRY_SCHEDULE,
    retry: { limit: 1, delaySeconds: 30, backoff: false },
    timeoutSeconds: 5 * 60,
    run: async () => {
      await service.expire();
    },
  };
  const cashbackJob: JobKind<Record<string, never>> = {
    name: 'bonus.cashback',
    cron: CASHBACK_SCHEDULE,
    retry: { limit: 5, delaySeconds: 60, backoff: true, maxDelaySeconds: 3600 },
    timeoutSeconds: 30 * 60,
    run: async () => {
      await cashback.computeFinishedPeriod(service.now());
    },
  };
  app.jobs.define(expiry);
  app.jobs.define(cashbackJob);

  // A refusal for a shared device, address or card: its transaction rolled back, the operator's flag is recorded now.
  app.addHook('onError', async (_request, _reply, error) => {
    if (!(error instanceof LinkedAccountError)) return;
    await recordLinkFlag(db, error.flag).catch((failure: unknown) => {
      app.log.warn({ err: failure }, 'a bonus link flag could not be recorded');
    });
  });

  app.addHook('onError', async (_request, _reply, error) => {
    if (!(error instanceof BonusMaxBetError)) return;
    const event: BetMaxExceedEvent = {
      type: 'game.bet.max.exceed',
      currency: error.currency,
      maxBetAmount: Number(error.maxBetAmount),
      gameIdentity: error.gameIdentity,
    };
    await publishInTransaction(db, userChannel('game:bets', error.playerId), event).catch((failure: unknown) => {
      app.log.warn({ err: failure }, 'the game.bet.max.exceed push could not be recorded');
    });
  });

  await app.register(bonusRoutes, {
    prefix: '/api/game',
    bonuses: service,
    codes,
    cashback,
    guard: options.guard,
    authenticate: options.authenticate,
  });
  return service;
}
