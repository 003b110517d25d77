import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  NOTIFICATION_CHANNELS,
  NOTIFICATION_LOCKED_CHANNELS,
  NOTIFICATION_TOPIC_DEFAULTS,
  NOTIFICATION_TOPICS,
  type NotificationChannel,
  type NotificationPreferences,
  type NotificationTopic,
  type TopicChannels,
} from '@casino/shared';
import { isRecord, request } from '@/lib/http';
import { PLAYER_QUERY_ROOT, profileQueryKey } from './get-profile';

/**
 * The notifications tab of settings (beyond the spec): which topic reaches the player on which
 * channel. The news row's e-mail and SMS are the marketing consent of the profile
 * (`receiveEmailPromo`, `receiveSmsPromo`): the server reads and writes them there, so after a
 * change of that row the cached profile is read again.
 */
export const notificationPreferencesKey = [PLAYER_QUERY_ROOT, 'notification-preferences'] as const;

/** One switch: the server changes what is named and keeps the rest. */
export interface PreferenceChange {
  readonly topic: NotificationTopic;
  readonly channel: NotificationChannel;
  readonly on: boolean;
}

export const isLockedChannel = (topic: NotificationTopic, channel: NotificationChannel): boolean =>
  NOTIFICATION_LOCKED_CHANNELS[topic]?.includes(channel) ?? false;

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
  return {
    topics: Object.fromEntries(
      NOTIFICATION_TOPICS.map((topic) => [topic, readTopic(topic, topics[topic])]),
    ) as NotificationPreferences['topics'],
  };
}

/** `GET /api/notification/preferences`. */
export function getNotificationPreferences(signal?: AbortSignal): Promise<NotificationPreferences> {
  return request('/api/notification/preferences', { signal, parse: parsePreferences });
}

/**
 * `PUT /api/notification/preferences` with one switch; answers the whole table. The server refuses
 * a locked channel off, and news by e-mail or SMS during a break (422).
 */
export function changeNotificationPreference({
  topic,
  channel,
  on,
}: PreferenceChange): Promise<NotificationPreferences> {
  return request('/api/notification/preferences', {
    method: 'PUT',
    body: { topics: { [topic]: { [channel]: on } } },
    parse: parsePreferences,
  });
}

export function useNotificationPreferences() {
  return useQuery({
    queryKey: notificationPreferencesKey,
    queryFn: ({ signal }) => getNotificationPreferences(signal),
    staleTime: 0,
  });
}

export function useSaveNotificationPreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeNotificationPreference,
    onSuccess: (saved, { topic }) => {
      queryClient.setQueryData(notificationPreferencesKey, saved);
      if (topic === 'news') void queryClient.invalidateQueries({ queryKey: profileQueryKey, exact: true });
    },
  });
}
