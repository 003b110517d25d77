import { useState } from 'react';
import { Pagination } from '@/components/ui/pagination';
import { formatDate, useT } from '@/lib/i18n';
import { ModalLink } from '@/lib/modals';
import { useSessions, type PlayerSession } from '../api/get-sessions';
import { deviceLabel } from '../components/device-label';
import { deviceName } from '../components/device-name';
import { PageHeading } from '../components/form-parts';
import type { ProfilePageProps } from '../components/profile-page-props';
import '../components/profile.css';
import '@/components/ui/card.css';

/** Active sessions: every device logged in, this one marked; any other can be logged out. */
export default function SessionsPage({ headingLevel }: ProfilePageProps) {
  const t = useT();
  const [page, setPage] = useState(1);
  const sessions = useSessions(page);
  const meta = sessions.data?.meta;
  const hasOthers = (meta?.totalRows ?? 0) > 1;

  return (
    <section className="profile-page" data-testid="profile-sessions">
      <div className="profile-page__head">
        <PageHeading level={headingLevel} className="profile-page__title">
          {t('global-components:sections.profile-sessions')}
        </PageHeading>
        {hasOthers && (
          <ModalLink
            className="button button--secondary button--small"
            modal="confirm-session-logout"
            value="others"
            data-testid="close-other-sessions"
          >
            {t('global-components:account.sessions.closeOthers')}
          </ModalLink>
        )}
      </div>
      <p className="profile-page__lead">{t('global-components:account.sessions.lead')}</p>
      {sessions.isPending && (
        <p className="profile-page__status" role="status">
          {t('global-components:loading.label')}
        </p>
      )}
      {sessions.isError && (
        <div className="card card--padded profile-page__status" role="alert">
          <p>{t('global-components:account.sessions.loadFailed')}</p>
          <button
            type="button"
            className="button button--secondary button--small"
            onClick={() => void sessions.refetch()}
          >
            {t('global-components:buttons.retry')}
          </button>
        </div>
      )}
      {sessions.data && (
        <ul className="session-list" aria-busy={sessions.isFetching || undefined}>
          {sessions.data.data.map((session) => (
            <SessionItem key={session.id} session={session} />
          ))}
        </ul>
      )}
      {meta && <Pagination meta={meta} onPage={setPage} label={t('global-components:account.sessions.pages')} />}
    </section>
  );
}

function SessionItem({ session }: { readonly session: PlayerSession }) {
  const t = useT();
  const device = deviceLabel(session.userAgent, t);
  const { kind } = deviceName(session.userAgent);
  const details = [
    session.ip && t('global-components:account.sessions.ip', { ip: session.ip }),
    session.platform && t(`global-components:account.sessions.platforms.${session.platform}`),
    t(`global-components:account.sessions.methods.${session.method || 'password'}`),
  ].filter(Boolean);
  return (
    <li
      className={session.isCurrent ? 'session-item session-item--current' : 'session-item'}
      data-testid="session-item"
      data-current={session.isCurrent || undefined}
    >
      <span className="session-item__icon" aria-hidden="true">
        {kind === 'mobile' ? <PhoneIcon /> : <DesktopIcon />}
      </span>
      <div className="session-item__body">
        <p className="session-item__device">
          {device}
          {session.isCurrent && (
            <span className="profile-badge profile-badge--ok">
              {t('global-components:account.sessions.thisDevice')}
            </span>
          )}
        </p>
        <p className="session-item__details">{details.join(' · ')}</p>
        <p className="session-item__times">
          {t('global-components:account.sessions.lastSeen', { date: formatDate(session.lastSeenAt, 'dateTime') })}
          {' · '}
          {t('global-components:account.sessions.started', { date: formatDate(session.createdAt, 'dateTime') })}
        </p>
      </div>
      {!session.isCurrent && (
        <ModalLink
          className="button button--secondary button--small session-item__close"
          modal="confirm-session-logout"
          value={session.id}
        >
          {t('global-components:account.sessions.close')}
          <span className="profile-visually-hidden"> {device}</span>
        </ModalLink>
      )}
    </li>
  );
}

function DesktopIcon() {
  return (
    <svg
      viewBox="0 0 24 24"
      width="22"
      height="22"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      focusable="false"
    >
      <rect x="2" y="4" width="20" height="13" rx="2" />
      <path d="M8 21h8M12 17v4" />
    </svg>
  );
}

function PhoneIcon() {
  return (
    <svg
      viewBox="0 0 24 24"
      width="22"
      height="22"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      focusable="false"
    >
      <rect x="6" y="2" width="12" height="20" rx="2.5" />
      <path d="M11 18h2" />
    </svg>
  );
}
