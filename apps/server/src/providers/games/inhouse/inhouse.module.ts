import { defineModule } from '../../../composition/app-module';
import { openLoginCondition } from '../../../modules/auth/auth.service';
import { registerInhouseGameProvider } from './inhouse.plugin';

/** The in-house game provider (its API under /provider/games/api and the game client), launcher of the `inhouse` games. */
export const inhouseGamesModule = defineModule({
  name: 'inhouse-games',
  needs: ['games', 'gameWallet', 'gameLaunchers'],
  async register(app, { db, config, services: { games, gameWallet, gameLaunchers } }) {
    gameLaunchers.inhouse = await registerInhouseGameProvider(app, {
      db,
      games,
      gameWallet,
      clientDistDir: config.gameClientDistDir,
      crash: config.crash,
      // A launch token lives only as long as the login that launched the game.
      openLoginCondition,
    });
  },
});
