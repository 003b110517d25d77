import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { localizePath } from '@casino/shared';
import { pathTo } from '@/config/paths';
import { useT } from '@/lib/i18n';
import { ModalLink } from '@/lib/modals';
import { usePageLocale } from '@/lib/page-locale';
import { useViewer } from '@/lib/viewer';
import './auth-page.css';

export type AuthPageState = 'working' | 'failed' | 'done' | 'form';

const BADGE_MARKS: Readonly<Record<Exclude<AuthPageState, 'working'>, string>> = { failed: '!', done: '✓', form: '★' };

interface AuthPageProps {
  /** Content key of the page's title (its section's name). */
  readonly titleKey: string;
  readonly state: AuthPageState;
  /** What is going on, or what went wrong. */
  readonly message?: string;
  readonly children?: ReactNode;
}

/**
 * The frame of the pages a link from outside lands on (auto-login, social return, e-mail
 * confirmation, password reset): a titled card that says what is happening and what to do next.
 */
export function AuthPage({ titleKey, state, message, children }: AuthPageProps) {
  const t = useT();
  return (
    <section
      className={`auth-page auth-page--${state}`}
      aria-busy={state === 'working' || undefined}
      data-testid="auth-page"
      data-state={state}
    >
      <div className="auth-page__card">
        <div className="auth-page__badge" aria-hidden="true">
          {state === 'working' ? (
            <span className="auth-page__spinner" />
          ) : (
            <span className="auth-page__mark">{BADGE_MARKS[state]}</span>
          )}
        </div>
        <h1 className="auth-page__title">{t(titleKey)}</h1>
        {message && (
          <p className="auth-page__message" role={state === 'failed' ? 'alert' : 'status'}>
            {message}
          </p>
        )}
        {children}
      </div>
    </section>
  );
}

/** Ways on from a page whose link did not work: home, or sign in. */
export function AuthPageActions() {
  const t = useT();
  const locale = usePageLocale();
  const signIn = !useViewer().isLoggedIn;
  return (
    <div className="auth-page__actions">
      {signIn && (
        <ModalLink className="button button--primary" modal="sign-in">
          {t('layout:header.signIn')}
        </ModalLink>
      )}
      <Link className="button button--secondary" to={localizePath(pathTo('/'), locale)}>
        {t('global-components:errorPage.homeButton')}
      </Link>
    </div>
  );
}
