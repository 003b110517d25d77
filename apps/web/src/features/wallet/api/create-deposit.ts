import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateInvoiceRequest, Invoice } from '@casino/shared';
import { request } from '@/lib/http';
import { invoiceQueryKey, paymentQueryKey } from './payment-keys';
import { parseInvoice } from './payment-parsers';

/** `POST /api/payment/invoices/deposit`: a pending deposit, with where the player pays it. */
export function createDeposit(body: CreateInvoiceRequest): Promise<Invoice> {
  return request('/api/payment/invoices/deposit', { method: 'POST', body, parse: parseInvoice });
}

/** Keeps the new invoice in the cache, so the deposit-status modal shows it without asking again. */
export function useCreateDeposit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createDeposit,
    onSuccess: (invoice) => {
      queryClient.setQueryData(invoiceQueryKey(invoice.id), invoice);
      void queryClient.invalidateQueries({ queryKey: paymentQueryKey, predicate: (query) => query.queryKey[2] !== 'methods' });
    },
  });
}
