import { defineModule } from '../../composition/app-module';
import { openLoginCondition } from '../../modules/auth/auth.service';
import { sportsbookAdminRoutes } from './sportsbook-admin.routes';
import { registerSportsbookProvider, type SportsbookProvider } from './sportsbook.plugin';

declare module 'fastify' {
  interface FastifyInstance {
    /** The in-house sportsbook: tests and benchmarks drive its feed and settlement directly. */
    readonly sportsbook: SportsbookProvider;
  }
}

/** The in-house sportsbook provider (`app.sportsbook`), its launcher and the operator's trading routes. */
export const sportsbookModule = defineModule({
  name: 'sportsbook',
  needs: ['gameWallet', 'gameLaunchers', 'notify'],
  async register(app, { db, config, services: { gameWallet, gameLaunchers, notify }, addOperatorRoutes }) {
    const sportsbook = await registerSportsbookProvider(app, {
      db,
      gameWallet,
      openLoginCondition,
      widgetDistDir: config.sportsbookWidgetDistDir,
      notify,
      ...config.sportsbook,
    });
    app.decorate('sportsbook', sportsbook);
    gameLaunchers.sportsbook = sportsbook.launcher;
    addOperatorRoutes(async (scope) =>
      scope.register(sportsbookAdminRoutes, { prefix: '/sportsbook', db, trading: sportsbook.trading }),
    );
  },
});
