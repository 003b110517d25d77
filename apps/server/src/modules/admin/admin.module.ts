import { operatorOpenApiRoutes } from '../../http/openapi';
import { jobAdminRoutes } from '../../jobs/job-admin.routes';
import { defineModule } from '../../composition/app-module';
import { adminRoutes } from './admin.routes';

/**
 * The operator API (/api/admin, behind the operator token): its own player routes, then every
 * module's operator routes in list order, the job queue's and the operator OpenAPI document.
 * After every module that adds operator routes.
 */
export const adminModule = defineModule({
  name: 'admin',
  needs: ['player', 'auth', 'wallet'],
  async register(app, { config, services: { player, auth, wallet }, operatorRoutes }) {
    await app.register(adminRoutes, {
      prefix: '/api/admin',
      adminToken: config.auth.adminToken,
      publicUrl: config.publicUrl,
      autologinTokenTtlSeconds: config.auth.autologinTokenTtlSeconds,
      player,
      auth,
      wallet,
      operatorRoutes: [
        ...operatorRoutes,
        async (scope) => scope.register(jobAdminRoutes, { prefix: '/jobs', jobs: app.jobs }),
        async (scope) => scope.register(operatorOpenApiRoutes),
      ],
    });
  },
});
