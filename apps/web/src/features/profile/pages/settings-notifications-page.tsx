import { useState } from 'react';
import type { NotificationChannel, NotificationTopic } from '@casino/shared';
import { showAlert } from '@/lib/alerts';
import { useT } from '@/lib/i18n';
import { useProfile } from '../api/get-profile';
import { CONSENT_OF_NEWS, isConsentChannel, useNotificationPreferences, useSaveNotificationPreferences, withChannel, withConsent } from '../api/notification-preferences';
import { useUpdateProfile } from '../api/update-profile';
import { PageHeading } from '../components/form-parts';
import { NotificationPreferencesTable } from '../components/notification-preferences-table';
import type { ProfilePageProps } from '../components/profile-page-props';
import '../components/profile.css';

/**
 * The notifications tab of settings: which topics reach the player on site, by e-mail and by
 * SMS, each switch saved at once. The news row's e-mail and SMS are the marketing consent of the
 * profile (notification-preferences.ts), so they are saved on the profile.
 */
export default function SettingsNotificationsPage({ headingLevel }: ProfilePageProps) {
  const t = useT();
  const { data: profile } = useProfile();
  const preferences = useNotificationPreferences();
  const savePreferences = useSaveNotificationPreferences();
  const updateProfile = useUpdateProfile();
  const [saving, setSaving] = useState<{ key: string; on: boolean }>();
  const shown = preferences.data && profile ? withConsent(preferences.data, profile) : undefined;

  const change = async (topic: NotificationTopic, channel: NotificationChannel, on: boolean) => {
    if (!shown) return;
    setSaving({ key: `${topic}.${channel}`, on });
    try {
      if (isConsentChannel(topic, channel)) await updateProfile.mutateAsync({ [CONSENT_OF_NEWS[channel]]: on });
      else await savePreferences.mutateAsync(withChannel(shown, topic, channel, on));
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
        <div className="profile-card profile-page__status" role="alert">
          <p>{t('global-components:notifications.preferences.loadFailed')}</p>
          <button type="button" className="button button--secondary button--small" onClick={() => void preferences.refetch()}>
            {t('global-components:buttons.retry')}
          </button>
        </div>
      )}
      {shown && (
        <div className="profile-card">
          <NotificationPreferencesTable preferences={shown} saving={saving} onChange={(topic, channel, on) => void change(topic, channel, on)} />
        </div>
      )}
    </section>
  );
}
