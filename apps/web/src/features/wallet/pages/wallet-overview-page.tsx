import { Link } from 'react-router';
import { localizePath } from '@casino/shared';
import { pathTo } from '@/config/paths';
import { useT } from '@/lib/i18n';
import { ModalLink } from '@/lib/modals';
import { useEquivalentCurrency } from '@/lib/money/equivalent-currency';
import { usePageLocale } from '@/lib/page-locale';
import { NO_INVOICE_FILTERS } from '../api/invoice-filters';
import { useInvoiceStatistics } from '../api/get-invoice-statistics';
import { useInvoices } from '../api/get-invoices';
import { AccountCards } from '../components/account-cards';
import { HistorySkeleton } from '../components/history-skeleton';
import { InvoiceList } from '../components/invoice-list';
import { StatisticsTable } from '../components/statistics-table';
import { useInvoiceEvents } from '../components/use-invoice-events';
import { PageHeading, type WalletPageProps } from '../components/wallet-page-props';
import '../components/wallet.css';
import '../components/wallet-status.css';
import '../components/wallet-pages.css';
import '@/components/ui/card.css';

/** The overview shows the latest few invoices; the history has the rest. */
const RECENT_INVOICES = 5;

/** /wallet: balances with deposit and withdraw, totals per currency, and the latest transactions. */
export default function WalletOverviewPage({ headingLevel }: WalletPageProps) {
  const t = useT();
  const locale = usePageLocale();
  const equivalent = useEquivalentCurrency();
  const statistics = useInvoiceStatistics();
  const recent = useInvoices(NO_INVOICE_FILTERS, RECENT_INVOICES);
  useInvoiceEvents();

  return (
    <div className="wallet-page wallet-overview" data-testid="wallet-overview">
      <section className="wallet-page__section" aria-labelledby="wallet-balances">
        <div className="wallet-page__head">
          <PageHeading level={headingLevel} id="wallet-balances" className="wallet-page__title">
            {t('global-components:wallet.balances')}
          </PageHeading>
          <ModalLink className="button button--secondary button--small" modal="fiat">
            {equivalent
              ? t('global-components:wallet.displayIn', { currency: equivalent })
              : t('global-components:wallet.chooseDisplay')}
          </ModalLink>
        </div>
        <AccountCards />
      </section>

      <section className="wallet-page__section" aria-labelledby="wallet-recent">
        <div className="wallet-page__head">
          <PageHeading level={headingLevel} id="wallet-recent" className="wallet-page__title">
            {t('global-components:wallet.recent')}
          </PageHeading>
          <Link className="modal-link" to={localizePath(pathTo('/wallet/history'), locale)}>
            {t('global-components:wallet.allTransactions')}
          </Link>
        </div>
        {recent.isPending && (
          <HistorySkeleton rows={3} label={t('global-components:loading.label')} name="wallet-page" />
        )}
        {recent.isError && (
          <p className="wallet-empty" role="alert">
            {t('global-components:wallet.loadFailed')}
          </p>
        )}
        {recent.data && recent.data.data.length === 0 && (
          <div className="card wallet-empty" role="status">
            <p className="wallet-empty__title">{t('global-components:wallet.noTransactions')}</p>
            <ModalLink className="button button--primary button--small" modal="wallet" value="deposit">
              {t('global-components:wallet.firstDeposit')}
            </ModalLink>
          </div>
        )}
        {recent.data && recent.data.data.length > 0 && (
          <div className="card wallet-card--flush">
            <InvoiceList invoices={recent.data.data} caption={t('global-components:wallet.recent')} />
          </div>
        )}
      </section>

      {statistics.data && statistics.data.length > 0 && (
        <section className="wallet-page__section" aria-labelledby="wallet-statistics">
          <PageHeading level={headingLevel} id="wallet-statistics" className="wallet-page__title">
            {t('global-components:wallet.statistics.title')}
          </PageHeading>
          <div className="card wallet-card--flush">
            <StatisticsTable rows={statistics.data} />
          </div>
        </section>
      )}
    </div>
  );
}
