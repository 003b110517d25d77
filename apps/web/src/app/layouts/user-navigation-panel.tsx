import { Link } from 'react-router';
import { Icon } from '@/components/ui/icon';
import { useT } from '@/lib/i18n';
import { ModalLink } from '@/lib/modals';
import { useViewer } from '@/lib/viewer';
import { useLocalizePath } from '../routes/use-locale';

/**
 * The user navigation panel: sign in and sign up for a guest, deposit and the profile for a
 * player. The buttons only put the modal key in the URL; the modal system opens the dialog.
 */
export function UserNavigationPanel() {
  const t = useT();
  const viewer = useViewer();
  const localizePath = useLocalizePath();

  if (!viewer.isLoggedIn) {
    return (
      <div className="user-panel" data-testid="user-panel">
        <ModalLink className="button button--secondary button--small" modal="sign-in" data-testid="sign-in-button">
          {t('layout:header.signIn')}
        </ModalLink>
        <ModalLink className="button button--primary button--small" modal="sign-up" data-testid="sign-up-button">
          {t('layout:header.signUp')}
        </ModalLink>
      </div>
    );
  }
  return (
    <div className="user-panel" data-testid="user-panel">
      <ModalLink className="button button--primary button--small" modal="wallet" value="deposit">
        {t('layout:header.deposit')}
      </ModalLink>
      <Link className="icon-button icon-button--outlined" to={localizePath('/profile')} aria-label={t('layout:userPanel.profile')}>
        <Icon name="profile" />
      </Link>
    </div>
  );
}
