import { InvoiceStatus, type Invoice } from '@casino/shared';
import { StatusBadge, type StatusTone } from '@/components/ui/status-badge';
import { useT } from '@/lib/i18n';
import { statusNameOf } from '../api/invoice-filters';

const TONE: Readonly<Record<InvoiceStatus, StatusTone>> = {
  [InvoiceStatus.Pending]: 'pending',
  [InvoiceStatus.Success]: 'success',
  [InvoiceStatus.Failure]: 'danger',
};

/** The failure reason of an invoice the player cancelled themselves (a deposit, or a withdrawal not yet paid out). */
const CANCELLED_BY_PLAYER = 'declined';

/** Pending, successful, failed, or cancelled: a failure the player chose reads as what it is. */
export function InvoiceStatusBadge({ invoice }: { readonly invoice: Pick<Invoice, 'status' | 'failureReason'> }) {
  const t = useT();
  const cancelled = invoice.status === InvoiceStatus.Failure && invoice.failureReason === CANCELLED_BY_PLAYER;
  const name = cancelled ? 'cancelled' : statusNameOf(invoice.status);
  return (
    <StatusBadge
      tone={TONE[invoice.status]}
      className={cancelled ? 'invoice-status invoice-status--cancelled' : 'invoice-status'}
      data-status={name}
    >
      {t(`global-components:wallet.status.${name}`)}
    </StatusBadge>
  );
}
