import { defineModule } from '../../composition/app-module';
import { registerJackpots } from './jackpot.plugin';

/** The progressive jackpot: stakes of its games feed the pool, a jackpot win empties it; the public pools and big wins. */
export const jackpotModule = defineModule({
  name: 'jackpot',
  needs: ['player', 'wallet', 'gameWallet'],
  async register(app, { db, services: { player, wallet, gameWallet } }) {
    await registerJackpots(app, { db, wallet, gameWallet, nameSourceOf: (playerId) => player.getProfile(playerId) });
  },
});
