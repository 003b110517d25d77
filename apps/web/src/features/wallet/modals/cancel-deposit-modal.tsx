import { useState } from 'react';
import { InvoiceStatus } from '@casino/shared';
import { showAlert } from '@/lib/alerts';
import { useT } from '@/lib/i18n';
import { useModals, type ModalBodyProps } from '@/lib/modals';
import { moneyText } from '@/lib/money/balance-format';
import { usePageLocale } from '@/lib/page-locale';
import { useDeclineInvoice } from '../api/decline-invoice';
import { useDeposit } from '../api/get-invoice';
import { FormMessage } from '../components/form-parts';
import { markCancelledByPlayer } from '../components/invoice-alerts';
import { InvoiceMissing } from '../components/invoice-missing';
import { useMoney } from '../components/use-money';
import '../components/wallet.css';
import '../components/wallet-status.css';

/** `?cancel-deposit=<invoice id>`: the player gives up a pending deposit (nothing was charged). */
export default function CancelDepositModal({ value, close }: ModalBodyProps) {
  const t = useT();
  const { open } = useModals();
  const deposit = useDeposit(value);
  const decline = useDeclineInvoice();
  const money = useMoney();
  const locale = usePageLocale();
  const [error, setError] = useState<string>();

  if (deposit.isPending && deposit.fetchStatus !== 'idle')
    return <div className="deposit-result deposit-result--loading skeleton" aria-hidden="true" />;
  if (!deposit.data) return <InvoiceMissing failed={deposit.isError} retry={() => void deposit.refetch()} />;
  const invoice = deposit.data;
  const amount = money(invoice.amount, invoice.currency);
  const pending = invoice.status === InvoiceStatus.Pending;

  const confirm = async () => {
    setError(undefined);
    try {
      markCancelledByPlayer(invoice.id);
      await decline.mutateAsync(invoice.id);
      showAlert({ kind: 'info', title: 'alerts:invoice.depositCancelled' });
      close();
    } catch {
      setError(t('modals:cancel-deposit.failed'));
    }
  };

  return (
    <div className="cancel-deposit" data-testid="cancel-deposit">
      <p className="payment-result__text">
        {pending
          ? t('modals:cancel-deposit.text', {
              amount: moneyText(amount.amount, amount.code, locale),
              method: invoice.paymentMethodLabel,
            })
          : t('modals:cancel-deposit.notPending')}
      </p>
      <FormMessage text={error} />
      <div className="wallet-actions">
        <button
          type="button"
          className="modal-button wallet-button--secondary"
          onClick={() => open('deposit-status', invoice.id)}
          disabled={decline.isPending}
        >
          {t('modals:cancel-deposit.keep')}
        </button>
        {pending && (
          <button
            type="button"
            className="modal-button wallet-button--danger"
            onClick={() => void confirm()}
            disabled={decline.isPending}
            aria-busy={decline.isPending || undefined}
          >
            {decline.isPending && <span className="wallet-spinner" aria-hidden="true" />}
            {t('modals:cancel-deposit.confirm')}
          </button>
        )}
      </div>
    </div>
  );
}
