import { useId } from 'react';
import {
  NOTIFICATION_CHANNELS,
  NOTIFICATION_KINDS,
  NOTIFICATION_TOPIC_OF,
  NOTIFICATION_TOPICS,
  type NotificationChannel,
  type NotificationPreferences,
  type NotificationTopic,
} from '@casino/shared';
import { Icon } from '@/components/ui/icon';
import { useT } from '@/lib/i18n';
import { isLockedChannel } from '../api/notification-preferences';
import '@/components/ui/form/choice.css';
import './notification-preferences.css';

interface PreferencesTableProps {
  readonly preferences: NotificationPreferences;
  /** The switch being saved (`topic.channel`): it shows the new value, and every switch waits. */
  readonly saving?: { readonly key: string; readonly on: boolean };
  readonly onChange: (topic: NotificationTopic, channel: NotificationChannel, on: boolean) => void;
}

/** The kinds a topic covers, as the row's hint ("Deposit credited, Withdrawal paid…"). */
const kindsOf = (topic: NotificationTopic) =>
  NOTIFICATION_KINDS.filter((kind) => NOTIFICATION_TOPIC_OF[kind] === topic && !kind.startsWith('operator.'));

/**
 * Topics by channels (on site, e-mail, SMS): a switch each, applied at once. The channels that
 * keep the account and the player safe are on and cannot be switched off; the note under the
 * table says why, and each of those switches points to it.
 */
export function NotificationPreferencesTable({ preferences, saving, onChange }: PreferencesTableProps) {
  const t = useT();
  const lockedNoteId = useId();
  return (
    <div className="preferences-table-frame">
      <table className="preferences-table" data-testid="notification-preferences">
        <caption className="visually-hidden">{t('global-components:notifications.preferences.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('global-components:notifications.preferences.topic')}</th>
            {NOTIFICATION_CHANNELS.map((channel) => (
              <th key={channel} scope="col">
                {t(`global-components:notifications.channels.${channel}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {NOTIFICATION_TOPICS.map((topic) => (
            <tr key={topic} data-topic={topic}>
              <th scope="row">
                <span className="preferences-table__topic">{t(`global-components:notifications.topics.${topic}`)}</span>
                <span className="preferences-table__kinds">
                  {topic === 'news'
                    ? t('global-components:notifications.preferences.newsHint')
                    : kindsOf(topic)
                        .map((kind) => t(`global-components:notifications.kinds.${kind}`))
                        .join(', ')}
                </span>
              </th>
              {NOTIFICATION_CHANNELS.map((channel) => {
                const key = `${topic}.${channel}`;
                const locked = isLockedChannel(topic, channel);
                const checked = saving?.key === key ? saving.on : preferences.topics[topic][channel];
                return (
                  <td key={channel}>
                    <span className="preferences-table__cell">
                      <input
                        type="checkbox"
                        role="switch"
                        className="form-switch"
                        checked={checked}
                        disabled={locked || saving !== undefined}
                        aria-label={t('global-components:notifications.preferences.switch', {
                          topic: t(`global-components:notifications.topics.${topic}`),
                          channel: t(`global-components:notifications.channels.${channel}`),
                        })}
                        aria-describedby={locked ? lockedNoteId : undefined}
                        aria-busy={saving?.key === key || undefined}
                        onChange={(event) => onChange(topic, channel, event.target.checked)}
                        data-testid={`preference-${key}`}
                      />
                      {locked && <Icon name="shield" size={14} className="preferences-table__lock" />}
                    </span>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
      <p id={lockedNoteId} className="preferences-table__note">
        <Icon name="shield" size={14} className="preferences-table__lock" />
        {t('global-components:notifications.preferences.locked')}
      </p>
    </div>
  );
}
