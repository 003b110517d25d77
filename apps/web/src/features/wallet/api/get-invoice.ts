import { queryOptions, useQuery } from '@tanstack/react-query';
import { INVOICES_MAX_PER_PAGE, InvoiceStatus, InvoiceType, type Invoice } from '@casino/shared';
import { request } from '@/lib/http';
import { invoiceQueryKey } from './payment-keys';
import { parseInvoiceList } from './payment-parsers';

/** Invoice ids are UUIDs; anything else in `?deposit-status=` is not looked up. */
export const INVOICE_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * One deposit by id. The API has no single-invoice call: creating a deposit puts it in the cache
 * (create-deposit.ts), and after a reload it is found among the player's latest deposits.
 */
async function findDeposit(invoiceId: string, signal: AbortSignal): Promise<Invoice | null> {
  const list = await request('/api/payment/invoices', {
    query: { type: InvoiceType.Deposit, page: 1, perPage: INVOICES_MAX_PER_PAGE },
    parse: parseInvoiceList,
    signal,
  });
  return list.data.find((invoice) => invoice.id === invoiceId) ?? null;
}

export const invoiceQueryOptions = (invoiceId: string) =>
  // Fresh for a moment after creation; the live channel and the list refresh it from then on.
  queryOptions({
    queryKey: invoiceQueryKey(invoiceId),
    queryFn: ({ signal }) => findDeposit(invoiceId, signal),
    staleTime: 10_000,
  });

/**
 * The deposit of a status modal; null when it is not (or no longer) among the player's. While
 * it is pending and `pollMs` is given (the live channel is down), it is asked for again that often.
 */
export function useDeposit(invoiceId: string, pollMs?: number) {
  return useQuery({
    ...invoiceQueryOptions(invoiceId),
    enabled: INVOICE_ID.test(invoiceId),
    refetchInterval: (query) =>
      pollMs !== undefined && query.state.data?.status === InvoiceStatus.Pending ? pollMs : false,
  });
}
