import { useState } from 'react';
import type { NotificationChannel, NotificationTopic } from '@casino/shared';
import { showAlert } from '@/lib/alerts';
import { useT } from '@/lib/i18n';
import { useNotificationPreferences, useSaveNotificationPreferences } from '../api/notification-preferences';
import { PageHeading } from '../components/form-parts';
import { NotificationPreferencesTable } from '../components/notification-preferences-table';
import type { ProfilePageProps } from '../components/profile-page-props';
import '../components/profile.css';
import '@/components/ui/card.css';

/**
 * The notifications tab of settings: which topics reach the player on site, by e-mail and by
 * SMS, each switch saved at once. The news row's e-mail and SMS are the marketing consent the
 * player gave at registration (notification-preferences.ts), changed here as well.
 */
export default function SettingsNotificationsPage({ headingLevel }: ProfilePageProps) {
  const t = useT();
  const preferences = useNotificationPreferences();
  const savePreferences = useSaveNotificationPreferences();
  const [saving, setSaving] = useState<{ key: string; on: boolean }>();
  const shown = preferences.data;

  const change = async (topic: NotificationTopic, channel: NotificationChannel, on: boolean) => {
    setSaving({ key: `${topic}.${channel}`, on });
    try {
      await savePreferences.mutateAsync({ topic, channel, on });
      showAlert({ kind: 'success', title: 'alerts:notifications.saved' });
    } catch {
      showAlert({ kind: 'error', title: 'alerts:generic.error' });
    } finally {
      setSaving(undefined);
    }
  };

  return (
    <section className="profile-page" data-testid="profile-settings-notifications">
      <PageHeading level={headingLevel} className="profile-page__title">
        {t('global-components:sections.profile-settings-notifications')}
      </PageHeading>
      <p className="profile-page__lead">{t('global-components:notifications.preferences.lead')}</p>
      {preferences.isPending && (
        <div className="preferences-skeleton" role="status">
          <span className="visually-hidden">{t('global-components:loading.label')}</span>
          <div className="skeleton preferences-skeleton__block" />
        </div>
      )}
      {preferences.isError && (
        <div className="card card--padded profile-page__status" role="alert">
          <p>{t('global-components:notifications.preferences.loadFailed')}</p>
          <button
            type="button"
            className="button button--secondary button--small"
            onClick={() => void preferences.refetch()}
          >
            {t('global-components:buttons.retry')}
          </button>
        </div>
      )}
      {shown && (
        <div className="card card--padded">
          <NotificationPreferencesTable
            preferences={shown}
            saving={saving}
            onChange={(topic, channel, on) => void change(topic, channel, on)}
          />
        </div>
      )}
    </section>
  );
}
