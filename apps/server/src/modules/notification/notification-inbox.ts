import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import {
  NOTIFICATION_READ_TYPE,
  NotificationState,
  type NotificationChannelEvent,
  type NotificationMessagePage,
  type NotificationPushPage,
  type NotificationUnreadCount,
} from '@casino/shared';
import { queryRows, type Database } from '../../db/database';
import type { Executor } from '../../db/executor';
import { publishInTransaction, userChannel } from '../realtime/realtime.service';
import { notificationMessages, notificationPushes } from './notification.table';
import { toMessageView, toPushView } from './notification-views';
import { unreadMessagesOf } from './notification-writer';

export interface PageQuery {
  readonly page: number;
  readonly perPage: number;
}

/**
 * A player's inbox and pushes. Every statement names the caller's player id beside the ids the
 * body lists, so another player's id changes nothing and is not told apart from an unknown one.
 */
export class NotificationInbox {
  constructor(private readonly db: Database) {}

  async messages(playerId: string, query: PageQuery): Promise<NotificationMessagePage> {
    const [rows, counts] = await Promise.all([
      this.db
        .select()
        .from(notificationMessages)
        .where(eq(notificationMessages.playerId, playerId))
        .orderBy(desc(notificationMessages.createdAt), desc(notificationMessages.id))
        .limit(query.perPage)
        .offset((query.page - 1) * query.perPage),
      countsOf(this.db, 'notification_messages', playerId),
    ]);
    return { data: rows.map(toMessageView), meta: pageMeta(query, counts) };
  }

  readMessages(playerId: string, messageIds: readonly string[]): Promise<NotificationUnreadCount> {
    return this.changeMessages(playerId, (tx) =>
      tx
        .update(notificationMessages)
        .set({ state: NotificationState.Read, readAt: sql`now()` })
        .where(
          and(
            eq(notificationMessages.playerId, playerId),
            inArray(notificationMessages.id, [...messageIds]),
            eq(notificationMessages.state, NotificationState.Unread),
          ),
        ),
    );
  }

  readAllMessages(playerId: string): Promise<NotificationUnreadCount> {
    return this.changeMessages(playerId, (tx) =>
      tx
        .update(notificationMessages)
        .set({ state: NotificationState.Read, readAt: sql`now()` })
        .where(
          and(eq(notificationMessages.playerId, playerId), eq(notificationMessages.state, NotificationState.Unread)),
        ),
    );
  }

  deleteMessages(playerId: string, messageIds: readonly string[]): Promise<NotificationUnreadCount> {
    return this.changeMessages(playerId, (tx) =>
      tx
        .delete(notificationMessages)
        .where(and(eq(notificationMessages.playerId, playerId), inArray(notificationMessages.id, [...messageIds]))),
    );
  }

  async pushes(playerId: string, query: PageQuery): Promise<NotificationPushPage> {
    const [rows, counts] = await Promise.all([
      this.db
        .select()
        .from(notificationPushes)
        .where(eq(notificationPushes.playerId, playerId))
        .orderBy(desc(notificationPushes.createdAt), desc(notificationPushes.id))
        .limit(query.perPage)
        .offset((query.page - 1) * query.perPage),
      countsOf(this.db, 'notification_pushes', playerId),
    ]);
    return { data: rows.map(toPushView), meta: pageMeta(query, counts) };
  }

  /** Marks pushes read (the toasts shown, in one batch, or all): answers the unread pushes left. */
  async readPushes(playerId: string, pushIds: readonly string[] | 'all'): Promise<NotificationUnreadCount> {
    const which = pushIds === 'all' ? undefined : inArray(notificationPushes.id, [...pushIds]);
    await this.db
      .update(notificationPushes)
      .set({ state: NotificationState.Read, readAt: sql`now()` })
      .where(
        and(eq(notificationPushes.playerId, playerId), eq(notificationPushes.state, NotificationState.Unread), which),
      );
    const counts = await countsOf(this.db, 'notification_pushes', playerId);
    return { totalUnread: counts.unread };
  }

  /** A change of the caller's messages, then the unread count told to their other tabs and devices. */
  private async changeMessages(
    playerId: string,
    change: (tx: Executor) => Promise<unknown>,
  ): Promise<NotificationUnreadCount> {
    return this.db.transaction(async (tx) => {
      await change(tx);
      const totalUnread = await unreadMessagesOf(tx, playerId);
      const event: NotificationChannelEvent = { type: NOTIFICATION_READ_TYPE, totalUnread };
      await publishInTransaction(tx, userChannel('messenger:notifications', playerId), event);
      return { totalUnread };
    });
  }
}

interface Counts {
  readonly total: number;
  readonly unread: number;
}

async function countsOf(
  executor: Executor,
  table: 'notification_messages' | 'notification_pushes',
  playerId: string,
): Promise<Counts> {
  const [row] = await queryRows<{ total: number | string; unread: number | string }>(
    executor,
    sql`select count(*)::int as total, count(*) filter (where state = 1)::int as unread from ${sql.identifier(table)} where player_id = ${playerId}`,
  );
  return { total: Number(row?.total ?? 0), unread: Number(row?.unread ?? 0) };
}

function pageMeta(query: PageQuery, counts: Counts) {
  return {
    page: query.page,
    perPage: query.perPage,
    totalRows: counts.total,
    totalPages: Math.ceil(counts.total / query.perPage),
    totalUnread: counts.unread,
  };
}
