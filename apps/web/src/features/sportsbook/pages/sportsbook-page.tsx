import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { Link } from 'react-router';
import { localizePath, type SportBetView } from '@casino/shared';
import { LIMITS_PAGE_PATH } from '@/lib/break-refusal';
import { useT } from '@/lib/i18n';
import { logger } from '@/lib/logger';
import { useModals } from '@/lib/modals';
import { usePageLocale } from '@/lib/page-locale';
import { useSportsbookUrlSync } from '../components/use-sportsbook-url-sync';
import type { WidgetSession } from '../widget/widget-session';
import '../components/sportsbook.css';

export interface SportsbookPageProps {
  readonly session: WidgetSession;
  /** A bet was accepted: the balances moved. */
  readonly onBetPlacement: (bet: SportBetView) => void;
}

type LoadState = 'loading' | 'ready' | 'failed';

/**
 * /sport/{slug...} (SPEC.md section 2): the sportsbook widget in the page, its memory router kept
 * in step with the address bar (use-sportsbook-url-sync.ts). Guests browse with an empty token;
 * "Sign in to bet" opens the sign-in popup, and the slip the widget keeps can be placed after it.
 */
export default function SportsbookPage({ session, onBetPlacement }: SportsbookPageProps) {
  const t = useT();
  const { open } = useModals();
  const locale = usePageLocale();
  const container = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<LoadState>('loading');
  const [attempt, setAttempt] = useState(0);
  const { mount, unmount } = useSportsbookUrlSync({ onBetPlacement, onSignIn: () => open('sign-in') });
  // A player on a break gets no betting token: the odds stay visible, and this says why and until when.
  const refusal = useSyncExternalStore(session.onRefusalChange, session.refusal, () => undefined);

  useEffect(() => {
    let removed = false;
    let remove: (() => void) | undefined;
    void (async () => {
      try {
        const sdk = await session.ready();
        if (removed || !container.current) return;
        const handle = await mount(sdk, container.current);
        if (removed) handle.remove();
        else {
          remove = () => handle.remove();
          setState('ready');
        }
      } catch (error) {
        logger.error('the sportsbook could not be started', error);
        if (!removed) setState('failed');
      }
    })();
    return () => {
      removed = true;
      remove?.();
      unmount();
    };
  }, [session, mount, unmount, attempt]);

  useEffect(() => session.setLocale(locale), [session, locale]);

  return (
    <section className="sportsbook-page" aria-labelledby="sportsbook-title" data-testid="sportsbook-page">
      <h1 id="sportsbook-title" className="sportsbook-page__title">
        {t('global-components:sections.sport')}
      </h1>
      {refusal && (
        <div className="sportsbook-page__break" role="status" data-testid="sportsbook-break">
          <p className="sportsbook-page__break-title">{t('global-components:sport.breakTitle')}</p>
          <p>{refusal}</p>
          <Link to={localizePath(LIMITS_PAGE_PATH, locale)}>{t('global-components:game.breakLimits')}</Link>
        </div>
      )}
      {state === 'loading' && (
        <p className="sportsbook-page__state" role="status">
          {t('global-components:sport.loading')}
        </p>
      )}
      {state === 'failed' && (
        <div className="sportsbook-page__state" role="alert">
          <p>{t('global-components:sport.loadFailed')}</p>
          <button
            type="button"
            className="button button--secondary button--small"
            onClick={() => {
              setState('loading');
              setAttempt((count) => count + 1);
            }}
          >
            {t('global-components:buttons.retry')}
          </button>
        </div>
      )}
      <div ref={container} className="sportsbook-page__widget" data-testid="sportsbook-widget" data-state={state} />
    </section>
  );
}
