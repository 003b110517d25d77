import { createSmsSender } from '../../providers/sms/sms-sender';
import { defineModule } from '../../composition/app-module';
import { registerNotifications } from './notification.plugin';
import type { Notify } from './notification.service';

declare module '../../composition/app-module' {
  interface ModuleServices {
    /** Tells a player of a module's event, on the event's own transaction. */
    readonly notify: Notify;
  }
}

/**
 * The inbox, pushes and operator sends (/api/notification/...): modules tell players of their
 * events through `notify`. Limits and logins are built before it: their messages are hooked in here.
 */
export const notificationModule = defineModule({
  name: 'notification',
  needs: ['auth', 'guard', 'mail', 'limits'],
  provides: ['notify'],
  async register(app, { db, config, services: { auth, guard, mail, limits }, addOperatorRoutes }) {
    const notifications = await registerNotifications(app, {
      db,
      mail,
      sms: createSmsSender(db),
      guard,
      publicUrl: config.publicUrl,
      assertNoBreak: limits.assertNoBreak,
    });
    const notify: Notify = (executor, event) => notifications.notify(executor, event);
    limits.notify = notify;
    auth.notify = notify;
    addOperatorRoutes(async (scope) => scope.register(notifications.adminRoutes));
    return { notify };
  },
});
