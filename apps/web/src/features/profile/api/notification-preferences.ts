import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  NOTIFICATION_CHANNELS,
  NOTIFICATION_LOCKED_CHANNELS,
  NOTIFICATION_TOPIC_DEFAULTS,
  NOTIFICATION_TOPICS,
  type NotificationChannel,
  type NotificationPreferences,
  type NotificationTopic,
  type PlayerProfile,
  type TopicChannels,
} from '@casino/shared';
import { isRecord, request } from '@/lib/http';
import { PLAYER_QUERY_ROOT } from './get-profile';

/**
 * The notifications tab of settings (beyond the spec): which topic reaches the player on which
 * channel. The news row's e-mail and SMS are the marketing consent kept on the profile
 * (`receiveEmailPromo`, `receiveSmsPromo`): they show and change the profile, and the
 * preferences sent always carry the consent as it is, so the two never disagree.
 */
export const notificationPreferencesKey = [PLAYER_QUERY_ROOT, 'notification-preferences'] as const;

/** The news row's channels that are the marketing consent of the profile. */
export const CONSENT_OF_NEWS = { email: 'receiveEmailPromo', sms: 'receiveSmsPromo' } as const satisfies Partial<Record<NotificationChannel, keyof PlayerProfile>>;

export const isLockedChannel = (topic: NotificationTopic, channel: NotificationChannel): boolean => NOTIFICATION_LOCKED_CHANNELS[topic]?.includes(channel) ?? false;

/** Whether a switch is the marketing consent (the news row's e-mail or SMS) rather than a preference. */
export const isConsentChannel = (topic: NotificationTopic, channel: NotificationChannel): channel is keyof typeof CONSENT_OF_NEWS => topic === 'news' && channel in CONSENT_OF_NEWS;

/** A topic's channels as the server sent them, its defaults for what is missing, locked ones on. */
function readTopic(topic: NotificationTopic, value: unknown): TopicChannels {
  const row = isRecord(value) ? value : {};
  const channels = { ...NOTIFICATION_TOPIC_DEFAULTS[topic] };
  for (const channel of NOTIFICATION_CHANNELS) {
    if (typeof row[channel] === 'boolean') channels[channel] = row[channel];
    if (isLockedChannel(topic, channel)) channels[channel] = true;
  }
  return channels;
}

export function parsePreferences(body: unknown): NotificationPreferences {
  const topics = isRecord(body) && isRecord(body.topics) ? body.topics : {};
  return { topics: Object.fromEntries(NOTIFICATION_TOPICS.map((topic) => [topic, readTopic(topic, topics[topic])])) as NotificationPreferences['topics'] };
}

/** What the tab shows: the preferences, with the news row's e-mail and SMS read from the consent. */
export function withConsent(preferences: NotificationPreferences, profile: Pick<PlayerProfile, 'receiveEmailPromo' | 'receiveSmsPromo'>): NotificationPreferences {
  const news = { ...preferences.topics.news, email: profile.receiveEmailPromo, sms: profile.receiveSmsPromo };
  return { topics: { ...preferences.topics, news } };
}

/** One switch changed; a locked channel stays on whatever is asked. */
export function withChannel(preferences: NotificationPreferences, topic: NotificationTopic, channel: NotificationChannel, on: boolean): NotificationPreferences {
  if (isLockedChannel(topic, channel)) return preferences;
  return { topics: { ...preferences.topics, [topic]: { ...preferences.topics[topic], [channel]: on } } };
}

/** `GET /api/notification/preferences`. */
export function getNotificationPreferences(signal?: AbortSignal): Promise<NotificationPreferences> {
  return request('/api/notification/preferences', { signal, parse: parsePreferences });
}

/** `PUT /api/notification/preferences`: the whole table; the server refuses a locked channel off (422). */
export function putNotificationPreferences(preferences: NotificationPreferences): Promise<NotificationPreferences> {
  return request('/api/notification/preferences', { method: 'PUT', body: preferences, parse: parsePreferences });
}

export function useNotificationPreferences() {
  return useQuery({ queryKey: notificationPreferencesKey, queryFn: ({ signal }) => getNotificationPreferences(signal), staleTime: 0 });
}

export function useSaveNotificationPreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: putNotificationPreferences,
    onSuccess: (saved) => queryClient.setQueryData(notificationPreferencesKey, saved),
  });
}
