import { eq, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { SPORTSBOOK_GAME_IDENTITY } from '@casino/shared';
import type { Database } from '../../db/database';
import type { GameWalletService } from '../../modules/game/game-wallet.service';
import { gameProviders, games } from '../../modules/game/game.table';
import type { Notify } from '../../modules/notification/notification.service';
import { SportsbookBetting } from './betting/sportsbook-betting';
import { SportsbookMoney } from './betting/sportsbook-money';
import { SportsbookFeed } from './feed/sportsbook-feed';
import { SportsbookLauncher } from './sportsbook-launcher';
import { SportsbookSessions } from './sportsbook-sessions';
import { SportsbookTrading } from './sportsbook-trading';
import { publishEventChange } from './sportsbook-publication';
import { sportsbookRoutes } from './sportsbook.routes';
import { widgetRoutes } from './widget.routes';

export interface SportsbookOptions {
  readonly db: Database;
  readonly gameWallet: GameWalletService;
  readonly openLoginCondition: (authSessionId: SQL) => SQL;
  readonly feed: boolean;
  readonly feedSpeed: number;
  readonly betDelayMs: number;
  readonly widgetDistDir: string;
  /** The platform's player messages (a bet settled or cashed out). */
  readonly notify?: Notify;
}

/** The in-house sportsbook provider as the platform sees it. */
export interface SportsbookProvider {
  readonly launcher: SportsbookLauncher;
  readonly trading: SportsbookTrading;
  readonly feed: SportsbookFeed;
  readonly betting: SportsbookBetting;
  /** Its wallet calls (benchmarks seed bets through them). */
  readonly money: SportsbookMoney;
}

/**
 * Starts the in-house sportsbook inside this server (issue 14): its feed on the job queue, its
 * widget API under /provider/sportsbook/api, its catalogue entry for the start-game call. It
 * reaches the platform's money only through the seamless wallet of the `sportsbook` integration.
 */
export async function registerSportsbookProvider(
  app: FastifyInstance,
  options: SportsbookOptions,
): Promise<SportsbookProvider> {
  const { db } = options;
  const sessions = new SportsbookSessions(db, options.openLoginCondition);
  const money = new SportsbookMoney(
    options.gameWallet.seamlessWallet('sportsbook'),
    (executor) => sessions.gameId(executor),
    options.notify,
  );
  const betting = new SportsbookBetting(db, money, app.jobs, { betDelayMs: options.betDelayMs });
  const feed = new SportsbookFeed(
    db,
    app.jobs,
    app.log,
    {
      speed: options.feedSpeed,
      onMarketsResulted: (tx, _eventId, marketIds) => betting.marketsResulted(tx, marketIds),
      onEventChanged: publishEventChange,
    },
    options.feed,
  );
  const trading = new SportsbookTrading(db, betting, money, publishEventChange);
  app.addHook('onReady', async () => {
    await ensureCatalogueEntry(db);
    // The first fixtures at once rather than at the next minute's schedule.
    if (options.feed) await app.jobs.enqueue(feed.scheduleJob, {}, { singletonKey: 'sportsbook-start' });
  });
  await app.register(widgetRoutes, { distDir: options.widgetDistDir });
  await app.register(sportsbookRoutes, { prefix: '/provider/sportsbook/api', db, betting, sessions, money });
  return { launcher: new SportsbookLauncher(db), trading, feed, betting, money };
}

/**
 * The sportsbook's catalogue entry: the start-game call names it (SPORTSBOOK_GAME_IDENTITY) and
 * its rounds are the sports bets the platform's limits count. Never listed in the lobby.
 */
async function ensureCatalogueEntry(db: Database): Promise<void> {
  await db
    .insert(gameProviders)
    .values({
      identity: 'orbit-sportsbook',
      name: 'Orbit Sportsbook',
      logo: '',
      integration: 'sportsbook',
      position: 999,
    })
    .onConflictDoNothing();
  const [provider] = await db
    .select({ id: gameProviders.id })
    .from(gameProviders)
    .where(eq(gameProviders.identity, 'orbit-sportsbook'));
  if (!provider) throw new Error('the sportsbook provider row is missing');
  await db
    .insert(games)
    .values({
      identity: SPORTSBOOK_GAME_IDENTITY,
      name: 'Sportsbook',
      providerId: provider.id,
      description: 'Sports betting: pre-match and in-play, singles, accumulators and systems.',
      theme: 'sports',
      rtpBasisPoints: 9500,
      volatility: 'medium',
      hasDemo: false,
      isPlayable: true,
      isEnabled: false,
      image: '',
      releasedAt: '2026-11-25',
    })
    .onConflictDoNothing();
}
