import type { Query, QueryClient } from '@tanstack/react-query';
import { InvoiceStatus, type Invoice } from '@casino/shared';
import { invoiceQueryKey, paymentQueryKey, WALLET_ROOT_KEY } from '../api/payment-keys';
import { parseInvoiceEvent } from '../api/payment-parsers';

/** Methods do not change with an invoice. */
const notMethods = (query: Query) => query.queryKey[2] !== 'methods';

export interface InvoiceEventHandlers {
  /** A publication on `payment:invoices#{profileId}`. */
  readonly publication: (data: unknown) => void;
  /** The hub confirmed the channel: its first subscription, or again after a reconnect. */
  readonly subscribed: () => void;
}

/**
 * What the wallet does with the invoice channel, apart from React (use-invoice-events.ts wires it).
 * A change replaces the invoice in the cache (a deposit-status modal showing it moves on at once)
 * and refetches lists and statistics. The hub keeps no history: what was published before it
 * confirmed the subscription never arrives (a payout paid between a page's first read and that
 * moment; anything while the socket was down), so each confirmation refetches every invoice query.
 */
export function invoiceEventHandlers(
  queryClient: QueryClient,
  onInvoice?: (invoice: Invoice) => void,
): InvoiceEventHandlers {
  return {
    publication: (data) => {
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
    },
    // A read still on its way may hold the old state: invalidating cancels it and reads again.
    subscribed: () => void queryClient.invalidateQueries({ queryKey: paymentQueryKey, predicate: notMethods }),
  };
}
