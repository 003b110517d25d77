import { useState } from 'react';
import { Toggle } from '@/components/ui/form';
import { showAlert } from '@/lib/alerts';
import { useT } from '@/lib/i18n';
import { useProfile } from '../api/get-profile';
import { useUpdateProfile } from '../api/update-profile';
import { PageHeading } from '../components/form-parts';
import type { ProfilePageProps } from '../components/profile-page-props';
import '../components/profile.css';

const PROMO_SETTINGS = ['receiveEmailPromo', 'receiveSmsPromo'] as const;
type PromoSetting = (typeof PROMO_SETTINGS)[number];

/** Notification settings: offers by e-mail and by SMS, each switched on or off at once. */
export default function SettingsNotificationsPage({ headingLevel }: ProfilePageProps) {
  const t = useT();
  const { data: profile } = useProfile();
  const updateProfile = useUpdateProfile();
  const [saving, setSaving] = useState<PromoSetting>();
  if (!profile) return null;

  const change = async (setting: PromoSetting, enabled: boolean) => {
    setSaving(setting);
    try {
      await updateProfile.mutateAsync({ [setting]: enabled });
      showAlert({ kind: 'success', title: enabled ? 'alerts:account.promoOn' : 'alerts:account.promoOff' });
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
      <div className="profile-card profile-toggles">
        {PROMO_SETTINGS.map((setting) => (
          <Toggle
            key={setting}
            label={t(`fields-settings:labels.${setting}`)}
            hint={t(`global-components:account.notifications.${setting}Hint`)}
            checked={profile[setting]}
            loading={saving === setting}
            disabled={saving !== undefined}
            onChange={(event) => void change(setting, event.target.checked)}
          />
        ))}
      </div>
    </section>
  );
}
