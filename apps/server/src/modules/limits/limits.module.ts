import { defineModule } from '../../composition/app-module';
import { registerLimitNotices } from './limit-notices';
import { limitsAdminRoutes, limitsRoutes } from './limits.routes';
import { LimitsService } from './limits.service';
import { RealityCheckService } from './reality-check';
import { registerRestrictionPush } from './restriction-push';
import { registerResponsibleGamingMarkers } from './rg-markers.job';

declare module '../../composition/app-module' {
  interface ModuleServices {
    /** Responsible-gaming limits: deposits, stakes, play time and breaks. */
    readonly limits: LimitsService;
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Responsible-gaming limits; tests move its clock (`app.limits.now`). */
    readonly limits: LimitsService;
  }
}

/**
 * Responsible gaming: the player's limits and reality check (/api/player/limits...), the push and
 * the message of a refused stake or deposit (hooks covering the routes registered after them), the
 * markers job, and the operator's views. Its messages go out once the notifications module hooks in.
 */
export const limitsModule = defineModule({
  name: 'limits',
  needs: ['guard'],
  provides: ['limits'],
  async register(app, { db, services: { guard }, addOperatorRoutes }) {
    const limits = new LimitsService(db);
    app.decorate('limits', limits);
    await app.register(limitsRoutes, {
      prefix: '/api/player',
      limits,
      realityCheck: new RealityCheckService(db),
      guard,
    });
    registerRestrictionPush(app, db);
    const responsibleGaming = registerResponsibleGamingMarkers(app, { db, limits });
    addOperatorRoutes(
      async (scope) => scope.register(limitsAdminRoutes, { limits }),
      async (scope) => scope.register(responsibleGaming.adminRoutes),
    );
    registerLimitNotices(app, db, limits);
    return { limits };
  },
});
