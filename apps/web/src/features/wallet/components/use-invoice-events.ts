import { useQueryClient } from '@tanstack/react-query';
import type { Invoice } from '@casino/shared';
import { usePlayerChannel } from '@/lib/realtime';
import { invoiceEventHandlers } from './invoice-events';

/**
 * Invoice changes from `payment:invoices#{profileId}` (invoice-events.ts): the cache follows each
 * change, and every invoice query is read again when the hub confirms the channel, at first and
 * after a reconnect, since what was published before then is not replayed. Several screens may
 * listen at once; TanStack Query merges the refetches.
 */
export function useInvoiceEvents(onInvoice?: (invoice: Invoice) => void): void {
  const handlers = invoiceEventHandlers(useQueryClient(), onInvoice);
  usePlayerChannel('payment:invoices', handlers.publication, handlers.subscribed);
}
