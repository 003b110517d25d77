import { queryOptions, useQuery } from '@tanstack/react-query';
import type { InvoiceStatistics } from '@casino/shared';
import { isRecord, request } from '@/lib/http';
import { statisticsQueryKey } from './payment-keys';

export type CurrencyStatistics = InvoiceStatistics['data'][number];

const count = (value: unknown): number =>
  typeof value === 'number' && Number.isSafeInteger(value) && value >= 0 ? value : 0;

function parseStatistics(body: unknown): CurrencyStatistics[] {
  if (!isRecord(body) || !Array.isArray(body.data)) throw new Error('Unexpected statistics response');
  return body.data.filter(isRecord).map((row) => ({
    currency: typeof row.currency === 'string' ? row.currency : '',
    depositCount: count(row.depositCount),
    depositTotal: count(row.depositTotal),
    withdrawalCount: count(row.withdrawalCount),
    withdrawalTotal: count(row.withdrawalTotal),
    pendingWithdrawalTotal: count(row.pendingWithdrawalTotal),
  }));
}

/** `GET /api/payment/invoices/statistics`: per currency, what went in and out. */
export const invoiceStatisticsQueryOptions = () =>
  queryOptions({
    queryKey: statisticsQueryKey,
    queryFn: ({ signal }) => request('/api/payment/invoices/statistics', { parse: parseStatistics, signal }),
  });

export function useInvoiceStatistics() {
  return useQuery(invoiceStatisticsQueryOptions());
}
