import { z } from 'zod';
import {
  NOTIFICATION_KINDS,
  type NotificationMessagePage,
  type NotificationPreferences,
  type NotificationPushPage,
  type NotificationUnreadCount,
} from '@casino/shared';
import { schemaFor } from '../../http/response-schemas';
import type { SendView } from './notification-sends';

const state = z.union([z.literal(1), z.literal(2)]).describe('1 unread, 2 read');

const pageMeta = z.object({
  page: z.number(),
  perPage: z.number(),
  totalPages: z.number(),
  totalRows: z.number(),
  totalUnread: z.number().describe("The caller's unread messages (or pushes), on every page"),
});

export const notificationMessagePage = schemaFor<NotificationMessagePage>()(
  z.object({
    data: z
      .array(
        z.object({
          id: z.string(),
          kind: z.enum(NOTIFICATION_KINDS),
          state,
          readAt: z.string().nullable(),
          createdAt: z.string(),
          content: z
            .object({ title: z.string(), body: z.string() })
            .describe("Written in the player's language when the event happened"),
        }),
      )
      .readonly(),
    meta: pageMeta,
  }),
);

export const notificationPushPage = schemaFor<NotificationPushPage>()(
  z.object({
    data: z
      .array(
        z.object({
          id: z.string(),
          kind: z.enum(NOTIFICATION_KINDS),
          state,
          readAt: z.string().nullable(),
          createdAt: z.string(),
          title: z.string(),
        }),
      )
      .readonly(),
    meta: pageMeta,
  }),
);

export const unreadCount = schemaFor<NotificationUnreadCount>()(z.object({ totalUnread: z.number() }));

const topicChannels = z.object({ site: z.boolean(), email: z.boolean(), sms: z.boolean() });

export const notificationPreferencesView = schemaFor<NotificationPreferences>()(
  z.object({
    topics: z.object({
      payments: topicChannels,
      bonuses: topicChannels,
      sports: topicChannels,
      'safer-play': topicChannels,
      account: topicChannels,
      news: topicChannels,
    }),
  }),
);

const topicChange = topicChannels.partial().strict().optional();

/** A change of some topics' channels; what is not named stays as it is. */
export const preferencesChange = z
  .object({
    topics: z
      .object({
        payments: topicChange,
        bonuses: topicChange,
        sports: topicChange,
        'safer-play': topicChange,
        account: topicChange,
        news: topicChange,
      })
      .strict(),
  })
  .strict();

export const audienceSchema = z
  .object({
    playerId: z.uuid().optional(),
    countries: z
      .array(z.string().regex(/^[A-Z]{2}$/))
      .max(250)
      .readonly()
      .optional(),
    currencies: z.array(z.string().min(2).max(16)).max(100).readonly().optional(),
    levels: z.array(z.number().int().min(1).max(100)).max(100).readonly().optional(),
    depositedWithinDays: z.number().int().min(1).max(3650).optional(),
    marketingConsent: z.boolean().optional(),
  })
  .strict();

export const sendView = schemaFor<SendView>()(
  z.object({
    id: z.string(),
    category: z.enum(['service', 'marketing']),
    audience: audienceSchema,
    status: z.enum(['scheduled', 'sending', 'sent', 'cancelled']),
    scheduledAt: z.string(),
    recipients: z.number().describe('Players written to so far'),
    byEmail: z.boolean(),
    createdAt: z.string(),
    finishedAt: z.string().nullable(),
  }),
);
