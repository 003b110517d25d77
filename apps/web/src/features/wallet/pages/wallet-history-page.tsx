import { useLocation, useNavigate } from 'react-router';
import { Pagination } from '@/components/ui/pagination';
import { useT } from '@/lib/i18n';
import { useIsMobile } from '@/lib/use-is-mobile';
import { filtersFromSearch, activeFilterCount, searchWithFilters, type InvoiceFilters } from '../api/invoice-filters';
import { useInvoices } from '../api/get-invoices';
import { HistorySkeleton } from '../components/history-skeleton';
import { DesktopFilterPanel, MobileFilterPanel } from '../components/invoice-filter-panels';
import { InvoiceList } from '../components/invoice-list';
import { useInvoiceEvents } from '../components/use-invoice-events';
import { PageHeading, type WalletPageProps } from '../components/wallet-page-props';
import { useWalletScope } from '../components/wallet-scope';
import '../components/wallet.css';
import '../components/wallet-status.css';
import '../components/wallet-pages.css';
import '@/components/ui/card.css';

/** Rows of the skeleton: about what one page of the list fills on a laptop screen. */
const SKELETON_ROWS = 8;

/**
 * /wallet/history, the transactions tab of the history area: the player's invoices with filters
 * (a bar on desktop, a sheet on phones) kept in the query string, paged, updated live.
 */
export default function WalletHistoryPage({ headingLevel }: WalletPageProps) {
  const t = useT();
  const location = useLocation();
  const navigate = useNavigate();
  const isMobile = useIsMobile();
  const { accounts } = useWalletScope();
  const filters = filtersFromSearch(location.search);
  const invoices = useInvoices(filters);
  useInvoiceEvents();
  const currencies = [
    ...new Set([
      ...(accounts ?? []).map((account) => account.currency),
      ...(filters.currency ? [filters.currency] : []),
    ]),
  ];

  const apply = (next: InvoiceFilters) => {
    // Filters replace the entry: Back leaves the page rather than stepping through each choice.
    void navigate(
      { pathname: location.pathname, search: searchWithFilters(location.search, next), hash: location.hash },
      { replace: true },
    );
  };
  const Panel = isMobile ? MobileFilterPanel : DesktopFilterPanel;
  const title = t('global-components:history.transactions');

  return (
    <section className="wallet-page wallet-history" data-testid="wallet-history">
      <div className="wallet-page__head">
        <PageHeading level={headingLevel} className="wallet-page__title">
          {title}
        </PageHeading>
        {isMobile && <Panel filters={filters} onApply={apply} currencies={currencies} />}
      </div>
      {!isMobile && <Panel filters={filters} onApply={apply} currencies={currencies} />}
      {invoices.isPending && <HistorySkeleton rows={SKELETON_ROWS} label={t('global-components:loading.label')} />}
      {invoices.isError && (
        <div className="card wallet-empty" role="alert">
          <p>{t('global-components:wallet.loadFailed')}</p>
          <button
            type="button"
            className="button button--secondary button--small"
            onClick={() => void invoices.refetch()}
          >
            {t('global-components:buttons.retry')}
          </button>
        </div>
      )}
      {invoices.data && invoices.data.data.length === 0 && (
        <div className="card wallet-empty" role="status">
          <p className="wallet-empty__title">
            {t(activeFilterCount(filters) > 0 ? 'global-components:wallet.noMatches' : 'global-components:empty.title')}
          </p>
          <p>{t('global-components:wallet.emptyText')}</p>
        </div>
      )}
      {invoices.data && invoices.data.data.length > 0 && (
        <div className="card wallet-card--flush" aria-busy={invoices.isPlaceholderData || undefined}>
          <InvoiceList invoices={invoices.data.data} caption={title} />
        </div>
      )}
      {invoices.data && (
        <Pagination
          meta={invoices.data.meta}
          onPage={(page) => apply({ ...filters, page })}
          label={t('global-components:wallet.pages')}
        />
      )}
    </section>
  );
}
