import { useEffect, useRef, type ComponentType } from 'react';
import { useLocation } from 'react-router';
import { useProfile } from '@/features/profile/api/get-profile';
import { useT } from '@/lib/i18n';
import { ModalLink, readModalEntries, useModals } from '@/lib/modals';
import { useViewer } from '@/lib/viewer';
import { Heading, useHeadingLevel } from '../pages/heading-level';
import { useRouteHandle } from '../routes/route-handle';
import type { PlayerPageProps } from './player-page';
import './player-page-guard.css';

/**
 * Opens sign-in over the page for a guest: one who came here, or whose stored session turned out
 * to be over. Not after a logout the player asked for (they are on their way home), and not over
 * another modal the URL asks for (sign-up).
 */
function useSignInForGuest(isGuest: boolean, hadProfile: boolean): void {
  const { search } = useLocation();
  const { open } = useModals();
  const hadProfileRef = useRef(hadProfile);
  useEffect(() => {
    if (hadProfile) hadProfileRef.current = true;
  }, [hadProfile]);
  useEffect(() => {
    if (isGuest && !hadProfileRef.current && readModalEntries(search).length === 0) open('sign-in');
    // Once per change of the viewer, not on every query change (closing the popup must stick).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [isGuest]);
}

export function PlayerPageGuard({ Page }: { readonly Page: ComponentType<PlayerPageProps> }) {
  const t = useT();
  const viewer = useViewer();
  const profile = useProfile();
  const level = useHeadingLevel();
  const { section } = useRouteHandle();
  useSignInForGuest(!viewer.isLoggedIn, profile.data !== undefined);
  const title = t(`global-components:sections.${section}`);

  if (viewer.isLoggedIn && profile.data) return <Page headingLevel={level} />;
  return (
    <section className="player-gate" aria-busy={viewer.isLoggedIn || undefined} data-testid="player-gate">
      <Heading level={level} className="player-gate__title">
        {title}
      </Heading>
      {viewer.isLoggedIn && !profile.isError ? (
        <div className="player-gate__loading" role="status">
          <span className="player-gate__spinner" aria-hidden="true" />
          {t('global-components:loading.label')}
        </div>
      ) : (
        <GuestPrompt failed={profile.isError} retry={() => void profile.refetch()} />
      )}
    </section>
  );
}

function GuestPrompt({ failed, retry }: { readonly failed: boolean; readonly retry: () => void }) {
  const t = useT();
  if (failed) {
    return (
      <div className="player-gate__card" role="alert">
        <p className="player-gate__text">{t('global-components:account.gate.loadFailed')}</p>
        <button type="button" className="button button--secondary button--small" onClick={retry}>
          {t('global-components:buttons.retry')}
        </button>
      </div>
    );
  }
  return (
    <div className="player-gate__card">
      <p className="player-gate__text">{t('global-components:account.gate.text')}</p>
      <div className="player-gate__actions">
        <ModalLink className="button button--primary button--small" modal="sign-in">
          {t('layout:header.signIn')}
        </ModalLink>
        <ModalLink className="button button--secondary button--small" modal="sign-up">
          {t('layout:header.signUp')}
        </ModalLink>
      </div>
    </div>
  );
}
