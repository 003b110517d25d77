import { Link, useLocation } from 'react-router';
import { displayName, localizePath, splitLocalePath } from '@casino/shared';
import { Icon } from '@/components/ui/icon';
import { pathTo } from '@/config/paths';
import { useProfile } from '@/features/profile/api/get-profile';
import { PlayerAvatar } from '@/features/profile/components/player-avatar';
import { LoyaltyMenuSummary } from '@/features/retention/components/loyalty-card';
import { showAlert } from '@/lib/alerts';
import { useT } from '@/lib/i18n';
import { navigateTo } from '@/lib/navigation';
import { localizedHome, logOut } from '../session/session-actions';
import { HeaderMenu } from './header-menu';
import './player-menu.css';

/** The player's pages, as the menu lists them (content keys of layout:userPanel). */
const PLAYER_LINKS = [
  { path: pathTo('/profile/info'), label: 'layout:userPanel.profile' },
  { path: pathTo('/wallet'), label: 'layout:userPanel.wallet' },
  { path: pathTo('/wallet/history'), label: 'layout:userPanel.history' },
  { path: pathTo('/profile/bonuses'), label: 'layout:userPanel.bonuses' },
  { path: pathTo('/profile/limits'), label: 'layout:userPanel.limits' },
  { path: pathTo('/profile/sessions'), label: 'layout:userPanel.sessions' },
  { path: pathTo('/profile/settings'), label: 'layout:userPanel.settings' },
] as const;

/** The logged-in player's button in the header: avatar and name, opening their pages and Log out. */
export default function PlayerMenu() {
  const t = useT();
  const { pathname } = useLocation();
  const { locale } = splitLocalePath(pathname);
  const { data: profile } = useProfile();
  const name = profile ? displayName(profile, t('global-components:account.info.unknownName')) : '';

  const handleLogOut = () => {
    logOut();
    navigateTo(localizedHome());
    showAlert({ kind: 'info', title: 'alerts:session.loggedOut' });
  };

  return (
    <HeaderMenu
      label={t('layout:userPanel.menu', { name })}
      placement="header"
      testId="player-menu"
      button={
        <>
          <PlayerAvatar profile={profile} size={28} />
          <span className="player-menu__name" data-testid="player-name">
            {name}
          </span>
          <Icon name="chevronDown" size={14} className="header-menu__chevron" />
        </>
      }
    >
      {(close) => (
        <div className="player-menu">
          <div className="player-menu__who">
            <PlayerAvatar profile={profile} size={40} />
            <div className="player-menu__who-text">
              <p className="player-menu__who-name">{name}</p>
              {profile?.email && <p className="player-menu__who-email">{profile.email}</p>}
            </div>
          </div>
          {/* The loyalty level and points, with the quests a tap away (features/retention). */}
          <LoyaltyMenuSummary onNavigate={close} />
          <ul className="player-menu__links">
            {PLAYER_LINKS.map((link) => (
              <li key={link.path}>
                <Link className="header-menu__option" to={localizePath(link.path, locale)} onClick={close}>
                  {t(link.label)}
                </Link>
              </li>
            ))}
          </ul>
          <button
            type="button"
            className="header-menu__option player-menu__logout"
            onClick={handleLogOut}
            data-testid="logout-button"
          >
            {t('layout:userPanel.logout')}
          </button>
        </div>
      )}
    </HeaderMenu>
  );
}
