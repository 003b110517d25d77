import { useLocation, useNavigate } from 'react-router';
import { GAMES_MAX_PAGE } from '@casino/shared';
import { Pagination } from '@/components/ui/pagination';
import { useT } from '@/lib/i18n';
import { useSpins } from '../api/get-spins';
import { PageHeading, type LobbyHeadingLevel } from '../components/page-heading';
import { SpinList } from '../components/spin-list';
import '../components/lobby-pages.css';
import '@/components/ui/card.css';

/** The skeleton of the spins tab, named as SPEC.md section 2 names skeletons (route + '-page'). */
export const SPINS_SKELETON_NAME = 'wallet-spins-page';
/** Rows of the skeleton: about what one page fills on a laptop screen. */
const SKELETON_ROWS = 8;

function pageFromSearch(search: string): number {
  const page = Number(new URLSearchParams(search).get('page'));
  return Number.isInteger(page) && page >= 1 && page <= GAMES_MAX_PAGE ? page : 1;
}

/** The spins tab of the history area: the player's game rounds, newest first, paged in ?page=. */
export default function SpinsHistoryPage({ headingLevel }: { readonly headingLevel?: LobbyHeadingLevel }) {
  const t = useT();
  const location = useLocation();
  const navigate = useNavigate();
  const page = pageFromSearch(location.search);
  const spins = useSpins(page);
  const title = t('global-components:history.spins');

  const goTo = (next: number) => {
    const params = new URLSearchParams(location.search);
    if (next > 1) params.set('page', String(next));
    else params.delete('page');
    const search = params.toString();
    void navigate({ pathname: location.pathname, search: search ? `?${search}` : '' });
  };
  const meta = spins.data?.meta;

  return (
    <section className="lobby-page" data-testid="spins-history">
      <PageHeading level={headingLevel} className="lobby-page__title">
        {title}
      </PageHeading>
      {spins.isPending && (
        <div className="spin-skeleton" data-skeleton={SPINS_SKELETON_NAME} role="status">
          <span className="visually-hidden">{t('global-components:loading.label')}</span>
          {Array.from({ length: SKELETON_ROWS }, (_, index) => (
            <div key={index} className="skeleton spin-skeleton__row" />
          ))}
        </div>
      )}
      {spins.isError && (
        <div className="lobby-state" role="alert">
          <p>{t('global-components:games.loadFailed')}</p>
          <button type="button" className="button button--secondary button--small" onClick={() => void spins.refetch()}>
            {t('global-components:buttons.retry')}
          </button>
        </div>
      )}
      {spins.data && spins.data.data.length === 0 && (
        <div className="lobby-state" role="status">
          <p className="lobby-state__title">{t('global-components:games.spinsEmptyTitle')}</p>
          <p>{t('global-components:games.spinsEmptyText')}</p>
        </div>
      )}
      {spins.data && spins.data.data.length > 0 && (
        <div className="card card--flat spin-card" aria-busy={spins.isPlaceholderData || undefined}>
          <SpinList spins={spins.data.data} caption={title} />
        </div>
      )}
      {meta && <Pagination meta={meta} onPage={goTo} label={t('global-components:games.spinPages')} />}
    </section>
  );
}
