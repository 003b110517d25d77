import { Link, useLocation } from 'react-router';
import { localizePath, splitLocalePath } from '@casino/shared';
import { useT } from '@/lib/i18n';
import type { ModalBodyProps } from '@/lib/modals';
import { useProfile } from '../api/get-profile';
import '../components/profile.css';

/**
 * The player's phone number. Adding or changing one needs a server call that proves the new
 * number for a logged-in player, which the API does not offer yet: until it does, support does it.
 */
export default function PhoneModal(_props: ModalBodyProps) {
  const t = useT();
  const { data: profile } = useProfile();
  const { locale } = splitLocalePath(useLocation().pathname);
  return (
    <div className="profile-modal">
      {profile?.phone ? (
        <dl className="profile-modal__facts">
          <dt>{t('fields-settings:labels.phone')}</dt>
          <dd>
            <span dir="ltr">{profile.phone}</span>{' '}
            <span className={profile.phoneConfirmed ? 'profile-badge profile-badge--ok' : 'profile-badge'}>
              {t(profile.phoneConfirmed ? 'global-components:account.info.confirmed' : 'global-components:account.info.notConfirmed')}
            </span>
          </dd>
        </dl>
      ) : (
        <p className="profile-modal__lead">{t('modals:phone.none')}</p>
      )}
      <p className="profile-modal__hint">{t('modals:phone.viaSupport')}</p>
      <Link className="modal-button modal-button--primary" to={localizePath('/support', locale)}>
        {t('modals:phone.contactSupport')}
      </Link>
    </div>
  );
}
