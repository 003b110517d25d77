import { useState } from 'react';
import type { PlayerProfile } from '@casino/shared';
import { showAlert } from '@/lib/alerts';
import { useT } from '@/lib/i18n';
import type { ModalBodyProps } from '@/lib/modals';
import { usePageLocale } from '@/lib/page-locale';
import { useProfile } from '../api/get-profile';
import { PhoneCodeStep, PhoneNumberStep } from '../components/phone-change-steps';
import '../components/profile.css';

/** Where the calling-code select starts when the player's profile names no country. */
const FALLBACK_PHONE_COUNTRY = 'GB';

/**
 * The player's phone number, added or changed with a one-time code: the new number, then the
 * 6-digit code texted to it. The number is saved (and confirmed) only once the code matches.
 */
export default function PhoneModal({ close }: ModalBodyProps) {
  const locale = usePageLocale();
  const { data: profile } = useProfile();
  const [sentTo, setSentTo] = useState<string>();

  const changed = (phone: string) => {
    showAlert({ kind: 'success', title: 'alerts:account.phoneChanged', params: { phone } });
    close();
  };

  return (
    <div className="profile-modal">
      {sentTo === undefined ? (
        <>
          <CurrentPhone profile={profile} />
          <PhoneNumberStep
            locale={locale}
            defaultCountry={profile?.country ?? FALLBACK_PHONE_COUNTRY}
            onSent={setSentTo}
          />
        </>
      ) : (
        <PhoneCodeStep
          phone={sentTo}
          locale={locale}
          onChanged={() => changed(sentTo)}
          onChangeNumber={() => setSentTo(undefined)}
        />
      )}
    </div>
  );
}

/** The number the account has now, and whether it is confirmed; hidden once a code is on its way. */
function CurrentPhone({ profile }: { readonly profile: PlayerProfile | undefined }) {
  const t = useT();
  if (!profile?.phone) return <p className="profile-modal__lead">{t('modals:phone.none')}</p>;
  return (
    <dl className="profile-modal__facts">
      <dt>{t('modals:phone.current')}</dt>
      <dd>
        <span dir="ltr">{profile.phone}</span>{' '}
        <span className={profile.phoneConfirmed ? 'profile-badge profile-badge--ok' : 'profile-badge'}>
          {t(
            profile.phoneConfirmed
              ? 'global-components:account.info.confirmed'
              : 'global-components:account.info.notConfirmed',
          )}
        </span>
      </dd>
    </dl>
  );
}
