import { Link } from 'react-router';
import { localizePath } from '@casino/shared';
import { pathTo } from '@/config/paths';
import { useT } from '@/lib/i18n';
import { ModalLink, type ModalBodyProps } from '@/lib/modals';
import { usePageLocale } from '@/lib/page-locale';
import { useDeposit } from '../api/get-invoice';
import { InvoiceMissing } from '../components/invoice-missing';
import { ResultArt } from '../components/result-art';
import { useMoney } from '../components/use-money';
import { useWalletScope } from '../components/wallet-scope';
import '../components/wallet.css';
import '../components/wallet-status.css';

/** Why a deposit failed, by the invoice's failure reason; anything else reads as a general failure. */
const FAILURE_TEXT: Readonly<Record<string, string>> = {
  declined: 'modals:deposit-error.declined',
  rejected: 'modals:deposit-error.rejected',
  provider_failed: 'modals:deposit-error.providerFailed',
  expired: 'modals:deposit-error.expired',
};

/**
 * `?deposit-success=<invoice id>` and `?deposit-error=<invoice id>`: the outcome of a deposit,
 * with what to do next (play, or try again).
 */
export default function DepositResultModal({ modalKey, value, close }: ModalBodyProps) {
  const t = useT();
  const locale = usePageLocale();
  const deposit = useDeposit(value);
  const money = useMoney();
  const { accounts } = useWalletScope();
  const succeeded = modalKey === 'deposit-success';

  if (deposit.isPending && deposit.fetchStatus !== 'idle')
    return <div className="deposit-result deposit-result--loading skeleton" aria-hidden="true" />;
  if (!deposit.data) return <InvoiceMissing failed={deposit.isError} retry={() => void deposit.refetch()} />;
  const invoice = deposit.data;
  const amount = money(invoice.amount, invoice.currency);
  const account = accounts?.find((candidate) => candidate.currency === invoice.currency);
  const balance = account && money(account.balance, account.currency);

  return (
    <div
      className={`deposit-result deposit-result--${succeeded ? 'success' : 'error'}`}
      data-testid={succeeded ? 'deposit-success' : 'deposit-error'}
    >
      <ResultArt succeeded={succeeded} />
      <p className="payment-result__amount">
        <bdi dir="ltr">
          {amount.amount} <span className="payment-result__code">{amount.code}</span>
        </bdi>
      </p>
      <p className="payment-result__text" role="status">
        {succeeded
          ? t('modals:deposit-success.text', { method: invoice.paymentMethodLabel })
          : t(FAILURE_TEXT[invoice.failureReason ?? ''] ?? 'modals:deposit-error.text')}
      </p>
      {succeeded && balance && (
        <p className="deposit-result__balance">
          {t('modals:deposit-success.balance')}{' '}
          <strong>
            <bdi dir="ltr">{`${balance.amount} ${balance.code}`}</bdi>
          </strong>
        </p>
      )}
      <div className="payment-result__actions">
        {succeeded ? (
          <Link
            className="modal-button modal-button--primary wallet-link-button"
            to={localizePath(pathTo('/games'), locale)}
          >
            {t('modals:deposit-success.play')}
          </Link>
        ) : (
          <ModalLink className="modal-button modal-button--primary wallet-link-button" modal="wallet" value="deposit">
            {t('modals:deposit-error.retry')}
          </ModalLink>
        )}
        <button type="button" className="modal-link" onClick={close}>
          {t('global-components:buttons.close')}
        </button>
      </div>
    </div>
  );
}
