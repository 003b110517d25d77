import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateInvoiceRequest, Invoice } from '@casino/shared';
import { request } from '@/lib/http';
import { invoiceQueryKey, WALLET_ROOT_KEY } from './payment-keys';
import { parseInvoice } from './payment-parsers';

/** `POST /api/payment/invoices/withdrawal`: the amount leaves the balance at once and waits as pending. */
export function createWithdrawal(body: CreateInvoiceRequest): Promise<Invoice> {
  return request('/api/payment/invoices/withdrawal', { method: 'POST', body, parse: parseInvoice });
}

export function useCreateWithdrawal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createWithdrawal,
    onSuccess: (invoice) => {
      queryClient.setQueryData(invoiceQueryKey(invoice.id), invoice);
      // The balance changed too: refresh it with the invoices, in case the live update is late.
      void queryClient.invalidateQueries({
        queryKey: WALLET_ROOT_KEY,
        predicate: (query) => query.queryKey[2] !== 'methods',
      });
    },
  });
}
