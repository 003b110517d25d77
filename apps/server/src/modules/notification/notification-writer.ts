import { sql } from 'drizzle-orm';
import {
  NOTIFICATION_CREATED_TYPE,
  NOTIFICATION_LOCKED_CHANNELS,
  NOTIFICATION_TOPIC_DEFAULTS,
  NOTIFICATION_TOPIC_OF,
  NotificationState,
  PUSH_CREATED_TYPE,
  type NotificationChannelEvent,
  type NotificationKind,
  type NotificationTopic,
  type PushChannelEvent,
  type TopicChannels,
} from '@casino/shared';
import { queryRows } from '../../db/database';
import type { Executor } from '../../db/executor';
import { messageLocaleOf } from '../../http/request-locale';
import { publishInTransaction, userChannel } from '../realtime/realtime.service';
import { notificationMessages, notificationPushes } from './notification.table';
import { renderNotification, type NotificationParams } from './notification-texts';
import { toMessageView, toPushView } from './notification-views';

/** A domain event a player hears about. */
export interface NotificationEvent {
  readonly playerId: string;
  readonly kind: NotificationKind;
  /**
   * The event's own identity (`invoice:{id}:paid`, `bonus:{id}:issued`...): a replayed event,
   * or the same event handled by a second node, finds its message written and writes nothing.
   */
  readonly eventKey: string;
  readonly params?: NotificationParams;
}

/** The channels beyond the site a written message is to go out on: the delivery job's work. */
export interface OutboundChannels {
  readonly email: boolean;
  readonly sms: boolean;
}

export type DeliveryEnqueuer = (executor: Executor, messageId: string, channels: OutboundChannels) => Promise<void>;

interface Recipient {
  readonly locale: string | null;
  readonly channels: Partial<TopicChannels> | null;
}

/**
 * Writes the player's message for a domain event, on the event's own transaction: the message,
 * its push and the real-time announcements exist if and only if the change commits, and exactly
 * once per event key. Answers whether this call wrote it.
 */
export async function writeNotification(
  executor: Executor,
  event: NotificationEvent,
  enqueueDelivery: DeliveryEnqueuer,
): Promise<boolean> {
  const [recipient] = await queryRows<Recipient>(
    executor,
    sql`select coalesce(p.language, p.locale) as locale, np.channels -> ${NOTIFICATION_TOPIC_OF[event.kind]} as channels
        from players p left join notification_preferences np on np.player_id = p.id where p.id = ${event.playerId}`,
  );
  if (!recipient) return false;
  const channels = channelsOf(NOTIFICATION_TOPIC_OF[event.kind], recipient.channels);
  const rendered = renderNotification(messageLocaleOf(recipient.locale ?? undefined), event.kind, event.params ?? {});
  const dedupeKey = `${event.kind}:${event.eventKey}`.slice(0, 160);
  // With the site channel off the message is still kept (the inbox is the record) but arrives read: no badge, no toast.
  const [message] = await executor
    .insert(notificationMessages)
    .values({
      playerId: event.playerId,
      kind: event.kind,
      title: rendered.title,
      body: rendered.body,
      params: rendered.shown,
      dedupeKey,
      state: channels.site ? NotificationState.Unread : NotificationState.Read,
      readAt: channels.site ? null : sql`now()`,
    })
    .onConflictDoNothing()
    .returning();
  if (!message) return false;
  if (channels.site) await announce(executor, message, dedupeKey);
  if (channels.email || channels.sms)
    await enqueueDelivery(executor, message.id, { email: channels.email, sms: channels.sms });
  return true;
}

/** A topic's channels: the player's choice over the defaults, the locked ones always on. */
export function channelsOf(topic: NotificationTopic, chosen: Partial<TopicChannels> | null): TopicChannels {
  const merged = { ...NOTIFICATION_TOPIC_DEFAULTS[topic], ...(chosen ?? {}) };
  for (const channel of NOTIFICATION_LOCKED_CHANNELS[topic] ?? []) merged[channel] = true;
  return merged;
}

type MessageRow = typeof notificationMessages.$inferSelect;

/** The push twin and the two real-time events: a new message with the unread count, and a toast. */
async function announce(executor: Executor, message: MessageRow, dedupeKey: string): Promise<void> {
  const [push] = await executor
    .insert(notificationPushes)
    .values({ playerId: message.playerId, kind: message.kind, title: message.title, dedupeKey })
    .onConflictDoNothing()
    .returning();
  const totalUnread = await unreadMessagesOf(executor, message.playerId);
  const created: NotificationChannelEvent = {
    type: NOTIFICATION_CREATED_TYPE,
    message: toMessageView(message),
    totalUnread,
  };
  await publishInTransaction(executor, userChannel('messenger:notifications', message.playerId), created);
  if (push) {
    const toast: PushChannelEvent = { type: PUSH_CREATED_TYPE, push: toPushView(push) };
    await publishInTransaction(executor, userChannel('messenger:pushes', message.playerId), toast);
  }
}

/** The player's unread messages: one count over the partial index of unread rows. */
export async function unreadMessagesOf(executor: Executor, playerId: string): Promise<number> {
  const [row] = await queryRows<{ count: number | string }>(
    executor,
    sql`select count(*)::int as count from notification_messages where player_id = ${playerId} and state = 1`,
  );
  return Number(row?.count ?? 0);
}
