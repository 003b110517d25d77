import { Link } from 'react-router';
import { localizePath, type Invoice } from '@casino/shared';
import { StatusBadge } from '@/components/ui/status-badge';
import { pathTo } from '@/config/paths';
import { useT } from '@/lib/i18n';
import { usePageLocale } from '@/lib/page-locale';
import { useMoney } from './use-money';

/** A withdrawal request sent: the amount has left the balance and waits for approval. */
export function WithdrawalPending({
  invoice,
  onAnother,
}: {
  readonly invoice: Invoice;
  readonly onAnother: () => void;
}) {
  const t = useT();
  const money = useMoney()(invoice.amount, invoice.currency);
  const locale = usePageLocale();
  return (
    <div className="payment-result" data-testid="withdrawal-pending">
      <StatusBadge tone="pending" role="status">
        {t('global-components:wallet.status.pending')}
      </StatusBadge>
      <p className="payment-result__amount">
        <bdi dir="ltr">
          {money.amount} <span className="payment-result__code">{money.code}</span>
        </bdi>
      </p>
      <p className="payment-result__text">
        {t('modals:wallet.withdrawPending', { method: invoice.paymentMethodLabel })}
      </p>
      <div className="payment-result__actions">
        <Link
          className="modal-button modal-button--primary wallet-link-button"
          to={`${localizePath(pathTo('/wallet/history'), locale)}?type=withdrawal`}
        >
          {t('modals:wallet.viewHistory')}
        </Link>
        <button type="button" className="modal-link" onClick={onAnother}>
          {t('modals:wallet.withdrawAnother')}
        </button>
      </div>
    </div>
  );
}
