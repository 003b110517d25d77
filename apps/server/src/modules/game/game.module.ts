import type { GameProviderIntegration } from '@casino/shared';
import type { GameLauncher } from '../../providers/games/game-launcher';
import { InhouseSportsbookCatalogue } from '../../providers/sportsbook/sportsbook-catalogue';
import { defineModule } from '../../composition/app-module';
import { seedGameCatalogue } from './game-catalogue.seed';
import { gameLaunchRoutes } from './game-launch.routes';
import { GameLaunchService } from './game-launch.service';
import { GameWalletService } from './game-wallet.service';
import { gameArtRoutes, gameRoutes } from './game.routes';
import { GameService } from './game.service';
import { sportRoutes } from './sport.routes';

declare module '../../composition/app-module' {
  interface ModuleServices {
    /** The game catalogue, its collections and the players' history. */
    readonly games: GameService;
    /** The seamless wallet every game provider stakes and pays through; bonuses, jackpots and retention hook in. */
    readonly gameWallet: GameWalletService;
    /** What the platform asks the sportsbook provider: sport info, search, the player's bets. */
    readonly sportsCatalogue: InhouseSportsbookCatalogue;
    /** The launcher of each provider integration: each provider module adds its own, read at launch time. */
    readonly gameLaunchers: GameLaunchers;
  }
}

export type GameLaunchers = Partial<Record<GameProviderIntegration, GameLauncher>>;

/**
 * The game catalogue (GET /api/game/...), its art, the sports pages, launching a game with the
 * provider that serves it, and the game wallet the providers stake through.
 */
export const gameModule = defineModule({
  name: 'game',
  needs: ['auth', 'guard', 'player', 'wallet', 'limits', 'settings', 'rateLimiter'],
  provides: ['games', 'gameWallet', 'sportsCatalogue', 'gameLaunchers'],
  seed: seedGameCatalogue,
  async register(app, { db, config, services }) {
    const { auth, guard, player, wallet, limits, settings, rateLimiter } = services;
    const sportsCatalogue = new InhouseSportsbookCatalogue(db);
    const games = new GameService(db, {
      countryOf: async (playerId) => (await player.getProfile(playerId)).country,
      nameSourceOf: (playerId) => player.getProfile(playerId),
      sportsBets: (playerId, page) => sportsCatalogue.betsPage(playerId, page),
    });
    const gameWallet = new GameWalletService(db, wallet, games, limits.checkStake);
    gameWallet.breaks = limits;
    await app.register(gameRoutes, {
      prefix: '/api/game',
      games,
      guard,
      authenticate: (token) => auth.authenticate(token),
      countryHeader: config.countryHeader,
    });
    await app.register(gameArtRoutes, { prefix: '/provider/games/art', games });
    await app.register(sportRoutes, { prefix: '/api/game', catalogue: sportsCatalogue });
    const gameLaunchers: GameLaunchers = {};
    const launches = new GameLaunchService(
      games,
      wallet,
      async (code) => (await settings.listCurrencies({})).find((currency) => currency.code === code)?.subunitToUnit,
      gameLaunchers,
      rateLimiter,
      limits,
    );
    await app.register(gameLaunchRoutes, {
      prefix: '/api/game',
      launches,
      authenticate: (token) => auth.authenticate(token),
    });
    return { games, gameWallet, sportsCatalogue, gameLaunchers };
  },
});
