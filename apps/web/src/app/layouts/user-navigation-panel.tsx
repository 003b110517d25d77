import { lazy, Suspense } from 'react';
import { useT } from '@/lib/i18n';
import { ModalLink } from '@/lib/modals';
import { useIsMobile } from '@/lib/use-is-mobile';
import { useViewer } from '@/lib/viewer';

/** The player's menu loads with the player, not with every visitor's first screen. */
const PlayerMenu = lazy(() => import('./player-menu'));
/** The bell, its popover and the push toasts: the player's too, in a chunk of their own. */
const NotificationMenu = lazy(() => import('./notification-menu'));

/**
 * The user navigation panel: sign in and sign up for a guest; deposit and the player's menu
 * (avatar, name, account pages, log out) for a player. The buttons only put the modal key in
 * the URL; the modal system opens the dialog.
 */
export function UserNavigationPanel() {
  const t = useT();
  const viewer = useViewer();
  const isMobile = useIsMobile();

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
    <div className="user-panel" data-testid="user-panel" data-player="">
      {/* On a phone the balance pill's '+' is the deposit button. */}
      {!isMobile && (
        <ModalLink className="button button--primary button--small" modal="wallet" value="deposit">
          {t('layout:header.deposit')}
        </ModalLink>
      )}
      {/* The placeholder has the bell's size: the header does not move when it arrives. */}
      <Suspense fallback={<span className="notification-menu-placeholder" aria-hidden="true" />}>
        <NotificationMenu />
      </Suspense>
      <Suspense fallback={<span className="player-menu-placeholder" aria-hidden="true" />}>
        <PlayerMenu />
      </Suspense>
    </div>
  );
}
