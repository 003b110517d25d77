import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { INVOICES_DEFAULT_PER_PAGE } from '@casino/shared';
import { request } from '@/lib/http';
import { invoiceListQuery, type InvoiceFilters } from './invoice-filters';
import { invoicesQueryKey } from './payment-keys';
import { parseInvoiceList } from './payment-parsers';

/** `GET /api/payment/invoices` with the history's filters, newest first. */
export const invoicesQueryOptions = (filters: InvoiceFilters, perPage = INVOICES_DEFAULT_PER_PAGE) => {
  const query = invoiceListQuery(filters, perPage);
  return queryOptions({
    queryKey: [...invoicesQueryKey, query],
    queryFn: ({ signal }) => request('/api/payment/invoices', { query, parse: parseInvoiceList, signal }),
    // Statuses change on the provider's side; the live channel refreshes, this covers a missed event.
    staleTime: 10_000,
    // Paging or filtering keeps the rows on screen until the next ones arrive: no jump.
    placeholderData: keepPreviousData,
  });
};

export function useInvoices(filters: InvoiceFilters, perPage = INVOICES_DEFAULT_PER_PAGE) {
  return useQuery(invoicesQueryOptions(filters, perPage));
}
