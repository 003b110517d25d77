import { inArray, and, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import type { Database } from '../../db/database';
import type { Executor } from '../../db/executor';
import type { PlayerGuard } from '../../http/player-guard';
import type { MailSender } from '../../providers/mail/mail-sender';
import type { SmsSender } from '../../providers/sms/sms-sender';
import { storedServerSecret } from '../auth/auth.service';
import { notificationMessages } from './notification.table';
import { deliverMessage, deliveryJob, UnsubscribeLinks, type DeliveryJobData } from './notification-delivery';
import { NotificationInbox } from './notification-inbox';
import { NotificationPreferencesService } from './notification-preferences';
import { NotificationSends } from './notification-sends';
import { writeNotification, type NotificationEvent } from './notification-writer';
import { notificationAdminRoutes } from './notification-admin.routes';
import { notificationRoutes } from './notification.routes';
import { unsubscribeRoutes } from './notification-unsubscribe.routes';

declare module 'fastify' {
  interface FastifyInstance {
    /** Notifications (issue 26): modules tell a player of their events with `notify`, on the event's transaction. */
    readonly notifications: Notifications;
  }
}

export interface Notifications {
  /** Writes the player's message for a domain event, once per event key; answers whether this call wrote it. */
  notify(executor: Executor, event: NotificationEvent): Promise<boolean>;
  readonly sends: NotificationSends;
  readonly inbox: NotificationInbox;
  /** The operator routes, registered under /api/admin by app.ts. */
  readonly adminRoutes: FastifyPluginAsync;
}

const UNSUBSCRIBE_SECRET_NAME = 'notification.unsubscribe';
const UNSUBSCRIBE_SECRET_BYTES = 32;

export interface NotificationsOptions {
  readonly db: Database;
  readonly mail: MailSender;
  readonly sms: SmsSender;
  readonly guard: PlayerGuard;
  readonly publicUrl: string;
  readonly assertNoBreak: (playerId: string, executor: Executor) => Promise<void>;
}

/** The inbox, pushes, preferences, operator sends and their e-mail; decorates `app.notifications`. */
export async function registerNotifications(
  app: FastifyInstance,
  options: NotificationsOptions,
): Promise<Notifications> {
  const { db } = options;
  const links = new UnsubscribeLinks(
    await storedServerSecret(db, UNSUBSCRIBE_SECRET_NAME, UNSUBSCRIBE_SECRET_BYTES),
    options.publicUrl,
  );
  const delivery = app.jobs.define(deliveryJob(db, options, links));
  const enqueueDelivery = (executor: Executor, messageId: string, channels: Omit<DeliveryJobData, 'messageId'>) =>
    app.jobs.enqueue(delivery, { messageId, ...channels }, { executor, singletonKey: messageId });
  // A send's e-mails, one job per batch: each recipient's message mailed as a single delivery would be.
  const sendMail = app.jobs.define<{ sendId: string; playerIds: string[] }>({
    name: 'notification.send-mail',
    retry: { limit: 6, delaySeconds: 10, backoff: true, maxDelaySeconds: 600 },
    timeoutSeconds: 300,
    run: async ({ sendId, playerIds }) => {
      const messages = await db
        .select({ id: notificationMessages.id })
        .from(notificationMessages)
        .where(and(eq(notificationMessages.sendId, sendId), inArray(notificationMessages.playerId, playerIds)));
      for (const message of messages)
        await deliverMessage(db, options, links, { messageId: message.id, email: true, sms: false });
    },
  });
  const sends = new NotificationSends(db, app.jobs, (executor, sendId, playerIds) =>
    app.jobs.enqueue(sendMail, { sendId, playerIds: [...playerIds] }, { executor }),
  );
  const inbox = new NotificationInbox(db);
  const preferences = new NotificationPreferencesService(db, options.assertNoBreak);

  await app.register(notificationRoutes, { prefix: '/api/notification', inbox, preferences, guard: options.guard });
  await app.register(unsubscribeRoutes, { prefix: '/api/notification', db, links });
  const notifications: Notifications = {
    notify: (executor, event) => writeNotification(executor, event, enqueueDelivery),
    sends,
    inbox,
    adminRoutes: async (scope) => scope.register(notificationAdminRoutes, { prefix: '/notification', sends }),
  };
  app.decorate('notifications', notifications);
  return notifications;
}
