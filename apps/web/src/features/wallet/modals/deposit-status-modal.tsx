import { useEffect } from 'react';
import { InvoiceStatus } from '@casino/shared';
import { StatusBadge } from '@/components/ui/status-badge';
import { useT } from '@/lib/i18n';
import { ModalLink, useModals, type ModalBodyProps } from '@/lib/modals';
import { useRealtimeState } from '@/lib/realtime';
import { useDeposit } from '../api/get-invoice';
import { CryptoPayment } from '../components/crypto-payment';
import { InvoiceMissing } from '../components/invoice-missing';
import { webUrlOf } from '../components/safe-url';
import { useInvoiceEvents } from '../components/use-invoice-events';
import { useMoney } from '../components/use-money';
import '../components/wallet.css';
import '../components/wallet-status.css';

/** How often a pending deposit is asked for while the live channel is down. */
const OFFLINE_POLL_MS = 5_000;

/**
 * `?deposit-status=<invoice id>`: a pending deposit and how to finish it (the provider's page, or
 * an address and QR code for crypto). It moves on by itself: the invoice channel updates the
 * cached invoice, and success or failure swaps this modal for deposit-success or deposit-error.
 */
export default function DepositStatusModal({ value }: ModalBodyProps) {
  const t = useT();
  const { open } = useModals();
  // The live channel moves this modal on; while it is down, the deposit is polled instead.
  const deposit = useDeposit(value, useRealtimeState() === 'connected' ? undefined : OFFLINE_POLL_MS);
  const money = useMoney();
  useInvoiceEvents();
  const status = deposit.data?.status;

  useEffect(() => {
    if (status === InvoiceStatus.Success) open('deposit-success', value);
    if (status === InvoiceStatus.Failure) open('deposit-error', value);
  }, [status, value, open]);

  if (deposit.isPending && deposit.fetchStatus !== 'idle')
    return <div className="deposit-status deposit-status--loading skeleton" aria-hidden="true" />;
  if (!deposit.data) return <InvoiceMissing failed={deposit.isError} retry={() => void deposit.refetch()} />;

  const invoice = deposit.data;
  const amount = money(invoice.amount, invoice.currency);
  const redirectUrl = webUrlOf(invoice.publicData.redirectUrl, window.location.origin);
  const isCrypto = Boolean(invoice.publicData.address ?? invoice.publicData.qr);
  return (
    <div className="deposit-status" data-testid="deposit-status" data-invoice={invoice.id}>
      <div className="deposit-status__head">
        <StatusBadge tone="pending" role="status" data-testid="deposit-status-badge">
          {t('modals:deposit-status.waiting')}
        </StatusBadge>
        <p className="payment-result__amount">
          <bdi dir="ltr">
            {amount.amount} <span className="payment-result__code">{amount.code}</span>
          </bdi>
        </p>
        <p className="payment-result__text">{t('modals:deposit-status.via', { method: invoice.paymentMethodLabel })}</p>
      </div>
      {isCrypto && <CryptoPayment invoice={invoice} />}
      {redirectUrl && (
        // For crypto the provider's page is the wallet app of the sandbox (it sends the coins); for
        // the other methods it is where the player pays, the one thing left to do.
        <a
          className={`modal-button wallet-link-button ${isCrypto ? 'wallet-button--secondary' : 'modal-button--primary'}`}
          href={redirectUrl}
          target="_blank"
          rel="noopener"
          data-testid="deposit-pay-link"
          data-autofocus=""
        >
          {t(isCrypto ? 'modals:deposit-status.openWalletPage' : 'modals:deposit-status.goToPayment')}
          <span aria-hidden="true">&nbsp;↗</span>
          <span className="visually-hidden"> {t('modals:deposit-status.newWindow')}</span>
        </a>
      )}
      <p className="modal-note">
        <span className="modal-note__icon" aria-hidden="true">
          ⟳
        </span>
        {t('modals:deposit-status.autoUpdate')}
      </p>
      <ModalLink className="modal-link deposit-status__cancel" modal="cancel-deposit" value={invoice.id}>
        {t('modals:deposit-status.cancel')}
      </ModalLink>
    </div>
  );
}
