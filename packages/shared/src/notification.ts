import type { PageMeta } from './http';
import type { NotificationState } from './statuses';

/**
 * Notifications (SPEC.md: Notification message, Push notification, section 7 Notifications):
 * the answers of `/api/notification/messenger/messages` and `/api/notification/pushes`, the
 * real-time pushes on `messenger:notifications#{profileId}` and `messenger:pushes#{profileId}`,
 * and the notification preferences. One definition for the server and the web.
 */

/** The popover under the bell shows page 1 with this many messages (SPEC.md section 9). */
export const NOTIFICATION_POPOVER_SIZE = 3;
/** Push notifications are listed this many to a page (SPEC.md section 9). */
export const PUSH_PAGE_SIZE = 20;
/** The inbox page lists this many messages to a page (ours: a phone screen and a half). */
export const NOTIFICATION_PAGE_SIZE = 20;
/** Ours: the most messages or pushes one read or delete call names; a page is 20, so 100 is every honest batch. */
export const NOTIFICATION_BATCH_MAX = 100;

/**
 * What a notification is about. Each kind belongs to a topic (the preference a player sets) and
 * has catalogue texts `notification.<kind>.title` and `.body` in the server's messages.
 */
export const NOTIFICATION_KINDS = [
  'deposit.credited',
  'deposit.failed',
  'withdrawal.approved',
  'withdrawal.paid',
  'withdrawal.declined',
  'bonus.issued',
  'bonus.wagered',
  'bonus.expired',
  'freespins.granted',
  'quest.completed',
  'loyalty.level-up',
  'limit.reached',
  'limit.effective',
  'break.ended',
  'verification.approved',
  'verification.rejected',
  'sport-bet.settled',
  'sport-bet.cashed-out',
  'login.new-device',
  'operator.service',
  'operator.marketing',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** The groups a player chooses channels for in the notifications tab of profile settings. */
export const NOTIFICATION_TOPICS = ['payments', 'bonuses', 'sports', 'safer-play', 'account', 'news'] as const;
export type NotificationTopic = (typeof NOTIFICATION_TOPICS)[number];

export const NOTIFICATION_CHANNELS = ['site', 'email', 'sms'] as const;
export type NotificationChannel = (typeof NOTIFICATION_CHANNELS)[number];

export const NOTIFICATION_TOPIC_OF: Readonly<Record<NotificationKind, NotificationTopic>> = {
  'deposit.credited': 'payments',
  'deposit.failed': 'payments',
  'withdrawal.approved': 'payments',
  'withdrawal.paid': 'payments',
  'withdrawal.declined': 'payments',
  'bonus.issued': 'bonuses',
  'bonus.wagered': 'bonuses',
  'bonus.expired': 'bonuses',
  'freespins.granted': 'bonuses',
  'quest.completed': 'bonuses',
  'loyalty.level-up': 'bonuses',
  'limit.reached': 'safer-play',
  'limit.effective': 'safer-play',
  'break.ended': 'safer-play',
  'verification.approved': 'account',
  'verification.rejected': 'account',
  'sport-bet.settled': 'sports',
  'sport-bet.cashed-out': 'sports',
  'login.new-device': 'account',
  'operator.service': 'account',
  'operator.marketing': 'news',
};

export interface TopicChannels {
  readonly site: boolean;
  readonly email: boolean;
  readonly sms: boolean;
}

/**
 * Each topic's channels when the player has not chosen: everything on site; e-mail for money and
 * the account (what a player expects by e-mail); the news by e-mail or SMS only with the
 * marketing consent the player gave (`receiveEmailPromo`, `receiveSmsPromo`), which the news row
 * of the tab edits.
 */
export const NOTIFICATION_TOPIC_DEFAULTS: Readonly<Record<NotificationTopic, TopicChannels>> = {
  payments: { site: true, email: true, sms: false },
  bonuses: { site: true, email: false, sms: false },
  sports: { site: true, email: false, sms: false },
  'safer-play': { site: true, email: false, sms: false },
  account: { site: true, email: true, sms: false },
  news: { site: true, email: false, sms: false },
};

/**
 * Channels a player cannot switch off: what keeps the account and the player safe (a new-device
 * login, a limit or a break) reaches them on site and the account topic by e-mail.
 */
export const NOTIFICATION_LOCKED_CHANNELS: Readonly<
  Partial<Record<NotificationTopic, readonly NotificationChannel[]>>
> = {
  account: ['site', 'email'],
  'safer-play': ['site'],
};

/** One inbox message (SPEC.md: id, readAt, state, content.title). */
export interface NotificationMessage {
  readonly id: string;
  readonly kind: NotificationKind;
  readonly state: NotificationState;
  readonly readAt: string | null;
  readonly createdAt: string;
  readonly content: { readonly title: string; readonly body: string };
}

/** A push (SPEC.md: state 1 unread, 2 read): the short, toast-like twin of a message. */
export interface NotificationPush {
  readonly id: string;
  readonly kind: NotificationKind;
  readonly state: NotificationState;
  readonly readAt: string | null;
  readonly createdAt: string;
  readonly title: string;
}

export interface NotificationPageMeta extends PageMeta {
  readonly totalUnread: number;
}

export interface NotificationMessagePage {
  readonly data: readonly NotificationMessage[];
  readonly meta: NotificationPageMeta;
}

export interface NotificationPushPage {
  readonly data: readonly NotificationPush[];
  readonly meta: NotificationPageMeta;
}

/** The answer of read, read all and delete: the caller's unread count after the change. */
export interface NotificationUnreadCount {
  readonly totalUnread: number;
}

/** `notification.created` on `messenger:notifications#{profileId}`: a new message, and the unread count with it. */
export const NOTIFICATION_CREATED_TYPE = 'notification.created';
/** `notification.read` on the same channel: messages were read or deleted elsewhere (another tab or device). */
export const NOTIFICATION_READ_TYPE = 'notification.read';
/** `push.created` on `messenger:pushes#{profileId}`: a toast to show. */
export const PUSH_CREATED_TYPE = 'push.created';

export type NotificationChannelEvent =
  | {
      readonly type: typeof NOTIFICATION_CREATED_TYPE;
      readonly message: NotificationMessage;
      readonly totalUnread: number;
    }
  | { readonly type: typeof NOTIFICATION_READ_TYPE; readonly totalUnread: number };

export interface PushChannelEvent {
  readonly type: typeof PUSH_CREATED_TYPE;
  readonly push: NotificationPush;
}

/** `GET`/`PUT /api/notification/preferences` (beyond the spec: the notifications tab of settings). */
export interface NotificationPreferences {
  readonly topics: Readonly<Record<NotificationTopic, TopicChannels>>;
}
