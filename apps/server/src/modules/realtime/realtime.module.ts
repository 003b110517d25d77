import { defineModule } from '../../composition/app-module';
import { registerRealtime, type Realtime } from './realtime.plugin';

declare module 'fastify' {
  interface FastifyInstance {
    readonly realtime: Realtime;
  }
}

/** The websocket endpoint, the broker and the outbox dispatcher (`app.realtime`). */
export const realtimeModule = defineModule({
  name: 'realtime',
  needs: ['auth'],
  async register(app, { db, config, services: { auth } }) {
    app.decorate('realtime', await registerRealtime(app, { db, auth, ...config.realtime }));
  },
});
