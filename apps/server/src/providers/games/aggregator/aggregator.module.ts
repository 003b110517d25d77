import { defineModule } from '../../../composition/app-module';
import { openLoginCondition } from '../../../modules/auth/auth.service';
import { registerAggregatorProvider } from './aggregator.plugin';

/** The aggregator studio's games: its wallet API (signed calls from the studio) and the launcher that calls it. */
export const aggregatorGamesModule = defineModule({
  name: 'aggregator-games',
  needs: ['gameWallet', 'gameLaunchers'],
  async register(app, { db, config, services: { gameWallet, gameLaunchers } }) {
    gameLaunchers.aggregator = await registerAggregatorProvider(app, {
      db,
      gameWallet,
      openLoginCondition,
      studio: config.studio,
    });
  },
});
