import { defineModule } from '../../composition/app-module';
import { retentionAdminRoutes } from './retention-admin.routes';
import { registerRetention, type Retention } from './retention.plugin';
import { seedRetention } from './retention.seed';

declare module '../../composition/app-module' {
  interface ModuleServices {
    /** Quests, loyalty and referral. */
    readonly retention: Retention;
  }
}

/**
 * Quests, loyalty and referral (/api/retention/...): settled rounds, credited deposits, login days
 * and registrations reach it as jobs, through the hooks it sets on the game wallet, auth and player.
 */
export const retentionModule = defineModule({
  name: 'retention',
  needs: ['auth', 'guard', 'player', 'wallet', 'gameWallet', 'bonuses', 'limits', 'notify'],
  provides: ['retention'],
  seed: seedRetention,
  async register(app, { db, services, addOperatorRoutes }) {
    const { auth, guard, player, wallet, gameWallet, bonuses, limits, notify } = services;
    const retention = await registerRetention(app, {
      db,
      wallet,
      bonuses,
      guard,
      assertNoBreak: (playerId, executor) => limits.assertNoBreak(playerId, executor),
      notify,
    });
    gameWallet.settledRounds = (executor, roundId) => retention.roundSettled(executor, roundId);
    auth.playerSeen = (playerId, executor) => retention.playerSeen(playerId, executor);
    player.registered = (executor, arrival) => retention.referral.attribute(executor, arrival);
    const { quests, referral } = retention;
    addOperatorRoutes(async (scope) =>
      scope.register(retentionAdminRoutes, { prefix: '/retention', db, quests, referral }),
    );
    return { retention };
  },
});
