import { InvoiceStatus, InvoiceType, type Invoice } from '@casino/shared';
import { showAlert } from '@/lib/alerts';
import { trackDeposit } from '@/lib/third-party';
import { useInvoiceEvents } from './use-invoice-events';

/** Deposits the player cancelled here: they know, so the failure is not announced again. */
const cancelledByPlayer = new Set<string>();

export function markCancelledByPlayer(invoiceId: string): void {
  cancelledByPlayer.add(invoiceId);
}

/** One alert per invoice and outcome, even when an event is delivered twice (a resubscribe replays it). */
const announced = new Set<string>();

/** The alert an invoice change raises: only success (2) and failure (3) do (SPEC.md section 4). */
export function invoiceAlertOf(invoice: Invoice): { kind: 'success' | 'error'; title: string } | undefined {
  if (invoice.status === InvoiceStatus.Pending) return undefined;
  const deposit = invoice.type === InvoiceType.Deposit;
  if (invoice.status === InvoiceStatus.Success)
    return { kind: 'success', title: deposit ? 'alerts:invoice.depositSuccess' : 'alerts:invoice.withdrawalSuccess' };
  return { kind: 'error', title: deposit ? 'alerts:invoice.depositFailure' : 'alerts:invoice.withdrawalFailure' };
}

/**
 * Listens to the player's invoice channel while they are logged in: keeps invoice queries fresh
 * and announces outcomes, a paid deposit to the third-party adapters too. Renders nothing; app/
 * mounts it once beside the balance.
 */
export function InvoiceAlerts() {
  useInvoiceEvents((invoice) => {
    const alert = invoiceAlertOf(invoice);
    const id = `${invoice.id}:${invoice.status}`;
    if (!alert || announced.has(id) || cancelledByPlayer.has(invoice.id)) return;
    announced.add(id);
    showAlert(alert);
    // A paid deposit is the pixel's milestone (ftd, dep2...) and deposit (lib/third-party, after consent only).
    if (invoice.type === InvoiceType.Deposit && invoice.status === InvoiceStatus.Success) trackDeposit(invoice.number);
  });
  return null;
}
