import { sql } from 'drizzle-orm';
import {
  NOTIFICATION_CHANNELS,
  NOTIFICATION_LOCKED_CHANNELS,
  NOTIFICATION_TOPICS,
  type NotificationPreferences,
  type NotificationTopic,
  type TopicChannels,
} from '@casino/shared';
import { queryRows, type Database } from '../../db/database';
import type { Executor } from '../../db/executor';
import { AppError, notFound } from '../../http/app-error';
import { notificationPreferences } from './notification.table';
import { channelsOf } from './notification-writer';

export type PreferencesChange = { readonly topics: Partial<Record<NotificationTopic, Partial<TopicChannels>>> };

const channelLocked = (topic: string, channel: string) =>
  new AppError(
    422,
    'notification_channel_locked',
    'This notification cannot be switched off: it keeps your account and your play safe',
    {
      [`topics.${topic}.${channel}`]: [
        'This notification cannot be switched off: it keeps your account and your play safe',
      ],
    },
  );

/**
 * The notifications tab of profile settings. The news topic's e-mail and SMS are the player's
 * marketing consent itself (`receive_email_promo`, `receive_sms_promo`), so the registration
 * checkbox, the profile and this tab agree; giving it is refused during a break.
 */
export class NotificationPreferencesService {
  constructor(
    private readonly db: Database,
    private readonly assertNoBreak: (playerId: string, executor: Executor) => Promise<void>,
  ) {}

  async get(playerId: string, executor: Executor = this.db): Promise<NotificationPreferences> {
    const [row] = await queryRows<{
      channels: Record<string, Partial<TopicChannels>> | null;
      emailPromo: boolean;
      smsPromo: boolean;
    }>(
      executor,
      sql`select np.channels, p.receive_email_promo as "emailPromo", p.receive_sms_promo as "smsPromo"
          from players p left join notification_preferences np on np.player_id = p.id where p.id = ${playerId}`,
    );
    if (!row) throw notFound('There is no such player');
    const topics = Object.fromEntries(
      NOTIFICATION_TOPICS.map((topic) => [topic, channelsOf(topic, row.channels?.[topic] ?? null)]),
    ) as Record<NotificationTopic, TopicChannels>;
    topics.news = { ...topics.news, email: row.emailPromo, sms: row.smsPromo };
    return { topics };
  }

  async update(playerId: string, change: PreferencesChange): Promise<NotificationPreferences> {
    for (const [topic, channels] of Object.entries(change.topics)) {
      for (const channel of NOTIFICATION_LOCKED_CHANNELS[topic as NotificationTopic] ?? []) {
        if (channels?.[channel] === false) throw channelLocked(topic, channel);
      }
    }
    return this.db.transaction(async (tx) => {
      await tx.execute(sql`select id from players where id = ${playerId} for update`);
      const current = await this.get(playerId, tx);
      const { news, ...others } = change.topics;
      const giving =
        (news?.email === true && !current.topics.news.email) || (news?.sms === true && !current.topics.news.sms);
      if (giving) await this.assertNoBreak(playerId, tx);
      const stored = Object.fromEntries(
        Object.entries(others).map(([topic, channels]) => [
          topic,
          pick({ ...current.topics[topic as NotificationTopic], ...channels }),
        ]),
      );
      if (news?.site !== undefined) stored.news = { site: news.site };
      await tx
        .insert(notificationPreferences)
        .values({ playerId, channels: stored })
        .onConflictDoUpdate({
          target: notificationPreferences.playerId,
          set: { channels: sql`${notificationPreferences.channels} || excluded.channels`, updatedAt: sql`now()` },
        });
      if (news?.email !== undefined || news?.sms !== undefined) {
        await tx.execute(
          sql`update players set receive_email_promo = ${news.email ?? current.topics.news.email}, receive_sms_promo = ${news.sms ?? current.topics.news.sms}, updated_at = now() where id = ${playerId}`,
        );
      }
      return this.get(playerId, tx);
    });
  }
}

function pick(channels: Partial<TopicChannels>): Partial<TopicChannels> {
  return Object.fromEntries(
    NOTIFICATION_CHANNELS.filter((channel) => channels[channel] !== undefined).map((channel) => [
      channel,
      channels[channel],
    ]),
  );
}
