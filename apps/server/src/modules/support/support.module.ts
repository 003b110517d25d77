import { defineModule } from '../../composition/app-module';
import { registerSupport } from './support.plugin';

/** The live support chat (guests and players) and its operators' routes; attachments go to the document storage. */
export const supportModule = defineModule({
  name: 'support',
  needs: ['auth', 'player', 'rateLimiter', 'documentStorage'],
  async register(app, { services: { auth, player, rateLimiter, documentStorage }, addOperatorRoutes }) {
    const support = await registerSupport(app, {
      rateLimiter,
      documentStorage,
      authenticate: (token) => auth.authenticate(token),
      chatRestoreIdOf: async (playerId) => (await player.getProfile(playerId)).chatRestoreId,
    });
    addOperatorRoutes(async (scope) => support.adminRoutes(scope));
  },
});
