import { defineModule } from '../../composition/app-module';
import { bonusAdminRoutes } from './bonus-admin.routes';
import { listLinkFlags } from './bonus-linking';
import { BonusTemplates } from './bonus-templates';
import { registerBonuses } from './bonus.plugin';
import { seedBonuses } from './bonus.seed';
import type { BonusService } from './bonus.service';

declare module '../../composition/app-module' {
  interface ModuleServices {
    /** The bonus engine: grants, wagering, codes and rewards. */
    readonly bonuses: BonusService;
  }
}

/**
 * The bonus engine (/api/game/bonuses...), its jobs, the stake hook of the game wallet and the
 * operator's catalogue. Before the game providers' routes: its max-bet push hook must cover them.
 * A break a player starts forfeits their bonuses.
 */
export const bonusModule = defineModule({
  name: 'bonus',
  needs: ['auth', 'guard', 'wallet', 'gameWallet', 'limits', 'notify'],
  provides: ['bonuses'],
  seed: seedBonuses,
  async register(app, { db, config, services, addOperatorRoutes }) {
    const { auth, guard, wallet, gameWallet, limits, notify } = services;
    const bonuses = await registerBonuses(app, {
      db,
      wallet,
      gameWallet,
      guard,
      authenticate: (token) => auth.authenticate(token),
      notify,
      ...config.bonus,
    });
    bonuses.breaks = limits;
    limits.onBreakStarted = (executor, playerId) => bonuses.breakStarted(executor, playerId);
    const templates = new BonusTemplates(db);
    const linkFlags = (page: number, perPage: number) => listLinkFlags(db, page, perPage);
    addOperatorRoutes(async (scope) =>
      scope.register(bonusAdminRoutes, { prefix: '/bonuses', bonuses, templates, linkFlags }),
    );
    return { bonuses };
  },
});
