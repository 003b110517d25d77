import { defineModule } from '../../composition/app-module';
import { healthRoutes } from './health.routes';

/** GET /api/health (and the operator's detailed view): the database and the studio process. */
export const healthModule = defineModule({
  name: 'health',
  async register(app, { database, config }) {
    const { studio } = config;
    await app.register(healthRoutes, {
      prefix: '/api',
      database,
      adminToken: config.auth.adminToken,
      studio: studio.spawn || studio.external ? { url: studio.url, own: studio.spawn } : undefined,
    });
  },
});
