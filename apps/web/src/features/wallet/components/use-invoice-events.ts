import { useEffect, useRef } from 'react';
import { useQueryClient, type Query } from '@tanstack/react-query';
import { InvoiceStatus, type Invoice } from '@casino/shared';
import { usePlayerChannel, useRealtimeState } from '@/lib/realtime';
import { invoiceQueryKey, paymentQueryKey, WALLET_ROOT_KEY } from '../api/payment-keys';
import { parseInvoiceEvent } from '../api/payment-parsers';

/** Methods do not change with an invoice. */
const notMethods = (query: Query) => query.queryKey[2] !== 'methods';

/**
 * Invoice changes from `payment:invoices#{profileId}`: the invoice is replaced in the cache (a
 * deposit-status modal showing it moves on at once), and lists and statistics are refetched.
 * Publications sent while the socket was down are not replayed, so a reconnect refetches every
 * invoice query instead. Several screens may listen at once; TanStack Query merges the refetches.
 */
export function useInvoiceEvents(onInvoice?: (invoice: Invoice) => void): void {
  const queryClient = useQueryClient();
  usePlayerChannel('payment:invoices', (data) => {
    const event = parseInvoiceEvent(data);
    if (!event) return;
    const { invoice } = event;
    queryClient.setQueryData(invoiceQueryKey(invoice.id), invoice);
    // An outcome moves money: the balances are refetched too, in case their own live update is late.
    void queryClient.invalidateQueries({
      queryKey: invoice.status === InvoiceStatus.Pending ? paymentQueryKey : WALLET_ROOT_KEY,
      // The invoice itself was just written.
      predicate: (query) => notMethods(query) && query.queryKey[2] !== 'invoice',
    });
    onInvoice?.(invoice);
  });

  const realtime = useRealtimeState();
  const previous = useRef(realtime);
  useEffect(() => {
    const reconnected = realtime === 'connected' && previous.current !== 'connected';
    previous.current = realtime;
    if (reconnected) void queryClient.invalidateQueries({ queryKey: paymentQueryKey, predicate: notMethods });
  }, [realtime, queryClient]);
}
