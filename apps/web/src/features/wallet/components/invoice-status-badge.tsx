import { InvoiceStatus } from '@casino/shared';
import { StatusBadge, type StatusTone } from '@/components/ui/status-badge';
import { useT } from '@/lib/i18n';
import { statusNameOf } from '../api/invoice-filters';

const TONE: Readonly<Record<InvoiceStatus, StatusTone>> = {
  [InvoiceStatus.Pending]: 'pending',
  [InvoiceStatus.Success]: 'success',
  [InvoiceStatus.Failure]: 'danger',
};

export function InvoiceStatusBadge({ status }: { readonly status: InvoiceStatus }) {
  const t = useT();
  return (
    <StatusBadge tone={TONE[status]} className="invoice-status" data-status={statusNameOf(status)}>
      {t(`global-components:wallet.status.${statusNameOf(status)}`)}
    </StatusBadge>
  );
}
